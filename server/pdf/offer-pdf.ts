import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import QRCode from "qrcode";
import PDFDocument from "pdfkit";
import { offerValidUntil, swissDate } from "../../app/features/quote/offer-validity";
import type { Quote } from "../../app/features/quote/pricing";
import { formatChf, formatDecimal } from "../../app/lib/format";
import type { Lang } from "../../app/lib/i18n";
import type { CompanyIdentity } from "../mail/company";
import { formatOfferDate, offerCopy, offerCopyLang, type OfferCopy } from "../../app/content/offer-pdf";

/** A quantity in the number style of the offer's language ("67,2" in German, "67.2" in English). */
const decimal = (copy: OfferCopy, value: number) => formatDecimal(value, offerCopyLang(copy));

/**
 * The offer PDF (pdfkit). One A4 page in the language of the page the visitor
 * asked from: letterhead, customer, object, price lines, what is included,
 * guarantees, next steps; notes that do not fit flow onto a second page.
 *
 * Fonts: DejaVu Sans, shipped in server/pdf/fonts (copied next to the bundled
 * server by scripts/build-server.mjs), so umlauts, accents, typographic
 * apostrophes and "m²" print right. pdfkit parses a TTF again for every
 * document (about 70 ms for DejaVu); here the fonts are parsed once, pdfkit's
 * default Helvetica is never loaded and the fixed texts are laid out once
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

const FONT_FILES = { regular: "DejaVuSans.ttf", bold: "DejaVuSans-Bold.ttf" } as const;

/** Where the font files are: beside this module (source, tests) or the bundle (build/fonts), else under the working directory. */
export function fontDirectory(): string {
  const candidates = [
    fileURLToPath(new URL("./fonts/", import.meta.url)),
    path.resolve(process.cwd(), "server/pdf/fonts"),
  ];
  const found = candidates.find((dir) => existsSync(path.join(dir, FONT_FILES.regular)));
  if (!found) {
    throw new Error(
      `The offer PDF font ${FONT_FILES.regular} was not found (looked in ${candidates.join(", ")}). ` +
        "Run `node scripts/build-server.mjs` (it copies server/pdf/fonts to build/fonts) or start the server from the project folder.",
    );
  }
  return found;
}

type FontSource = PDFKit.Mixins.PDFFontSource;
let fonts: { regular: FontSource; bold: FontSource } | undefined;

/**
 * pdfkit accepts a font it has parsed already (anything with a `layout`
 * method, see PDFFontFactory.open). It does not export its parser, so one
 * throw-away document parses each file once and the parsed font is reused by
 * every later document. Should a pdfkit update change that, the raw file is
 * used: slower, never wrong.
 */
function parsedFont(file: string): FontSource {
  const buffer = readFileSync(file);
  const probe = new PDFDocument({ autoFirstPage: false });
  probe.font(buffer);
  const parsed = (probe as unknown as { _font?: { font?: { layout?: unknown } } })._font?.font;
  return typeof parsed?.layout === "function" ? (parsed as unknown as FontSource) : buffer;
}

/** Loads and parses the fonts (once). Called at start-up, so a missing font stops the server with a clear message. */
export function loadOfferFonts(): void {
  if (fonts) return;
  const dir = fontDirectory();
  fonts = {
    regular: parsedFont(path.join(dir, FONT_FILES.regular)),
    bold: parsedFont(path.join(dir, FONT_FILES.bold)),
  };
}

/** Registers the parsed fonts as "regular" and "bold" with a document (loading them first if needed). */
export function registerOfferFonts(doc: PDFKit.PDFDocument): void {
  loadOfferFonts();
  doc.registerFont("regular", fonts!.regular);
  doc.registerFont("bold", fonts!.bold);
}

// Colours of the site (app/app.css).
export const INK = "#0f1b2a";
export const MUTED = "#4a5a6c";
export const LINE = "#dbe3ec";
export const SURFACE = "#f6f8fb";
export const BRAND = "#14507f";
export const BRAND_DARK = "#0f3d62";
export const BRAND_LIGHT = "#eef6fb";
export const SUN = "#f5a30b";
export const LEAF = "#16803c";

