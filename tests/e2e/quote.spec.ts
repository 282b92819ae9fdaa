/**
 * The instant-quote calculator (spec 2, 4, 5, 7, 8, 9) on the quote pages: the price preview
 * once size and roof type are set, the PDF button enabled only with every required field,
 * the offer made by POST /api/offer with its PDF download, 'new offer', the failure alert
 * with the company's e-mail address, and the calculator_submit event. Labels and texts come
 * from the content modules; prices from the pricing module.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { quoteCalculatorCopy, type QuoteCalculatorCopy } from "#app/content/quote-calculator";
import { de as ui } from "#app/content/ui/de";
import { computeQuote, type AreaUnit, type RoofType } from "#app/domain/pricing";
import { formatChf } from "#app/lib/format";
import { gotoHydrated, readEvents, storeConsent } from "./support/browser";

const copy = quoteCalculatorCopy("de");

/** The browser measures the fill time; faster than 2.5 s counts as a bot (server/requests). */
const HUMAN_PAUSE_MS = 2700;

test.beforeEach(async ({ context }) => {
  await storeConsent(context);
});

function calculatorForm(page: Page, text: QuoteCalculatorCopy = copy): Locator {
  return page.getByRole("form", { name: text.title });
}

/**
 * The calculator's code is a chunk of its own that loads at the visitor's first interaction with
 * the calculator (a pointer over it, a touch, a focus): move the pointer over it and wait for the
 * code (it switches the browser's own check off, `novalidate`).
 */
async function openCalculator(page: Page, path = "/preise-angebot", text: QuoteCalculatorCopy = copy) {
  await gotoHydrated(page, path);
  const form = calculatorForm(page, text);
  await form.hover();
  await expect(form).toHaveAttribute("novalidate", "");
  return form;
}

interface Plant {
  plz: string;
  roofType: RoofType;
  size: string;
  unit: AreaUnit;
}

async function fillPlant(form: Locator, plant: Plant, text: QuoteCalculatorCopy = copy) {
  await form.getByLabel(text.plzLabel).fill(plant.plz);
  await form.getByLabel(text.roofTypeLabel).selectOption(plant.roofType);
  await form.getByLabel(text.sizeLabel).fill(plant.size);
  await form.getByLabel(text.unitLabel).selectOption(plant.unit);
}

async function fillContact(form: Locator, company: string, email: string) {
  await form.getByLabel(copy.companyLabel).fill(company);
  await form.getByLabel(ui.forms.email).fill(email);
}

/** The company's e-mail address as the page shows it (configuration), read from the footer. */
async function companyEmail(page: Page): Promise<string> {
  const href = await page.getByRole("contentinfo").locator('a[href^="mailto:"]').first().getAttribute("href");
  expect(href).toMatch(/^mailto:.+@.+/);
  return href!.slice("mailto:".length);
}

test("the prerendered page has the whole calculator in place, before the packages", async ({ request }) => {
  const html = await (await request.get("/preise-angebot")).text();
  const form = html.indexOf('id="calculator-form"');
  expect(form).toBeGreaterThan(html.indexOf('<section id="calculator"'));
  expect(form).toBeLessThan(html.indexOf('id="pakete"'));
  // Not moved to the end of the document to be revealed by a script (React's outlined boundaries).
  expect(html).not.toMatch(/<div hidden id="S:\d+">/);
  expect(html).toContain('action="/api/offer#calculator-form"');
  expect(html).toContain(copy.requiredHint);
});

test("the price shows once size and roof type are set and equals the pricing module's total", async ({ page }) => {
  const form = await openCalculator(page);
  const total = page.getByTestId("quote-total");
  await expect(total).toHaveCount(0);
  await expect(page.getByText(copy.preview.empty)).toBeVisible();

  await form.getByLabel(copy.roofTypeLabel).selectOption("ziegeldach");
  await expect(total).toHaveCount(0);

  await form.getByLabel(copy.sizeLabel).fill("50");
  await form.getByLabel(copy.unitLabel).selectOption("kwp");
  const quote = computeQuote({ size: 50, unit: "kwp", roofType: "ziegeldach" });
  await expect(total).toHaveText(formatChf(quote.total));
  await expect(page.getByTestId("quote-net")).toHaveText(formatChf(quote.net));
  await expect(page.getByTestId("quote-vat")).toHaveText(formatChf(quote.vat));
  await expect(page.getByText("50 kWp = 350 m²")).toBeVisible();
  await expect(page.getByText(copy.preview.guarantee, { exact: true })).toBeVisible();

  await form.getByLabel(copy.roofTypeLabel).selectOption({ label: copy.roofTypes.flachdach });
  await form.getByLabel(copy.sizeLabel).fill("120");
  await form.getByLabel(copy.unitLabel).selectOption("m2");
  await expect(total).toHaveText(formatChf(computeQuote({ size: 120, unit: "m2", roofType: "flachdach" }).total));

  // Above 5000 there is no price, and the size field says why.
  await form.getByLabel(copy.sizeLabel).fill("6000");
  await expect(total).toHaveCount(0);
  await expect(form.getByLabel(copy.sizeLabel)).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByText(copy.sizeRange)).toBeVisible();
});

