import type { Lang } from "#app/lib/i18n";
import { formMessagesDe, newsletterOutcomeDe } from "./de";
import { formMessagesEn, newsletterOutcomeEn } from "./en";
import { formMessagesFr, newsletterOutcomeFr } from "./fr";
import { formMessagesIt, newsletterOutcomeIt } from "./it";
import type { FormMessages, NewsletterOutcomeTexts } from "./types";

export type { FormField, FormMessages, NewsletterOutcomeTexts } from "./types";

/** Form messages of every language; the forms ship them to the browser with their sending code. */
export const formMessages: Record<Lang, FormMessages> = {
  de: formMessagesDe,
  fr: formMessagesFr,
  it: formMessagesIt,
  en: formMessagesEn,
};

/** Read by the server only, when it renders the page a newsletter link leads to. */
export const newsletterOutcomeTexts: Record<Lang, NewsletterOutcomeTexts> = {
  de: newsletterOutcomeDe,
  fr: newsletterOutcomeFr,
  it: newsletterOutcomeIt,
  en: newsletterOutcomeEn,
};
