/**
 * The German pages /solaranlagenreinigung, /gruendachpflege, /ueber-uns and /b2b: the
 * sections a visitor sees, the FAQPage data built from the questions on the page; the
 * French, Italian and English solar, green roof and about pages with the same sections.
 * Expected values come from the content modules, not from copies in the test.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { aboutContent } from "#app/content/pages/about";
import { b2bDe as b2bPage } from "#app/content/pages/b2b/de";
import { roiPercent } from "#app/content/pages/b2b/roi";
import { greenRoofContent } from "#app/content/pages/green-roof";
import { solarContent } from "#app/content/pages/solar";
import { pathOf } from "#app/content/route-table";
import { gotoHydrated, storeConsent } from "./support/browser";

const aboutPage = aboutContent.de;
const solarPage = solarContent.de;
const greenRoofPage = greenRoofContent.de;

test.beforeEach(async ({ context }) => {
  await storeConsent(context);
});

/** A section of the main content, found by its heading (sections are named by their h2). */
function section(page: Page, title: string): Locator {
  return page.getByRole("main").getByRole("region", { name: title, exact: true });
}

/** The h3 titles of the cards in a section. */
function cardTitles(region: Locator): Locator {
  return region.getByRole("heading", { level: 3 });
}

/** The card (list item) of a section that carries a given h3 title. */
function card(region: Locator, title: string): Locator {
  return region
    .getByRole("listitem")
    .filter({ has: region.page().getByRole("heading", { level: 3, name: title, exact: true }) });
}

/** Questions of every FAQPage block in the JSON-LD of the page. */
async function faqPageQuestions(page: Page): Promise<string[][]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks
    .map((text) => JSON.parse(text) as { "@type"?: string; mainEntity?: { name: string }[] })
    .filter((data) => data["@type"] === "FAQPage")
    .map((data) => (data.mainEntity ?? []).map((q) => q.name));
}

async function expectOneH1(page: Page, heading: string) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
}

async function expectVisibleLink(page: Page, selector: string) {
  await expect(page.getByRole("main").locator(selector).filter({ visible: true }).first(), selector).toBeVisible();
}

