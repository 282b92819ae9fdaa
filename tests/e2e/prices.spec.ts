/** /preise-angebot around the calculator: packages, included services, package note, WhatsApp banner. */
import { expect, test } from "@playwright/test";
import { pricesContent } from "#app/content/pages/prices";
import { formatChf } from "#app/lib/format";
import { gotoHydrated, readEvents, storeConsent } from "./support/browser";

const pricesPage = pricesContent.de;

test.beforeEach(async ({ context }) => {
  await storeConsent(context);
  // The WhatsApp link opens wa.me in a new tab; the test only needs the click, not the site.
  await context.route("https://wa.me/**", (route) => route.abort());
});

test("shows both packages with their prices and the three included services", async ({ page }) => {
  await gotoHydrated(page, "/preise-angebot");
  await expect(page.locator("#calculator")).toHaveCount(1);
  for (const item of pricesPage.packages.items) {
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: item.name }) });
    await expect(card).toContainText(formatChf(item.priceChf, 0));
  }
  expect(pricesPage.packages.items.map((i) => i.priceChf)).toEqual([388, 588]);
  for (const service of pricesPage.included.items) {
    await expect(page.getByRole("heading", { name: service.title, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: pricesPage.packageNote.b2bLink.label })).toHaveAttribute("href", "/b2b");
});

test("the WhatsApp banner opens a chat and reports whatsapp_open with source preise-banner", async ({ page }) => {
  await gotoHydrated(page, "/preise-angebot");
  const link = page.getByRole("link", { name: pricesPage.whatsapp.button });
  await expect(link).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+\?text=/);
  const popup = page.waitForEvent("popup");
  await link.click();
  await (await popup).close();
  await expect.poll(() => readEvents(page, "whatsapp_open")).toContainEqual({ source: "preise-banner" });
});
