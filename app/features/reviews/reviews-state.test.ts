import { describe, expect, it } from "vitest";
import { homeContent } from "#app/content/pages/home";
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

describe.each(["de", "fr", "it", "en"] as const)("%s home page content", (lang) => {
  const home = homeContent[lang];

  it("has 6 valid reviews and 3 gallery cases", () => {
    const { items } = home.reviews;
    expect(items).toHaveLength(6);
    for (const review of items) {
      expect(review.rating).toBeGreaterThanOrEqual(1);
      expect(review.rating).toBeLessThanOrEqual(5);
      expect(review.date).toMatch(/^202[4-6]-\d{2}-\d{2}$/);
      expect(review.name).toMatch(/^\p{Lu}\p{Ll}+ \p{Lu}\.$/u);
    }
    expect(new Set(items.map((r) => r.id)).size).toBe(6);
    expect(home.gallery.cases).toHaveLength(3);
    expect(home.benefits.items).toHaveLength(6);
  });

  it("rates like the German reviews (same ratings, one 4-star review)", () => {
    expect(home.reviews.items.map((r) => r.rating)).toEqual(homeContent.de.reviews.items.map((r) => r.rating));
  });

  it("uses Swiss spelling (no ß)", () => {
    expect(JSON.stringify(home)).not.toContain("ß");
  });
});
