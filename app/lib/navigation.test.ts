import { describe, expect, it } from "vitest";
import { cityName } from "../content/cities";
import { uiStrings } from "../content/ui";
import { languages } from "./i18n";
import { companyLinks, quoteHref, regionLinks, serviceLinks } from "./navigation";

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

describe("localized navigation", () => {
  it("names the main regions as each language does", () => {
    const names = (lang: "de" | "fr" | "it" | "en") => regionLinks(lang).map((link) => link.label);
    expect(names("de")).toEqual(["Basel", "Aargau", "Zürich", "Luzern", "Bern", "Langenthal"]);
    expect(names("fr")).toEqual(["Bâle", "Argovie", "Zurich", "Lucerne", "Berne", "Langenthal"]);
    expect(names("it")).toEqual(["Basilea", "Argovia", "Zurigo", "Lucerna", "Berna", "Langenthal"]);
    expect(names("en")).toEqual(["Basel", "Aargau", "Zurich", "Lucerne", "Bern", "Langenthal"]);
    expect(cityName("st-gallen", "fr")).toBe("Saint-Gall");
    expect(cityName("st-gallen", "it")).toBe("San Gallo");
    expect(cityName("st-gallen", "en")).toBe("St. Gallen");
    expect(cityName("schaffhausen", "it")).toBe("Sciaffusa");
    expect(cityName("winterthur", "fr")).toBe("Winterthour");
  });

  it("marks the German-only pages of the menus in every other language, and none in German", () => {
    const germanOnly = (lang: "de" | "fr" | "it" | "en") =>
      [...serviceLinks(lang, uiStrings[lang]), ...companyLinks(lang, uiStrings[lang])]
        .filter((link) => link.germanOnly)
        .map((link) => `${link.key} ${link.href}`);
    expect(germanOnly("de")).toEqual([]);
    for (const lang of ["fr", "it", "en"] as const) {
      expect(germanOnly(lang)).toEqual([
        "roofCleaning /dachreinigung",
        "gutterCleaning /dachrinnenreinigung",
        "b2b /b2b",
        "b2b /b2b",
      ]);
    }
    expect(regionLinks("fr").every((link) => link.germanOnly)).toBe(true);
    expect(regionLinks("de").some((link) => link.germanOnly)).toBe(false);
  });
});
