import type { Lang } from "#app/lib/i18n";

/**
 * Text normalisation shared by the index, the intents and the language choice. Pure.
 *
 * French and Italian glue articles and prepositions to the next word with an apostrophe
 * ("l'installation", "dell'impianto", "qu'est-ce"); a visitor types either apostrophe.
 * The glued part is dropped so "dell'impianto" finds "impianto".
 */
// Not before a lone "s": "team's", "what's" are English, whose words stay.
const ELISION = /\b[\p{L}]{1,5}['’`](?!s\b)(?=\p{L})/gu;

/** Lower case, one kind of apostrophe, elided French and Italian articles removed. */
export function normalizeText(text: string, lang?: Lang): string {
  // Hyphens join question words in French ("a-t-il", "êtes-vous"); as spaces, the parts meet the stop words.
  const lower = text
    .toLowerCase()
    .replace(/[’`´]/g, "'")
    .replace(/(\p{L})-(?=\p{L})/gu, "$1 ");
  if (lang === "fr" || lang === "it" || lang === undefined) return lower.replace(ELISION, "");
  return lower;
}

/** "Zürich" -> "zurich", "Genève" -> "geneve": for matching names typed without accents. */
export function foldAccents(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ß/g, "ss");
}

/** Words of a text for keyword matching: lower case, accents folded, elisions dropped. */
export function keywordTokens(text: string): string[] {
  return foldAccents(normalizeText(text))
    .split(/[^a-z0-9²]+/)
    .filter(Boolean);
}

/** True when any of the keywords (already folded, may contain spaces) occurs as a whole word or phrase. */
export function hasKeyword(foldedText: string, keywords: readonly string[]): boolean {
  return keywords.some((keyword) => new RegExp(`(^|[^a-z0-9])${escapeRegExp(keyword)}`).test(foldedText));
}

/** Folded text for keyword matching: " " + tokens joined by spaces + " ". */
export function foldForMatching(text: string): string {
  return ` ${keywordTokens(text).join(" ")} `;
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * A number as visitors type it: "1'500", "1’500", "1 500", "12,5", "12.5".
 * Returns undefined for anything else.
 */
export function parseLocaleNumber(raw: string): number | undefined {
  let cleaned = raw.replace(/['’\s\u00a0\u202f]/g, "");
  // "1.500" or "1,500" with exactly three digits after the mark and no other mark reads as thousands.
  if (/^\d{1,3}([.,]\d{3})+$/.test(cleaned) && !/^0[.,]/.test(cleaned)) cleaned = cleaned.replace(/[.,]/g, "");
  cleaned = cleaned.replace(",", ".");
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return undefined;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : undefined;
}

/** Damerau-free edit distance of at most one (substitution, insertion or deletion). */
export function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (a.length > b.length) i++;
    else if (b.length > a.length) j++;
    else {
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

/** Whether the folded message names any of the words (as word beginnings, exactly as spelled). */
export function namesAny(words: readonly string[], folded: string): boolean {
  return words.some((word) => folded.includes(` ${keywordTokens(word).join(" ")}`));
}

/** A text's sentences, split after a full stop, question or exclamation mark. */
export const sentencesOf = (text: string): string[] => text.split(/(?<=[.!?])\s+/u);
