/**
 * Shared widgets of the layout: the image component's loading and failure states
 * and the WhatsApp link with its prefilled greeting (@mobile: the bar is for phones).
 */
import { expect, test } from "@playwright/test";
import { uiStrings } from "#app/lib/ui";
import { gotoHydrated, storeConsent } from "./support/browser";

const article = "/blog/warum-verschmutzte-solarpanels-risiko-sind";

test.beforeEach(async ({ context }) => {
  await storeConsent(context);
});

test("an image that loads is shown without the failure text", async ({ page }) => {
  await gotoHydrated(page, article);
  const image = page.getByRole("main").locator("img").first();
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute("width", "1200");
  await expect(image).toHaveAttribute("height", "630");
  await expect(page.getByText(uiStrings.de.image.failed)).toHaveCount(0);
});

test("an image that fails shows 'Bild konnte nicht geladen werden'", async ({ page }) => {
  await page.route("**/images/blog-cover.webp", (route) => route.abort());
  await gotoHydrated(page, article);
  await expect(page.getByText(uiStrings.de.image.failed)).toBeVisible();
  await expect(page.getByRole("main").locator("img")).toHaveCount(0);
});

test("an image still loading shows its placeholder @mobile", async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/images/blog-cover.webp", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(article, { waitUntil: "domcontentloaded" });
  await expect(page.getByRole("status", { name: uiStrings.de.image.loading })).toHaveCount(1);
  release();
  await expect(page.getByRole("status", { name: uiStrings.de.image.loading })).toHaveCount(0);
});

test("the WhatsApp link opens a chat with the localized greeting @mobile", async ({ page }) => {
  for (const [path, lang] of [
    ["/", "de"],
    ["/fr", "fr"],
  ] as const) {
    await gotoHydrated(page, path);
    const link = page.getByRole("link", { name: uiStrings[lang].whatsapp.label });
    const href = new URL((await link.getAttribute("href"))!);
    expect(href.origin).toBe("https://wa.me");
    expect(href.pathname).toMatch(/^\/\d{8,15}$/);
    expect(href.searchParams.get("text")).toBe(uiStrings[lang].whatsapp.greeting);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
  }
});
