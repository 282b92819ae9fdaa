import { describe, expect, it } from "vitest";
import { siteFacts } from "../site-facts";
import { fillPlaceholders } from "./placeholders";

describe("fillPlaceholders", () => {
  it("writes a site fact by its path", () => {
    expect(fillPlaceholders("ab CHF {{priceFromChf}}, {{soilingLossPercent.heavy.to}} %", "de")).toEqual({
      text: `ab CHF ${siteFacts.priceFromChf}, ${siteFacts.soilingLossPercent.heavy.to} %`,
      problems: [],
    });
  });

  it("formats a figure as the texts write it", () => {
    const figures = { amount: 1320, tariff: 0.08, energy: 4500, count: 3 };
    const fill = (text: string, lang: "de" | "fr" = "de") => fillPlaceholders(text, lang, figures).text;
    expect(fill("{{amount as chf}}")).toBe("CHF 1'320");
    expect(fill("{{tariff as chfCents}}")).toBe("CHF 0.08");
    expect(fill("{{energy as kwh}}")).toBe("4'500 kWh");
    expect(fill("{{energy as number}}")).toBe("4'500");
    expect(fill("{{count as count}}", "fr")).toBe("trois");
  });

  it("reports an unknown name, an unknown format and a malformed placeholder", () => {
    expect(fillPlaceholders("{{priceFromFrancs}}", "de").problems).toEqual(["unknown placeholder {{priceFromFrancs}}"]);
    expect(fillPlaceholders("{{soilingLossPercent}}", "de").problems).toEqual([
      "unknown placeholder {{soilingLossPercent}}",
    ]);
    expect(fillPlaceholders("{{priceFromChf as euro}}", "de").problems).toEqual([
      'cannot format {{priceFromChf as euro}} as "euro" in de',
    ]);
    expect(fillPlaceholders("{{reviewCount as count}}", "de").problems).toHaveLength(1);
    expect(fillPlaceholders("{{ price from }}", "de").problems).toEqual(["malformed placeholder {{ price from }}"]);
  });

  it("leaves the legal pages' single-brace company fields alone", () => {
    expect(fillPlaceholders("{companyName}, {street}", "de")).toEqual({
      text: "{companyName}, {street}",
      problems: [],
    });
  });
});
