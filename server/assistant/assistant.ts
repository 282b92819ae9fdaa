import { languages, type Lang } from "#app/lib/i18n";
import { assistantCopy } from "#app/content/assistant";
import { readConversation } from "./conversation";
import { buildPassages, type Passage } from "./corpus";
import { contextWordsFor } from "./context-words";
import { readFollowUp } from "./follow-up";
import { findKwp } from "./intents/loss";
import { ownUseQuestion } from "./intents/own-use";
import { namesYieldCalculator } from "./intents/yield-calculator";
import { unexplainedContent } from "./coverage";
import { handoverTopic, hasExplicitDate } from "./handover";
import { findPlace } from "./intents/city";
import { findRoofType, findSize, PLAIN_NAME } from "./intents/quote";
import { chooseLanguage } from "./language";
import { toStandardGerman } from "./swiss-german";
import { areaOf, continuesEarlier, INSURANCE_NOUN, isGreeting, namedPlaces, swissNumbers } from "./message-cues";
import { outOfScope } from "./out-of-scope";
import { cleaningAreaM2 } from "#app/domain/pricing";
import { planAnswer, type Slots } from "./plan-answer";
import { createReplyWriter } from "./replies";
import { buildLanguageIndex, type LanguageIndex } from "./search-index";
import { foldForMatching, keywordTokens } from "./text";
import type { Answer, AskInput, Assistant, AssistantOptions, AssistantStats, Consideration } from "./types";
import type { Understanding } from "./asked";
import { understand } from "./understand";
import {
  ADDED_SIZE,
  APPOINTMENT,
  COMPANY_FIGURES,
  DO_YOU_DO,
  LARGER,
  PER_AREA,
  RADIUS,
  SEVERAL_SITES,
  STATED_PERCENT,
  ASKS_THE_RATE,
  TODAY_AS_CONDITION,
  TODAY_AS_NOW,
} from "./turn-cues";

/**
 * The embedded answerer (no external service, no I/O): computed answers for quotes, city
 * response times and yearly losses; retrieval over the site's own passages for the rest;
 * a hand-over to a person below a calibrated coverage, for discounts, dates and promises.
 * Every answer links the page it comes from and carries its grounding: the passages and
 * computed facts it was made from, which an optional language model must stay within.
 */
export type {
  Answer,
  AnswerKind,
  AnswerOutcome,
  AskInput,
  Assistant,
  AssistantOptions,
  AssistantStats,
  ChatTurn,
  Consideration,
} from "./types";

/**
 * Below this share of the question's (rarity-weighted) words found in the best passage,
 * the assistant hands over. Calibrated on the evaluation set (server/assistant/eval).
 */
export const MIN_COVERAGE = 0.6;

/**
 * More words of the question than this that the site uses but the planned answer does not
 * contain: the answer is likely about something else, and a person answers instead. Chosen on
 * the blind set's tuning half (one such word is often a synonym or a detail; two rarely are).
 */
export const MAX_UNCOVERED = 1;

