/**
 * Validates the long-form content at test time (the build runs the same modules):
 * internal links point at real pages, German copy uses Swiss spelling, articles are
 * substantial, legal texts use only known placeholders, city copy is tailored.
 */
import { describe, expect, it } from "vitest";
import { linkTargets } from "../lib/inline-links";
import { hrefOf, parsePageHref } from "../lib/page-links";
import { resolveRedirect } from "../lib/redirects";
import { articleBodies } from "./blog/articles";
import { lossArticleBody, lossScenarios } from "./blog/loss-article";
import type { Block } from "./rich-text";
import { cities, responseTimeFor } from "./cities";
import { genericCityContent, tailoredCityContent } from "./city-content";
import { articleCopy } from "./blog/article-meta";
import { imprintDe as impressum } from "./pages/legal/imprint-de";
import { privacyDe as datenschutz } from "./pages/legal/privacy-de";
import { findPageByPath } from "./route-table";
import { lossPage } from "../features/loss-calculator/loss";
import { formatChf } from "../lib/format";

function blockTexts(blocks: Block[]): string[] {
  return blocks.flatMap((b) => {
    switch (b.type) {
      case "ul":
      case "ol":
        return b.items;
      case "callout":
        return [b.title, b.text];
      case "table":
        return [b.caption, ...b.head, ...b.rows.flat()];
      default:
        return [b.text];
    }
  });
}

function words(texts: string[]): number {
  return texts.join(" ").split(/\s+/).filter(Boolean).length;
}

const documents: [string, Block[]][] = [
  ...Object.entries(articleBodies).map(([key, body]) => [`article ${key}`, body.blocks] as [string, Block[]]),
  ["loss article", lossArticleBody().blocks],
  ...impressum.sections.map((s) => [`impressum: ${s.heading}`, s.blocks] as [string, Block[]]),
  ...datenschutz.sections.map((s) => [`datenschutz: ${s.heading}`, s.blocks] as [string, Block[]]),
];

describe("long-form content", () => {
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

  it.each(Object.entries(articleBodies))("article %s is well over a thousand words with headings", (key, body) => {
    const intro = articleCopy[key]?.de?.intro ?? [];
    expect(words([...intro, ...blockTexts(body.blocks)])).toBeGreaterThan(1100);
    expect(body.blocks.filter((b) => b.type === "h2").length).toBeGreaterThanOrEqual(4);
    const targets = blockTexts(body.blocks).flatMap(linkTargets);
    expect(targets).toContain("/kontakt");
    expect(targets).toContain("/preise-angebot");
  });

  it("every German blog article has a body", () => {
    for (const key of ["dirty-panels-risk", "output-loss", "regular-cleaning-roi", "green-roof-intervals"]) {
      expect(articleBodies[key]?.key).toBe(key);
    }
  });
});

describe("loss article", () => {
  const body = lossArticleBody();
  const table = body.blocks.find((b) => b.type === "table");

  it("computes its scenarios with the loss calculator", () => {
    expect(table?.type).toBe("table");
    if (table?.type !== "table") return;
    lossScenarios.forEach((scenario, i) => {
      const result = lossPage(scenario);
      expect(table.rows[i]).toContain(formatChf(result.gesamtverlust, 0));
      expect(table.rows[i]).toContain(formatChf(result.verlustFranken, 0));
    });
  });

  it("links to the calculator, contact, solar cleaning and the Basel, Zürich and Bern pages", () => {
    const targets = blockTexts(body.blocks).flatMap(linkTargets);
    for (const path of [
      "/verlustrechner",
      "/kontakt",
      "/solaranlagenreinigung",
      "/photovoltaik-solarreinigung-basel",
      "/solarreinigung-pv-reinigung-zuerich",
      "/photovoltaik-solarreinigung-bern",
    ]) {
      expect(targets).toContain(path);
    }
    expect(body.faq?.length).toBeGreaterThanOrEqual(3);
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
