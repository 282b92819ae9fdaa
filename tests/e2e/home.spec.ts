/**
 * German home (spec 2 "Home (German)", 4, 5, 9): hero quote button, click-to-play explainer
 * video with its video_play event, before/after gallery, home loss calculator, regional
 * project counts, reviews, and an axe check of the page with its widgets opened.
 */
import { expect, test, type Page } from "@playwright/test";
import { cityPath, mainRegions } from "#app/content/cities";
import { homeDe } from "#app/content/pages/home/de";
import { E2E_VIDEO_ID as EXPLAINER_VIDEO_ID } from "./support/server";
import { DEFAULT_KWP, homeLoss, type LocationTypeId } from "#app/domain/loss";
import { formatChf } from "#app/lib/format";
import { expectNoAxeViolations } from "./support/axe";
import { gotoHydrated, loadWidgets, readEvents, storeConsent } from "./support/browser";

/** The German home's texts; the hero's quote button label under the name these tests have always used. */
const homePage = { ...homeDe, hero: { quoteButton: homeDe.heroActions.quoteButton.label } };

const YOUTUBE = /^https:\/\/www\.youtube-nocookie\.com\//;

test.beforeEach(async ({ context }) => {
  await storeConsent(context);
  // The player is never fetched for real: tests must not depend on the video provider.
  await context.route(YOUTUBE, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Player</title>" }),
  );
});

function main(page: Page) {
  return page.locator("main");
}

test("the hero's 'Sofort-Offerte starten' goes to /preise-angebot", async ({ page }) => {
  await gotoHydrated(page, "/");
  await expect(main(page).locator("h1")).toHaveCount(1);
  const hero = main(page).locator("section").first();
  await hero.getByRole("link", { name: homePage.hero.quoteButton }).click();
  await expect(page).toHaveURL("/preise-angebot");
});

test("the explainer video loads the player only after a click and reports video_play", async ({ page }) => {
  const videoRequests: string[] = [];
  page.on("request", (request) => {
    if (YOUTUBE.test(request.url()) || /youtube\.com|ytimg\.com/.test(request.url())) videoRequests.push(request.url());
  });
  await gotoHydrated(page, "/");
  const play = page.getByRole("button", { name: homePage.video.playLabel });
  await play.scrollIntoViewIfNeeded();
  // The self-hosted poster: a WebP (decoded off the main thread, unlike an SVG image), fully loaded.
  const poster = play.locator("img");
  await expect(poster).toHaveAttribute("src", /^\/images\/video-poster\.webp$/);
  await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1280);
  await expect(page.locator("main iframe")).toHaveCount(0);
  expect(videoRequests, "nothing from the video provider before the click").toEqual([]);
  expect(await readEvents(page, "video_play")).toEqual([]);

  await play.click();
  const frame = page.locator("main iframe");
  await expect(frame).toHaveCount(1);
  await expect(frame).toHaveAttribute("src", `https://www.youtube-nocookie.com/embed/${EXPLAINER_VIDEO_ID}?autoplay=1`);
  await expect(frame).toHaveAttribute("title", homePage.video.iframeTitle);
  await expect(play).toHaveCount(0);
  await expect.poll(() => readEvents(page, "video_play")).toEqual([{ video_id: EXPLAINER_VIDEO_ID }]);
});

test("the gallery wraps around, toggles to 'after' and goes back to 'before' on navigation", async ({ page }) => {
  await gotoHydrated(page, "/");
  await loadWidgets(page, "home-widgets");
  const { cases } = homePage.gallery;
  const counter = page.getByTestId("gallery-counter");
  const title = page.getByTestId("gallery-title");
  const image = page.getByTestId("gallery-image");
  const toggle = page.getByRole("button", { name: homePage.gallery.toggleLabel });
  const next = page.getByRole("button", { name: homePage.gallery.next });
  const previous = page.getByRole("button", { name: homePage.gallery.previous });

  await expect(counter).toHaveText("Projekt 1 von 3");
  await expect(title).toHaveText(cases[0]!.title);
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await expect(image.locator("svg")).toHaveAttribute("data-view", "before");

  // Before and after are different drawings.
  const before = await image.innerHTML();
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await expect(image.locator("svg")).toHaveAttribute("data-view", "after");
  await expect(image.getByRole("img")).toHaveAccessibleName(cases[0]!.after.alt);
  const after = await image.innerHTML();
  expect(after).not.toBe(before);

  // Navigation shows the next case before the cleaning.
  await next.click();
  await expect(counter).toHaveText("Projekt 2 von 3");
  await expect(title).toHaveText(cases[1]!.title);
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await expect(image.locator("svg")).toHaveAttribute("data-view", "before");

  await next.click();
  await expect(counter).toHaveText("Projekt 3 von 3");
  await expect(title).toHaveText(cases[2]!.title);
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");

  // Next from case 3 wraps to case 1, back to 'before'.
  await next.click();
  await expect(counter).toHaveText("Projekt 1 von 3");
  await expect(title).toHaveText(cases[0]!.title);
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await expect(image.locator("svg")).toHaveAttribute("data-view", "before");
  await expect(image.getByRole("img")).toHaveAccessibleName(cases[0]!.before.alt);

  // Previous from case 1 wraps to case 3.
  await previous.click();
  await expect(counter).toHaveText("Projekt 3 von 3");
  await expect(title).toHaveText(cases[2]!.title);
});

