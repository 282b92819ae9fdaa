/**
 * The term base: one word per thing and language. docs/glossary.md is rendered from these files
 * (`UPDATE_GLOSSARY=1 npx vitest run app/content/glossary`), and a test fails when any copy of a
 * language (pages, articles, UI, form messages, mails, PDFs, the assistant) contains a rejected variant.
 */
export const termIds = [
  "quote",
  "quoteButton",
  "cleaningReport",
  "safetyPlan",
  "gutter",
  "greenRoof",
  "premiumPackage",
  "feedInTariff",
  "demineralisedWater",
  "solarCleaning",
  "roofCleaning",
  "maintenancePlan",
  "maintenanceContract",
  "liabilityInsurance",
  "travelCosts",
  "vat",
  "satisfactionGuarantee",
  "certifiedTraining",
  "officeHours",
] as const;
export type TermId = (typeof termIds)[number];

export interface TermEntry {
  /** The one word or phrase used for the thing in this language. */
  use: string;
  /** Variants that must not appear in any copy of this language (matched case-sensitively unless the flag says otherwise). */
  reject: readonly RegExp[];
  /** Why, or where the word is used differently (shown in docs/glossary.md). */
  note?: string;
}

export interface LanguageGlossary {
  terms: Record<TermId, TermEntry>;
  /** Words this language needs beyond the shared terms (e.g. German "innert", English "cleaning" as a noun). */
  languageTerms: readonly (TermEntry & { thing: string })[];
  /** Number, date and time style of this language, each with an example. */
  style: {
    decimal: string;
    thousands: string;
    chf: string;
    percent: string;
    time: string;
    date: string;
  };
  /** Style rules that are patterns, not words (e.g. "08:00 à 18:00"): rejected in every copy of the language. */
  rejectedForms: readonly { pattern: RegExp; why: string }[];
}

/** What each term means, for the translator (docs/glossary.md's first column). */
export const termMeanings: Record<TermId, string> = {
  quote: "The priced document the visitor receives (PDF) and the request for it",
  quoteButton: "The one label of the button that opens the quote calculator",
  cleaningReport: "The report handed over after a cleaning (photos, findings)",
  safetyPlan: "The fall-protection and site-safety plan for roof work",
  gutter: "Roof gutter",
  greenRoof: "A planted roof (extensive or intensive)",
  premiumPackage: "Cleaning with inspection, CHF 588",
  feedInTariff: "What the utility pays per kWh fed into the grid",
  demineralisedWater: "The water used for cleaning",
  solarCleaning: "The service: cleaning photovoltaic systems",
  roofCleaning: "The service: cleaning roofs (CHF per m²)",
  maintenancePlan: "The PDF plan of recurring visits",
  maintenanceContract: "The recurring-care contract",
  liabilityInsurance: "Business liability insurance (up to CHF 5 million)",
  travelCosts: "Travel costs (none are charged)",
  vat: "Value added tax",
  satisfactionGuarantee: "The promise to clean again at no charge if the result falls short",
  certifiedTraining: "The team's certified training in solar cleaning (since 2023)",
  officeHours: "Monday to Friday, 08:00-17:00, phone included",
};
