import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

type Store = typeof import("./toast-store");

/** Fresh module state per test (the store is a module-level singleton). */
async function loadStore(): Promise<Store> {
  vi.resetModules();
  return import("./toast-store");
}

describe("toast store", () => {
  let store: Store;

  beforeEach(async () => {
    vi.useFakeTimers();
    store = await loadStore();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("uses the spec constants", () => {
    expect(store.TOAST_LIMIT).toBe(1);
    expect(store.TOAST_DURATION).toBe(5000);
    expect(store.TOAST_REMOVE_DELAY).toBe(1_000_000);
  });

  it("shows a toast, open, with the default variant", () => {
    const id = store.toast({ title: "Gesendet", description: "Danke" });
    expect(store.getToasts()).toEqual([
      { id, title: "Gesendet", description: "Danke", variant: "default", open: true },
    ]);
  });

  it("supports the destructive variant", () => {
    store.toast({ title: "Fehler", variant: "destructive" });
    expect(store.getToasts()[0]!.variant).toBe("destructive");
  });

  it("shows at most one toast: a second replaces the first", () => {
    const first = store.toast({ title: "Eins" });
    const second = store.toast({ title: "Zwei" });
    expect(second).not.toBe(first);
    expect(store.getToasts()).toHaveLength(1);
    expect(store.getToasts()[0]).toMatchObject({ id: second, title: "Zwei", open: true });
  });

  it("auto-dismisses after 5000 ms", () => {
    const id = store.toast({ title: "Eins" });
    vi.advanceTimersByTime(4999);
    expect(store.getToasts()[0]).toMatchObject({ id, open: true });
    vi.advanceTimersByTime(1);
    expect(store.getToasts()[0]).toMatchObject({ id, open: false });
  });

  it("a replaced toast's timer does not dismiss the new toast early", () => {
    store.toast({ title: "Eins" });
    vi.advanceTimersByTime(3000);
    const second = store.toast({ title: "Zwei" });
    vi.advanceTimersByTime(2500);
    expect(store.getToasts()[0]).toMatchObject({ id: second, open: true });
    vi.advanceTimersByTime(2500);
    expect(store.getToasts()[0]).toMatchObject({ id: second, open: false });
  });

  it("a dismissed toast is hidden at once and removed after 1,000,000 ms", () => {
    const id = store.toast({ title: "Eins" });
    store.dismiss(id);
    expect(store.getToasts()).toEqual([expect.objectContaining({ id, open: false })]);
    vi.advanceTimersByTime(999_999);
    expect(store.getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getToasts()).toEqual([]);
  });

  it("an auto-dismissed toast is removed 1,000,000 ms after it closed", () => {
    store.toast({ title: "Eins" });
    vi.advanceTimersByTime(5000 + 999_999);
    expect(store.getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getToasts()).toEqual([]);
  });

  it("notifies subscribers until they unsubscribe", () => {
    const seen: number[] = [];
    const unsubscribe = store.subscribe((toasts) => seen.push(toasts.length));
    const id = store.toast({ title: "Eins" });
    store.dismiss(id);
    expect(seen).toEqual([1, 1]);
    unsubscribe();
    store.toast({ title: "Zwei" });
    expect(seen).toEqual([1, 1]);
  });
});
