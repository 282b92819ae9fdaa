/**
 * /dachreinigung and /dachrinnenreinigung: the roof price widget (spec 4, 9) in the prerendered
 * HTML and after hydration, the three price examples, the six gutter steps, structured data and
 * the links each page must carry.
 */
import { expect, test } from "@playwright/test";
import { gutterCleaningDe as gutterCleaningPage } from "#app/content/pages/gutter-cleaning/de";
import { collectErrors, gotoHydrated, loadWidgets, storeConsent } from "./support/browser";

test.beforeEach(async ({ context }) => {
  await storeConsent(context);
});

/** The HTML escapes the Swiss thousands apostrophe (CHF 1&#x27;100). */
function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;|&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&");
}

interface JsonLd {
  "@type"?: string;
  mainEntity?: { name: string }[];
}

function jsonLdOf(html: string): JsonLd[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json!) as JsonLd,
  );
}

test("the prerendered /dachreinigung already shows 100 m² and CHF 1'100", async ({ request }) => {
  const response = await request.get("/dachreinigung");
  expect(response.status()).toBe(200);
  const raw = await response.text();
  const html = decodeEntities(raw);

  const slider = /<input[^>]*type="range"[^>]*>/.exec(html)?.[0] ?? "";
  expect(slider, "a native range input").not.toBe("");
  for (const attribute of ['min="50"', 'max="500"', 'step="5"', 'value="100"']) expect(slider).toContain(attribute);
  const sliderId = /id="([^"]+)"/.exec(slider)?.[1];
  expect(html, "the slider has a label").toContain(`<label for="${sliderId}"`);

  expect(html).toContain("100 m²");
  expect(html).toMatch(/<output[^>]*>CHF 1'100<\/output>/);
  expect(html).toContain("CHF 0");
  for (const example of ["CHF 1'320", "CHF 3'080", "CHF 7'150"]) expect(html).toContain(example);

  const types = jsonLdOf(raw).map((data) => data["@type"]);
  expect(types).toEqual(expect.arrayContaining(["HomeAndConstructionBusiness", "Service", "FAQPage"]));
  const faq = jsonLdOf(raw).find((data) => data["@type"] === "FAQPage");
  expect(faq?.mainEntity).toHaveLength(5);
  expect(faq?.mainEntity?.[0]?.name).toBe("Was kostet eine Dachreinigung in Basel?");
});

test("moving the roof area slider to 120 m² shows CHF 1'320", async ({ page }) => {
  const errors = collectErrors(page);
  await gotoHydrated(page, "/dachreinigung");
  await loadWidgets(page, "roof-widgets");
  const widget = page.locator("#preisrechner");
  const slider = widget.getByRole("slider", { name: "Dachfläche" });
  const total = widget.locator("output");
  const area = widget.getByTestId("roof-area");

  await expect(slider).toHaveValue("100");
  await expect(area).toHaveText("100 m²");
  await expect(total).toHaveText("CHF 1'100");

  // Four steps of 5 m² with the keyboard, as a visitor without a mouse would do it.
  await slider.focus();
  for (let i = 0; i < 4; i++) await slider.press("ArrowRight");
  await expect(slider).toHaveValue("120");
  await expect(area).toHaveText("120 m²");
  await expect(total).toHaveText("CHF 1'320");
  await expect(widget.getByRole("link", { name: "Offerte für 120 m² anfordern" })).toHaveAttribute("href", "/kontakt");

  // The ends of the range.
  await slider.press("End");
  await expect(total).toHaveText("CHF 5'500");
  await slider.press("Home");
  await expect(area).toHaveText("50 m²");
  await expect(total).toHaveText("CHF 550");

  await slider.fill("280");
  await expect(total).toHaveText("CHF 3'080");
  expect(errors).toEqual([]);
});

test("the three roof price examples are visible", async ({ page }) => {
  await gotoHydrated(page, "/dachreinigung");
  const examples = [
    ["120 m²", "CHF 1'320"],
    ["280 m²", "CHF 3'080"],
    ["650 m²", "CHF 7'150"],
  ] as const;

  const widgetExamples = page.getByTestId("roof-examples").getByRole("listitem");
  await expect(widgetExamples).toHaveCount(3);
  for (const [i, [area, total]] of examples.entries()) {
    await expect(widgetExamples.nth(i)).toBeVisible();
    await expect(widgetExamples.nth(i)).toContainText(area);
    await expect(widgetExamples.nth(i)).toContainText(total);
  }

  const cards = page.locator("#preisbeispiele").getByRole("listitem");
  await expect(cards).toHaveCount(3);
  for (const [i, [area, total]] of examples.entries()) {
    await expect(cards.nth(i)).toBeVisible();
    await expect(cards.nth(i)).toContainText(area);
    await expect(cards.nth(i)).toContainText(total);
  }
});

test("/dachreinigung links to the pages the spec names", async ({ page }) => {
  await gotoHydrated(page, "/dachreinigung");
  const main = page.getByRole("main");
  for (const path of [
    "/kontakt",
    "/dachrinnenreinigung",
    "/b2b",
    "/preise-angebot",
    "/verlustrechner",
    "/solaranlagenreinigung",
  ]) {
    await expect(main.locator(`a[href="${path}"]`).first(), path).toBeVisible();
  }

  // Before/after: two different drawings, each with its own description.
  const drawings = page.locator("#vorher-nachher").getByRole("img");
  await expect(drawings).toHaveCount(2);
  await expect(drawings.nth(0)).toHaveAccessibleName(/vor der Reinigung/);
  await expect(drawings.nth(1)).toHaveAccessibleName(/nach der Reinigung/);
  expect(await drawings.nth(0).innerHTML()).not.toBe(await drawings.nth(1).innerHTML());
});

test("/dachrinnenreinigung shows the six steps, the rating and its calls to action", async ({ page }) => {
  const errors = collectErrors(page);
  await gotoHydrated(page, "/dachrinnenreinigung");
  const steps = page.locator("#ablauf ol > li");
  await expect(steps).toHaveCount(6);
  await expect(steps.locator("h3")).toHaveText(gutterCleaningPage.steps.items.map((s) => s.title));
  for (const [i, step] of gutterCleaningPage.steps.items.entries()) {
    await expect(steps.nth(i)).toBeVisible();
    await expect(steps.nth(i)).toContainText(`Schritt ${step.step}`);
    await expect(steps.nth(i)).toContainText(step.description);
  }

  await expect(page.getByText("4,8 von 5 Sternen aus 73 Bewertungen", { exact: false })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.locator('a[href="/kontakt"]').first()).toBeVisible();
  await expect(main.locator('a[href="/dachreinigung"]').first()).toBeVisible();
  await expect(main.locator('a[href^="tel:"]').first()).toBeVisible();

  const types = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((nodes) => nodes.map((n) => (JSON.parse(n.textContent ?? "{}") as { "@type"?: string })["@type"]));
  expect(types).toEqual(expect.arrayContaining(["Service", "FAQPage"]));
  expect(errors).toEqual([]);
});
