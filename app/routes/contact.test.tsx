import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { frenchRegions, mainRegions, ownRegions, ticinoRegions } from "../content/cities";
import { contactContent } from "../content/pages/contact";
import { publicConfig } from "../lib/config.server";
import { telHref } from "../lib/company";
import type { Lang } from "../lib/i18n";
import { renderLoaded, renderPage } from "../test/render";
import routes from "../routes";
import ContactPage, { loader as germanLoader } from "./contact";
import EnglishContactPage, { loader as englishLoader } from "./contact-en";
import RegionalContactPage, { loader as regionalLoader } from "./contact-regional";

/**
 * The contact pages as prerendered: /kontakt with the form and the contact details,
 * /fr/contact and /it/contatto with their sections and the same form, /en/contact with
 * cards and buttons but no form. Company data comes from configuration.
 */
const paths: Record<Lang, string> = { de: "/kontakt", fr: "/fr/contact", it: "/it/contatto", en: "/en/contact" };
const modules = {
  de: { Page: ContactPage, loader: germanLoader, file: "routes/contact.tsx" },
  fr: { Page: RegionalContactPage, loader: regionalLoader, file: "routes/contact-regional.tsx" },
  it: { Page: RegionalContactPage, loader: regionalLoader, file: "routes/contact-regional.tsx" },
  en: { Page: EnglishContactPage, loader: englishLoader, file: "routes/contact-en.tsx" },
} as const;
const company = publicConfig().company;
const { de: contactDe, fr: contactFr, it: contactIt, en: contactEn } = contactContent;

