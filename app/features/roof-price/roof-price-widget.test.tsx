import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { roofCleaningDe } from "#app/content/pages/roof-cleaning/de";
import { RoofPriceWidget } from "./roof-price-widget";

const roofPriceWidgetText = roofCleaningDe.widget;

/** The server-rendered (prerendered) HTML of the widget: its initial state without JavaScript. */
function render(): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <RoofPriceWidget contactHref="/kontakt" text={roofPriceWidgetText} />
    </MemoryRouter>,
  ).replace(/&#x27;/g, "'");
}

describe("RoofPriceWidget (server-rendered)", () => {
  const html = render();

  it("renders a labelled native range input for 50-500 m² in steps of 5, at 100 m²", () => {
    const input = /<input([^>]*)>/.exec(html)?.[1] ?? "";
    expect(input).toContain('type="range"');
    expect(input).toContain('min="50"');
    expect(input).toContain('max="500"');
    expect(input).toContain('step="5"');
    expect(input).toContain('value="100"');
    expect(input).toContain('aria-valuetext="100 m²"');
    const id = /id="([^"]+)"/.exec(input)?.[1];
    expect(html).toContain(`<label for="${id}"`);
  });

  it("shows 100 m² and the total CHF 1'100 in an output for the slider", () => {
    expect(html).toContain("100 m²");
    expect(html).toMatch(/<output for="[^"]+"[^>]*>CHF 1'100<\/output>/);
  });

  it("shows the travel cost CHF 0, the included services and the three examples", () => {
    expect(html).toContain("Anfahrtskosten");
    expect(html).toContain("CHF 0<");
    for (const text of [
      "Moos- und Algenentfernung",
      "Dachrinnenreinigung",
      "Spezialimprägnierung",
      "5 Jahre Garantie",
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain("Dachbeschichtung auf Anfrage");
    for (const text of ["CHF 1'320", "CHF 3'080", "CHF 7'150"]) expect(html).toContain(text);
  });

  it("links the quote request to the contact page", () => {
    expect(html).toMatch(/<a[^>]*href="\/kontakt"[^>]*>Offerte für 100 m² anfordern<\/a>/);
  });
});
