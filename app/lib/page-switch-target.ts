import { findPageByPath, getPage } from "../content/route-table";
import { stripLangPrefix, withLangPrefix, type Lang } from "./i18n";

/**
 * The part of the language switcher's target (language-switch.ts) the browser can work out without
 * the redirect rules, which stay on the server: for a page of the route table its version in `lang`,
 * or the language's home when it exists in German only; for /regionen/… the same path in German and
 * the home otherwise. Undefined for any other path.
 */
export function pageSwitchTarget(pathname: string, lang: Lang): string | undefined {
  const found = findPageByPath(pathname);
  if (found) return found.page.paths[lang] ?? getPage("home").paths[lang]!;
  if (pathname.startsWith("/regionen/")) return lang === "de" ? pathname : getPage("home").paths[lang]!;
  return undefined;
}

/** Any other path with the language's prefix (German: the prefix stripped), before the redirect rules. */
export function prefixedPath(pathname: string, lang: Lang): string {
  return withLangPrefix(stripLangPrefix(pathname), lang);
}
