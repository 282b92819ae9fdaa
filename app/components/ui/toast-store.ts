/**
 * Toast state (spec 4, 9): at most one toast at a time, shown for 5000 ms,
 * variants default and destructive; a dismissed toast is hidden at once and
 * dropped from the store after TOAST_REMOVE_DELAY. No React here: forms call
 * `toast()` from anywhere, the Toaster subscribes.
 */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION = 5000;
export const TOAST_REMOVE_DELAY = 1_000_000;

export interface Toast {
  id: string;
  title: string;
  description?: string;
  variant: "default" | "destructive";
  open: boolean;
}

type Listener = (toasts: Toast[]) => void;

/** The store's first value, also what the server renders: hydration then finds nothing changed. */
export const noToasts: Toast[] = [];
let toasts: Toast[] = noToasts;
let counter = 0;
const listeners = new Set<Listener>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();

function emit() {
  for (const listener of listeners) listener(toasts);
}

export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): Toast[] {
  return toasts;
}

export function dismiss(id: string): void {
  toasts = toasts.map((t) => (t.id === id ? { ...t, open: false } : t));
  emit();
  clearTimeout(timers.get(id));
  timers.set(
    id,
    setTimeout(() => {
      toasts = toasts.filter((t) => t.id !== id);
      timers.delete(id);
      emit();
    }, TOAST_REMOVE_DELAY),
  );
}

export function toast(input: { title: string; description?: string; variant?: Toast["variant"] }): string {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  for (const t of toasts) clearTimeout(timers.get(t.id));
  toasts = [
    { id, title: input.title, description: input.description, variant: input.variant ?? "default", open: true },
    ...toasts,
  ].slice(0, TOAST_LIMIT);
  emit();
  timers.set(
    id,
    setTimeout(() => dismiss(id), TOAST_DURATION),
  );
  return id;
}
