import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { solarPage } from "../../content/solar-page";
import { YieldWidget } from "./yield-widget";

/** The prerendered state of the widget: what a visitor without JavaScript sees. */
const html = renderToStaticMarkup(
  <MemoryRouter>
    <YieldWidget copy={solarPage.yieldCalculator} quoteHref="/preise-angebot#calculator" />
  </MemoryRouter>,
).replace(/&#x27;/g, "'");

describe("YieldWidget (server-rendered)", () => {
  it("starts at 50 kW, CHF 0.08 and a residential area", () => {
    expect(html).toMatch(/name="size"[^>]*value="50"/);
    expect(html).toMatch(/name="price"[^>]*value="0.08"/);
    expect(html).toMatch(/checked="" value="wohngebiet"/);
  });

  it("shows the default result: 75'000 kWh, 2 %, 1'500 kWh, CHF 120 a year", () => {
    expect(html).toMatch(/data-testid="yield-energy">75'000 kWh</);
    expect(html).toMatch(/data-testid="yield-rate">2 %</);
    expect(html).toMatch(/data-testid="yield-lost-kwh">1'500 kWh</);
    expect(html).toMatch(/data-testid="yield-lost-chf"[^>]*>CHF 120</);
    expect(html).toMatch(/data-testid="yield-five-years">CHF 600</);
  });

  it("labels every input and lists the five environments with their soiling", () => {
    for (const id of [/for="([^"]+-size)"/, /for="([^"]+-price)"/]) {
      const forId = id.exec(html)?.[1];
      expect(forId).toBeTruthy();
      expect(html).toContain(`id="${forId}"`);
    }
    for (const [env, percent] of [
      ["Freifläche", 30],
      ["Wohngebiet", 40],
      ["Landwirtschaft", 65],
      ["Gewerbe und Industrie", 55],
      ["Stark befahrene Strasse", 70],
    ] as const) {
      expect(html).toContain(env);
      expect(html).toContain(`Verschmutzungsgrad ${percent} %`);
    }
    expect(html).toContain('href="/preise-angebot#calculator"');
  });
});
