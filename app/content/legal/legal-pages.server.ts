import { markdownDir, readMarkdownFiles } from "../markdown/markdown-files.server";
import { legalPageFromFile } from "./legal-files";
import type { LegalContent } from "./types";

export type { LegalContent } from "./types";

// app/content/legal/<page>/de.md, read and checked once, when the server starts.
const files = readMarkdownFiles(markdownDir("legal"), "app/content/legal");

function legalPage(page: string): LegalContent {
  const file = `app/content/legal/${page}/de.md`;
  const source = files[file];
  if (source === undefined) throw new Error(`${file} is missing`);
  return legalPageFromFile(file, source);
}

export const imprintDe = legalPage("imprint");
export const privacyDe = legalPage("privacy");

/** German only: the legal pages have no French, Italian or English version. */
export const imprintContent: Record<"de", LegalContent> = { de: imprintDe };
export const privacyContent: Record<"de", LegalContent> = { de: privacyDe };
