import { describe, expect, it } from "vitest";
import { cityPath, frenchRegions, ticinoRegions } from "#app/content/cities";
import { pathOf } from "#app/content/route-table";
import { uiStrings } from "#app/content/ui";
import type { Lang } from "#app/lib/i18n";
import { renderPage } from "#app/test/render";
import { CookieBanner } from "./cookie-banner";
import { Footer } from "./footer";

/**
 * The footer as the prerendered page shows it in each language: city names as the
 * reader knows them, the French and Italian regions, and every link to a page that
 * exists in German only marked as such (text and hreflang).
 */

interface Anchor {
  href: string;
  hrefLang: string | null;
  /** Visible and screen-reader text, tags removed. */
  text: string;
}

function anchors(html: string): Anchor[] {
  return [...html.matchAll(/<a\s([^>]*)>(.*?)<\/a>/g)].map(([, attributes, inner]) => ({
    href: /href="([^"]*)"/.exec(attributes!)?.[1] ?? "",
    hrefLang: /hrefLang="([^"]*)"/i.exec(attributes!)?.[1] ?? null,
    text: inner!.replace(/<[^>]+>/g, "").trim(),
  }));
}

function footer(lang: Lang) {
  const html = renderPage(<Footer />, { lang, path: pathOf("home", lang) });
  return { html, text: html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " "), links: anchors(html) };
}

function linkTo(links: Anchor[], href: string): Anchor {
  const link = links.find((a) => a.href === href);
  expect(link, `link to ${href}`).toBeDefined();
  return link!;
}

const germanOnlyPages = [
  "roofCleaning",
  "gutterCleaning",
  "b2b",
  "lossCalculator",
  "certificates",
  "imprint",
  "privacy",
];
const localizedPages = ["solar", "greenRoof", "prices", "about", "blog", "faq"];

describe("footer city names", () => {
  it.each([
    [
      "fr",
      [
        "Bâle",
        "Argovie",
        "Zurich",
        "Lucerne",
        "Berne",
        "Langenthal",
        "Saint-Gall",
        "Winterthour",
        "Schaffhouse",
        "Zoug",
      ],
    ],
    ["it", ["Basilea", "Argovia", "Zurigo", "Lucerna", "Berna", "Langenthal", "San Gallo", "Sciaffusa", "Zugo"]],
    ["en", ["Basel", "Aargau", "Zurich", "Lucerne", "Bern", "St. Gallen", "Schaffhausen", "Zug"]],
    ["de", ["Basel", "Aargau", "Zürich", "Luzern", "Bern", "St. Gallen", "Schaffhausen", "Zug"]],
  ] as const)("%s: the city pages carry the names a reader of the language knows", (lang, names) => {
    const { links } = footer(lang);
    const cityLinks = links.filter((a) => a.href.startsWith("/photovoltaik-") || a.href === cityPath("zuerich"));
    const labels = cityLinks.map((a) => a.text.replace(uiStrings[lang].common.inGerman, "").trim());
    for (const name of names) expect(labels).toContain(name);
    expect(linkTo(links, cityPath("basel")).text).toContain(names[0]);
    expect(linkTo(links, cityPath("zuerich")).text).toContain(
      lang === "it" ? "Zurigo" : lang === "de" ? "Zürich" : "Zurich",
    );
  });

  it("shows no German city names in the French and Italian service area (the postal address keeps Basel)", () => {
    for (const lang of ["fr", "it"] as const) {
      const { text: whole } = footer(lang);
      const ui = uiStrings[lang].footer;
      const text = whole.slice(whole.indexOf(ui.serviceAreaTitle), whole.indexOf(ui.serviceAreaNote));
      expect(text).toContain(lang === "fr" ? "Bâle" : "Basilea");
      for (const german of ["Basel", "Zürich", "Luzern", "St. Gallen", "Schaffhausen", "Aargau"]) {
        expect(text, `${german} in the ${lang} footer`).not.toContain(german);
      }
    }
  });
});

