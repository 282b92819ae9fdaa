import { z } from "zod";
import { MarkdownContentError, parseMarkdownFile } from "../markdown/document";
import type { Block } from "../rich-text";
import type { LegalContent, LegalSection } from "./types";

const text = z.string().trim().min(1, "must not be empty");

/** The frontmatter of a legal page's Markdown file (app/content/legal/<page>/de.md). */
export const legalFrontmatter = z.strictObject({
  /** The page title and meta description. */
  title: text,
  description: text,
  /** The page's h1. */
  heading: text,
  updated: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "write the date as YYYY-MM-DD"),
  /** The words before the revision date ("Stand"). */
  updatedLabel: text,
  /** The label of a table of contents above the sections ("Inhalt"); without it, the page has none. */
  tableOfContents: text.optional(),
});

/**
 * A legal page from its German Markdown file: the paragraphs before the first "## " are the
 * introduction, every "## " starts a section.
 */
export function legalPageFromFile(file: string, source: string): LegalContent {
  const { frontmatter: meta, body } = parseMarkdownFile(file, source, "de", legalFrontmatter);
  const sections: LegalSection[] = [];
  for (const block of body.blocks) {
    if (block.type === "h2") sections.push({ heading: block.text, blocks: [] as Block[] });
    else if (sections.length) sections.at(-1)!.blocks.push(block);
    else throw new MarkdownContentError(`${file}: only paragraphs may come before the first "## " section`);
  }
  // The same order of fields as the page data always had.
  return {
    meta: { title: meta.title, description: meta.description },
    hero: { heading: meta.heading, intro: body.intro },
    updatedLabel: meta.updatedLabel,
    ...(meta.tableOfContents ? { toc: { label: meta.tableOfContents } } : {}),
    updated: meta.updated,
    sections,
  };
}
