import type { ReactNode } from "react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { homeContent, type HomeContent } from "#app/content/pages/home";
import { homeDe as homePage } from "#app/content/pages/home/de";
import { pathOf } from "#app/content/route-table";
import { uiStrings } from "#app/content/ui";
import { formatChf } from "#app/lib/format";
import type { Lang } from "#app/lib/i18n";
import { looksGerman } from "#app/lib/language-guess";
import { renderPage } from "#app/test/render";
import HomePage, { loader } from "#app/routes/home";
import { homeLoss } from "#app/domain/loss";

/**
 * The prerendered HTML of the home in every language, through the route's loader: every
 * section and every widget's initial state is already there, in the page's language.
 */
interface LoaderData {
  lang: Lang;
  content: HomeContent;
  videoId: string | null;
  seo: { title: string; jsonLd?: object[] };
}

function load(lang: Lang): LoaderData {
  const run = loader as unknown as (args: { request: Request }) => LoaderData;
  return run({ request: new Request(`http://localhost${pathOf("home", lang)}`) });
}

function render(lang: Lang, videoId: string | null = "testVideo01"): string {
  const Page = HomePage as unknown as (props: { loaderData: LoaderData }) => ReactNode;
  return renderPage(<Page loaderData={{ ...load(lang), videoId }} />, { lang, path: pathOf("home", lang) });
}

let html = "";

beforeAll(async () => {
  // The widgets are a lazy chunk: the first render starts loading it (the prerender's stream
  // waits for it); once loaded, the page renders with every widget in place.
  await vi.waitFor(() => expect(render("de")).toContain('data-testid="loss-total"'), { timeout: 10_000 });
  html = render("de");
});

describe("German home, server-rendered", () => {
  it("has one h1 and the quote button to /preise-angebot", () => {
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toMatch(/<a[^>]*href="\/preise-angebot"[^>]*>Sofort-Offerte starten<\/a>/);
  });

  it("shows the video poster and no player", () => {
    expect(html).toContain("/images/video-poster.webp");
    expect(html).not.toContain("<iframe");
    expect(html).not.toContain("youtube-nocookie.com/embed");
  });

  it("shows the first gallery case before the cleaning", () => {
    expect(html).toContain("Projekt 1 von 3");
    expect(html).toContain(homePage.gallery.cases[0]!.title);
    expect(html).toContain('data-view="before"');
    expect(html).toMatch(/aria-pressed="false"[^>]*>Nachher anzeigen/);
  });

  it("shows the default loss result (50 kWp, Wohngebiet)", () => {
    const total = formatChf(homeLoss(50, homePage.loss.defaultLocation).total, 0);
    expect(total).toBe("CHF 2'400");
    expect(html).toMatch(new RegExp(`data-testid="loss-total"[^>]*>${total}<`));
    expect(html).toMatch(/value="50"/);
    const checked = html.match(/<input[^>]*checked=""[^>]*>/g) ?? [];
    expect(checked).toHaveLength(1);
    expect(checked[0]).toContain('value="wohngebiet"');
  });

  it("links the six regions with their project counts", () => {
    for (const [path, count] of [
      ["/photovoltaik-solarreinigung-basel", 18],
      ["/photovoltaik-solarreinigung-aargau", 12],
      ["/solarreinigung-pv-reinigung-zuerich", 15],
      ["/photovoltaik-solarreinigung-luzern", 8],
      ["/photovoltaik-solarreinigung-bern", 10],
      ["/photovoltaik-solarreinigung-langenthal", 6],
    ] as const) {
      expect(html).toMatch(new RegExp(`href="${path}"[^>]*>.*?${count} Referenzprojekte`));
    }
  });

  it("shows 2 reviews, the overall rating and the collapsed toggle", () => {
    expect(html.match(/<blockquote/g)).toHaveLength(2);
    expect(html).toContain("4,9 von 5 Sternen bei 109 Bewertungen");
    expect(html).toMatch(/aria-expanded="false"[^>]*>Alle Bewertungen anzeigen/);
  });

  it("has 6 benefit cards and links to the service pages", () => {
    expect(html).toMatch(/href="\/solaranlagenreinigung"/);
    expect(html).toMatch(/href="\/b2b"/);
    expect(html).toMatch(/href="\/gruendachpflege"/);
    expect(html).toMatch(/href="\/dachreinigung"/);
    const benefits = html.split('data-testid="benefits"')[1]!.split("</ul>")[0]!;
    expect(benefits.match(/<li/g)).toHaveLength(6);
  });

  it("has no video section without a configured video", () => {
    expect(render("de", null)).not.toContain('id="erklaervideo"');
  });
});

/** Headings of every section the content has: the walk a visitor (and a screen reader) takes. */
function sectionTitles(c: HomeContent): string[] {
  return [
    c.video.title,
    c.audience.title,
    c.solar.title,
    c.gallery.title,
    c.loss.title,
    c.greenRoof.title,
    c.roofCleaning.title,
    c.benefits.title,
    c.regions.title,
    c.reviews.title,
    ...(c.reasons ? [c.reasons.title] : []),
    ...(c.services ? [c.services.title] : []),
    ...(c.closing ? [c.closing.title] : []),
  ];
}