describe("footer regions", () => {
  it("French: the three regions of Romandie with their towns, none of them called central Switzerland", () => {
    const { text } = footer("fr");
    expect(text).toContain("Région lémanique");
    expect(text).toContain("Genève · Lausanne · Vevey · Montreux · Nyon");
    expect(text).toContain("Neuchâtel, Fribourg et Nord vaudois");
    expect(text).toContain("Neuchâtel · Fribourg · Yverdon-les-Bains");
    expect(text).toContain("Valais");
    expect(text).toContain("Sion · Martigny · Monthey");
    expect(text.toLowerCase()).not.toContain("suisse centrale");
    expect(frenchRegions.map((r) => r.name)).toEqual([
      "Région lémanique",
      "Neuchâtel, Fribourg et Nord vaudois",
      "Valais",
    ]);
  });

  it("Italian: Sottoceneri, Bellinzonese e Locarnese and Tre Valli with their towns", () => {
    const { text } = footer("it");
    expect(text).toContain("Sottoceneri");
    expect(text).toContain("Lugano · Mendrisio · Chiasso · Balerna");
    expect(text).toContain("Bellinzonese e Locarnese");
    expect(text).toContain("Bellinzona · Locarno · Ascona · Tenero");
    expect(text).toContain("Tre Valli");
    expect(text).toContain("Biasca · Airolo · Faido · Acquarossa");
    expect(ticinoRegions).toHaveLength(3);
  });

  it("German and English: no regional lists of Romandie or Ticino", () => {
    for (const lang of ["de", "en"] as const) {
      const { text } = footer(lang);
      expect(text).not.toContain("Lugano");
      expect(text).not.toContain("Genève");
    }
  });
});

describe("footer links to German-only pages", () => {
  it.each(["fr", "it", "en"] as const)("%s: marked in words and with hreflang=de; translated pages are not", (lang) => {
    const ui = uiStrings[lang];
    const { links, text } = footer(lang);
    for (const key of germanOnlyPages) {
      const link = linkTo(links, pathOf(key, "de"));
      expect(link.text, key).toContain(ui.common.inGerman);
      expect(link.hrefLang, key).toBe("de");
    }
    for (const key of localizedPages) {
      const link = linkTo(links, pathOf(key, lang));
      expect(link.text, key).not.toContain(ui.common.inGerman);
      expect(link.hrefLang, key).toBeNull();
    }
    const basel = linkTo(links, cityPath("basel"));
    expect(basel.hrefLang).toBe("de");
    expect(basel.text, "said to screen readers on each city link").toContain(ui.common.inGerman);
    expect(text, "and once for everyone above the city list").toContain(ui.common.cityPagesInGerman);
  });

  it("German: no marker anywhere", () => {
    const { links, text } = footer("de");
    expect(text).not.toContain(uiStrings.de.common.inGerman);
    expect(text).not.toContain(uiStrings.de.common.cityPagesInGerman);
    expect(links.every((a) => a.hrefLang === null)).toBe(true);
  });

  it("states the hours each language's pages give", () => {
    expect(footer("de").text).toContain("Mo–Fr 08:00–17:00");
    expect(footer("en").text).toContain("Mon–Fri 08:00–17:00");
    expect(footer("fr").text).toContain("Du lundi au vendredi, de 8 h à 17 h");
    expect(footer("it").text).toContain("Lun–ven 08:00–17:00");
  });
});

describe("cookie banner", () => {
  it.each(["fr", "it", "en"] as const)("%s: the privacy link says the statement is in German", (lang) => {
    const html = renderPage(<CookieBanner />, { lang, path: pathOf("home", lang) });
    const privacy = linkTo(anchors(html), pathOf("privacy", "de"));
    expect(privacy.text).toBe(`${uiStrings[lang].cookie.privacyLink} ${uiStrings[lang].common.inGerman}`);
    expect(privacy.hrefLang).toBe("de");
  });

  it("words the choices as the review asked", () => {
    expect(uiStrings.fr.cookie.acceptAll).toBe("Accepter");
    expect(uiStrings.fr.cookie.necessaryOnly).toBe("Refuser");
    expect(uiStrings.fr.cookie.text).toContain("aucun cookie sans votre accord");
    expect(uiStrings.fr.cookie.text).toContain("modifier votre choix");
    expect(uiStrings.en.cookie.text).toContain("change your choice");
    expect(uiStrings.it.cookie.text).toContain("modificare la Sua scelta");
  });
});

describe("footer call to action", () => {
  it("asks for a quote on every page but an offer's own page, where the visitor has one", () => {
    const withBand = renderPage(<Footer />, { lang: "de", path: pathOf("home", "de") });
    const offerPage = renderPage(<Footer cta={false} />, { lang: "de", path: "/offerte/x" });
    expect(withBand).toContain(uiStrings.de.footer.ctaTitle);
    expect(offerPage).not.toContain(uiStrings.de.footer.ctaTitle);
    expect(offerPage).not.toContain(uiStrings.de.footer.quoteButton);
    expect(offerPage).toContain(uiStrings.de.footer.imprint);
  });
});

describe("footer social links", () => {
  it("write the networks' names as they do", () => {
    const { links } = footer("de");
    const names = links.filter((a) => /facebook|instagram|linkedin/.test(a.href)).map((a) => a.text);
    expect(names).toEqual(["Facebook", "Instagram", "LinkedIn"]);
  });
});
