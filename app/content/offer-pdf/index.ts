import { formatDate } from "#app/lib/format";
import type { Lang } from "#app/lib/i18n";
import { offerCopyDe } from "./de";
import { offerCopyEn } from "./en";
import { offerCopyFr } from "./fr";
import { offerCopyIt } from "./it";
import type { OfferCopy } from "./types";

export type { OfferCopy } from "./types";

/** "2. März 2026", "1er avril 2026", "1° aprile 2026", "1 April 2026" from a YYYY-MM-DD date. */
export function formatOfferDate(isoDate: string, lang: Lang): string {
  const first = { de: "1. ", fr: "1er ", it: "1° ", en: "1 " }[lang];
  return formatDate(isoDate, lang).replace(/^1\.? (?=\D)/, first);
}

export const offerCopy: Record<Lang, OfferCopy> = {
  de: offerCopyDe,
  fr: offerCopyFr,
  it: offerCopyIt,
  en: offerCopyEn,
};

/** The language of an offer copy (the PDF and the mails write numbers in its style). */
export function offerCopyLang(copy: OfferCopy): Lang {
  return (Object.keys(offerCopy) as Lang[]).find((lang) => offerCopy[lang] === copy) ?? "de";
}
