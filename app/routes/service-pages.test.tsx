import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { uiStrings } from "../content/ui";
import type { GreenRoofContent } from "../content/pages/green-roof/types";
import { greenRoofContent } from "../content/pages/green-roof";
import type { SolarContent } from "../content/pages/solar/types";
import type { PageContent } from "../content/pages/types";
import { solarContent } from "../content/pages/solar";
import { pathOf } from "../content/route-table";
import type { Lang } from "../lib/i18n";
import type { ContentPageData } from "../lib/page-data.server";
import { renderLoaded, renderPage } from "../test/render";
import GreenRoofPage, { loader as greenRoofLoader } from "./green-roof";
import SolarPage, { loader as solarLoader } from "./solar";

/**
 * The solar and green-roof pages as prerendered, in every language from the content model:
 * one h1, no skipped heading levels, every section named by its h2, the widget's initial state,
 * the FAQ, links resolved to the page's language, and the Service and FAQPage data.
 */
const langs = ["de", "fr", "it", "en"] as const;

type Loader<C extends PageContent> = (args: { request: Request }) => ContentPageData<C>;

function load<C extends PageContent>(loader: unknown, kind: "solar" | "greenRoof", lang: Lang) {
  return (loader as Loader<C>)({ request: new Request(`http://localhost${pathOf(kind, lang)}`) });
}

function render<C extends PageContent>(Page: unknown, data: ContentPageData<C>, kind: string): string {
  const Component = Page as (props: { loaderData: typeof data }) => ReactNode;
  return renderPage(<Component loaderData={data} />, { lang: data.lang, path: kind });
}

// The yield calculator's code is a lazy chunk (load gate): load it once before the pages are rendered.
await renderLoaded(() => render(SolarPage, load(solarLoader, "solar", "de"), pathOf("solar", "de")));

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

function expectHeadingOrder(html: string) {
  const levels = [...html.matchAll(/<h([1-6])[\s>]/g)].map((m) => Number(m[1]));
  expect(levels.filter((l) => l === 1)).toHaveLength(1);
  expect(levels[0]).toBe(1);
  levels.slice(1).forEach((level, i) => expect(level - levels[i]!).toBeLessThanOrEqual(1));
}

/** Every section is a region named by its own h2 (what the cross-language walk relies on). */
function sectionHeadings(html: string): string[] {
  return [
    ...html.matchAll(/<section id="([^"]+)" aria-labelledby="\1-title"[^>]*>[\s\S]*?<h2 id="\1-title"[^>]*>([^<]+)</g),
  ].map((m) => m[2]!);
}

function jsonLd(data: { seo: { jsonLd?: object[] } }, type: string) {
  return (data.seo.jsonLd ?? []).find((item) => (item as { "@type"?: string })["@type"] === type) as
    Record<string, unknown> | undefined;
}

const quotePaths: Record<Lang, string> = {
  de: "/preise-angebot#calculator",
  fr: "/fr/prix-devis#calculator",
  it: "/it/prezzi-preventivo#calculator",
  en: "/en/prices-quote#calculator",
};

