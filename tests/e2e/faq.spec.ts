/**
 * FAQ accordions (spec 2 and 4) and the certificates page: /faq lets several answers
 * be open at once; the shared FAQ elsewhere (here a city page) opens the first answer,
 * keeps one open at a time, closes the open one on click and offers personal advice
 * on /kontakt. /zertifikate shows six certificate cards.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { certificatesDe } from "#app/content/pages/certificates/de";
import { tailoredCityContent } from "#app/content/cities/de";
import { cityPageText } from "#app/content/cities/de-page-text";
import { faqContent } from "#app/content/pages/faq";
import { pathOf } from "#app/content/route-table";
import { fill, uiStrings } from "#app/lib/ui";
import { gotoHydrated, storeConsent } from "./support/browser";

const ui = uiStrings.de;
const faqItems = faqContent.de.faq.items;

test.beforeEach(async ({ context }) => {
  await storeConsent(context);
});

/** The answer panel a question button controls (found by id, so closed panels are found too). */
async function answerOf(page: Page, question: Locator): Promise<Locator> {
  const id = await question.getAttribute("aria-controls");
  expect(id, "aria-controls").toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

async function expectOpen(page: Page, question: Locator, open: boolean) {
  await expect(question).toHaveAttribute("aria-expanded", String(open));
  const answer = await answerOf(page, question);
  if (open) await expect(answer).toBeVisible();
  else await expect(answer).toBeHidden();
}

test.describe("/faq", () => {
  test("shows 15 questions, all closed, with their answers in the HTML", async ({ page }) => {
    await gotoHydrated(page, "/faq");
    const main = page.getByRole("main");
    const questions = main.getByRole("heading", { level: 3 }).getByRole("button");
    await expect(questions).toHaveCount(15);
    await expect(questions).toHaveText(faqItems.map((item) => item.question));
    for (const question of await questions.all()) await expect(question).toHaveAttribute("aria-expanded", "false");
    // Closed answers stay in the page (hidden), so crawlers see every answer.
    await expect(main.locator('[role="region"][hidden]')).toHaveCount(15);
  });

  test("several answers can be open at once, each closes on its own", async ({ page }) => {
    await gotoHydrated(page, "/faq");
    const main = page.getByRole("main");
    const first = main.getByRole("button", { name: faqItems[0]!.question, exact: true });
    const second = main.getByRole("button", { name: faqItems[1]!.question, exact: true });
    const last = main.getByRole("button", { name: faqItems[14]!.question, exact: true });

    await first.click();
    await second.click();
    await expectOpen(page, first, true);
    await expectOpen(page, second, true);
    await expect(main.getByRole("region", { name: faqItems[0]!.question })).toBeVisible();

    // Keyboard: Enter on a focused question toggles it too.
    await last.focus();
    await page.keyboard.press("Enter");
    await expectOpen(page, last, true);
    await expectOpen(page, first, true);

    await first.click();
    await expectOpen(page, first, false);
    await expectOpen(page, second, true);
  });

  test("links to the service and pricing pages and to contact; FAQPage data has all 15 questions", async ({ page }) => {
    await gotoHydrated(page, "/faq");
    const main = page.getByRole("main");
    for (const href of ["/solaranlagenreinigung", "/gruendachpflege", "/preise-angebot", "/kontakt"]) {
      await expect(main.locator(`a[href="${href}"]`).filter({ visible: true }).first(), href).toBeVisible();
    }
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const faqPages = blocks
      .map((text) => JSON.parse(text) as { "@type"?: string; mainEntity?: { name: string }[] })
      .filter((data) => data["@type"] === "FAQPage");
    expect(faqPages).toHaveLength(1);
    expect(faqPages[0]!.mainEntity!.map((q) => q.name)).toEqual(faqItems.map((item) => item.question));
  });

  for (const { lang, path } of [
    { lang: "fr", path: "/fr/faq" },
    { lang: "it", path: "/it/faq" },
  ] as const) {
    test(`${lang}: all 15 questions, several open at once, links in the page's language`, async ({ page }) => {
      const t = faqContent[lang];
      await gotoHydrated(page, path);
      const main = page.getByRole("main");
      const questions = main.getByRole("heading", { level: 3 }).getByRole("button");
      await expect(questions).toHaveCount(15);
      await expect(questions).toHaveText(t.faq.items.map((item) => item.question));
      for (const question of await questions.all()) await expect(question).toHaveAttribute("aria-expanded", "false");

      // Open a question of the first topic and one of the last; both stay open.
      const first = questions.nth(0);
      const last = questions.nth(14);
      await first.click();
      await last.click();
      await expectOpen(page, first, true);
      await expectOpen(page, last, true);
      await expect(main.getByRole("region", { name: t.faq.items[0]!.question })).toBeVisible();

      // The first answer links to the quote page of the language.
      const firstAnswer = await answerOf(page, first);
      await expect(firstAnswer.locator(`a[href="${pathOf("prices", lang)}"]`)).toBeVisible();

      // Keyboard: Enter closes the first again; the last stays open.
      await first.focus();
      await page.keyboard.press("Enter");
      await expectOpen(page, first, false);
      await expectOpen(page, last, true);

      // Calls to action lead to the contact and prices pages of the language.
      const cta = main.getByRole("region", { name: t.cta.title });
      await expect(cta.getByRole("link", { name: t.cta.contactButton.label })).toBeVisible();
      await expect(cta.getByRole("link", { name: t.cta.quoteButton.label })).toBeVisible();

      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const faqPages = blocks
        .map((text) => JSON.parse(text) as { "@type"?: string; mainEntity?: { name: string }[] })
        .filter((data) => data["@type"] === "FAQPage");
      expect(faqPages).toHaveLength(1);
      expect(faqPages[0]!.mainEntity!.map((q) => q.name)).toEqual(t.faq.items.map((item) => item.question));
    });
  }
});

test.describe("shared FAQ on a city page", () => {
  const faq = tailoredCityContent.basel.faq;

  test("first answer open, one at a time, open one closes on click, personal advice to /kontakt", async ({ page }) => {
    await gotoHydrated(page, "/photovoltaik-solarreinigung-basel");
    const section = page.getByRole("region", { name: fill(cityPageText.faqTitle, { city: "Basel" }) });
    const first = section.getByRole("button", { name: faq[0]!.question, exact: true });
    const second = section.getByRole("button", { name: faq[1]!.question, exact: true });

    await expectOpen(page, first, true);
    await expectOpen(page, second, false);

    await second.click();
    await expectOpen(page, second, true);
    await expectOpen(page, first, false);

    await second.click();
    await expectOpen(page, second, false);
    await expectOpen(page, first, false);
    await expect(section.getByRole("button", { expanded: true })).toHaveCount(0);

    const advice = section.getByRole("link", { name: ui.common.personalAdvice });
    await expect(advice).toHaveAttribute("href", "/kontakt");
    await advice.click();
    await expect(page).toHaveURL(/\/kontakt$/);
  });
});

test("/zertifikate shows six certificate cards and links to prices and contact", async ({ page }) => {
  await gotoHydrated(page, "/zertifikate");
  const section = page.getByRole("region", { name: certificatesDe.cards.title });
  const cards = section.getByRole("list").first().locator(":scope > li");
  await expect(cards).toHaveCount(6);
  await expect(cards.getByRole("heading", { level: 3 })).toHaveText(certificatesDe.cards.items.map((c) => c.title));
  const main = page.getByRole("main");
  for (const href of ["/preise-angebot", "/kontakt"]) {
    await expect(main.locator(`a[href="${href}"]`).filter({ visible: true }).first(), href).toBeVisible();
  }
});
