/**
 * The chat assistant widget (spec 2 "Chat widget", 4, 5, 8): a round button on every page whose
 * panel's code loads at the first open; greeting and labels in the page language; Enter sends,
 * Shift+Enter is a new line; replies with tap-to-call links and page buttons; the apology with the
 * phone number when /api/ask fails; Escape and focus; the conversation across navigation; axe clean
 * with the panel open. /api/ask is answered by a route mock where a test needs a fixed reply or a
 * failure.
 */
import { expect, test, type Page, type Request } from "@playwright/test";
import { homeContent } from "#app/content/pages/home";
import { uiStrings } from "#app/lib/ui";
import { expectNoAxeViolations } from "./support/axe";
import { gotoHydrated, readEvents, storeConsent } from "./support/browser";

type Lang = keyof typeof uiStrings;

const PANEL_CHUNK = /\/assets\/assistant-panel-[\w-]+\.js$/;

test.beforeEach(async ({ context }) => {
  await storeConsent(context);
});

function launcher(page: Page, lang: Lang) {
  return page.getByRole("button", { name: uiStrings[lang].assistant.open });
}

function panelOf(page: Page, lang: Lang) {
  return page.getByRole("dialog", { name: uiStrings[lang].assistant.title });
}

function logOf(page: Page, lang: Lang) {
  return panelOf(page, lang).getByRole("log", { name: uiStrings[lang].assistant.log });
}

function fieldOf(page: Page, lang: Lang) {
  return panelOf(page, lang).getByRole("textbox", { name: uiStrings[lang].assistant.inputLabel });
}

async function openAssistant(page: Page, lang: Lang) {
  await launcher(page, lang).click();
  await expect(panelOf(page, lang)).toBeVisible();
}

/** The company's phone number as the page's structured data states it. */
async function companyPhone(page: Page): Promise<string> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const business = blocks
    .map((text) => JSON.parse(text) as { "@type"?: string; telephone?: string })
    .find((data) => data["@type"] === "HomeAndConstructionBusiness");
  if (!business?.telephone) throw new Error("no telephone in the structured data");
  return business.telephone;
}

/**
 * Answers /api/ask with a fixed reply, recording what was sent. With `held`, the reply waits until
 * that promise settles, so a test can look at the pending state for as long as it needs.
 */
async function mockAsk(page: Page, reply: string | ((body: AskBody) => string), held?: Promise<void>) {
  const bodies: AskBody[] = [];
  await page.route("**/api/ask", async (route) => {
    const body = route.request().postDataJSON() as AskBody;
    bodies.push(body);
    if (held) await held;
    await route.fulfill({
      status: 200,
      contentType: "application/json",
      body: JSON.stringify({
        response: typeof reply === "string" ? reply : reply(body),
        timestamp: new Date().toISOString(),
      }),
    });
  });
  return bodies;
}

interface AskBody {
  message: string;
  language: string;
  conversationHistory: { role: string; content: string }[];
}

test("the widget's code is fetched only when the visitor opens it", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request: Request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await gotoHydrated(page, "/");
  await page.waitForLoadState("networkidle");
  await expect(launcher(page, "de")).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((path) => PANEL_CHUNK.test(path))).toEqual([]);

  await openAssistant(page, "de");
  expect(scripts.filter((path) => PANEL_CHUNK.test(path))).toHaveLength(1);
});

test("opened on /fr it greets in French with French labels, and the focus moves into the panel", async ({ page }) => {
  const fr = uiStrings.fr.assistant;
  await gotoHydrated(page, "/fr");
  await openAssistant(page, "fr");
  const panel = panelOf(page, "fr");
  await expect(panel.getByRole("heading", { name: fr.title })).toBeVisible();
  await expect(logOf(page, "fr")).toContainText(fr.greeting);
  await expect(panel.getByRole("button", { name: fr.minimize })).toBeVisible();
  await expect(panel.getByRole("button", { name: fr.close })).toBeVisible();
  await expect(panel.getByRole("button", { name: fr.send })).toBeVisible();
  await expect(fieldOf(page, "fr")).toHaveAttribute("placeholder", fr.placeholder);
  await expect(fieldOf(page, "fr")).toBeFocused();
  await expect(launcher(page, "fr")).toBeHidden();
});