describe.each(langs)("solar page in %s", (lang) => {
  const data = load<SolarContent>(solarLoader, "solar", lang);
  const t = solarContent[lang];
  const html = render(SolarPage, data, pathOf("solar", lang));

  it("has the hero, every section and the five questions in the page's language", () => {
    expectHeadingOrder(html);
    expect(text(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)![1]!)).toContain(t.hero.heading);
    expect(sectionHeadings(html)).toEqual([
      t.gallery.title,
      t.benefits.title,
      t.risks.title,
      t.yieldCalculator.title,
      t.process.title,
      t.insurance.title,
      t.cta.title,
    ]);
    expect(html).toContain(t.faq.title);
    expect(html.match(/<figure/g)).toHaveLength(4);
    for (const item of t.gallery.items) expect(html).toContain(`aria-label="${item.alt}"`);
    for (const card of [...t.benefits.items, ...t.risks.items]) expect(html).toContain(card.title);
    expect(t.process.steps).toHaveLength(6);
    for (const step of t.process.steps) expect(html).toContain(step.title);
    expect(t.faq.items).toHaveLength(5);
    for (const item of t.faq.items) expect(html).toContain(item.question);
  });

  it("shows the yield calculator at 50 kW and CHF 0.08 in a residential area", () => {
    expect(html).toMatch(/name="size"[^>]*value="50"/);
    expect(html).toMatch(/name="price"[^>]*value="0.08"/);
    expect(html).toMatch(/checked="" value="wohngebiet"/);
    expect(html).toMatch(/data-testid="yield-lost-chf"[^>]*>CHF 80</);
    expect(html).toContain(t.yieldCalculator.sizeLabel);
  });

  it("links the quote buttons to the quote calculator and the contact page of the language", () => {
    expect(html).toContain(`href="${quotePaths[lang]}"`);
    expect(html).toContain(`href="${pathOf("contact", lang)}"`);
    // The certificates page exists in German only: marked as such on the other languages.
    expect(html).toContain('href="/zertifikate"');
    if (lang !== "de") expect(html).toContain('hrefLang="de" href="/zertifikate"');
  });

  it("has Service data with the service type in the page's language and FAQPage data of the five questions", () => {
    expect(jsonLd(data, "Service")?.serviceType).toBe(t.meta.serviceType);
    const faq = jsonLd(data, "FAQPage") as { mainEntity: { name: string }[] };
    expect(faq.mainEntity.map((q) => q.name)).toEqual(t.faq.items.map((item) => item.question));
    expect(data.seo.title).toBe(t.meta.title);
  });
});

describe.each(langs)("green-roof page in %s", (lang) => {
  const data = load<GreenRoofContent>(greenRoofLoader, "greenRoof", lang);
  const t = greenRoofContent[lang];
  const html = render(GreenRoofPage, data, pathOf("greenRoof", lang));

  it("has the certification note, services, four seasons, six benefits, three intervals and five questions", () => {
    expectHeadingOrder(html);
    expect(text(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)![1]!)).toContain(t.hero.heading);
    expect(sectionHeadings(html)).toEqual([
      t.certificationNote.title,
      t.services.title,
      t.seasons.title,
      t.benefits.title,
      t.intervals.title,
      t.cta.title,
    ]);
    expect(t.services.items).toHaveLength(4);
    expect(t.seasons.items).toHaveLength(4);
    expect(t.benefits.items).toHaveLength(6);
    expect(t.intervals.items).toHaveLength(3);
    expect(t.faq.items).toHaveLength(5);
    for (const season of t.seasons.items) for (const task of season.tasks) expect(html).toContain(task);
    for (const interval of t.intervals.items) expect(html).toContain(interval.frequency);
    for (const item of t.faq.items) expect(html).toContain(item.question);
  });

  it("asks for a green-roof request or a call in the hero, not for the solar quote", () => {
    const hero = /<h1[\s\S]*?<\/section>/.exec(html)![0];
    expect(hero).toContain(t.cta.contactButton.label);
    expect(hero).toContain('href="tel:');
    expect(hero).not.toContain(uiStrings[lang].common.getQuote);
  });

  it("links to the contact and solar pages of the language; Service data in the page's language", () => {
    expect(html).toContain(`href="${pathOf("contact", lang)}"`);
    expect(html).toContain(`href="${pathOf("solar", lang)}"`);
    expect(jsonLd(data, "Service")?.serviceType).toBe(t.meta.serviceType);
    const faq = jsonLd(data, "FAQPage") as { mainEntity: { name: string }[] };
    expect(faq.mainEntity).toHaveLength(5);
  });
});

it("names the intervals of spec 2 in every language (2 and 4 visits a year, contracts as needed)", () => {
  expect(langs.map((lang) => greenRoofContent[lang].intervals.items.map((i) => i.frequency))).toEqual([
    ["zweimal pro Jahr", "viermal pro Jahr", "nach Bedarf"],
    ["2 fois par an", "4 fois par an", "selon les besoins"],
    ["2 volte all’anno", "4 volte all’anno", "secondo necessità"],
    ["twice a year", "four times a year", "as needed"],
  ]);
});