export const PAGE = { width: 595.28, height: 841.89 };
export const MARGIN = { top: 44, bottom: 58, left: 50, right: 50 };
const LEFT = MARGIN.left;
const RIGHT = PAGE.width - MARGIN.right;
const WIDTH = RIGHT - LEFT;
const CONTENT_BOTTOM = PAGE.height - MARGIN.bottom;

/** The PDF's file name, e.g. "Offerte-OF-260302-7K3QX9.pdf". */
export function offerFileName(offer: Pick<OfferDocument, "number" | "language">): string {
  return `${offerCopy[offer.language].fileStem}-${offer.number}.pdf`;
}

export function renderOfferPdf(company: CompanyIdentity, offer: OfferDocument): Promise<Buffer> {
  loadOfferFonts();
  const doc = drawOffer(company, offer);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.end();
  return done;
}

type FontName = "regular" | "bold";
const fontNames: FontName[] = ["regular", "bold"];

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
  loadOfferFonts();
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
  registerOfferFonts(doc);
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
  y += 22;
  if (offer.pageUrl) y = onlinePage(doc, copy, offer.pageUrl, y);
  y = includedAndGuarantees(doc, copy, y);
  if (offer.notes) y = notes(doc, copy, offer.notes, y);
  nextStepsAndContact(doc, copy, company, y);
  footers(doc, copy, company, offer.number);
  return doc;
}

export interface TextOptions {
  size: number;
  bold?: boolean;
  color?: string;
  width?: number;
  align?: "left" | "right" | "center";
  lineGap?: number;
}

/** Writes text at a point and returns its height. */
export function text(doc: PDFKit.PDFDocument, value: string, x: number, y: number, options: TextOptions): number {
  const { size, bold = false, color = INK, width, align = "left", lineGap = 1.5 } = options;
  doc
    .font(bold ? "bold" : "regular")
    .fontSize(size)
    .fillColor(color);
  doc.text(value, x, y, { width, align, lineGap });
  // pdfkit leaves the cursor below the text (measuring first would wrap every text twice).
  return doc.y - y;
}

export function height(doc: PDFKit.PDFDocument, value: string, options: TextOptions): number {
  return doc
    .font(options.bold ? "bold" : "regular")
    .fontSize(options.size)
    .heightOfString(value, { width: options.width, lineGap: options.lineGap ?? 1.5 });
}

/** Starts a new page when the next block would run into the footer. */
function room(doc: PDFKit.PDFDocument, y: number, needed: number): number {
  if (y + needed <= CONTENT_BOTTOM) return y;
  doc.addPage();
  return MARGIN.top;
}

export function sectionTitle(doc: PDFKit.PDFDocument, title: string, x: number, y: number, width: number): number {
  text(doc, title, x, y, { size: 10, bold: true, color: BRAND, width });
  doc
    .moveTo(x, y + 14)
    .lineTo(x + width, y + 14)
    .lineWidth(0.6)
    .strokeColor(LINE)
    .stroke();
  return y + 19;
}

export function logoMark(doc: PDFKit.PDFDocument, x: number, y: number, size: number) {
  doc
    .save()
    .translate(x, y)
    .scale(size / 40);
  doc.circle(29, 11, 6).fill("#fbbf24");
  doc.path("M6 34 L12 18 H30 L34 34 Z").fill(BRAND);
  doc.path("M12.5 26 H32 M9.5 30 H33 M18 18 L15.5 34 M24 18 L24.5 34").lineWidth(1.4).strokeColor("#a9d0ea").stroke();
  doc.restore();
}

