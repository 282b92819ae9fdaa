import type { ReactNode } from "react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { pricesContent } from "../content/pages/prices";
import { quoteCalculatorCopy, quoteCalculatorText } from "../content/quote-calculator";
import { pathOf } from "../content/route-table";
import { formMessages } from "../content/forms";
import type { Lang } from "../lib/i18n";
import { renderPage } from "../test/render";
import routes from "../routes";
import PricesPage, { loader } from "./prices";

/**
 * The four quote pages as prerendered: hero, then the instant-quote calculator in its own
 * section (#calculator) in the page's language, and the same sections around it in every
 * language (packages, included services, package note, WhatsApp banner, questions).
 */
const langs = ["de", "fr", "it", "en"] as const;

interface LoaderData {
  lang: Lang;
  calculator: ReturnType<typeof quoteCalculatorCopy>;
  seo: { jsonLd?: object[] };
}

function load(lang: Lang): LoaderData {
  const run = loader as unknown as (args: { request: Request }) => LoaderData;
  return run({ request: new Request(`http://localhost${pathOf("prices", lang)}`) });
}

function render(lang: Lang): string {
  const Page = PricesPage as unknown as (props: { loaderData: LoaderData }) => ReactNode;
  return renderPage(<Page loaderData={load(lang)} />, { lang, path: pathOf("prices", lang) });
}

const pages = {} as Record<Lang, string>;

beforeAll(async () => {
  // The calculator is a lazy chunk: the first render starts loading it (the prerender's stream
  // waits for it); once loaded, the page renders with the whole calculator in place.
  await vi.waitFor(() => expect(render("de")).toContain('id="calculator-form"'));
  for (const lang of langs) pages[lang] = render(lang);
});

function sectionOrder(html: string, ids: string[]): number[] {
  return ids.map((id) => html.indexOf(`id="${id}"`));
}

it.each(langs)("%s: the route table sends the page to prices.tsx", (lang) => {
  const route = (routes as { path?: string; file: string }[]).find((r) => r.path === pathOf("prices", lang));
  expect(route?.file).toBe("routes/prices.tsx");
});

describe.each(langs)("%s quote page", (lang) => {
  it("has the calculator in its own #calculator section right after the hero, in the page language", () => {
    const html = pages[lang];
    const copy = quoteCalculatorText[lang];
    expect(html.match(/id="calculator"/g)).toHaveLength(1);
    expect(html).toMatch(/<section id="calculator" aria-labelledby="calculator-title"/);
    expect(html).toContain(
      `<h2 id="calculator-title" class="text-2xl font-bold text-brand-950 sm:text-3xl">${copy.title}</h2>`,
    );
    // The hero (with the h1) comes first and no longer carries the anchor.
    expect(html.indexOf("<h1")).toBeLessThan(html.indexOf('id="calculator"'));
    expect(html).not.toMatch(/<section id="calculator" class="bg-gradient/);
    expect(html).toContain(`<input type="hidden" name="language" value="${lang}"/>`);
    expect(html).toContain(`>${copy.submit}</button>`);
    expect(html).toContain(copy.requiredHint);
    expect(html).toContain('action="/api/offer#calculator-form"');
  });

  it("hands the calculator its texts and the shared offer messages through the loader", () => {
    const data = load(lang);
    expect(data.lang).toBe(lang);
    expect(data.calculator).toEqual({
      ...quoteCalculatorText[lang],
      success: formMessages[lang].offerSuccess,
      failure: formMessages[lang].offerFailure,
      sizeRange: formMessages[lang].offerFields.area,
    });
  });
});

describe.each(langs)("%s prices page sections", (lang) => {
  it("keeps its sections after the calculator: packages, included services, package note, WhatsApp, questions", () => {
    const t = pricesContent[lang];
    const order = sectionOrder(pages[lang], [
      "calculator",
      "pakete",
      "inbegriffen",
      "gut-zu-wissen",
      "whatsapp-title",
      "fragen",
    ]);
    expect(order.every((position) => position > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    for (const item of t.packages.items) expect(pages[lang]).toContain(item.name);
    for (const title of [t.packages.title, t.included.title, t.packageNote.title, t.whatsapp.title, t.cta.title]) {
      expect(pages[lang]).toContain(title);
    }
    expect(t.packages.items.map((item) => item.priceChf)).toEqual([388, 588]);
  });

  it("links its buttons to the pages of its own language, German-only ones marked", () => {
    const html = pages[lang];
    expect(html).toContain(`href="${pathOf("contact", lang)}"`);
    expect(html).toContain(`href="${pathOf("faq", lang)}"`);
    const b2b = html.match(/<a[^>]*href="\/b2b"[^>]*>([^<]*(?:<!-- -->[^<]*)*)<\/a>/);
    expect(b2b?.[1]).toContain(pricesContent[lang].packageNote.b2bLink.label);
    if (lang === "de") expect(b2b?.[0]).not.toContain("hrefLang");
    else expect(b2b?.[0]).toContain('hrefLang="de"');
  });
});

describe("/preise-angebot", () => {
  it("spec 8's failure text and the 'Fixpreis-Garantie' label are the German ones", () => {
    const copy = quoteCalculatorCopy("de");
    expect(copy.failure.description).toBe("Bitte versuchen Sie es erneut oder schreiben Sie uns direkt:");
    expect(copy.failure.title).toBe("Fehler beim Erstellen der Offerte");
    expect(copy.requiredHint).toBe("Bitte füllen Sie alle Pflichtfelder (*) aus.");
    expect(copy.preview.guarantee).toBe("Fixpreis-Garantie");
  });

  it("is Swiss German (no sharp s)", () => {
    expect(JSON.stringify(quoteCalculatorText.de)).not.toContain("ß");
  });
});

it("every language has every calculator text, none left empty", () => {
  const keys = (value: unknown, prefix = ""): string[] =>
    value && typeof value === "object"
      ? Object.entries(value).flatMap(([key, inner]) => keys(inner, `${prefix}${key}.`))
      : [`${prefix}${typeof value === "string" && value.trim() !== "" ? "" : "EMPTY"}`];
  const german = keys(quoteCalculatorText.de);
  expect(german.some((key) => key.endsWith("EMPTY"))).toBe(false);
  for (const lang of ["fr", "it", "en"] as const) expect(keys(quoteCalculatorText[lang])).toEqual(german);
});
