import { describe, expect, it } from "vitest";
import { blogArticles } from "../content/blog-slugs";
import { findPageByPath, pages } from "../content/route-table";
import { languages, type Lang } from "./i18n";
import { languageSwitchTarget } from "./language-switch";
import { resolveRedirect } from "./redirects";

const homes: Record<Lang, string> = { de: "/", fr: "/fr", it: "/it", en: "/en" };

describe("languageSwitchTarget: home", () => {
  it.each(languages)("from any home to %s goes to that language's home", (lang) => {
    for (const from of Object.values(homes)) expect(languageSwitchTarget(from, lang)).toBe(homes[lang]);
  });
});

describe("languageSwitchTarget: localized pages", () => {
  const localized = pages.filter((p) => languages.every((l) => p.paths[l]));

  it("covers the 8 page kinds of spec 2 and the loss article", () => {
    expect(localized.map((p) => p.key)).toEqual(
      expect.arrayContaining([
        "home",
        "contact",
        "solar",
        "greenRoof",
        "prices",
        "about",
        "blog",
        "faq",
        "blog:loss-calculator-guide",
      ]),
    );
  });

  describe.each(localized.map((p) => [p.key, p] as const))("%s", (_key, page) => {
    it.each(languages)("every language version switches to its %s equivalent", (to) => {
      for (const from of languages) {
        const target = languageSwitchTarget(page.paths[from]!, to);
        expect(target).toBe(page.paths[to]);
        expect(resolveRedirect(target)).toBeUndefined();
      }
    });
  });
});

describe("languageSwitchTarget: German-only pages", () => {
  const germanOnly = pages.filter((p) => Object.keys(p.paths).length === 1);

  it.each(germanOnly.map((p) => [p.paths.de!] as const))(
    "%s goes to the language home, or stays for German",
    (path) => {
      expect(languageSwitchTarget(path, "de")).toBe(path);
      for (const lang of ["fr", "it", "en"] as const) {
        const target = languageSwitchTarget(path, lang);
        expect(target).toBe(homes[lang]);
        expect(resolveRedirect(target)).toBeUndefined();
      }
    },
  );
});

describe("languageSwitchTarget: other paths", () => {
  it("prefixes an unknown path with the language", () => {
    expect(languageSwitchTarget("/foo", "fr")).toBe("/fr/foo");
    expect(languageSwitchTarget("/foo", "en")).toBe("/en/foo");
  });

  it("strips the prefix of an unknown path for German", () => {
    expect(languageSwitchTarget("/fr/foo", "de")).toBe("/foo");
    expect(languageSwitchTarget("/it/foo/bar", "de")).toBe("/foo/bar");
  });

  it("swaps the prefix of an unknown path between languages", () => {
    expect(languageSwitchTarget("/fr/foo", "it")).toBe("/it/foo");
  });

  it("lands on the final page when the prefixed path is a redirect", () => {
    // /kontakt/ is not a page itself; /fr/kontakt/ would redirect to /fr/contact.
    expect(languageSwitchTarget("/kontakt/", "fr")).toBe("/fr/contact");
    // /about is an old-site path; for German it goes straight to /ueber-uns.
    expect(languageSwitchTarget("/en/about/", "de")).toBe("/ueber-uns");
  });

  it("maps the French loss article to the Italian slug", () => {
    const slugs = blogArticles.find((a) => a.key === "loss-calculator-guide")!.slugs;
    expect(slugs.fr).toBe("calculateur-pertes-nettoyage-photovoltaique");
    const target = languageSwitchTarget(`/fr/blog/${slugs.fr}`, "it");
    expect(target).toBe(`/it/blog/${slugs.it}`);
    expect(findPageByPath(target)?.lang).toBe("it");
    expect(resolveRedirect(target)).toBeUndefined();
  });
});
