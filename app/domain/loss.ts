/**
 * Loss calculators (spec 9). Pure: no React, no I/O. Money is returned unrounded;
 * the pages format whole francs with formatChf(x, 0).
 */

/**
 * Assumptions the spec leaves open, chosen to match the home calculator
 * (docs/decisions/020-loss-article-and-calculator.md).
 */
export const YIELD_KWH_PER_KWP = 1000;
export const SYSTEM_COST_CHF_PER_KWP = 1500;
export const DEFAULT_TARIFF_CHF_PER_KWH = 0.08;
export const DEFAULT_KWP = 50;
/** Service life used for yearly wear (home calculator: plant cost / 25 x 7 / 10). */
const SERVICE_LIFE_YEARS = 25;

export type LocationTypeId = "wohngebiet" | "landwirtschaft" | "gewerbe" | "verkehr";

/** Home calculator location types with their pollution percentage. */
export const homeLocationPollution: Record<LocationTypeId, number> = {
  wohngebiet: 3,
  landwirtschaft: 8,
  gewerbe: 6,
  verkehr: 10,
};

/** A number field's value: anything non-numeric or empty counts as 0 (spec 5). */
export function parseKwp(input: string | number | null | undefined): number {
  const value = typeof input === "number" ? input : Number.parseFloat(String(input ?? "").replace(",", "."));
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** Yearly wear of a plant: plant cost / 25 years x 7 / 10 (spec 9). */
export function yearlyWear(plantCost: number): number {
  return ((plantCost / SERVICE_LIFE_YEARS) * 7) / 10;
}

export interface HomeLossResult {
  revenueLoss: number;
  plantCost: number;
  wearCost: number;
  damagePercent: number;
  damageCost: number;
  total: number;
}

/** Home page loss calculator (spec 9). */
export function homeLoss(kwp: number, location: LocationTypeId, rate = DEFAULT_TARIFF_CHF_PER_KWH): HomeLossResult {
  const pollution = homeLocationPollution[location];
  const revenueLoss = (kwp * YIELD_KWH_PER_KWP * rate * pollution) / 100;
  const plantCost = kwp * SYSTEM_COST_CHF_PER_KWP;
  const wearCost = yearlyWear(plantCost);
  const damagePercent = Math.min(pollution * 0.8, 6);
  const damageCost = ((plantCost * damagePercent) / 100) * 0.1;
  return { revenueLoss, plantCost, wearCost, damagePercent, damageCost, total: revenueLoss + wearCost + damageCost };
}

/** Loss page (/verlustrechner) soiling slider limits (spec 5). */
export const SOILING_MIN = 15;
export const SOILING_MAX = 90;
export const SOILING_STEP = 5;

export interface LossPageResult {
  /** Target yield per year in kWh (gesamtertrag). */
  gesamtertrag: number;
  /** Yield lost to soiling in kWh (verlustKwh). */
  verlustKwh: number;
  /** Soiling loss in CHF (verlustFranken). */
  verlustFranken: number;
  verschmutzungsProzent: number;
  /** System value in CHF (anlagenkosten). */
  anlagenkosten: number;
  /** Damage rate in percent: min(soiling x 0.15, 8). */
  schadensrate: number;
  /** Damage costs in CHF (gesamteSchaedenskosten). */
  gesamteSchaedenskosten: number;
  /** Yearly total loss in CHF (gesamtverlust). */
  gesamtverlust: number;
}

/**
 * Loss page calculator (spec 9): lost kWh = target yield x soiling / 100; damage
 * rate = min(soiling x 0.15, 8) %; damage cost = base amount + system cost x rate
 * / 100 x 0.08, where the base amount (left open by the spec) is the plant's
 * yearly wear as in the home calculator; total = soiling loss + damage cost.
 */
export function lossPage(input: { kwp: number; tariff: number; soilingPercent: number }): LossPageResult {
  const kwp = Math.max(0, input.kwp);
  const tariff = Math.max(0, input.tariff);
  const soiling = Math.min(Math.max(input.soilingPercent, 0), 100);
  const gesamtertrag = kwp * YIELD_KWH_PER_KWP;
  const verlustKwh = (gesamtertrag * soiling) / 100;
  const verlustFranken = verlustKwh * tariff;
  const anlagenkosten = kwp * SYSTEM_COST_CHF_PER_KWP;
  const schadensrate = Math.min(soiling * 0.15, 8);
  const gesamteSchaedenskosten = yearlyWear(anlagenkosten) + ((anlagenkosten * schadensrate) / 100) * 0.08;
  return {
    gesamtertrag,
    verlustKwh,
    verlustFranken,
    verschmutzungsProzent: soiling,
    anlagenkosten,
    schadensrate,
    gesamteSchaedenskosten,
    gesamtverlust: verlustFranken + gesamteSchaedenskosten,
  };
}