export function createAssistant(options: AssistantOptions): Assistant {
  const { company } = options;
  const origin = options.siteUrl?.replace(/\/$/, "") ?? "";
  const started = performance.now();
  const passages = Object.fromEntries(languages.map((lang) => [lang, buildPassages(lang, company)])) as Record<
    Lang,
    Passage[]
  >;
  const indexes = Object.fromEntries(
    languages.map((lang) => [lang, buildLanguageIndex(lang, passages[lang])]),
  ) as Record<Lang, LanguageIndex>;
  const stats: AssistantStats = {
    passages: Object.fromEntries(languages.map((lang) => [lang, passages[lang].length])) as Record<Lang, number>,
    buildMs: Math.round(performance.now() - started),
  };

  const { handover, searchAnswer, composed } = createReplyWriter(company, origin, indexes);

  /**
   * What the answerer decides; with `considered`, it also keeps what it decided against (a planned reply whose words
   * fall short of the question) and whether a rule decided (a discount, a date, a topic for a person), which no model
   * may overrule.
   */
  function decide(input: AskInput, considered?: { alternatives: Answer[]; byRule: boolean; message: string }): Answer {
    const { message, lang } = readMessage(input);
    if (considered) considered.message = message;
    const folded = foldForMatching(message);
    const copy = assistantCopy[lang];

    const conversation = readConversation(input.history, lang === "de" ? toStandardGerman : undefined);
    const earlier = conversation.subject;
    let understood: Understanding = understand(message, {
      sizeKnown: conversation.size !== undefined,
      panelsBefore: earlier?.services.includes("solar") === true,
      quoteBefore: earlier?.mentionsQuote === true || earlier?.attributes.includes("quoteHow") === true,
    });

    const topic = handoverTopic(message);
    // "Und am Samstag?" after the office hours, "siete aperti il sabato?": a question about the hours, not a date.
    const asksHours =
      understood.attributes.includes("hours") ||
      (earlier?.attributes.includes("hours") && understood.attributes.length === 0);
    // Volume conditions for several buildings are on the business page; any other discount goes to a person.
    const asksVolume =
      topic === "discount" &&
      (understood.services.includes("b2b") ||
        SEVERAL_SITES.test(folded) ||
        earlier?.services.includes("b2b") === true ||
        earlier?.attributes.includes("contracts") === true) &&
      !STATED_PERCENT.test(message) &&
      !ASKS_THE_RATE.test(folded);
    // "Ist ein Flachdach billiger?": a roof type compared in price asks the roof factor, not for a discount.
    // "Does it get cheaper per m² above 100 m²?": the rate per m² falling with the size, not a discount either ("cheaper
    // per m² for us?" is one).
    const comparesRoofTypes =
      topic === "discount" &&
      (understood.attributes.includes("priceComposition") || understood.attributes.includes("roofFactor")) &&
      (findRoofType(message) !== undefined ||
        (PER_AREA.test(folded) && (boundedSizes(message).length > 0 || LARGER.test(folded))));
    // "If I write today, how long till someone answers?": a day named with the reply time asks that time, not a date;
    // "si je vous contacte aujourd'hui, vous venez quand ?": today as the condition of a lead time asks that lead time.
    // "Sturmschaden am Wochenende – wie erreiche ich euch?": an emergency names the day it happened, not a date to agree.
    const asksReplyTime =
      understood.attributes.includes("replyTime") ||
      understood.attributes.includes("emergency") ||
      (understood.attributes.includes("leadTime") && TODAY_AS_CONDITION.test(folded));
    // "Quanti team avete oggi?": today as now, said of the company, asks no date; another day named still does.
    const asksAboutUs =
      understood.attributes.includes("company") &&
      !understood.attributes.includes("leadTime") &&
      COMPANY_FIGURES.test(folded) &&
      handoverTopic(message.replace(TODAY_AS_NOW, " ")) !== "date";
    if (
      topic &&
      !(topic === "date" && (asksHours || asksReplyTime || asksAboutUs) && !hasExplicitDate(message)) &&
      !asksVolume &&
      !comparesRoofTypes
    ) {
      if (considered) considered.byRule = true;
      return handover(lang, topic);
    }
    // The business contracts state the volume discount; a minimum area asked with it stays asked.
    if (asksVolume)
      understood = {
        ...understood,
        attributes: [...understood.attributes.filter((a) => a !== "price" && a !== "contracts"), "contracts"],
      };
    if (outOfScope(message)) {
      if (considered) considered.byRule = true;
      return handover(lang, "outOfScope");
    }
    let roofType = findRoofType(message);
    const placeNamed = findPlace(message, lang);
    let place = placeNamed;
    let size = findSize(message);
    /** The earlier turn whose system is priced for its loss now: where the system stands is read there too. */
    let lossTurn: string | undefined;
    // "Vous faites les toits végétalisés vers Lausanne, et combien de passages ?": whether we do it at the place named
    // is asked beside the rest.
    if (
      placeNamed &&
      DO_YOU_DO.test(folded) &&
      understood.services.length > 0 &&
      understood.attributes.length > 0 &&
      !understood.attributes.includes("regions")
    )
      understood = { ...understood, attributes: ["regions", ...understood.attributes] };
    else if (DO_YOU_DO.test(folded) && understood.services.length > 0 && understood.attributes.length > 0)
      understood = { ...understood, asksWhetherOffered: true };
    // "Was kostet der m² bei Anlagen unter 100 m²?": a size after "unter", "up to", "dès" bounds a price band; it is not
    // the visitor's system.
    const bounds = boundedSizes(message);
    // "15 Standorte mit zusammen über 5000 m²: welcher Vertrag?": a bound on the visitor's own area still sizes a contract.
    if (size && bounds.includes(size.size) && !understood.attributes.includes("contracts")) {
      // "Der Rechner geht nur bis 500 m². Unsere Halle hat 650 m²": a size stated after the bound is the visitor's.
      const bound = size.size;
      const after = findSize(message.slice(message.search(new RegExp(`${bound}(?!\\d)`, "u")) + String(bound).length));
      size = after && !bounds.includes(after.size) ? after : undefined;
      if (!size && understood.attributes.includes("price"))
        understood = {
          ...understood,
          attributes: [...understood.attributes.filter((a) => a !== "price"), "priceComposition"],
        };
    }
    // "What does 100 m² cost?" – "and 101 m²? it gets cheaper per m² above 100, I heard": the new size is priced beside
    // the rate.
    if (
      size &&
      earlier?.attributes.includes("price") &&
      understood.attributes.includes("priceComposition") &&
      !understood.attributes.includes("price")
    )
      understood = { ...understood, attributes: ["price", ...understood.attributes] };
    // "Le prix au m² au-dessus de 2000 m² ?" – "e per quelli piccoli fino a 100?": a bound after a rate asks the rate
    // of that band, not how far we go.
    if (
      earlier?.attributes.includes("priceComposition") &&
      understood.attributes.every((a) => a === "regions") &&
      boundedRateAreas(message).length > 0 &&
      !/\bkm\b|kilom/iu.test(message)
    )
      understood = { ...understood, attributes: ["priceComposition"] };
    /** The previous question carried on under a condition only ("Und wenn …?"): the reply must speak of all of it. */
    let carriedOn = false;
    let followsUp = false;
    if (earlier) {
      const slotOnly = Boolean(place || roofType || size || understood.services.length > 0);
      const asksNothing = understood.attributes.length === 0 && !understood.mentionsQuote;
      // "jusqu'à combien ?", "and how much?" after the insurance: a bare how-much asks it of the subject before.
      const bareHowMuch =
        understood.attributes.length === 1 &&
        (understood.attributes[0] === "price" || understood.attributes[0] === "priceComposition") &&
        !slotOnly &&
        keywordTokens(message).length <= 4 &&
        // "What does it cost?" names the price itself: the subject's price, not a sum of what was asked before.
        !NAMES_THE_PRICE.test(folded) &&
        earlier.attributes.length > 0 &&
        !earlier.attributes.includes("price") &&
        !conversation.size;
      // "Und in Luzern?", "and on a flat roof?": the subject of the previous turn, with the new slot; "Und wenn …?",
      // "et si …?", "and what if …?", or a remark that names nothing asked ("we have big trees in the garden"): the
      // previous question under a new condition (the coverage check below hands over when the condition is something
      // the answer does not speak of).
      if ((asksNothing && (slotOnly || continuesEarlier(message) || understood.services.length === 0)) || bareHowMuch) {
        carriedOn = !slotOnly && !bareHowMuch;
        followsUp = true;
        // "30 Module auf Ziegeln?" – "Und mit Blechdach?": a roof type after a size is priced again; after a price without
        // a size ("Was kostet die Solarreinigung?" – "und auf einem Blechdach?"), the roof type's surcharge is asked.
        const repricesQuote = roofType !== undefined && !size && conversation.size !== undefined;
        const asksRoofFactor =
          roofType !== undefined &&
          !size &&
          !conversation.size &&
          earlier.attributes.some((a) => a === "price" || a === "priceComposition");
        // "Ist die Reinigung auf dem Flachdach günstiger?" – "und auf einem Blechdach?": the roof the panels sit on, not
        // a roof to clean, unless the turn before was about a roof cleaning.
        const roofOfThePanels =
          asksRoofFactor && understood.services.every((s) => s === "roof") && !earlier.services.includes("roof");
        understood = {
          ...understood,
          attributes: repricesQuote ? ["price"] : asksRoofFactor ? ["priceComposition"] : earlier.attributes,
          services: understood.services.length > 0 && !roofOfThePanels ? understood.services : earlier.services,
        };
      } else if (understood.services.length === 0) {
        understood = { ...understood, services: earlier.services };
      }
    }
    const followUp = readFollowUp(understood, earlier, message, folded);
    understood = followUp.understood;
    if (followUp.proofAsked) carriedOn = false;
    // "Und wie viel kostet das inkl. MwSt?" after "60 kWp" and "ein Blechdach": the system stated earlier is priced,
    // unless another object is now named (a roof's or gutter's size is not the panels').
    const pricesPanels =
      !understood.services.some((s) => s === "roof" || s === "gutter" || s === "greenRoof") &&
      (followsUp || understood.attributes.some((a) => a === "price" || a === "vat"));
    // "et si j'en rajoute 10 de plus?", "and with 10 more panels?": the system before, grown by that many.
    const added = conversation.size && pricesPanels ? ADDED_SIZE.exec(message) : null;
    if (added && conversation.size) {
      size = { ...conversation.size, size: conversation.size.size + Number(added[1] ?? added[2]) };
      roofType ??= conversation.roofType;
    } else if (!size && conversation.size && pricesPanels) {
      size = conversation.size;
      roofType ??= conversation.roofType;
    } else if (
      // "Mein Dach hat 180 m², was kostet die Dachreinigung?" – "Und mit MWST?": the roof's area stated before.
      !size &&
      conversation.size?.unit === "m2" &&
      earlier?.services.includes("roof") &&
      understood.services.includes("roof") &&
      understood.attributes.some((a) => a === "price" || a === "vat")
    ) {
      size = conversation.size;
    } else if (!size && conversation.size?.unit === "kwp" && understood.attributes.includes("loss")) {
      // "(J'ai 50 kWc près d'une ferme.) Et je perds combien d'après votre calculateur ?": the loss of the system stated
      // before, where it stands then; the calculator named is the loss calculator, not the quote's.
      size = conversation.size;
      lossTurn = conversation.kwpTurn;
      understood = { ...understood, attributes: understood.attributes.filter((a) => a !== "quoteHow") };
    }
    // "Und im Notfall, wie schnell seid ihr dort?" after a question about Lucerne: the place named before.
    const asksOfAPlace = understood.attributes.some((a) => a === "emergency" || a === "responseTime");
    if (!place && conversation.placeTurn && (followsUp || asksOfAPlace))
      place = findPlace(conversation.placeTurn, lang);
    // "Do you cover Lucerne?", "Deckt ihr Luzern ab?": with a place and no word of insurance or damage, covering a
    // place is serving it.
    if (place && understood.attributes.includes("insurance") && !INSURANCE_NOUN.test(folded)) {
      understood = {
        ...understood,
        attributes: understood.attributes.map((a) => (a === "insurance" ? "regions" : a)),
      };
    }
    // "Macht ihr Aufträge in Genf?", "do you take jobs in Lugano?": jobs in a place, without a quote named, ask whether
    // we serve it, not how to place an order.
    if (
      place &&
      !understood.mentionsQuote &&
      understood.attributes.length === 1 &&
      understood.attributes[0] === "order"
    )
      understood = { ...understood, attributes: ["regions"] };
    // A place turns "how soon" into the place's response time.
    const howSoon = (a: string) => a === "leadTime" || a === "replyTime" || (a === "duration" && !size);
    if (place && understood.attributes.some(howSoon)) {
      // "Kommt ihr nach Zürich, und wann hätted ihr Zeit?": an appointment asked for keeps its lead time beside the place's
      // call-out time; "vous répondez en combien de temps ?" may ask the reply to a message as much as the call-out, so
      // both are said (an English "respond" is coming out).
      // An appointment named beside an emergency ("wie schnell bekomme ich einen Termin, und bei einem Notfall?") is
      // asked too.
      const keepsLeadTime =
        understood.attributes.includes("leadTime") &&
        (!understood.attributes.includes("emergency") || APPOINTMENT.test(folded));
      const keepsReplyTime = understood.attributes.includes("replyTime") && !/ respond/.test(folded);
      understood = {
        ...understood,
        attributes: [
          ...(keepsLeadTime ? (["leadTime"] as const) : []),
          ...understood.attributes.map((a) => (howSoon(a) ? "responseTime" : a)),
          ...(keepsReplyTime ? (["replyTime"] as const) : []),
        ],
      };
    }
    const slots: Slots = {
      size,
      roofType,
      place: place ? { region: place.region } : undefined,
      kwp: size?.unit === "kwp" ? size.size : undefined,
      kwpTurn: lossTurn,
      area: areaOf(message),
      radius: RADIUS.test(folded),
      intensive: INTENSIVE_PLANTING.test(folded),
      withVat: understood.attributes.includes("vat"),
      // "Et au-dessus de 2000 m², ça descend à combien ?", "and per m² at 400 m²?": the rate of that area's band.
      rateAreas: understood.attributes.every((a) => a === "priceComposition" || a === "price" || a === "vat")
        ? rateAreas(message, size)
        : undefined,
    };
    // "A roof terrace with lawn and shrubs: how many visits?": plants on a roof make it a green roof, not a roof to clean.
    if (
      ROOF_PLANTING.test(folded) &&
      understood.services.includes("roof") &&
      !understood.services.includes("greenRoof")
    )
      understood = { ...understood, services: understood.services.map((s) => (s === "roof" ? "greenRoof" : s)) };
    // "Und wenn wir 30 % selber brauchen, Netzstrom 25 Rappen?": the loss, with the power used on site bought back.
    const ownUse = ownUseQuestion(message, findKwp(message), {
      kwp: conversation.size?.unit === "kwp" ? conversation.size.size : undefined,
      turn: conversation.kwpTurn,
    });
    if (ownUse) {
      understood = { ...understood, attributes: ["loss"] };
      // The sum speaks of the condition in its own words ("l'électricité" for "le courant").
      carriedOn = false;
    }
    // "Ertragsrechner auf der Solarseite: 10 kWp, Landwirtschaft – was verliere ich?": that calculator's own figures.
    if (slots.kwp !== undefined && !ownUse && namesYieldCalculator(message))
      understood = { ...understood, attributes: ["loss"], mentionsQuote: false };
    const steps = planAnswer(understood, ownUse ? { ...slots, kwp: ownUse.kwp } : slots);
    const placeWords = placeNamed
      ? keywordTokens(message).filter((token) => !` ${placeNamed.rest} `.includes(` ${token} `))
      : [];
    // "Do you work in Pully?": a town the site does not list is still a place, for a question about places.
    const asksAboutPlaces = understood.attributes.some(
      (a) => a === "regions" || a === "responseTime" || a === "travel",
    );
    const townWords = asksAboutPlaces ? namedPlaces(message) : [];
    // "Lavorate a Bellinzona?", "Kommt ihr nach Olten?": with a place named, working or coming there asks if we serve it.
    const serveWords = place ? SERVING_VERBS : [];
    const leftover = unexplainedContent(understood.unexplained, [
      ...placeWords,
      ...(message.match(PLAIN_NAME) ?? []),
      ...townWords,
      ...serveWords,
      ...(roofType ? ROOF_TYPE_WORDS : []),
      ...(slots.intensive ? INTENSIVE_PLANTING_WORDS : []),
      ...contextWordsFor(understood.attributes),
    ]);
    const index = indexes[lang];
    const leftoverText = leftover.join(" ");
    const unknownLeftover = new Set(index.unknownTerms(leftoverText));
    /** Words of the question that the site uses but a reply does not cover: the reply may be about something else. */
    const uncoveredBy = (text: string) => {
      const replyTerms = new Set(index.terms(text));
      return index.terms(leftoverText).filter((term) => !unknownLeftover.has(term) && !saysTerm(replyTerms, term));
    };
    let uncoveredByPlan: string[] | undefined;
    if (steps.length > 0) {
      const reply = ownUse
        ? composed(lang, steps, ownUse.message, { ...slots, kwp: ownUse.kwp }, place)
        : composed(lang, steps, message, slots, place);
      // "Was kostet die Pflege unseres Gründachs, genau?", "what would our 300 m² green roof cost a year?": the site has
      // no price for it, and an exact one, or one for a given roof, only the team can make; the card says how the price
      // is made, the team gives it.
      const pricesAJob =
        EXACT_PRICE.test(folded) ||
        (understood.attributes.includes("price") && (slots.size !== undefined || A_LENGTH.test(message)));
      if (
        steps.every((step) => step.kind === "card") &&
        steps.some((step) => step.kind === "card" && UNPRICED_SERVICES.has(step.card)) &&
        pricesAJob
      ) {
        const withoutLink = reply.text.replace(/\s*\[[^\]]*\]\([^)]*\)\s*$/u, "");
        const promise = handover(lang, "exactPrice", withoutLink);
        return { ...promise, grounding: [...reply.grounding, ...promise.grounding] };
      }
      const uncovered = uncoveredBy(reply.text);
      // A condition added to the previous question must be spoken of, each of its words, known to the site or not.
      const replyTerms = new Set(index.terms(reply.text));
      const conditionLeftOut = carriedOn && index.terms(leftoverText).some((term) => !saysTerm(replyTerms, term));
      if (conditionLeftOut) {
        considered?.alternatives.push(reply);
        return { ...handover(lang), unexplained: uncovered };
      }
      // Without an attribute understood, the answer comes from a slot or the service alone (a place's call-out time, a
      // service's overview): every word of the question must then be covered, or a person answers –
      // every word of the question, also one the site never uses ("Gibt es in Olten einen Bonus?"), must then be covered.
      const decidedBySlot = understood.attributes.length === 0 && !understood.mentionsQuote;
      if (decidedBySlot) {
        const unsaid = index.terms(leftoverText).filter((term) => !saysTerm(replyTerms, term));
        if (unsaid.length === 0) return { ...reply, unexplained: uncovered };
      } else if (uncovered.length <= MAX_UNCOVERED) return { ...reply, unexplained: uncovered };
      considered?.alternatives.push(reply);
      // The planned reply leaves out what the question is about: the site's own passage on it, or a person. A
      // question with a figure to compute goes to a person: a passage does not compute it.
      if (slots.size || slots.kwp !== undefined) return { ...handover(lang), unexplained: uncovered };
      uncoveredByPlan = uncovered;
    }

    const hits = index.search(message, 3);
    const best = hits[0];
    // Words the site never uses outnumbering those it does: a question about something else ("Wärmepumpen").
    const unknown = index.unknownTerms(message).length;
    const known = index.terms(message).length - unknown;
    if (best && best.coverage >= MIN_COVERAGE && unknown < known) {
      // After a plan that missed the point, the passage must cover what the plan left out.
      const passageUncovered = uncoveredByPlan && uncoveredBy(`${best.passage.title} ${best.passage.text}`);
      if (!passageUncovered || passageUncovered.length === 0) return searchAnswer(lang, best, message);
    }
    if (uncoveredByPlan) return { ...handover(lang), unexplained: uncoveredByPlan };

    if (isGreeting(message)) {
      return { text: copy.greeting, language: lang, kind: "greeting", outcome: "answered", grounding: [] };
    }
    return handover(lang);
  }

  function consider(input: AskInput): Consideration {
    const considered = { alternatives: [] as Answer[], byRule: false, message: "" };
    const answer = decide(input, considered);
    const lang = answer.language;
    const handoverAnswer = answer.outcome === "handover" ? answer : handover(lang);
    if (considered.byRule || answer.kind === "greeting") return { answer, candidates: [], handover: handoverAnswer };
    const { message } = considered;
    const passages = indexes[lang]
      .search(message, CANDIDATE_PASSAGES)
      .filter((hit) => hit.coverage >= MIN_CANDIDATE_COVERAGE)
      .map((hit) => searchAnswer(lang, hit, message));
    const seen = new Set<string>();
    const candidates = [...(answer.outcome === "answered" ? [answer] : []), ...considered.alternatives, ...passages]
      .filter((candidate) => !seen.has(candidate.text) && Boolean(seen.add(candidate.text)))
      .slice(0, MAX_CANDIDATES);
    return { answer, candidates, handover: handoverAnswer };
  }

  return { answer: (input) => decide(input), consider, stats };
}

