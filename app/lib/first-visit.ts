import { defaultLang, languages, withLangPrefix } from "./i18n";

/** localStorage flag set on the first visit (spec 2). */
export const VISITED_KEY = "visited";

/** The home page of every language but German, by language code: where a first visit may be sent. */
export function otherLanguageHomes(): Record<string, string> {
  return Object.fromEntries(
    languages.filter((lang) => lang !== defaultLang).map((lang) => [lang, withLangPrefix("/", lang)]),
  );
}

/**
 * Where a first visit to the German home should go: /fr, /it or /en when the
 * browser's language starts with fr, it or en; nowhere for German and other
 * languages, for later visits, and never for crawlers (they must index /).
 * Self-contained on purpose: its source is inlined into the home page's <head>,
 * which passes the homes (the default is not evaluated there).
 */
export function decideFirstVisit(
  visited: boolean,
  browserLanguage: string | undefined,
  userAgent: string,
  botPattern: RegExp,
  homes: Record<string, string> = otherLanguageHomes(),
): string | null {
  if (visited || botPattern.test(userAgent)) return null;
  const language = (browserLanguage || "").toLowerCase();
  for (const code in homes) if (language.indexOf(code) === 0) return homes[code]!;
  return null;
}