test.describe("/solaranlagenreinigung", () => {
  test("gallery, benefits, risks, six steps and insurance", async ({ page }) => {
    await gotoHydrated(page, "/solaranlagenreinigung");
    await expectOneH1(page, solarPage.hero.heading);

    const gallery = section(page, solarPage.gallery.title);
    await expect(gallery.getByRole("figure")).toHaveCount(4);
    for (const item of solarPage.gallery.items) {
      await expect(gallery.getByRole("img", { name: item.alt })).toBeVisible();
      await expect(gallery.getByText(item.title, { exact: true })).toBeVisible();
    }

    await expect(cardTitles(section(page, solarPage.benefits.title))).toHaveText(
      solarPage.benefits.items.map((item) => item.title),
    );
    await expect(cardTitles(section(page, solarPage.risks.title))).toHaveText(
      solarPage.risks.items.map((item) => item.title),
    );

    const steps = section(page, solarPage.process.title);
    await expect(steps.getByRole("listitem")).toHaveCount(6);
    await expect(cardTitles(steps)).toHaveText(solarPage.process.steps.map((step) => step.title));

    const insurance = section(page, solarPage.insurance.title);
    await expect(insurance).toContainText("CHF 5 Millionen");
    await expect(insurance.getByRole("listitem")).toHaveCount(solarPage.insurance.points.length);
  });

  test("five questions on the page and in the FAQPage data; quote and contact links", async ({ page }) => {
    await gotoHydrated(page, "/solaranlagenreinigung");
    const questions = solarPage.faq.items.map((item) => item.question);
    await expect(cardTitles(section(page, solarPage.faq.title))).toHaveText(questions);
    expect(await faqPageQuestions(page)).toEqual([questions]);

    await expectVisibleLink(page, 'a[href^="/preise-angebot"]');
    await expectVisibleLink(page, 'a[href="/kontakt"]');
    const cta = section(page, solarPage.cta.title);
    await expect(cta.getByRole("link", { name: solarPage.cta.quoteButton.label })).toHaveAttribute(
      "href",
      /^\/preise-angebot/,
    );
    await cta.getByRole("link", { name: solarPage.cta.contactButton.label }).click();
    await expect(page).toHaveURL(/\/kontakt$/);
  });

  for (const lang of ["fr", "it", "en"] as const) {
    const t = solarContent[lang];
    test(`${pathOf("solar", lang)} has every section, the five questions and its own links`, async ({ page }) => {
      await gotoHydrated(page, pathOf("solar", lang));
      await expectOneH1(page, t.hero.heading);
      const gallery = section(page, t.gallery.title);
      for (const item of t.gallery.items) await expect(gallery.getByRole("img", { name: item.alt })).toBeVisible();
      await expect(cardTitles(section(page, t.benefits.title))).toHaveText(t.benefits.items.map((item) => item.title));
      await expect(cardTitles(section(page, t.risks.title))).toHaveText(t.risks.items.map((item) => item.title));
      await expect(cardTitles(section(page, t.process.title))).toHaveText(t.process.steps.map((step) => step.title));
      await expect(section(page, t.insurance.title).getByRole("listitem")).toHaveCount(t.insurance.points.length);

      const questions = t.faq.items.map((item) => item.question);
      const faq = section(page, t.faq.title);
      await expect(cardTitles(faq)).toHaveText(questions);
      expect(await faqPageQuestions(page)).toEqual([questions]);
      // The first answer is open; opening the second closes it.
      const second = faq.getByRole("button", { name: questions[1] });
      await expect(second).toHaveAttribute("aria-expanded", "false");
      await second.click();
      await expect(second).toHaveAttribute("aria-expanded", "true");
      await expect(faq.getByRole("button", { name: questions[0] })).toHaveAttribute("aria-expanded", "false");

      const cta = section(page, t.cta.title);
      await expect(cta.getByRole("link", { name: t.cta.quoteButton.label })).toHaveAttribute(
        "href",
        `${pathOf("prices", lang)}#calculator`,
      );
      await cta.getByRole("link", { name: t.cta.contactButton.label }).click();
      await expect(page).toHaveURL(new RegExp(`${pathOf("contact", lang)}$`));
    });
  }
});

