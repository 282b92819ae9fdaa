/**
 * What the head asks for before the first paint (docs/budgets.md): the stylesheet, not the
 * JavaScript and not the web font. The scripts still load, from the inline module script,
 * and the page hydrates.
 */
import { expect, test } from "@playwright/test";
import { collectErrors, gotoHydrated } from "./support/browser";

const documents: [label: string, path: string, status: number][] = [
  ["prerendered home", "/", 200],
  ["prerendered service page", "/solaranlagenreinigung", 200],
  ["prerendered French page", "/fr", 200],
  ["server-rendered 404", "/gibt-es-nicht", 404],
];

for (const [label, path, status] of documents) {
  test(`no modulepreload or font preload in the head: ${label} (${path})`, async ({ request }) => {
    const response = await request.get(path, { headers: { "Accept-Language": "de-CH" } });
    expect(response.status()).toBe(status);
    const html = await response.text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toMatch(/<link[^>]* rel="stylesheet" href="\/assets\/[^"]+\.css"/);
    expect(head).not.toContain("modulepreload");
    expect(head).not.toMatch(/rel="preload"[^>]*as="font"/);
    // The entry is still started from the inline module script.
    expect(html).toMatch(/import\("\/assets\/entry\.client-[^"]+\.js"\)/);
  });
}

test("the scripts load without preloads and the page hydrates", async ({ page }) => {
  const errors = collectErrors(page);
  await gotoHydrated(page, "/solaranlagenreinigung");
  const loaded = await page.evaluate(() =>
    performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname),
  );
  expect(loaded.some((p) => /^\/assets\/entry\.client-.+\.js$/.test(p))).toBe(true);
  expect(errors).toEqual([]);
});
