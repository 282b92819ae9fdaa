import { findPageByPath, getPage } from "../content/route-table";
import { stripLangPrefix, withLangPrefix, type Lang } from "./i18n";
import { resolveRedirect } from "./redirects";

/**
 * Target of the language switcher (spec 2): home goes to /{lang} (German: /);
 * a known page goes to its mapped equivalent, or to the language's home when it
 * exists in German only; any other path gets the language prefix (German: the
 * prefix stripped), resolved through the redirect rules so that the visitor lands
 * on the final page without a redirect hop.
 */
export function languageSwitchTarget(pathname: string, lang: Lang): string {
  const found = findPageByPath(pathname);
  if (found) return found.page.paths[lang] ?? getPage("home").paths[lang]!;
  if (pathname.startsWith("/regionen/")) return lang === "de" ? pathname : getPage("home").paths[lang]!;
  const bare = stripLangPrefix(pathname);
  const candidate = withLangPrefix(bare, lang);
  return resolveRedirect(candidate) ?? candidate;
}
