import type { CtaCopy, FaqCopy, LinkCopy, MarkedCard, PageContent, TitledText } from "../types";

/**
 * /gruendachpflege and its language versions (spec 2): the note that the certification covers
 * solar cleaning only, four services, seasonal care lists, six benefits, care intervals
 * (extensive 2x, intensive 4x a year, maintenance contracts as needed) and five FAQ questions.
 */
export interface Season {
  title: string;
  months: string;
  tasks: string[];
}

export interface CareInterval {
  title: string;
  frequency: string;
  text: string;
}

export interface GreenRoofContent extends PageContent {
  heroBadge: string;
  certificationNote: TitledText;
  services: { title: string; intro: string; items: MarkedCard[] };
  /** Spring, summer, autumn, winter, in that order. */
  seasons: { title: string; intro: string; items: Season[] };
  benefits: { title: string; items: MarkedCard[] };
  /** Extensive, intensive, maintenance contracts. */
  intervals: { title: string; intro: string; items: CareInterval[] };
  cta: CtaCopy & { contactButton: LinkCopy; solarButton: LinkCopy };
  faq: FaqCopy;
}