interface LoaderData {
  seo: { title: string; description: string; jsonLd?: object[] };
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function load(lang: Lang): LoaderData {
  const loader = modules[lang].loader as unknown as (args: { request: Request }) => LoaderData;
  return loader({ request: new Request(`http://localhost${paths[lang]}`) });
}

function render(lang: Lang): string {
  const Page = modules[lang].Page as unknown as (props: { loaderData: LoaderData }) => ReactNode;
  return renderPage(<Page loaderData={load(lang)} />, { lang, path: paths[lang] });
}

// The contact form's code is a lazy chunk (load gate): load it once before the pages are rendered.
await renderLoaded(() => render("de"));

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

function headingLevels(html: string): number[] {
  return [...html.matchAll(/<h([1-6])[\s>]/g)].map((m) => Number(m[1]));
}

function expectHeadingOrder(html: string) {
  const levels = headingLevels(html);
  expect(levels.filter((l) => l === 1)).toHaveLength(1);
  expect(levels[0]).toBe(1);
  levels.slice(1).forEach((level, i) => expect(level - levels[i]!).toBeLessThanOrEqual(1));
}

it.each(Object.keys(paths) as Lang[])("%s: the route table sends the page to its module", (lang) => {
  const route = (routes as { path?: string; file: string }[]).find((r) => r.path === paths[lang]);
  expect(route?.file).toBe(modules[lang].file);
});

function jsonLdTypes(data: LoaderData): string[] {
  return (data.seo.jsonLd as { "@type": string }[]).map((item) => item["@type"]);
}

it.each(Object.keys(paths) as Lang[])("%s: title, description and hero come from the page's content", (lang) => {
  const content = contactContent[lang];
  const data = load(lang);
  expect(data.seo.title).toBe(content.meta.title);
  expect(data.seo.description).toBe(content.meta.description);
  const html = render(lang);
  expect(html).toContain(`>${content.hero.heading}</h1>`);
  for (const paragraph of content.hero.intro) expect(html).toContain(paragraph);
});

it.each(["fr", "it"] as const)(
  "%s: the service cards link to the solar and green roof pages of the language",
  (lang) => {
    const html = render(lang);
    const expected =
      lang === "fr"
        ? ["/fr/nettoyage-installations-solaires", "/fr/entretien-toitures-vertes"]
        : ["/it/pulizia-impianti-fotovoltaici", "/it/manutenzione-tetti-verdi"];
    for (const href of expected) expect(html).toContain(`href="${href}"`);
    expect(html).not.toContain("Suisse centrale (Neuchâtel");
  },
);

describe("/kontakt", () => {
  const html = render("de");
  const t = contactDe;

  it("has one h1, headings in order, and the contact form posting to /api/contact", () => {
    expectHeadingOrder(html);
    expect(html).toContain('action="/api/contact#kontaktformular"');
    expect(html).toContain('name="website"');
    expect(html).toContain(t.form.title);
  });

  it("shows the contact details from configuration: e-mail, phone during office hours, area, hours, address", () => {
    const page = text(html);
    expect(html).toContain(`href="mailto:${company.email}"`);
    expect(html).toContain(`href="${telHref(company.phone)}"`);
    expect(page).toContain(t.info.phoneNote);
    expect(page).toContain("Ganze Schweiz");
    expect(page).toContain("Montag bis Freitag, 08:00–17:00 Uhr");
    expect(page).toContain(`${company.street}, ${company.postcode} ${company.city}`);
    expect(page).toContain("Antwort innert 24 Stunden");
  });

  it("has the emergency hint: an e-mail with the subject NOTFALL", () => {
    expect(html).toContain(`href="mailto:${company.email}?subject=NOTFALL"`);
    expect(text(html)).toContain("Betreff NOTFALL");
  });

  it("has the region chips, linking to the six main region pages", () => {
    for (const region of mainRegions) expect(text(html)).toContain(region.name);
    expect(html).toContain('href="/photovoltaik-solarreinigung-basel"');
    expect(html).toContain('href="/solarreinigung-pv-reinigung-zuerich"');
  });

  it("links to the FAQ and the prices page", () => {
    expect(html).toMatch(/<a[^>]*href="\/faq"[^>]*>Zu den häufigen Fragen<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/preise-angebot"[^>]*>Sofort-Offerte starten<\/a>/);
  });

  it("is Swiss German (no sharp s)", () => {
    expect(JSON.stringify(contactDe)).not.toContain("ß");
  });
});

describe("/fr/contact and /it/contatto", () => {
  it.each(["fr", "it"] as const)("%s: hero buttons, three cards, the form, regions, services, reasons, FAQ", (lang) => {
    const html = render(lang);
    const t = lang === "fr" ? contactFr : contactIt;
    expectHeadingOrder(html);
    // Call and e-mail buttons in the hero and the closing call to action.
    expect(html.split(`href="${telHref(company.phone)}"`).length - 1).toBeGreaterThanOrEqual(3);
    expect(html.split(`href="mailto:${company.email}"`).length - 1).toBeGreaterThanOrEqual(3);
    for (const card of [t.cards.phone, t.cards.email, t.cards.office]) expect(html).toContain(`>${card.title}</h3>`);
    expect(html).toContain(`action="/api/contact#${t.form.id}"`);
    expect(html).toContain(`<input type="hidden" name="language" value="${lang}"/>`);
    expect(t.area.regions).toHaveLength(3);
    for (const region of t.area.regions) {
      expect(html).toContain(region.name);
      for (const city of region.cities) expect(html).toContain(`>${city}</li>`);
    }
    expect(t.services.items).toHaveLength(3);
    for (const service of t.services.items) expect(html).toContain(`>${service.title}</h3>`);
    expect(t.reasons.items).toHaveLength(4);
    for (const reason of t.reasons.items) expect(html).toContain(`>${reason.title}</h3>`);
    expect(t.faq.items).toHaveLength(5);
    for (const item of t.faq.items) expect(html).toContain(item.question);
    // The FAQ's advice button leads to the form on this page, not back to the page itself.
    expect(html).toContain(`href="${paths[lang]}#${t.form.id}"`);
    expect(html).toContain(t.cta.title);
  });

  it("the French page lists the three regions of French-speaking Switzerland and replies within 24 hours", () => {
    const html = text(render("fr"));
    for (const region of frenchRegions) expect(html).toContain(region.name);
    expect(html).toContain("Réponse dans les 24 heures");
    expect(html).toContain("Du lundi au vendredi, de 8 h à 17 h");
    expect(html).toContain("Envoyer le message");
  });

  it("the Italian page covers the Ticino cities, Mon–Fri 08:00–17:00, and replies within 24 hours", () => {
    const html = text(render("it"));
    for (const region of ownRegions("it")) expect(html).toContain(region.name);
    expect(html).toContain("Risposta entro 24 ore");
    expect(html).toContain("Lun–ven 08:00–17:00");
    expect(html).toContain("NOTFALL");
    expect(html).not.toMatch(/24–48|18:00|di persona/);
  });

  it("the Italian page has structured contact data for every Ticino city, with the hours", () => {
    const data = load("it");
    const contact = (data.seo.jsonLd as Record<string, unknown>[]).find((item) => item["@type"] === "ContactPage") as {
      mainEntity: {
        telephone: string;
        email: string;
        areaServed: { name: string }[];
        hoursAvailable: { opens: string; closes: string };
      };
    };
    expect(contact).toBeDefined();
    expect(contact.mainEntity.telephone).toBe(company.phone);
    expect(contact.mainEntity.email).toBe(company.email);
    expect(contact.mainEntity.areaServed.map((c) => c.name)).toEqual(ticinoRegions.flatMap((r) => r.cities));
    expect(contact.mainEntity.hoursAvailable).toMatchObject({ opens: "08:00", closes: "17:00" });
  });

  it("French and Italian FAQ are in the FAQPage data", () => {
    for (const lang of ["fr", "it"] as const) expect(jsonLdTypes(load(lang))).toContain("FAQPage");
    expect(jsonLdTypes(load("de"))).not.toContain("FAQPage");
  });
});

describe("/en/contact", () => {
  const html = render("en");

  it("has phone, e-mail and address cards with call and e-mail buttons", () => {
    expectHeadingOrder(html);
    for (const card of [contactEn.cards.phone, contactEn.cards.email, contactEn.cards.office]) {
      expect(html).toContain(`>${card.title}</h3>`);
    }
    expect(html).toMatch(
      new RegExp(`<a[^>]*href="${escapeRegExp(telHref(company.phone))}"[^>]*>(?:(?!</a>).)*Call us</a>`),
    );
    expect(html).toMatch(
      new RegExp(`<a[^>]*href="mailto:${escapeRegExp(company.email)}"[^>]*>(?:(?!</a>).)*Send an e-mail</a>`),
    );
    expect(text(html)).toContain(`${company.postcode} ${company.city}`);
    expect(text(html)).toContain("within 24 hours");
  });

  it("has no form", () => {
    expect(html).not.toContain("<form");
    expect(html).not.toContain("/api/contact");
  });
});
