import PDFDocument from "pdfkit";
import type { Lang } from "#app/lib/i18n";
import type { CompanyIdentity } from "../mail/company";
import {
  type CalendarRow,
  maintenancePlanCopy,
  type MaintenancePlanCopy,
  type PlanObject,
  planObjects,
} from "#app/content/maintenance-plan";
import { checkList, height, letterhead, pageFooters, pdfBuffer, sectionTitle, text } from "./drawing";
import { registerPdfFonts } from "./fonts";
import {
  BRAND,
  BRAND_DARK,
  BRAND_LIGHT,
  INK,
  LEAF,
  LEFT,
  LINE,
  MARGIN,
  MUTED,
  RIGHT,
  SUN,
  SURFACE,
  WIDTH,
} from "./theme";

/**
 * The maintenance plan behind the blog's download button (GET /api/maintenance-plan/:lang.pdf):
 * two A4 pages per language with the intervals for solar system, roof, gutters and green
 * roof, the green roof's seasonal care, a yearly calendar, tips and where to ask for an
 * offer. Same fonts, colours and letterhead as the offer PDF (fonts.ts, theme.ts, drawing.ts). The content
 * is fixed, so each language is rendered once and kept in memory.
 */

/** Colour of the bar in front of each object in the interval table. */
const objectColour: Record<PlanObject, string> = {
  solarCleaning: SUN,
  solarCheck: SUN,
  roof: BRAND,
  gutters: "#5b8db8",
  greenExtensive: LEAF,
  greenIntensive: LEAF,
  contract: BRAND_DARK,
};

/** The site's host and path, e.g. "www.solar-dachpflege.ch/preise-angebot". */
function siteLink(company: CompanyIdentity, path: string): { label: string; url: string } {
  const base = company.siteUrl.replace(/\/+$/, "");
  return { label: `${base.replace(/^https?:\/\//, "")}${path}`, url: `${base}${path}` };
}

export function renderMaintenancePlan(company: CompanyIdentity, lang: Lang): Promise<Buffer> {
  return pdfBuffer(drawPlan(company, maintenancePlanCopy[lang], lang));
}

/**
 * Renders each language on first use and keeps it; a failed render is tried again next time.
 * `render` is where the rendering happens (the server passes its PDF worker threads).
 */
export function maintenancePlanCache(
  company: CompanyIdentity,
  render: (lang: Lang) => Promise<Buffer> = (lang) => renderMaintenancePlan(company, lang),
): (lang: Lang) => Promise<Buffer> {
  const cache = new Map<Lang, Promise<Buffer>>();
  return (lang) => {
    let pdf = cache.get(lang);
    if (!pdf) {
      pdf = render(lang);
      cache.set(lang, pdf);
      pdf.catch(() => cache.delete(lang));
    }
    return pdf;
  };
}

function drawPlan(company: CompanyIdentity, copy: MaintenancePlanCopy, lang: Lang): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: "A4",
    margins: MARGIN,
    // No default font (see offer-pdf.ts): every text names "regular" or "bold".
    font: "",
    bufferPages: true,
    info: { Title: copy.title, Author: company.name, Subject: copy.title, Creator: company.name },
    lang,
    displayTitle: true,
  });
  registerPdfFonts(doc);

  let y = letterhead(doc, company, copy);
  y += text(doc, copy.title, LEFT, y, { size: 16, bold: true, color: BRAND_DARK, width: WIDTH });
  y += 5;
  y += text(doc, copy.intro, LEFT, y, { size: 9, width: WIDTH, lineGap: 2 });
  y = intervalTable(doc, copy, y + 14);
  calendar(doc, copy, y + 16);

  doc.addPage();
  y = seasons(doc, copy, MARGIN.top);
  y = tips(doc, copy, y + 18);
  callToAction(doc, copy, company, y + 12);
  footers(doc, copy, company);
  return doc;
}

function intervalTable(doc: PDFKit.PDFDocument, copy: MaintenancePlanCopy, y: number): number {
  y = sectionTitle(doc, copy.intervalsTitle, LEFT, y, WIDTH);
  const columns = [
    { x: LEFT + 10, width: 96 },
    { x: LEFT + 110, width: 88 },
    { x: LEFT + 202, width: 96 },
    { x: LEFT + 302, width: WIDTH - 308 },
  ];
  doc.roundedRect(LEFT, y, WIDTH, 19, 3).fill(BRAND);
  [copy.table.object, copy.table.task, copy.table.interval, copy.table.note].forEach((label, i) => {
    text(doc, label, columns[i]!.x, y + 5.5, { size: 8, bold: true, color: "#ffffff", width: columns[i]!.width });
  });
  y += 19;

  planObjects.forEach((key, index) => {
    const row = copy.rows[key];
    const cells = [
      { value: row.object, options: { size: 8.5, bold: true, width: columns[0]!.width } },
      { value: row.task, options: { size: 8.5, width: columns[1]!.width } },
      { value: row.interval, options: { size: 8.5, bold: true, color: BRAND_DARK, width: columns[2]!.width } },
      { value: row.note, options: { size: 7.5, color: MUTED, width: columns[3]!.width, lineGap: 1.2 } },
    ];
    const rowHeight = Math.max(...cells.map((c) => height(doc, c.value, c.options))) + 11;
    if (index % 2 === 1) doc.rect(LEFT, y, WIDTH, rowHeight).fill(SURFACE);
    doc.rect(LEFT, y + 4, 3, rowHeight - 8).fill(objectColour[key]);
    cells.forEach((cell, i) => text(doc, cell.value, columns[i]!.x, y + 6, cell.options));
    y += rowHeight;
    doc.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(0.5).strokeColor(LINE).stroke();
  });
  return y;
}

