import type { Lang } from "#app/lib/i18n";
import type { Answer, Assistant, ChatTurn } from "../assistant";
import de from "./blind/de.json";
import en from "./blind/en.json";
import fr from "./blind/fr.json";
import it from "./blind/it.json";
import de2 from "./blind-second/de.json";
import en2 from "./blind-second/en.json";
import fr2 from "./blind-second/fr.json";
import it2 from "./blind-second/it.json";
import de3 from "./blind-third/de.json";
import en3 from "./blind-third/en.json";
import fr3 from "./blind-third/fr.json";
import it3 from "./blind-third/it.json";
import de4 from "./blind-fourth/de.json";
import en4 from "./blind-fourth/en.json";
import fr4 from "./blind-fourth/fr.json";
import it4 from "./blind-fourth/it.json";
import de5 from "./blind-fifth/de.json";
import en5 from "./blind-fifth/en.json";
import fr5 from "./blind-fifth/fr.json";
import it5 from "./blind-fifth/it.json";
import de6 from "./blind-sixth/de.json";
import en6 from "./blind-sixth/en.json";
import fr6 from "./blind-sixth/fr.json";
import it6 from "./blind-sixth/it.json";
import de7 from "./blind-seventh/de.json";
import en7 from "./blind-seventh/en.json";
import fr7 from "./blind-seventh/fr.json";
import it7 from "./blind-seventh/it.json";
import de8 from "./blind-eighth/de.json";
import en8 from "./blind-eighth/en.json";
import fr8 from "./blind-eighth/fr.json";
import it8 from "./blind-eighth/it.json";
import de9 from "./blind-ninth/de.json";
import en9 from "./blind-ninth/en.json";
import fr9 from "./blind-ninth/fr.json";
import it9 from "./blind-ninth/it.json";
import de10 from "./blind-tenth/de.json";
import en10 from "./blind-tenth/en.json";
import fr10 from "./blind-tenth/fr.json";
import it10 from "./blind-tenth/it.json";
import de11 from "./blind-eleventh/de.json";
import en11 from "./blind-eleventh/en.json";
import fr11 from "./blind-eleventh/fr.json";
import it11 from "./blind-eleventh/it.json";
import de12 from "./blind-twelfth/de.json";
import en12 from "./blind-twelfth/en.json";
import fr12 from "./blind-twelfth/fr.json";
import it12 from "./blind-twelfth/it.json";
import de13 from "./blind-thirteenth/de.json";
import en13 from "./blind-thirteenth/en.json";
import fr13 from "./blind-thirteenth/fr.json";
import it13 from "./blind-thirteenth/it.json";
import de14 from "./blind-fourteenth/de.json";
import en14 from "./blind-fourteenth/en.json";
import fr14 from "./blind-fourteenth/fr.json";
import it14 from "./blind-fourteenth/it.json";
import de15 from "./blind-fifteenth/de.json";
import en15 from "./blind-fifteenth/en.json";
import fr15 from "./blind-fifteenth/fr.json";
import it15 from "./blind-fifteenth/it.json";
import de16 from "./blind-sixteenth/de.json";
import en16 from "./blind-sixteenth/en.json";
import fr16 from "./blind-sixteenth/fr.json";
import it16 from "./blind-sixteenth/it.json";
import de17 from "./blind-seventeenth/de.json";
import en17 from "./blind-seventeenth/en.json";
import fr17 from "./blind-seventeenth/fr.json";
import it17 from "./blind-seventeenth/it.json";
import de18 from "./blind-eighteenth/de.json";
import en18 from "./blind-eighteenth/en.json";
import fr18 from "./blind-eighteenth/fr.json";
import it18 from "./blind-eighteenth/it.json";
import de19 from "./blind-nineteenth/de.json";
import en19 from "./blind-nineteenth/en.json";
import fr19 from "./blind-nineteenth/fr.json";
import it19 from "./blind-nineteenth/it.json";
import de20 from "./blind-twentieth/de.json";
import en20 from "./blind-twentieth/en.json";
import fr20 from "./blind-twentieth/fr.json";
import it20 from "./blind-twentieth/it.json";
import de21 from "./blind-twenty-first/de.json";
import en21 from "./blind-twenty-first/en.json";
import fr21 from "./blind-twenty-first/fr.json";
import it21 from "./blind-twenty-first/it.json";
import de22 from "./blind-twenty-second/de.json";
import en22 from "./blind-twenty-second/en.json";
import fr22 from "./blind-twenty-second/fr.json";
import it22 from "./blind-twenty-second/it.json";
import de23 from "./blind-twenty-third/de.json";
import en23 from "./blind-twenty-third/en.json";
import fr23 from "./blind-twenty-third/fr.json";
import it23 from "./blind-twenty-third/it.json";
import de24 from "./blind-twenty-fourth/de.json";
import en24 from "./blind-twenty-fourth/en.json";
import fr24 from "./blind-twenty-fourth/fr.json";
import it24 from "./blind-twenty-fourth/it.json";
import de25 from "./blind-twenty-fifth/de.json";
import en25 from "./blind-twenty-fifth/en.json";
import fr25 from "./blind-twenty-fifth/fr.json";
import it25 from "./blind-twenty-fifth/it.json";
import de26 from "./blind-twenty-sixth/de.json";
import en26 from "./blind-twenty-sixth/en.json";
import fr26 from "./blind-twenty-sixth/fr.json";
import it26 from "./blind-twenty-sixth/it.json";
import de27 from "./blind-twenty-seventh/de.json";
import en27 from "./blind-twenty-seventh/en.json";
import fr27 from "./blind-twenty-seventh/fr.json";
import it27 from "./blind-twenty-seventh/it.json";
import de28 from "./blind-twenty-eighth/de.json";
import en28 from "./blind-twenty-eighth/en.json";
import fr28 from "./blind-twenty-eighth/fr.json";
import it28 from "./blind-twenty-eighth/it.json";
import de29 from "./blind-twenty-ninth/de.json";
import en29 from "./blind-twenty-ninth/en.json";
import fr29 from "./blind-twenty-ninth/fr.json";
import it29 from "./blind-twenty-ninth/it.json";
import de30 from "./blind-thirtieth/de.json";
import en30 from "./blind-thirtieth/en.json";
import fr30 from "./blind-thirtieth/fr.json";
import it30 from "./blind-thirtieth/it.json";
import de31 from "./blind-thirty-first/de.json";
import en31 from "./blind-thirty-first/en.json";
import fr31 from "./blind-thirty-first/fr.json";
import it31 from "./blind-thirty-first/it.json";
import de32 from "./blind-thirty-second/de.json";
import en32 from "./blind-thirty-second/en.json";
import fr32 from "./blind-thirty-second/fr.json";
import it32 from "./blind-thirty-second/it.json";
import de33 from "./blind-thirty-third/de.json";
import en33 from "./blind-thirty-third/en.json";
import fr33 from "./blind-thirty-third/fr.json";
import it33 from "./blind-thirty-third/it.json";
import de34 from "./blind-thirty-fourth/de.json";
import en34 from "./blind-thirty-fourth/en.json";
import fr34 from "./blind-thirty-fourth/fr.json";
import it34 from "./blind-thirty-fourth/it.json";
import de35 from "./blind-thirty-fifth/de.json";
import en35 from "./blind-thirty-fifth/en.json";
import fr35 from "./blind-thirty-fifth/fr.json";
import it35 from "./blind-thirty-fifth/it.json";
import de36 from "./blind-thirty-sixth/de.json";
import en36 from "./blind-thirty-sixth/en.json";
import fr36 from "./blind-thirty-sixth/fr.json";
import it36 from "./blind-thirty-sixth/it.json";
import de37 from "./blind-thirty-seventh/de.json";
import en37 from "./blind-thirty-seventh/en.json";
import fr37 from "./blind-thirty-seventh/fr.json";
import it37 from "./blind-thirty-seventh/it.json";
import de38 from "./blind-thirty-eighth/de.json";
import en38 from "./blind-thirty-eighth/en.json";
import fr38 from "./blind-thirty-eighth/fr.json";
import it38 from "./blind-thirty-eighth/it.json";
import de39 from "./blind-thirty-ninth/de.json";
import en39 from "./blind-thirty-ninth/en.json";
import fr39 from "./blind-thirty-ninth/fr.json";
import it39 from "./blind-thirty-ninth/it.json";

