import QRCode from "qrcode";
import { formatSignedChf } from "#app/lib/signed-chf";
import { offerCopyLang, type OfferCopy } from "#app/content/offer-pdf";
import type { Quote } from "#app/domain/pricing";
import { formatChf, formatDecimal } from "#app/lib/format";
import type { CompanyIdentity } from "../mail/company";
import {
  checkList,
  height,
  pageFooters,
  room,
  sectionTitle,
  text,
  titledParagraphHeight,
  type TextOptions,
} from "./drawing";
import type { OfferDocument } from "./offer-pdf";
import { BRAND, BRAND_DARK, BRAND_LIGHT, INK, LEFT, LINE, MUTED, RIGHT, SUN, SURFACE, WIDTH } from "./theme";

/** The blocks of the offer PDF, top to bottom; each takes the y to start at and returns the y below it. */

/** A quantity in the number style of the offer's language ("67,2" in German, "67.2" in English). */
const decimal = (copy: OfferCopy, value: number) => formatDecimal(value, offerCopyLang(copy));

export function customerAndMeta(
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

export function titleAndIntro(doc: PDFKit.PDFDocument, copy: OfferCopy, y: number): number {
  y += text(doc, copy.title, LEFT, y, { size: 16, bold: true, color: BRAND_DARK, width: WIDTH });
  y += 5;
  y += text(doc, copy.intro, LEFT, y, { size: 9, width: WIDTH, lineGap: 2 });
  return y + 12;
}

export function objectGrid(doc: PDFKit.PDFDocument, copy: OfferCopy, offer: OfferDocument, y: number): number {
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

export function priceTable(doc: PDFKit.PDFDocument, copy: OfferCopy, quote: Quote, y: number): number {
  const columns = [
    // The quantity ("1'250 m²", "× 0,9") needs little room; the item's detail text needs more.
    { x: LEFT + 8, width: 258, align: "left" as const },
    { x: LEFT + 266, width: 54, align: "right" as const },
    { x: LEFT + 320, width: 80, align: "right" as const },
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
    // A tiled roof changes nothing (× 1): no line that adds CHF 0.00.
    ...(quote.roofFactor === 1
      ? []
      : [
          {
            label: copy.roofFactor(copy.roofTypes[quote.roofType]),
            detail: `${copy.roofFactorDetail} (${formatChf(quote.subtotal)})`,
            quantity: `× ${decimal(copy, quote.roofFactor)}`,
            amount: formatSignedChf(quote.roofAdjustment),
            kind: "line" as const,
          },
        ]),
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
    const size = total ? 11 : 9;
    const bold = row.kind !== "line";
    const color = total ? BRAND_DARK : INK;
    // A label or detail that wraps (longer words in some languages) makes its row taller instead of
    // running into the next one.
    const labelHeight = Math.max(12.5, height(doc, row.label, { size, bold, width: columns[0]!.width }));
    const detailHeight = row.detail ? height(doc, row.detail, { size: 7.5, width: columns[0]!.width }) : 0;
    const rowHeight = total ? 26 : row.detail ? Math.max(27, labelHeight + detailHeight + 4) : 19;
    if (total) doc.roundedRect(LEFT, y + 4, WIDTH, rowHeight, 3).fill(BRAND_LIGHT);
    const top = total ? y + 11 : y + 5;
    text(doc, row.label, columns[0]!.x, top, { size, bold, color, width: columns[0]!.width });
    if (row.detail)
      text(doc, row.detail, columns[0]!.x, top + labelHeight, { size: 7.5, color: MUTED, width: columns[0]!.width });
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

export function includedAndGuarantees(doc: PDFKit.PDFDocument, copy: OfferCopy, y: number): number {
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

export function notes(doc: PDFKit.PDFDocument, copy: OfferCopy, value: string, y: number): number {
  y = room(doc, y, 60);
  y = sectionTitle(doc, copy.notesTitle, LEFT, y, WIDTH);
  // Long notes flow onto the next page (pdfkit breaks the text at the bottom margin).
  doc.font("regular").fontSize(8.5).fillColor(INK).text(value, LEFT, y, { width: WIDTH, lineGap: 1.5 });
  return doc.y + 12;
}

/** Next steps on the left, a contact box with the closing on the right. */
export function nextStepsAndContact(
  doc: PDFKit.PDFDocument,
  copy: OfferCopy,
  company: CompanyIdentity,
  y: number,
): void {
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
export function onlinePage(doc: PDFKit.PDFDocument, copy: OfferCopy, url: string, y: number): number {
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

export function footers(doc: PDFKit.PDFDocument, copy: OfferCopy, company: CompanyIdentity, number: string): void {
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
