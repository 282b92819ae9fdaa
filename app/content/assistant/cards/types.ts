import type { PageRef } from "#app/content/pages/types";

/**
 * Answer cards: what the site says about one thing (a service's price, the travel costs, the
 * green-roof intervals, …), written once per language from the site facts and pages. The
 * answerer first works out what is asked (service and attribute), then answers from the card
 * for that pair; the same card id means the same facts in every language, so a question in any
 * language gets the answer in the visitor's language.
 */
export const cardIds = [
  "solarPrice",
  "premiumPackage",
  "priceComposition",
  "roofFactor",
  "dataRights",
  "roofAreaEstimate",
  "calculatorEstimates",
  "saharaDust",
  "quoteHowItWorks",
  "quoteValidity",
  "orderAfterQuote",
  "payment",
  "travelCosts",
  "vat",
  "insurance",
  "guarantee",
  "certification",
  "method",
  "chemicals",
  "highPressure",
  "robotsDrones",
  "duration",
  "onTheDay",
  "solarInterval",
  "yieldGain",
  "leadTime",
  "replyTime",
  "hours",
  "contact",
  "emergency",
  "regions",
  "romandie",
  "ticino",
  "roofPrice",
  "roofMethod",
  "roofGuarantee",
  "roofInterval",
  "asbestos",
  "slateRoof",
  "roiExamples",
  "paysOff",
  "metalRoof",
  "gutterPrice",
  "gutterInterval",
  "leafGuard",
  "greenRoofInterval",
  "greenRoofTasks",
  "greenRoofPrice",
  "greenRoofCertification",
  "greenRoofWithSolar",
  "b2bContracts",
  "b2bConsultation",
  "maintenancePlan",
  "maintenanceContract",
  "season",
  "company",
  "reviews",
  "warrantyPanels",
  "roofWithSolar",
  "gutterWithSolar",
  "b2bOperations",
  "b2bMinimum",
  "quoteFree",
  "quoteWithoutPhotos",
  "companyGrowth",
  "businessContactPerson",
  "documentsOnRequest",
  "greenRoofMixed",
  "insuranceProof",
  "languages",
  "calculatorInputs",
  "companyIdentity",
  "waterSupply",
  "calculatorPrivacy",
  "dataRetention",
  "reminder",
  "safety",
  "walkOnPanels",
  "snowYourself",
  "tenant",
  "servicesOverview",
  "fixedPrice",
  "acceptForm",
  "declineQuote",
] as const;
export type CardId = (typeof cardIds)[number];

export interface Card {
  /** One to three sentences in the language, every fact from the site (numbers from the facts modules). */
  text: string;
  /** The page that states it (a page of the visitor's language where one exists). */
  link: PageRef;
}

export type LanguageCards = Record<CardId, Card>;
