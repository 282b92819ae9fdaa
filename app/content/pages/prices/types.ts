import type { CtaCopy, LinkCopy, MarkedCard, PageContent } from "../types";

/**
 * /preise-angebot and its language versions (spec 2 and 9): the instant-quote calculator
 * (its own copy: app/content/quote-calculator/) with the packages, the three extra services
 * included in every cleaning, the package note and the WhatsApp banner around it.
 */
export interface PricePackage {
  name: string;
  priceChf: number;
  text: string;
  features: string[];
  highlight: boolean;
}

export interface PricesContent extends PageContent {
  /** `priceFromLabel` ("ab") goes before each package price: both are starting prices, not totals. */
  packages: { title: string; intro: string; highlightLabel: string; priceFromLabel?: string; items: PricePackage[] };
  included: { title: string; intro: string; items: MarkedCard[] };
  packageNote: { title: string; items: string[]; b2bLink: LinkCopy };
  whatsapp: { title: string; text: string; button: string };
  cta: CtaCopy & { contactButton: LinkCopy; faqButton: LinkCopy };
}
