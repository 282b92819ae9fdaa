import { describe, expect, it } from "vitest";
import { solarContent } from "#app/content/pages/solar";
import { environmentSoiling, environments } from "#app/domain/yield";
import type { Lang } from "#app/lib/i18n";
import { renderPage } from "#app/test/render";
import { YieldWidget } from "./yield-widget";

/** The prerendered state of the widget: what a visitor without JavaScript sees. */
function html(lang: Lang): string {
  return renderPage(<YieldWidget copy={solarContent[lang].yieldCalculator} />, { lang });
}

describe("YieldWidget (server-rendered)", () => {
  const de = html("de");

  it("starts at 50 kW, CHF 0.08 and a residential area", () => {
    expect(de).toMatch(/name="size"[^>]*value="50"/);
    expect(de).toMatch(/name="price"[^>]*value="0.08"/);
    expect(de).toMatch(/checked="" value="wohngebiet"/);
  });

  it("shows the default result: 50'000 kWh, 2 %, 1'000 kWh, CHF 80 a year", () => {
    expect(de).toMatch(/data-testid="yield-energy">50'000 kWh</);
    expect(de).toMatch(/data-testid="yield-rate">2 %</);
    expect(de).toMatch(/data-testid="yield-lost-kwh">1'000 kWh</);
    expect(de).toMatch(/data-testid="yield-lost-chf"[^>]*>CHF 80</);
    expect(de).toMatch(/data-testid="yield-five-years">CHF 400</);
  });

  it("labels every input and lists the five environments with their soiling", () => {
    for (const id of [/for="([^"]+-size)"/, /for="([^"]+-price)"/]) {
      const forId = id.exec(de)?.[1];
      expect(forId).toBeTruthy();
      expect(de).toContain(`id="${forId}"`);
    }
    for (const [env, percent] of [
      ["Freifläche", 30],
      ["Wohngebiet", 40],
      ["Landwirtschaft", 65],
      ["Gewerbe und Industrie", 55],
      ["Stark befahrene Strasse", 70],
    ] as const) {
      expect(de).toContain(env);
      expect(de).toContain(`Verschmutzungsindex ${percent}`);
    }
    expect(de).toContain('href="/preise-angebot#calculator"');
  });

  it.each([
    ["fr", "Indice d’encrassement 65", "2\u00a0%", "/fr/prix-devis#calculator"],
    ["it", "Indice di sporco 65", "2\u00a0%", "/it/prezzi-preventivo#calculator"],
    ["en", "Soiling index 65", "2%", "/en/prices-quote#calculator"],
  ] as const)("in %s: labels, soiling, rate and quote link in the page's language", (lang, soiling, rate, href) => {
    const page = html(lang);
    const copy = solarContent[lang].yieldCalculator;
    for (const label of [copy.sizeLabel, copy.priceLabel, copy.environmentLegend, copy.resultsTitle, copy.note]) {
      expect(page).toContain(label);
    }
    for (const env of environments) expect(page).toContain(copy.environments[env].name);
    expect(environmentSoiling.landwirtschaft).toBe(65);
    expect(page).toContain(soiling);
    expect(page).toMatch(new RegExp(`data-testid="yield-rate">${rate}<`));
    expect(page).toMatch(/data-testid="yield-energy">50'000 kWh</);
    expect(page).toMatch(/data-testid="yield-lost-chf"[^>]*>CHF 80</);
    expect(page).toContain(`href="${href}"`);
    expect(page).toContain(copy.quoteButton.label);
  });
});