/** The message as the answerer reads it, and the answer's language: Swiss French tens as digits, Swiss German in
 * Standard German for a German answer. */
function readMessage(input: AskInput): { message: string; lang: Lang } {
  const message = swissNumbers(input.message.trim().slice(0, 2000));
  const lang = chooseLanguage(message, input.language);
  return { message: lang === "de" ? toStandardGerman(message) : message, lang };
}

/** Passages of the site offered to a model beside the planned answer, and the least share of the question they must hold. */
const CANDIDATE_PASSAGES = 3;
const MIN_CANDIDATE_COVERAGE = 0.3;
/** At most this many answers for a model to choose from: the planned one, one it fell short with, the best passages. */
const MAX_CANDIDATES = 4;

/** The cards of services the site quotes only on request (no price list). */
const UNPRICED_SERVICES: ReadonlySet<string> = new Set(["gutterPrice", "greenRoofPrice"]);

/** An exact or binding price asked: "genau", "verbindlich", "prix ferme", "prezzo esatto", "binding price". */
/**
 * "about 35 m of gutters", "30 metri di grondaia": a gutter's length, the measure its price depends on, given for a price
 * of that job (a house named alone still gets how the price is made).
 */
const A_LENGTH = /\d\s?(?:m|meter|metres?|meters?|mètres?|metri|laufmeter|lfm)(?![²2\p{L}])/iu;
const EXACT_PRICE =
  / (genau|exakt|verbindlich\w*|ferme|exact|exacte|exactement|precis|precise|esatto|esatta|preciso|precisa|vincolante|binding|exactly|firm|fixe|fixer|fix|fisso|fixed) /;

