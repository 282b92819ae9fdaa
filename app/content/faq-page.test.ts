import { describe, expect, it } from "vitest";
import { linkTargets } from "../lib/inline-links";
import type { Lang } from "../lib/i18n";
import { contentPageData } from "../lib/page-data.server";
import { parsePageHref } from "../lib/page-links";
import { faqContent } from "./pages/faq";
import { getPage, pathOf } from "./route-table";

const langs: Lang[] = ["de", "fr", "it", "en"];

function allText(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(allText);
  if (value && typeof value === "object") return Object.values(value).flatMap(allText);
  return [];
}

describe.each(langs)("%s /faq content", (lang) => {
  const t = faqContent[lang];

  it("has 15 distinct questions in four topics, the FAQ list being the topics' questions in order", () => {
    expect(t.faq.items).toHaveLength(15);
    expect(new Set(t.faq.items.map((i) => i.question)).size).toBe(15);
    expect(t.topics.map((topic) => topic.id)).toEqual(["costs", "cleaning", "green-roof", "appointments"]);
    expect(t.faq.items).toEqual(t.topics.flatMap((topic) => topic.items));
  });

  it("links to the solar, green roof and pricing pages, and only to pages of the route table", () => {
    const refs = t.faq.items.flatMap((i) => linkTargets(i.answer)).map((href) => parsePageHref(href));
    expect(refs.every(Boolean)).toBe(true);
    expect(refs.map((ref) => ref!.page)).toEqual(expect.arrayContaining(["solar", "greenRoof", "prices"]));
    for (const ref of refs) expect(() => getPage(ref!.page)).not.toThrow();
  });

  it("gives the FAQPage data all 15 questions as plain text, in the page's language", () => {
    const data = contentPageData(pathOf("faq", lang), faqContent);
    const faqPages = data.seo.jsonLd!.filter((d) => (d as { "@type"?: string })["@type"] === "FAQPage") as {
      inLanguage: string;
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    }[];
    expect(faqPages).toHaveLength(1);
    expect(faqPages[0]!.inLanguage).toBe(lang);
    expect(faqPages[0]!.mainEntity.map((q) => q.name)).toEqual(t.faq.items.map((i) => i.question));
    for (const q of faqPages[0]!.mainEntity) expect(q.acceptedAnswer.text).not.toMatch(/\]\(|\[|page:/);
  });
});

describe("German /faq facts", () => {
  it("states the prices of the pricing module", () => {
    const [first, second] = faqContent.de.faq.items;
    expect(first!.answer).toContain("ab CHF 388, das Premium-Paket ab CHF 588");
    expect(first!.answer).not.toMatch(/ab CHF \d+ inklusive/);
    expect(second!.answer).toContain("bis 100 m² sind es CHF 3 pro m², über 2'000 m² noch CHF 0.85 pro m²");
    expect(second!.answer).toContain("8,1 % MWST");
    expect(second!.answer).toContain("80 m² auf einem Ziegeldach kostet so rund CHF 680");
  });
});

describe("French, Italian and English /faq copy", () => {
  it("French uses no space before ? ! : ;", () => {
    for (const text of allText(faqContent.fr)) expect(text).not.toMatch(/\s[?!:;]/);
  });

  it("Italian promises a reply within 24 hours and speaks of the rapporto di pulizia", () => {
    const text = allText(faqContent.it).join(" ");
    expect(text).toContain("entro 24 ore");
    expect(text).not.toContain("24–48");
    expect(text).toContain("rapporto di pulizia");
    expect(text).not.toMatch(/protocollo|cornici|verbale/);
  });

  it("English writes VAT with a decimal point and says quote, not offer", () => {
    const text = allText(faqContent.en).join(" ");
    expect(text).toContain("VAT of 8.1%");
    expect(text).not.toMatch(/\boffer\b/i);
  });
});

describe("Swiss spelling", () => {
  it("never uses ß", () => {
    for (const text of allText(faqContent.de)) expect(text).not.toContain("ß");
  });
});
