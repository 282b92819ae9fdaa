/**
 * First visit to / (spec 2): a French, Italian or English browser is sent to its
 * language's home once; German browsers, later visits, visits that started on
 * another page and crawlers stay on /.
 */
import { expect, test, type Page } from "@playwright/test";
import { VISITED_KEY } from "#app/lib/first-visit";
import { gotoHydrated, readEvents, storeConsent, waitForHydration } from "./support/browser";
import { htmlLangOf } from "./support/site";

const CHROME_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
const GOOGLEBOT_UA =
  "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

test.beforeEach(async ({ context }) => {
  await storeConsent(context);
});

/**
 * Opens / as a new page load. The language redirect may happen before or after
 * hydration (inline script or effect), so only the commit of / is awaited here.
 */
async function openHome(page: Page) {
  const response = await page.goto("/", { waitUntil: "commit" });
  expect(response?.status(), "/ itself answers 200 (the language redirect is client-side)").toBe(200);
}

/** Opens / and waits until it has settled on /: hydrated, the visit recorded, no request in flight. */
async function visitHomeAndSettle(page: Page) {
  await openHome(page);
  await waitForHydration(page);
  await page.waitForFunction((key) => window.localStorage.getItem(key) !== null, VISITED_KEY);
  // A late client-side redirect would be fetching its target's data now.
  await page.waitForLoadState("networkidle");
}

async function expectStaysOnGermanHome(page: Page) {
  await expect(page).toHaveURL("/");
  await expect(page.locator("html")).toHaveAttribute("lang", htmlLangOf.de);
  const views = (await readEvents(page, "page_view")).map((e) => e.page_path);
  expect(views, "no page view of another home").toEqual(["/"]);
}

for (const [locale, target] of [
  ["fr-CH", "/fr"],
  ["it-CH", "/it"],
  ["en-US", "/en"],
] as const) {
  test.describe(`browser language ${locale}`, () => {
    test.use({ locale, userAgent: CHROME_UA });

    test(`first visit to / goes to ${target}, the next one stays on /`, async ({ page }) => {
      await openHome(page);
      await expect(page).toHaveURL(target);
      await waitForHydration(page);
      await expect(page.locator("html")).toHaveAttribute("lang", htmlLangOf[target.slice(1) as "fr" | "it" | "en"]);

      await visitHomeAndSettle(page);
      await expectStaysOnGermanHome(page);
    });
  });
}

test.describe("browser language fr-CH, starting elsewhere", () => {
  test.use({ locale: "fr-CH", userAgent: CHROME_UA });

  test("a first visit that starts on /kontakt and then opens / is not redirected", async ({ page }) => {
    await gotoHydrated(page, "/kontakt");
    await visitHomeAndSettle(page);
    await expectStaysOnGermanHome(page);
  });
});

test.describe("browser language de-CH", () => {
  test.use({ locale: "de-CH", userAgent: CHROME_UA });

  test("first visit to / stays on the German home", async ({ page }) => {
    await visitHomeAndSettle(page);
    await expectStaysOnGermanHome(page);
  });
});

test.describe("crawler", () => {
  test.use({ locale: "en", userAgent: GOOGLEBOT_UA });

  test("Googlebot with an English locale stays on /", async ({ page }) => {
    await visitHomeAndSettle(page);
    await expectStaysOnGermanHome(page);
  });
});
