/**
 * Cookie banner and Consent Mode (spec 4 and 7): every signal denied by default,
 * the choice stored as cookieConsent and sent as a consent update, the banner
 * gone for good, and the Google tag never loaded without a measurement id
 * (nor, with one, before the visitor accepts).
 */
import { readFileSync } from "node:fs";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { CONSENT_KEY } from "#app/features/consent/consent";
import { pathOf } from "#app/content/route-table";
import { uiStrings } from "#app/lib/ui";
import { gotoHydrated, readDataLayer, waitForHydration } from "./support/browser";
import type { Lang } from "./support/site";

const denied = {
  ad_storage: "denied",
  analytics_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
};
const granted = {
  ad_storage: "granted",
  analytics_storage: "granted",
  ad_user_data: "granted",
  ad_personalization: "granted",
};

/** The measurement id the build was made with (scripts/precompress.mjs writes it). */
const gaMeasurementId = (
  JSON.parse(readFileSync("build/build-info.json", "utf8")) as { gaMeasurementId: string | null }
).gaMeasurementId;

/** Records (and never lets out) every request to Google's tag and analytics hosts. */
async function watchGoogleRequests(context: BrowserContext): Promise<string[]> {
  const requests: string[] = [];
  await context.route(/^https:\/\/([a-z0-9-]+\.)*(googletagmanager\.com|google-analytics\.com)\//, (route) => {
    requests.push(route.request().url());
    return route.abort();
  });
  return requests;
}

function banner(page: Page, lang: Lang = "de") {
  return page.getByRole("region", { name: uiStrings[lang].cookie.title });
}

async function consentEntries(page: Page) {
  return (await readDataLayer(page)).filter((entry) => entry[0] === "consent");
}

async function storedConsent(page: Page) {
  return page.evaluate((key) => window.localStorage.getItem(key), CONSENT_KEY);
}

test("first visit: banner shown and every consent signal denied by default", async ({ page, context }) => {
  const google = await watchGoogleRequests(context);
  await gotoHydrated(page, "/");
  const ui = uiStrings.de.cookie;

  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole("button", { name: ui.acceptAll })).toBeVisible();
  await expect(banner(page).getByRole("button", { name: ui.necessaryOnly })).toBeVisible();
  await expect(banner(page).getByRole("link", { name: ui.privacyLink })).toHaveAttribute(
    "href",
    pathOf("privacy", "de"),
  );

  const entries = await consentEntries(page);
  expect(entries[0]?.[1], "the first consent entry is the default").toBe("default");
  expect(entries[0]?.[2]).toMatchObject(denied);
  expect(
    entries.filter((e) => e[1] === "update"),
    "no update before a choice",
  ).toEqual([]);
  expect(await storedConsent(page)).toBeNull();
  expect(google).toEqual([]);
});

test("the banner is painted with the page, before any script of the site runs", async ({ page }) => {
  // No module script may load: what is visible comes from the HTML, the stylesheet and the head script.
  await page.route("**/assets/*.js", (route) => route.abort());
  await page.goto("/solaranlagenreinigung");
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole("button", { name: uiStrings.de.cookie.acceptAll })).toBeVisible();
});

test("with a stored choice the banner is not painted at all", async ({ page, context }) => {
  await context.addInitScript((key) => window.localStorage.setItem(key, "declined"), CONSENT_KEY);
  await page.route("**/assets/*.js", (route) => route.abort());
  await page.goto("/");
  await expect(page.locator("#cookie-title")).toBeAttached();
  await expect(banner(page)).toBeHidden();
});

test("'Akzeptieren' stores accepted, grants every signal and hides the banner for good", async ({ page, context }) => {
  const google = await watchGoogleRequests(context);
  await gotoHydrated(page, "/");
  await banner(page).getByRole("button", { name: uiStrings.de.cookie.acceptAll }).click();

  await expect(banner(page)).toHaveCount(0);
  expect(await storedConsent(page)).toBe("accepted");
  const updates = (await consentEntries(page)).filter((e) => e[1] === "update");
  expect(updates).toEqual([["consent", "update", granted]]);

  await page.reload();
  await waitForHydration(page);
  await expect(banner(page)).toHaveCount(0);
  // The stored choice is re-applied before anything else runs.
  expect((await consentEntries(page)).map((e) => e.slice(0, 2))).toEqual([
    ["consent", "default"],
    ["consent", "update"],
  ]);
  expect((await consentEntries(page))[1]?.[2]).toEqual(granted);

  if (gaMeasurementId) {
    expect(google.some((url) => url.startsWith("https://www.googletagmanager.com/gtag/js?id="))).toBe(true);
  } else {
    expect(google, "no Google request without GA_MEASUREMENT_ID at build").toEqual([]);
  }
});

test("'Ablehnen' stores declined, denies every signal and hides the banner for good", async ({ page, context }) => {
  const google = await watchGoogleRequests(context);
  await gotoHydrated(page, "/");
  await banner(page).getByRole("button", { name: uiStrings.de.cookie.necessaryOnly }).click();

  await expect(banner(page)).toHaveCount(0);
  expect(await storedConsent(page)).toBe("declined");
  const updates = (await consentEntries(page)).filter((e) => e[1] === "update");
  expect(updates).toEqual([["consent", "update", denied]]);

  await page.reload();
  await waitForHydration(page);
  await expect(banner(page)).toHaveCount(0);
  expect(
    (await consentEntries(page)).filter((e) => e[1] === "update"),
    "declined: nothing granted",
  ).toEqual([]);
  expect(google, "no Google request after declining").toEqual([]);
});

test("'Cookie-Einstellungen' in the footer shows the banner again, and a new choice replaces the old one", async ({
  page,
}) => {
  await gotoHydrated(page, "/");
  await banner(page).getByRole("button", { name: uiStrings.de.cookie.acceptAll }).click();
  await expect(banner(page)).toHaveCount(0);
  expect(await storedConsent(page)).toBe("accepted");

  await page.getByRole("contentinfo").getByRole("button", { name: uiStrings.de.footer.cookieSettings }).click();
  await expect(banner(page)).toBeVisible();
  await banner(page).getByRole("button", { name: uiStrings.de.cookie.necessaryOnly }).click();
  await expect(banner(page)).toHaveCount(0);
  expect(await storedConsent(page)).toBe("declined");
});

test("the banner speaks the page language", async ({ page }) => {
  await gotoHydrated(page, pathOf("contact", "fr"));
  const ui = uiStrings.fr.cookie;
  await expect(banner(page, "fr")).toBeVisible();
  await expect(banner(page, "fr").getByRole("button", { name: ui.acceptAll })).toBeVisible();
  await expect(banner(page, "fr").getByRole("link", { name: ui.privacyLink })).toHaveAttribute(
    "href",
    pathOf("privacy", "fr"),
  );
  await banner(page, "fr").getByRole("button", { name: ui.necessaryOnly }).click();
  await expect(banner(page, "fr")).toHaveCount(0);
  expect(await storedConsent(page)).toBe("declined");
});
