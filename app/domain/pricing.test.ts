import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  areaUnits,
  cleaningAreaM2,
  computeQuote,
  FIXED_COST_CHF,
  M2_PER_UNIT,
  pricePerM2,
  PRICE_TIERS,
  roofTypes,
  roundChf,
  type AreaUnit,
  type RoofType,
} from "#app/domain/pricing";

/** Exact expected total, computed here from the rule in spec 9 without the module's helpers. */
function expectedTotal(areaM2: number, rate: number, roof: RoofType): number {
  const factor = { ziegeldach: 1, flachdach: 0.9, blechdach: 1.1 }[roof];
  return Math.round(Number(((388 + areaM2 * rate) * factor * 1.081 * 100).toFixed(6))) / 100;
}

describe("cleaning area", () => {
  it("converts each unit: kWp x 7 m², panel x 1.6 m², m² as is", () => {
    expect(cleaningAreaM2(120, "m2")).toBe(120);
    expect(cleaningAreaM2(10, "kwp")).toBe(70);
    expect(cleaningAreaM2(9.6, "kwp")).toBe(67.2);
    expect(cleaningAreaM2(25, "panel")).toBe(40);
    expect(cleaningAreaM2(1.1, "panel")).toBe(1.76);
    expect(M2_PER_UNIT).toEqual({ m2: 1, kwp: 7, panel: 1.6 });
  });
});

describe("price per m² at every tier boundary", () => {
  const rates = PRICE_TIERS.map((t) => [t.upToM2, t.chfPerM2] as const);

  it("has the tiers of spec 9", () => {
    expect(rates).toEqual([
      [100, 3],
      [200, 2.7],
      [300, 2.5],
      [500, 2.1],
      [700, 1.7],
      [1000, 1.3],
      [2000, 1],
      [5000, 0.85],
    ]);
  });

  it.each([
    [0.5, 3],
    [100, 3],
    [100.01, 2.7],
    [200, 2.7],
    [200.01, 2.5],
    [300, 2.5],
    [300.01, 2.1],
    [500, 2.1],
    [500.01, 1.7],
    [700, 1.7],
    [700.01, 1.3],
    [1000, 1.3],
    [1000.01, 1],
    [2000, 1],
    [2000.01, 0.85],
    [5000, 0.85],
    [5000.01, 0.85],
    [35000, 0.85],
  ])("%s m² costs CHF %s per m²", (area, rate) => {
    expect(pricePerM2(area)).toBe(rate);
  });

  // Each unit at each boundary and just above it: the tier follows the cleaning area, not the size.
  const cases = areaUnits.flatMap((unit) =>
    PRICE_TIERS.flatMap((tier, i) => {
      const next = PRICE_TIERS[i + 1]?.chfPerM2 ?? tier.chfPerM2;
      const atBoundary = tier.upToM2 / M2_PER_UNIT[unit];
      return [
        { unit, size: atBoundary, area: tier.upToM2, rate: tier.chfPerM2 },
        { unit, size: atBoundary + 0.01, area: tier.upToM2 + 0.01 * M2_PER_UNIT[unit], rate: next },
      ];
    }),
  );
  it.each(cases)("$size $unit ($area m²) costs CHF $rate per m²", ({ unit, size, area, rate }) => {
    const quote = computeQuote({ size, unit, roofType: "ziegeldach" });
    expect(quote.areaM2).toBeCloseTo(area, 9);
    expect(quote.pricePerM2).toBe(rate);
    expect(quote.total).toBe(expectedTotal(quote.areaM2, rate, "ziegeldach"));
  });
});

