import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { computeQuote } from "#app/domain/pricing";
import type { Lang } from "#app/lib/i18n";
import { copyServerAssets, serverBuildOptions } from "#scripts/build-server.mjs";
import { ensurePdftotext } from "#scripts/ensure-tools.mjs";
import { parseEnv } from "../env";
import { companyFromEnv } from "../mail/company";
import { formatOfferDate } from "#app/content/offer-pdf";
import { fontDirectory } from "./fonts";
import { offerFileName, renderOfferPdf, warmUpOfferPdf, type OfferDocument } from "./offer-pdf";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const company = companyFromEnv(parseEnv({ NODE_ENV: "test" }));
let work: string;

beforeAll(() => {
  ensurePdftotext();
  work = mkdtempSync(path.join(tmpdir(), "offer-pdf-test-"));
});
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

/**
 * The PDF as pdftotext reads it (what a reader can copy out of it), in the order it was
 * written, with line breaks and runs of spaces made single spaces (wrapped lines join up).
 */
function pdfText(pdf: Buffer, name = "offer"): { text: string; pages: number } {
  const file = path.join(work, `${name}.pdf`);
  writeFileSync(file, pdf);
  const result = spawnSync("pdftotext", ["-raw", "-enc", "UTF-8", file, "-"], { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`pdftotext failed: ${result.stderr}`);
  return {
    text: result.stdout.replace(/\s+/g, " "),
    pages: result.stdout.split("\f").filter((page) => page.trim()).length,
  };
}

/** Every word's box, from `pdftotext -bbox` (points, per page). */
function wordBoxes(pdf: Buffer, name: string) {
  const file = path.join(work, `${name}.pdf`);
  writeFileSync(file, pdf);
  const result = spawnSync("pdftotext", ["-bbox", "-enc", "UTF-8", file, "-"], { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`pdftotext failed: ${result.stderr}`);
  return result.stdout.split("<page ").flatMap((page, index) =>
    [...page.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)].map(
      ([, xMin, yMin, xMax, yMax, text]) => ({
        page: index,
        xMin: Number(xMin),
        yMin: Number(yMin),
        xMax: Number(xMax),
        yMax: Number(yMax),
        text: text!,
      }),
    ),
  );
}

function offer(language: Lang, overrides: Partial<OfferDocument> = {}): OfferDocument {
  return {
    number: "OF-260302-7K3QX9",
    createdAt: "2026-03-02T08:00:00.000Z",
    language,
    company: "Müller & Söhne Immobilien AG",
    name: "Zoë Dürrenmatt-L’Eplattenier",
    email: "zoe.duerrenmatt@example.ch",
    phone: "+41 61 555 12 34",
    plz: "4057 Basel",
    // 50 kWp = 350 m² at CHF 2.10 on a flat roof: (388 + 735) x 0.9 = 1'010.70; VAT 81.87; total 1'092.57
    quote: computeQuote({ size: 50, unit: "kwp", roofType: "flachdach" }),
    ...overrides,
  };
}

describe("offer PDF", { timeout: 30_000 }, () => {
  it("shows letterhead, customer, object, price lines and total on one page (German)", async () => {
    const pdf = await renderOfferPdf(company, offer("de"));
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const { text, pages } = pdfText(pdf);
    expect(pages).toBe(1);
    for (const value of [
      // letterhead
      company.name,
      `${company.street}, ${company.postcode} ${company.city}`,
      company.phone,
      company.email,
      `UID ${company.uid}`,
      // number, date, validity
      "Offerte Nr.",
      "OF-260302-7K3QX9",
      "2. März 2026",
      "Gültig bis",
      "1. April 2026",
      "Diese Offerte gilt 30 Tage, bis und mit 1. April 2026.",
      // customer, with umlauts and the typographic apostrophe intact
      "Müller & Söhne Immobilien AG",
      "Zoë Dürrenmatt-L’Eplattenier",
      "zoe.duerrenmatt@example.ch",
      "+41 61 555 12 34",
      // object
      "4057 Basel",
      "Flachdach",
      "50 kWp = 350 m²",
      // lines
      "Grundpauschale",
      "CHF 388.00",
      "Reinigung der Modulfläche",
      "350 m²",
      "CHF 2.10 / m²",
      "CHF 735.00",
      "Zu-/Abschlag Dachart (Flachdach)",
      "× 0,9",
      "− CHF 112.30",
      "Nettobetrag (exkl. MWST)",
      "CHF 1'010.70",
      "MWST 8,1 %",
      "CHF 81.87",
      "Total inkl. MWST",
      "CHF 1'092.57",
      // included, guarantees, next steps, contact
      "Sichtkontrolle",
      "Mängeldokumentation",
      "Vermittlung von Reparaturen",
      "Fixpreis-Garantie",
      "Zufriedenheitsgarantie",
      "CHF 5 Millionen",
      "Keine Anfahrtskosten",
      "So geht es weiter",
      "Freundliche Grüsse",
      "Seite 1 von 1",
    ]) {
      expect(text).toContain(value);
    }
    expect(text).not.toContain("ß");
  });

  it.each([
    [
      "fr",
      [
        "Devis n°",
        "rapport de nettoyage",
        "Votre installation",
        "Et ensuite?",
        "2 mars 2026",
        "1er avril 2026",
        "Toit plat",
        "50 kWc = 350 m²",
        "Total TVA comprise",
        "TVA 8,1 %",
        "Garantie de prix fixe",
        "CHF 5 millions",
        "Page 1 sur 1",
      ],
    ],
    [
      "it",
      [
        "Preventivo n.",
        "rapporto di pulizia",
        "del Suo impianto fotovoltaico",
        "2 marzo 2026",
        "1° aprile 2026",
        "Tetto piano",
        "Totale IVA inclusa",
        "IVA 8,1 %",
        "Garanzia di prezzo fisso",
        "CHF 5 milioni",
        "Pagina 1 di 1",
      ],
    ],
    [
      "en",
      [
        "Quote no.",
        "This quote is valid for 30 days",
        "2 March 2026",
        "1 April 2026",
        "Flat roof",
        "Total incl. VAT",
        "VAT 8.1%",
        "Fixed-price guarantee",
        "CHF 5 million",
        "Page 1 of 1",
      ],
    ],
  ] as const)("is written in the page's language: %s", async (language, expected) => {
    const { text, pages } = pdfText(await renderOfferPdf(company, offer(language)), language);
    expect(pages).toBe(1);
    for (const value of [...expected, "Müller & Söhne Immobilien AG", "CHF 1'010.70", "CHF 81.87", "CHF 1'092.57"]) {
      expect(text).toContain(value);
    }
  });

  it("prints every unit and roof type with the m² it stands for", async () => {
    const cases = [
      { size: 24, unit: "panel", roofType: "blechdach", sizeText: "24 Module = 38,4 m²", roof: "Blechdach" },
      { size: 1, unit: "panel", roofType: "ziegeldach", sizeText: "1 Modul = 1,6 m²", roof: "Ziegeldach" },
      { size: 1250, unit: "m2", roofType: "ziegeldach", sizeText: "1'250 m²", roof: "Ziegeldach" },
    ] as const;
    for (const c of cases) {
      const quote = computeQuote({ size: c.size, unit: c.unit, roofType: c.roofType });
      const { text } = pdfText(await renderOfferPdf(company, offer("de", { quote })), `${c.unit}-${c.size}`);
      expect(text).toContain(c.sizeText);
      // A tiled roof (× 1) changes nothing and gets no line; the others show their adjustment.
      if (c.roofType === "ziegeldach") expect(text).not.toContain("Zu-/Abschlag Dachart");
      else expect(text).toContain(`Zu-/Abschlag Dachart (${c.roof})`);
      expect(text).toContain(formatChfLike(quote.total));
    }
  });

  it("prints no word over another in any language, also where a price line's detail wraps", async () => {
    for (const language of ["de", "fr", "it", "en"] as const) {
      const quote = computeQuote({ size: 50, unit: "kwp", roofType: "flachdach" });
      const words = wordBoxes(await renderOfferPdf(company, offer(language, { quote })), `boxes-${language}`);
      expect(words.length).toBeGreaterThan(100);
      const overlaps: string[] = [];
      for (let i = 0; i < words.length; i++) {
        for (let j = i + 1; j < words.length; j++) {
          const a = words[i]!;
          const b = words[j]!;
          const x = Math.min(a.xMax, b.xMax) - Math.max(a.xMin, b.xMin);
          const y = Math.min(a.yMax, b.yMax) - Math.max(a.yMin, b.yMin);
          if (a.page === b.page && x > 0.5 && y > 0.5) overlaps.push(`${a.text} / ${b.text}`);
        }
      }
      expect(overlaps, language).toEqual([]);
    }
  });

  it("leaves out what the visitor did not give and prints their notes, flowing onto a second page when long", async () => {
    const short = pdfText(await renderOfferPdf(company, offer("de", { name: undefined, phone: undefined })), "short");
    expect(short.text).not.toContain("Zoë");
    expect(short.text).not.toContain("+41 61 555 12 34");

    const notes = Array.from({ length: 60 }, (_, i) => `Zeile ${i + 1}: Zugang über den Innenhof.`).join("\n");
    const long = pdfText(await renderOfferPdf(company, offer("de", { notes })), "notes");
    expect(long.pages).toBe(2);
    expect(long.text).toContain("Ihre Bemerkungen");
    expect(long.text).toContain("Zeile 1: Zugang über den Innenhof.");
    expect(long.text).toContain("Zeile 60: Zugang über den Innenhof.");
    expect(long.text).toContain("Seite 1 von 2");
    expect(long.text).toContain("Seite 2 von 2");
  });

  it("embeds the shipped font (no standard font, which would garble non-Latin-1 text)", async () => {
    const pdf = (await renderOfferPdf(company, offer("fr"))).toString("latin1");
    expect(pdf).toContain("/FontFile2");
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans\b/);
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans-Bold\b/);
    expect(pdf).not.toContain("Helvetica");
  });

  it("English says quote, never offer; French puts no space before : and ?", async () => {
    const english = pdfText(await renderOfferPdf(company, offer("en")), "en-words").text;
    expect(english).toContain("Quote for cleaning your solar panels");
    expect(english.toLowerCase()).not.toMatch(/\boffer/);
    const french = pdfText(await renderOfferPdf(company, offer("fr")), "fr-spacing").text;
    expect(french).not.toMatch(/[\s\u00a0][:?!]/);
  });

  it("renders the same document again from the same offer (mail attachment and download agree)", async () => {
    warmUpOfferPdf(company);
    const first = await renderOfferPdf(company, offer("it"));
    const second = await renderOfferPdf(company, offer("it"));
    expect(second.equals(first)).toBe(true);
  });

  it("names the file after the offer in the page's language", () => {
    expect(offerFileName({ number: "OF-260302-7K3QX9", language: "de" })).toBe("Offerte-OF-260302-7K3QX9.pdf");
    expect(offerFileName({ number: "OF-260302-7K3QX9", language: "fr" })).toBe("Devis-OF-260302-7K3QX9.pdf");
    expect(offerFileName({ number: "OF-260302-7K3QX9", language: "it" })).toBe("Preventivo-OF-260302-7K3QX9.pdf");
    expect(offerFileName({ number: "OF-260302-7K3QX9", language: "en" })).toBe("Quote-OF-260302-7K3QX9.pdf");
  });

  it("formats the first of the month as each language does", () => {
    expect(formatOfferDate("2026-04-01", "de")).toBe("1. April 2026");
    expect(formatOfferDate("2026-04-01", "fr")).toBe("1er avril 2026");
    expect(formatOfferDate("2026-04-01", "it")).toBe("1° aprile 2026");
    expect(formatOfferDate("2026-04-11", "fr")).toBe("11 avril 2026");
  });

  it("finds its fonts beside the bundled server, whatever the working directory", { timeout: 60_000 }, async () => {
    // The server bundle (scripts/build-server.mjs) with a small entry that renders one offer.
    const dir = path.join(work, "bundle");
    mkdirSync(dir);
    symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir");
    writeFileSync(path.join(dir, "package.json"), JSON.stringify({ type: "module" }));
    const entry = path.join(dir, "entry.ts");
    writeFileSync(
      entry,
      [
        `import { renderOfferPdf } from ${JSON.stringify(path.join(ROOT, "server/pdf/offer-pdf.ts"))};`,
        `import { fontDirectory } from ${JSON.stringify(path.join(ROOT, "server/pdf/fonts.ts"))};`,
        `import { computeQuote } from ${JSON.stringify(path.join(ROOT, "app/domain/pricing.ts"))};`,
        `const company = ${JSON.stringify(company)};`,
        `const pdf = await renderOfferPdf(company, { number: "OF-1", createdAt: new Date().toISOString(), language: "de", company: "Ä AG", email: "a@example.ch", plz: "4057 Basel", quote: computeQuote({ size: 10, unit: "kwp", roofType: "ziegeldach" }) });`,
        `console.log(JSON.stringify({ fonts: fontDirectory(), bytes: pdf.length }));`,
      ].join("\n"),
    );
    await build({ ...serverBuildOptions, sourcemap: false, entryPoints: [entry], outfile: path.join(dir, "app.mjs") });
    copyServerAssets(dir);
    const run = spawnSync(process.execPath, [path.join(dir, "app.mjs")], { cwd: tmpdir(), encoding: "utf8" });
    expect(run.stderr).toBe("");
    const result = JSON.parse(run.stdout) as { fonts: string; bytes: number };
    expect(path.resolve(result.fonts)).toBe(path.join(dir, "fonts"));
    expect(result.bytes).toBeGreaterThan(10_000);
    // In the source tree the fonts sit next to the module.
    expect(path.resolve(fontDirectory())).toBe(path.join(ROOT, "server/pdf/fonts"));
  });
});

/** Expected total as the PDF prints it ("CHF 1'092.57"). */
function formatChfLike(amount: number): string {
  const [int, frac] = amount.toFixed(2).split(".");
  return `CHF ${int!.replace(/\B(?=(\d{3})+(?!\d))/g, "'")}.${frac}`;
}
