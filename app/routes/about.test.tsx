import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { aboutContent } from "../content/pages/about";
import { pathOf } from "../content/route-table";
import { uiStrings } from "../content/ui";
import type { Lang } from "../lib/i18n";
import { renderPage } from "../test/render";
import AboutPage, { loader } from "./about";

/**
 * The four about pages as prerendered, from the content modules: every section in every
 * language, the company number from configuration, the four teams with their project counts,
 * the French and Italian service regions and links in the page's language.
 */
const langs = ["de", "fr", "it", "en"] as const;

type LoaderData = ReturnType<typeof loader>;

function load(lang: Lang): LoaderData {
  return loader({ request: new Request(`http://localhost${pathOf("about", lang)}`) } as Parameters<typeof loader>[0]);
}

function render(lang: Lang): string {
  const Page = AboutPage as unknown as (props: { loaderData: LoaderData }) => ReactNode;
  return renderPage(<Page loaderData={load(lang)} />, { lang, path: pathOf("about", lang) });
}

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe.each(langs)("%s about page", (lang) => {
  const t = aboutContent[lang];
  const html = render(lang);

  it("has one h1 and every section named by its h2, without skipped heading levels", () => {
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toContain(`>${t.hero.heading}</h1>`);
    for (const [id, title] of [
      ["zahlen", t.facts.title],
      ["geschichte", t.timeline.title],
      ["werte", t.values.title],
      ["zertifikate", t.certifications.title],
      ["teams", t.teams.title],
      ["kennenlernen", t.cta.title],
    ]) {
      expect(html).toMatch(new RegExp(`<section id="${id}" aria-labelledby="${id}-title"`));
      expect(html).toMatch(new RegExp(`<h2 id="${id}-title"[^>]*>${title}</h2>`));
    }
    const levels = [...html.matchAll(/<h([1-6])[\s>]/g)].map((m) => Number(m[1]));
    levels.slice(1).forEach((level, i) => expect(level - levels[i]!).toBeLessThanOrEqual(1));
  });

  it("shows the four figures, the company number, three periods, three values and four certificates", () => {
    const page = text(html);
    for (const item of t.facts.items) expect(page).toContain(`${item.label} ${item.value}`);
    expect(page).toContain("8'643");
    expect(html).toMatch(/data-testid="company-uid">CHE-\d{3}\.\d{3}\.\d{3}</);
    expect(t.timeline.items.map((e) => e.period.slice(0, 4))).toEqual(["2019", "2020", "2024"]);
    for (const entry of t.timeline.items) expect(page).toContain(entry.title);
    expect(t.values.items).toHaveLength(3);
    expect(t.certifications.items).toHaveLength(4);
    for (const item of [...t.values.items, ...t.certifications.items]) expect(page).toContain(item.title);
  });

  it("shows the four regional teams with the project counts of the cities module", () => {
    expect(t.teams.items.map((team) => team.projects)).toEqual([18, 12, 15, 8]);
    for (const team of t.teams.items) {
      expect(html).toMatch(new RegExp(`${team.name}</h3>[\\s\\S]*?${team.region}[\\s\\S]*?>${team.projects}</dd>`));
    }
  });

  it("links to contact and the quote calculator of its language; the German-only certificates page is marked", () => {
    expect(html).toContain(`href="${pathOf("contact", lang)}"`);
    expect(html).toContain(`href="${pathOf("prices", lang)}#calculator"`);
    const marker = lang === "de" ? "" : ` ${uiStrings[lang].common.inGerman}`;
    expect(html).toContain(`>${t.certifications.link.label}${marker}</a>`);
  });
});

describe("service regions of the reader's part of Switzerland", () => {
  it("French: Lake Geneva, Neuchâtel/Fribourg/north Vaud and Valais, never 'Suisse centrale' for them", () => {
    const regions = aboutContent.fr.teams.regions!;
    expect(regions.items.map((r) => r.name)).toEqual([
      "Région lémanique",
      "Neuchâtel, Fribourg et Nord vaudois",
      "Valais",
    ]);
    expect(regions.items[1]!.cities).toEqual(["Neuchâtel", "Fribourg", "Yverdon-les-Bains"]);
    const page = text(render("fr"));
    expect(page).toContain("Genève, Lausanne, Vevey, Montreux, Nyon");
    expect(page).toContain("Plus de 120 clients");
    expect(page).toContain("du lundi au vendredi, de 8 h à 17 h");
  });

  it("Italian: the three zones of Ticino, regular work there without travel costs and a reply within 24 hours", () => {
    const page = text(render("it"));
    expect(page).toContain("Sottoceneri");
    expect(page).toContain("Lugano, Mendrisio, Chiasso, Balerna");
    expect(page).toContain("Biasca, Airolo, Faido, Acquarossa");
    expect(page).toContain("In Ticino lavoriamo regolarmente in tre zone");
    expect(page).not.toContain("500 impianti");
    expect(page).toContain("entro 24 ore");
    expect(page).not.toContain("24–48");
  });

  it("German and English have no such block", () => {
    expect(aboutContent.de.teams.regions).toBeUndefined();
    expect(aboutContent.en.teams.regions).toBeUndefined();
  });
});

describe("about page copy", () => {
  it("French uses no space before ? ! : ; and Swiss German never ß", () => {
    expect(JSON.stringify(aboutContent.fr)).not.toMatch(/\s[?!:;]/);
    expect(JSON.stringify(aboutContent.de)).not.toContain("ß");
  });

  it("gives structured data in the page's language (no FAQ on this page)", () => {
    for (const lang of langs) {
      const data = load(lang);
      expect(data.lang).toBe(lang);
      expect(data.seo.title).toBe(aboutContent[lang].meta.title);
      expect(data.seo.jsonLd?.some((d) => (d as { "@type"?: string })["@type"] === "FAQPage")).toBe(false);
    }
  });
});
