import { imprintDe } from "./imprint-de";
import { privacyDe } from "./privacy-de";
import type { LegalContent } from "./types";

export type { LegalContent } from "./types";

/** German only: the legal pages have no French, Italian or English version. */
export const imprintContent: Record<"de", LegalContent> = { de: imprintDe };
export const privacyContent: Record<"de", LegalContent> = { de: privacyDe };
