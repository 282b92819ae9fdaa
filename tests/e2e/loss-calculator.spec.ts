/**
 * /verlustrechner (spec 2, 4, 5, 9): the prerendered default result, recomputation on
 * every change, one slider value per location, keyboard use and the offer button.
 * Expected figures come from `lossPage` and the location data, never typed by hand.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { lossLocations } from "#app/domain/loss-locations";
import { DEFAULT_KWP, DEFAULT_TARIFF_CHF_PER_KWH, lossPage, SOILING_MIN, SOILING_STEP } from "#app/domain/loss";
import { lossCalculatorDe } from "#app/content/pages/loss-calculator/de";
import { formatChf, groupThousands } from "#app/lib/format";
import { fill } from "#app/lib/ui";
import { gotoHydrated, storeConsent } from "./support/browser";

/** The widget texts of /verlustrechner. */
const t = lossCalculatorDe.widget;
const PATH = "/verlustrechner";
const [first, second] = lossLocations as [(typeof lossLocations)[number], (typeof lossLocations)[number]];
const chf = (value: number) => formatChf(value, 0);
const kwh = (value: number) => `${groupThousands(String(Math.round(value)))} kWh`;

test.beforeEach(async ({ context }) => {
  await storeConsent(context);
});

function slider(page: Page, name: string): Locator {
  return page.getByRole("slider", { name: fill(t.soilingLabel, { name }), exact: true });
}

function radio(page: Page, name: string): Locator {
  return page.getByRole("radio", { name, exact: true });
}

/** Moves a native range slider with the keyboard (a real user's input events, which React sees). */
async function setSlider(target: Locator, value: number): Promise<void> {
  await target.focus();
  await target.press("Home");
  for (let current = SOILING_MIN; current < value; current += SOILING_STEP) await target.press("ArrowRight");
  await expect(target).toHaveValue(String(value));
}

