import { ADVANCE_WORDS, ATTRIBUTE_WORDS, BEST_TIME_WORDS, QUOTE_WORDS } from "./lexicon";
import { findSize } from "./intents/quote";
import type { Reading } from "./reading";
import { asksUnitConversion, dislikesTheResult } from "./understand-words";

/** "Wie lange warte ich auf einen Termin, und wie lange dauert die Reinigung?": two lengths, the wait and the work. */
const HOW_LONG = / (?:wie lange?|combien de temps|quanto tempo|how long)\b/g;

function asksTwoLengths(folded: string): boolean {
  return (folded.match(HOW_LONG) ?? []).length >= 2;
}

/**
 * When something is best done ("Wänn putzt mer am beschte?", "quand est-ce qu'il vaut mieux nettoyer", "quando conviene
 * pulire", "when is it best to …"): the best season, not how soon we come.
 */
const WHEN_BEST =
  /(?:^ ?wenn| wann| quand| quando| when)\b(?: \S+){0,8}? (?:am besten?|le mieux|vaut mieux|meglio|conviene|best|ideal\w*)\b/;

/** Reaching us: a best time to call is the office hours. */
const CALLING = / (?:anrufen|telefonier\w*|erreich\w*|appeler|joindre|telefonar\w*|chiamar\w*|call|ring|phone|reach)\b/;

/** When one can call or reach us; a visit asked about ("when can you come?") is a lead time. */
const WHEN_CALLING =
  /(?:wann|quand|quando|when)\b(?: \S+){0,5}? (?:anrufen|telefon\w*|erreich\w*|appeler|joindre|telefonar\w*|chiamar\w*|call|ring|phone|reach)\b/;

const COMING = / (?:kommen|kommt|vorbei\w*|venir|venez|passer|venire|venite|passare|come|visit) /;

/** Paying named as a verb ("muss ich bezahlen", "lo pago"), not a payment method or an invoice. */
const PAYING_VERBS = ["bezahl", "zahlen", "=payer", "=pagar", "pagarlo", "=pay", "=paye", "=pago", "=paga"];

/** The sum one pays asked ("quanto pago", "how much will I pay"). */
const HOW_MUCH_ONE_PAYS = [
  "quanto pago",
  "quanto pagherei",
  "combien je paie",
  "combien je paierais",
  "how much will i pay",
  "how much would i pay",
  "how much do i pay",
  "wie viel zahle ich",
  "wieviel zahle ich",
];

/**
 * When and how long (the best season or time to call, a lead time, the job's length on site, the wait) and what one
 * pays (the price in all, the quote free, the calculator's conversion, a result not liked). Runs inside `readObjects`,
 * in its order; changes `r` in place. Pure.
 */
export function readTimesAndPayment(r: Reading): void {
  const { message, found, has, drop, namedOnlyThrough } = r;
  if (
    !has("season") &&
    WHEN_BEST.test(r.folded) &&
    !CALLING.test(r.folded) &&
    r.attributes.every((a) => a === "leadTime" || a === "paysOff")
  )
    r.attributes = ["season"];
  // "When is the best time to call you?": the office hours, not a season.
  if (
    has("season") &&
    CALLING.test(r.folded) &&
    namedOnlyThrough(ATTRIBUTE_WORDS.season, (word) => /best|meilleur|miglior|moment|right|giusto|richtig/.test(word))
  )
    r.attributes = ["hours", ...r.attributes.filter((a) => a !== "season" && a !== "hours")];
  // "1 kWc, vous comptez combien de m² ?": the calculator's conversion; a price asked beside it stays asked.
  // A size of several units ("8 kWc, ça fait combien de m² ?") is converted by the quote, which shows the m².
  const sizeNamed = findSize(message);
  if (asksUnitConversion(r.folded) && (sizeNamed === undefined || sizeNamed.size === 1)) {
    const priceToo =
      has("price") && !namedOnlyThrough(ATTRIBUTE_WORDS.price, (word) => /combien|how much|quant|wie ?viel/.test(word));
    r.attributes = priceToo ? ["calculatorInputs", "price"] : ["calculatorInputs"];
  }
  if (dislikesTheResult(r.folded) && !has("guarantee")) r.attributes.unshift("guarantee");
  // "Quanto pago in tutto?": what one pays is the price, not how one pays.
  if (has("price") && has("payment") && found(HOW_MUCH_ONE_PAYS) !== undefined)
    if (namedOnlyThrough(ATTRIBUTE_WORDS.payment, (word) => PAYING_VERBS.includes(word))) drop("payment");
  // "Muss ich für die Offerte bezahlen?", "Il preventivo lo pago?": paying for the quote itself asks whether it is free.
  if (
    has("payment") &&
    found(QUOTE_WORDS) !== undefined &&
    r.services.length === 0 &&
    namedOnlyThrough(ATTRIBUTE_WORDS.payment, (word) => PAYING_VERBS.includes(word)) &&
    r.attributes.every((a) => a === "payment" || a === "quoteHow" || a === "quoteFree")
  )
    r.attributes = ["quoteFree"];
  // "When can I reach you by phone?", "Quando posso chiamarvi?": when one can call is the office hours, not a lead time.
  if (
    has("leadTime") &&
    WHEN_CALLING.test(r.folded) &&
    !COMING.test(r.folded) &&
    namedOnlyThrough(ATTRIBUTE_WORDS.leadTime, (word) => /^=?(?:wann kann|wann konn|quand|quando|when can)$/.test(word))
  ) {
    r.attributes = ["hours", ...r.attributes.filter((a) => a !== "leadTime" && a !== "hours")];
    // "… and on which number?": the number stays asked.
    if (
      !/ (?:nummer|numero|number)s? /.test(r.folded) &&
      namedOnlyThrough(ATTRIBUTE_WORDS.contact, (word) =>
        /anruf|telefon|erreich|appel|joindre|chiam|call|ring|phone|reach/.test(word),
      )
    )
      drop("contact");
  }
  // "Combien de temps à l'avance faut-il réserver au printemps ?": how long before to book, whatever the season.
  if (has("leadTime") && found(ADVANCE_WORDS) !== undefined && !asksTwoLengths(r.folded)) {
    drop("duration");
    // "… et quelle est la meilleure période ?": the best season, asked beside it, stays asked.
    if (found(BEST_TIME_WORDS) === undefined) drop("season");
  }
  // "How long would that take on site?", "Combien de temps pour l'intervention ?": how long the job takes, not how soon
  // we are there.
  if (
    has("duration") &&
    has("responseTime") &&
    !asksTwoLengths(r.folded) &&
    found(["warte", "=wait", "attendre", "attente", "attesa", "aspett"]) === undefined &&
    namedOnlyThrough(ATTRIBUTE_WORDS.responseTime, (word) =>
      ["on site", "vor ort", "intervention", "sul posto", "sur place", "intervento"].includes(word),
    )
  )
    drop("responseTime");
  // "Wie lange ist die Wartezeit?": the wait for an appointment, not how long the cleaning takes.
  if (
    has("leadTime") &&
    has("duration") &&
    found(["warte", "=waiting", "=wait", "attente", "attendre", "attesa", "aspett"]) &&
    !asksTwoLengths(r.folded)
  )
    drop("duration");
}
