import type { Lang } from "./i18n";

/**
 * Guesses which of the site's four languages a text is in by counting each language's most
 * frequent function words (articles, pronouns, prepositions, auxiliaries). Used by tests to
 * find a German sentence left on a French, Italian or English page. Pure; deterministic;
 * a text with too few telling words gets no guess rather than a wrong one.
 */
const functionWords: Record<Lang, readonly string[]> = {
  de: [
    "der",
    "die",
    "das",
    "und",
    "ist",
    "nicht",
    "mit",
    "für",
    "sie",
    "ihre",
    "ihr",
    "wir",
    "auf",
    "ein",
    "eine",
    "einer",
    "den",
    "dem",
    "des",
    "von",
    "zu",
    "im",
    "sich",
    "auch",
    "wird",
    "werden",
    "bei",
    "oder",
    "nach",
    "uns",
    "unser",
    "unsere",
    "wie",
    "aus",
    "noch",
    "nur",
    "kann",
    "können",
    "sind",
    "haben",
    "hat",
    "über",
    "jetzt",
    "zum",
    "zur",
    "ohne",
    "mehr",
    "jahr",
    "pro",
    "wenn",
    "dass",
    "alle",
    "ihrer",
    "ihren",
    "ihrem",
  ],
  fr: [
    "le",
    "la",
    "les",
    "et",
    "est",
    "pas",
    "avec",
    "pour",
    "vous",
    "votre",
    "vos",
    "nous",
    "sur",
    "un",
    "une",
    "des",
    "du",
    "de",
    "au",
    "aux",
    "dans",
    "qui",
    "que",
    "ou",
    "par",
    "ne",
    "sont",
    "sans",
    "plus",
    "ce",
    "cette",
    "ces",
    "nos",
    "notre",
    "leur",
    "chaque",
    "tous",
    "toutes",
    "dès",
    "être",
    "peut",
    "aussi",
    "selon",
  ],
  it: [
    "il",
    "lo",
    "la",
    "gli",
    "le",
    "e",
    "è",
    "non",
    "con",
    "per",
    "lei",
    "suo",
    "sua",
    "suoi",
    "noi",
    "su",
    "un",
    "una",
    "uno",
    "dei",
    "delle",
    "del",
    "della",
    "di",
    "da",
    "in",
    "che",
    "o",
    "sono",
    "senza",
    "più",
    "ogni",
    "nostro",
    "nostra",
    "nostri",
    "anche",
    "al",
    "alla",
    "ai",
    "nel",
    "nella",
    "questo",
    "questa",
    "ci",
    "le",
  ],
  en: [
    "the",
    "and",
    "is",
    "not",
    "with",
    "for",
    "you",
    "your",
    "we",
    "our",
    "on",
    "a",
    "an",
    "of",
    "to",
    "in",
    "that",
    "or",
    "by",
    "are",
    "without",
    "more",
    "every",
    "each",
    "it",
    "this",
    "be",
    "can",
    "from",
    "at",
    "as",
    "us",
    "if",
    "how",
    "do",
    "does",
    "will",
    "have",
    "has",
    "what",
    "when",
    "which",
    "also",
    "than",
  ],
};

const wordSets = Object.fromEntries(
  Object.entries(functionWords).map(([lang, words]) => [lang, new Set(words)]),
) as Record<Lang, Set<string>>;

export interface LanguageScore {
  lang: Lang | null;
  scores: Record<Lang, number>;
  words: number;
}

/** Words of a text in lower case; elisions ("l'installation", "dell’impianto") split off. */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
    .split(/[^a-zàâäçéèêëîïôöùûüœæßìíòó]+/u)
    .filter(Boolean);
}

/**
 * The language with the most function words, when it has at least `minHits` of them and
 * clearly more than the runner-up; otherwise null (too short or mixed to tell).
 */
export function guessLanguage(text: string, minHits = 3): LanguageScore {
  const tokens = words(text);
  const scores = { de: 0, fr: 0, it: 0, en: 0 } as Record<Lang, number>;
  for (const token of tokens) {
    for (const lang of Object.keys(scores) as Lang[]) if (wordSets[lang].has(token)) scores[lang] += 1;
  }
  const ranked = (Object.entries(scores) as [Lang, number][]).sort((a, b) => b[1] - a[1]);
  const [best, second] = ranked;
  const clear = best![1] >= minHits && best![1] >= second![1] * 1.5;
  return { lang: clear ? best![0] : null, scores, words: tokens.length };
}

/** True when a text reads as German: what a French, Italian or English page must not show. */
export function looksGerman(text: string): boolean {
  return guessLanguage(text).lang === "de";
}
