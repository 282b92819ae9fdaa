import { frenchRegions, ticinoRegions } from "#app/content/cities";
import type { Slots } from "./plan-answer";
import { foldForMatching, keywordTokens } from "./text";

/**
 * Small cues read from a visitor's message before it is understood: a greeting, a region of
 * Romandie or Ticino, a follow-up that carries the previous question on, weekend words, and the
 * Swiss French tens. Pure.
 */
const GREETINGS = [
  "hallo",
  "gruezi",
  "guten tag",
  "hoi",
  "salut",
  "danke",
  "merci",
  "vielen dank",
  "bonjour",
  "bonsoir",
  "ciao",
  "buongiorno",
  "buonasera",
  "salve",
  "grazie",
  "hello",
  "hi",
  "hey",
  "good morning",
  "thanks",
  "thank you",
];

export function isGreeting(message: string): boolean {
  const folded = foldForMatching(message);
  return folded.trim().split(" ").length <= 4 && GREETINGS.some((word) => folded.includes(` ${word} `));
}

const ROMANDIE = [
  "romandie",
  "romand",
  "welsch",
  "westschweiz",
  "genf",
  "waadt",
  "wallis",
  "vaud",
  "valais",
  "french-speaking",
  "francophone",
  "svizzera francese",
  "svizzera romanda",
];
const TICINO = ["tessin", "ticino", "ticinese", "sottoceneri", "sopraceneri", "italian-speaking", "svizzera italiana"];

/** Romandie or Ticino named by a region word or one of their towns. */
export function areaOf(message: string): Slots["area"] {
  const tokens = keywordTokens(message);
  const folded = ` ${tokens.join(" ")} `;
  const named = (words: readonly string[], towns: readonly { cities: readonly string[] }[]) =>
    words.some((word) => folded.includes(` ${word}`)) ||
    towns.some((region) => region.cities.some((city) => folded.includes(` ${keywordTokens(city).join(" ")} `)));
  if (named(TICINO, ticinoRegions)) return "ticino";
  if (named(ROMANDIE, frenchRegions)) return "romandie";
  return undefined;
}

/** A follow-up that carries the previous question on: "Und wenn …", "et si …", "e se …", "and what if …", "what about …". */
const CONTINUATION =
  /^ (und|et|e|ed|and|or|oder|ou|o|what about|how about|was ist mit|et pour|e per|und bei|und wenn|et si|e se|what if)\b/;

export function continuesEarlier(message: string): boolean {
  return CONTINUATION.test(foldForMatching(message));
}

export const INSURANCE_NOUN =
  / (versicher\w*|haftpflicht\w*|haftung|schad\w*|assur\w*|dommage\w*|degat\w*|assicur\w*|dann\w*|insur\w*|damage\w*|liabilit\w*) /;

export const WEEKEND =
  / (samstag|samschtig|sonntag|sunntig|wochenende|samedi|dimanche|week end|weekend|sabato|domenica|saturday|sunday) /;

/** "septante m2": the Swiss French tens as digits, so the size slot finds them. */
export function swissNumbers(message: string): string {
  const tens: Record<string, number> = { septante: 70, huitante: 80, octante: 80, nonante: 90 };
  return message.replace(
    /\b(septante|huitante|octante|nonante)(?:[- ](?:et[- ])?(un|deux|trois|quatre|cinq|six|sept|huit|neuf))?\b/giu,
    (_, ten: string, unit?: string) => {
      const units = ["", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf"];
      return String(tens[ten.toLowerCase()]! + (unit ? units.indexOf(unit.toLowerCase()) : 0));
    },
  );
}

/** "in Pully", "nel Mendrisiotto", "à Balerna", "bei Liestal": capitalised words after a preposition of place. */
const AFTER_PLACE_PREPOSITION =
  /\b(?:in|im|nach|bei|near|around|a|ad|à|au|aux|en|dans|près de|nel|nella|nei|vicino a|presso)\s+(?:the\s+|le\s+|la\s+|il\s+|der\s+)?((?:alta|bassa|upper|lower|haute|basse|oberen|unteren)\s+)?(\p{Lu}[\p{L}-]+(?:\s+\p{Lu}[\p{L}-]+)?)/gu;

export function namedPlaces(message: string): string[] {
  // "in alta Leventina": the word for the upper or lower part belongs to the place's name.
  return [...message.matchAll(AFTER_PLACE_PREPOSITION)].flatMap((match) =>
    keywordTokens(`${match[1] ?? ""}${match[2]!}`),
  );
}
