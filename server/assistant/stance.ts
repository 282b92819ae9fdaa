import type { AnyCardId } from "./cards";
import { foldForMatching } from "./text";
import { CAN } from "./understand-words";

/**
 * A "yes" before an answer, only where it is safe: the question asks whether something can be done
 * ("Kann ich …?", "Vous pouvez …?", "posso …?", "Can you …?") and is answered by one card that says
 * this is offered. Any other yes/no question gets the card's facts without a stance: a wrong "yes" is
 * worse than none. A "no" likewise, only before a card that denies the claim the question states. Pure.
 */

/** Cards that state that what they describe is offered or possible (a photo by WhatsApp, both jobs in one visit, …). */
export const CONFIRMING_CARDS: ReadonlySet<AnyCardId> = new Set<AnyCardId>([
  "whatsapp",
  "greenRoofWithSolar",
  "roofWithSolar",
  "b2bOperations",
  "insuranceProof",
]);

/** Cards that confirm a claim a yes/no question states: "Sprechen Sie Englisch?" – the site says we advise in English. */
export const CONFIRMED_CLAIMS: ReadonlyMap<AnyCardId, RegExp> = new Map<AnyCardId, RegExp>([
  [
    "languages",
    / (englisch|english|anglais|inglese|deutsch|german|allemand|tedesco|franzosisch|french|francais|francese|italienisch|italian|italien|italiano) /,
  ],
]);

/**
 * Cards that deny a claim visitors ask about, with the words that make the question that claim: the rain card
 * says rain does not keep the panels clean, so "Reicht Regen?", "la pluie suffit pas ?", "isn't rain enough?"
 * are answered "no" (in all four languages a "no" agrees with a negated question's "not enough" too).
 */
export const DENYING_CARDS: ReadonlyMap<AnyCardId, RegExp> = new Map<AnyCardId, RegExp>([
  [
    "rain",
    / (reicht|reichen|genug|genugt|ausreich\w*|suffit|suffisent|suffire|suffisant\w*|assez|basta|bastano|bastare|sufficient\w*|enough) /,
  ],
  // "Kommen dann dauernd Mails?", "will you keep sending me e-mails?": no, one reminder at most.
  [
    "declineQuote",
    / (dauernd|standig|immer wieder|bombard\w*|keep sending|keep emailing|spam\w*|sans cesse|continuellement|harceler|di continuo|continuamente|tempestare) /,
  ],
  // Sedum turned red or brown: "stirbt es?", "c'est grave?", "is it dying?" – no, a protective reaction.
  [
    "sedumColour",
    / (stirbt|abstirbt|absterben|schlimm|kaputt|tot|grave|meurt|mourir|mort|morto|muore|morendo|preoccup\w*|dying|dead|worry|worried) /,
  ],
]);

/** A pressure washer, by name or brand. */
const PRESSURE_WASHER =
  / (hochdruck\w*|karcher|kaercher|dampfstrahler|haute pression|nettoyeur haute|idropulitric\w*|alta pressione|pressure wash\w*|high pressure|jet wash\w*) /;
/** Using it: cleaning, spraying or blasting with it. */
const USING =
  / (benutz\w*|verwend\w*|einsetz\w*|setzt|nehmt|nehmen|abspritz\w*|spritz\w*|utilis\w*|passez|passer|usate|usare|utilizzate|use|using|blast|spray|wash|clean) /;

/** The message folded for matching, "can't" and "don't" read as "not". */
function foldedWithNot(message: string): string {
  return foldForMatching(message.replace(/n['’]t\b/giu, " not"));
}

// Question words of the four languages (folded): a question with one asks for more than yes or no.
const WH =
  / (wie|was|wann|wo|wer|welche|welcher|welches|welchen|wieviel|wieviele|warum|weshalb|wieso|wozu|womit|comment|combien|quand|quel|quelle|quels|quelles|pourquoi|quoi|come|quanto|quanta|quanti|quante|quando|dove|quale|quali|perche|cosa|chi|how|what|when|where|which|why|who|whom) /;

// Asking whether something can be done, in the four languages and Swiss German.

// "Kann ich nicht …?", "can't you": a negated ability turns the stance around.
const NEGATED = / (nicht|kein|keine|pas|non|not|cannot|cant|nt) /;

export function asksWhetherPossible(message: string): boolean {
  const folded = foldedWithNot(message);
  return CAN.test(folded) && !WH.test(folded) && !NEGATED.test(folded);
}

// Coming to or serving a place ("kommt ihr nach Chur?", "venez-vous à Yverdon?", "do you cover Zug?").
const COMES_OR_SERVES =
  / (kommt ihr|kommen sie|kommt|kommen|chomed|chomit|bedient|bedienen|deckt|venez|venir|desservez|intervenez|travaillez|venite|venire|servite|lavorate|arrivate|come|cover|serve|work in|go to|travel to) /;

/** Whether the question asks, to be answered yes or no, whether we come to a place. */
export function asksWhetherWeCome(message: string): boolean {
  const folded = foldedWithNot(message);
  return COMES_OR_SERVES.test(folded) && !WH.test(folded) && !NEGATED.test(folded);
}

/** Whether the answer from this card may begin with "no": a yes/no question that states the claim the card denies. */
export function denies(message: string, cards: readonly AnyCardId[]): boolean {
  // "Darf ich die Module selber mit dem Kärcher abspritzen?", "vous passez au Kärcher ?": using a pressure washer on
  // the panels, ours or the visitor's, is a no.
  if (
    cards.length > 0 &&
    cards.every((card) => card === "highPressure" || card === "doItYourself") &&
    cards.includes("highPressure")
  ) {
    const folded = foldedWithNot(message);
    return PRESSURE_WASHER.test(folded) && USING.test(folded) && !WH.test(folded) && !NEGATED.test(folded);
  }
  if (cards.length !== 1) return false;
  const claim = DENYING_CARDS.get(cards[0]!);
  const folded = foldForMatching(message);
  return claim !== undefined && claim.test(folded) && !WH.test(folded);
}

/** Whether the answer from these cards may begin with "yes". */
/**
 * Cards that confirm one kind of can-question only: the quote calculator takes the size in m², kWp or number of
 * panels, so "Geht es auch mit der Anzahl Module?" is a yes, while "Can I get a quote without my address?" is not.
 */
const SIZE_IN_PANELS_OR_KWP =
  / (anzahl (?:der )?module\w*|anzahl (?:der )?panels?|kwp|kwc|nombre de (?:panneaux|modules)|numero (?:di|dei) (?:moduli|pannelli)|number of (?:panels|modules)|how many panels) /;

export const CONFIRMING_WHEN: ReadonlyMap<AnyCardId, RegExp> = new Map<AnyCardId, RegExp>([
  ["quoteHowItWorks", SIZE_IN_PANELS_OR_KWP],
  // The calculator's inputs card says it takes m², kWp or the number of panels.
  ["calculatorInputs", SIZE_IN_PANELS_OR_KWP],
]);

export function confirms(message: string, cards: readonly AnyCardId[]): boolean {
  if (cards.length !== 1) return false;
  if (CONFIRMING_CARDS.has(cards[0]!) && asksWhetherPossible(message)) return true;
  const when = CONFIRMING_WHEN.get(cards[0]!);
  if (when?.test(foldForMatching(message)) && asksWhetherPossible(message)) return true;
  const claim = CONFIRMED_CLAIMS.get(cards[0]!);
  const folded = foldedWithNot(message);
  return claim !== undefined && claim.test(folded) && !WH.test(folded) && !NEGATED.test(folded);
}
