import type { HeroCopy, LinkCopy, PageContent } from "../types";

/** /verlustrechner (German only): the solar loss calculator, its assumptions and a link to the guide. */

/** Texts of the calculator widget; {name} and {value} are filled by the component. */
export interface LossPageText {
  inputsTitle: string;
  kwpLabel: string;
  kwpPlaceholder: string;
  kwpHint: string;
  tariffLabel: string;
  tariffPlaceholder: string;
  tariffHint: string;
  locationLegend: string;
  locationHint: string;
  locationSoilingBadge: string;
  soilingLabel: string;
  soilingHint: string;
  resultsTitle: string;
  totalLabel: string;
  totalNote: string;
  soilingLossLabel: string;
  damageCostLabel: string;
  lostKwhLabel: string;
  soilingPercentLabel: string;
  targetYieldLabel: string;
  systemValueLabel: string;
  resultsNote: string;
  ctaButton: string;
}

export interface LossCalculatorContent extends PageContent {
  /** `button` jumps to the calculator (#rechner). */
  hero: HeroCopy & { button: string };
  calculator: { title: string; intro: string };
  widget: LossPageText;
  assumptions: { title: string; intro: string; items: string[] };
  /** "… in unserem [Ratgeber zum Verlustrechner]." */
  guide: { text: string; link: LinkCopy };
}
