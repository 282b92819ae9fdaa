import type { AreaUnit, RoofType } from "#app/domain/pricing";

/**
 * Texts of the instant-quote calculator (spec 2, 4, 5, 9) on the four quote pages
 * (/preise-angebot, /fr/prix-devis, /it/prezzi-preventivo, /en/prices-quote). They
 * travel in the page's loader data, so the browser bundle carries none of them.
 * Placeholders in braces are filled by the calculator: {min} and {max} the size
 * limits, {area} "50 kWp = 350 m²", {rate} "CHF 2.10", {roof} and {factor} the roof
 * type and its factor, {number} the offer number, {days} how long the offer holds.
 */
export interface QuoteCalculatorText {
  title: string;
  /** Decimal mark of the language's numbers in the price lines (VAT rate, roof factor). */
  decimalMark: "." | ",";
  intro: string;
  plantLegend: string;
  contactLegend: string;
  plzLabel: string;
  plzHint: string;
  roofTypeLabel: string;
  roofTypePlaceholder: string;
  roofTypes: Record<RoofType, string>;
  /** The roof types inside a sentence or a price line ("toit plat"; German nouns keep their capital). */
  roofTypesInText: Record<RoofType, string>;
  sizeLabel: string;
  sizeHint: string;
  unitLabel: string;
  /** Options of the unit select. */
  units: Record<AreaUnit, string>;
  /** Units after a number in the preview ("50 kWp", "25 Module"). */
  unitsShort: Record<AreaUnit, string>;
  companyLabel: string;
  notesLabel: string;
  notesHint: string;
  submit: string;
  sending: string;
  /** Spec 5: shown under the disabled PDF button. */
  requiredHint: string;
  /** Shown without JavaScript, followed by the company's e-mail address. */
  noscript: string;
  preview: {
    title: string;
    empty: string;
    fixedCost: string;
    cleaning: string;
    roofFactor: string;
    net: string;
    vat: string;
    total: string;
    guarantee: string;
    guaranteeText: string;
  };
  result: {
    download: string;
    /** Read by screen readers after the download link. */
    newTab: string;
    newOffer: string;
    number: string;
    validity: string;
  };
}

/**
 * What the calculator of a page gets from the loader: its texts, plus the shared
 * texts of the offer request (spec 8's failure alert, the success heading, the size
 * message), so the page can show them even before the sending code has loaded.
 */
export interface QuoteCalculatorCopy extends QuoteCalculatorText {
  success: { title: string; description: string };
  failure: { title: string; description: string };
  sizeRange: string;
}
