/**
 * The blog's maintenance-plan download: the button on each blog listing links to the
 * PDF in the page's language, and the server answers with a PDF attachment.
 */
import { expect, test } from "@playwright/test";
import { blogContent } from "#app/content/pages/blog";
import { gotoHydrated, storeConsent } from "./support/browser";

test.beforeEach(async ({ context }) => {
  await storeConsent(context);
});

const listings = [
  { lang: "de", path: "/blog" },
  { lang: "fr", path: "/fr/blog" },
  { lang: "it", path: "/it/blog" },
  { lang: "en", path: "/en/blog" },
] as const;

test.describe("maintenance-plan PDF", () => {
  for (const { lang, path } of listings) {
    test(`${path}: the download button serves the ${lang} PDF as an attachment`, async ({ page }) => {
      await gotoHydrated(page, path);
      const plan = blogContent[lang].plan;
      await expect(page.getByRole("heading", { level: 2, name: plan.title })).toBeVisible();
      const link = page.getByRole("link", { name: plan.button });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("download", "");
      const href = await link.getAttribute("href");
      expect(href).toBe(`/api/maintenance-plan/${lang}.pdf`);

      const response = await page.request.get(href!);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("application/pdf");
      expect(response.headers()["content-disposition"]).toMatch(/^attachment; filename="[a-z-]+\.pdf"$/);
      expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");
    });
  }

  test("an unknown language is not found", async ({ request }) => {
    const response = await request.get("/api/maintenance-plan/xx.pdf");
    expect(response.status()).toBe(404);
  });
});
