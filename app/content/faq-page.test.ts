import { describe, expect, it } from "vitest";
import { linkTargets } from "../lib/inline-links";
import { faqGroups, faqItems, faqItemsAsPlainText } from "./faq-page";
import { findPageByPath } from "./route-table";

function allText(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(allText);
  if (value && typeof value === "object") return Object.values(value).flatMap(allText);
  return [];
}

describe("German /faq content", () => {
  it("has 15 distinct questions in three to four topics", () => {
    expect(faqItems).toHaveLength(15);
    expect(new Set(faqItems.map((i) => i.question)).size).toBe(15);
    expect(faqGroups.length).toBeGreaterThanOrEqual(3);
    expect(faqGroups.length).toBeLessThanOrEqual(4);
  });

  it("links to the solar, green roof and pricing pages, and only to pages of the route table", () => {
    const targets = faqItems.flatMap((i) => linkTargets(i.answer));
    expect(targets).toEqual(expect.arrayContaining(["/solaranlagenreinigung", "/gruendachpflege", "/preise-angebot"]));
    for (const target of targets) expect(findPageByPath(target), target).toBeDefined();
  });

  it("gives structured data plain text without link syntax", () => {
    const plain = faqItemsAsPlainText(faqItems);
    expect(plain).toHaveLength(15);
    for (const item of plain) expect(item.answer).not.toMatch(/\]\(|\[/);
    expect(plain[0]!.answer).toContain("mit unserem Offertrechner:");
  });
});

describe("Swiss spelling", () => {
  it("never uses ß", () => {
    const texts = allText([faqGroups]);
    for (const text of texts) expect(text).not.toContain("ß");
  });
});