/**
 * The blind evaluation sets, in thirty-nine rounds (server/assistant/eval/blind/<lang>.json, then
 * blind-second/ … blind-thirty-ninth/): each written by helpers who never read the assistant nor an
 * earlier round's set (the latest round is held out: nothing was developed on either of its
 * halves before it was first reported), from the pages, site facts, cities and
 * pricing, and split at random into a tuning half (developed and calibrated on) and a test half
 * (only reported) before any run.
 */
export interface BlindItem {
  id: string;
  kind: "answerable" | "out-of-scope";
  /** Earlier visitor turns of a follow-up. */
  history?: string[];
  question: string;
  /** Every group must match the answer; a group is a list of alternative patterns (case-insensitive). */
  expect?: string[][];
  source?: string;
  note?: string;
}

export interface BlindSet {
  lang: Lang;
  tuning: BlindItem[];
  test: BlindItem[];
}

export type Half = "tuning" | "test";

export const blindRounds = [
  "first",
  "second",
  "third",
  "fourth",
  "fifth",
  "sixth",
  "seventh",
  "eighth",
  "ninth",
  "tenth",
  "eleventh",
  "twelfth",
  "thirteenth",
  "fourteenth",
  "fifteenth",
  "sixteenth",
  "seventeenth",
  "eighteenth",
  "nineteenth",
  "twentieth",
  "twenty-first",
  "twenty-second",
  "twenty-third",
  "twenty-fourth",
  "twenty-fifth",
  "twenty-sixth",
  "twenty-seventh",
  "twenty-eighth",
  "twenty-ninth",
  "thirtieth",
  "thirty-first",
  "thirty-second",
  "thirty-third",
  "thirty-fourth",
  "thirty-fifth",
  "thirty-sixth",
  "thirty-seventh",
  "thirty-eighth",
  "thirty-ninth",
] as const;
export type BlindRound = (typeof blindRounds)[number];

