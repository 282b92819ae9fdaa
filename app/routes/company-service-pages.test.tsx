import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { aboutPage } from "../content/about-page";
import { deCopy } from "../content/copy/de";
import { enCopy } from "../content/copy/en";
import { frCopy } from "../content/copy/fr";
import { greenRoofPage } from "../content/green-roof-page";
import type { PageCopy } from "../content/copy/types";
import { solarPage } from "../content/solar-page";
import type { Lang } from "../lib/i18n";
import { renderPage } from "../test/render";
import AboutPage from "./about";
import GreenRoofPage from "./green-roof";
import SolarPage from "./solar";

/**
 * Server-rendered HTML of the three route modules (/b2b: german-service-pages.test.tsx) (what the prerendered pages contain):
 * one h1, no skipped heading levels, the German sections, and for the other languages
 * the hero and FAQ from their copy only.
 */
vi.mock("../lib/use-config", () => ({
  usePublicConfig: () => ({
    siteUrl: "https://www.example.ch",
    gaMeasurementId: null,
    company: {
      name: "Solar- & Dachpflege Basel",
      phone: "+41 61 000 00 00",
      email: "info@example.ch",
      street: "Musterstrasse 1",
      postcode: "4057",
      city: "Basel",
      uid: "CHE-123.456.789",
      whatsapp: "41610000000",
    },
  }),
}));

/**
 * The route components only read `loaderData.lang`, `loaderData.copy` and `loaderData.t`
 * (the German page texts, which the loaders hand over; null in the other languages).
 */
type RoutePage = (props: { loaderData: { lang: Lang; copy: PageCopy; t: unknown } }) => ReactNode;

const germanTexts = new Map<unknown, unknown>([
  [SolarPage, solarPage],
  [GreenRoofPage, greenRoofPage],
  [AboutPage, aboutPage],
]);

function render(Page: unknown, lang: Lang, copy: PageCopy): string {
  const Component = Page as RoutePage;
  const t = lang === "de" ? germanTexts.get(Page) : null;
  return renderPage(<Component loaderData={{ lang, copy, t }} />, { lang });
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

function headingLevels(html: string): number[] {
  return [...html.matchAll(/<h([1-6])[\s>]/g)].map((m) => Number(m[1]));
}

function expectHeadingOrder(html: string) {
  const levels = headingLevels(html);
  expect(levels.filter((l) => l === 1)).toHaveLength(1);
  expect(levels[0]).toBe(1);
  levels.slice(1).forEach((level, i) => expect(level - levels[i]!).toBeLessThanOrEqual(1));
}

const pages = [
  { name: "solar", Page: SolarPage, copy: deCopy.solar },
  { name: "green roof", Page: GreenRoofPage, copy: deCopy.greenRoof },
  { name: "about", Page: AboutPage, copy: deCopy.about },
];

describe("German pages", () => {
  for (const { name, Page, copy } of pages) {
    it(`${name}: one h1 with the copy's heading and no skipped heading levels`, () => {
      const html = render(Page, "de", copy);
      expect(text(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)![1]!)).toContain(copy.heading);
      expectHeadingOrder(html);
      expect(html).not.toMatch(/href="\/(wartungsvertraege|referenzen)"/);
    });
  }

  it("solar: four drawings, six numbered steps, five questions, quote and contact links", () => {
    const html = render(SolarPage, "de", deCopy.solar);
    expect(html.match(/<figure/g)).toHaveLength(4);
    expect(html.match(/<svg[^>]*role="img"[^>]*aria-label="[^"]+"/g)?.length).toBeGreaterThanOrEqual(4);
    for (const step of solarPage.process.steps) expect(text(html)).toContain(step.title);
    for (const item of solarPage.faq.items) expect(text(html)).toContain(item.question);
    expect(html).toContain('href="/preise-angebot#calculator"');
    expect(html).toContain('href="/kontakt"');
  });

  it("green roof: the certification note, seasons and intervals", () => {
    const html = text(render(GreenRoofPage, "de", deCopy.greenRoof));
    expect(html).toContain(greenRoofPage.certificationNote.title);
    for (const season of greenRoofPage.seasons.items) expect(html).toContain(season.title);
    for (const interval of greenRoofPage.intervals.items) expect(html).toContain(interval.frequency);
  });

  it("about: the UID from configuration, the figures and the four teams", () => {
    const html = text(render(AboutPage, "de", deCopy.about));
    expect(html).toContain("CHE-123.456.789");
    expect(html).toContain("8'643");
    for (const team of aboutPage.teams.items) expect(html).toContain(`${team.name}`);
  });
});

describe("French and English keep the copy-only page", () => {
  it("solar in French: hero and the copy's FAQ, no German sections", () => {
    const html = text(render(SolarPage, "fr", frCopy.solar));
    expect(html).toContain(frCopy.solar.heading);
    for (const item of frCopy.solar.faq ?? []) expect(html).toContain(item.question);
    expect(html).not.toContain(solarPage.process.title);
  });

  it("about and green roof in English", () => {
    expect(text(render(AboutPage, "en", enCopy.about))).not.toContain(aboutPage.teams.title);
    const green = text(render(GreenRoofPage, "en", enCopy.greenRoof));
    expect(green).toContain(enCopy.greenRoof.heading);
    expect(green).not.toContain(greenRoofPage.seasons.title);
  });
});
