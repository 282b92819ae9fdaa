import { describe, expect, it } from "vitest";
import { languages, type Lang } from "../lib/i18n";
import {
  allPagePaths,
  findPageByPath,
  getPage,
  pages,
  pathOf,
  prerenderPaths,
  regionPaths,
  type PageKind,
} from "./route-table";

/** Spec 2 "Page pairs per language", verbatim. */
const pagePairs: { kind: PageKind; paths: Record<Lang, string> }[] = [
  { kind: "home", paths: { de: "/", fr: "/fr", it: "/it", en: "/en" } },
  { kind: "contact", paths: { de: "/kontakt", fr: "/fr/contact", it: "/it/contatto", en: "/en/contact" } },
  {
    kind: "solar",
    paths: {
      de: "/solaranlagenreinigung",
      fr: "/fr/nettoyage-installations-solaires",
      it: "/it/pulizia-impianti-fotovoltaici",
      en: "/en/solar-panel-cleaning",
    },
  },
  {
    kind: "greenRoof",
    paths: {
      de: "/gruendachpflege",
      fr: "/fr/entretien-toitures-vertes",
      it: "/it/manutenzione-tetti-verdi",
      en: "/en/green-roof-maintenance",
    },
  },
  {
    kind: "prices",
    paths: { de: "/preise-angebot", fr: "/fr/prix-devis", it: "/it/prezzi-preventivo", en: "/en/prices-quote" },
  },
  { kind: "about", paths: { de: "/ueber-uns", fr: "/fr/a-propos", it: "/it/chi-siamo", en: "/en/about" } },
  { kind: "blog", paths: { de: "/blog", fr: "/fr/blog", it: "/it/blog", en: "/en/blog" } },
  { kind: "faq", paths: { de: "/faq", fr: "/fr/faq", it: "/it/faq", en: "/en/faq" } },
];

const germanOnly = [
  "/dachreinigung",
  "/dachrinnenreinigung",
  "/b2b",
  "/verlustrechner",
  "/zertifikate",
  "/leads",
  "/impressum",
  "/datenschutz",
];

/** Spec 2 "City pages": the 27 slugs of the common pattern. */
const citySlugs = [
  "basel",
  "aargau",
  "luzern",
  "langenthal",
  "bern",
  "st-gallen",
  "winterthur",
  "schaffhausen",
  "thun",
  "biel-bienne",
  "chur",
  "zug",
  "solothurn",
  "frauenfeld",
  "baden",
  "uster",
  "rapperswil-jona",
  "wil-sg",
  "liestal",
  "olten",
  "glarus",
  "schwyz",
  "altdorf-ur",
  "sarnen",
  "stans",
  "herisau",
  "appenzell",
];

const germanBlogSlugs = [
  "warum-verschmutzte-solarpanels-risiko-sind",
  "wie-viel-leistung-verliert-verschmutzte-pv-anlage",
  "regelmaessige-solarreinigung-sicherheit-garantie-roi",
  "gruendachpflege-intervalle-sicherheit-werterhalt",
];

describe("route table: page pairs per language (spec 2)", () => {
  it("has 27 city slugs in the spec list (sanity check of this test)", () => {
    expect(citySlugs).toHaveLength(27);
  });

  describe.each(pagePairs)("$kind", ({ kind, paths }) => {
    it.each(languages)("%s path is exact and resolves to the page in that language", (lang) => {
      const found = findPageByPath(paths[lang]);
      expect(found).toBeDefined();
      expect(found!.page.kind).toBe(kind);
      expect(found!.lang).toBe(lang);
      expect(found!.page.paths).toEqual(paths);
    });

    it("pathOf returns each language's path", () => {
      const key = findPageByPath(paths.de)!.page.key;
      for (const lang of languages) expect(pathOf(key, lang)).toBe(paths[lang]);
    });
  });
});

describe("route table: German-only pages", () => {
  it.each(germanOnly)("%s is a German-only page", (path) => {
    const found = findPageByPath(path);
    expect(found).toBeDefined();
    expect(found!.lang).toBe("de");
    expect(found!.page.paths).toEqual({ de: path });
  });

  it.each(germanOnly)("%s has no prefixed language versions", (path) => {
    for (const lang of ["fr", "it", "en"] as const) expect(findPageByPath(`/${lang}${path}`)).toBeUndefined();
  });
});