function seasons(doc: PDFKit.PDFDocument, copy: MaintenancePlanCopy, y: number): number {
  y = sectionTitle(doc, copy.seasonsTitle, LEFT, y, WIDTH);
  y += text(doc, copy.seasonsIntro, LEFT, y, { size: 8, color: MUTED, width: WIDTH }) + 8;
  const gap = 10;
  const width = (WIDTH - gap * 3) / 4;
  const inner = width - 20;
  const task = { size: 7.5, width: inner - 9, lineGap: 1.2 };
  const cardHeight =
    Math.max(
      ...copy.seasons.map(
        (season) =>
          32 +
          height(doc, season.months, { size: 7.5, width: inner }) +
          season.tasks.reduce((sum, t) => sum + height(doc, t, task) + 4, 0),
      ),
    ) + 8;
  copy.seasons.forEach((season, i) => {
    const x = LEFT + i * (width + gap);
    doc.roundedRect(x, y, width, cardHeight, 6).fill(i % 2 === 0 ? "#eef7f1" : SURFACE);
    doc.rect(x, y + 10, 2.5, 20).fill(LEAF);
    let cy = y + 10;
    cy += text(doc, season.title, x + 10, cy, { size: 10, bold: true, color: LEAF, width: inner });
    cy += text(doc, season.months, x + 10, cy, { size: 7.5, color: MUTED, width: inner }) + 6;
    for (const t of season.tasks) {
      doc.circle(x + 12, cy + 4, 1.4).fill(LEAF);
      cy += text(doc, t, x + 19, cy, task) + 4;
    }
  });
  return y + cardHeight;
}

type Level = "always" | "trees" | "forest";
const levelColour: Record<Level, string> = { always: BRAND, trees: "#5b8db8", forest: "#a9c7e0" };
const GREEN_LIGHT = "#5fae7a";

/** Month spans (0 = January) per calendar row, with the season label printed inside. */
const calendarSpans: Record<CalendarRow, { from: number; to: number; colour: string; season?: number }[]> = {
  gutters: [
    { from: 2, to: 4, colour: levelColour.trees, season: 0 },
    { from: 7, to: 7, colour: levelColour.forest },
    { from: 10, to: 10, colour: levelColour.always },
  ],
  greenExtensive: [
    { from: 2, to: 4, colour: LEAF, season: 0 },
    { from: 8, to: 10, colour: LEAF, season: 2 },
  ],
  greenIntensive: [
    { from: 0, to: 1, colour: GREEN_LIGHT, season: 3 },
    { from: 2, to: 4, colour: LEAF, season: 0 },
    { from: 5, to: 7, colour: LEAF, season: 1 },
    { from: 8, to: 10, colour: LEAF, season: 2 },
    { from: 11, to: 11, colour: GREEN_LIGHT },
  ],
};

