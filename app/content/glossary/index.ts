import type { Lang } from "#app/lib/i18n";
import { de } from "./de";
import { en } from "./en";
import { fr } from "./fr";
import { it } from "./it";
import { termIds, termMeanings, type LanguageGlossary } from "./types";

export const glossary: Record<Lang, LanguageGlossary> = { de, fr, it, en };

const langs = ["de", "fr", "it", "en"] as const;
const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\n/g, " ");
const rejected = (patterns: readonly RegExp[]) =>
  patterns.length ? patterns.map((p) => `~~${p.source.replace(/\\b/g, "")}~~`).join(", ") : "";

/** docs/glossary.md, rendered from the term base. */
export function glossaryMarkdown(): string {
  const lines = [
    "# Glossary: one word per thing and language",
    "",
    "Rendered from `app/content/glossary/<lang>.ts` by `UPDATE_GLOSSARY=1 npx vitest run app/content/glossary`.",
    "A test fails when any copy of a language (pages, articles, UI, form messages, mails, PDFs, the",
    "assistant) contains a struck-through variant. Change the words there, never here.",
    "",
    "## Terms",
    "",
    "| thing | de | fr | it | en |",
    "|---|---|---|---|---|",
  ];
  for (const id of termIds) {
    const cells = langs.map((lang) => {
      const entry = glossary[lang].terms[id];
      const reject = rejected(entry.reject);
      return cell(`**${entry.use}**${reject ? ` (not ${reject})` : ""}${entry.note ? `: ${entry.note}` : ""}`);
    });
    lines.push(`| ${cell(termMeanings[id])} | ${cells.join(" | ")} |`);
  }
  for (const lang of langs) {
    const extra = glossary[lang].languageTerms;
    if (!extra.length) continue;
    lines.push("", `## Only in ${lang}`, "", "| thing | use | not |", "|---|---|---|");
    for (const entry of extra) {
      lines.push(
        `| ${cell(entry.thing)} | ${cell(entry.use + (entry.note ? `: ${entry.note}` : ""))} | ${cell(rejected(entry.reject))} |`,
      );
    }
  }
  lines.push("", "## Number, date and time style", "", "| | de | fr | it | en |", "|---|---|---|---|---|");
  for (const key of ["decimal", "thousands", "chf", "percent", "time", "date"] as const) {
    lines.push(`| ${key} | ${langs.map((lang) => cell(glossary[lang].style[key])).join(" | ")} |`);
  }
  lines.push("", "## Rejected forms", "", "| language | form | why |", "|---|---|---|");
  for (const lang of langs) {
    for (const form of glossary[lang].rejectedForms) {
      lines.push(`| ${lang} | \`${cell(form.pattern.source)}\` | ${cell(form.why)} |`);
    }
  }
  return `${lines.join("\n")}\n`;
}
