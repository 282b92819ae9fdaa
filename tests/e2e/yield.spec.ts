/**
 * The yield calculator on /solaranlagenreinigung (spec 9): the default result without
 * JavaScript, and new results after the visitor changes size, price and environment.
 * Labels come from the content module; results from the calculator module.
 */
import { expect, test } from "@playwright/test";
import { solarPage } from "../../app/content/solar-page";
import { yieldLoss } from "../../app/features/yield-calculator/yield";
import { formatChf } from "../../app/lib/format";
import { gotoHydrated, storeConsent } from "./support/browser";

const copy = solarPage.yieldCalculator;

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
