/**
 * Not-found pages (unknown path, unknown city, unknown article) and malformed
 * URLs sent byte for byte: 400 or 404, never a 5xx, never a file from outside
 * the build.
 */
import { expect, test, type Page } from "@playwright/test";
import { NOT_FOUND_TEXT, NOT_FOUND_TITLE } from "#app/routes/not-found";
import { uiStrings } from "#app/lib/ui";
import { expectNoAxeViolations } from "./support/axe";
import { collectErrors, storeConsent, waitForHydration } from "./support/browser";
import { rawGet } from "./support/raw-http";

// The browser reports the 404 of the document itself as a console error; that one is expected here.
const DOCUMENT_404 = /Failed to load resource: the server responded with a status of 404/;

test.beforeEach(async ({ context }) => {
  await storeConsent(context);
});

async function expectNoIndex(page: Page) {
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /^noindex/);
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
}

test("an unknown path shows the English 404 page", async ({ page }, testInfo) => {
  const errors = collectErrors(page, [DOCUMENT_404]);
  const response = await page.goto("/diese-seite/gibt-es-nicht");
  expect(response?.status()).toBe(404);
  await waitForHydration(page);

  // Spec 2 gives these two sentences literally.
  expect(NOT_FOUND_TITLE).toBe("404 Page Not Found");
  expect(NOT_FOUND_TEXT).toBe("Did you forget to add the page to the router?");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
  await expect(page.getByRole("main")).toContainText("Did you forget to add the page to the router?");

  const main = page.getByRole("main");
  for (const [lang, href] of [
    ["de", "/"],
    ["fr", "/fr"],
    ["it", "/it"],
    ["en", "/en"],
  ] as const) {
    const link = main.getByRole("link", { name: new RegExp(`^${uiStrings[lang].nav.home}\\b`) });
    await expect(link, `home link ${lang}`).toHaveAttribute("href", href);
  }
  await expectNoIndex(page);
  await expectNoAxeViolations(page, testInfo);
  expect(errors).toEqual([]);
});

test("an unknown city shows 'Ort nicht gefunden' with a way home", async ({ page }, testInfo) => {
  const ui = uiStrings.de.city;
  expect([ui.notFoundTitle, ui.notFoundText]).toEqual([
    "Ort nicht gefunden",
    "Für diesen Ort gibt es noch keine eigene Seite – im Einsatz sind wir aber in der ganzen Schweiz.",
  ]);
  const errors = collectErrors(page, [DOCUMENT_404]);
  const response = await page.goto("/regionen/atlantis");
  expect(response?.status()).toBe(404);
  await waitForHydration(page);

  await expect(page.locator("html")).toHaveAttribute("lang", "de-CH");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ort nicht gefunden");
  await expect(page.getByRole("main")).toContainText(
    "Für diesen Ort gibt es noch keine eigene Seite – im Einsatz sind wir aber in der ganzen Schweiz.",
  );
  await expectNoIndex(page);
  await expectNoAxeViolations(page, testInfo);
  expect(errors).toEqual([]);

  await page.getByRole("main").getByRole("link", { name: ui.backHome }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Ort nicht gefunden");
});

test("an unknown blog article shows 'Artikel nicht gefunden' with a way back to the blog", async ({
  page,
}, testInfo) => {
  const ui = uiStrings.de.blog;
  expect([ui.notFoundTitle, ui.backToBlog]).toEqual(["Artikel nicht gefunden", "Zurück zum Blog"]);
  const errors = collectErrors(page, [DOCUMENT_404]);
  const response = await page.goto("/blog/gibt-es-nicht");
  expect(response?.status()).toBe(404);
  await waitForHydration(page);

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Artikel nicht gefunden");
  const back = page.getByRole("main").getByRole("link", { name: "Zurück zum Blog" });
  await expect(back).toHaveAttribute("href", "/blog");
  await expectNoIndex(page);
  await expectNoAxeViolations(page, testInfo);
  expect(errors).toEqual([]);

  await back.click();
  await expect(page).toHaveURL("/blog");
});

test.describe("malformed and hostile URLs", () => {
  const longPath = "/" + "a".repeat(4999);
  const cases: [label: string, path: string][] = [
    ["broken percent escape", "/%E0%A4%A"],
    ["NUL byte", "/a%00b"],
    ["encoded dot segments", "/..%2f..%2fetc%2fpasswd"],
    ["raw dot segments", "/../../etc/passwd"],
    ["encoded dots", "/%2e%2e/%2e%2e/package.json"],
    ["dot segments under /assets", "/assets/..%2f..%2fpackage.json"],
    ["backslash traversal", "/..%5c..%5cpackage.json"],
    ["5000-character path", longPath],
  ];
  for (const [label, path] of cases) {
    test(`${label}: 400 or 404, nothing leaked`, async () => {
      const response = await rawGet(path);
      expect([400, 404], `status of ${path.slice(0, 60)}`).toContain(response.status);
      expect(response.body).not.toContain("root:x:");
      expect(response.body).not.toContain('"devDependencies"');
      expect(response.body).not.toContain("solarclean-website");
    });
  }
});
