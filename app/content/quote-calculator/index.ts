import type { Lang } from "#app/lib/i18n";
import { formMessages } from "../forms";
import { quoteCalculatorDe } from "./de";
import { quoteCalculatorEn } from "./en";
import { quoteCalculatorFr } from "./fr";
import { quoteCalculatorIt } from "./it";
import type { QuoteCalculatorCopy, QuoteCalculatorText } from "./types";

export type { QuoteCalculatorCopy, QuoteCalculatorText } from "./types";

export const quoteCalculatorText: Record<Lang, QuoteCalculatorText> = {
  de: quoteCalculatorDe,
  fr: quoteCalculatorFr,
  it: quoteCalculatorIt,
  en: quoteCalculatorEn,
};

export function quoteCalculatorCopy(lang: Lang): QuoteCalculatorCopy {
  const messages = formMessages[lang];
  return {
    ...quoteCalculatorText[lang],
    success: messages.offerSuccess,
    failure: messages.offerFailure,
    sizeRange: messages.offerFields.area ?? messages.invalid,
  };
}