test("the calculator's code waits for the visitor; what is typed before it comes is priced when it does", async ({
  page,
}) => {
  const chunks: string[] = [];
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/quote-calculator-[\w-]+\.js$/, async (route) => {
    chunks.push(route.request().url());
    await held;
    await route.continue();
  });
  await gotoHydrated(page, "/preise-angebot");
  await page.waitForLoadState("networkidle");
  expect(chunks, "no calculator code before an interaction").toEqual([]);

  // The first field's focus asks for the code; it is held back while the visitor types and chooses.
  const form = calculatorForm(page);
  await form.getByLabel(copy.plzLabel).fill("4057 Basel");
  await form.getByLabel(copy.roofTypeLabel).selectOption("flachdach");
  await form.getByLabel(copy.sizeLabel).fill("80");
  await expect.poll(() => chunks.length).toBe(1);
  await expect(form).not.toHaveAttribute("novalidate", "");
  release();

  await expect(form).toHaveAttribute("novalidate", "");
  const quote = computeQuote({ size: 80, unit: "m2", roofType: "flachdach" });
  await expect(page.getByTestId("quote-total")).toHaveText(formatChf(quote.total));
  await expect(form.getByLabel(copy.plzLabel)).toHaveValue("4057 Basel");
  await expect(form.getByLabel(copy.sizeLabel)).toHaveValue("80");
  // Typing on changes the price from what was typed before.
  await form.getByLabel(copy.sizeLabel).fill("800");
  await expect(page.getByTestId("quote-total")).toHaveText(
    formatChf(computeQuote({ size: 800, unit: "m2", roofType: "flachdach" }).total),
  );
  await expect(form.getByLabel(copy.plzLabel)).toHaveValue("4057 Basel");
});

test("after a client-side navigation to the quote page the calculator's code loads at once", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.locator('a[href="/preise-angebot#calculator"]').first().click();
  await expect(page).toHaveURL("/preise-angebot#calculator");
  const form = calculatorForm(page);
  await expect(form).toHaveAttribute("novalidate", "");
  await form.getByLabel(copy.roofTypeLabel).selectOption("ziegeldach");
  await form.getByLabel(copy.sizeLabel).fill("40");
  await expect(page.getByTestId("quote-total")).toHaveText(
    formatChf(computeQuote({ size: 40, unit: "m2", roofType: "ziegeldach" }).total),
  );
});

