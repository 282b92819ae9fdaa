import { languages, type Lang } from "./i18n";
import { pageSwitchTarget, prefixedPath } from "./page-switch-target";
import { resolveRedirect } from "./redirects";

/**
 * Target of the language switcher (spec 2): home goes to /{lang} (German: /);
 * a known page goes to its mapped equivalent, or to the language's home when it
 * exists in German only; any other path gets the language prefix (German: the
 * prefix stripped), resolved through the redirect rules so that the visitor lands
 * on the final page without a redirect hop.
 *
 * Server side only: the redirect table would cost every page about a kilobyte of JavaScript. The
 * switcher works out known pages itself (page-switch-target.ts); for any other path the route's
 * loader hands it `languageSwitchTargets`.
 */
export function languageSwitchTarget(pathname: string, lang: Lang): string {
  const page = pageSwitchTarget(pathname, lang);
  if (page) return page;
  const candidate = prefixedPath(pathname, lang);
  return resolveRedirect(candidate) ?? candidate;
}

/** The switcher's target in every language, for a page whose path the route table does not know. */
export function languageSwitchTargets(pathname: string): Record<Lang, string> {
  return Object.fromEntries(languages.map((lang) => [lang, languageSwitchTarget(pathname, lang)])) as Record<
    Lang,
    string
  >;
}
