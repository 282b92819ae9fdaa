/**
 * Header and footer (spec 2, shared layout): the Services dropdown by keyboard,
 * the phone button, the footer's quote button, address, company ID and legal
 * links, and smooth scrolling to #anchors on route change.
 */
import { expect, test, type Page } from "@playwright/test";
import { pathOf } from "#app/content/route-table";
import { companyLinks, quoteHref, serviceLinks } from "#app/lib/navigation";
import { languages } from "#app/lib/i18n";
import { uiStrings } from "#app/lib/ui";
import { gotoHydrated, storeConsent } from "./support/browser";

const ui = uiStrings.de;

test.beforeEach(async ({ context }) => {
  await storeConsent(context);
});

/** The business as the page's own structured data states it: the footer must show the same. */
async function businessOf(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const business = blocks
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((data) => data["@type"] === "HomeAndConstructionBusiness");
  if (!business) throw new Error("no HomeAndConstructionBusiness JSON-LD");
  return business as {
    telephone: string;
    taxID: string;
    address: { streetAddress: string; postalCode: string; addressLocality: string };
  };
}

test.describe("header Services dropdown", () => {
  async function openServices(page: Page, key: "Enter" | "ArrowDown") {
    await gotoHydrated(page, "/");
    const trigger = page.getByRole("banner").getByRole("button", { name: ui.nav.services });
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await trigger.focus();
    await page.keyboard.press(key);
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    const menu = page.locator(`[id="${await trigger.getAttribute("aria-controls")}"]`);
    await expect(menu).toBeVisible();
    return { trigger, menu };
  }

  test("opens with Enter and lists solar, roof, gutter, green roof and B2B", async ({ page }) => {
    const { trigger, menu } = await openServices(page, "Enter");
    const expected = serviceLinks("de", ui);
    expect(expected.map((l) => l.key)).toEqual(["solar", "roofCleaning", "gutterCleaning", "greenRoof", "b2b"]);
    const links = menu.getByRole("link");
    await expect(links).toHaveText(expected.map((l) => l.label));
    for (const link of expected) {
      await expect(menu.getByRole("link", { name: link.label, exact: true })).toHaveAttribute("href", link.href);
    }

    await page.keyboard.press("Tab");
    await expect(links.first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test("opens with ArrowDown onto the first item; arrows move, Escape closes and returns focus", async ({ page }) => {
    const { trigger, menu } = await openServices(page, "ArrowDown");
    const links = menu.getByRole("link");
    await expect(links.first()).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await expect(links.last(), "ArrowUp wraps around").toBeFocused();

    await page.keyboard.press("Escape");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test("choosing an item navigates and closes the menu", async ({ page }) => {
    const { trigger, menu } = await openServices(page, "ArrowDown");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(pathOf("roofCleaning", "de"));
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
  });
});

test("the header phone button is a tel: link to the company number", async ({ page }) => {
  await gotoHydrated(page, "/");
  const { telephone } = await businessOf(page);
  const phone = page.getByRole("banner").getByRole("link", { name: telephone });
  await expect(phone).toBeVisible();
  await expect(phone).toHaveAttribute("href", `tel:${telephone.replace(/[^+\d]/g, "")}`);
});

test("the header fits its row at 1280 px, even in a wide system font", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the desktop navigation is shown from 1024 px");
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, "/");
  const row = page.getByRole("banner").locator(".container-page").first();
  const fits = await row.evaluate((el) => el.scrollWidth <= el.clientWidth);
  expect(fits).toBe(true);
  const name = page.getByRole("banner").getByRole("link").first().locator("span");
  const lines = await name.evaluate((el) =>
    Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)),
  );
  expect(lines).toBeLessThanOrEqual(2);
});

test("closed header menus are sent empty: their items mount only when opened", async ({ request }) => {
  const html = await (await request.get("/", { headers: { "Accept-Language": "de-CH" } })).text();
  const header = html.slice(html.indexOf("<header"), html.indexOf("</header>"));
  const panels = [...header.matchAll(/aria-controls="([^"]+)"/g)].map((m) => m[1]!);
  expect(panels.length, "two dropdowns and the mobile menu").toBe(3);
  for (const id of panels) expect(header, `#${id} is empty`).toMatch(new RegExp(`id="${id}"[^>]*></(ul|div)>`));
});

test.describe("footer", () => {
  // The header menus render their items only while open, so the footer carries every page they list:
  // a crawler or a visitor without JavaScript still finds each one on every page.
  for (const lang of languages) {
    test(`${lang}: every page of the header menus is linked in the footer's HTML`, async ({ request }) => {
      const home = pathOf("home", lang);
      const html = await (await request.get(home, { headers: { "Accept-Language": "de-CH" } })).text();
      const footer = html.slice(html.indexOf("<footer"), html.indexOf("</footer>"));
      const expected = [...serviceLinks(lang, uiStrings[lang]), ...companyLinks(lang, uiStrings[lang])];
      expect(expected.length).toBeGreaterThan(5);
      for (const link of expected) expect(footer, `${link.key} in the ${lang} footer`).toContain(`href="${link.href}"`);
    });
  }

  test("German: quote button to the calculator, address, company ID, imprint and privacy", async ({ page }) => {
    await gotoHydrated(page, "/kontakt");
    const footer = page.getByRole("contentinfo");
    const business = await businessOf(page);

    expect(quoteHref("de")).toBe("/preise-angebot#calculator");
    await expect(footer.getByRole("link", { name: ui.footer.quoteButton })).toHaveAttribute(
      "href",
      "/preise-angebot#calculator",
    );
    await expect(footer.getByRole("link", { name: ui.footer.callButton })).toHaveAttribute("href", /^tel:\+?\d+$/);

    const address = footer.locator("address");
    await expect(address).toContainText(business.address.streetAddress);
    await expect(address).toContainText(`${business.address.postalCode} ${business.address.addressLocality}`);
    expect(business.taxID).toMatch(/^CHE-\d{3}\.\d{3}\.\d{3}$/);
    await expect(footer).toContainText(`${ui.footer.companyId}: ${business.taxID}`);

    await expect(footer.getByRole("link", { name: ui.footer.imprint, exact: true })).toHaveAttribute(
      "href",
      "/impressum",
    );
    await expect(footer.getByRole("link", { name: ui.footer.privacy, exact: true })).toHaveAttribute(
      "href",
      "/datenschutz",
    );
  });

  test("French: the quote button leads to the calculator on the French quote page", async ({ page }) => {
    await gotoHydrated(page, "/fr");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: uiStrings.fr.footer.quoteButton })).toHaveAttribute(
      "href",
      `${pathOf("prices", "fr")}#calculator`,
    );
  });
});

