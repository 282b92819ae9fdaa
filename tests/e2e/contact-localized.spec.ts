/**
 * The French and Italian contact pages after hydration: the content's hero, the FAQ accordion
 * (one answer open at a time, its advice button leading to the form on the page), and the
 * service cards linking to the pages of the same language.
 */
import { expect, test } from "@playwright/test";
import { contactContent } from "#app/content/pages/contact";
import { collectErrors, gotoHydrated, storeConsent } from "./support/browser";

test.beforeEach(async ({ context }) => {
  await storeConsent(context);
});

const cases = [
  { lang: "fr", path: "/fr/contact", solarPath: "/fr/nettoyage-installations-solaires" },
  { lang: "it", path: "/it/contatto", solarPath: "/it/pulizia-impianti-fotovoltaici" },
] as const;

for (const { lang, path, solarPath } of cases) {
  test(`${path}: hero, FAQ accordion and links in ${lang}`, async ({ page }) => {
    const errors = collectErrors(page);
    const t = contactContent[lang];
    await gotoHydrated(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.hero.heading);

    const faq = page.getByRole("region", { name: t.faq.title });
    const questions = faq.getByRole("button", { name: /./ }).filter({ hasText: /\?$/ });
    await expect(questions).toHaveCount(t.faq.items.length);
    await expect(questions.nth(0)).toHaveAttribute("aria-expanded", "true");
    await questions.nth(1).click();
    await expect(questions.nth(1)).toHaveAttribute("aria-expanded", "true");
    await expect(questions.nth(0)).toHaveAttribute("aria-expanded", "false");
    await expect(faq.getByText(t.faq.items[1]!.answer)).toBeVisible();
    await questions.nth(1).click();
    await expect(questions.nth(1)).toHaveAttribute("aria-expanded", "false");

    const services = page.getByRole("region", { name: t.services.title });
    const solarLink = t.services.items[0]!.link;
    await expect(services.getByRole("link", { name: solarLink.label })).toHaveAttribute("href", solarPath);
    await expect(page.locator(`#${t.form.id}`)).toBeAttached();
    expect(errors).toEqual([]);
  });
}