// prettier-ignore
const SERVING_VERBS = [
  "arbeitet", "arbeiten", "tatig", "kommt", "kommen", "fahrt", "travaillez", "venez", "intervenez", "servez", "montez", "actifs", "lavorate", "attivi",
  "venite", "intervenite", "servite", "work", "come", "serve", "operate",
];

/** Plants on a roof ("Rasen und Stauden", "lawn, shrubs and perennials", "toit jardin"): a green roof. */
// prettier-ignore
const PLANTS_ON_A_ROOF = [
  "rasen", "straucher", "stauden", "dachgarten", "gazon", "arbustes", "vivaces", "toit jardin", "prato", "arbusti",
  "perenni", "tetto giardino", "lawn", "shrubs", "perennials", "roof garden",
];
/** An intensive green roof: named so, a roof terrace, or its plants. */
// prettier-ignore
const INTENSIVE_ROOF = [
  "intensiv", "intensive", "intensives", "intensivo", "intensiva", "intensivi", "dachterrasse", "terrazza",
  "roof terrace", "toit terrasse", ...PLANTS_ON_A_ROOF,
];
const anyOf = (words: readonly string[]) => new RegExp(` (${words.join("|")}) `);
const ROOF_PLANTING = anyOf(PLANTS_ON_A_ROOF);
const INTENSIVE_PLANTING = anyOf(INTENSIVE_ROOF);
/** The words the intensive slot explains, for the coverage check: the single words above, and the garden itself. */
const INTENSIVE_PLANTING_WORDS = [
  ...INTENSIVE_ROOF.filter((word) => !word.includes(" ")),
  "terrace",
  "garden",
  "jardin",
  "giardino",
];

