/** What the site needs to know about a language apart from its copy. */
interface LanguageSettings {
  /**
   * BCP 47 tag of `<html lang>`, with the region where the site speaks to Switzerland ("fr-CH").
   * Pages are announced in hreflang by the bare code and by this tag; dates in words use it too.
   */
  htmlLang: string;
  /** Open Graph locale. */
  ogLocale: string;
  /** Its own name, as the language switcher reads it out. */
  name: string;
  /** Decimal separator of quantities ("4,9" or "4.9"); francs are written "CHF 1'320.00" in every language. */
  decimalSeparator: "," | ".";
}

/**
 * The site languages, one entry each; everything language-specific that is not copy reads
 * this table. German, the first, is the default: its pages have no URL prefix, every other
 * language's pages are under /<code> ("/fr/contact"). A new entry here makes the typecheck
 * list every `Record<Lang, …>` of copy that still lacks it.
 */
export const languageSettings = {
  de: {
    htmlLang: "de-CH",
    ogLocale: "de_CH",
    name: "Deutsch",
    decimalSeparator: ",",
  },
  fr: {
    htmlLang: "fr-CH",
    ogLocale: "fr_CH",
    name: "Français",
    decimalSeparator: ",",
  },
  it: {
    htmlLang: "it-CH",
    ogLocale: "it_CH",
    name: "Italiano",
    decimalSeparator: ",",
  },
  en: {
    htmlLang: "en",
    ogLocale: "en_GB",
    name: "English",
    decimalSeparator: ".",
  },
} as const satisfies Record<string, LanguageSettings>;

export type Lang = keyof typeof languageSettings;
// A non-empty tuple, as zod's enum wants it; the table above has German.
export const languages = Object.keys(languageSettings) as unknown as readonly [Lang, ...Lang[]];

export function isLang(value: string): value is Lang {
  return (languages as readonly string[]).includes(value);
}

export const defaultLang = languages[0];

/** Language of a URL path by its prefix; a path without one is German. */
export function langFromPath(pathname: string): Lang {
  const first = pathname.split("/")[1] ?? "";
  return first !== defaultLang && isLang(first) ? first : defaultLang;
}

/** The path without its language prefix ("/fr/contact" -> "/contact", "/fr" -> "/"). */
export function stripLangPrefix(pathname: string): string {
  const lang = langFromPath(pathname);
  return lang === defaultLang ? pathname : pathname.slice(lang.length + 1) || "/";
}

/** Prefix a German-style path with a language ("/kontakt", "fr" -> "/fr/kontakt"). */
export function withLangPrefix(path: string, lang: Lang): string {
  if (lang === defaultLang) return path;
  return path === "/" ? `/${lang}` : `/${lang}${path}`;
}
