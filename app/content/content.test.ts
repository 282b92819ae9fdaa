/**
 * Validates the long-form content at test time: internal links point at real pages, German copy
 * uses Swiss spelling, legal texts use only known placeholders, city copy is tailored, the loss
 * guide computes its scenarios in every language. The blog articles' own checks are in
 * blog/validate.ts (the build runs them).
 */
import { describe, expect, it } from "vitest";
import { linkTargets } from "../lib/inline-links";
import { hrefOf, parsePageHref } from "../lib/page-links";
import { resolveRedirect } from "../lib/redirects";
import { languages } from "../lib/i18n";
import { blogArticleContent } from "./blog/articles.server";
import { lossScenarios } from "./blog/loss-scenarios";
import { blockTexts, pageKeyOf } from "./blog/validate";
import type { Block } from "./rich-text";
import { cities, responseTimeFor } from "./cities";
import { genericCityContent, tailoredCityContent } from "./cities/de";
import { imprintDe as impressum, privacyDe as datenschutz } from "./legal/legal-pages.server";
import { findPageByPath } from "./route-table";
import { lossPage } from "#app/domain/loss";
import { formatChf } from "../lib/format";

const documents: [string, Block[]][] = [
  ...impressum.sections.map((s) => [`impressum: ${s.heading}`, s.blocks] as [string, Block[]]),
  ...datenschutz.sections.map((s) => [`datenschutz: ${s.heading}`, s.blocks] as [string, Block[]]),
];

describe("legal texts", () => {
  it.each(documents)("%s links only to pages that exist, without a redirect", (_name, blocks) => {
    for (const target of blockTexts(blocks).flatMap(linkTargets)) {
      // A page reference ("page:contact") resolves through the route table; a path is written out.
      const ref = parsePageHref(target);
      const href = ref ? hrefOf(ref, "de") : target;
      expect(href.startsWith("/"), `${target} is internal`).toBe(true);
      const path = href.split("#")[0]!;
      expect(findPageByPath(path), `${path} is a page`).toBeDefined();
      expect(resolveRedirect(path)).toBeUndefined();
    }
  });

  it.each(documents)("%s is Swiss German (no sharp s)", (_name, blocks) => {
    expect(blockTexts(blocks).join(" ")).not.toContain("ß");
  });
});

describe.each(languages)("loss guide (%s)", (lang) => {
  const guide = blogArticleContent["loss-calculator-guide"][lang];
  const table = guide.blocks.find((b) => b.type === "table");

  it("computes its scenarios with the loss calculator", () => {
    expect(table?.type).toBe("table");
    if (table?.type !== "table") return;
    expect(table.rows).toHaveLength(lossScenarios.length);
    lossScenarios.forEach((scenario, i) => {
      const result = lossPage(scenario);
      expect(table.rows[i]).toContain(formatChf(result.gesamtverlust, 0));
      expect(table.rows[i]).toContain(formatChf(result.verlustFranken, 0));
    });
  });

  it("has steps, a FAQ and links to the calculator, contact, solar cleaning and the Basel, Zürich and Bern pages", () => {
    const texts = [...blockTexts(guide.blocks), ...(guide.faq ?? []).map((item) => item.answer)];
    const linked = texts.flatMap(linkTargets).map(pageKeyOf);
    for (const page of ["lossCalculator", "contact", "solar", "city:basel", "city:zuerich", "city:bern"]) {
      expect(linked, page).toContain(page);
    }
    expect(guide.blocks.some((b) => b.type === "ol")).toBe(true);
    expect(guide.faq?.length).toBeGreaterThanOrEqual(4);
  });
});

describe("legal pages", () => {
  const placeholders = new Set(["companyName", "street", "postcode", "city", "uid", "email", "phone"]);
  const all = [...impressum.sections, ...datenschutz.sections].flatMap((s) => [s.heading, ...blockTexts(s.blocks)]);

  it("use only the company placeholders the page fills", () => {
    for (const match of all.join(" ").matchAll(/\{(\w+)\}/g)) expect(placeholders.has(match[1]!)).toBe(true);
  });

  it("the privacy policy has eight sections and states the retention periods", () => {
    expect(datenschutz.sections).toHaveLength(8);
    const text = datenschutz.sections.flatMap((s) => blockTexts(s.blocks)).join(" ");
    expect(text).toMatch(/2 Jahre/);
    expect(text).toMatch(/3 Jahre/);
    expect(text).toContain("cookieConsent");
  });
});

describe("city content", () => {
  const tailored = Object.entries(tailoredCityContent);

  it("has tailored copy for the nine main cities, all different", () => {
    expect(tailored.map(([slug]) => slug).sort()).toEqual(
      ["aargau", "basel", "bern", "langenthal", "luzern", "schaffhausen", "st-gallen", "winterthur", "zuerich"].sort(),
    );
    for (const field of ["title", "heading", "description", "localCharacter", "typicalInstallations"] as const) {
      expect(new Set(tailored.map(([, c]) => c[field])).size).toBe(tailored.length);
    }
    expect(new Set(tailored.map(([, c]) => c.intro.join(" "))).size).toBe(tailored.length);
  });

  it("gives every other city a generic text with its name", () => {
    for (const city of cities.filter((c) => !(c.slug in tailoredCityContent))) {
      const content = genericCityContent(city, responseTimeFor(city.slug));
      expect(content.heading).toContain(city.name);
      expect(content.title).toContain(city.name);
      expect(content.faq.length).toBeGreaterThanOrEqual(3);
    }
  });

  it("is Swiss German", () => {
    expect(JSON.stringify(tailoredCityContent)).not.toContain("ß");
  });
});
