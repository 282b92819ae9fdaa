import type { Block } from "../rich-text";

/**
 * A legal page. Company identity is configuration, so texts use placeholders that
 * the page fills in: {companyName} {street} {postcode} {city} {uid} {email} {phone}.
 */
export interface LegalSection {
  heading: string;
  blocks: Block[];
}

export interface LegalPage {
  /** ISO date of the last revision. */
  updated: string;
  sections: LegalSection[];
}