test.describe("/gruendachpflege", () => {
  test("certification note, services, seasons, benefits and intervals in the green accent", async ({ page }) => {
    await gotoHydrated(page, "/gruendachpflege");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);

    const note = section(page, greenRoofPage.certificationNote.title);
    await expect(note).toBeVisible();
    await expect(note).toContainText("ausschliesslich auf die Reinigung von Solaranlagen");

    await expect(cardTitles(section(page, greenRoofPage.services.title))).toHaveText(
      greenRoofPage.services.items.map((item) => item.title),
    );

    const seasons = section(page, greenRoofPage.seasons.title);
    await expect(cardTitles(seasons)).toHaveText(["Frühling", "Sommer", "Herbst", "Winter"]);
    for (const season of greenRoofPage.seasons.items) {
      // Each task follows a decorative check mark, so the list items contain (not equal) the task.
      const tasks = card(seasons, season.title).getByRole("list").getByRole("listitem");
      await expect(tasks).toHaveCount(season.tasks.length);
      await expect(tasks).toContainText(season.tasks);
    }

    await expect(cardTitles(section(page, greenRoofPage.benefits.title))).toHaveText(
      greenRoofPage.benefits.items.map((item) => item.title),
    );

    const intervals = section(page, greenRoofPage.intervals.title);
    await expect(cardTitles(intervals)).toHaveText(greenRoofPage.intervals.items.map((item) => item.title));
    for (const interval of greenRoofPage.intervals.items) {
      await expect(card(intervals, interval.title)).toContainText(interval.frequency);
    }
    // The frequencies use the leaf green of the green-roof topic (leaf-700, 7:1 on white).
    await expect(intervals.getByText(greenRoofPage.intervals.items[0]!.frequency, { exact: true })).toHaveCSS(
      "color",
      "rgb(22, 101, 52)",
    );
  });

  test("five questions on the page and in the FAQPage data", async ({ page }) => {
    await gotoHydrated(page, "/gruendachpflege");
    const questions = greenRoofPage.faq.items.map((item) => item.question);
    await expect(cardTitles(section(page, greenRoofPage.faq.title))).toHaveText(questions);
    expect(await faqPageQuestions(page)).toEqual([questions]);
    await expectVisibleLink(page, 'a[href="/kontakt"]');
  });

  for (const lang of ["fr", "it", "en"] as const) {
    const t = greenRoofContent[lang];
    test(`${pathOf("greenRoof", lang)} has every section and the five questions`, async ({ page }) => {
      await gotoHydrated(page, pathOf("greenRoof", lang));
      await expectOneH1(page, t.hero.heading);
      await expect(section(page, t.certificationNote.title)).toContainText(t.certificationNote.text);
      await expect(cardTitles(section(page, t.services.title))).toHaveText(t.services.items.map((item) => item.title));
      const seasons = section(page, t.seasons.title);
      await expect(cardTitles(seasons)).toHaveText(t.seasons.items.map((season) => season.title));
      for (const season of t.seasons.items) {
        await expect(card(seasons, season.title).getByRole("list").getByRole("listitem")).toContainText(season.tasks);
      }
      await expect(cardTitles(section(page, t.benefits.title))).toHaveText(t.benefits.items.map((item) => item.title));
      const intervals = section(page, t.intervals.title);
      for (const interval of t.intervals.items) {
        await expect(card(intervals, interval.title)).toContainText(interval.frequency);
      }
      const questions = t.faq.items.map((item) => item.question);
      await expect(cardTitles(section(page, t.faq.title))).toHaveText(questions);
      expect(await faqPageQuestions(page)).toEqual([questions]);
      await section(page, t.cta.title).getByRole("link", { name: t.cta.solarButton.label }).click();
      await expect(page).toHaveURL(new RegExp(`${pathOf("solar", lang)}$`));
    });
  }
});

test.describe("/ueber-uns", () => {
  test("figures, company number, timeline, values and certificates", async ({ page }) => {
    await gotoHydrated(page, "/ueber-uns");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);

    const facts = section(page, aboutPage.facts.title);
    for (const item of aboutPage.facts.items) await expect(facts).toContainText(item.value);
    await expect(facts).toContainText("8'643");
    await expect(facts.getByTestId("company-uid")).toHaveText(/^CHE-\d{3}\.\d{3}\.\d{3}$/);

    const timeline = section(page, aboutPage.timeline.title);
    await expect(timeline.getByRole("listitem")).toHaveCount(3);
    for (const [i, period] of ["2019", "2020–2023", "2024–heute"].entries()) {
      await expect(timeline.getByRole("listitem").nth(i)).toContainText(period);
    }

    await expect(cardTitles(section(page, aboutPage.values.title))).toHaveText([
      "Nachhaltig",
      "Sorgfältig",
      "Effizient",
    ]);
    await expect(cardTitles(section(page, aboutPage.certifications.title))).toHaveCount(4);
  });

  test("four regional teams with their project counts", async ({ page }) => {
    await gotoHydrated(page, "/ueber-uns");
    const teams = section(page, aboutPage.teams.title);
    await expect(cardTitles(teams)).toHaveCount(4);
    const expected = [
      ["Team Basel", 18],
      ["Team Aargau", 12],
      ["Team Zürich", 15],
      ["Team Zentralschweiz", 8],
    ] as const;
    for (const [name, projects] of expected) {
      const team = card(teams, name);
      await expect(team).toHaveCount(1);
      await expect(team.locator("dd").first()).toHaveText(String(projects));
    }
    for (const team of aboutPage.teams.items) {
      await expect(card(teams, team.name)).toContainText(team.region);
      await expect(card(teams, team.name)).toContainText(team.speciality);
    }
  });

  test("the English page has the same sections in English", async ({ page }) => {
    const en = aboutContent.en;
    await gotoHydrated(page, "/en/about");
    await expectOneH1(page, en.hero.heading);
    await expect(cardTitles(section(page, en.teams.title))).toHaveText(en.teams.items.map((team) => team.name));
    await expect(cardTitles(section(page, en.values.title))).toHaveText(en.values.items.map((value) => value.title));
  });
});

