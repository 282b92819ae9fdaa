import { describe, expect, it } from "vitest";
import { homeLoss, lossPage, parseKwp } from "#app/domain/loss";

describe("homeLoss (spec 9)", () => {
  it("computes the default 50 kWp near farming (8 %)", () => {
    const r = homeLoss(50, "landwirtschaft");
    expect(r.revenueLoss).toBeCloseTo(320); // 50 x 1000 x 0.08 x 8 / 100
    expect(r.plantCost).toBe(75000);
    expect(r.wearCost).toBeCloseTo(2100); // 75000 / 25 x 7 / 10
    expect(r.damagePercent).toBe(6); // min(6.4, 6)
    expect(r.damageCost).toBeCloseTo(450); // 75000 x 6 / 100 x 0.1
    expect(r.total).toBeCloseTo(2870);
  });

  it("uses the pollution of each location type", () => {
    expect(homeLoss(50, "wohngebiet").revenueLoss).toBeCloseTo(120);
    expect(homeLoss(50, "gewerbe").revenueLoss).toBeCloseTo(240);
    expect(homeLoss(50, "verkehr").revenueLoss).toBeCloseTo(400);
    expect(homeLoss(50, "wohngebiet").damagePercent).toBeCloseTo(2.4);
  });

  it("counts non-numeric or empty kWp as 0", () => {
    expect(parseKwp("")).toBe(0);
    expect(parseKwp("abc")).toBe(0);
    expect(parseKwp("12,5")).toBe(12.5);
    expect(homeLoss(parseKwp("x"), "verkehr").total).toBe(0);
  });
});

describe("lossPage (spec 9)", () => {
  it("computes every result for 50 kWp, CHF 0.08, 30 % soiling", () => {
    const r = lossPage({ kwp: 50, tariff: 0.08, soilingPercent: 30 });
    expect(r.gesamtertrag).toBe(50000);
    expect(r.verlustKwh).toBe(15000);
    expect(r.verlustFranken).toBeCloseTo(1200);
    expect(r.anlagenkosten).toBe(75000);
    expect(r.schadensrate).toBeCloseTo(4.5);
    expect(r.gesamteSchaedenskosten).toBeCloseTo(2100 + 270); // wear + 75000 x 4.5 % x 0.08
    expect(r.gesamtverlust).toBeCloseTo(3570);
  });

  it("caps the damage rate at 8 %", () => {
    expect(lossPage({ kwp: 10, tariff: 0.1, soilingPercent: 90 }).schadensrate).toBe(8);
    expect(lossPage({ kwp: 10, tariff: 0.1, soilingPercent: 50 }).schadensrate).toBe(7.5);
  });

  it("treats negative inputs as 0", () => {
    const r = lossPage({ kwp: -5, tariff: -1, soilingPercent: 20 });
    expect(r.gesamtverlust).toBe(0);
  });
});
