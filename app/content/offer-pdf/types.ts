import type { AreaUnit, RoofType } from "#app/domain/pricing";

/**
 * Texts of the offer PDF and the offer mails, per language (the PDF is in the
 * language of the page the visitor asked from). Swiss German (ss), Swiss French (no space
 * before : ? !), Italian with a capitalised "Lei", plain English ("quote", never "offer").
 */
export interface OfferCopy {
  /** File name stem of the PDF ("Offerte-OF-….pdf"); ASCII only. */
  fileStem: string;
  tagline: string;
  title: string;
  intro: string;
  numberLabel: string;
  dateLabel: string;
  validUntilLabel: string;
  uidLabel: string;
  customerTitle: string;
  contactPersonLabel: string;
  emailLabel: string;
  phoneLabel: string;
  objectTitle: string;
  locationLabel: string;
  roofTypeLabel: string;
  sizeLabel: string;
  cleaningAreaLabel: string;
  roofTypes: Record<RoofType, string>;
  /** "50 kWp", "24 Module", "120 m²". */
  size: (size: number, unit: AreaUnit) => string;
  table: { item: string; quantity: string; rate: string; amount: string };
  fixedCost: string;
  fixedCostDetail: string;
  areaCost: string;
  areaCostDetail: string;
  roofFactor: (roof: string) => string;
  roofFactorDetail: string;
  subtotal: string;
  net: string;
  vat: (percent: string) => string;
  total: string;
  perM2: string;
  validity: (date: string) => string;
  includedTitle: string;
  included: { title: string; text: string }[];
  guaranteesTitle: string;
  guarantees: { title: string; text: string }[];
  notesTitle: string;
  nextStepsTitle: string;
  nextSteps: string[];
  questions: string;
  closing: string;
  regards: string;
  page: (page: number, pages: number) => string;
  /** The block with the offer page's link and QR code (PDFs attached to the mails). */
  online: { title: string; text: string };
  /** The visitor's mail with the PDF attached. */
  mail: {
    subject: (number: string, company: string) => string;
    intro: string;
    accept: (phone: string) => string;
    download: string;
    /** The button to the offer's own page, where it can be accepted. */
    viewAndAccept: string;
    downloadNote: (date: string) => string;
    notYou: string;
  };
}