const otherLangs = ["fr", "it", "en"] as const;

describe.each(otherLangs)("%s home, server-rendered", (lang) => {
  let page = "";
  beforeAll(() => {
    page = render(lang);
  });
  const c = homeContent[lang];
  const inGerman = uiStrings[lang].common.inGerman;

  it("has the meta title, one h1 and every German section as an h2 in its language", () => {
    expect(load(lang).seo.title).toBe(c.meta.title);
    expect(page.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(page).toContain(`>${c.hero.heading}</h1>`);
    for (const title of sectionTitles(c)) expect(page).toMatch(new RegExp(`<h2[^>]*>${escape(title)}</h2>`));
    for (const title of sectionTitles(homePage)) expect(page).not.toContain(`>${title}</h2>`);
  });

  it("sends the hero's quote button to the quote page's calculator of its language", () => {
    const href = `${pathOf("prices", lang)}#calculator`;
    expect(page).toMatch(new RegExp(`href="${href}"[^>]*>${escape(c.heroActions.quoteButton.label)}</a>`));
  });

  it("shows the widgets' initial state in its language", () => {
    expect(page).toContain(c.gallery.caseCounter.replace("{n}", "1").replace("{total}", "3"));
    expect(page).toContain(c.gallery.cases[0]!.title);
    expect(page).toMatch(new RegExp(`aria-pressed="false"[^>]*>${escape(c.gallery.toggleLabel)}`));
    expect(page).toMatch(new RegExp(`data-testid="loss-total"[^>]*>CHF 2'400<`));
    expect(page).toContain(c.loss.kwpLabel);
    for (const location of c.loss.locations) expect(page).toContain(location.name);
    expect(page.match(/<blockquote/g)).toHaveLength(2);
    expect(page).toMatch(new RegExp(`aria-expanded="false"[^>]*>${escape(c.reviews.showAll)}`));
    expect(page).toContain(`aria-label="${c.video.playLabel}"`);
    const benefits = page.split('data-testid="benefits"')[1]!.split("</ul>")[0]!;
    expect(benefits.match(/<li/g)).toHaveLength(6);
  });

  it("marks links to German-only pages and links its own pages without a marker", () => {
    expect(page).toMatch(new RegExp(`href="/dachreinigung"[^>]*>[^<]*${escape(inGerman)}`));
    expect(page).toMatch(new RegExp(`href="${pathOf("greenRoof", lang)}"[^>]*>[^<(]*</a>`));
    expect(page).toMatch(new RegExp(`href="${pathOf("solar", lang)}"`));
    const regions = page.split('data-testid="region-counts"')[1]!.split("</ul>")[0]!;
    expect(regions.match(/<a /g)).toHaveLength(6);
    expect(regions.match(/hrefLang="de"/gi)).toHaveLength(6);
    for (const team of c.regions.teams)
      expect(regions).toContain(c.regions.projects.replace("{count}", `${team.projects}`));
  });
});

describe("language-specific home sections", () => {
  it("French: the Romandie regions besides the Basel teams, links to the French contact and solar pages", () => {
    const page = render("fr");
    expect(page).toContain("Région lémanique");
    expect(page).toContain("Genève, Lausanne, Vevey, Montreux, Nyon");
    expect(page).not.toContain("Suisse Centrale");
    expect(page).toContain("Bâle");
    expect(page).toMatch(/href="\/fr\/contact"/);
    expect(page).toMatch(/href="\/fr\/nettoyage-installations-solaires"/);
    expect(page).toContain("Plus de 120 clients");
  });

  it("Italian: four reasons, two services, the closing call to action and the Ticino regions", () => {
    const page = render("it");
    const c = homeContent.it;
    expect(c.reasons?.items).toHaveLength(4);
    expect(c.services?.items).toHaveLength(2);
    expect(page).toContain("entro 24 ore");
    expect(page).not.toContain("24–48");
    expect(page).toContain("Preventivo in due minuti");
    expect(page).toContain("Conosciamo il Ticino");
    expect(page).not.toContain("500 impianti");
    expect(page).toContain("Sottoceneri");
    expect(page).toContain("Lugano, Mendrisio, Chiasso, Balerna");
    expect(page).toMatch(/href="\/it\/manutenzione-tetti-verdi"/);
    expect(page).toMatch(/href="\/it\/contatto"[^>]*>Ci contatti</);
  });

  it("English: the floating player (from 1280 px) with its dock button, B2B marked as German", () => {
    const page = render("en");
    expect(page).toMatch(/data-testid="video-player"[^>]*data-floating=""/);
    expect(page).toContain('aria-label="Move the video back into the page"');
    expect(page).toMatch(/href="\/b2b"[^>]*>Services for businesses \(in German\)</);
    expect(render("de")).not.toContain("data-floating");
  });
});

/** Every string of a content record (texts, labels, alt texts), walked recursively. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

it.each(otherLangs)("%s home content has no German sentence", (lang) => {
  const german = strings(homeContent[lang]).filter((text) => text.split(" ").length >= 4 && looksGerman(text));
  expect(german).toEqual([]);
  expect(strings(homeContent.de).filter((text) => looksGerman(text)).length).toBeGreaterThan(20);
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
