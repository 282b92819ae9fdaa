/**
 * The blog in four languages, as a visitor reads it: the listings (German: three cards; French,
 * Italian, English: a featured card and four more), every article of every language, the loss
 * guide's computed scenarios and links, the share button (Web Share API and the copy-link
 * fallback), the language switcher from one article to the same article in another language,
 * BlogPosting data and axe. Expected values come from the article files and the calculators.
 */
import { expect, test, type Page } from "@playwright/test";
import { articleCovers, blogArticleContent } from "#app/content/blog/articles.server";
import { lossScenarios } from "#app/content/blog/loss-scenarios";
import { articlesIn } from "#app/content/blog/catalog";
import { blogArticles } from "#app/content/blog-slugs";
import { cityPath } from "#app/content/cities";
import { blogContent } from "#app/content/pages/blog";
import { getPage, pathOf } from "#app/content/route-table";
import { lossPage } from "#app/domain/loss";
import { formatChf } from "#app/lib/format";
import { uiStrings } from "#app/lib/ui";
import { expectNoAxeViolations } from "./support/axe";
import { gotoHydrated, storeConsent } from "./support/browser";
import { absoluteUrl, htmlLangOf, languages, type Lang } from "./support/site";

test.beforeEach(async ({ context }) => {
  await storeConsent(context);
});

const otherLanguages = ["fr", "it", "en"] as const;

async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  return page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((nodes) => nodes.map((n) => JSON.parse(n.textContent ?? "{}") as Record<string, unknown>));
}

test.describe("German blog", () => {
  test("the listing shows three article cards and links to the loss calculator and contact", async ({ page }) => {
    const ui = uiStrings.de;
    await gotoHydrated(page, "/blog");
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(3);
    await expect(page.getByRole("link", { name: blogContent.de.tool.link.label })).toHaveAttribute(
      "href",
      "/verlustrechner",
    );
    await expect(page.getByRole("main").getByRole("link", { name: ui.common.contactUs })).toHaveAttribute(
      "href",
      "/kontakt",
    );
  });

  test("the share button copies the link when the Web Share API is missing", async ({ page, context, baseURL }) => {
    const ui = uiStrings.de;
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "share", { value: undefined }));
    await gotoHydrated(page, "/blog/warum-verschmutzte-solarpanels-risiko-sind");
    await page.getByRole("button", { name: ui.blog.share }).click();
    await expect(page.getByText(ui.blog.linkCopied)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
      "/blog/warum-verschmutzte-solarpanels-risiko-sind",
    );
  });
});

test("every article's cover is served as a WebP image", async ({ request }) => {
  for (const cover of new Set(Object.values(articleCovers))) {
    const response = await request.get(cover);
    expect(response.status(), cover).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/webp");
  }
});

test.describe("every article in every language", () => {
  for (const lang of languages) {
    for (const { key, type } of blogArticles) {
      const path = getPage(`blog:${key}`).paths[lang]!;
      test(`${path} renders its article with BlogPosting data and links to contact and prices`, async ({ page }) => {
        const article = blogArticleContent[key][lang];
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("lang", htmlLangOf[lang]);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
        await expect(page.getByText(article.author).first()).toBeVisible();
        expect(await page.locator("main article h2").count()).toBeGreaterThanOrEqual(4);
        await expect(page.locator(`main a[href="${pathOf("contact", lang)}"]`).first()).toBeVisible();
        await expect(page.locator(`main a[href^="${pathOf("prices", lang)}"]`).first()).toBeVisible();
        const posting = (await structuredData(page)).find(
          (d) => d["@type"] === (type === "article" ? "Article" : "BlogPosting"),
        );
        expect(posting).toMatchObject({
          headline: article.title,
          inLanguage: lang,
          datePublished: article.date,
          author: { "@type": "Organization", name: article.author },
          mainEntityOfPage: absoluteUrl(path),
        });
        // The article's own cover first, then the site's social image.
        expect((posting?.image as string[])[0]).toBe(absoluteUrl(articleCovers[key]));
        await expect(page.locator(`main article img[src="${articleCovers[key]}"]`)).toHaveAttribute(
          "alt",
          article.imageAlt,
        );
      });
    }
  }
});