test("Enter sends, Shift+Enter starts a new line, blank text is not sent, and the field waits while pending", async ({
  page,
}) => {
  const de = uiStrings.de.assistant;
  let releaseReply = () => {};
  const held = new Promise<void>((resolve) => (releaseReply = resolve));
  const bodies = await mockAsk(page, "Die Reinigung kostet CHF 500.00.", held);
  await gotoHydrated(page, "/");
  await openAssistant(page, "de");
  const field = fieldOf(page, "de");

  await field.fill("   ");
  await field.press("Enter");
  await expect(panelOf(page, "de").getByRole("button", { name: de.send })).toBeDisabled();

  await field.fill("Was kostet");
  await field.press("Shift+Enter");
  await field.pressSequentially("40 kWp Flachdach?");
  await expect(field).toHaveValue("Was kostet\n40 kWp Flachdach?");
  await field.press("Enter");

  const log = logOf(page, "de");
  await expect(log).toContainText("Was kostet\n40 kWp Flachdach?");
  await expect(field).toBeDisabled();
  await expect(field).toHaveValue("");
  await expect(log.getByText(de.pending)).toBeVisible();

  releaseReply();
  await expect(log).toContainText("Die Reinigung kostet CHF 500.00.");
  await expect(log.getByText(de.pending)).toHaveCount(0);
  await expect(field).toBeEnabled();
  await expect(field).toBeFocused();
  expect(bodies).toEqual([{ message: "Was kostet\n40 kWp Flachdach?", language: "de", conversationHistory: [] }]);
});

test("the real assistant on /fr: a tel: link and page buttons in its answer, a page opened in place, the conversation kept", async ({
  page,
}) => {
  const fr = uiStrings.fr.assistant;
  const sent: AskBody[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/ask")) sent.push(request.postDataJSON() as AskBody);
  });
  await gotoHydrated(page, "/fr");
  const phone = await companyPhone(page);
  await openAssistant(page, "fr");
  // A request for a discount is handed over to a person: phone, contact page, WhatsApp.
  await fieldOf(page, "fr").fill("Pouvez-vous me faire un rabais?");
  await fieldOf(page, "fr").press("Enter");

  const log = logOf(page, "fr");
  const tel = log.getByRole("link", { name: phone });
  await expect(tel).toHaveAttribute("href", `tel:${phone.replace(/[^+\d]/g, "")}`);
  const whatsapp = log.getByRole("link", { name: /WhatsApp/ });
  await expect(whatsapp).toHaveAttribute("href", /^https:\/\/wa\.me\//);
  await expect(whatsapp).toHaveAttribute("target", "_blank");
  await expect(whatsapp).toHaveAttribute("rel", /noopener/);
  await expect(whatsapp).toContainText(fr.newTab);

  const contact = log.locator('a[href="/fr/contact"]');
  await expect(contact).toHaveCount(1);
  await expect(contact).not.toHaveAttribute("target");
  await contact.click();
  await expect(page).toHaveURL(/\/fr\/contact$/);
  // Client-side: the panel and its conversation are still there.
  await expect(logOf(page, "fr")).toContainText("Pouvez-vous me faire un rabais?");

  // A quote on the next page, with the earlier turns sent along; the answer links the calculator.
  await fieldOf(page, "fr").fill("Combien coûte le nettoyage de 20 panneaux sur un toit en tuiles?");
  await fieldOf(page, "fr").press("Enter");
  await expect(logOf(page, "fr").locator('a[href="/fr/prix-devis#calculator"]')).toHaveCount(1);
  await expect(logOf(page, "fr")).toContainText("CHF");
  expect(sent).toHaveLength(2);
  expect(sent[0]).toEqual({ message: "Pouvez-vous me faire un rabais?", language: "fr", conversationHistory: [] });
  expect(sent[1]?.conversationHistory.map((turn) => turn.role)).toEqual(["user", "assistant"]);
});

test("page buttons and tap-to-call in a reply as the widget renders them (fixed reply)", async ({ page }) => {
  await gotoHydrated(page, "/");
  const phone = await companyPhone(page);
  await mockAsk(
    page,
    `Mehr im [Rechner](/preise-angebot#calculator) oder unter ${phone}. [Extern](https://example.org/x) [Böse](javascript:alert(1))`,
  );
  await openAssistant(page, "de");
  await fieldOf(page, "de").fill("Preis?");
  await fieldOf(page, "de").press("Enter");
  const log = logOf(page, "de");
  await expect(log.getByRole("link", { name: "Rechner" })).toHaveAttribute("href", "/preise-angebot#calculator");
  await expect(log.getByRole("link", { name: phone })).toHaveAttribute("href", `tel:${phone.replace(/[^+\d]/g, "")}`);
  await expect(log.getByRole("link", { name: /Extern/ })).toHaveAttribute("target", "_blank");
  // A script link is shown as its label, not as a link.
  await expect(log.getByRole("link", { name: /Böse/ })).toHaveCount(0);
  await expect(log).toContainText("Böse");
});

