import type { PageKind } from "../page-kinds";

/**
 * Building blocks shared by the page content of every page kind
 * (`app/content/pages/<kind>/types.ts` composes them). No literal types: every
 * language file `satisfies` its kind's interface, so a missing section or key in
 * any language fails the typecheck.
 */

/** Pages that content may link to: a fixed page kind, a city page or a blog article. */
export type PageKey = Exclude<PageKind, "city" | "blogPost"> | `city:${string}` | `blog:${string}`;

/**
 * A link names a page and, optionally, a section of it (a language-neutral anchor id);
 * the route table turns it into the path of the visitor's language.
 * In rich text the same is written `[label](page:prices#calculator)`.
 */
export interface PageRef {
  page: PageKey;
  section?: string;
}

export interface LinkCopy {
  label: string;
  to: PageRef;
}

export interface PageMeta {
  /** <title> without the company name (the layout appends it). Unique per page and language. */
  title: string;
  /** Meta description, 120-160 characters. */
  description: string;
  /** schema.org Service type of a service page, in the page's language ("Nettoyage photovoltaïque"). */
  serviceType?: string;
}

export interface HeroCopy {
  /** The visible h1. */
  heading: string;
  /** One or two paragraphs of introduction. */
  intro: string[];
}

export interface FaqItem {
  question: string;
  /** Plain text; may hold `[label](page:…)` links. */
  answer: string;
}

export interface FaqCopy {
  title: string;
  items: FaqItem[];
}

/** What every page's content has; the FAQPage structured data is built from `faq.items`. */
export interface PageContent {
  meta: PageMeta;
  hero: HeroCopy;
  faq?: FaqCopy;
}

export interface TitledText {
  title: string;
  text: string;
}

/** A card with a short visual mark ("↑", "1", "Fr."), as FeatureGrid renders it. */
export interface MarkedCard extends TitledText {
  mark: string;
}

export interface CtaCopy {
  title: string;
  text: string;
}