test.describe("/b2b", () => {
  test("features, services, three contract tiers and ROI examples", async ({ page }) => {
    await gotoHydrated(page, "/b2b");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);

    await expect(cardTitles(section(page, b2bPage.features.title))).toHaveCount(4);
    await expect(cardTitles(section(page, b2bPage.services.title))).toHaveText(
      b2bPage.services.items.map((item) => item.title),
    );

    const tiers = section(page, b2bPage.tiers.title);
    await expect(cardTitles(tiers)).toHaveText(b2bPage.tiers.items.map((tier) => tier.title));
    const expectedTiers = [
      ["1 Jahr", "2 Reinigungen pro Jahr", "100–500 m²"],
      ["3 Jahre", "3–4 Reinigungen pro Jahr", "500–2'000 m²"],
      ["individuell", "nach Bedarf", "ab 2'000 m²"],
    ];
    for (const [i, tier] of b2bPage.tiers.items.entries()) {
      const tierCard = card(tiers, tier.title);
      for (const figure of expectedTiers[i]!) await expect(tierCard).toContainText(figure);
      await expect(tierCard).toContainText(tier.idealFor);
    }

    const roi = section(page, b2bPage.roi.title);
    await expect(cardTitles(roi)).toHaveCount(3);
    await expect(roi.getByTestId("roi")).toHaveText([/^375\s%$/, /^200\s%$/, /^432\s%$/]);
    expect(b2bPage.roi.items.map((example) => roiPercent(example.figures))).toEqual([375, 200, 432]);
    for (const example of b2bPage.roi.items) {
      const exampleCard = card(roi, example.title);
      await expect(exampleCard).toContainText(example.size);
      await expect(exampleCard).toContainText(example.result);
    }
  });

  test("customer types, benefits, consultation, nationwide section and links", async ({ page }) => {
    await gotoHydrated(page, "/b2b");
    await expect(cardTitles(section(page, b2bPage.customers.title))).toHaveCount(3);
    const benefits = section(page, b2bPage.benefits.title);
    for (const item of b2bPage.benefits.items) await expect(benefits).toContainText(item);
    await expect(benefits).toContainText("ab 100 m²");
    await expect(benefits).toContainText("ab drei Liegenschaften");

    const consultation = section(page, b2bPage.consultation.title);
    await expect(consultation.getByRole("link", { name: b2bPage.consultation.button.label })).toHaveAttribute(
      "href",
      "/kontakt",
    );
    await expect(consultation.getByRole("link", { name: b2bPage.consultation.calculatorLink.label })).toHaveAttribute(
      "href",
      "/verlustrechner",
    );

    const nationwide = section(page, b2bPage.nationwide.title);
    await expect(nationwide).toContainText("30 %");
    await expect(nationwide).toContainText("25 %");

    for (const href of ["/verlustrechner", "/kontakt", "/solaranlagenreinigung"]) {
      await expectVisibleLink(page, `a[href="${href}"]`);
    }
    await expect(page.getByRole("main").locator('a[href="/wartungsvertraege"], a[href="/referenzen"]')).toHaveCount(0);

    await section(page, b2bPage.cta.title).getByRole("link", { name: b2bPage.cta.solarButton.label }).click();
    await expect(page).toHaveURL(/\/solaranlagenreinigung$/);
  });
});
