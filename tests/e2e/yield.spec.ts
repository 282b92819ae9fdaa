/**
 * The yield calculator on the solar page (spec 9): the default result without JavaScript,
 * and new results after the visitor changes size, price and environment, in German, French
 * and Italian. Labels come from the content modules; results from the calculator module.
 */
import { expect, test } from "@playwright/test";
import { solarContent } from "#app/content/pages/solar";
import { pathOf } from "#app/content/route-table";
import { yieldLoss } from "#app/domain/yield";
import { formatChf, formatNumber } from "#app/lib/format";
import { gotoHydrated, loadWidgets, storeConsent } from "./support/browser";

const copy = solarContent.de.yieldCalculator;

test.beforeEach(async ({ context }) => {
  await storeConsent(context);
});

test("the prerendered page already shows the default yearly loss", async ({ request }) => {
  const html = (await (await request.get("/solaranlagenreinigung")).text()).replace(/&#x27;/g, "'");
  expect(html).toContain(copy.title);
  expect(html).toMatch(
    new RegExp(`data-testid="yield-lost-chf"[^>]*>${formatChf(yieldLoss(50, 0.08, "wohngebiet").lostChf, 0)}<`),
  );
});

test("changing size, price and environment recomputes the loss", async ({ page }) => {
  await gotoHydrated(page, "/solaranlagenreinigung");
  await loadWidgets(page, "yield-calculator");
  const region = page.getByRole("region", { name: copy.title });
  await region.getByLabel(copy.sizeLabel).fill("100");
  await region.getByLabel(copy.priceLabel).fill("0.12");
  await region.getByRole("radio", { name: new RegExp(copy.environments.verkehr.name) }).check();
  const expected = yieldLoss(100, 0.12, "verkehr");
  await expect(region.getByTestId("yield-lost-chf")).toHaveText(formatChf(expected.lostChf, 0));
  await expect(region.getByTestId("yield-rate")).toHaveText("5 %");
  await expect(region.getByTestId("yield-five-years")).toHaveText(formatChf(expected.lostChfFiveYears, 0));

  await region.getByLabel(copy.sizeLabel).fill("");
  await expect(region.getByTestId("yield-lost-chf")).toHaveText("CHF 0");
});

for (const { lang, rate } of [
  { lang: "fr", rate: "3,5\u00a0%" },
  { lang: "it", rate: "3,5\u00a0%" },
] as const) {
  test(`${lang}: the calculator speaks the page's language and recomputes with its number format`, async ({ page }) => {
    const t = solarContent[lang].yieldCalculator;
    await gotoHydrated(page, pathOf("solar", lang));
    await loadWidgets(page, "yield-calculator");
    const region = page.getByRole("region", { name: t.title });
    await expect(region.getByRole("group", { name: t.environmentLegend })).toBeVisible();
    await expect(region.getByRole("heading", { name: t.resultsTitle })).toBeVisible();

    // A farm nearby (65 % soiling, 3.5 % loss) on a 24 kW roof.
    await region.getByLabel(t.sizeLabel).fill("24");
    await region.getByLabel(t.priceLabel).fill("0.1");
    await region.getByRole("radio", { name: new RegExp(t.environments.landwirtschaft.name) }).check();
    const expected = yieldLoss(24, 0.1, "landwirtschaft");

    await expect(region.getByTestId("yield-rate")).toHaveText(rate);
    await expect(region.getByTestId("yield-energy")).toHaveText(`${formatNumber(expected.energyKwh)} kWh`);
    await expect(region.getByTestId("yield-lost-kwh")).toHaveText(`${formatNumber(expected.lostKwh, 0)} kWh`);
    await expect(region.getByTestId("yield-lost-chf")).toHaveText(formatChf(expected.lostChf, 0));
    await expect(region.getByText(t.lostChf, { exact: true })).toBeVisible();
    // 24 kWp at 1'000 kWh per kWp (docs/decisions/087-one-yield-per-kwp.md).
    await expect(region.getByTestId("yield-energy")).toHaveText("24'000 kWh");

    const quote = region.getByRole("link", { name: t.quoteButton.label });
    await expect(quote).toHaveAttribute("href", `${pathOf("prices", lang)}#calculator`);
  });
}
