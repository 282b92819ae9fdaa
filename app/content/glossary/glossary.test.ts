import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { languages } from "#app/lib/i18n";
import { copyCorpus } from "#app/test/copy-corpus";
import { glossary, glossaryMarkdown } from ".";

const docPath = path.resolve(import.meta.dirname, "../../../docs/glossary.md");

describe("term base", () => {
  for (const lang of languages) {
    it(`${lang}: no copy uses a rejected variant of a term or a rejected form`, () => {
      const entries = glossary[lang];
      const checks = [
        ...Object.entries(entries.terms).flatMap(([id, term]) =>
          term.reject.map((pattern) => ({ pattern, why: `${id}: use "${term.use}"` })),
        ),
        ...entries.languageTerms.flatMap((term) =>
          term.reject.map((pattern) => ({ pattern, why: `use "${term.use}"` })),
        ),
        ...entries.rejectedForms,
      ];
      const found: string[] = [];
      for (const { source, text } of copyCorpus(lang)) {
        for (const { pattern, why } of checks) {
          const match = new RegExp(pattern.source, pattern.flags.replace("g", "")).exec(text);
          if (match) found.push(`${source}: "${match[0]}" (${why})`);
        }
      }
      expect(found).toEqual([]);
    });
  }

  it("docs/glossary.md is rendered from the term base", () => {
    const markdown = glossaryMarkdown();
    if (process.env.UPDATE_GLOSSARY) writeFileSync(docPath, markdown);
    expect(readFileSync(docPath, "utf8")).toBe(markdown);
  });
});
