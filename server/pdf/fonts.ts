import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import PDFDocument from "pdfkit";

/**
 * The fonts of every PDF: DejaVu Sans, shipped in server/pdf/fonts (copied next to the bundled
 * server by scripts/build-server.mjs), so umlauts, accents, typographic apostrophes and "m²" print
 * right. pdfkit parses a TTF again for every document (about 70 ms for DejaVu); here each file is
 * parsed once per process and pdfkit's default Helvetica is never loaded.
 */

/** The two faces a document registers; every text names one of them. */
export type FontName = "regular" | "bold";
export const fontNames: FontName[] = ["regular", "bold"];

const FONT_FILES: Record<FontName, string> = { regular: "DejaVuSans.ttf", bold: "DejaVuSans-Bold.ttf" };

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
let fonts: Record<FontName, FontSource> | undefined;

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
export function loadPdfFonts(): void {
  if (fonts) return;
  const dir = fontDirectory();
  fonts = {
    regular: parsedFont(path.join(dir, FONT_FILES.regular)),
    bold: parsedFont(path.join(dir, FONT_FILES.bold)),
  };
}

/** Registers the parsed fonts as "regular" and "bold" with a document (loading them first if needed). */
export function registerPdfFonts(doc: PDFKit.PDFDocument): void {
  loadPdfFonts();
  doc.registerFont("regular", fonts!.regular);
  doc.registerFont("bold", fonts!.bold);
}