test("the conversation survives a page load in the same tab; 'end chat' deletes it", async ({ page }) => {
  const de = uiStrings.de.assistant;
  await mockAsk(page, "Basel: innert 24 Stunden.");
  await gotoHydrated(page, "/");
  await openAssistant(page, "de");
  await fieldOf(page, "de").fill("Wie schnell seid ihr in Basel?");
  await fieldOf(page, "de").press("Enter");
  await expect(logOf(page, "de")).toContainText("Basel: innert 24 Stunden.");

  await gotoHydrated(page, "/kontakt");
  await openAssistant(page, "de");
  await expect(logOf(page, "de")).toContainText("Wie schnell seid ihr in Basel?");
  await expect(logOf(page, "de")).toContainText("Basel: innert 24 Stunden.");

  await panelOf(page, "de").getByRole("button", { name: de.close }).click();
  await expect(panelOf(page, "de")).toBeHidden();
  await expect(launcher(page, "de")).toBeFocused();
  await openAssistant(page, "de");
  await expect(logOf(page, "de")).toContainText(de.greeting);
  await expect(logOf(page, "de")).not.toContainText("Wie schnell seid ihr in Basel?");
});

for (const lang of ["de", "it"] as const) {
  test(`when /api/ask fails, the apology in ${lang} with a tap-to-call phone number`, async ({ page }) => {
    await page.route("**/api/ask", (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: '{"message":"x"}' }),
    );
    await gotoHydrated(page, lang === "de" ? "/" : "/it");
    const phone = await companyPhone(page);
    await openAssistant(page, lang);
    await fieldOf(page, lang).fill("Hallo?");
    await fieldOf(page, lang).press("Enter");
    const log = logOf(page, lang);
    await expect(log).toContainText(uiStrings[lang].assistant.apology.replace("{phone}", phone));
    await expect(log.getByRole("link", { name: phone })).toHaveAttribute("href", `tel:${phone.replace(/[^+\d]/g, "")}`);
    await expect(fieldOf(page, lang)).toBeEnabled();
  });
}

test("the apology also follows a network failure, and it is never sent back as history", async ({ page }) => {
  let fail = true;
  const bodies: AskBody[] = [];
  await page.route("**/api/ask", async (route) => {
    bodies.push(route.request().postDataJSON() as AskBody);
    if (fail) return route.abort("connectionreset");
    return route.fulfill({
      status: 200,
      contentType: "application/json",
      body: '{"response":"Gern.","timestamp":"t"}',
    });
  });
  await gotoHydrated(page, "/en");
  await openAssistant(page, "en");
  await fieldOf(page, "en").fill("First question");
  await fieldOf(page, "en").press("Enter");
  await expect(logOf(page, "en")).toContainText(uiStrings.en.assistant.apology.slice(0, 20));
  fail = false;
  await fieldOf(page, "en").fill("Second question");
  await fieldOf(page, "en").press("Enter");
  await expect(logOf(page, "en")).toContainText("Gern.");
  expect(bodies[1]?.conversationHistory).toEqual([{ role: "user", content: "First question" }]);
});

test("Escape and minimize close the panel and return the focus to the button; the conversation stays", async ({
  page,
}) => {
  const de = uiStrings.de.assistant;
  await mockAsk(page, "Antwort eins.");
  await gotoHydrated(page, "/");
  await openAssistant(page, "de");
  await fieldOf(page, "de").fill("Frage eins");
  await fieldOf(page, "de").press("Enter");
  await expect(logOf(page, "de")).toContainText("Antwort eins.");

  await page.keyboard.press("Escape");
  await expect(panelOf(page, "de")).toBeHidden();
  await expect(launcher(page, "de")).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(panelOf(page, "de")).toBeVisible();
  await expect(fieldOf(page, "de")).toBeFocused();
  await expect(logOf(page, "de")).toContainText("Antwort eins.");

  await panelOf(page, "de").getByRole("button", { name: de.minimize }).click();
  await expect(panelOf(page, "de")).toBeHidden();
  await expect(launcher(page, "de")).toBeFocused();
});

test("axe finds nothing with the panel open and a reply in the log", async ({ page }, testInfo) => {
  await mockAsk(page, "Mehr dazu: [Preise](/preise-angebot#calculator) oder +41 61 511 27 40.");
  await gotoHydrated(page, "/");
  await openAssistant(page, "de");
  await fieldOf(page, "de").fill("Preise?");
  await fieldOf(page, "de").press("Enter");
  await expect(logOf(page, "de").getByRole("link", { name: "Preise" })).toBeVisible();
  await expectNoAxeViolations(page, testInfo);
});

