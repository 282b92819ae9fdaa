/**
 * French, Italian and English homes (spec 2): the widgets work in the page's language —
 * before/after gallery, home loss calculator, reviews — the French and Italian regions, the
 * Italian closing call to action, and the English explainer video floating on wide screens.
 */
import { expect, test, type Page } from "@playwright/test";
import { homeContent } from "#app/content/pages/home";
import { pathOf } from "#app/content/route-table";
import { uiStrings } from "#app/content/ui";
import { homeLoss } from "#app/domain/loss";
import { formatChf } from "#app/lib/format";
import { fill } from "#app/lib/ui";
import { expectNoAxeViolations } from "./support/axe";
import { gotoHydrated, loadWidgets, storeConsent } from "./support/browser";

const YOUTUBE = /^https:\/\/www\.youtube-nocookie\.com\//;

test.beforeEach(async ({ context }) => {
  await storeConsent(context);
  await context.route(YOUTUBE, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Player</title>" }),
  );
});

for (const lang of ["fr", "it"] as const) {
  const c = homeContent[lang];

  test(`${lang}: the gallery cycles with wraparound and its toggle goes back to 'before'`, async ({ page }) => {
    await gotoHydrated(page, pathOf("home", lang));
    await loadWidgets(page, "home-widgets");
    const counter = page.getByTestId("gallery-counter");
    const title = page.getByTestId("gallery-title");
    const image = page.getByTestId("gallery-image");
    const toggle = page.getByRole("button", { name: c.gallery.toggleLabel });
    const counterText = (n: number) => fill(c.gallery.caseCounter, { n, total: 3 });

    await expect(counter).toHaveText(counterText(1));
    await expect(image.getByRole("img")).toHaveAccessibleName(c.gallery.cases[0]!.before.alt);
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(image.getByRole("img")).toHaveAccessibleName(c.gallery.cases[0]!.after.alt);

    await page.getByRole("button", { name: c.gallery.previous }).click();
    await expect(counter).toHaveText(counterText(3));
    await expect(title).toHaveText(c.gallery.cases[2]!.title);
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await page.getByRole("button", { name: c.gallery.next }).click();
    await expect(counter).toHaveText(counterText(1));
    await expect(page.getByText(c.gallery.cases[0]!.improvement)).toBeVisible();
  });

  test(`${lang}: the loss calculator follows the size and the location in its language`, async ({ page }) => {
    await gotoHydrated(page, pathOf("home", lang));
    await loadWidgets(page, "home-widgets");
    const kwp = page.getByLabel(c.loss.kwpLabel);
    const total = page.getByTestId("loss-total");
    await expect(kwp).toHaveValue("50");
    await expect(total).toHaveText("CHF 2'400");

    await kwp.fill("120");
    await expect(total).toHaveText(formatChf(homeLoss(120, "wohngebiet").total, 0));
    const road = c.loss.locations.find((l) => l.id === "verkehr")!;
    await page.getByRole("radio", { name: new RegExp(road.name) }).check();
    await expect(total).toHaveText(formatChf(homeLoss(120, "verkehr").total, 0));
    await expect(page.getByText(fill(c.loss.pollutionLabel, { percent: road.pollution }))).toBeVisible();

    await kwp.fill("");
    await expect(total).toHaveText("CHF 0");
  });

  test(`${lang}: reviews expand from 2 to 6 and the regions name their own towns`, async ({ page }) => {
    await gotoHydrated(page, pathOf("home", lang));
    await loadWidgets(page, "home-widgets");
    const items = page.getByTestId("review-list").locator(":scope > li");
    await expect(items).toHaveCount(2);
    await page.getByRole("button", { name: c.reviews.showAll }).click();
    await expect(items).toHaveCount(6);
    await expect(page.getByRole("button", { name: c.reviews.showLess })).toHaveAttribute("aria-expanded", "true");
    for (const review of c.reviews.items) await expect(items.filter({ hasText: review.name })).toHaveCount(1);

    const areas = page.getByTestId("service-areas").locator("li");
    await expect(areas).toHaveCount(3);
    for (const area of c.regions.areas!.items) await expect(areas.filter({ hasText: area.name })).toHaveCount(1);
    const teams = page.getByTestId("region-counts").getByRole("link");
    await expect(teams).toHaveCount(6);
    await expect(teams.first()).toContainText(uiStrings[lang].common.inGerman);
    await expect(teams.first()).toHaveAttribute("hreflang", "de");
  });

  test(`${lang}: the home with its widgets opened passes axe`, async ({ page }, testInfo) => {
    await gotoHydrated(page, pathOf("home", lang));
    await page.getByRole("button", { name: c.gallery.toggleLabel }).click();
    await page.getByRole("button", { name: c.reviews.showAll }).click();
    await expectNoAxeViolations(page, testInfo);
  });
}

test("it: the closing call to action leads to the calculator and to the Italian contact page", async ({ page }) => {
  const closing = homeContent.it.closing!;
  await gotoHydrated(page, pathOf("home", "it"));
  const band = page.getByRole("region", { name: closing.title });
  await expect(band.getByRole("link", { name: closing.secondary.label })).toHaveAttribute("href", "/it/contatto");
  await band.getByRole("link", { name: closing.primary.label }).click();
  await expect(page).toHaveURL("/it/prezzi-preventivo#calculator");
});

async function playerPosition(page: Page): Promise<string> {
  return page.getByTestId("video-player").evaluate((el) => getComputedStyle(el).position);
}

test.describe("en: the explainer video", () => {
  const video = homeContent.en.video;

  test("floats in the corner on a desktop screen, plays after a click and docks back", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, pathOf("home", "en"));
    const player = page.getByRole("region", { name: video.floating!.label });
    expect(await playerPosition(page)).toBe("fixed");
    await expect(player).toBeInViewport();
    await expect(page.locator("main iframe")).toHaveCount(0);

    await player.getByRole("button", { name: video.playLabel }).click();
    await expect(page.locator("main iframe")).toHaveAttribute("title", video.iframeTitle);
    await player.getByRole("button", { name: video.floating!.dockLabel }).click();
    expect(await playerPosition(page)).toBe("static");
    await expect(page.locator("#erklaervideo iframe")).toHaveCount(1);
  });

  test("stays inline in its section on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, pathOf("home", "en"));
    expect(await playerPosition(page)).toBe("static");
    await expect(page.getByRole("button", { name: video.floating!.dockLabel })).toBeHidden();
    const play = page.getByRole("button", { name: video.playLabel });
    await play.scrollIntoViewIfNeeded();
    await play.click();
    await expect(page.locator("#erklaervideo iframe")).toHaveCount(1);
  });

  test("the English home passes axe with the floating player", async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, pathOf("home", "en"));
    await expectNoAxeViolations(page, testInfo);
  });
});
