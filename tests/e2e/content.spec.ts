/**
 * German city pages and legal pages: what a visitor reads (the blog: blog.spec.ts). Expected values
 * come from the content modules and the calculators, not from copies in the test.
 */
import { expect, test } from "@playwright/test";
import { cities, cityPath, responseTimeFor } from "#app/content/cities";
import { tailoredCityContent } from "#app/content/cities/de";
import { aboutContent } from "#app/content/pages/about";
import { pathOf } from "#app/content/route-table";
import { uiStrings } from "#app/lib/ui";
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
