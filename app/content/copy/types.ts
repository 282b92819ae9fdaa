/**
 * Page copy per language. Until the content issues give each page its full
 * sections, every page shows its heading and an introduction from here; title and
 * description feed the meta tags. `faq` feeds the FAQ list and FAQPage data.
 */
export interface FaqItem {
  question: string;
  answer: string;
}

export interface PageCopy {
  /** <title>, without the company name (the layout appends it). Unique per page. */
  title: string;
  /** Meta description, 120-160 characters. */
  description: string;
  /** The visible h1. */
  heading: string;
  /** One or two paragraphs of real introduction. */
  intro: string[];
  faq?: FaqItem[];
}

export type LocalizedPageKind = "home" | "contact" | "solar" | "greenRoof" | "prices" | "about" | "blog" | "faq";
export type GermanOnlyPageKind =
  "roofCleaning" | "gutterCleaning" | "b2b" | "lossCalculator" | "certificates" | "leads" | "imprint" | "privacy";

export type LocalizedCopy = Record<LocalizedPageKind, PageCopy>;
export type GermanCopy = LocalizedCopy & Record<GermanOnlyPageKind, PageCopy>;

/** Blog article meta and introduction (the full article body is a later issue). */
export interface ArticleCopy {
  title: string;
  description: string;
  excerpt: string;
  author: string;
  /** ISO date, e.g. "2025-03-14". */
  date: string;
  readTimeMinutes: number;
  category: string;
  tags: string[];
  intro: string[];
}
