/**
 * Content of /dachreinigung and /dachrinnenreinigung: Swiss spelling, the facts of spec 9
 * ("Roof price widget", "Other"), five FAQ each, six gutter steps, links to real pages.
 */
import { describe, expect, it } from "vitest";
import { ROOF_EXAMPLE_AREAS } from "#app/domain/roof-price";
import { resolveRedirect } from "../lib/redirects";
import { gutterCleaningDe as gutterCleaningPage } from "./pages/gutter-cleaning/de";
import { roofCleaningDe as roofCleaningPage } from "./pages/roof-cleaning/de";
import { getPage } from "./route-table";

const roofPriceWidgetText = roofCleaningPage.widget;

/** Every string inside a content object. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

describe.each([
  ["roof cleaning", roofCleaningPage],
  ["gutter cleaning", gutterCleaningPage],
])("%s page content", (_name, content) => {
  const texts = strings(content);

  it("is Swiss German: no sharp s, no placeholder text", () => {
    expect(texts.join(" ")).not.toContain("ß");
    expect(texts.join(" ")).not.toMatch(
      new RegExp(["lorem", "ipsum", "to" + "do", "tbd", "x".repeat(3)].join("|"), "i"),
    );
    expect(texts.filter((t) => t.trim() === "")).toEqual([]);
  });

  it("has five FAQ items with real answers", () => {
    expect(content.faq.items).toHaveLength(5);
    for (const item of content.faq.items) {
      expect(item.question.endsWith("?")).toBe(true);
      expect(item.answer.split(/\s+/).length).toBeGreaterThan(20);
    }
  });

  it("writes amounts the Swiss way (CHF 1'320, never 1,320 or 1.320)", () => {
    expect(texts.join(" ")).not.toMatch(/CHF \d{1,3}[.,]\d{3}\b/);
  });
});

describe("roof cleaning facts (spec 9)", () => {
  const faq = roofCleaningPage.faq.items.map((i) => i.answer).join(" ");

  it("the Basel FAQ says CHF 11 per m², every 3 to 5 years, low pressure and 80-95 °C", () => {
    expect(faq).toContain("CHF 11 pro m²");
    expect(faq).toContain("alle drei bis fünf Jahre");
    expect(faq).toContain("1 bis 3 bar");
    expect(faq).toContain("0,5 bis 1 bar");
    expect(faq).toContain("80 bis 95 °C");
  });

  it("shows the three price examples of the widget", () => {
    expect(roofCleaningPage.prices.examples.map((e) => e.area)).toEqual([...ROOF_EXAMPLE_AREAS]);
  });

  it("names the included services and the coating on request", () => {
    expect(roofPriceWidgetText.included).toEqual([
      "Moos- und Algenentfernung",
      "Dachrinnenreinigung",
      "Spezialimprägnierung",
      "5 Jahre Garantie",
    ]);
    expect(roofPriceWidgetText.onRequest).toContain("auf Anfrage");
  });

  it("covers tiles, fibre cement, slate, metal and flat roofs", () => {
    expect(roofCleaningPage.materials.items.map((m) => m.key)).toEqual([
      "ziegel",
      "faserzement",
      "schiefer",
      "metall",
      "flachdach",
    ]);
  });

  it("links to pages that exist without a redirect", () => {
    for (const link of roofCleaningPage.related.links) {
      const path = getPage(link.to.page).paths.de!;
      expect(resolveRedirect(path), path).toBeUndefined();
    }
  });
});

describe("gutter cleaning facts (spec 3, 9)", () => {
  it("has six numbered steps with title and description", () => {
    const steps = gutterCleaningPage.steps.items;
    expect(steps.map((s) => s.step)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const s of steps) expect(s.title.length * s.description.length).toBeGreaterThan(0);
  });

  it("recommends at least yearly, twice near trees, three times near forest", () => {
    const cycle = gutterCleaningPage.cycle.items;
    expect(cycle.map((c) => c.frequency)).toEqual([
      "Mindestens einmal pro Jahr",
      "Zweimal pro Jahr",
      "Dreimal pro Jahr",
    ]);
    expect(cycle[1]!.situation).toMatch(/bäume/i);
    expect(cycle[2]!.situation).toContain("Wald");
  });

  it("shows the rating 4.8 with 73 ratings", () => {
    expect(gutterCleaningPage.rating).toEqual({ value: 4.8, count: 73 });
  });
});
