import { describe, expect, it } from "vitest";
import { findOwnUse, ownUseQuestion } from "./own-use";

describe("findOwnUse", () => {
  it("reads the share used on site and the grid price in centimes", () => {
    expect(findOwnUse("On consomme 40 % nous-mêmes, le courant du réseau coûte 22 centimes")).toMatchObject({
      sharePercent: 40,
      gridChfPerKwh: 0.22,
    });
  });

  it("reads a grid price in francs, and keeps the soiling loss stated before the share in the rest", () => {
    const found = findOwnUse("20 kWp, 5 % Verlust, wir verbrauchen 50 % selbst, Netzstrom CHF 0.28");
    expect(found).toMatchObject({ sharePercent: 50, gridChfPerKwh: 0.28 });
    expect(found?.rest).toMatch(/5 %/);
    expect(found?.rest).not.toMatch(/50 %/);
  });

  it("does not take the feed-in tariff for the grid price", () => {
    expect(
      findOwnUse("tariffa di ripresa 9 cts, il 25% lo consumiamo in casa e la rete la paghiamo 27 cts")?.gridChfPerKwh,
    ).toBe(0.27);
  });

  it("needs both a share used on site and a grid price", () => {
    expect(findOwnUse("we use 30% of the power ourselves")).toBeUndefined();
    expect(findOwnUse("grid power costs 25 rp, what do I lose with 8% soiling?")).toBeUndefined();
  });
});

describe("ownUseQuestion", () => {
  it("takes the size and the loss from the earlier turn when the follow-up states only the own use", () => {
    expect(
      ownUseQuestion("and if we use 20% ourselves, grid at 30 rp?", undefined, {
        kwp: 12,
        turn: "what do 12 kWp lose at 6%?",
      }),
    ).toEqual({ message: "what do 12 kWp lose at 6%? and if we use 20% ourselves, grid at 30 rp?", kwp: 12 });
  });

  it("is nothing without a size now or before", () => {
    expect(ownUseQuestion("we use 20% ourselves, grid at 30 rp", undefined, {})).toBeUndefined();
  });
});
