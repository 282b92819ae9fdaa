import { VAT_RATE } from "./pricing";

/**
 * Roof price widget (spec 4 and 9): total = area x CHF 11 per m², no travel cost,
 * area slider 50-500 m² in steps of 5, starting at 100 m². Pure; no React.
 */

export const ROOF_PRICE_PER_M2 = 11;
export const TRAVEL_COST = 0;
export const AREA_MIN = 50;
export const AREA_MAX = 500;
export const AREA_STEP = 5;
export const AREA_INITIAL = 100;

/** Rule of thumb for the area of a usual gable roof: the house's footprint, overhang included, times 1.2 to 1.4. */
export const GABLE_ROOF_AREA_FACTOR = { min: 1.2, max: 1.4 } as const;

/**
 * Roof areas of the three price examples (spec 9); 650 m² lies above the slider's maximum on purpose.
 * The spec lists "280 m² = CHF 3'360", which is 280 x 12; at the spec's CHF 11 per m² (the rule the
 * widget applies right beside the examples) 280 m² cost CHF 3'080, so every total is computed here.
 */
export const ROOF_EXAMPLE_AREAS = [120, 280, 650] as const;

export interface RoofPrice {
  /** The area actually priced: clamped to 50-500 m² and snapped to the 5 m² step. */
  area: number;
  pricePerM2: number;
  travelCost: number;
  /** CHF, rounded to the rappen at the end. */
  total: number;
}

/** Round money to 0.01 at the end of a calculation (DESIGN "Money and numbers"). */
function roundMoney(amount: number): number {
  return Math.round(Number((amount * 100).toFixed(6))) / 100;
}

/** Unclamped total for any roof area: area x CHF 11 plus the (zero) travel cost. Used by the price examples. */
export function roofTotal(area: number): number {
  return roundMoney(area * ROOF_PRICE_PER_M2 + TRAVEL_COST);
}

/** The same price with the VAT on top, as the solar quote counts it: the total rounded, the VAT the difference. */
export function roofTotalWithVat(area: number): { net: number; vat: number; total: number } {
  const net = roofTotal(area);
  const total = roundMoney(net * (1 + VAT_RATE));
  return { net, vat: roundMoney(total - net), total };
}

/** The slider's area: clamped to the range and snapped to the nearest step; anything non-numeric counts as the minimum. */
export function clampArea(area: number): number {
  if (!Number.isFinite(area)) return AREA_MIN;
  const snapped = AREA_MIN + Math.round((area - AREA_MIN) / AREA_STEP) * AREA_STEP;
  return Math.min(AREA_MAX, Math.max(AREA_MIN, snapped));
}

/** Price of the widget for a slider value: clamps and snaps the area first. */
export function roofPrice(area: number): RoofPrice {
  const priced = clampArea(area);
  return { area: priced, pricePerM2: ROOF_PRICE_PER_M2, travelCost: TRAVEL_COST, total: roofTotal(priced) };
}

/** The three price examples with their totals: 120 m² = CHF 1'320, 280 m² = CHF 3'080, 650 m² = CHF 7'150. */
export function roofExamples(): { area: number; total: number }[] {
  return ROOF_EXAMPLE_AREAS.map((area) => ({ area, total: roofTotal(area) }));
}
