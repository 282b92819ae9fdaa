/**
 * Before/after gallery state (spec 4): the case index cycles with wraparound, the view
 * toggles between before and after, and every navigation goes back to "before". Pure.
 */
export type GalleryView = "before" | "after";

export interface GalleryState {
  index: number;
  view: GalleryView;
}

export type GalleryAction = "next" | "previous" | "toggle";

export const initialGalleryState: GalleryState = { index: 0, view: "before" };

/** Index `index` brought into 0..count-1 (wraps in both directions); 0 when there are no cases. */
export function wrapIndex(index: number, count: number): number {
  return count > 0 ? ((index % count) + count) % count : 0;
}

export function galleryStep(state: GalleryState, action: GalleryAction, count: number): GalleryState {
  if (action === "toggle") return { ...state, view: state.view === "before" ? "after" : "before" };
  const delta = action === "next" ? 1 : -1;
  return { index: wrapIndex(state.index + delta, count), view: "before" };
}
