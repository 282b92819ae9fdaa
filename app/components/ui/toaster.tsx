import { useEffect, useRef, useSyncExternalStore, type PointerEvent } from "react";
import { cn } from "#app/lib/cn";
import { useUi } from "#app/lib/ui";
import { dismiss, getToasts, noToasts, subscribe } from "./toast-store";

const SWIPE_THRESHOLD = 50;

/** The toast viewport: polite live region, F8 moves focus to it, swipe right to dismiss. */
export function Toaster() {
  const ui = useUi();
  const toasts = useSyncExternalStore(subscribe, getToasts, () => noToasts);
  const viewport = useRef<HTMLOListElement>(null);
  const swipeStart = useRef<number | null>(null);

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.key === "F8") viewport.current?.focus();
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  function onPointerUp(id: string, event: PointerEvent) {
    if (swipeStart.current !== null && event.clientX - swipeStart.current > SWIPE_THRESHOLD) dismiss(id);
    swipeStart.current = null;
  }

  const visible = toasts.filter((t) => t.open);
  return (
    <section aria-label={`${ui.toast.region} (F8)`}>
      <ol
        ref={viewport}
        tabIndex={-1}
        aria-live="polite"
        className="fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 outline-none sm:bottom-0 sm:right-0 sm:top-auto sm:flex-col md:max-w-[420px]"
      >
        {visible.map((t) => (
          <li
            key={t.id}
            role="status"
            onPointerDown={(e) => (swipeStart.current = e.clientX)}
            onPointerUp={(e) => onPointerUp(t.id, e)}
            className={cn(
              "relative flex w-full items-start justify-between gap-3 rounded-xl border p-4 pr-10 shadow-lg",
              t.variant === "destructive" ? "border-red-800 bg-red-700 text-white" : "border-line bg-white text-ink",
            )}
          >
            <div>
              <p className="font-semibold">{t.title}</p>
              {t.description && <p className="mt-1 text-sm opacity-95">{t.description}</p>}
            </div>
            <button
              type="button"
              onClick={() => dismiss(t.id)}
              aria-label={ui.toast.close}
              className="absolute right-2 top-2 inline-flex h-8 w-8 items-center justify-center rounded-full hover:bg-black/10"
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="h-4 w-4"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
