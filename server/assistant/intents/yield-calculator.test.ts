import { describe, expect, it } from "vitest";
import { environmentFor, findFrancsPerKwh, findSoilingIndex, namesYieldCalculator } from "./yield-calculator";

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

describe("the soiling index a visitor read off the calculator", () => {
  it("is the number after the index word, not a percentage", () => {
    expect(findSoilingIndex("the calculator says soiling index 40 for my area")).toBe(40);
    expect(findSoilingIndex("L’indice d’encrassement est de 65, je perds donc 65 %?")).toBe(65);
    expect(findSoilingIndex("Verschmutzungsindex: 70")).toBe(70);
    expect(findSoilingIndex("soiling index means I lose 40 %?")).toBeUndefined();
    expect(findSoilingIndex("index 250")).toBeUndefined();
  });
});
