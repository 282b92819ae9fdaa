import { findPageByPath } from "../content/route-table";
import { langFromPath, stripLangPrefix, type Lang } from "./i18n";

/**
 * The language a path's page is shown in: a known page's language; German for
 * /regionen/…; the prefix language for blog articles (also unknown ones, whose
 * not-found page speaks that language); English for every other unknown path
 * (spec 2: the not-found page is English).
 */
export function pageLangForPath(pathname: string): Lang {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const found = findPageByPath(path);
  if (found) return found.lang;
  if (/^\/regionen\/[^/]+$/.test(path)) return "de";
  if (/^\/blog\/[^/]+$/.test(stripLangPrefix(path))) return langFromPath(path);
  return "en";
}
