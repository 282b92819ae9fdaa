import { describe, expect, it } from "vitest";
import { quoteCalculatorCopy } from "#app/content/quote-calculator";
import { uiStrings } from "#app/content/ui";
import { publicConfig } from "#app/lib/config.server";
import { formatChf } from "#app/lib/format";
import type { Lang } from "#app/lib/i18n";
import { renderPage } from "#app/test/render";
import { formMessages } from "#app/content/forms";
import { computeQuote } from "#app/domain/pricing";
import {
  areaText,
  FORM_ID,
  OfferFailureAlert,
  OfferSuccessCard,
  QuoteCalculator,
  QuotePreview,
} from "./quote-calculator";

/**
 * The calculator as the prerender shows it (what a visitor sees before the script runs,
 * and without JavaScript), and its price lines, success card and failure alert.
 */
const de = quoteCalculatorCopy("de");
const email = publicConfig().company.email;

function tagWithId(html: string, id: string): string {
  const tag = new RegExp(`<[a-z]+[^>]*\\sid="${id}"[^>]*>`).exec(html)?.[0];
  expect(tag, `element #${id}`).toBeDefined();
  return tag!;
}

function labelFor(html: string, id: string): string {
  const label = new RegExp(`<label[^>]*for="${id}"[^>]*>(.*?)</label>`).exec(html)?.[1];
  expect(label, `label of #${id}`).toBeDefined();
  return label!.replace(/<[^>]+>/g, "");
}

function testIdText(html: string, testId: string): string | undefined {
  return new RegExp(`data-testid="${testId}"[^>]*>([^<]*)<`).exec(html)?.[1];
}

const paths: Record<Lang, string> = {
  de: "/preise-angebot",
  fr: "/fr/prix-devis",
  it: "/it/prezzi-preventivo",
  en: "/en/prices-quote",
};

function calculator(lang: Lang = "de") {
  return renderPage(<QuoteCalculator copy={quoteCalculatorCopy(lang)} labelledBy="calculator-title" />, {
    lang,
    path: paths[lang],
  });
}