test("the prerendered HTML shows the result for the defaults", async ({ request }) => {
  const response = await request.get(PATH);
  expect(response.status()).toBe(200);
  // React escapes the Swiss thousands apostrophe in text as &#x27;.
  const html = (await response.text()).replace(/&#x27;/g, "'").replace(/&#39;/g, "'");
  const expected = lossPage({
    kwp: DEFAULT_KWP,
    tariff: DEFAULT_TARIFF_CHF_PER_KWH,
    soilingPercent: first.initialSoiling,
  });
  const total = /data-testid="loss-total"[^>]*>([^<]*)</.exec(html)?.[1];
  expect(total).toBe(chf(expected.gesamtverlust));
  expect(/<output[^>]*aria-live="polite"[^>]*data-testid="loss-total"/.test(html)).toBe(true);
  expect(html).toContain(kwh(expected.verlustKwh));
  expect(html).toContain(chf(expected.anlagenkosten));
  expect(html).toContain(t.tariffHint);
  expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
  expect(html).toMatch(new RegExp(`<a[^>]*href="/leads"[^>]*>${t.ctaButton}</a>`));
  expect(html).toContain('href="/blog/verlustrechner-pv-reinigung"');
});

test("starts with 50 kWp, CHF 0.08/kWh and the first location", async ({ page }) => {
  await gotoHydrated(page, PATH);
  const kwp = page.getByLabel(t.kwpLabel, { exact: true });
  const tariff = page.getByLabel(t.tariffLabel, { exact: true });
  await expect(kwp).toHaveValue(String(DEFAULT_KWP));
  await expect(kwp).toHaveAttribute("placeholder", t.kwpPlaceholder);
  await expect(tariff).toHaveValue(String(DEFAULT_TARIFF_CHF_PER_KWH));
  await expect(tariff).toHaveAttribute("placeholder", t.tariffPlaceholder);
  await expect(tariff).toHaveAttribute("step", "0.01");
  await expect(radio(page, first.name)).toBeChecked();
  await expect(slider(page, first.name)).toHaveValue(String(first.initialSoiling));
  await expect(page.getByRole("slider")).toHaveCount(1);
});

test("100 kWp and 50 % soiling show the totals of lossPage", async ({ page }) => {
  await gotoHydrated(page, PATH);
  await page.getByLabel(t.kwpLabel, { exact: true }).fill("100");
  await setSlider(slider(page, first.name), 50);

  const expected = lossPage({ kwp: 100, tariff: DEFAULT_TARIFF_CHF_PER_KWH, soilingPercent: 50 });
  await expect(page.getByTestId("loss-total")).toHaveText(chf(expected.gesamtverlust));
  await expect(page.getByTestId("loss-soiling-chf")).toHaveText(chf(expected.verlustFranken));
  await expect(page.getByTestId("loss-damage")).toHaveText(chf(expected.gesamteSchaedenskosten));
  await expect(page.getByTestId("loss-kwh")).toHaveText(kwh(expected.verlustKwh));
  await expect(page.getByTestId("loss-soiling-percent")).toHaveText("50 %");
  await expect(page.getByTestId("loss-target-yield")).toHaveText(kwh(expected.gesamtertrag));
  await expect(page.getByTestId("loss-system-value")).toHaveText(chf(expected.anlagenkosten));

  // The tariff recomputes too.
  await page.getByLabel(t.tariffLabel, { exact: true }).fill("0.12");
  const withTariff = lossPage({ kwp: 100, tariff: 0.12, soilingPercent: 50 });
  await expect(page.getByTestId("loss-total")).toHaveText(chf(withTariff.gesamtverlust));
});

test("empty inputs count as 0 without an error message", async ({ page }) => {
  await gotoHydrated(page, PATH);
  await page.getByLabel(t.kwpLabel, { exact: true }).fill("");
  const zero = lossPage({ kwp: 0, tariff: DEFAULT_TARIFF_CHF_PER_KWH, soilingPercent: first.initialSoiling });
  await expect(page.getByTestId("loss-total")).toHaveText(chf(zero.gesamtverlust));
  await expect(page.getByRole("alert")).toHaveCount(0);

  await page.getByLabel(t.kwpLabel, { exact: true }).fill("100");
  await page.getByLabel(t.tariffLabel, { exact: true }).fill("");
  const noTariff = lossPage({ kwp: 100, tariff: 0, soilingPercent: first.initialSoiling });
  await expect(page.getByTestId("loss-total")).toHaveText(chf(noTariff.gesamtverlust));
});

test("each location keeps its own slider value when switching", async ({ page }) => {
  await gotoHydrated(page, PATH);
  const firstValue = first.initialSoiling === 50 ? 55 : 50;
  const secondValue = second.initialSoiling === 70 ? 75 : 70;

  await setSlider(slider(page, first.name), firstValue);

  await radio(page, second.name).check();
  await expect(radio(page, second.name)).toBeChecked();
  await expect(slider(page, second.name)).toHaveValue(String(second.initialSoiling));
  const atSecondStart = lossPage({
    kwp: DEFAULT_KWP,
    tariff: DEFAULT_TARIFF_CHF_PER_KWH,
    soilingPercent: second.initialSoiling,
  });
  await expect(page.getByTestId("loss-total")).toHaveText(chf(atSecondStart.gesamtverlust));
  await setSlider(slider(page, second.name), secondValue);

  await radio(page, first.name).check();
  await expect(slider(page, first.name)).toHaveValue(String(firstValue));
  const backAtFirst = lossPage({ kwp: DEFAULT_KWP, tariff: DEFAULT_TARIFF_CHF_PER_KWH, soilingPercent: firstValue });
  await expect(page.getByTestId("loss-total")).toHaveText(chf(backAtFirst.gesamtverlust));

  await radio(page, second.name).check();
  await expect(slider(page, second.name)).toHaveValue(String(secondValue));
});

test("the location cards work with the keyboard", async ({ page }) => {
  await gotoHydrated(page, PATH);
  await radio(page, first.name).focus();
  await page.keyboard.press("ArrowDown");
  await expect(radio(page, second.name)).toBeChecked();
  await expect(radio(page, second.name)).toBeFocused();
  await expect(slider(page, second.name)).toHaveValue(String(second.initialSoiling));
});

test("the offer button leads to /leads", async ({ page }) => {
  await gotoHydrated(page, PATH);
  const button = page.getByRole("main").getByRole("link", { name: t.ctaButton, exact: true });
  await expect(button).toHaveAttribute("href", "/leads");
  await button.click();
  await expect(page).toHaveURL(/\/leads$/);
});
