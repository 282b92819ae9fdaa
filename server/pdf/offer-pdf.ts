import PDFDocument from "pdfkit";
import { formatOfferDate, offerCopy } from "#app/content/offer-pdf";
import { offerValidUntil, swissDate } from "#app/domain/offer-validity";
import type { Quote } from "#app/domain/pricing";
import type { Lang } from "#app/lib/i18n";
import type { CompanyIdentity } from "../mail/company";
import { letterhead, pdfBuffer, text } from "./drawing";
import { fontNames, loadPdfFonts, registerPdfFonts, type FontName } from "./fonts";
import {
  customerAndMeta,
  footers,
  includedAndGuarantees,
  nextStepsAndContact,
  notes,
  objectGrid,
  onlinePage,
  priceTable,
  titleAndIntro,
} from "./offer-sections";
import { LEFT, MARGIN, MUTED, WIDTH } from "./theme";

/**
 * The offer PDF (pdfkit). One A4 page in the language of the page the visitor
 * asked from: letterhead, customer, object, price lines, what is included,
 * guarantees, next steps; notes that do not fit flow onto a second page.
 *
 * The fonts are parsed once (fonts.ts) and the fixed texts are laid out once
 * (warmUpOfferPdf), so a page takes about 20 ms (bench-results/offer.md).
 */

/** What the PDF shows: the stored offer (inputs and computed lines), never anything recomputed. */
export interface OfferDocument {
  number: string;
  /** ISO time the offer was made; its Swiss date is the offer's date. */
  createdAt: string;
  language: Lang;
  company: string;
  name?: string;
  email: string;
  phone?: string;
  plz: string;
  notes?: string;
  quote: Quote;
  /** The offer's own page (with its token): printed as a link and a QR code. Absent in a PDF downloaded without the token. */
  pageUrl?: string;
}

/** The PDF's file name, e.g. "Offerte-OF-260302-7K3QX9.pdf". */
export function offerFileName(offer: Pick<OfferDocument, "number" | "language">): string {
  return `${offerCopy[offer.language].fileStem}-${offer.number}.pdf`;
}

export function renderOfferPdf(company: CompanyIdentity, offer: OfferDocument): Promise<Buffer> {
  loadPdfFonts();
  return pdfBuffer(drawOffer(company, offer));
}

/**
 * Word layouts (glyphs and positions) of the letterhead and the fixed texts,
 * kept from warm-up documents. pdfkit caches layouts per document only; each
 * new document's cache looks up these first (prototype chain) and keeps
 * everything else, such as the visitor's own words, to itself.
 */
const sharedLayouts: Partial<Record<FontName, object>> = {};

function embeddedFont(doc: PDFKit.PDFDocument, name: FontName): { layoutCache?: object } | undefined {
  doc.font(name);
  return (doc as unknown as { _font?: { layoutCache?: object } })._font;
}

/**
 * Lays out sample offers in every language once, so later documents find the
 * fixed texts laid out already. Optional: without it every document lays out
 * all its words itself.
 */
export function warmUpOfferPdf(company: CompanyIdentity): void {
  loadPdfFonts();
  if (sharedLayouts.regular && sharedLayouts.bold) return;
  // One document per language; the roof type names are single words, laid out quickly when they come.
  for (const language of Object.keys(offerCopy) as Lang[]) {
    const doc = drawOffer(company, {
      number: "OF-000000-000000",
      createdAt: new Date().toISOString(),
      language,
      company: company.name,
      email: company.email,
      phone: company.phone,
      plz: `${company.postcode} ${company.city}`,
      quote: sampleQuote(),
    });
    for (const name of fontNames) {
      const cache = embeddedFont(doc, name)?.layoutCache;
      if (cache) sharedLayouts[name] = cache;
    }
  }
}

function sampleQuote(): Quote {
  return {
    size: 120,
    unit: "m2",
    roofType: "ziegeldach",
    areaM2: 120,
    pricePerM2: 2.7,
    fixedCost: 388,
    areaCost: 324,
    subtotal: 712,
    roofFactor: 1,
    roofAdjustment: 0,
    net: 712,
    vatRate: 0.081,
    vat: 57.67,
    total: 769.67,
  };
}

/** Draws the whole offer; the caller ends the document. */
function drawOffer(company: CompanyIdentity, offer: OfferDocument): PDFKit.PDFDocument {
  const copy = offerCopy[offer.language];
  const created = new Date(offer.createdAt);
  const doc = new PDFDocument({
    size: "A4",
    margins: MARGIN,
    // No default font: pdfkit would load Helvetica's metrics for every document (several ms).
    // Every text below names its font ("regular" or "bold", registered next).
    font: "",
    bufferPages: true,
    info: {
      Title: `${copy.title} – ${copy.numberLabel} ${offer.number}`,
      Author: company.name,
      Subject: copy.title,
      Creator: company.name,
      Producer: company.name,
      CreationDate: created,
    },
    lang: offer.language,
    displayTitle: true,
  });
  registerPdfFonts(doc);
  for (const name of fontNames) {
    const font = embeddedFont(doc, name);
    const shared = sharedLayouts[name];
    if (font?.layoutCache && shared) font.layoutCache = Object.create(shared) as object;
  }

  const date = (iso: string) => formatOfferDate(iso, offer.language);
  let y = letterhead(doc, company, copy);
  y = customerAndMeta(doc, copy, offer, y, date(swissDate(created)), date(offerValidUntil(created)));
  y = titleAndIntro(doc, copy, y);
  y = objectGrid(doc, copy, offer, y);
  y = priceTable(doc, copy, offer.quote, y);
  text(doc, copy.validity(date(offerValidUntil(created))), LEFT, y + 5, { size: 8, color: MUTED, width: WIDTH });
  y += 19;
  if (offer.pageUrl) y = onlinePage(doc, copy, offer.pageUrl, y);
  y = includedAndGuarantees(doc, copy, y);
  if (offer.notes) y = notes(doc, copy, offer.notes, y);
  nextStepsAndContact(doc, copy, company, y);
  footers(doc, copy, company, offer.number);
  return doc;
}