test("a link with a #anchor scrolls the target into view after the route change", async ({ page }) => {
  await gotoHydrated(page, "/kontakt");
  const quote = page.getByRole("contentinfo").getByRole("link", { name: ui.footer.quoteButton });
  await quote.click();
  await expect(page).toHaveURL("/preise-angebot#calculator");
  const target = page.locator("#calculator");
  await expect(target, "the quote page has an element with id=calculator (spec 2)").toHaveCount(1);
  await expect(target).toBeInViewport();
});

test("a route change without #anchor scrolls back to the top", async ({ page }) => {
  await gotoHydrated(page, "/kontakt");
  const footer = page.getByRole("contentinfo");
  await footer.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await footer.getByRole("link", { name: ui.nav.faq, exact: true }).click();
  await expect(page).toHaveURL(pathOf("faq", "de"));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("routes are discovered on click: a page load fetches no route manifest, and links still navigate in the page", async ({
  page,
}) => {
  const manifests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/__manifest") manifests.push(request.url());
  });
  await gotoHydrated(page, "/");
  // React Router would ask for the routes of every link on the page at once, right after hydration.
  await page.waitForTimeout(500);
  expect(manifests).toEqual([]);
  expect(await page.locator("[data-discover]").count()).toBe(0);

  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  await page.getByRole("contentinfo").getByRole("link", { name: ui.nav.faq, exact: true }).click();
  await expect(page).toHaveURL(pathOf("faq", "de"));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(manifests, "the route of the clicked link only").toHaveLength(1);
  expect(new URL(manifests[0]!).searchParams.get("paths")).toContain(pathOf("faq", "de"));
  expect(
    await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage),
    "a client-side navigation, not a new document",
  ).toBe(true);
});
