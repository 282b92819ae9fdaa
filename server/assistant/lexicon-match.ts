import { ATTRIBUTE_WORDS, SERVICE_WORDS, type Lexicon } from "./lexicon";
import { keywordTokens, withinOneEdit } from "./text";

/**
 * How a lexicon entry is found in a question's folded tokens: a word beginning, a whole word ("=…"), or a phrase; one
 * typo allowed in longer words, never in a word that is itself some lexicon word spelled right. Pure.
 */

/** The same letters with two neighbours swapped ("vaild", "valid"), not at the end. */
function swapsTwoNeighbours(a: string, b: string): boolean {
  if (a.length !== b.length || a === b) return false;
  let i = 0;
  while (a[i] === b[i]) i++;
  // Not the last two letters: "combien" is no typo of "combine".
  return i + 2 < a.length && a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
}

function sameLengthOneOff(a: string, b: string): boolean {
  let differences = 0;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i] && ++differences > 1) return false;
  return true;
}

interface Match {
  at: number;
  /** Indices of the tokens the entry covers. */
  covered: number[];
}

/**
 * `spelledRight`: tokens that are some lexicon word spelled right ("contatto"); they are never read as
 * a typo of another word ("contratto").
 */
function matchEntry(
  entry: string,
  tokens: readonly string[],
  folded: string,
  spelledRight: ReadonlySet<number> = new Set(),
): Match | undefined {
  // "french-speaking" is written "French-speaking" or "French speaking": both fold to two words. Written as one word
  // ("feedin", "email"), it is still found as one below.
  if (/^=?[a-z]+-[a-z-]+$/.test(entry)) {
    const asPhrase = matchEntry(entry.replaceAll("-", " "), tokens, folded, spelledRight);
    if (asPhrase) return asPhrase;
  } else if (entry.includes(" ") || entry.includes("'")) {
    const phrase = entry.startsWith("=") ? entry.slice(1) : entry;
    const phraseTokens = keywordTokens(phrase);
    // The last word of a phrase may begin a longer word ("how much for" in "how much for a…"), unless it is too short
    // to stand for one ("jusqu'où" folds to "ou", which must not match "our").
    // A phrase that folds to almost nothing ("rage's" to "s") would match anywhere.
    if (phraseTokens.join("").length < 3) return undefined;
    const last = phraseTokens.at(-1) ?? "";
    const at = folded.indexOf(` ${phraseTokens.join(" ")}${last.length < 4 ? " " : ""}`);
    if (at < 0) return undefined;
    const first = folded
      .slice(0, at + 1)
      .trim()
      .split(" ")
      .filter(Boolean).length;
    return { at, covered: phraseTokens.map((_, i) => first + i) };
  }
  const whole = entry.startsWith("=");
  const word = keywordTokens(whole ? entry.slice(1) : entry).join("");
  // An entry that folds to one or two letters ("jusqu'a" loses its elided part) would match anything.
  if (word.length < 3 && !whole) return undefined;
  let offset = 1;
  for (const [index, token] of tokens.entries()) {
    // One typo in a longer word (never in its first letter): in the whole word, or as one wrong
    // letter in the beginning of a long compound.
    const typo = word.length >= 7 && token[0] === word[0] && !spelledRight.has(index);
    // Two neighbouring letters typed the wrong way round ("vaild") is a typo in a shorter word too.
    const swapped =
      word.length >= 5 && token[0] === word[0] && !spelledRight.has(index) && swapsTwoNeighbours(token, word);
    const hit = swapped
      ? true
      : whole
        ? token === word || (typo && withinOneEdit(token, word))
        : token.startsWith(word) ||
          (typo &&
            (withinOneEdit(token, word) ||
              (word.length >= 8 &&
                token.length >= word.length &&
                (sameLengthOneOff(token.slice(0, word.length), word) ||
                  withinOneEdit(token.slice(0, word.length - 1), word)))));
    if (hit) return { at: offset, covered: [index] };
    offset += token.length + 1;
  }
  return undefined;
}

export function firstMatch(
  lexicon: Lexicon,
  tokens: readonly string[],
  folded: string,
  covered?: Set<number>,
  spelledRight?: ReadonlySet<number>,
): number | undefined {
  let best: number | undefined;
  for (const entry of lexicon) {
    const match = matchEntry(entry, tokens, folded, spelledRight);
    if (!match) continue;
    for (const index of match.covered) covered?.add(index);
    if (best === undefined || match.at < best) best = match.at;
  }
  return best;
}

/** Every single-word entry of the service and attribute lexicons, folded, with whether it must match whole. */
const ALL_WORDS: readonly { word: string; whole: boolean }[] = [
  ...Object.values(SERVICE_WORDS),
  ...Object.values(ATTRIBUTE_WORDS),
].flatMap((lexicon) =>
  lexicon
    .filter((entry) => !entry.includes(" ") && !entry.includes("'"))
    .map((entry) => {
      const whole = entry.startsWith("=");
      return { word: keywordTokens(whole ? entry.slice(1) : entry).join(""), whole };
    })
    .filter(({ word, whole }) => whole || word.length >= 3),
);

/** Common words one letter away from a lexicon word ("accanto" beside "acconto", "galère" beside "galerie", "Schieberegler" beside "Schiefer"): never read as its typo. */
const WORDS_NOT_TYPOS = new Set([
  "expensive",
  "inexpensive",
  "accanto",
  "mandate",
  "mandare",
  "contiene",
  "contengono",
  "galere",
  "schieberegler",
  "verbier",
]);

/** Indices of the tokens that are a lexicon word spelled right, or a common word that is no typo of one. */
export function spelledRightTokens(tokens: readonly string[]): Set<number> {
  const known = new Set<number>();
  tokens.forEach((token, index) => {
    if (
      WORDS_NOT_TYPOS.has(token) ||
      ALL_WORDS.some(({ word, whole }) => (whole ? token === word : token.startsWith(word)))
    )
      known.add(index);
  });
  return known;
}

/** Whether a message names any entry of a lexicon, read as `understand` reads it, typos included (for a rule outside it). */
export function namesAnyEntry(lexicon: Lexicon, message: string): boolean {
  const tokens = keywordTokens(message);
  return firstMatch(lexicon, tokens, ` ${tokens.join(" ")} `) !== undefined;
}
