/**
 * German city pages, blog and legal pages: what a visitor reads. Expected values
 * come from the content modules and the calculators, not from copies in the test.
 */
import { expect, test } from "@playwright/test";
import { articleCopy } from "../../app/content/blog/article-meta";
import { blogArticles } from "../../app/content/blog-slugs";
import { lossScenarios } from "../../app/content/blog/loss-article";
import { cities, cityPath, responseTimeFor } from "../../app/content/cities";
import { tailoredCityContent } from "../../app/content/city-content";
import { aboutContent } from "../../app/content/pages/about";
import { blogContent } from "../../app/content/pages/blog";
import { pathOf } from "../../app/content/route-table";
import { lossPage } from "../../app/features/loss-calculator/loss";
import { formatChf } from "../../app/lib/format";
import { uiStrings } from "../../app/lib/ui";
import { gotoHydrated, storeConsent } from "./support/browser";

const ui = uiStrings.de;

test.beforeEach(async ({ context }) => {
  await storeConsent(context);
});

test.describe("city pages", () => {
  for (const city of cities) {
    test(`${city.name}: heading with the city and its response time`, async ({ request }) => {
      const response = await request.get(cityPath(city.slug));
      expect(response.status()).toBe(200);
      const html = await response.text();
      const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? "";
      expect(h1).toContain(city.name.replace("/", "/"));
      expect(html).toContain(ui.city.responseTimes[responseTimeFor(city.slug)]);
      expect(html).toContain('href="/preise-angebot"');
      expect(html).toContain('href="/kontakt"');
      expect(html).toContain('href="/solaranlagenreinigung"');
      expect(html).toContain('href="/gruendachpflege"');
      expect(html).toContain('"@type":"FAQPage"');
    });
  }

  test("the tailored pages read differently", async ({ page }) => {
    const intros = new Set<string>();
    for (const slug of Object.keys(tailoredCityContent)) {
      await page.goto(cityPath(slug));
      intros.add(await page.locator("main p").nth(1).innerText());
    }
    expect(intros.size).toBe(Object.keys(tailoredCityContent).length);
  });

  test("Luzern answers within 48-72 hours, Basel within 24", async ({ page }) => {
    await page.goto(cityPath("luzern"));
    await expect(page.getByText(ui.city.responseTimes["48-72"]).first()).toBeVisible();
    await page.goto(cityPath("basel"));
    await expect(page.getByText(ui.city.responseTimes["24"]).first()).toBeVisible();
  });
});

test.describe("blog", () => {
  test("the listing shows three article cards and links to the loss calculator and contact", async ({ page }) => {
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

  for (const lang of ["fr", "it"] as const) {
    test(`${lang}: the listing in its language, the German-only loss calculator marked, the newsletter box`, async ({
      page,
    }) => {
      const t = blogContent[lang];
      const strings = uiStrings[lang];
      await gotoHydrated(page, pathOf("blog", lang));
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(t.hero.heading);
      // Only the loss guide exists in French and Italian so far.
      await expect(main.getByRole("article")).toHaveCount(1);
      await expect(main.getByRole("article").getByRole("link")).toHaveText(
        articleCopy["loss-calculator-guide"]![lang]!.title,
      );
      const tool = main.getByRole("link", { name: `${t.tool.link.label} ${strings.common.inGerman}` });
      await expect(tool).toHaveAttribute("href", "/verlustrechner");
      await expect(tool).toHaveAttribute("hreflang", "de");
      await expect(main.getByRole("link", { name: t.question.link.label })).toHaveAttribute(
        "href",
        pathOf("contact", lang),
      );
      const box = page.getByRole("form", { name: strings.forms.newsletterTitle });
      await expect(box.getByLabel(strings.forms.newsletterEmail)).toBeVisible();
      await expect(box.getByRole("button", { name: strings.forms.newsletterSubmit })).toBeVisible();
    });
  }

  for (const article of blogArticles.filter((a) => a.slugs.de)) {
    test(`article ${article.slugs.de} renders its content`, async ({ page }) => {
      const copy = articleCopy[article.key]!.de!;
      await page.goto(`/blog/${article.slugs.de}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.title);
      await expect(page.getByText(copy.author).first()).toBeVisible();
      expect(await page.locator("main h2").count()).toBeGreaterThanOrEqual(4);
      await expect(page.locator('main a[href="/kontakt"]').first()).toBeVisible();
      await expect(page.locator('main a[href^="/preise-angebot"]').first()).toBeVisible();
      const types = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((nodes) => nodes.map((n) => JSON.parse(n.textContent ?? "{}")["@type"]));
      expect(types).toContain(article.type === "article" ? "Article" : "BlogPosting");
    });
  }

  test("the loss article shows the scenarios computed by the calculator", async ({ page }) => {
    await page.goto("/blog/verlustrechner-pv-reinigung");
    const table = page.getByRole("table");
    for (const [i, scenario] of lossScenarios.entries()) {
      const row = table.locator("tbody tr").nth(i);
      await expect(row).toContainText(scenario.label);
      await expect(row).toContainText(formatChf(lossPage(scenario).gesamtverlust, 0));
    }
    for (const href of [
      "/verlustrechner",
      "/solaranlagenreinigung",
      cityPath("basel"),
      cityPath("zuerich"),
      cityPath("bern"),
    ]) {
      await expect(page.locator(`main a[href="${href}"]`).first()).toBeVisible();
    }
  });

  test("the share button copies the link when the Web Share API is missing", async ({ page, context, baseURL }) => {
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

test.describe("legal pages", () => {
  test("the imprint shows the company data from configuration", async ({ page }) => {
    await page.goto("/impressum");
    await expect(page.getByRole("main")).toContainText(/CHE-\d{3}\.\d{3}\.\d{3}/);
    await expect(page.getByRole("main")).not.toContainText("{companyName}");
  });

  test("the privacy policy has eight sections with retention periods", async ({ page }) => {
    await page.goto("/datenschutz");
    await expect(page.locator("main section h2")).toHaveCount(8);
    await expect(page.getByRole("main")).toContainText("2 Jahre");
    await expect(page.getByRole("main")).toContainText("3 Jahre");
  });
});

test.describe("about pages in French and Italian", () => {
  for (const lang of ["fr", "it"] as const) {
    test(`${lang}: figures, values, certificates, teams and the regions of its part of Switzerland`, async ({
      page,
    }) => {
      const t = aboutContent[lang];
      await gotoHydrated(page, pathOf("about", lang));
      const main = page.getByRole("main");
      const region = (title: string) => main.getByRole("region", { name: title, exact: true });
      await expect(region(t.facts.title)).toContainText("8'643");
      await expect(region(t.facts.title).getByTestId("company-uid")).toHaveText(/^CHE-\d{3}\.\d{3}\.\d{3}$/);
      await expect(region(t.values.title).getByRole("heading", { level: 3 })).toHaveText(
        t.values.items.map((v) => v.title),
      );
      await expect(region(t.certifications.title).getByRole("heading", { level: 3 })).toHaveCount(4);
      const teams = region(t.teams.title);
      await expect(teams.getByRole("heading", { level: 3 })).toHaveText([
        ...t.teams.items.map((team) => team.name),
        t.teams.regions!.title,
      ]);
      for (const area of t.teams.regions!.items) await expect(teams).toContainText(area.cities.join(", "));
    });
  }
});
