import { describe, expect, it } from "vitest";
import { b2bDe as b2bPage } from "./de";
import { b2bFacts, roiPercent, yearlyGainChf } from "./roi";

/** Content of /b2b: the counts and figures of spec 9, consistent numbers and Swiss spelling. */
describe("/b2b content", () => {
  it("never uses ß, writes thousands the Swiss way and links no redirected page", () => {
    const text = JSON.stringify(b2bPage);
    expect(text).not.toContain("ß");
    expect(text).not.toMatch(/\d\.\d{3}\b(?! ?CHF)/);
    expect(text).not.toMatch(/wartungsvertraege|referenzen/);
  });

  it("b2b: tiers as in spec 9, ROI examples that compute to 375 %, 200 % and 375 %", () => {
    expect(b2bPage.features.items).toHaveLength(4);
    expect(b2bPage.services.items).toHaveLength(3);
    expect(b2bPage.tiers.items.map((tier) => [tier.term, tier.cleanings, tier.area])).toEqual([
      ["1 Jahr", "2 Reinigungen pro Jahr", "100–500 m²"],
      ["3 Jahre", "3–4 Reinigungen pro Jahr", "500–2'000 m²"],
      ["individuell", "nach Bedarf", "ab 2'000 m²"],
    ]);
    for (const tier of b2bPage.tiers.items) {
      expect(tier.features.length).toBeGreaterThanOrEqual(3);
      expect(tier.idealFor).not.toBe("");
    }
    expect(b2bPage.roi.items.map((e) => roiPercent(e.figures))).toEqual([375, 200, 375]);
    expect(b2bPage.roi.items.map((e) => e.roi)).toEqual(["375\u00a0%", "200\u00a0%", "375\u00a0%"]);
    for (const example of b2bPage.roi.items) {
      const f = example.figures;
      // The recovered energy is what the stated loss takes from a yield of about 1'000 kWh per kWp.
      expect(f.recoveredKwh).toBeLessThanOrEqual((f.kWp * 1000 * f.lossPercent) / 100);
      expect(example.size).toContain(`${f.kWp} kWp`);
      expect(example.situation).toContain(`${f.lossPercent} %`);
      expect(example.result).toContain(String(Math.round(yearlyGainChf(f))).replace(/\B(?=(\d{3})+(?!\d))/g, "'"));
    }
    expect(b2bPage.customers.items).toHaveLength(3);
    expect(b2bFacts).toEqual({
      minAreaM2: 100,
      volumeDiscountFromProperties: 3,
      maxYieldLossPercent: 30,
      maxYieldLossZurichPercent: 25,
    });
    expect(b2bPage.nationwide.text).toContain("30 %");
    expect(b2bPage.nationwide.text).toContain("25 %");
  });
});
