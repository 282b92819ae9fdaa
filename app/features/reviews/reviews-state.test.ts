import { describe, expect, it } from "vitest";
import { homePage } from "../../content/home-page";
import { COLLAPSED_REVIEW_COUNT, visibleReviewCount } from "./reviews-state";

describe("visible review count", () => {
  it("shows 2 of 6 collapsed and all 6 expanded", () => {
    expect(COLLAPSED_REVIEW_COUNT).toBe(2);
    expect(visibleReviewCount(6, false)).toBe(2);
    expect(visibleReviewCount(6, true)).toBe(6);
  });

  it("never shows more than there are", () => {
    expect(visibleReviewCount(1, false)).toBe(1);
    expect(visibleReviewCount(0, false)).toBe(0);
    expect(visibleReviewCount(0, true)).toBe(0);
  });
});

describe("home page content", () => {
  it("has 6 valid reviews and 3 gallery cases", () => {
    const { items } = homePage.reviews;
    expect(items).toHaveLength(6);
    for (const review of items) {
      expect(review.rating).toBeGreaterThanOrEqual(1);
      expect(review.rating).toBeLessThanOrEqual(5);
      expect(review.date).toMatch(/^202[4-6]-\d{2}-\d{2}$/);
      expect(review.name).toMatch(/^\p{Lu}\p{Ll}+ \p{Lu}\.$/u);
    }
    expect(new Set(items.map((r) => r.id)).size).toBe(6);
    expect(homePage.gallery.cases).toHaveLength(3);
    expect(homePage.benefits.items).toHaveLength(6);
  });

  it("uses Swiss spelling (no ß)", () => {
    expect(JSON.stringify(homePage)).not.toContain("ß");
  });
});
