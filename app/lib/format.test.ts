import { describe, expect, it } from "vitest";
import { formatSignedChf } from "./signed-chf";
import { formatChf, formatDate, formatNumber, groupThousands } from "./format";

describe("groupThousands", () => {
  it("groups with the Swiss apostrophe", () => {
    expect(groupThousands("0")).toBe("0");
    expect(groupThousands("999")).toBe("999");
    expect(groupThousands("1000")).toBe("1'000");
    expect(groupThousands("1234567")).toBe("1'234'567");
  });
});

describe("formatChf", () => {
  it("formats whole francs", () => {
    expect(formatChf(1320, 0)).toBe("CHF 1'320");
    expect(formatChf(3360, 0)).toBe("CHF 3'360");
    expect(formatChf(7150, 0)).toBe("CHF 7'150");
  });

  it("formats with two decimals by default", () => {
    expect(formatChf(1320)).toBe("CHF 1'320.00");
    expect(formatChf(388)).toBe("CHF 388.00");
    expect(formatChf(0)).toBe("CHF 0.00");
  });

  it("groups millions", () => {
    expect(formatChf(1234567.891)).toBe("CHF 1'234'567.89");
    expect(formatChf(1234567.891, 0)).toBe("CHF 1'234'568");
  });

  it("rounds half a rappen up", () => {
    expect(formatChf(0.005)).toBe("CHF 0.01");
    expect(formatChf(0.004)).toBe("CHF 0.00");
  });

  it("rounds half up despite binary floating point (2.675 is 2.67499999… as a double)", () => {
    expect(formatChf(2.675)).toBe("CHF 2.68");
    expect(formatChf(8.345)).toBe("CHF 8.35");
    // 1.005 * 100 === 100.49999999999999 and 0.145 * 100 === 14.499999999999998 in binary floating point.
    expect(formatChf(1.005)).toBe("CHF 1.01");
    expect(formatChf(0.145)).toBe("CHF 0.15");
    expect(formatChf(1.255)).toBe("CHF 1.26");
  });

  it("rounds whole francs half up", () => {
    expect(formatChf(0.5, 0)).toBe("CHF 1");
    expect(formatChf(1319.5, 0)).toBe("CHF 1'320");
    expect(formatChf(1319.49, 0)).toBe("CHF 1'319");
  });

  it("formats negative amounts with a leading minus, rounding away from zero", () => {
    expect(formatChf(-1320)).toBe("-CHF 1'320.00");
    expect(formatChf(-1234.5, 0)).toBe("-CHF 1'235");
    expect(formatChf(-2.675)).toBe("-CHF 2.68");
  });

  it("never shows a negative zero", () => {
    expect(formatChf(-0.001)).toBe("CHF 0.00");
    expect(formatChf(-0.4, 0)).toBe("CHF 0");
  });

  it("formats a price adjustment with its sign, and none when it is zero", () => {
    expect(formatSignedChf(59.8)).toBe("+\u00a0CHF 59.80");
    expect(formatSignedChf(-68.8)).toBe("\u2212\u00a0CHF 68.80");
    expect(formatSignedChf(0)).toBe("CHF 0.00");
    expect(formatSignedChf(-0.001)).toBe("CHF 0.00");
  });

  it("formats the instant-quote example amounts (VAT included)", () => {
    // 388 fixed + 100 m2 x 3 = 688; x 1.081 VAT = 743.728
    expect(formatChf(688 * 1.081)).toBe("CHF 743.73");
  });
});

describe("formatDate", () => {
  it("formats German dates", () => {
    expect(formatDate("2025-03-14", "de")).toBe("14. März 2025");
    expect(formatDate("2024-01-01", "de")).toBe("1. Januar 2024");
  });

  it("formats French, Italian and English dates", () => {
    expect(formatDate("2025-03-14", "fr")).toBe("14 mars 2025");
    expect(formatDate("2025-03-14", "it")).toBe("14 marzo 2025");
    expect(formatDate("2025-03-14", "en")).toBe("14 March 2025");
  });

  it("handles every month and does not shift by time zone", () => {
    expect(formatDate("2025-12-31", "de")).toBe("31. Dezember 2025");
    expect(formatDate("2025-08-01", "fr")).toBe("1 août 2025");
    expect(formatDate("2025-06-30", "it")).toBe("30 giugno 2025");
  });
});

describe("formatNumber", () => {
  it("groups thousands and drops trailing zeros", () => {
    expect(formatNumber(0)).toBe("0");
    expect(formatNumber(350)).toBe("350");
    expect(formatNumber(35000)).toBe("35'000");
    expect(formatNumber(67.2)).toBe("67.2");
    expect(formatNumber(9.75)).toBe("9.75");
    expect(formatNumber(0.9)).toBe("0.9");
    expect(formatNumber(-3.5)).toBe("-3.5");
  });

  it("rounds to the given decimals, half away from zero, without binary noise", () => {
    expect(formatNumber(1.1 * 1.6)).toBe("1.76");
    expect(formatNumber(1.005)).toBe("1.01");
    expect(formatNumber(12.3456, 1)).toBe("12.3");
    expect(formatNumber(1234.5, 0)).toBe("1'235");
    expect(formatNumber(-0.001)).toBe("0");
  });
});

describe("formatDecimal", () => {
  it("writes a decimal comma in German, French and Italian and a point in English", async () => {
    const { formatDecimal } = await import("./format");
    expect(formatDecimal(4.9, "de")).toBe("4,9");
    expect(formatDecimal(4.9, "fr")).toBe("4,9");
    expect(formatDecimal(8.1, "it")).toBe("8,1");
    expect(formatDecimal(4.9, "en")).toBe("4.9");
    expect(formatDecimal(1320.5, "de")).toBe("1'320,5");
  });
});
