import { describe, expect, it } from "vitest";
import { overlaps, type Box } from "./keep-clear";

// A 390 x 844 phone: the 56 px button 80 px above the bottom, 16 px from the right.
const button: Box = { top: 708, bottom: 764, left: 318, right: 374 };

describe("overlaps", () => {
  it("is true while a full-width submit button passes under the chat button", () => {
    expect(overlaps(button, { top: 720, bottom: 768, left: 16, right: 374 })).toBe(true);
    expect(overlaps(button, { top: 680, bottom: 712, left: 300, right: 330 })).toBe(true);
  });

  it("is false for a button above, below or beside it, also when they only touch", () => {
    expect(overlaps(button, { top: 100, bottom: 148, left: 16, right: 374 })).toBe(false);
    expect(overlaps(button, { top: 764, bottom: 812, left: 16, right: 374 })).toBe(false);
    expect(overlaps(button, { top: 700, bottom: 760, left: 16, right: 318 })).toBe(false);
  });

  it("is false for a hidden submit button (an empty box at the origin)", () => {
    expect(overlaps(button, { top: 0, bottom: 0, left: 0, right: 0 })).toBe(false);
  });
});