describe("the prerendered calculator", () => {
  const html = calculator();

  it("is a form posting to /api/offer, with language, page and the honeypot", () => {
    const form = tagWithId(html, FORM_ID);
    expect(form).toContain('method="post"');
    expect(form).toContain(`action="/api/offer#${FORM_ID}"`);
    expect(form).toContain('aria-labelledby="calculator-title"');
    // The browser's own checks stay on until the script takes over.
    expect(form).not.toContain("novalidate");
    expect(html).toContain('<input type="hidden" name="language" value="de"/>');
    expect(html).toContain('<input type="hidden" name="page" value="/preise-angebot"/>');
    const honeypot = tagWithId(html, `${FORM_ID}-website`);
    expect(honeypot).toContain('name="website"');
    expect(honeypot).toContain('tabindex="-1"');
  });

  it("labels every field; postcode, roof type, size, company and e-mail carry the * and `required`", () => {
    const ui = uiStrings.de.forms;
    const expected: [string, string, boolean][] = [
      ["plz", de.plzLabel, true],
      ["roofType", de.roofTypeLabel, true],
      ["area", de.sizeLabel, true],
      ["areaUnit", de.unitLabel, false],
      ["company", de.companyLabel, true],
      ["email", ui.email, true],
      ["phone", ui.phone, false],
      ["notes", de.notesLabel, false],
    ];
    for (const [name, label, required] of expected) {
      const id = `${FORM_ID}-${name}`;
      expect(labelFor(html, id)).toBe(required ? `${label} *` : label);
      expect(tagWithId(html, id)).toContain(`name="${name}"`);
      if (required) expect(tagWithId(html, id)).toContain("required");
      else expect(tagWithId(html, id)).not.toContain("required");
    }
    expect(html).toContain(ui.requiredNote);
    expect(tagWithId(html, `${FORM_ID}-email`)).toContain('type="email"');
    expect(tagWithId(html, `${FORM_ID}-phone`)).toContain('type="tel"');
  });

  it("the size is a number from 1 to 5000 with its unit: m², kWp or panels", () => {
    const size = tagWithId(html, `${FORM_ID}-area`);
    expect(size).toContain('type="number"');
    expect(size).toContain('min="1"');
    expect(size).toContain('max="5000"');
    expect(size).toContain(`aria-describedby="${FORM_ID}-area-hint"`);
    expect(html).toContain("1 bis 5'000, in der gewählten Einheit");
    expect(html).toMatch(
      /<option value="m2" selected="">m²<\/option><option value="kwp">kWp<\/option><option value="panel">Anzahl Module<\/option>/,
    );
    expect(html).toMatch(
      /<option value="" selected="">Bitte wählen<\/option><option value="ziegeldach">Ziegeldach<\/option><option value="flachdach">Flachdach<\/option><option value="blechdach">Blechdach<\/option>/,
    );
  });

  it("shows no price until size and roof type are set, and the required-fields hint under the button", () => {
    expect(html).not.toContain('data-testid="quote-total"');
    expect(html).not.toContain(de.preview.guarantee);
    expect(testIdText(html, "quote-empty")).toBe(de.preview.empty);
    expect(testIdText(html, "offer-required-hint")).toBe("Bitte füllen Sie alle Pflichtfelder (*) aus.");
    const button = /<button type="submit"[^>]*>/.exec(html)?.[0] ?? "";
    expect(button).toContain(`aria-describedby="${FORM_ID}-required-hint"`);
    // Enabled in the prerendered HTML, so the browser's own check works before the script runs;
    // the calculator disables it once it has hydrated.
    expect(button).not.toMatch(/\sdisabled=""/);
    expect(html).toContain(`>${de.submit}</button>`);
  });

  it("tells visitors without JavaScript that the price comes after sending, and gives the e-mail", () => {
    const noscript = /<noscript>([\s\S]*?)<\/noscript>/.exec(html)?.[1] ?? "";
    expect(noscript).toContain(de.noscript);
    expect(noscript).toContain(`mailto:${email}`);
  });

  it.each(["fr", "it", "en"] as const)("speaks %s", (lang) => {
    const page = calculator(lang);
    const copy = quoteCalculatorCopy(lang);
    expect(labelFor(page, `${FORM_ID}-plz`)).toBe(`${copy.plzLabel} *`);
    expect(labelFor(page, `${FORM_ID}-company`)).toBe(`${copy.companyLabel} *`);
    expect(labelFor(page, `${FORM_ID}-email`)).toBe(`${uiStrings[lang].forms.email} *`);
    expect(page).toContain(`<input type="hidden" name="language" value="${lang}"/>`);
    expect(page).toContain(`<input type="hidden" name="page" value="${paths[lang]}"/>`);
    expect(testIdText(page, "offer-required-hint")).toBe(copy.requiredHint);
    expect(page).toContain(`>${copy.submit}</button>`);
    for (const type of ["ziegeldach", "flachdach", "blechdach"] as const) expect(page).toContain(copy.roofTypes[type]);
    expect(page).not.toContain(de.plzLabel);
  });
});