test("the PDF button waits for every required field; the offer downloads as a PDF; 'new offer' resets", async ({
  page,
}) => {
  const form = await openCalculator(page);
  const submit = form.getByRole("button", { name: copy.submit });
  const hint = form.getByText(copy.requiredHint);
  await expect(submit).toBeDisabled();
  await expect(hint).toBeVisible();

  await fillPlant(form, { plz: "4057 Basel", roofType: "blechdach", size: "25", unit: "panel" });
  await expect(submit).toBeDisabled();
  await form.getByLabel(copy.companyLabel).fill("Muster AG");
  await expect(submit).toBeDisabled();
  await expect(hint).toBeVisible();
  await form.getByLabel(ui.forms.email).fill("anna.offerte@example.ch");
  await expect(submit).toBeEnabled();
  await expect(hint).toBeHidden();
  // Phone and notes are optional.
  await form.getByLabel(ui.forms.phone).fill("061 123 45 67");
  await form.getByLabel(copy.notesLabel).fill("Zugang über die Hofeinfahrt.");

  const quote = computeQuote({ size: 25, unit: "panel", roofType: "blechdach" });
  await expect(page.getByTestId("quote-total")).toHaveText(formatChf(quote.total));

  await page.waitForTimeout(HUMAN_PAUSE_MS);
  const response = page.waitForResponse((r) => r.url().endsWith("/api/offer") && r.request().method() === "POST");
  await submit.click();
  const answer = await response;
  expect(answer.status()).toBe(200);
  const body = answer.request().postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({
    plz: "4057 Basel",
    roofType: "blechdach",
    area: 25,
    areaUnit: "panel",
    company: "Muster AG",
    email: "anna.offerte@example.ch",
    language: "de",
    page: "/preise-angebot",
  });
  expect(body).not.toHaveProperty("total");

  // The success card replaces the form; the price stays next to it.
  const card = page.getByTestId("offer-success");
  await expect(card.getByRole("heading", { name: copy.success.title })).toBeFocused();
  await expect(calculatorForm(page)).toHaveCount(0);
  await expect(page.getByTestId("quote-total")).toHaveText(formatChf(quote.total));

  const download = card.getByRole("link", { name: copy.result.download });
  await expect(download).toHaveAttribute("target", "_blank");
  await expect(download).toHaveAttribute("rel", /noopener/);
  const href = await download.getAttribute("href");
  expect(href).toMatch(/^\/api\/download-offer\/[A-Za-z0-9_-]{22}$/);
  const pdf = await page.request.get(href!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toMatch(/^application\/pdf/);
  expect(pdf.headers()["content-disposition"]).toMatch(/^attachment/);
  expect(pdf.headers()["cache-control"]).toContain("no-store");
  expect((await pdf.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");

  // Spec 7: calculator_submit with type, total, input size, unit, size in m² and roof type; lead_generated.
  await expect
    .poll(() => readEvents(page, "calculator_submit"))
    .toContainEqual({
      calculator_type: "sofort_offerte",
      total_cost: quote.total,
      input_size: 25,
      unit: "panel",
      size_m2: quote.areaM2,
      roof_type: "blechdach",
    });
  await expect
    .poll(() => readEvents(page, "lead_generated"))
    .toContainEqual({ source: "sofort_offerte", value: quote.total, currency: "CHF" });
  const events = JSON.stringify(await readEvents(page, "calculator_submit"));
  for (const personal of ["Muster AG", "anna.offerte@example.ch", "4057 Basel"]) expect(events).not.toContain(personal);

  // 'Neue Offerte erstellen': an empty calculator again, no price, the button disabled.
  await card.getByRole("button", { name: copy.result.newOffer }).click();
  const fresh = calculatorForm(page);
  await expect(fresh.getByLabel(copy.plzLabel)).toBeFocused();
  await expect(fresh.getByLabel(copy.plzLabel)).toHaveValue("");
  await expect(fresh.getByLabel(copy.sizeLabel)).toHaveValue("");
  await expect(fresh.getByLabel(ui.forms.email)).toHaveValue("");
  await expect(page.getByTestId("offer-success")).toHaveCount(0);
  await expect(page.getByTestId("quote-total")).toHaveCount(0);
  await expect(fresh.getByRole("button", { name: copy.submit })).toBeDisabled();
  await expect(fresh.getByText(copy.requiredHint)).toBeVisible();
});

test("while the offer is made the button is busy; a failure shows the alert with the company's e-mail", async ({
  page,
}) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/offer", async (route) => {
    await held;
    await route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({ message: copy.failure.title }),
    });
  });

  const form = await openCalculator(page);
  await fillPlant(form, { plz: "4057 Basel", roofType: "ziegeldach", size: "120", unit: "m2" });
  await fillContact(form, "Muster AG", "anna.fehler@example.ch");
  await form.getByRole("button", { name: copy.submit }).click();

  // Loading (spec 4): the button says so and cannot be pressed again.
  const busy = form.getByRole("button", { name: copy.sending });
  await expect(busy).toBeDisabled();
  await expect(form).toHaveAttribute("aria-busy", "true");
  release();

  const alert = form.getByRole("alert");
  await expect(alert).toContainText(copy.failure.title);
  await expect(alert).toContainText(copy.failure.description);
  const email = await companyEmail(page);
  await expect(alert.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);

  // Loading has ended, the visitor's values are still there, and sending again is possible.
  await expect(form).toHaveAttribute("aria-busy", "false");
  await expect(form.getByLabel(copy.plzLabel)).toHaveValue("4057 Basel");
  await expect(form.getByRole("button", { name: copy.submit })).toBeEnabled();
  await expect(page.getByTestId("offer-success")).toHaveCount(0);
  expect(await readEvents(page, "calculator_submit")).toEqual([]);
});