function calendar(doc: PDFKit.PDFDocument, copy: MaintenancePlanCopy, y: number): number {
  y = sectionTitle(doc, copy.calendarTitle, LEFT, y, WIDTH);
  const labelWidth = 112;
  const cell = (WIDTH - labelWidth) / 12;
  const gridX = LEFT + labelWidth;
  copy.months.forEach((month, i) => {
    text(doc, month, gridX + i * cell, y + 2, { size: 7.5, bold: true, color: MUTED, width: cell, align: "center" });
  });
  y += 16;
  const gridTop = y;
  (Object.keys(calendarSpans) as CalendarRow[]).forEach((row, r) => {
    const label = { size: 8, bold: true, width: labelWidth - 10, lineGap: 0.5 };
    const labelHeight = height(doc, copy.calendarRows[row], label);
    const rowHeight = Math.max(22, labelHeight + 10);
    if (r % 2 === 0) doc.rect(LEFT, y, WIDTH, rowHeight).fill(SURFACE);
    text(doc, copy.calendarRows[row], LEFT + 6, y + (rowHeight - labelHeight) / 2 + 0.5, label);
    const barTop = y + (rowHeight - 14) / 2;
    for (const span of calendarSpans[row]) {
      const x = gridX + span.from * cell + 1.5;
      const w = (span.to - span.from + 1) * cell - 3;
      doc.roundedRect(x, barTop, w, 14, 3).fill(span.colour);
      if (span.season !== undefined) {
        const season = copy.seasons[span.season]!.title;
        text(doc, season, x, barTop + 3.5, { size: 6.5, bold: true, color: "#ffffff", width: w, align: "center" });
      }
    }
    y += rowHeight;
  });
  // Month lines over the grid.
  for (let i = 0; i <= 12; i++) {
    const x = gridX + i * cell;
    doc.moveTo(x, gridTop).lineTo(x, y).lineWidth(0.3).strokeColor(LINE).stroke();
  }
  doc.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(0.5).strokeColor(LINE).stroke();
  y += 8;

  // Legend for the gutter row.
  let x = gridX;
  text(doc, `${copy.calendarRows.gutters}:`, LEFT + 6, y, {
    size: 7,
    bold: true,
    color: MUTED,
    width: labelWidth - 10,
  });
  for (const level of ["always", "trees", "forest"] as Level[]) {
    const label = copy.calendarLegend[level];
    doc.font("regular").fontSize(7);
    const w = doc.widthOfString(label);
    // Wraps to a second line when the legend does not fit beside the grid.
    if (x + 18 + w > RIGHT) {
      x = gridX;
      y += 12;
    }
    doc.roundedRect(x, y + 0.5, 14, 7, 2).fill(levelColour[level]);
    text(doc, label, x + 18, y, { size: 7, color: MUTED, width: w + 2 });
    x += 18 + w + 14;
  }
  y += 18;
  y += text(doc, copy.calendarNote, LEFT, y, { size: 8, color: INK, width: WIDTH, lineGap: 1.5 });
  return y;
}

function tips(doc: PDFKit.PDFDocument, copy: MaintenancePlanCopy, y: number): number {
  const gap = 24;
  const columnWidth = (WIDTH - gap) / 2;
  const half = Math.ceil(copy.tips.length / 2);
  y = sectionTitle(doc, copy.tipsTitle, LEFT, y, WIDTH);
  const leftEnd = checkList(doc, copy.tips.slice(0, half), LEFT, y, columnWidth);
  const rightEnd = checkList(doc, copy.tips.slice(half), LEFT + columnWidth + gap, y, columnWidth);
  return Math.max(leftEnd, rightEnd);
}

function callToAction(doc: PDFKit.PDFDocument, copy: MaintenancePlanCopy, company: CompanyIdentity, y: number): void {
  const inner = WIDTH - 40;
  const offer = siteLink(company, copy.offerPath);
  const contact = siteLink(company, copy.contactPath);
  const contactLine = `${company.phone} · ${company.email} · ${contact.label}`;
  const boxHeight =
    28 +
    height(doc, copy.ctaTitle, { size: 13, bold: true, width: inner }) +
    height(doc, copy.ctaText, { size: 9, width: inner, lineGap: 2 }) +
    height(doc, `${copy.offerLabel}:`, { size: 9, bold: true, width: inner }) +
    height(doc, offer.label, { size: 10, bold: true, width: inner }) +
    height(doc, `${copy.contactLabel}: ${contactLine}`, { size: 9, width: inner }) +
    22;
  doc.roundedRect(LEFT, y, WIDTH, boxHeight, 8).fill(BRAND_DARK);
  doc.rect(LEFT, y + 14, 3, boxHeight - 28).fill(SUN);
  let by = y + 14;
  by += text(doc, copy.ctaTitle, LEFT + 20, by, { size: 13, bold: true, color: "#ffffff", width: inner }) + 4;
  by += text(doc, copy.ctaText, LEFT + 20, by, { size: 9, color: BRAND_LIGHT, width: inner, lineGap: 2 }) + 8;
  // The address on a line of its own: pdfkit would break it after a hyphen.
  by += text(doc, `${copy.offerLabel}:`, LEFT + 20, by, { size: 9, bold: true, color: "#ffffff", width: inner });
  doc
    .font("bold")
    .fontSize(10)
    .fillColor(SUN)
    .text(offer.label, LEFT + 20, by + 1, { width: inner, link: offer.url, underline: true });
  by = doc.y + 8;
  doc
    .font("bold")
    .fontSize(9)
    .fillColor("#ffffff")
    .text(`${copy.contactLabel}: `, LEFT + 20, by, { width: inner, continued: true })
    .font("regular")
    .fillColor(BRAND_LIGHT)
    .text(contactLine);
}

function footers(doc: PDFKit.PDFDocument, copy: MaintenancePlanCopy, company: CompanyIdentity): void {
  pageFooters(doc, company, copy.uidLabel, copy.page, { leftShare: 0.72, rightShare: 0.28 });
}