describe("route table: city pages", () => {
  it.each(citySlugs)("/photovoltaik-solarreinigung-%s is a city page", (slug) => {
    const found = findPageByPath(`/photovoltaik-solarreinigung-${slug}`);
    expect(found).toBeDefined();
    expect(found!.page.kind).toBe("city");
    expect(found!.page.citySlug).toBe(slug);
    expect(found!.lang).toBe("de");
    expect(Object.keys(found!.page.paths)).toEqual(["de"]);
  });

  it("Zürich lives at /solarreinigung-pv-reinigung-zuerich", () => {
    const found = findPageByPath("/solarreinigung-pv-reinigung-zuerich");
    expect(found?.page.kind).toBe("city");
    expect(found?.page.citySlug).toBe("zuerich");
    expect(findPageByPath("/photovoltaik-solarreinigung-zuerich")).toBeUndefined();
  });

  it("has exactly 28 city pages (27 + Zürich)", () => {
    expect(pages.filter((p) => p.kind === "city")).toHaveLength(28);
  });
});

describe("route table: blog articles", () => {
  it.each(germanBlogSlugs)("/blog/%s is a German blog post", (slug) => {
    const found = findPageByPath(`/blog/${slug}`);
    expect(found?.page.kind).toBe("blogPost");
    expect(found?.lang).toBe("de");
  });

  it("/blog/verlustrechner-pv-reinigung is the loss article with versions in four languages", () => {
    const found = findPageByPath("/blog/verlustrechner-pv-reinigung");
    expect(found?.page.kind).toBe("blogPost");
    expect(found?.page.articleKey).toBe("loss-calculator-guide");
    const paths = found!.page.paths;
    expect(paths.de).toBe("/blog/verlustrechner-pv-reinigung");
    expect(paths.fr).toMatch(/^\/fr\/blog\/[a-z0-9-]+$/);
    expect(paths.it).toMatch(/^\/it\/blog\/[a-z0-9-]+$/);
    expect(paths.en).toMatch(/^\/en\/blog\/[a-z0-9-]+$/);
  });
});

describe("route table: lookups", () => {
  it("has no duplicate paths", () => {
    const all = pages.flatMap((p) => Object.values(p.paths));
    expect(new Set(all).size).toBe(all.length);
    expect(allPagePaths()).toHaveLength(all.length);
  });

  it("has unique page keys", () => {
    const keys = pages.map((p) => p.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("every page has a German path", () => {
    for (const page of pages) expect(page.paths.de).toMatch(/^\//);
  });

  it("page count: 8 localized + 8 German-only + 28 cities + 5 blog articles", () => {
    expect(pages).toHaveLength(8 + 8 + 28 + 5);
    // 8x4 + 8 + 28 + 5 articles in 4 languages
    expect(allPagePaths()).toHaveLength(32 + 8 + 28 + 5 * 4);
  });

  it("findPageByPath is exact: no trailing slash, no case folding, no unknown paths", () => {
    expect(findPageByPath("/kontakt/")).toBeUndefined();
    expect(findPageByPath("/Kontakt")).toBeUndefined();
    expect(findPageByPath("/foo")).toBeUndefined();
    expect(findPageByPath("")).toBeUndefined();
  });

  it("pathOf falls back to the German path for a German-only page", () => {
    expect(pathOf("b2b", "fr")).toBe("/b2b");
    expect(pathOf("imprint", "en")).toBe("/impressum");
    expect(pathOf("city:basel", "it")).toBe("/photovoltaik-solarreinigung-basel");
    expect(pathOf("b2b", "de")).toBe("/b2b");
  });

  it("getPage throws for an unknown key", () => {
    expect(() => getPage("nope")).toThrow(/unknown page key/);
  });
});

describe("route table: prerender list", () => {
  const prerender = prerenderPaths();

  it("contains every page path", () => {
    for (const path of allPagePaths()) expect(prerender).toContain(path);
    for (const page of pages) for (const path of Object.values(page.paths)) expect(prerender).toContain(path);
  });

  it("contains the /regionen alias of every city", () => {
    expect(regionPaths()).toHaveLength(28);
    for (const slug of [...citySlugs, "zuerich"]) expect(prerender).toContain(`/regionen/${slug}`);
  });

  it("contains /sitemap.xml and /robots.txt", () => {
    expect(prerender).toContain("/sitemap.xml");
    expect(prerender).toContain("/robots.txt");
  });

  it("has no duplicates", () => {
    expect(new Set(prerender).size).toBe(prerender.length);
  });
});
