/**
 * The drawn illustrations (StaticSvg): hydration keeps the server's markup as it is, and a
 * page reached by client-side navigation draws them in the browser. Either way every
 * illustration is complete and named.
 */
import { expect, test, type Page } from "@playwright/test";
import { solarPage } from "../../app/content/solar-page";
import { collectErrors, gotoHydrated, storeConsent } from "./support/browser";

test.beforeEach(async ({ context }) => {
  await storeConsent(context);
});

/** The solar page's four gallery drawings: name and number of shapes of each. */
async function drawings(page: Page) {
  return page.evaluate(
    (labels) => {
      return labels.map((label) => {
        const svg = document.querySelector(`svg[role="img"][aria-label="${CSS.escape(label)}"]`);
        return { label, shapes: svg ? svg.querySelectorAll("path, rect, circle, line, polygon, ellipse").length : -1 };
      });
    },
    solarPage.gallery.items.map((item) => item.alt),
  );
}

test("hydration keeps the server-drawn illustrations whole", async ({ page, request }) => {
  const served = await (await request.get("/solaranlagenreinigung")).text();
  const errors = collectErrors(page);
  await gotoHydrated(page, "/solaranlagenreinigung");
  const hydrated = await drawings(page);
  expect(hydrated).toHaveLength(solarPage.gallery.items.length);
  for (const { label, shapes } of hydrated) {
    expect(shapes, label).toBeGreaterThan(10);
    expect(served, `${label} is in the served HTML`).toContain(`aria-label="${label}"`);
  }
  // React took the drawings over without hydrating their shapes: the <svg> is React's (it carries
  // React's internal fiber key), the shapes inside are the server's markup, untouched.
  const ownership = await page.evaluate((label) => {
    const svg = document.querySelector(`svg[aria-label="${CSS.escape(label)}"]`)!;
    const reactOwned = (node: Element) => Object.keys(node).some((key) => key.startsWith("__reactFiber$"));
    return { svg: reactOwned(svg), shapes: [...svg.querySelectorAll("*")].some(reactOwned) };
  }, solarPage.gallery.items[0]!.alt);
  expect(ownership).toEqual({ svg: true, shapes: false });
  // The hero drawing, hidden below lg, is still in the document and drawn.
  expect(
    await page.locator('svg[viewBox="0 0 480 360"]').locator("path, rect, circle, line, polygon").count(),
  ).toBeGreaterThan(20);
  expect(errors).toEqual([]);
});

test("a client-side navigation draws the illustrations in the browser", async ({ page }) => {
  const errors = collectErrors(page);
  await gotoHydrated(page, "/kontakt");
  const before = await drawings(page);
  expect(before.every((d) => d.shapes === -1)).toBe(true);
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await page.getByRole("contentinfo").locator('a[href="/solaranlagenreinigung"]').first().click();
  await expect(page).toHaveURL(/\/solaranlagenreinigung$/);
  // Same document: the navigation happened in the browser, not as a page load.
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  await expect
    .poll(async () => (await drawings(page)).map((d) => d.shapes > 10))
    .toEqual(solarPage.gallery.items.map(() => true));
  expect(errors).toEqual([]);
});
