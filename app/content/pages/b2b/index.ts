import { b2bDe } from "./de";
import type { B2bContent } from "./types";

export type { B2bContent } from "./types";

/** German only: the page has no French, Italian or English version. */
export const b2bContent: Record<"de", B2bContent> = { de: b2bDe };
