import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { formatChf, groupThousands } from "#app/lib/format";
import { LangProvider } from "#app/lib/ui";
import { lossLocations } from "#app/domain/loss-locations";
import {
  DEFAULT_KWP,
  DEFAULT_TARIFF_CHF_PER_KWH,
  lossPage,
  SOILING_MAX,
  SOILING_MIN,
  SOILING_STEP,
} from "#app/domain/loss";
import { LossPageCalculator } from "./loss-page-calculator";
import { lossCalculatorDe } from "#app/content/pages/loss-calculator/de";

/** The server-rendered (prerendered) HTML of the calculator, with React's entity escaping undone. */
function render(): string {
  const html = renderToStaticMarkup(
    <MemoryRouter>
      <LangProvider value="de">
        <LossPageCalculator text={t} />
      </LangProvider>
    </MemoryRouter>,
  );
  return html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}

/** Text of the element carrying that data-testid. */
function byTestId(html: string, testId: string): string | undefined {
  return new RegExp(`data-testid="${testId}"[^>]*>([^<]*)<`).exec(html)?.[1];
}

/** The widget texts of /verlustrechner. */
const t = lossCalculatorDe.widget;

const first = lossLocations[0]!;
const initial = lossPage({
  kwp: DEFAULT_KWP,
  tariff: DEFAULT_TARIFF_CHF_PER_KWH,
  soilingPercent: first.initialSoiling,
});

describe("LossPageCalculator, prerendered initial state", () => {
  it("shows the results of 50 kWp, CHF 0.08/kWh and the first location", () => {
    const html = render();
    expect(byTestId(html, "loss-total")).toBe(formatChf(initial.gesamtverlust, 0));
    expect(byTestId(html, "loss-soiling-chf")).toBe(formatChf(initial.verlustFranken, 0));
    expect(byTestId(html, "loss-damage")).toBe(formatChf(initial.gesamteSchaedenskosten, 0));
    expect(byTestId(html, "loss-kwh")).toBe(`${groupThousands(String(Math.round(initial.verlustKwh)))} kWh`);
    expect(byTestId(html, "loss-soiling-percent")).toBe(`${first.initialSoiling} %`);
    expect(byTestId(html, "loss-target-yield")).toBe(`${groupThousands(String(initial.gesamtertrag))} kWh`);
    expect(byTestId(html, "loss-system-value")).toBe(formatChf(initial.anlagenkosten, 0));
  });

  it("announces the total politely", () => {
    expect(render()).toMatch(/<output[^>]*aria-live="polite"[^>]*data-testid="loss-total"/);
  });

  it("has labelled number inputs with the default values, placeholders and the tariff step", () => {
    const html = render();
    expect(html).toContain(`>${t.kwpLabel}</label>`);
    expect(html).toContain(`>${t.tariffLabel}</label>`);
    const [kwp, tariff] = [...html.matchAll(/<input[^>]*type="number"[^>]*>/g)].map((m) => m[0]);
    expect(kwp).toContain(`placeholder="${t.kwpPlaceholder}"`);
    expect(kwp).toContain(`value="${DEFAULT_KWP}"`);
    expect(tariff).toContain(`placeholder="${t.tariffPlaceholder}"`);
    expect(tariff).toContain(`value="${DEFAULT_TARIFF_CHF_PER_KWH}"`);
    expect(tariff).toContain('step="0.01"');
    expect(html).toContain(t.tariffHint);
  });

  it("renders a radio card per location with the first one checked", () => {
    const html = render();
    const radios = [...html.matchAll(/<input[^>]*type="radio"[^>]*>/g)].map((m) => m[0]);
    expect(radios).toHaveLength(lossLocations.length);
    expect(radios.filter((radio) => radio.includes('checked=""'))).toEqual([
      expect.stringContaining(`value="${first.id}"`),
    ]);
    for (const location of lossLocations) expect(html).toContain(location.beschreibung);
  });

  it("shows the first location's labelled soiling slider (15-90, step 5)", () => {
    const html = render();
    const slider = /<input[^>]*type="range"[^>]*>/.exec(html)?.[0] ?? "";
    expect(slider).toContain(`min="${SOILING_MIN}"`);
    expect(slider).toContain(`max="${SOILING_MAX}"`);
    expect(slider).toContain(`step="${SOILING_STEP}"`);
    expect(slider).toContain(`value="${first.initialSoiling}"`);
    const id = /id="([^"]+)"/.exec(slider)?.[1];
    expect(html).toContain(`<label for="${id}"`);
    expect(html).toContain(`Verschmutzungsgrad ${first.name}`);
  });

  it("links the offer button to /leads", () => {
    expect(render()).toMatch(new RegExp(`<a[^>]*href="/leads"[^>]*>${t.ctaButton}</a>`));
  });
});
