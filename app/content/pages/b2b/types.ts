import type { CtaCopy, HeroCopy, LinkCopy, MarkedCard, PageContent } from "../types";
import type { RoiFigures } from "./roi";

/**
 * /b2b (German only, spec 2 and 9 "B2B"): four feature cards, three service cards, three
 * contract tiers, three ROI examples, three customer types, benefits, consultation box,
 * nationwide section and final call to action. The spec's /wartungsvertraege and /referenzen
 * redirect to the home page, so this page does not link them.
 */

/** Service card (spec 3): title, description, link, benefits. */
export interface B2bServiceCard {
  title: string;
  description: string;
  link: LinkCopy;
  benefits: string[];
}

/** Contract tier (spec 3): title, description, features, idealFor; plus the tier's key figures. */
export interface ContractTier {
  title: string;
  term: string;
  cleanings: string;
  area: string;
  description: string;
  features: string[];
  idealFor: string;
}

/** ROI example (spec 3): title, size, situation, solution, result, roi; computed from `figures`. */
export interface RoiExample {
  title: string;
  size: string;
  situation: string;
  solution: string;
  result: string;
  roi: string;
  figures: RoiFigures;
}

/** Customer type (spec 3): title, description, benefits, typical. */
export interface B2bCustomerType {
  title: string;
  description: string;
  benefits: string[];
  typical: string;
}

export interface B2bContent extends PageContent {
  hero: HeroCopy & { badge: string; consultationButton: LinkCopy; calculatorButton: LinkCopy };
  features: { title: string; items: MarkedCard[] };
  services: { title: string; items: B2bServiceCard[] };
  tiers: {
    title: string;
    intro: string;
    idealForLabel: string;
    termLabel: string;
    cleaningsLabel: string;
    areaLabel: string;
    items: ContractTier[];
  };
  roi: {
    title: string;
    intro: string;
    sizeLabel: string;
    situationLabel: string;
    solutionLabel: string;
    resultLabel: string;
    roiLabel: string;
    items: RoiExample[];
  };
  customers: { title: string; typicalLabel: string; items: B2bCustomerType[] };
  benefits: { title: string; items: string[] };
  consultation: {
    title: string;
    text: string;
    points: string[];
    button: LinkCopy;
    calculatorText: string;
    calculatorLink: LinkCopy;
  };
  nationwide: { title: string; text: string; regionsLabel: string };
  cta: CtaCopy & { contactButton: LinkCopy; solarButton: LinkCopy };
}
