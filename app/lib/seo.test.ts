import { describe, expect, it } from "vitest";
import type { MetaDescriptor } from "react-router";
import { findPageByPath, getPage, pages } from "../content/route-table";
import { languages } from "./i18n";
import { absoluteUrl, alternateLinks, buildMeta, fullTitle, type SeoInput } from "./seo";

const siteUrl = "https://www.example.ch";
const company = "Solar- & Dachpflege Basel";

function input(overrides: Partial<SeoInput> = {}): SeoInput {
  return {
    siteUrl,
    companyName: company,
    lang: "fr",
    path: "/fr/contact",
    alternates: getPage("contact").paths,
    title: "Contact",
    description: "Contactez-nous",
    ...overrides,
  };
}

/** Read a meta entry by a key/value pair, e.g. ("property", "og:url"). */
function find(meta: MetaDescriptor[], key: string, value: string): Record<string, unknown> | undefined {
  return meta.find((m) => (m as Record<string, unknown>)[key] === value) as Record<string, unknown> | undefined;
}

function alternates(meta: MetaDescriptor[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of meta as Record<string, unknown>[]) {
    if (m.tagName === "link" && m.rel === "alternate") out[m.hrefLang as string] = m.href as string;
  }
  return out;
}

describe("absoluteUrl", () => {
  it("joins site URL and path; the root keeps its slash", () => {
    expect(absoluteUrl(siteUrl, "/")).toBe("https://www.example.ch/");
    expect(absoluteUrl(siteUrl, "/fr")).toBe("https://www.example.ch/fr");
  });
});

describe("fullTitle", () => {
  it("appends the company name", () => {
    expect(fullTitle("Kontakt", company)).toBe(`Kontakt | ${company}`);
  });

  it("does not append the company name twice", () => {
    const once = fullTitle("Kontakt", company);
    expect(fullTitle(once, company)).toBe(once);
    expect(fullTitle(`${company} – Solarreinigung`, company)).toBe(`${company} – Solarreinigung`);
  });
});

describe("buildMeta: a page in four languages", () => {
  const meta = buildMeta(input());

  it("sets title and description", () => {
    expect(find(meta, "title", `Contact | ${company}`)).toBeDefined();
    expect(find(meta, "name", "description")?.content).toBe("Contactez-nous");
  });

  it("has an absolute canonical URL", () => {
    const canonical = meta.filter((m) => (m as Record<string, unknown>).rel === "canonical");
    expect(canonical).toHaveLength(1);
    expect((canonical[0] as Record<string, unknown>).href).toBe("https://www.example.ch/fr/contact");
  });

  it("uses canonicalPath when given", () => {
    const m = buildMeta(
      input({ lang: "de", path: "/regionen/basel", canonicalPath: "/photovoltaik-solarreinigung-basel" }),
    );
    expect(find(m, "rel", "canonical")?.href).toBe("https://www.example.ch/photovoltaik-solarreinigung-basel");
    expect(find(m, "property", "og:url")?.content).toBe("https://www.example.ch/photovoltaik-solarreinigung-basel");
  });

  it("has Open Graph tags", () => {
    expect(find(meta, "property", "og:title")?.content).toBe(`Contact | ${company}`);
    expect(find(meta, "property", "og:description")?.content).toBe("Contactez-nous");
    expect(find(meta, "property", "og:url")?.content).toBe("https://www.example.ch/fr/contact");
    expect(find(meta, "property", "og:type")?.content).toBe("website");
    expect(find(meta, "property", "og:locale")?.content).toBe("fr_CH");
    expect(find(meta, "property", "og:site_name")?.content).toBe(company);
    expect(find(meta, "property", "og:image")?.content).toMatch(/^https:\/\/www\.example\.ch\//);
  });

  it("has Twitter tags", () => {
    expect(find(meta, "name", "twitter:card")?.content).toBe("summary_large_image");
    expect(find(meta, "name", "twitter:title")?.content).toBe(`Contact | ${company}`);
    expect(find(meta, "name", "twitter:description")?.content).toBe("Contactez-nous");
    expect(find(meta, "name", "twitter:image")?.content).toMatch(/^https:\/\//);
  });

  it("has alternates de, de-CH, fr, fr-CH, it, it-CH, en and x-default", () => {
    expect(alternates(meta)).toEqual({
      de: "https://www.example.ch/kontakt",
      "de-CH": "https://www.example.ch/kontakt",
      fr: "https://www.example.ch/fr/contact",
      "fr-CH": "https://www.example.ch/fr/contact",
      it: "https://www.example.ch/it/contatto",
      "it-CH": "https://www.example.ch/it/contatto",
      en: "https://www.example.ch/en/contact",
      "x-default": "https://www.example.ch/kontakt",
    });
  });

  it("has no robots noindex", () => {
    expect(find(meta, "name", "robots")).toBeUndefined();
  });

  it("supports og:type article and JSON-LD", () => {
    const m = buildMeta(input({ ogType: "article", jsonLd: [{ "@type": "Article" }] }));
    expect(find(m, "property", "og:type")?.content).toBe("article");
    expect(m.filter((x) => "script:ld+json" in x)).toEqual([{ "script:ld+json": { "@type": "Article" } }]);
  });
});

describe("buildMeta: a German-only page", () => {
  it("has only de, de-CH and x-default, all pointing to itself", () => {
    const meta = buildMeta(input({ lang: "de", path: "/b2b", alternates: getPage("b2b").paths, title: "B2B" }));
    expect(alternates(meta)).toEqual({
      de: "https://www.example.ch/b2b",
      "de-CH": "https://www.example.ch/b2b",
      "x-default": "https://www.example.ch/b2b",
    });
    expect(find(meta, "property", "og:locale")?.content).toBe("de_CH");
  });
});

describe("buildMeta: noindex", () => {
  it("has robots noindex and no alternates", () => {
    const meta = buildMeta(input({ noindex: true }));
    expect(String(find(meta, "name", "robots")?.content)).toMatch(/noindex/);
    expect(alternates(meta)).toEqual({});
  });
});

describe("alternateLinks: reciprocity", () => {
  it.each(pages.map((p) => [p.key, p] as const))("%s: every language version announces the same set", (_key, page) => {
    // Each language version looks itself up in the route table and builds its links from what it finds.
    const sets = languages
      .filter((lang) => page.paths[lang])
      .map((lang) => alternateLinks(siteUrl, findPageByPath(page.paths[lang]!)!.page.paths));
    for (const set of sets) expect(set).toEqual(sets[0]);
    // Every language version of the page is listed, and every listed URL is a version of the page.
    const hrefs = new Set(sets[0]!.map((l) => l.href));
    for (const path of Object.values(page.paths)) expect(hrefs).toContain(absoluteUrl(siteUrl, path));
    expect(hrefs.size).toBe(Object.keys(page.paths).length);
    expect(sets[0]!.filter((l) => l.hreflang === "x-default")).toEqual([
      { hreflang: "x-default", href: absoluteUrl(siteUrl, page.paths.de!) },
    ]);
  });

  it("buildMeta produces identical alternates for each language version of a page", () => {
    for (const page of pages) {
      const perLang = languages
        .filter((lang) => page.paths[lang])
        .map((lang) => alternates(buildMeta(input({ lang, path: page.paths[lang]!, alternates: page.paths }))));
      for (const a of perLang) expect(a).toEqual(perLang[0]);
    }
  });
});
