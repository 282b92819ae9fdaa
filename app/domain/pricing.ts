/**
 * Instant-quote pricing (spec 9 "Instant quote"): the single source of the tiers,
 * roof factors and VAT, shared by the calculator, POST /api/offer (which always
 * recomputes), the offer PDF and the assistant. Pure: no React, no I/O.
 *
 * net   = (fixed cost CHF 388 + cleaning area x rate of its tier) x roof factor
 * total = net + 8.1 % VAT
 *
 * Every amount is computed unrounded; money is rounded to 0.01 only at the end
 * (DESIGN "Money and numbers").
 */

export const areaUnits = ["m2", "kwp", "panel"] as const;
export type AreaUnit = (typeof areaUnits)[number];

export const roofTypes = ["ziegeldach", "flachdach", "blechdach"] as const;
export type RoofType = (typeof roofTypes)[number];

/** Cleaning area per unit of size: 1 kWp = 7 m², 1 panel = 1.6 m², m² as is. */
export const M2_PER_UNIT: Record<AreaUnit, number> = { m2: 1, kwp: 7, panel: 1.6 };

/** Fixed cost of every cleaning (CHF, before roof factor and VAT). */
export const FIXED_COST_CHF = 388;

/** Roof factor applied to the net (fixed cost plus area cost). */
export const ROOF_FACTORS: Record<RoofType, number> = { ziegeldach: 1, flachdach: 0.9, blechdach: 1.1 };

/** Swiss VAT rate added to the net. */
export const VAT_RATE = 0.081;

/** Largest size the calculator accepts, in any unit (spec 5: size input 1 to 5000). */
export const MAX_SIZE = 5000;

/**
 * CHF per m² by cleaning area: a tier applies up to and including its upper
 * bound ("up to 100 m²: 3.00, over 100 up to 200: 2.70", ...). Above the last
 * bound the last rate still applies.
 */
export const PRICE_TIERS: readonly { upToM2: number; chfPerM2: number }[] = [
  { upToM2: 100, chfPerM2: 3 },
  { upToM2: 200, chfPerM2: 2.7 },
  { upToM2: 300, chfPerM2: 2.5 },
  { upToM2: 500, chfPerM2: 2.1 },
  { upToM2: 700, chfPerM2: 1.7 },
  { upToM2: 1000, chfPerM2: 1.3 },
  { upToM2: 2000, chfPerM2: 1 },
  { upToM2: 5000, chfPerM2: 0.85 },
];

/** Clears binary floating-point noise (1.1 x 1.6 = 1.7600000000000002) without rounding a real value. */
function clean(value: number): number {
  return Number(value.toFixed(9));
}

/** Round money to the rappen, half away from zero, robust against 1.005 * 100 = 100.49999999999999. */
export function roundChf(amount: number): number {
  const cents = Math.round(Number((Math.abs(amount) * 100).toFixed(6)));
  return (Math.sign(amount) * cents) / 100 || 0;
}

/** The cleaning area in m² for a size in its unit. */
export function cleaningAreaM2(size: number, unit: AreaUnit): number {
  return clean(size * M2_PER_UNIT[unit]);
}

/** CHF per m² for a cleaning area (the tier the area falls in). */
export function pricePerM2(areaM2: number): number {
  for (const tier of PRICE_TIERS) if (areaM2 <= tier.upToM2) return tier.chfPerM2;
  return PRICE_TIERS[PRICE_TIERS.length - 1]!.chfPerM2;
}

/** The tier an area falls in: its rate and its band ("over 300 up to 500 m²"); the first has no lower bound, the last no upper. */
export function priceTierAt(areaM2: number): { overM2?: number; upToM2?: number; chfPerM2: number } {
  const index = PRICE_TIERS.findIndex((tier) => areaM2 <= tier.upToM2);
  const last = PRICE_TIERS.length - 1;
  const at = index === -1 ? last : index;
  return {
    overM2: at === 0 ? undefined : PRICE_TIERS[at - 1]!.upToM2,
    upToM2: at === last ? undefined : PRICE_TIERS[at]!.upToM2,
    chfPerM2: PRICE_TIERS[at]!.chfPerM2,
  };
}

export interface QuoteInput {
  /** The size as entered, in `unit`. */
  size: number;
  unit: AreaUnit;
  roofType: RoofType;
}

/**
 * A computed quote. The amounts are rounded to 0.01 at the end of the
 * calculation, and chosen so that the printed lines always add up:
 * fixedCost + areaCost = subtotal, subtotal + roofAdjustment = net,
 * net + vat = total, where net and total are the exact results rounded.
 */
export interface Quote {
  size: number;
  unit: AreaUnit;
  roofType: RoofType;
  /** Cleaning area in m² (size x m² per unit). */
  areaM2: number;
  /** CHF per m² of the area's tier. */
  pricePerM2: number;
  fixedCost: number;
  /** Cleaning area x rate. */
  areaCost: number;
  /** Fixed cost plus area cost, before the roof factor. */
  subtotal: number;
  roofFactor: number;
  /** What the roof factor adds (blechdach) or takes off (flachdach); 0 for ziegeldach. */
  roofAdjustment: number;
  /** Net amount excluding VAT: subtotal x roof factor. */
  net: number;
  vatRate: number;
  vat: number;
  /** Total including VAT. */
  total: number;
}

export function computeQuote(input: QuoteInput): Quote {
  const areaM2 = cleaningAreaM2(input.size, input.unit);
  const rate = pricePerM2(areaM2);
  const roofFactor = ROOF_FACTORS[input.roofType];

  const exactAreaCost = areaM2 * rate;
  const exactSubtotal = FIXED_COST_CHF + exactAreaCost;
  const exactNet = exactSubtotal * roofFactor;
  const exactTotal = exactNet * (1 + VAT_RATE);

  // Rounded once, at the end. The fixed cost is whole francs, so subtotal = fixed + area cost exactly.
  const areaCost = roundChf(exactAreaCost);
  const subtotal = roundChf(FIXED_COST_CHF + areaCost);
  const net = roundChf(exactNet);
  const total = roundChf(exactTotal);
  return {
    size: input.size,
    unit: input.unit,
    roofType: input.roofType,
    areaM2,
    pricePerM2: rate,
    fixedCost: FIXED_COST_CHF,
    areaCost,
    subtotal,
    roofFactor,
    roofAdjustment: roundChf(net - subtotal),
    net,
    vatRate: VAT_RATE,
    vat: roundChf(total - net),
    total,
  };
}
