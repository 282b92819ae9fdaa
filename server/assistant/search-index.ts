import { create, insertMultiple, search, type Orama } from "@orama/orama";
import { stemmer as stemDe } from "@orama/stemmers/german";
import { stemmer as stemEn } from "@orama/stemmers/english";
import { stemmer as stemFr } from "@orama/stemmers/french";
import { stemmer as stemIt } from "@orama/stemmers/italian";
import { stopwords as stopDe } from "@orama/stopwords/german";
import { stopwords as stopEn } from "@orama/stopwords/english";
import { stopwords as stopFr } from "@orama/stopwords/french";
import { stopwords as stopIt } from "@orama/stopwords/italian";
import type { Lang } from "#app/lib/i18n";
import type { Passage } from "./corpus";
import { normalizeText, withinOneEdit } from "./text";

/**
 * One Orama index per language over the passages, with that language's stemmer and stop
 * words. Orama ranks (BM25; a typo is corrected against the index's vocabulary first); whether the best passage really answers
 * is decided by `coverage`: the share of the question's words (weighted by how rare they
 * are in the language's passages) that the passage contains. A question about something
 * the site never mentions has words no passage has, so its coverage stays low.
 */
const tokenizerConfig = {
  de: { language: "german", stemmer: stemDe, stopWords: stopDe },
  fr: { language: "french", stemmer: stemFr, stopWords: stopFr },
  it: { language: "italian", stemmer: stemIt, stopWords: stopIt },
  en: { language: "english", stemmer: stemEn, stopWords: stopEn },
} as const;

const schema = { id: "string", title: "string", context: "string", text: "string" } as const;

export interface SearchHit {
  passage: Passage;
  /** Orama's BM25 score. */
  score: number;
  /** 0..1: weighted share of the question's terms found in the passage. */
  coverage: number;
}

export interface LanguageIndex {
  lang: Lang;
  search(question: string, limit?: number): SearchHit[];
  /** The index's stemmed, stop-word-free terms of a text. */
  terms(text: string): string[];
  /** Terms of a text that no passage of the language has (not even one typo away). */
  unknownTerms(text: string): string[];
}

/** Words the search should not weigh: they occur in nearly every question and passage of the site. */
const GENERIC_TERMS: Record<Lang, readonly string[]> = {
  de: [
    "bitte",
    "danke",
    "frag",
    "gibt",
    "bei",
    "ihnen",
    "ihr",
    "ihre",
    "wie",
    "was",
    "wer",
    "kann",
    "man",
    "seit",
    "wann",
    "seid",
    "fall",
    "geht",
    "verwend",
    "benutz",
    "mach",
    "macht",
  ],
  fr: [
    "svp",
    "merci",
    "question",
    "est",
    "ce",
    "quoi",
    "comment",
    "combien",
    "fair",
    "peut",
    "vous",
    "depuis",
    "quand",
    "il",
    "utilis",
    "etes",
    "t",
  ],
  it: ["prego", "graz", "domand", "come", "cosa", "quant", "può", "lei", "voi", "qual", "usat", "us", "fat", "siet"],
  en: [
    "please",
    "thank",
    "question",
    "how",
    "what",
    "much",
    "many",
    "can",
    "could",
    "do",
    "doe",
    "you",
    "us",
    "use",
    "sinc",
    "when",
  ],
};

const UNKNOWN_TERM_FREQUENCY = 8;

export function buildLanguageIndex(lang: Lang, passages: readonly Passage[]): LanguageIndex {
  const db = create({ schema, components: { tokenizer: { ...tokenizerConfig[lang], stemming: true } } });
  const tokenizer = db.tokenizer;
  const generic = new Set(GENERIC_TERMS[lang]);
  const terms = (text: string): string[] =>
    tokenizer
      .tokenize(normalizeText(text, lang))
      .filter((term) => term.length > 1 && !generic.has(term) && !/^\d+$/.test(term));

  const byId = new Map<string, Passage>();
  const termSets = new Map<string, Set<string>>();
  const documentFrequency = new Map<string, number>();
  for (const passage of passages) {
    byId.set(passage.id, passage);
    const set = new Set(terms(`${passage.title} ${passage.context} ${passage.text}`));
    termSets.set(passage.id, set);
    for (const term of set) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  }
  const insertResult = insertMultiple(
    db,
    passages.map((p) => ({
      id: p.id,
      title: normalizeText(p.title, lang),
      context: normalizeText(p.context, lang),
      text: normalizeText(p.text.replace(/\]\([^)]*\)/g, "]"), lang),
    })),
  );
  if (insertResult instanceof Promise) throw new Error("The assistant's index must build synchronously");

  const total = passages.length;
  // A word no passage has weighs like a word of middling rarity: visitors' own words ("kaputt",
  // "zuhause") should not sink an otherwise matching question.
  const weight = (term: string): number =>
    Math.log(1 + total / (documentFrequency.get(term) ?? UNKNOWN_TERM_FREQUENCY));

  /** The vocabulary's spellings of a question's term: itself, and one typo away for longer words. */
  // Finding a misspelt word's variants walks the vocabulary; visitors repeat their words, so keep the last few.
  const variantCache = new Map<string, string[]>();
  function variantsOf(term: string): string[] {
    if (term.length < 5 || documentFrequency.has(term)) return [term];
    const cached = variantCache.get(term);
    if (cached) return cached;
    const variants = findVariants(term);
    if (variantCache.size >= 2000) variantCache.clear();
    variantCache.set(term, variants);
    return variants;
  }

  function findVariants(term: string): string[] {
    const variants = [term];
    for (const candidate of documentFrequency.keys()) {
      if (candidate !== term && candidate[0] === term[0] && withinOneEdit(candidate, term)) variants.push(candidate);
    }
    return variants;
  }

  function coverageOf(queryTerms: { term: string; variants: string[] }[], passageId: string): number {
    const set = termSets.get(passageId);
    if (!set || queryTerms.length === 0) return 0;
    let found = 0;
    let all = 0;
    for (const { term, variants } of queryTerms) {
      const w = weight(term);
      all += w;
      if (variants.some((variant) => set.has(variant))) found += w;
    }
    return all === 0 ? 0 : found / all;
  }

  return {
    lang,
    terms,
    unknownTerms: (text) => terms(text).filter((term) => variantsOf(term).every((v) => !documentFrequency.has(v))),
    search(question, limit = 5) {
      const queryTerms = [...new Set(terms(question))].map((t) => ({ term: t, variants: variantsOf(t) }));
      if (queryTerms.length === 0) return [];
      // Typos are corrected against the vocabulary here (Orama's own tolerance costs tens of ms per query).
      const corrections = queryTerms.flatMap(({ variants }) => variants.slice(1));
      const term = [normalizeText(question, lang), ...corrections].join(" ");
      const results = search(db, {
        term,
        properties: ["title", "context", "text"],
        boost: { title: 2, context: 0.5, text: 1 },
        tolerance: 0,
        limit: Math.max(limit, 8),
      });
      if (results instanceof Promise) throw new Error("The assistant's search must run synchronously");
      const hits = results.hits
        .map((hit) => {
          const passage = byId.get(hit.document.id)!;
          return { passage, score: hit.score, coverage: coverageOf(queryTerms, passage.id) };
        })
        // Coverage first (does it answer the question?), Orama's score among equals.
        .sort((a, b) => b.coverage - a.coverage || b.score - a.score);
      return hits.slice(0, limit);
    },
  };
}

export type OramaIndex = Orama<typeof schema>;