export function loadBlindSets(): Record<BlindRound, Record<Lang, BlindSet>> {
  return {
    first: { de, fr, it, en } as Record<Lang, BlindSet>,
    second: { de: de2, fr: fr2, it: it2, en: en2 } as Record<Lang, BlindSet>,
    third: { de: de3, fr: fr3, it: it3, en: en3 } as Record<Lang, BlindSet>,
    fourth: { de: de4, fr: fr4, it: it4, en: en4 } as Record<Lang, BlindSet>,
    fifth: { de: de5, fr: fr5, it: it5, en: en5 } as Record<Lang, BlindSet>,
    sixth: { de: de6, fr: fr6, it: it6, en: en6 } as Record<Lang, BlindSet>,
    seventh: { de: de7, fr: fr7, it: it7, en: en7 } as Record<Lang, BlindSet>,
    eighth: { de: de8, fr: fr8, it: it8, en: en8 } as Record<Lang, BlindSet>,
    ninth: { de: de9, fr: fr9, it: it9, en: en9 } as Record<Lang, BlindSet>,
    tenth: { de: de10, fr: fr10, it: it10, en: en10 } as Record<Lang, BlindSet>,
    eleventh: { de: de11, fr: fr11, it: it11, en: en11 } as Record<Lang, BlindSet>,
    twelfth: { de: de12, fr: fr12, it: it12, en: en12 } as Record<Lang, BlindSet>,
    thirteenth: { de: de13, fr: fr13, it: it13, en: en13 } as Record<Lang, BlindSet>,
    fourteenth: { de: de14, fr: fr14, it: it14, en: en14 } as Record<Lang, BlindSet>,
    fifteenth: { de: de15, fr: fr15, it: it15, en: en15 } as Record<Lang, BlindSet>,
    sixteenth: { de: de16, fr: fr16, it: it16, en: en16 } as Record<Lang, BlindSet>,
    seventeenth: { de: de17, fr: fr17, it: it17, en: en17 } as Record<Lang, BlindSet>,
    eighteenth: { de: de18, fr: fr18, it: it18, en: en18 } as Record<Lang, BlindSet>,
    nineteenth: { de: de19, fr: fr19, it: it19, en: en19 } as Record<Lang, BlindSet>,
    twentieth: { de: de20, fr: fr20, it: it20, en: en20 } as Record<Lang, BlindSet>,
    "twenty-first": { de: de21, fr: fr21, it: it21, en: en21 } as Record<Lang, BlindSet>,
    "twenty-second": { de: de22, fr: fr22, it: it22, en: en22 } as Record<Lang, BlindSet>,
    "twenty-third": { de: de23, fr: fr23, it: it23, en: en23 } as Record<Lang, BlindSet>,
    "twenty-fourth": { de: de24, fr: fr24, it: it24, en: en24 } as Record<Lang, BlindSet>,
    "twenty-fifth": { de: de25, fr: fr25, it: it25, en: en25 } as Record<Lang, BlindSet>,
    "twenty-sixth": { de: de26, fr: fr26, it: it26, en: en26 } as Record<Lang, BlindSet>,
    "twenty-seventh": { de: de27, fr: fr27, it: it27, en: en27 } as Record<Lang, BlindSet>,
    "twenty-eighth": { de: de28, fr: fr28, it: it28, en: en28 } as Record<Lang, BlindSet>,
    "twenty-ninth": { de: de29, fr: fr29, it: it29, en: en29 } as Record<Lang, BlindSet>,
    thirtieth: { de: de30, fr: fr30, it: it30, en: en30 } as Record<Lang, BlindSet>,
    "thirty-first": { de: de31, fr: fr31, it: it31, en: en31 } as Record<Lang, BlindSet>,
    "thirty-second": { de: de32, fr: fr32, it: it32, en: en32 } as Record<Lang, BlindSet>,
    "thirty-third": { de: de33, fr: fr33, it: it33, en: en33 } as Record<Lang, BlindSet>,
    "thirty-fourth": { de: de34, fr: fr34, it: it34, en: en34 } as Record<Lang, BlindSet>,
    "thirty-fifth": { de: de35, fr: fr35, it: it35, en: en35 } as Record<Lang, BlindSet>,
    "thirty-sixth": { de: de36, fr: fr36, it: it36, en: en36 } as Record<Lang, BlindSet>,
    "thirty-seventh": { de: de37, fr: fr37, it: it37, en: en37 } as Record<Lang, BlindSet>,
    "thirty-eighth": { de: de38, fr: fr38, it: it38, en: en38 } as Record<Lang, BlindSet>,
    "thirty-ninth": { de: de39, fr: fr39, it: it39, en: en39 } as Record<Lang, BlindSet>,
  };
}