test("analytics after consent: assistant_open and assistant_message with language and outcome, never the text", async ({
  browser,
}) => {
  const context = await browser.newContext();
  await storeConsent(context, "accepted");
  const page = await context.newPage();
  await mockAsk(page, "Antwort.");
  await gotoHydrated(page, "/it");
  await openAssistant(page, "it");
  await fieldOf(page, "it").fill("Domanda segreta 079 123 45 67");
  await fieldOf(page, "it").press("Enter");
  await expect(logOf(page, "it")).toContainText("Antwort.");
  expect(await readEvents(page, "assistant_open")).toEqual([{ page_language: "it" }]);
  expect(await readEvents(page, "assistant_message")).toEqual([{ page_language: "it", outcome: "answered" }]);
  const everything = JSON.stringify(await page.evaluate(() => window.dataLayer));
  expect(everything).not.toContain("Domanda segreta");
  await context.close();
});

test("desktop: the panel is 20 x 24 rem in the bottom-right corner", async ({ page }) => {
  await gotoHydrated(page, "/fr");
  const button = await launcher(page, "fr").boundingBox();
  expect(button && button.x + button.width).toBeGreaterThan(1280 - 40);
  await openAssistant(page, "fr");
  const box = await panelOf(page, "fr").boundingBox();
  expect(box).toMatchObject({ width: 320, height: 384 });
  expect(box!.x + box!.width).toBe(1280 - 24);
});

test("desktop: on the English home the button sits above the floating player, also while it plays", async ({
  page,
}) => {
  await gotoHydrated(page, "/en");
  const player = page.getByTestId("video-player");
  test.skip((await player.count()) === 0, "the build has no explainer video (EXPLAINER_VIDEO_ID)");
  const apart = async () => {
    const a = (await launcher(page, "en").boundingBox())!;
    const b = (await player.boundingBox())!;
    return a.y + a.height <= b.y || a.x + a.width <= b.x;
  };
  expect(await apart()).toBe(true);
  await player.getByRole("button", { name: homeContent.en.video.playLabel }).click();
  await expect(page.locator("main iframe")).toHaveCount(1);
  expect(await apart()).toBe(true);
});

test.describe("on a phone @mobile", () => {
  test("the button sits above the call-to-action bar and the panel fills the screen", async ({ page }) => {
    await gotoHydrated(page, "/");
    const bar = await page.getByRole("navigation", { name: uiStrings.de.common.contactUs }).boundingBox();
    const button = await launcher(page, "de").boundingBox();
    expect(bar && button).toBeTruthy();
    expect(button!.y + button!.height).toBeLessThanOrEqual(bar!.y);
    await openAssistant(page, "de");
    expect(await panelOf(page, "de").boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
  });

  test("a page button in a reply shows the page (the full-screen panel steps aside)", async ({ page }) => {
    await mockAsk(page, "[Kontakt](/kontakt)");
    await gotoHydrated(page, "/");
    await openAssistant(page, "de");
    await fieldOf(page, "de").fill("Kontakt?");
    await fieldOf(page, "de").press("Enter");
    await logOf(page, "de").getByRole("link", { name: "Kontakt" }).click();
    await expect(page).toHaveURL(/\/kontakt$/);
    await expect(panelOf(page, "de")).toBeHidden();
    await expect(launcher(page, "de")).toBeVisible();
  });

  test("the button is not shown over the cookie banner", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await gotoHydrated(page, "/");
    const banner = page.getByRole("region", { name: uiStrings.de.cookie.title });
    await expect(banner).toBeVisible();
    await expect(launcher(page, "de")).toBeHidden();
    await banner.getByRole("button", { name: uiStrings.de.cookie.necessaryOnly }).click();
    await expect(launcher(page, "de")).toBeVisible();
    await context.close();
  });

  test("the button steps aside while a form's submit button is under it", async ({ page }) => {
    await gotoHydrated(page, "/kontakt");
    const submit = page.getByRole("button", { name: uiStrings.de.forms.contactSubmit });
    const launcherBox = await launcher(page, "de").boundingBox();
    // Scroll the submit button to the launcher's height.
    const submitBox = await submit.boundingBox();
    await page.evaluate((dy) => window.scrollBy(0, dy), submitBox!.y - launcherBox!.y - 10);
    await expect(launcher(page, "de")).toBeHidden();
    await page.evaluate(() => window.scrollBy(0, -300));
    await expect(launcher(page, "de")).toBeVisible();
  });
});