describe("price lines", () => {
  const render = (quote = computeQuote({ size: 50, unit: "kwp", roofType: "blechdach" }), lang: Lang = "de") =>
    renderPage(<QuotePreview quote={quote} copy={quoteCalculatorCopy(lang)} />, { lang, path: paths[lang] });

  it("fixed cost, cleaning area x rate with the m² the size stands for, roof factor, net, VAT 8.1 %, total", () => {
    const quote = computeQuote({ size: 50, unit: "kwp", roofType: "blechdach" });
    // (388 + 350 x 2.10) x 1.1 = 1235.30; 8.1 % VAT 100.06; total 1335.36
    const html = render(quote);
    expect(testIdText(html, "quote-fixed-cost")).toBe("CHF 388.00");
    expect(testIdText(html, "quote-area-cost")).toBe("CHF 735.00");
    expect(html).toContain("Reinigung 50 kWp = 350 m² × CHF\u00a02.10/m²");
    expect(html).toContain("Zu-/Abschlag Dachart: Blechdach (× 1,1)");
    expect(testIdText(html, "quote-roof")).toBe("+\u00a0CHF 112.30");
    expect(testIdText(html, "quote-net")).toBe("CHF 1'235.30");
    expect(html).toContain("MWST 8,1 %");
    expect(testIdText(html, "quote-vat")).toBe("CHF 100.06");
    expect(testIdText(html, "quote-total")).toBe(formatChf(quote.total));
    expect(testIdText(html, "quote-total")).toBe("CHF 1'335.36");
    expect(html).toContain("Fixpreis-Garantie");
  });

  it("a flat roof takes the factor off; a size in m² shows only the area", () => {
    const html = render(computeQuote({ size: 100, unit: "m2", roofType: "flachdach" }));
    expect(html).toContain("Reinigung 100 m² × CHF\u00a03.00/m²");
    expect(testIdText(html, "quote-roof")).toBe("\u2212\u00a0CHF 68.80");
    expect(testIdText(html, "quote-total")).toBe("CHF 669.36");
  });

  it("a tiled roof (× 1) changes nothing and shows no roof line", () => {
    const html = render(computeQuote({ size: 100, unit: "m2", roofType: "ziegeldach" }));
    expect(html).not.toContain('data-testid="quote-roof"');
    expect(html).not.toContain("Zu-/Abschlag Dachart");
    expect(testIdText(html, "quote-net")).toBe("CHF 688.00");
  });

  it("writes the roof type inside the line as a sentence does", () => {
    const quote = computeQuote({ size: 100, unit: "m2", roofType: "flachdach" });
    expect(render(quote, "fr")).toContain("Ajustement selon le type de toit (toit plat, × 0,9)");
    expect(render(quote, "en")).toContain("Roof-type adjustment (flat roof, × 0.9)");
    expect(render(quote, "de")).toContain("Zu-/Abschlag Dachart: Flachdach (× 0,9)");
  });

  it("names the area in each language's unit", () => {
    const quote = computeQuote({ size: 25, unit: "panel", roofType: "ziegeldach" });
    expect(areaText(quote, quoteCalculatorCopy("de"))).toBe("25 Module = 40 m²");
    expect(areaText(quote, quoteCalculatorCopy("fr"))).toBe("25 modules = 40 m²");
    expect(areaText(computeQuote({ size: 1250, unit: "kwp", roofType: "ziegeldach" }), de)).toBe(
      "1'250 kWp = 8'750 m²",
    );
    const fr = render(computeQuote({ size: 10, unit: "kwp", roofType: "ziegeldach" }), "fr");
    expect(fr).toContain("Nettoyage 10 kWc = 70 m²");
    expect(fr).toContain("TVA 8,1 %");
    expect(fr).toContain("Garantie de prix fixe");
  });
});

describe("outcome", () => {
  it("success: the heading, the server's message, the offer number and a download opening in a new tab", () => {
    const html = renderPage(
      <OfferSuccessCard
        offer={{
          downloadId: "AbCdEfGhIjKlMnOpQrStUv",
          title: formMessages.de.offerSuccess.title,
          message: formMessages.de.offerSuccess.description,
          offerNumber: "OF-260302-7K3QX9",
        }}
        copy={de}
        onNewOffer={() => undefined}
      />,
      { path: paths.de },
    );
    expect(html).toMatch(/<h3[^>]*tabindex="-1"[^>]*>Offerte erstellt<\/h3>/);
    expect(html).toContain(formMessages.de.offerSuccess.description);
    expect(html).toContain("Offertnummer: OF-260302-7K3QX9");
    expect(html).toContain("Die Offerte gilt 30 Tage.");
    const link = /<a [^>]*>/.exec(html)?.[0] ?? "";
    expect(link).toContain('href="/api/download-offer/AbCdEfGhIjKlMnOpQrStUv"');
    expect(link).toContain('target="_blank"');
    expect(link).toContain('rel="noopener"');
    expect(html).toContain(`${de.result.download}<span class="sr-only"> ${de.result.newTab}</span></a>`);
    expect(html).toMatch(/<button type="button"[^>]*>Neue Offerte erstellen<\/button>/);
  });

  it("failure after sending: spec 8's alert followed by the company's e-mail address", () => {
    const html = renderPage(
      <OfferFailureAlert
        failure={{ stage: "send", message: "Fehler beim Erstellen der Offerte" }}
        copy={de}
        email={email}
      />,
    );
    expect(html).toMatch(/^<div role="alert" data-testid="offer-error"/);
    expect(html).toContain(">Fehler beim Erstellen der Offerte</p>");
    expect(html).toContain(`Bitte versuchen Sie es erneut oder schreiben Sie uns direkt: <a href="mailto:${email}"`);
  });

  it("failure of the check in the browser: the message only (nothing was sent)", () => {
    const html = renderPage(
      <OfferFailureAlert failure={{ stage: "check", message: formMessages.de.invalid }} copy={de} email={email} />,
    );
    expect(html).toContain(formMessages.de.invalid);
    expect(html).not.toContain("mailto:");
  });
});