export type Verdict = "right" | "handover" | "wrong";

export interface ItemResult {
  id: string;
  question: string;
  kind: BlindItem["kind"];
  verdict: Verdict;
  missing: string[];
  reply: string;
  /** How the reply was made (a card plan, a passage, a computed quote, a hand-over). */
  answerKind: Answer["kind"];
  ms: number;
  unexplained?: string[];
}

/** Right: answered in the visitor's language with every expected fact; wrong: answered without them (or answered an out-of-scope question). */
export function judge(item: BlindItem, answer: Answer, lang: Lang): { verdict: Verdict; missing: string[] } {
  if (item.kind === "out-of-scope") {
    return answer.outcome === "handover"
      ? { verdict: "right", missing: [] }
      : { verdict: "wrong", missing: ["(hand-over)"] };
  }
  if (answer.outcome === "handover") return { verdict: "handover", missing: [] };
  const missing = (item.expect ?? [])
    .filter((group) => !group.some((pattern) => new RegExp(pattern, "iu").test(answer.text)))
    .map((group) => group.join(" | "));
  if (answer.language !== lang) missing.push(`(language ${answer.language})`);
  return { verdict: missing.length === 0 ? "right" : "wrong", missing };
}

/** Asks one item, its earlier turns first (each answered, as in a real chat). */
export function askItem(assistant: Assistant, item: BlindItem, lang: Lang): ItemResult {
  const history: ChatTurn[] = [];
  for (const turn of item.history ?? []) {
    const earlier = assistant.answer({ message: turn, language: lang, history });
    history.push({ role: "user", content: turn }, { role: "assistant", content: earlier.text });
  }
  const started = performance.now();
  const answer = assistant.answer({ message: item.question, language: lang, history });
  const ms = performance.now() - started;
  return {
    id: item.id,
    question: item.question,
    kind: item.kind,
    ...judge(item, answer, lang),
    reply: answer.text,
    answerKind: answer.kind,
    ms,
    unexplained: answer.unexplained,
  };
}

export interface HalfReport {
  lang: Lang;
  half: Half;
  answerable: number;
  right: number;
  handover: number;
  wrong: number;
  outOfScope: number;
  outOfScopeHandedOver: number;
  results: ItemResult[];
}

export function evaluateHalf(assistant: Assistant, set: BlindSet, half: Half): HalfReport {
  const results = set[half].map((item) => askItem(assistant, item, set.lang));
  const answerable = results.filter((r) => r.kind === "answerable");
  const outOfScope = results.filter((r) => r.kind === "out-of-scope");
  return {
    lang: set.lang,
    half,
    answerable: answerable.length,
    right: answerable.filter((r) => r.verdict === "right").length,
    handover: answerable.filter((r) => r.verdict === "handover").length,
    wrong:
      answerable.filter((r) => r.verdict === "wrong").length + outOfScope.filter((r) => r.verdict === "wrong").length,
    outOfScope: outOfScope.length,
    outOfScopeHandedOver: outOfScope.filter((r) => r.verdict === "right").length,
    results,
  };
}
