import type { Block } from "../rich-text";
import type { HeroCopy, PageContent } from "../pages/types";

/**
 * The legal pages /impressum and /datenschutz (German only), written as Markdown in app/content/legal/<page>/de.md.
 * Company identity is configuration, so texts (hero included) use placeholders that the page
 * fills in: {companyName} {street} {postcode} {city} {uid} {email} {phone}.
 */
export interface LegalSection {
  heading: string;
  blocks: Block[];
}

export interface LegalContent extends PageContent {
  hero: HeroCopy;
  /** ISO date of the last revision, shown after `updatedLabel` ("Stand"). */
  updated: string;
  updatedLabel: string;
  /** A table of contents above the sections, with its label ("Inhalt"); the imprint has none. */
  toc?: { label: string };
  sections: LegalSection[];
}
