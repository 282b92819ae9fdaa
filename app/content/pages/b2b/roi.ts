/** B2B constants (spec 9). */
export const b2bFacts = {
  minAreaM2: 100,
  volumeDiscountFromProperties: 3,
  maxYieldLossPercent: 30,
  maxYieldLossZurichPercent: 25,
} as const;

/**
 * Figures behind an ROI example. ROI is the yearly net gain over the yearly cleaning cost:
 * (recovered kWh x value per kWh - cost) / cost.
 */
export interface RoiFigures {
  areaM2: number;
  kWp: number;
  lossPercent: number;
  recoveredKwh: number;
  /** What a kWh is worth to the customer (own consumption saves the grid price), CHF. */
  valuePerKwh: number;
  /** Yearly cleaning cost under the contract, CHF. */
  costChf: number;
}

export function yearlyGainChf(f: RoiFigures): number {
  return Math.round(f.recoveredKwh * f.valuePerKwh * 100) / 100;
}

/** Return on investment in whole percent. */
export function roiPercent(f: RoiFigures): number {
  return Math.round(((yearlyGainChf(f) - f.costChf) / f.costChf) * 100);
}
