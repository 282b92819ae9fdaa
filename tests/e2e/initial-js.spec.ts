/**
 * Initial-JavaScript budget (docs/budgets.md) as a browser fetches it: every script response
 * from the navigation until the network is idle, before any interaction, gzip bytes, at most
 * 125 KB. The quote pages are the heaviest (the calculator), so they are checked in every
 * language. A size budget: the same build gives the same bytes on any machine.
 */
import { expect, test } from "@playwright/test";
import { pathOf } from "#app/content/route-table";
import { languages } from "#app/lib/i18n";
import { JS_BUDGET_KB, measureInitialJs } from "#scripts/initial-js.mjs";
import { BASE_URL } from "./support/server";

for (const lang of languages) {
  const path = pathOf("prices", lang);

  test(`the quote page ${path} loads at most ${JS_BUDGET_KB} KB of JavaScript before an interaction`, async ({
    page,
  }) => {
    const js = await measureInitialJs(page, `${BASE_URL}${path}`);
    const list = js.files.map((f) => `${f.url} ${f.gzipBytes} B`).join("\n");
    expect(js.files.length, "scripts were fetched").toBeGreaterThan(0);
    expect(js.files.filter((f) => f.status !== 200 || !["gzip", "identity"].includes(f.encoding))).toEqual([]);
    expect(js.gzipBytes, `initial JavaScript of ${path}:\n${list}`).toBeLessThanOrEqual(JS_BUDGET_KB * 1024);
    // The calculator's code comes with the visitor's first interaction, not with the page.
    expect(js.files.map((f) => f.url)).not.toContainEqual(expect.stringMatching(/quote-calculator/));
    await expect(page.locator("#calculator-form")).toBeVisible();
  });
}