describe("computeQuote", () => {
  it("adds the fixed cost, applies the roof factor to the net and adds 8.1 % VAT (worked examples)", () => {
    expect(computeQuote({ size: 50, unit: "m2", roofType: "ziegeldach" })).toEqual({
      size: 50,
      unit: "m2",
      roofType: "ziegeldach",
      areaM2: 50,
      pricePerM2: 3,
      fixedCost: 388,
      areaCost: 150,
      subtotal: 538,
      roofFactor: 1,
      roofAdjustment: 0,
      net: 538,
      vatRate: 0.081,
      vat: 43.58, // 43.578
      total: 581.58, // 581.578
    });
    // 100 m² flat roof: (388 + 300) x 0.9 = 619.20; x 1.081 = 669.3552
    expect(computeQuote({ size: 100, unit: "m2", roofType: "flachdach" })).toMatchObject({
      subtotal: 688,
      roofAdjustment: -68.8,
      net: 619.2,
      vat: 50.16,
      total: 669.36,
    });
    // 10 kWp = 70 m² on a metal roof: (388 + 210) x 1.1 = 657.80; x 1.081 = 711.0818
    expect(computeQuote({ size: 10, unit: "kwp", roofType: "blechdach" })).toMatchObject({
      areaM2: 70,
      areaCost: 210,
      roofAdjustment: 59.8,
      net: 657.8,
      vat: 53.28,
      total: 711.08,
    });
    // 200 panels = 320 m² at CHF 2.10: 388 + 672 = 1060; x 1.081 = 1145.86
    expect(computeQuote({ size: 200, unit: "panel", roofType: "ziegeldach" })).toMatchObject({
      areaM2: 320,
      pricePerM2: 2.1,
      areaCost: 672,
      net: 1060,
      vat: 85.86,
      total: 1145.86,
    });
    // 5000 kWp = 35'000 m², above the last tier: still CHF 0.85; (388 + 29'750) x 1.1 x 1.081 = 35'837.0958
    expect(computeQuote({ size: 5000, unit: "kwp", roofType: "blechdach" })).toMatchObject({
      areaM2: 35000,
      pricePerM2: 0.85,
      areaCost: 29750,
      net: 33151.8,
      total: 35837.1,
    });
  });

  it("rounds only at the end: 0.3 m² on a flat roof", () => {
    // (388 + 0.9) x 0.9 = 350.01 exactly; x 1.081 = 378.36081
    const quote = computeQuote({ size: 0.3, unit: "m2", roofType: "flachdach" });
    expect(quote).toMatchObject({ areaCost: 0.9, subtotal: 388.9, net: 350.01, total: 378.36 });
  });

  const units: AreaUnit[] = [...areaUnits];
  const roofs: RoofType[] = [...roofTypes];
  it.each(units.flatMap((unit) => roofs.map((roofType) => ({ unit, roofType }))))(
    "prices every unit on every roof type: $unit on $roofType",
    ({ unit, roofType }) => {
      const size = 40;
      const quote = computeQuote({ size, unit, roofType });
      const area = size * M2_PER_UNIT[unit];
      expect(quote.areaM2).toBeCloseTo(area, 9);
      expect(quote.roofFactor).toBe({ ziegeldach: 1, flachdach: 0.9, blechdach: 1.1 }[roofType]);
      expect(quote.total).toBe(expectedTotal(area, pricePerM2(area), roofType));
    },
  );

  it("starts at the fixed cost of CHF 388 before roof factor and VAT", () => {
    expect(computeQuote({ size: 0.01, unit: "m2", roofType: "ziegeldach" }).net).toBe(388.03);
    expect(FIXED_COST_CHF).toBe(388);
  });

  it("printed lines always add up, and every amount is whole rappen (property)", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.01, max: 5000, noNaN: true, noDefaultInfinity: true }),
        fc.constantFrom(...units),
        fc.constantFrom(...roofs),
        (size, unit, roofType) => {
          const q = computeQuote({ size, unit, roofType });
          const cents = (v: number) => Math.round(v * 100);
          for (const v of [q.areaCost, q.subtotal, q.roofAdjustment, q.net, q.vat, q.total]) {
            expect(Math.abs(v * 100 - cents(v))).toBeLessThan(1e-6);
          }
          expect(cents(q.fixedCost) + cents(q.areaCost)).toBe(cents(q.subtotal));
          expect(cents(q.subtotal) + cents(q.roofAdjustment)).toBe(cents(q.net));
          expect(cents(q.net) + cents(q.vat)).toBe(cents(q.total));
          // The VAT line is 8.1 % of the net to within a rappen.
          expect(Math.abs(cents(q.vat) - cents(roundChf(q.net * 0.081)))).toBeLessThanOrEqual(1);
          expect(q.total).toBe(expectedTotal(q.areaM2, q.pricePerM2, roofType));
        },
      ),
    );
  });
});

describe("roundChf", () => {
  it("rounds half a rappen away from zero despite binary floating point", () => {
    expect(roundChf(1.005)).toBe(1.01);
    expect(roundChf(2.675)).toBe(2.68);
    expect(roundChf(581.578)).toBe(581.58);
    expect(roundChf(-68.8)).toBe(-68.8);
    expect(roundChf(-0.001)).toBe(0);
    expect(Object.is(roundChf(-0.001), 0)).toBe(true);
  });
});
