/**
 * What the head asks for before the first paint (docs/budgets.md): the stylesheet, not the
 * JavaScript. The scripts still load, from the inline module script, and the page hydrates.
 * The text is set in the device's own font: no web font is downloaded, so no second layout of
 * the whole page follows the first paint.
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

test("no web font is downloaded: the text uses the device's own font", async ({ page }) => {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(request.url());
  });
  await gotoHydrated(page, "/");
  await gotoHydrated(page, "/solaranlagenreinigung");
  const faces = await page.evaluate(() => document.fonts.size);
  expect(fonts).toEqual([]);
  expect(faces).toBe(0);
  const family = await page.locator("body").evaluate((body) => getComputedStyle(body).fontFamily);
  expect(family).toMatch(/^ui-sans-serif, system-ui/);
});

test("the favicon is a PNG (an SVG favicon would be loaded as a document on the page's main thread)", async ({
  request,
}) => {
  const html = await (await request.get("/", { headers: { "Accept-Language": "de-CH" } })).text();
  const icons = [...html.matchAll(/<link[^>]* rel="icon"[^>]*>/g)].map((m) => m[0]);
  expect(icons).toHaveLength(1);
  const href = icons[0]!.match(/href="([^"]+)"/)![1]!;
  expect(href).toMatch(/\.png$/);
  const icon = await request.get(href);
  expect(icon.status()).toBe(200);
  expect(icon.headers()["content-type"]).toBe("image/png");
});

test("the large start-up chunks ask V8 to compile them eagerly, off the main thread", async ({ request }) => {
  const html = await (await request.get("/", { headers: { "Accept-Language": "de-CH" } })).text();
  const entry = html.match(/import\("(\/assets\/entry\.client-[^"]+\.js)"\)/)![1]!;
  const imported = [...html.matchAll(/from "(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const firstLines = new Map<string, { line: string; size: number }>();
  for (const file of [entry, ...imported]) {
    const code = await (await request.get(file)).text();
    firstLines.set(file, { line: code.slice(0, code.indexOf("\n")), size: code.length });
  }
  expect(firstLines.get(entry)!.line).toBe("//# allFunctionsCalledOnLoad");
  for (const [file, { line, size }] of firstLines) {
    if (size >= 8 * 1024) expect(line, file).toBe("//# allFunctionsCalledOnLoad");
    else expect(line, `${file}: small chunks stay without the comment`).not.toContain("allFunctionsCalledOnLoad");
  }
});
