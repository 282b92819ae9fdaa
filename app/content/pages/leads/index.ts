import { leadsDe } from "./de";
import type { LeadsContent } from "./types";

export type { LeadsContent } from "./types";

/** German only: the page has no French, Italian or English version. */
export const leadsContent: Record<"de", LeadsContent> = { de: leadsDe };