/** The words that name a roof type, which the quote's roof slot explains ("auf Ziegeln", "sur tuiles", "flat garage roof"). */
// prettier-ignore
const ROOF_TYPE_WORDS = [
  "ziegel", "ziegeln", "ziegeldach", "flach", "flachdach", "blech", "blechdach", "tuile", "tuiles", "plat", "tole",
  "tegola", "tegole", "coppi", "piano", "lamiera", "tiled", "tile", "tiles", "flat", "metal", "sheet", "corrugated",
];

/**
 * Whether a reply's terms say a term of the question, also as part of a compound: "Waldrand" is spoken of where the
 * reply says "Wald", "Dachrinnenreinigung" where it says "Dachrinne" (German writes compounds as one word).
 */
function saysTerm(replyTerms: ReadonlySet<string>, term: string): boolean {
  if (replyTerms.has(term)) return true;
  // A compound says its first part: "Betrieb" is said by "Betriebsunterbruch".
  if (term.length >= 6)
    for (const said of replyTerms) if (said.length > term.length && said.startsWith(term)) return true;
  if (term.length < 7) return false;
  for (const said of replyTerms) if (said.length >= 4 && term.startsWith(said)) return true;
  return false;
}

/**
 * A bound before a size: "unter 100 m²", "up to 200 m2", "dès 2000 m²", "sotto i 100 m2", and a calculator's limit
 * ("the slider stops at 500 m²", "max. 500").
 */
