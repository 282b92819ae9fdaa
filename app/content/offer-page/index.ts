import type { Lang } from "#app/lib/i18n";
import { offerPageDe } from "./de";
import { offerPageEn } from "./en";
import { offerPageFr } from "./fr";
import { offerPageIt } from "./it";
import type { OfferPageCopy } from "./types";

export type { OfferPageCopy } from "./types";

/**
 * Server only: the server hands the offer page one language's copy in its view (and writes the mails),
 * so the browser bundle carries none of it.
 */
export const offerPageCopy: Record<Lang, OfferPageCopy> = {
  de: offerPageDe,
  fr: offerPageFr,
  it: offerPageIt,
  en: offerPageEn,
};
