/**
 * What the tests expect of the site, derived from the app's own tables (route
 * table, cities) so that a page added there is tested without editing the tests.
 * The language facts below are the spec's (html lang, hreflang), written out here
 * on purpose rather than imported, so a wrong mapping in the app fails a test.
 */
import { pages, regionPaths, type Page } from "#app/content/route-table";
import { languages, type Lang } from "#app/lib/i18n";
import { SITE_URL } from "./server";

export { languages, type Lang };

/** Spec: `<html lang>` per page language. */
export const htmlLangOf: Record<Lang, string> = { de: "de-CH", fr: "fr-CH", it: "it-CH", en: "en" };

/** Spec: each language version is announced generically and for Switzerland (English generically only). */
const hreflangsOf: Record<Lang, string[]> = {
  de: ["de", "de-CH"],
  fr: ["fr", "fr-CH"],
  it: ["it", "it-CH"],
  en: ["en"],
};

export function absoluteUrl(path: string): string {
  return path === "/" ? `${SITE_URL}/` : `${SITE_URL}${path}`;
}

export interface Alternate {
  hreflang: string;
  href: string;
}

/**
 * The full hreflang set of a page, built from its language versions. Every version
 * of a page expects the same set, so checking each page against it also checks
 * that the links are reciprocal. x-default is the German version.
 */
export function expectedAlternates(page: Page): Alternate[] {
  const alternates: Alternate[] = [];
  for (const lang of languages) {
    const path = page.paths[lang];
    if (!path) continue;
    for (const hreflang of hreflangsOf[lang]) alternates.push({ hreflang, href: absoluteUrl(path) });
  }
  const xDefault = page.paths.de ?? page.paths.en;
  if (xDefault) alternates.push({ hreflang: "x-default", href: absoluteUrl(xDefault) });
  return sortAlternates(alternates);
}

export function sortAlternates(list: Alternate[]): Alternate[] {
  return [...list].sort((a, b) => a.hreflang.localeCompare(b.hreflang) || a.href.localeCompare(b.href));
}

export interface RouteCase {
  path: string;
  lang: Lang;
  page: Page;
  /** The canonical URL's path: the page itself, or the city page for a /regionen/{slug} alias. */
  canonicalPath: string;
  /** True for /regionen/{slug}: an alias of a city page, with that page's title. */
  alias: boolean;
}

/** Every page path of the route table in every language. */
export function pageCases(): RouteCase[] {
  return pages.flatMap((page) =>
    languages.flatMap((lang) => {
      const path = page.paths[lang];
      return path ? [{ path, lang, page, canonicalPath: path, alias: false }] : [];
    }),
  );
}

/** The /regionen/{slug} aliases: German, canonical to the city page. */
export function regionCases(): RouteCase[] {
  return regionPaths().map((path) => {
    const slug = path.split("/")[2]!;
    const page = pages.find((p) => p.kind === "city" && p.citySlug === slug);
    if (!page) throw new Error(`No city page for ${path}`);
    return { path, lang: "de", page, canonicalPath: page.paths.de!, alias: true };
  });
}

export function allRouteCases(): RouteCase[] {
  return [...pageCases(), ...regionCases()];
}
