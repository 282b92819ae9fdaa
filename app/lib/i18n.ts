/** The four site languages; German is the default and has no URL prefix. */
export const languages = ["de", "fr", "it", "en"] as const;
export type Lang = (typeof languages)[number];
export const defaultLang: Lang = "de";

export function isLang(value: string): value is Lang {
  return (languages as readonly string[]).includes(value);
}

/** Language of a URL path: /fr, /it, /en prefixes; anything else is German. */
export function langFromPath(pathname: string): Lang {
  const first = pathname.split("/")[1] ?? "";
  return first === "fr" || first === "it" || first === "en" ? first : "de";
}

/** The path without its language prefix ("/fr/contact" -> "/contact", "/fr" -> "/"). */
export function stripLangPrefix(pathname: string): string {
  const lang = langFromPath(pathname);
  if (lang === "de") return pathname;
  const rest = pathname.slice(lang.length + 1);
  return rest === "" ? "/" : rest;
}

/** Prefix a German-style path with a language ("/kontakt", "fr" -> "/fr/kontakt"). */
export function withLangPrefix(path: string, lang: Lang): string {
  if (lang === "de") return path;
  return path === "/" ? `/${lang}` : `/${lang}${path}`;
}

/** BCP 47 tags used in html lang and og:locale. */
export const htmlLang: Record<Lang, string> = { de: "de-CH", fr: "fr-CH", it: "it-CH", en: "en" };
export const ogLocale: Record<Lang, string> = { de: "de_CH", fr: "fr_CH", it: "it_CH", en: "en_GB" };

/** Each language's own name (language switcher labels). */
export const languageNames: Record<Lang, string> = { de: "Deutsch", fr: "Français", it: "Italiano", en: "English" };
