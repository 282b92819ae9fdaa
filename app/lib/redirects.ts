import { redirectTable } from "../content/redirect-table";
import { findPageByPath, getPage, pages, type Page } from "../content/route-table";
import { cities, cityPath } from "../content/cities";
import { langFromPath, stripLangPrefix, type Lang } from "./i18n";

/**
 * Where a path that is not a page should go, in one hop. Pure: the server uses it
 * for 301s, the language switcher to land directly on the final page.
 */

const explicit = new Map(
  redirectTable.map((row) => {
    const page = getPage(row.to);
    const target = page.paths[row.lang ?? "de"] ?? page.paths.de!;
    return [row.from, target] as const;
  }),
);

/** Unprefixed form of every page path, e.g. "/contact" -> contact page; used for language variants. */
const byBarePath = new Map<string, Page>();
for (const page of pages) {
  for (const path of Object.values(page.paths)) {
    const bare = stripLangPrefix(path);
    if (!byBarePath.has(bare)) byBarePath.set(bare, page);
  }
}

/** German-only kinds whose language variants go to the German page itself rather than the language's home. */
const keepGermanKinds = new Set<Page["kind"]>(["city", "imprint", "privacy", "blogPost"]);

/**
 * A language variant of a path, e.g. /fr/preise-angebot or /en/solaranlagenreinigung.
 * Goes to the localized page, to the German page (city, legal, blog article) or the language's home.
 */
function resolveLanguageVariant(lang: Lang, bare: string): string | undefined {
  if (bare === "/regionen" || bare.startsWith("/regionen/")) {
    const slug = bare.split("/")[2] ?? "";
    const city = cities.find((c) => c.slug === slug);
    return city ? cityPath(city.slug) : undefined;
  }
  const page = byBarePath.get(bare);
  if (!page) return undefined;
  // The spec's own example: a language variant of the German quote page goes to that language's contact page.
  if (page.kind === "prices" && lang !== "de") return getPage("contact").paths[lang];
  const localized = page.paths[lang];
  if (localized) return localized;
  if (keepGermanKinds.has(page.kind)) return page.paths.de;
  return getPage("home").paths[lang];
}

function resolveClean(path: string): string | undefined {
  const direct = explicit.get(path);
  if (direct) return direct;
  if (path === "/de" || path.startsWith("/de/")) {
    const rest = path === "/de" ? "/" : path.slice(3);
    if (findPageByPath(rest)) return rest;
    return resolveClean(rest) ?? undefined;
  }
  const lang = langFromPath(path);
  if (lang !== "de") return resolveLanguageVariant(lang, stripLangPrefix(path));
  return undefined;
}

/** True when the path is served as is (a page, a region alias or a dynamic route). */
function isServedAsIs(path: string): boolean {
  return Boolean(findPageByPath(path));
}

/**
 * The final target of a redirect for this pathname, or undefined when the path
 * needs none. Handles trailing slashes, letter case, the explicit table, the /de
 * prefix and language variants, always in a single hop.
 */
export function resolveRedirect(pathname: string): string | undefined {
  let path = pathname;
  if (path.length > 1) path = path.replace(/\/+$/, "") || "/";
  if (isServedAsIs(path)) return path === pathname ? undefined : path;
  const target = resolveClean(path) ?? resolveClean(path.toLowerCase());
  if (target) return target;
  if (isServedAsIs(path.toLowerCase())) return path.toLowerCase();
  return path === pathname ? undefined : path;
}

/** All explicit rows with their final targets, for tests and documentation. */
export function explicitRedirects(): { from: string; to: string }[] {
  return [...explicit].map(([from, to]) => ({ from, to }));
}
