import { describe, expect, it } from "vitest";
import { GAP, clearance, type Box } from "./keep-clear";

// A 390 x 844 phone: the 56 px button 80 px above the bottom, 16 px from the right.
const button: Box = { top: 708, bottom: 764, left: 318, right: 374 };

describe("clearance", () => {
  it("leaves the button where it is when nothing is in its corner", () => {
    expect(clearance(button, [], [{ top: 100, bottom: 148, left: 16, right: 374 }])).toEqual({
      lift: 0,
      covering: false,
    });
  });

  it("moves the button above a floating player in its corner", () => {
    const player: Box = { top: 600, bottom: 828, left: 150, right: 374 };
    const { lift, covering } = clearance(button, [player], []);
    expect(lift).toBe(button.bottom - player.top + GAP);
    expect(button.bottom - lift).toBe(player.top - GAP);
    expect(covering).toBe(false);
  });

  it("steps aside while a submit button is under it", () => {
    const submit: Box = { top: 720, bottom: 768, left: 16, right: 374 };
    expect(clearance(button, [], [submit]).covering).toBe(true);
  });

  it("checks submit buttons against the moved position", () => {
    const player: Box = { top: 600, bottom: 828, left: 150, right: 374 };
    const submitUnderOldPlace: Box = { top: 720, bottom: 768, left: 16, right: 374 };
    expect(clearance(button, [player], [submitUnderOldPlace]).covering).toBe(false);
  });
});
