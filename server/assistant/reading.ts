import type { Attribute, Service } from "./asked";
import type { Lexicon } from "./lexicon";

export interface UnderstandOptions {
  /** A size is known from an earlier turn: a roof type now says what the quote's panels sit on. */
  sizeKnown?: boolean;
  /** The previous turn was about the panels: a roof type named now is the roof they sit on. */
  panelsBefore?: boolean;
  /** The previous turn was about the quote: "do I get it by e-mail?" asks how the quote comes. */
  quoteBefore?: boolean;
}

/**
 * A message being read: its words, the services and attributes the lexicon found so far, and the lookups the readings
 * of shared words use. `understand` builds it; `readAttributePairs`, `readQuoteAndContext` and `readObjects` then
 * change `services` and `attributes` in that order.
 */
export interface Reading {
  readonly message: string;
  readonly options: UnderstandOptions;
  /** The message's accent-folded words, with the heads of German compounds as words of their own. */
  readonly tokens: readonly string[];
  /** The tokens joined, with a space at each end, for phrase and pattern tests. */
  readonly folded: string;
  services: Service[];
  attributes: Attribute[];
  /** Where the lexicon's first word is found among the tokens, if anywhere; the words found count as explained. */
  found(lexicon: Lexicon): number | undefined;
  /** The lexicon is named only through the given words ("Team", not "gegründet"): nothing else of it is found. */
  namedOnlyThrough(lexicon: Lexicon, through: (word: string) => boolean): boolean;
  has(attribute: Attribute): boolean;
  drop(attribute: Attribute): void;
}
