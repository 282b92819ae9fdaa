import type { CompanyIdentity } from "../mail/company";
import {
  BRAND,
  BRAND_DARK,
  CONTENT_BOTTOM,
  INK,
  LEAF,
  LEFT,
  LINE,
  MARGIN,
  MUTED,
  PAGE,
  RIGHT,
  SUN,
  WIDTH,
} from "./theme";

/** Drawing blocks shared by the offer and the maintenance plan: text, titles, letterhead, check lists, footers. */

export interface TextOptions {
  size: number;
  bold?: boolean;
  color?: string;
  width?: number;
  align?: "left" | "right" | "center";
  lineGap?: number;
}

/** Ends a document and collects its bytes. */
export function pdfBuffer(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.end();
  return done;
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
export function room(doc: PDFKit.PDFDocument, y: number, needed: number): number {
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

function logoMark(doc: PDFKit.PDFDocument, x: number, y: number, size: number) {
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
  copy: { tagline: string; uidLabel: string },
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

export function titledParagraphHeight(doc: PDFKit.PDFDocument, item: { title: string; text: string }, width: number) {
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
