import { describe, expect, it } from "vitest";
import { languages } from "./i18n";
import { quoteHref } from "./navigation";

describe("quoteHref", () => {
  it("leads every language to the calculator on its own quote page", () => {
    expect(languages.map(quoteHref)).toEqual([
      "/preise-angebot#calculator",
      "/fr/prix-devis#calculator",
      "/it/prezzi-preventivo#calculator",
      "/en/prices-quote#calculator",
    ]);
  });
});
