/**
 * The eight page kinds every language has, walked from their content modules as a visitor
 * without JavaScript sees them (the prerendered HTML): every section heading of the content,
 * the FAQ with all its questions, at least 80 % of the German page's text, and no German
 * sentence on a French, Italian or English page.
 */
import { expect, test, type Page } from "@playwright/test";
import { pageContents, sharedPageKinds } from "#app/content/pages/registry";
import { pathOf } from "#app/content/route-table";
import { looksGerman } from "#app/lib/language-guess";
import type { Lang } from "#app/lib/i18n";

type ContentRecord = Partial<Record<Lang, object>>;

const contents: [string, ContentRecord][] = sharedPageKinds.map((kind) => [kind, pageContents[kind]]);

/** Titles of the content's top-level sections: each is a heading on the page. */
function sectionTitles(content: object): string[] {
  return Object.entries(content).flatMap(([key, value]) =>
    key !== "meta" && key !== "hero" && value && typeof value === "object" && typeof value.title === "string"
      ? [value.title as string]
      : [],
  );
}

/**
 * The visible text of the page's main content. The blog listing's article cards are left out:
 * which articles exist in which language is the blog's business, not the listing page's.
 */
async function mainText(page: Page): Promise<string> {
  const text = await page.locator("main").evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[aria-labelledby="latest-title"]').forEach((cards) => cards.remove());
    document.body.append(copy);
    const visible = copy.innerText;
    copy.remove();
    return visible;
  });
  return text.replace(/\s+/g, " ").trim();
}

/** Text blocks a reader reads one by one: paragraphs, list items, headings, buttons, labels, cells. */
async function textBlocks(page: Page): Promise<string[]> {
  return page
    .locator("main")
    .locator("p, li, h1, h2, h3, h4, button, label, summary, figcaption, td, th, dd, dt, a")
    .evaluateAll((nodes) => nodes.map((n) => (n as HTMLElement).innerText.replace(/\s+/g, " ").trim()));
}

test.use({ javaScriptEnabled: false });

for (const [kind, record] of contents) {
  for (const lang of ["fr", "it", "en"] as const) {
    const content = record[lang];
    if (!content) continue;
    test(`${kind} in ${lang}: every section, the whole FAQ, 80 % of the German text, no German`, async ({ page }) => {
      const response = await page.goto(pathOf(kind, "de"));
      expect(response?.status()).toBe(200);
      const germanLength = (await mainText(page)).length;

      expect((await page.goto(pathOf(kind, lang)))?.status()).toBe(200);
      const main = page.locator("main");
      for (const title of sectionTitles(content)) {
        // The FAQ page names its topic navigation with the FAQ title; other pages head their FAQ with it.
        const named = main.getByRole("heading", { name: title, exact: true });
        const target = named.or(main.getByRole("navigation", { name: title, exact: true }));
        await expect.soft(target.first()).toBeVisible();
      }
      const faq = (content as { faq?: { items: { question: string }[] } }).faq;
      if (faq) {
        for (const item of faq.items)
          await expect.soft(main.getByRole("button", { name: item.question })).toHaveCount(1);
      }
      const length = (await mainText(page)).length;
      expect.soft(length, `text length ${length} vs German ${germanLength}`).toBeGreaterThanOrEqual(0.8 * germanLength);
      const german = (await textBlocks(page)).filter((text) => text.split(" ").length >= 6 && looksGerman(text));
      expect(german, "German text on the page").toEqual([]);
    });
  }
}
