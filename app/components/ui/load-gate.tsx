import { lazy, Suspense, useEffect, useRef, type ComponentType, type ReactNode, type RefObject } from "react";
import { useNavigation } from "react-router";

/**
 * Code of a widget that loads when the visitor comes near it, not with the page, so the page's
 * initial JavaScript stays within its budget (docs/budgets.md).
 *
 * The prerendered HTML holds the whole widget. In the browser React keeps that HTML as it is (a
 * dehydrated Suspense boundary: nothing moves, no layout shift) until the gate opens, then loads
 * the code and hydrates the widget. The gate opens when the widget comes within a screen of the
 * viewport (unless `nearView` is false: forms, which work as plain HTML until then), when a
 * pointer, touch, focus or key reaches it, or at once where the page's HTML has
 * no such widget (on the server, and after a client-side navigation). Once hydrated, the area is
 * marked `data-ready` (tests wait for it before they click).
 */
export interface LoadGate {
  /** A component whose code waits for the gate. */
  lazy<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P>;
  /** The area around one or more of the gate's components; `fallback` shows only after a navigation. */
  Area(props: { fallback: ReactNode; children: ReactNode }): ReactNode;
}

const INTERACTIONS = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown"] as const;

export function createLoadGate(name: string, options: { nearView?: boolean } = {}): LoadGate {
  const nearView = options.nearView ?? true;
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const selector = `[data-load-gate="${name}"]`;
  const inPageHtml = () => typeof document !== "undefined" && document.querySelector(`${selector} > *`) !== null;

  function Ready({ area }: { area: RefObject<HTMLDivElement | null> }) {
    useEffect(() => area.current?.setAttribute("data-ready", ""), [area]);
    return null;
  }

  function Area({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
    const area = useRef<HTMLDivElement>(null);
    const navigation = useNavigation();

    useEffect(() => {
      const element = area.current;
      if (!element) return;
      // On the window, in the capture phase: React stops events that reach a part of the page it
      // has not hydrated yet at the document, before any listener of the page's elements hears them.
      const onInteraction = (event: Event) => {
        if (event.target instanceof Node && element.contains(event.target)) open();
      };
      for (const type of INTERACTIONS) window.addEventListener(type, onInteraction, { capture: true, passive: true });
      // The area itself is `display: contents` (no box): watch what it holds.
      const observer = nearView
        ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && open(), {
            rootMargin: "100% 0px",
          })
        : null;
      for (const child of element.children) observer?.observe(child);
      return () => {
        observer?.disconnect();
        for (const type of INTERACTIONS) window.removeEventListener(type, onInteraction, { capture: true });
      };
    }, []);

    // A navigation replaces the page's HTML, so the code must come to render the widget.
    useEffect(() => {
      if (navigation.state !== "idle") open();
    }, [navigation.state]);

    return (
      <div ref={area} data-load-gate={name} className="contents">
        <Suspense fallback={<div data-load-pending="">{fallback}</div>}>
          {children}
          <Ready area={area} />
        </Suspense>
      </div>
    );
  }

  return {
    lazy<P extends object>(load: () => Promise<ComponentType<P>>) {
      return lazy(async () => {
        if (!inPageHtml()) open();
        await gate;
        return { default: await load() };
      });
    },
    Area,
  };
}
