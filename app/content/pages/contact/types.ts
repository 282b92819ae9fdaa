import type { CtaCopy, FaqCopy, HeroCopy, LinkCopy, PageContent } from "../types";

/**
 * The contact page (spec 2) in every language, one shape per kind of page: the German page
 * around the contact form, the French and Italian pages (contact cards, form, service area,
 * services, reasons, FAQ) and the English page (contact cards, no form). Company phone,
 * e-mail and address are not here: they are configuration.
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

export interface GermanContactContent extends PageContent {
  variant: "de";
  hero: HeroCopy;
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
  cta: CtaCopy & { faqButton: LinkCopy; quoteButton: LinkCopy };
}

/** A link to another page, or to a section of the contact page itself (`anchor`, e.g. the form). */
export type ServiceLink = LinkCopy | { label: string; anchor: string };

export interface ServiceCardCopy {
  title: string;
  description: string;
  benefits: string[];
  link: ServiceLink;
}

export interface RegionalContactContent extends PageContent {
  variant: "regional";
  hero: HeroCopy;
  callButton: string;
  emailButton: string;
  cards: ContactCardsCopy;
  form: ContactFormCopy;
  area: { title: string; intro: string; regions: { name: string; cities: readonly string[] }[] };
  services: { title: string; intro: string; items: ServiceCardCopy[] };
  reasons: { title: string; items: { title: string; description: string }[] };
  faq: FaqCopy;
  cta: CtaCopy;
}

export interface EnglishContactContent extends PageContent {
  variant: "en";
  hero: HeroCopy;
  callButton: string;
  emailButton: string;
  cards: ContactCardsCopy;
  tips: { title: string; intro: string; items: string[] };
  cta: CtaCopy;
}

export type ContactContent = GermanContactContent | RegionalContactContent | EnglishContactContent;
