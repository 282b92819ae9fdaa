import { describe, expect, it } from "vitest";
import { initialFaqState, isFaqItemOpen, toggleFaqItem } from "./faq-state";

describe("FAQ state, single mode (city pages, service pages, articles)", () => {
  it("opens the first item at the start", () => {
    expect(initialFaqState("single", 5)).toEqual([0]);
  });

  it("has nothing open when there are no items", () => {
    expect(initialFaqState("single", 0)).toEqual([]);
  });

  it("opening another item closes the open one", () => {
    const state = toggleFaqItem(initialFaqState("single", 5), 2, "single");
    expect(state).toEqual([2]);
    expect(isFaqItemOpen(state, 0)).toBe(false);
    expect(isFaqItemOpen(state, 2)).toBe(true);
  });

  it("clicking the open item closes it", () => {
    expect(toggleFaqItem([0], 0, "single")).toEqual([]);
    expect(toggleFaqItem(toggleFaqItem([0], 3, "single"), 3, "single")).toEqual([]);
  });

  it("opens an item again after everything was closed", () => {
    expect(toggleFaqItem([], 1, "single")).toEqual([1]);
  });
});

describe("FAQ state, multiple mode (/faq)", () => {
  it("starts with every item closed", () => {
    expect(initialFaqState("multiple", 15)).toEqual([]);
  });

  it("toggles items independently of each other", () => {
    let state = initialFaqState("multiple", 15);
    state = toggleFaqItem(state, 4, "multiple");
    state = toggleFaqItem(state, 1, "multiple");
    expect(state).toEqual([1, 4]);
    state = toggleFaqItem(state, 4, "multiple");
    expect(state).toEqual([1]);
    expect(isFaqItemOpen(state, 1)).toBe(true);
    expect(isFaqItemOpen(state, 4)).toBe(false);
  });

  it("does not change the state it was given", () => {
    const state = [0];
    toggleFaqItem(state, 1, "multiple");
    expect(state).toEqual([0]);
  });
});