export function letterhead(
  doc: PDFKit.PDFDocument,
  company: CompanyIdentity,
  copy: Pick<OfferCopy, "tagline" | "uidLabel">,
): number {
  const top = MARGIN.top;
  logoMark(doc, LEFT, top - 2, 38);
  text(doc, company.name, LEFT + 46, top + 4, { size: 15, bold: true, color: BRAND_DARK, width: 280 });
  text(doc, copy.tagline, LEFT + 46, top + 24, { size: 8, color: MUTED, width: 280 });

  const host = company.siteUrl.replace(/^https?:\/\//, "");
  const lines = [
    `${company.street}, ${company.postcode} ${company.city}`,
    `${company.phone} · ${company.email}`,
    host,
    `${copy.uidLabel} ${company.uid}`,
  ];
  text(doc, lines.join("\n"), RIGHT - 240, top + 1, {
    size: 8,
    color: MUTED,
    width: 240,
    align: "right",
    lineGap: 1.2,
  });

  const barY = top + 52;
  doc.rect(LEFT, barY, WIDTH, 2.5).fill(SUN);
  return barY + 18;
}

function customerAndMeta(
  doc: PDFKit.PDFDocument,
  copy: OfferCopy,
  offer: OfferDocument,
  y: number,
  offerDate: string,
  validUntil: string,
): number {
  // Customer, left.
  const width = 260;
  text(doc, copy.customerTitle.toUpperCase(), LEFT, y, { size: 7.5, bold: true, color: MUTED, width });
  let cy = y + 14;
  cy += text(doc, offer.company, LEFT, cy, { size: 10.5, bold: true, width });
  const details = [
    offer.name && offer.name !== offer.company ? offer.name : undefined,
    offer.email,
    offer.phone,
  ].filter((v): v is string => Boolean(v));
  for (const line of details) cy += text(doc, line, LEFT, cy + 1, { size: 9, width }) + 1;

  // Offer number, date and validity, right.
  const boxX = RIGHT - 210;
  const rows: [string, string][] = [
    [copy.numberLabel, offer.number],
    [copy.dateLabel, offerDate],
    [copy.validUntilLabel, validUntil],
  ];
  const boxHeight = 14 + rows.length * 17;
  doc.roundedRect(boxX, y - 4, 210, boxHeight, 5).fill(SURFACE);
  rows.forEach(([label, value], i) => {
    const ry = y + 5 + i * 17;
    text(doc, label, boxX + 12, ry, { size: 8.5, color: MUTED, width: 90 });
    text(doc, value, boxX + 96, ry, { size: 8.5, bold: true, width: 102, align: "right" });
  });
  return Math.max(cy, y - 4 + boxHeight) + 16;
}

function titleAndIntro(doc: PDFKit.PDFDocument, copy: OfferCopy, y: number): number {
  y += text(doc, copy.title, LEFT, y, { size: 16, bold: true, color: BRAND_DARK, width: WIDTH });
  y += 5;
  y += text(doc, copy.intro, LEFT, y, { size: 9, width: WIDTH, lineGap: 2 });
  return y + 12;
}

function objectGrid(doc: PDFKit.PDFDocument, copy: OfferCopy, offer: OfferDocument, y: number): number {
  const { quote } = offer;
  y = sectionTitle(doc, copy.objectTitle, LEFT, y, WIDTH);
  const size =
    quote.unit === "m2"
      ? copy.size(quote.size, quote.unit)
      : `${copy.size(quote.size, quote.unit)} = ${decimal(copy, quote.areaM2)} m²`;
  const cells: [string, string][] = [
    [copy.locationLabel, offer.plz],
    [copy.roofTypeLabel, copy.roofTypes[quote.roofType]],
    [copy.sizeLabel, size],
    [copy.cleaningAreaLabel, `${decimal(copy, quote.areaM2)} m²`],
  ];
  const widths = [WIDTH * 0.3, WIDTH * 0.2, WIDTH * 0.3, WIDTH * 0.2];
  let x = LEFT;
  let rowHeight = 0;
  cells.forEach(([label, value], i) => {
    const w = widths[i]! - 10;
    text(doc, label, x, y, { size: 7.5, color: MUTED, width: w });
    rowHeight = Math.max(rowHeight, 12 + text(doc, value, x, y + 11, { size: 9.5, bold: true, width: w }));
    x += widths[i]!;
  });
  return y + rowHeight + 12;
}

interface PriceRow {
  label: string;
  detail?: string;
  quantity?: string;
  rate?: string;
  amount: string;
  kind: "line" | "sum" | "total";
}

function signedChf(amount: number): string {
  if (amount === 0) return formatChf(0);
  return `${amount < 0 ? "−" : "+"} ${formatChf(Math.abs(amount))}`;
}

function priceTable(doc: PDFKit.PDFDocument, copy: OfferCopy, quote: Quote, y: number): number {
  const columns = [
    { x: LEFT + 8, width: 232, align: "left" as const },
    { x: LEFT + 240, width: 78, align: "right" as const },
    { x: LEFT + 318, width: 82, align: "right" as const },
    { x: LEFT + 400, width: WIDTH - 408, align: "right" as const },
  ];
  const rows: PriceRow[] = [
    {
      label: copy.fixedCost,
      detail: copy.fixedCostDetail,
      quantity: "1",
      rate: formatChf(quote.fixedCost),
      amount: formatChf(quote.fixedCost),
      kind: "line",
    },
    {
      label: copy.areaCost,
      detail: copy.areaCostDetail,
      quantity: `${decimal(copy, quote.areaM2)} m²`,
      rate: `${formatChf(quote.pricePerM2)} ${copy.perM2}`,
      amount: formatChf(quote.areaCost),
      kind: "line",
    },
    {
      label: copy.roofFactor(copy.roofTypes[quote.roofType]),
      detail: `${copy.roofFactorDetail} (${formatChf(quote.subtotal)})`,
      quantity: `× ${decimal(copy, quote.roofFactor)}`,
      amount: signedChf(quote.roofAdjustment),
      kind: "line",
    },
    { label: copy.net, amount: formatChf(quote.net), kind: "sum" },
    { label: copy.vat(decimal(copy, quote.vatRate * 100)), amount: formatChf(quote.vat), kind: "line" },
    { label: copy.total, amount: formatChf(quote.total), kind: "total" },
  ];

  y = room(doc, y, 190);
  // Header
  doc.roundedRect(LEFT, y, WIDTH, 20, 3).fill(BRAND);
  const headers = [copy.table.item, copy.table.quantity, copy.table.rate, copy.table.amount];
  headers.forEach((label, i) => {
    const c = columns[i]!;
    text(doc, label, c.x, y + 6, { size: 8, bold: true, color: "#ffffff", width: c.width - 8, align: c.align });
  });
  y += 20;

  for (const row of rows) {
    const total = row.kind === "total";
    const rowHeight = total ? 26 : row.detail ? 28 : 19;
    if (total) doc.roundedRect(LEFT, y + 4, WIDTH, rowHeight, 3).fill(BRAND_LIGHT);
    const top = total ? y + 11 : y + 5;
    const size = total ? 11 : 9;
    const bold = row.kind !== "line";
    const color = total ? BRAND_DARK : INK;
    text(doc, row.label, columns[0]!.x, top, { size, bold, color, width: columns[0]!.width });
    if (row.detail)
      text(doc, row.detail, columns[0]!.x, top + 12.5, { size: 7.5, color: MUTED, width: columns[0]!.width });
    if (row.quantity)
      text(doc, row.quantity, columns[1]!.x, top, { size: 9, width: columns[1]!.width - 8, align: "right" });
    if (row.rate) text(doc, row.rate, columns[2]!.x, top, { size: 9, width: columns[2]!.width - 8, align: "right" });
    text(doc, row.amount, columns[3]!.x, top, { size, bold, color, width: columns[3]!.width, align: "right" });
    y += rowHeight + (total ? 4 : 0);
    if (!total) {
      doc
        .moveTo(LEFT, y)
        .lineTo(RIGHT, y)
        .lineWidth(row.kind === "sum" ? 0.9 : 0.5)
        .strokeColor(row.kind === "sum" ? MUTED : LINE)
        .stroke();
    }
  }
  return y;
}

/** A bold title running on into its text in the same paragraph; returns the height. */
function titledParagraph(
  doc: PDFKit.PDFDocument,
  item: { title: string; text: string },
  x: number,
  y: number,
  width: number,
): number {
  doc.font("bold").fontSize(8).fillColor(INK).text(`${item.title} – `, x, y, { width, lineGap: 1.2, continued: true });
  doc.font("regular").fillColor(MUTED).text(item.text, { width, lineGap: 1.2 });
  return doc.y - y;
}

function titledParagraphHeight(doc: PDFKit.PDFDocument, item: { title: string; text: string }, width: number) {
  return height(doc, `${item.title} – ${item.text}`, { size: 8, bold: true, width, lineGap: 1.2 });
}

export function checkList(
  doc: PDFKit.PDFDocument,
  items: { title: string; text: string }[],
  x: number,
  y: number,
  width: number,
): number {
  for (const item of items) {
    text(doc, "✓", x, y - 0.5, { size: 8.5, bold: true, color: LEAF, width: 12 });
    y += titledParagraph(doc, item, x + 13, y, width - 13) + 5;
  }
  return y;
}

function includedAndGuarantees(doc: PDFKit.PDFDocument, copy: OfferCopy, y: number): number {
  const gap = 24;
  const columnWidth = (WIDTH - gap) / 2;
  const estimate = (items: { title: string; text: string }[]) =>
    items.reduce((sum, item) => sum + titledParagraphHeight(doc, item, columnWidth - 13) + 5, 19);
  y = room(doc, y, Math.max(estimate(copy.included), estimate(copy.guarantees)));
  const leftEnd = checkList(
    doc,
    copy.included,
    LEFT,
    sectionTitle(doc, copy.includedTitle, LEFT, y, columnWidth),
    columnWidth,
  );
  const rightX = LEFT + columnWidth + gap;
  const rightEnd = checkList(
    doc,
    copy.guarantees,
    rightX,
    sectionTitle(doc, copy.guaranteesTitle, rightX, y, columnWidth),
    columnWidth,
  );
  return Math.max(leftEnd, rightEnd) + 4;
}

function notes(doc: PDFKit.PDFDocument, copy: OfferCopy, value: string, y: number): number {
  y = room(doc, y, 60);
  y = sectionTitle(doc, copy.notesTitle, LEFT, y, WIDTH);
  // Long notes flow onto the next page (pdfkit breaks the text at the bottom margin).
  doc.font("regular").fontSize(8.5).fillColor(INK).text(value, LEFT, y, { width: WIDTH, lineGap: 1.5 });
  return doc.y + 12;
}

/** Next steps on the left, a contact box with the closing on the right. */
function nextStepsAndContact(doc: PDFKit.PDFDocument, copy: OfferCopy, company: CompanyIdentity, y: number): void {
  const gap = 22;
  const leftWidth = Math.round(WIDTH * 0.54);
  const stepWidth = leftWidth - 22;
  const boxX = LEFT + leftWidth + gap;
  const boxWidth = RIGHT - boxX;
  const inner = boxWidth - 24;

  const stepsHeight =
    19 +
    copy.nextSteps.reduce((sum, step) => sum + Math.max(15, height(doc, step, { size: 8, width: stepWidth })) + 5, 0);
  const box: { value: string; options: TextOptions; gapBefore: number }[] = [
    { value: copy.questions, options: { size: 8, color: MUTED, width: inner }, gapBefore: 0 },
    { value: company.phone, options: { size: 10, bold: true, color: BRAND, width: inner }, gapBefore: 5 },
    { value: company.email, options: { size: 8.5, bold: true, color: BRAND, width: inner }, gapBefore: 1 },
    { value: copy.closing, options: { size: 8, width: inner }, gapBefore: 7 },
    { value: copy.regards, options: { size: 8, width: inner }, gapBefore: 2 },
    { value: company.name, options: { size: 8.5, bold: true, width: inner }, gapBefore: 1 },
  ];
  const boxHeight = 24 + box.reduce((sum, line) => sum + line.gapBefore + height(doc, line.value, line.options), 0);
  y = room(doc, y, Math.max(stepsHeight, boxHeight));

  let ly = sectionTitle(doc, copy.nextStepsTitle, LEFT, y, leftWidth);
  copy.nextSteps.forEach((step, i) => {
    doc.circle(LEFT + 7, ly + 5, 7).fill(BRAND);
    text(doc, String(i + 1), LEFT, ly + 1, { size: 7.5, bold: true, color: "#ffffff", width: 14, align: "center" });
    ly += Math.max(15, text(doc, step, LEFT + 22, ly, { size: 8, width: stepWidth })) + 5;
  });

  doc.roundedRect(boxX, y, boxWidth, boxHeight, 6).fill(SURFACE);
  doc.rect(boxX, y + 10, 2.5, boxHeight - 20).fill(SUN);
  let by = y + 12;
  for (const line of box) by += line.gapBefore + text(doc, line.value, boxX + 13, by + line.gapBefore, line.options);
}

/** "Accept online": the offer page's link and a QR code of it (drawn as vector squares). */
function onlinePage(doc: PDFKit.PDFDocument, copy: OfferCopy, url: string, y: number): number {
  const size = 74;
  y = room(doc, y, size + 12);
  const qr = QRCode.create(url, { errorCorrectionLevel: "M" });
  const count = qr.modules.size;
  const cell = size / (count + 2);
  doc.rect(LEFT, y, size, size).fill("#ffffff");
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (qr.modules.get(row, col)) doc.rect(LEFT + (col + 1) * cell, y + (row + 1) * cell, cell, cell);
    }
  }
  doc.fill(INK);
  const x = LEFT + size + 14;
  const width = RIGHT - x;
  let ty = y + 6;
  ty += text(doc, copy.online.title, x, ty, { size: 10, bold: true, color: BRAND, width });
  ty += 3 + text(doc, copy.online.text, x, ty + 3, { size: 8, width });
  doc
    .font("regular")
    .fontSize(7.5)
    .fillColor(BRAND)
    .text(url, x, ty + 4, { width, link: url, underline: true });
  return y + size + 12;
}

