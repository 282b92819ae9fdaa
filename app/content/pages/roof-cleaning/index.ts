import { roofCleaningDe } from "./de";
import type { RoofCleaningContent } from "./types";

export type { RoofCleaningContent } from "./types";

/** German only: the page has no French, Italian or English version. */
export const roofCleaningContent: Record<"de", RoofCleaningContent> = { de: roofCleaningDe };
