/**
 * Widgets whose code loads when the visitor comes near them (app/components/ui/load-gate.tsx):
 * nothing of it is fetched with the page, the prerendered widget is on screen meanwhile, and once
 * the visitor scrolls to it (or, for forms, touches it) the code comes and the widget works.
 */
import { expect, test, type Page } from "@playwright/test";
import { homeContent } from "#app/content/pages/home";
import { uiStrings } from "#app/lib/ui";
import { gotoHydrated, loadWidgets, storeConsent } from "./support/browser";

test.beforeEach(async ({ context }) => {
  await storeConsent(context);
});

function scriptsFetched(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

test("home: the widgets' code waits until the visitor scrolls to them, then the gallery works", async ({ page }) => {
  const scripts = scriptsFetched(page);
  await gotoHydrated(page, "/fr");
  await page.waitForLoadState("networkidle");
  expect(scripts.filter((path) => /home-widgets/.test(path))).toEqual([]);
  await expect(page.getByTestId("gallery-counter")).toHaveText("Projet 1 sur 3");

  await loadWidgets(page, "home-widgets");
  expect(scripts.filter((path) => /home-widgets/.test(path))).toHaveLength(1);
  await page.getByRole("button", { name: homeContent.fr.gallery.next }).click();
  await expect(page.getByTestId("gallery-counter")).toHaveText("Projet 2 sur 3");
});

test("contact: the form's code waits for the visitor's first touch, then checks the fields itself", async ({
  page,
}) => {
  const scripts = scriptsFetched(page);
  await gotoHydrated(page, "/kontakt");
  await page.waitForLoadState("networkidle");
  expect(scripts.filter((path) => /form-fields/.test(path))).toEqual([]);

  const name = page.getByLabel(uiStrings.de.forms.name, { exact: false }).first();
  await name.focus();
  await expect(page.locator('[data-load-gate="forms"]:not([data-ready])')).toHaveCount(0);
  expect(scripts.filter((path) => /form-fields/.test(path))).toHaveLength(1);
  await name.fill("Anna Muster");
  await expect(name).toHaveValue("Anna Muster");
});