function footers(doc: PDFKit.PDFDocument, copy: OfferCopy, company: CompanyIdentity, number: string): void {
  pageFooters(
    doc,
    company,
    copy.uidLabel,
    (page, count) => `${copy.numberLabel} ${number} · ${copy.page(page, count)}`,
    {
      leftShare: 0.68,
      rightShare: 0.4,
    },
  );
}

/**
 * The footer line of every buffered page: company, address and UID on the left, `right(page, count)`
 * on the right; the shares are the parts of the text width each side may use.
 */
export function pageFooters(
  doc: PDFKit.PDFDocument,
  company: CompanyIdentity,
  uidLabel: string,
  right: (page: number, count: number) => string,
  { leftShare, rightShare }: { leftShare: number; rightShare: number },
): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // Writing below the bottom margin would make pdfkit start a new page.
    doc.page.margins.bottom = 0;
    const y = PAGE.height - 44;
    doc.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(0.5).strokeColor(LINE).stroke();
    const left = `${company.name} · ${company.street} · ${company.postcode} ${company.city} · ${uidLabel} ${company.uid}`;
    text(doc, left, LEFT, y + 8, { size: 7, color: MUTED, width: WIDTH * leftShare });
    text(doc, right(i - start + 1, count), LEFT + WIDTH * (1 - rightShare), y + 8, {
      size: 7,
      color: MUTED,
      width: WIDTH * rightShare,
      align: "right",
    });
    doc.page.margins.bottom = MARGIN.bottom;
  }
}