test("a malformed e-mail address is marked at the field and nothing is sent", async ({ page }) => {
  let posted = 0;
  await page.route("**/api/offer", async (route) => {
    posted += 1;
    await route.continue();
  });
  const form = await openCalculator(page);
  await fillPlant(form, { plz: "4057 Basel", roofType: "ziegeldach", size: "80", unit: "m2" });
  await fillContact(form, "Muster AG", "anna(at)example.ch");
  await form.getByRole("button", { name: copy.submit }).click();

  const email = form.getByLabel(ui.forms.email);
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toBeFocused();
  await expect(form.getByRole("alert")).toBeVisible();
  expect(posted).toBe(0);

  // Correcting the field clears its message.
  await email.fill("anna@example.ch");
  await expect(email).not.toHaveAttribute("aria-invalid", "true");
});

test("the French quote page has the calculator in French, above its FAQ", async ({ page }) => {
  const fr = quoteCalculatorCopy("fr");
  const form = await openCalculator(page, "/fr/prix-devis", fr);
  await expect(form.getByRole("button", { name: fr.submit })).toBeDisabled();
  await expect(form.getByText(fr.requiredHint)).toBeVisible();
  await fillPlant(form, { plz: "1003 Lausanne", roofType: "flachdach", size: "10", unit: "kwp" }, fr);
  const quote = computeQuote({ size: 10, unit: "kwp", roofType: "flachdach" });
  await expect(page.getByTestId("quote-total")).toHaveText(formatChf(quote.total));
  await expect(page.getByText("10 kWc = 70 m²")).toBeVisible();
  await expect(page.getByText(fr.preview.guarantee, { exact: true })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the calculator's fields are there, with a note that the price comes after sending", async ({ page }) => {
    await page.goto("/preise-angebot");
    const form = calculatorForm(page);
    await expect(form.getByLabel(copy.plzLabel)).toBeVisible();
    await expect(form.getByLabel(copy.roofTypeLabel)).toBeVisible();
    await expect(form.getByLabel(copy.sizeLabel)).toHaveAttribute("max", "5000");
    await expect(form.getByRole("button", { name: copy.submit })).toBeVisible();
    // The note sits in <noscript>. Chromium's script switch of the test browser does not change how the page is
    // parsed, so the note is checked in the HTML a browser without JavaScript receives.
    const email = await companyEmail(page);
    const html = await (await page.request.get("/preise-angebot")).text();
    const noscript =
      [...html.matchAll(/<noscript>([\s\S]*?)<\/noscript>/g)]
        .map((m) => m[1])
        .find((n) => n?.includes(copy.noscript)) ?? "";
    expect(noscript).toContain(copy.noscript);
    expect(noscript).toContain(`href="mailto:${email}"`);
  });
  test("sending the form gives the quote page back with the success card and a working PDF link", async ({ page }) => {
    await page.goto("/preise-angebot");
    const form = calculatorForm(page);
    await fillPlant(form, { plz: "4410 Liestal", roofType: "blechdach", size: "24", unit: "panel" });
    await fillContact(form, "Ohne Skript GmbH", "ohne.skript@example.ch");
    const response = page.waitForResponse((r) => r.url().includes("/api/offer"));
    await form.getByRole("button", { name: copy.submit }).click();
    expect((await response).status()).toBe(200);

    const card = page.getByTestId("offer-success");
    await expect(card).toBeVisible();
    const href = await card.getByRole("link", { name: copy.result.download }).getAttribute("href");
    expect(href).toMatch(/^\/api\/download-offer\/[\w-]{22,}$/);
    const pdf = await page.request.get(href!);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect(pdf.headers()["content-disposition"]).toMatch(/^attachment/);
  });

  test("an address the server refuses comes back with the message and the visitor's values", async ({ page }) => {
    await page.goto("/preise-angebot");
    const form = calculatorForm(page);
    await fillPlant(form, { plz: "4410 Liestal", roofType: "flachdach", size: "80", unit: "m2" });
    // The browser accepts "x@y"; the server's strict check does not.
    await fillContact(form, "Ohne Skript GmbH", "x@y");
    const response = page.waitForResponse((r) => r.url().includes("/api/offer"));
    await form.getByRole("button", { name: copy.submit }).click();
    expect((await response).status()).toBe(400);

    await expect(page.getByTestId("offer-error")).toBeVisible();
    await expect(calculatorForm(page).getByLabel(copy.companyLabel)).toHaveValue("Ohne Skript GmbH");
    await expect(calculatorForm(page).getByLabel(ui.forms.email)).toHaveValue("x@y");
    await expect(calculatorForm(page).getByLabel(copy.roofTypeLabel)).toHaveValue("flachdach");
  });
});
