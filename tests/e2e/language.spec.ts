/**
 * The language switcher (spec 2): mapped equivalents for known pages, the
 * language's home for German-only pages, and a language_switch /
 * language_switch_mobile event with from_language, to_language and page_path.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { uiStrings } from "#app/lib/ui";
import { gotoHydrated, readEvents, storeConsent } from "./support/browser";
import { mobileMenu } from "./support/menu";
import { htmlLangOf, type Lang } from "./support/site";

test.beforeEach(async ({ context }) => {
  await storeConsent(context);
});

function switcherIn(scope: Locator, pageLang: Lang): Locator {
  return scope.getByRole("navigation", { name: uiStrings[pageLang].nav.languageLabel });
}

async function switchLanguage(
  page: Page,
  switcher: Locator,
  from: { path: string; lang: Lang },
  to: { lang: Lang; path: string },
) {
  const link = switcher.getByRole("link", { name: uiStrings[to.lang].langName });
  // The link points straight at the final page, so the visitor never goes through a redirect.
  await expect(link).toHaveAttribute("href", to.path);
  await link.click();
  await expect(page).toHaveURL(to.path);
  await expect(page.locator("html")).toHaveAttribute("lang", htmlLangOf[to.lang]);
}

const desktopCases: { from: { path: string; lang: Lang }; to: { lang: Lang; path: string } }[] = [
  { from: { path: "/kontakt", lang: "de" }, to: { lang: "fr", path: "/fr/contact" } },
  { from: { path: "/kontakt", lang: "de" }, to: { lang: "it", path: "/it/contatto" } },
  { from: { path: "/kontakt", lang: "de" }, to: { lang: "en", path: "/en/contact" } },
  {
    from: { path: "/fr/nettoyage-installations-solaires", lang: "fr" },
    to: { lang: "de", path: "/solaranlagenreinigung" },
  },
  { from: { path: "/dachreinigung", lang: "de" }, to: { lang: "fr", path: "/fr" } },
  { from: { path: "/", lang: "de" }, to: { lang: "it", path: "/it" } },
  { from: { path: "/en", lang: "en" }, to: { lang: "de", path: "/" } },
];

test.describe("desktop language switcher", () => {
  for (const { from, to } of desktopCases) {
    test(`${from.path}: ${to.lang.toUpperCase()} goes to ${to.path}`, async ({ page }) => {
      await gotoHydrated(page, from.path);
      const switcher = switcherIn(page.getByRole("banner"), from.lang);
      await expect(switcher.getByRole("link", { name: uiStrings[from.lang].langName })).toHaveAttribute(
        "aria-current",
        "true",
      );

      await switchLanguage(page, switcher, from, to);

      // A client-side navigation: the dataLayer of the first page is still there.
      expect(await readEvents(page, "language_switch")).toEqual([
        { from_language: from.lang, to_language: to.lang, page_path: from.path },
      ]);
      expect(await readEvents(page, "language_switch_mobile")).toEqual([]);
    });
  }
});

test.describe("mobile language switcher", { tag: "@mobile" }, () => {
  test("in the mobile menu it switches and reports language_switch_mobile", async ({ page }) => {
    await gotoHydrated(page, "/kontakt");
    const menu = mobileMenu(page, "de");
    await menu.button.click();
    await expect(menu.button).toHaveAttribute("aria-expanded", "true");

    const switcher = switcherIn(await menu.panel(), "de");
    await switchLanguage(page, switcher, { path: "/kontakt", lang: "de" }, { lang: "fr", path: "/fr/contact" });

    expect(await readEvents(page, "language_switch_mobile")).toEqual([
      { from_language: "de", to_language: "fr", page_path: "/kontakt" },
    ]);
    expect(await readEvents(page, "language_switch")).toEqual([]);
    // The menu closes on navigation.
    const frenchMenu = mobileMenu(page, "fr");
    await expect(frenchMenu.button).toHaveAttribute("aria-expanded", "false");
    await expect(await frenchMenu.panel()).toBeHidden();
  });
});
