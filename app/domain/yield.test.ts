import { describe, expect, it } from "vitest";
import { environmentSoiling, environments, lossRate, parseNumber, yieldLoss } from "#app/domain/yield";

describe("yield calculator (spec 9)", () => {
  it("uses the loss-rate tiers at their thresholds", () => {
    expect(lossRate(0)).toBe(0.01);
    expect(lossRate(39)).toBe(0.01);
    expect(lossRate(40)).toBe(0.02);
    expect(lossRate(59)).toBe(0.02);
    expect(lossRate(60)).toBe(0.035);
    expect(lossRate(69)).toBe(0.035);
    expect(lossRate(70)).toBe(0.05);
    expect(lossRate(100)).toBe(0.05);
  });

  it("has the spec's soiling per environment", () => {
    expect(environmentSoiling).toEqual({
      freiflaeche: 30,
      wohngebiet: 40,
      landwirtschaft: 65,
      gewerbe: 55,
      verkehr: 70,
    });
  });

  it("computes the default case: 50 kW at CHF 0.08 in a residential area", () => {
    const result = yieldLoss(50, 0.08, "wohngebiet");
    // One yield per kWp on the site: 1'000 kWh (docs/decisions/087-one-yield-per-kwp.md).
    expect(result.energyKwh).toBe(50_000);
    expect(result.lossRate).toBe(0.02);
    expect(result.lostKwh).toBeCloseTo(1_000, 9);
    expect(result.lostChf).toBeCloseTo(80, 9);
    expect(result.lostChfFiveYears).toBeCloseTo(400, 9);
  });

  it("grows with the environment's soiling", () => {
    const losses = environments.map((env) => yieldLoss(100, 0.1, env).lostChf);
    expect(losses).toEqual([100, 200, 350, 200, 500].map((v) => expect.closeTo(v, 9) as unknown as number));
  });

  it("counts missing or negative inputs as 0", () => {
    expect(yieldLoss(Number.NaN, 0.08, "verkehr").lostChf).toBe(0);
    expect(yieldLoss(50, -1, "verkehr").lostChf).toBe(0);
    expect(parseNumber("")).toBe(0);
    expect(parseNumber("abc")).toBe(0);
    expect(parseNumber("0,12")).toBe(0.12);
    expect(parseNumber("50")).toBe(50);
  });
});
