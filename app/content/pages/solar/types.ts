import type { EnvironmentId } from "#app/domain/yield";
import type { CtaCopy, FaqCopy, LinkCopy, MarkedCard, PageContent } from "../types";

/**
 * /solaranlagenreinigung and its language versions (spec 2 and 9): image gallery, four benefit
 * cards, four risk cards, the yield calculator, the six-step process, insurance, five FAQ
 * questions and the calls to action to the quote and contact pages.
 */

/** The four drawings of the gallery (app/components/page/solar-illustrations.tsx). */
export type SolarIllustration = "panels" | "drone" | "robot" | "water";

export interface GalleryItem {
  illustration: SolarIllustration;
  title: string;
  text: string;
  /** Text alternative of the drawing. */
  alt: string;
}

export interface ProcessStep {
  title: string;
  description: string;
}

export interface EnvironmentCopy {
  name: string;
  description: string;
}

/** Every text of the yield calculator widget, in the page's language. */
export interface YieldCalculatorCopy {
  title: string;
  intro: string;
  sizeLabel: string;
  sizeHint: string;
  priceLabel: string;
  priceHint: string;
  environmentLegend: string;
  /** "Verschmutzungsgrad {percent} %": soiling of an environment. */
  soilingLabel: string;
  environments: Record<EnvironmentId, EnvironmentCopy>;
  resultsTitle: string;
  energy: string;
  rate: string;
  lostKwh: string;
  lostChf: string;
  lostFiveYears: string;
  note: string;
  /** How the language writes a percentage: "{value} %" or "{value}%". */
  percentFormat: string;
  /** Decimal mark of percentages: "," (de, fr, it) or "." (en). */
  decimalMark: string;
  quoteButton: LinkCopy;
}

export interface SolarContent extends PageContent {
  heroBadge: string;
  gallery: { title: string; intro: string; items: GalleryItem[] };
  benefits: { title: string; items: MarkedCard[] };
  risks: { title: string; intro: string; items: MarkedCard[] };
  yieldCalculator: YieldCalculatorCopy;
  process: { title: string; intro: string; steps: ProcessStep[] };
  insurance: { title: string; text: string; points: string[]; link: LinkCopy };
  cta: CtaCopy & { quoteButton: LinkCopy; contactButton: LinkCopy };
  faq: FaqCopy;
}
