/**
 * Every path of the route table (and every /regionen/{slug} alias): status,
 * language, title, canonical, hreflang, JSON-LD, one h1, no console errors and
 * axe WCAG 2.2 AA with zero violations. Plus sitemap.xml and robots.txt.
 */
import { expect, test } from "@playwright/test";
import { uiStrings } from "#app/lib/ui";
import { expectNoAxeViolations } from "./support/axe";
import { collectErrors, storeConsent, waitForHydration } from "./support/browser";
import { SITE_URL } from "./support/server";
import {
  absoluteUrl,
  allRouteCases,
  expectedAlternates,
  htmlLangOf,
  pageCases,
  sortAlternates,
  type Alternate,
} from "./support/site";

test.describe("every page", () => {
  for (const route of allRouteCases()) {
    test(route.path, async ({ page, context }, testInfo) => {
      // The cookie banner is part of the page on a first visit; home pages are checked with it
      // (it must be accessible too), the others without it so that axe sees all of their content.
      const withBanner = route.page.kind === "home";
      if (!withBanner) await storeConsent(context);
      const errors = collectErrors(page);

      const response = await page.goto(route.path);
      expect(response?.status(), "HTTP status").toBe(200);
      await waitForHydration(page);

      const banner = page.getByRole("region", { name: uiStrings[route.lang].cookie.title });
      if (withBanner) await expect(banner).toBeVisible();
      else await expect(banner).toHaveCount(0);

      await expect.soft(page.locator("html"), "html lang").toHaveAttribute("lang", htmlLangOf[route.lang]);

      const title = await page.title();
      expect.soft(title.trim(), "title").not.toBe("");

      const canonical = page.locator('link[rel="canonical"]');
      await expect.soft(canonical, "exactly one canonical link").toHaveCount(1);
      expect.soft(await canonical.first().getAttribute("href"), "canonical").toBe(absoluteUrl(route.canonicalPath));

      const alternates: Alternate[] = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) =>
          links.map((l) => ({ hreflang: l.getAttribute("hreflang") ?? "", href: l.getAttribute("href") ?? "" })),
        );
      expect.soft(sortAlternates(alternates), "hreflang alternates").toEqual(expectedAlternates(route.page));

      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      const parsed = jsonLd.map((text, i) => {
        try {
          return JSON.parse(text) as { "@type"?: unknown };
        } catch (error) {
          throw new Error(`JSON-LD block ${i} does not parse: ${(error as Error).message}\n${text.slice(0, 300)}`);
        }
      });
      const types = parsed.map((data) => data["@type"]);
      expect.soft(types, "JSON-LD types").toContain("HomeAndConstructionBusiness");

      await expect.soft(page.locator("h1"), "exactly one h1").toHaveCount(1);

      await expectNoAxeViolations(page, testInfo);
      expect(errors, "console and page errors").toEqual([]);
    });
  }
});

test("every route-table page has its own title", async ({ request }) => {
  const byTitle = new Map<string, string[]>();
  for (const { path } of pageCases()) {
    const html = await (await request.get(path)).text();
    const title = decodeEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "").trim();
    expect(title, `title of ${path}`).not.toBe("");
    byTitle.set(title, [...(byTitle.get(title) ?? []), path]);
  }
  const duplicates = [...byTitle]
    .filter(([, paths]) => paths.length > 1)
    .map(([title, paths]) => `${title}: ${paths.join(", ")}`);
  expect(duplicates, "pages sharing a title").toEqual([]);
});

test("sitemap.xml lists every page with its language alternates", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("xml");
  const xml = await response.text();

  const entries = new Map<string, Alternate[]>();
  for (const [, block] of xml.matchAll(/<url>([\s\S]*?)<\/url>/g)) {
    const loc = decodeEntities(/<loc>([^<]+)<\/loc>/.exec(block!)?.[1] ?? "");
    const links = [...block!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\s*\/>/g)].map(
      ([, hreflang, href]) => ({ hreflang: hreflang!, href: decodeEntities(href!) }),
    );
    expect(entries.has(loc), `${loc} listed once`).toBe(false);
    entries.set(loc, sortAlternates(links));
  }

  const cases = pageCases();
  expect([...entries.keys()].sort()).toEqual(cases.map((c) => absoluteUrl(c.path)).sort());
  for (const route of cases) {
    expect
      .soft(entries.get(absoluteUrl(route.path)), `alternates of ${route.path}`)
      .toEqual(expectedAlternates(route.page));
  }
});

test("robots.txt names the sitemap", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(await response.text()).toMatch(new RegExp(`^Sitemap: ${escapeRegExp(SITE_URL)}/sitemap\\.xml$`, "m"));
});

function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;|&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&");
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
