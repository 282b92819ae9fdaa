import { lossCalculatorDe } from "./de";
import type { LossCalculatorContent } from "./types";

export type { LossCalculatorContent } from "./types";

/** German only: the page has no French, Italian or English version. */
export const lossCalculatorContent: Record<"de", LossCalculatorContent> = { de: lossCalculatorDe };
