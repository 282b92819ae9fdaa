/**
 * The mobile menu (390 px): a toggle with aria-expanded, every link and the six
 * main regions, closing on a link click and on Escape.
 */
import { expect, test } from "@playwright/test";
import { cityPath } from "#app/content/cities";
import { pathOf } from "#app/content/route-table";
import { serviceLinks } from "#app/lib/navigation";
import { uiStrings } from "#app/lib/ui";
import { expectNoAxeViolations } from "./support/axe";
import { gotoHydrated, storeConsent } from "./support/browser";
import { mobileMenu } from "./support/menu";

const ui = uiStrings.de;

/** Spec 2: the six main regions of the mobile menu. */
const regions: [name: string, slug: string][] = [
  ["Basel", "basel"],
  ["Aargau", "aargau"],
  ["Zürich", "zuerich"],
  ["Luzern", "luzern"],
  ["Bern", "bern"],
  ["Langenthal", "langenthal"],
];

test.describe("mobile menu", { tag: "@mobile" }, () => {
  test.beforeEach(async ({ page, context }) => {
    await storeConsent(context);
    await gotoHydrated(page, "/kontakt");
  });

  test("the open panel covers the screen below the header", async ({ page }) => {
    const menu = mobileMenu(page);
    const panel = await menu.panel();
    await menu.button.click();
    await expect(panel).toBeVisible();
    const box = (await panel.boundingBox())!;
    const header = (await page.getByRole("banner").boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.y).toBeCloseTo(header.y + header.height, -1);
    expect(box.y + box.height).toBeCloseTo(viewport.height, 0);
  });

  test("opens from a collapsed toggle and lists every page and the six regions", async ({ page }) => {
    const menu = mobileMenu(page);
    const panel = await menu.panel();
    await expect(menu.button).toBeVisible();
    await expect(menu.button).toHaveAttribute("aria-expanded", "false");
    await expect(menu.button).toHaveAccessibleName(ui.nav.openMenu);
    await expect(panel).toBeHidden();
    // The desktop navigation is not shown at this width.
    await expect(page.getByRole("banner").getByRole("button", { name: ui.nav.services })).toBeHidden();

    await menu.button.click();
    await expect(menu.button).toHaveAttribute("aria-expanded", "true");
    await expect(menu.button).toHaveAccessibleName(ui.nav.closeMenu);
    await expect(panel).toBeVisible();

    const expected = [
      ...serviceLinks("de", ui).map((l) => [l.label, l.href] as const),
      [ui.nav.prices, pathOf("prices", "de")],
      [ui.nav.about, pathOf("about", "de")],
      [ui.nav.blog, pathOf("blog", "de")],
      [ui.nav.faq, pathOf("faq", "de")],
      [ui.nav.contact, pathOf("contact", "de")],
      ...regions.map(([name, slug]) => [name, cityPath(slug)] as const),
    ];
    for (const [label, href] of expected) {
      const link = panel.getByRole("link", { name: label, exact: true });
      await expect(link, label).toBeVisible();
      await expect(link, label).toHaveAttribute("href", href);
    }
  });

  test("a link navigates and closes the menu", async ({ page }) => {
    const menu = mobileMenu(page);
    const panel = await menu.panel();
    await menu.button.click();
    await panel.getByRole("link", { name: ui.nav.greenRoof, exact: true }).click();

    await expect(page).toHaveURL(pathOf("greenRoof", "de"));
    await expect(menu.button).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();
  });

  test("a region link navigates to the city page and closes the menu", async ({ page }) => {
    const menu = mobileMenu(page);
    const panel = await menu.panel();
    await menu.button.click();
    await panel.getByRole("link", { name: "Zürich", exact: true }).click();

    await expect(page).toHaveURL(cityPath("zuerich"));
    await expect(menu.button).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();
  });

  test("Escape closes the menu and gives focus back to the toggle", async ({ page }) => {
    const menu = mobileMenu(page);
    const panel = await menu.panel();
    await menu.button.click();
    await expect(panel).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(menu.button).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();
    await expect(menu.button).toBeFocused();
  });

  test("the open menu passes axe", async ({ page }, testInfo) => {
    const menu = mobileMenu(page);
    await menu.button.click();
    await expect(await menu.panel()).toBeVisible();
    await expectNoAxeViolations(page, testInfo);
  });
});
