import { describe, expect, it } from "vitest";
import { environmentFor, findFrancsPerKwh, namesYieldCalculator } from "./yield-calculator";

describe("the solar page's yield calculator in a question", () => {
  it("is named by the calculator, its page or its index", () => {
    expect(namesYieldCalculator("Im Ertragsrechner habe ich 12 kWp eingegeben")).toBe(true);
    expect(namesYieldCalculator("Sur la page nettoyage solaire, 10 kWc")).toBe(true);
    expect(namesYieldCalculator("the soiling index says 55")).toBe(true);
    expect(namesYieldCalculator("Was verliere ich mit 12 kWp?")).toBe(false);
  });
  it("reads the price per kWh in centimes, in francs, or as typed into the field", () => {
    expect(findFrancsPerKwh("10 kWp, 12 Rappen")).toBeCloseTo(0.12);
    expect(findFrancsPerKwh("10 kWc, CHF 0.09 le kWh")).toBeCloseTo(0.09);
    expect(findFrancsPerKwh("I put 10 kWp, residential area, 0,07 - what loss?")).toBeCloseTo(0.07);
    expect(findFrancsPerKwh("10 kWp im Wohngebiet")).toBeUndefined();
  });
  it("takes open country from its own words, else the location found, else a residential area", () => {
    expect(environmentFor("10 kWp auf freiem Feld, Freifläche", undefined)).toBe("freiflaeche");
    expect(environmentFor("near a farm", "landwirtschaft")).toBe("landwirtschaft");
    expect(environmentFor("10 kWp", undefined)).toBe("wohngebiet");
  });
});
