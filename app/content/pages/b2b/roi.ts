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

/**
 * The three examples of the business page: a logistics centre by the motorway, a residential estate of a property
 * manager in Zurich, a farm in the Fricktal. The page and the assistant's card count from the same figures.
 */
export const roiExampleFigures = {
  logistics: { areaM2: 3500, kWp: 500, lossPercent: 18, recoveredKwh: 90000, valuePerKwh: 0.19, costChf: 3600 },
  residential: { areaM2: 1400, kWp: 200, lossPercent: 15, recoveredKwh: 30000, valuePerKwh: 0.2, costChf: 2000 },
  farm: { areaM2: 2000, kWp: 280, lossPercent: 24, recoveredKwh: 67200, valuePerKwh: 0.19, costChf: 2400 },
} as const satisfies Record<string, RoiFigures>;