for (const lang of otherLanguages) {
  test.describe(`${lang} blog`, () => {
    const ui = uiStrings[lang];
    const articles = articlesIn(lang);

    test("listing: the newest article featured, four more cards, the newsletter box and the plan PDF in the language", async ({
      page,
    }, testInfo) => {
      const t = blogContent[lang];
      await gotoHydrated(page, pathOf("blog", lang));
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(t.hero.heading);
      const cards = main.getByRole("article");
      await expect(cards).toHaveCount(5);
      const featured = main.locator("article[data-featured]");
      await expect(featured).toHaveCount(1);
      await expect(featured.getByRole("link")).toHaveText(articles[0]!.article.title);
      // The featured card is wider than the others.
      const featuredBox = await featured.boundingBox();
      const otherBox = await cards.nth(1).boundingBox();
      expect(featuredBox!.width).toBeGreaterThan(otherBox!.width * 1.5);
      for (const [i, { article }] of articles.entries()) {
        const card = cards.nth(i);
        await expect(card.getByRole("link")).toHaveText(article.title);
        await expect(card).toContainText(article.category);
        await expect(card).toContainText(article.excerpt);
        await expect(card).toContainText(article.author);
        await expect(card.getByRole("list", { name: ui.blog.tags }).getByRole("listitem")).toHaveText(article.tags);
      }
      const box = page.getByRole("form", { name: ui.forms.newsletterTitle });
      await expect(box.getByRole("button", { name: ui.forms.newsletterSubmit })).toBeVisible();
      await expect(main.getByRole("link", { name: t.plan.button })).toHaveAttribute(
        "href",
        `/api/maintenance-plan/${lang}.pdf`,
      );
      const tool = main.getByRole("link", { name: `${t.tool.link.label} ${ui.common.inGerman}` });
      await expect(tool).toHaveAttribute("href", "/verlustrechner");
      await expect(tool).toHaveAttribute("hreflang", "de");
      await expectNoAxeViolations(page, testInfo);
    });

    test("from the listing to an article, shared, then the same article in German and in another language", async ({
      page,
    }, testInfo) => {
      const { key, article, path } = articles[1]!;
      await gotoHydrated(page, pathOf("blog", lang));
      await page.getByRole("main").getByRole("link", { name: article.title }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
      await expectNoAxeViolations(page, testInfo);

      // The Web Share API where the device has it: the article's title and address.
      await page.evaluate(() => {
        const shared: ShareData[] = [];
        Object.assign(window, { shared });
        Object.defineProperty(navigator, "share", {
          configurable: true,
          value: (data: ShareData) => {
            shared.push(data);
            return Promise.resolve();
          },
        });
      });
      await page.getByRole("button", { name: ui.blog.share }).click();
      expect(await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared)).toEqual([
        { title: article.title, url: page.url() },
      ]);

      // Every language version links the others (hreflang) and the switcher goes to the same article.
      const versions = getPage(`blog:${key}`).paths;
      for (const other of languages) {
        await expect(page.locator(`link[rel="alternate"][hreflang="${other}"]`)).toHaveAttribute(
          "href",
          absoluteUrl(versions[other]!),
        );
      }
      const next: Lang = lang === "en" ? "fr" : "en";
      let current: Lang = lang;
      for (const target of ["de", next] as const) {
        const switcher = page
          .getByRole("banner")
          .getByRole("navigation", { name: uiStrings[current].nav.languageLabel });
        await switcher.getByRole("link", { name: uiStrings[target].langName }).click();
        await expect(page).toHaveURL(versions[target]!);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(blogArticleContent[key][target].title);
        current = target;
      }
    });

    test("the share button copies the link where the Web Share API is missing, in the language", async ({
      page,
      context,
      baseURL,
    }) => {
      const { path } = articles[0]!;
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
      await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "share", { value: undefined }));
      await gotoHydrated(page, path);
      await page.getByRole("button", { name: ui.blog.share }).click();
      await expect(page.getByText(ui.blog.linkCopied)).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL(path, baseURL).href);
    });
  });
}

test.describe("the loss guide", () => {
  for (const lang of languages) {
    test(`${lang}: the scenarios computed by the calculator, the FAQ and the links`, async ({ page }) => {
      const guide = blogArticleContent["loss-calculator-guide"][lang];
      const table = guide.blocks.find((b) => b.type === "table");
      if (table?.type !== "table") throw new Error("the guide has no table");
      await page.goto(getPage("blog:loss-calculator-guide").paths[lang]!);
      const rows = page.getByRole("main").getByRole("table").locator("tbody tr");
      await expect(rows).toHaveCount(lossScenarios.length);
      for (const [i, scenario] of lossScenarios.entries()) {
        await expect(rows.nth(i)).toContainText(table.rows[i]![0]!);
        await expect(rows.nth(i)).toContainText(formatChf(lossPage(scenario).gesamtverlust, 0));
        await expect(rows.nth(i)).toContainText(formatChf(lossPage(scenario).verlustFranken, 0));
      }
      for (const href of [
        "/verlustrechner",
        pathOf("solar", lang),
        pathOf("contact", lang),
        cityPath("basel"),
        cityPath("zuerich"),
        cityPath("bern"),
      ]) {
        await expect(page.locator(`main a[href="${href}"]`).first()).toBeVisible();
      }
      const faq = (await structuredData(page)).find((d) => d["@type"] === "FAQPage") as
        { mainEntity: { name: string }[] } | undefined;
      expect(faq?.mainEntity.map((q) => q.name)).toEqual(guide.faq!.map((item) => item.question));
    });
  }
});
