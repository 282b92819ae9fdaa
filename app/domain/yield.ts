import { YIELD_KWH_PER_KWP } from "./loss";

/**
 * Yield calculator (spec 9): what soiling costs a system per year, by the
 * environment it stands in. Pure: no React, no I/O; money unrounded.
 *
 * The spec gives the soiling index per environment and the loss-rate tiers (1 % base, 2 % from 40,
 * 3.5 % from 60, 5 % from 70); it shows no further tiers, so 5 % is the top rate. We complete it as:
 * lost kWh = energy x loss rate, lost francs = lost kWh x price
 * (docs/decisions/032-yield-calculator.md). The spec's energy = size x 1500 is the one figure it states
 * differently from the loss calculators' 1'000 kWh per kWp; the site states one yield per kWp, 1'000
 * (docs/decisions/087-one-yield-per-kwp.md).
 */
export const YIELD_KWH_PER_KW = YIELD_KWH_PER_KWP;
export const DEFAULT_SIZE_KW = 50;
export const DEFAULT_PRICE_CHF_PER_KWH = 0.08;

export const environments = ["freiflaeche", "wohngebiet", "landwirtschaft", "gewerbe", "verkehr"] as const;
export type EnvironmentId = (typeof environments)[number];
export const DEFAULT_ENVIRONMENT: EnvironmentId = "wohngebiet";

export const environmentSoiling: Record<EnvironmentId, number> = {
  freiflaeche: 30,
  wohngebiet: 40,
  landwirtschaft: 65,
  gewerbe: 55,
  verkehr: 70,
};

/** Loss-rate tiers, highest threshold first (the page's note states them). */
export const lossRateTiers: readonly { fromSoiling: number; rate: number }[] = [
  { fromSoiling: 70, rate: 0.05 },
  { fromSoiling: 60, rate: 0.035 },
  { fromSoiling: 40, rate: 0.02 },
  { fromSoiling: 0, rate: 0.01 },
];

export function lossRate(soilingPercent: number): number {
  return lossRateTiers.find((tier) => soilingPercent >= tier.fromSoiling)?.rate ?? 0.01;
}

export interface YieldResult {
  energyKwh: number;
  soilingPercent: number;
  lossRate: number;
  lostKwh: number;
  lostChf: number;
  /** Five years of the same loss: what a cleaning every 1-2 years is weighed against. */
  lostChfFiveYears: number;
}

/** Sizes and prices below zero or not numbers count as 0 (as in the other calculators). */
export function yieldLoss(sizeKw: number, priceChfPerKwh: number, environment: EnvironmentId): YieldResult {
  const size = Number.isFinite(sizeKw) && sizeKw > 0 ? sizeKw : 0;
  const price = Number.isFinite(priceChfPerKwh) && priceChfPerKwh > 0 ? priceChfPerKwh : 0;
  const energyKwh = size * YIELD_KWH_PER_KW;
  const soilingPercent = environmentSoiling[environment];
  const rate = lossRate(soilingPercent);
  const lostKwh = energyKwh * rate;
  const lostChf = lostKwh * price;
  return { energyKwh, soilingPercent, lossRate: rate, lostKwh, lostChf, lostChfFiveYears: lostChf * 5 };
}

/** A number field's text: comma or point as decimal mark; anything else counts as 0. */
export function parseNumber(input: string): number {
  const value = Number.parseFloat(input.replace(",", "."));
  return Number.isFinite(value) && value > 0 ? value : 0;
}