test("the loss calculator shows homeLoss for the default, 0 for 'abc' and follows the location", async ({ page }) => {
  await gotoHydrated(page, "/");
  await loadWidgets(page, "home-widgets");
  const { loss } = homePage;
  const kwp = page.getByLabel(loss.kwpLabel);
  const total = page.getByTestId("loss-total");
  const expectResult = async (kwpValue: number, location: LocationTypeId) => {
    const result = homeLoss(kwpValue, location);
    await expect(page.getByTestId("loss-revenue")).toHaveText(formatChf(result.revenueLoss, 0));
    await expect(page.getByTestId("loss-wear")).toHaveText(formatChf(result.wearCost, 0));
    await expect(page.getByTestId("loss-damage")).toHaveText(formatChf(result.damageCost, 0));
    await expect(total).toHaveText(formatChf(result.total, 0));
  };

  await expect(kwp).toHaveValue(String(DEFAULT_KWP));
  await expect(page.getByRole("radio", { name: new RegExp(locationName(loss.defaultLocation)) })).toBeChecked();
  await expectResult(DEFAULT_KWP, loss.defaultLocation);
  await expect(total).toHaveText("CHF 2'400");

  // Non-numeric or empty input counts as 0 kWp.
  await kwp.fill("");
  await kwp.pressSequentially("abc");
  for (const id of ["loss-revenue", "loss-wear", "loss-damage", "loss-total"]) {
    await expect(page.getByTestId(id)).toHaveText("CHF 0");
  }

  // Another size and every location give what homeLoss computes.
  await kwp.fill("120");
  await expectResult(120, loss.defaultLocation);
  for (const location of ["verkehr", "landwirtschaft", "gewerbe", "wohngebiet"] as const) {
    await page.getByRole("radio", { name: new RegExp(locationName(location)) }).check();
    await expectResult(120, location);
  }
  await page.getByRole("radio", { name: new RegExp(locationName("verkehr")) }).check();
  await expect(total).not.toHaveText(formatChf(homeLoss(120, "wohngebiet").total, 0));
});

function locationName(id: LocationTypeId): string {
  return homePage.loss.locations.find((l) => l.id === id)!.name;
}

test("the six regions show their project counts and link to their city pages", async ({ page }) => {
  await gotoHydrated(page, "/");
  const list = page.getByTestId("region-counts");
  await expect(list.getByRole("link")).toHaveCount(6);
  const expected = { basel: 18, aargau: 12, zuerich: 15, luzern: 8, bern: 10, langenthal: 6 };
  for (const region of mainRegions) {
    expect(region.projects).toBe(expected[region.slug]);
    const link = list.getByRole("link").filter({ has: page.getByText(region.name, { exact: true }) });
    await expect(link).toHaveCount(1);
    await expect(link).toContainText(`${region.projects} Referenzprojekte`);
    await expect(link).toHaveAttribute("href", cityPath(region.slug));
  }
});

test("reviews show 2, then all 6, with the overall rating", async ({ page }) => {
  await gotoHydrated(page, "/");
  await loadWidgets(page, "home-widgets");
  await expect(page.getByTestId("review-summary")).toContainText("4,9 von 5 Sternen bei 109 Bewertungen");
  const items = page.getByTestId("review-list").locator(":scope > li");
  const toggle = page.getByRole("button", { name: homePage.reviews.showAll });
  await expect(items).toHaveCount(2);
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await expect(items).toHaveCount(6);
  await expect(page.getByRole("button", { name: homePage.reviews.showLess })).toHaveAttribute("aria-expanded", "true");
  for (const review of homePage.reviews.items) {
    await expect(items.filter({ hasText: review.name })).toHaveCount(1);
  }
});

test("the German home with its widgets opened passes axe", async ({ page }, testInfo) => {
  // Two full axe runs, a video frame and every widget: on a loaded two-core machine this took just over 30 s once.
  test.slow();
  await gotoHydrated(page, "/");
  // The gallery and reviews load when scrolled near; a click before that lands on the placeholder.
  await loadWidgets(page, "home-widgets");
  await page.getByRole("button", { name: homePage.gallery.toggleLabel }).click();
  await page.getByRole("button", { name: homePage.reviews.showAll }).click();
  await expect(page.getByTestId("review-list").locator(":scope > li")).toHaveCount(6);
  await expectNoAxeViolations(page, testInfo);
  await page.getByRole("button", { name: homePage.video.playLabel }).click();
  await expect(page.locator("main iframe")).toHaveCount(1);
  await expectNoAxeViolations(page, testInfo);
});