const SIZE_BOUND =
  /(?<![\p{L}\d])(?:unter|bis|ab|über|uber|under|below|up to|over|above|less than|more than|moins de|plus de|jusqu['’]à|jusqu['’]a|dès|au-delà de|au-dessus de|sotto(?: i)?|sopra(?: i)?|fino a(?:i)?|oltre(?: i)?|meno di|più di|piu di|stops at|ends at|max(?:imum|\.)?|massimo)\s+(\d[\d'’]*(?:[.,]\d+)?)/giu;

/** The price named by a verb or a noun ("what does it cost?", "le prix ?"), not a bare "how much". */
const NAMES_THE_PRICE = / (?:cost|costs|kostet|kosten|coute|coutent|cout|costa|costano|price|prix|preis|prezzo) /;

const ABOVE_BOUND =
  /^(?:ab|über|uber|over|above|more than|plus de|dès|au-delà de|au-dessus de|oltre(?: i)?|sopra(?: i)?|più di|piu di)$/iu;
const BELOW_BOUND = /^(?:unter|under|below|less than|moins de|sotto(?: i)?|meno di)$/iu;
const UP_TO_BOUND = /^(?:bis|up to|jusqu['’]à|jusqu['’]a|fino a(?:i)?)$/iu;

/**
 * The areas whose rate a bound asks ("au-dessus de 2000 m²" is in the band above 2'000, "unter 100 m²" in the one below
 * 100); a calculator's limit ("stops at 500") asks no rate.
 */
function boundedRateAreas(message: string): number[] {
  return sizeBounds(message).flatMap(({ word, bound }) => {
    if (ABOVE_BOUND.test(word)) return [bound + 0.5];
    if (BELOW_BOUND.test(word)) return [bound - 0.5];
    return UP_TO_BOUND.test(word) ? [bound] : [];
  });
}

/** The areas whose rate is asked: the bands a bound names, else the visitor's own size. */
function rateAreas(message: string, size: Slots["size"]): Slots["rateAreas"] {
  const bounds = boundedRateAreas(message);
  if (bounds.length > 0) return bounds.map((areaM2) => ({ areaM2 }));
  return size ? [{ areaM2: cleaningAreaM2(size.size, size.unit), named: true }] : undefined;
}

/** Each bound word with the number it stands before ("unter 100 m²" gives "unter" and 100). */
function sizeBounds(message: string): { word: string; bound: number }[] {
  return [...message.matchAll(SIZE_BOUND)].map((match) => ({
    word: match[0].slice(0, match[0].length - match[1]!.length).trim(),
    bound: Number(match[1]!.replace(/['’]/g, "").replace(",", ".")),
  }));
}

/** The numbers a bound word stands before ("unter 100 m²" gives 100; "Dachrechner geht nur bis 500" gives 500). */
function boundedSizes(message: string): number[] {
  return sizeBounds(message).map(({ bound }) => bound);
}
