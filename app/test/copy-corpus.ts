import { blogArticleContent } from "../content/blog/articles.server";
import { tailoredCityContent, cityBenefits, cityPageText } from "../content/cities/de";
import { pageContents } from "../content/pages/registry";
import { quoteCalculatorText } from "../content/quote-calculator";
import { uiStrings } from "../content/ui";
import { formMessages } from "../content/forms";
import { offerPageCopy } from "../content/offer-page";
import type { Lang } from "../lib/i18n";
import { buildPassages } from "#server/assistant/corpus";
import { answerCards } from "#server/assistant/cards";
import { assistantCopy } from "../content/assistant";
import { publicCompany } from "#server/company";
import { parseEnv } from "#server/env";
import { visitorMailCopy } from "../content/mail";
import { maintenancePlanCopy } from "../content/maintenance-plan";
import { offerCopy } from "../content/offer-pdf";

/** One piece of copy and where it comes from ("page solar: hero.text"). */
export interface CopyText {
  source: string;
  text: string;
}

/** Every string with a space in it, with its path: sentences and labels, not ids, slugs or hrefs. */
function strings(value: unknown, source: string, into: CopyText[]): CopyText[] {
  if (typeof value === "string") {
    if (/\s/.test(value)) into.push({ source, text: value });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => strings(item, `${source}[${index}]`, into));
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) strings(item, `${source}.${key}`, into);
  }
  return into;
}

/**
 * All copy a reader of `lang` sees: the pages, the articles, the UI dictionary, form messages,
 * the quote calculator, the mails, both PDFs, the assistant's texts and its answer passages
 * (German also the German-only city pages).
 */
export function copyCorpus(lang: Lang): CopyText[] {
  const into: CopyText[] = [];
  for (const [kind, byLang] of Object.entries(pageContents)) {
    const content = (byLang as Partial<Record<Lang, unknown>>)[lang];
    if (content) strings(content, `page ${kind}`, into);
  }
  for (const [key, byLang] of Object.entries(blogArticleContent)) strings(byLang[lang], `article ${key}`, into);
  strings(uiStrings[lang], "ui", into);
  strings(formMessages[lang], "form messages", into);
  strings(quoteCalculatorText[lang], "quote calculator", into);
  strings(visitorMailCopy[lang], "mail", into);
  strings(offerCopy[lang], "offer PDF", into);
  strings(offerPageCopy[lang], "offer page and its mails", into);
  strings(maintenancePlanCopy[lang], "maintenance-plan PDF", into);
  strings(assistantCopy[lang], "assistant", into);
  for (const [id, card] of Object.entries(answerCards[lang])) strings(card.text, `assistant card ${id}`, into);
  for (const passage of buildPassages(lang, publicCompany(parseEnv({}))))
    strings(passage.text, `assistant passage ${passage.id}`, into);
  if (lang === "de") {
    strings(tailoredCityContent, "city pages", into);
    strings(cityBenefits, "city pages", into);
    strings(cityPageText, "city pages", into);
  }
  return into;
}
