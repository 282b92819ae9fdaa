import type { CtaCopy, HeroCopy, LinkCopy, PageContent, TitledText } from "../types";

/**
 * /zertifikate (German only, spec 2): six certificate cards, a quality promise of six items,
 * legal safety, sustainability, and links to the prices and contact pages. No registration or
 * policy numbers are stated: they are given on request with the documents themselves.
 */

/** Certificate (spec 3): title, subtitle, description, highlight flag. */
export interface Certificate {
  title: string;
  subtitle: string;
  description: string;
  /** Shown larger, with the seal: the solar academy certification. */
  highlight: boolean;
  /** What the certificate covers, listed on the highlighted card. */
  scope?: string[];
}

/** Points whose text may hold {uid} (filled from configuration) and `[label](page:…)` links. */
export interface PointsSection {
  title: string;
  intro: string;
  points: TitledText[];
}

export interface CertificatesContent extends PageContent {
  hero: HeroCopy;
  cards: { title: string; intro: string; highlightBadge: string; items: Certificate[] };
  quality: { title: string; items: TitledText[] };
  legal: PointsSection;
  sustainability: PointsSection;
  cta: CtaCopy & { quoteButton: LinkCopy; contactButton: LinkCopy };
}
