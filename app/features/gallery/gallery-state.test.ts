import { describe, expect, it } from "vitest";
import { galleryStep, initialGalleryState, wrapIndex, type GalleryState } from "./gallery-state";

describe("gallery state", () => {
  it("starts at the first case, showing 'before'", () => {
    expect(initialGalleryState).toEqual({ index: 0, view: "before" });
  });

  it("next goes forward and wraps from the last case to the first", () => {
    let state: GalleryState = initialGalleryState;
    state = galleryStep(state, "next", 3);
    expect(state.index).toBe(1);
    state = galleryStep(state, "next", 3);
    expect(state.index).toBe(2);
    state = galleryStep(state, "next", 3);
    expect(state.index).toBe(0);
  });

  it("previous wraps from the first case to the last", () => {
    expect(galleryStep(initialGalleryState, "previous", 3)).toEqual({ index: 2, view: "before" });
    expect(galleryStep({ index: 2, view: "before" }, "previous", 3).index).toBe(1);
  });

  it("toggle switches between before and after and keeps the case", () => {
    const after = galleryStep({ index: 1, view: "before" }, "toggle", 3);
    expect(after).toEqual({ index: 1, view: "after" });
    expect(galleryStep(after, "toggle", 3)).toEqual({ index: 1, view: "before" });
  });

  it("navigation resets the view to 'before'", () => {
    const after: GalleryState = { index: 2, view: "after" };
    expect(galleryStep(after, "next", 3)).toEqual({ index: 0, view: "before" });
    expect(galleryStep(after, "previous", 3)).toEqual({ index: 1, view: "before" });
  });

  it("wrapIndex handles large steps and an empty gallery", () => {
    expect(wrapIndex(7, 3)).toBe(1);
    expect(wrapIndex(-4, 3)).toBe(2);
    expect(wrapIndex(5, 0)).toBe(0);
    expect(galleryStep(initialGalleryState, "next", 1).index).toBe(0);
  });
});
