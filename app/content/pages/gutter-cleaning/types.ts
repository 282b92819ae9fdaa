import type { CtaCopy, FaqCopy, HeroCopy, LinkCopy, PageContent, TitledText } from "../types";

/**
 * /dachrinnenreinigung (German only, spec 2): hero with the gutter rating, emergency service,
 * services, six-step procedure, risks, combination with roof cleaning, recommended cycle, FAQ
 * and calls to action.
 */

/** Gutter step (spec 3): step, title, description. */
export interface GutterStep {
  step: number;
  title: string;
  description: string;
}

export interface GutterService {
  title: string;
  description: string;
}

export interface CleaningCycle {
  frequency: string;
  situation: string;
  timing: string;
}

export interface GutterCleaningContent extends PageContent {
  /** Rating of the gutter service (spec 9 "Other"). */
  rating: { value: number; count: number };
  /** Holds {rating} and {count}. */
  ratingText: string;
  hero: HeroCopy & { contactButton: LinkCopy; roofButton: LinkCopy };
  emergency: {
    title: string;
    text: string;
    signsTitle: string;
    signs: string[];
    callLabel: string;
    safety: string;
  };
  services: { title: string; items: GutterService[] };
  steps: { title: string; stepLabel: string; items: GutterStep[] };
  risks: { title: string; intro: string; items: TitledText[] };
  combination: { title: string; text: string; benefits: string[]; link: LinkCopy };
  cycle: { title: string; intro: string; items: CleaningCycle[]; situationLabel: string; timingLabel: string };
  faq: FaqCopy;
  cta: CtaCopy & { contactButton: LinkCopy; roofButton: LinkCopy };
}
