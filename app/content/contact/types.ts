import type { FaqItem } from "../copy/types";

/**
 * Copy of the contact pages (spec 2), one shape per kind of page: the German page
 * around the contact form, the French and Italian pages (contact cards, form, service
 * area, services, reasons, FAQ) and the English page (contact cards, no form).
 * Company phone, e-mail and address are not here: they are configuration.
 */

export interface ContactFormCopy {
  /** Anchor id of the form (also where a post without JavaScript returns to). */
  id: string;
  title: string;
  intro: string;
  /** How soon we answer ("Antwort innerhalb von 24 Stunden"). */
  response: string;
}

export interface ContactCardsCopy {
  title: string;
  phone: { title: string; text: string };
  email: { title: string; text: string };
  office: { title: string; text: string; hours: string };
}

export interface GermanContactCopy {
  variant: "de";
  heroFormButton: string;
  heroEmailButton: string;
  form: ContactFormCopy;
  info: {
    title: string;
    emailLabel: string;
    phoneLabel: string;
    phoneNote: string;
    areaLabel: string;
    areaValue: string;
    areaNote: string;
    hoursLabel: string;
    hoursValue: string;
    addressLabel: string;
  };
  emergency: { title: string; text: string; button: string; subject: string };
  regions: { title: string; intro: string; note: string };
  cta: { title: string; text: string; faqButton: string; quoteButton: string };
}

export interface ServiceCardCopy {
  title: string;
  description: string;
  benefits: string[];
  /** A page path, or "#id" for a section of the contact page itself. */
  link: string;
  linkLabel: string;
}

export interface RegionalContactCopy {
  variant: "regional";
  callButton: string;
  emailButton: string;
  cards: ContactCardsCopy;
  form: ContactFormCopy;
  area: { title: string; intro: string; regions: { name: string; cities: readonly string[] }[] };
  services: { title: string; intro: string; items: ServiceCardCopy[] };
  reasons: { title: string; items: { title: string; description: string }[] };
  faqTitle: string;
  faq: FaqItem[];
  cta: { title: string; text: string };
}

export interface EnglishContactCopy {
  variant: "en";
  callButton: string;
  emailButton: string;
  cards: ContactCardsCopy;
  tips: { title: string; intro: string; items: string[] };
  cta: { title: string; text: string };
}

export type ContactCopy = GermanContactCopy | RegionalContactCopy | EnglishContactCopy;
