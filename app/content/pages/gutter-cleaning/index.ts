import { gutterCleaningDe } from "./de";
import type { GutterCleaningContent } from "./types";

export type { GutterCleaningContent } from "./types";

/** German only: the page has no French, Italian or English version. */
export const gutterCleaningContent: Record<"de", GutterCleaningContent> = { de: gutterCleaningDe };
