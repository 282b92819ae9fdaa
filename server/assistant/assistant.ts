import { pageContents } from "#app/content/pages/registry";
import { quoteCalculatorText } from "#app/content/quote-calculator";
import { uiStrings } from "#app/content/ui";
import { DEFAULT_TARIFF_CHF_PER_KWH, homeLoss, homeLocationPollution, YIELD_KWH_PER_KWP } from "#app/domain/loss";
import { computeQuote, MAX_SIZE, roofTypes, type AreaUnit, type RoofType } from "#app/domain/pricing";
import type { Company } from "#app/lib/company";
import { formatChf, formatDecimal, formatNumber } from "#app/lib/format";
import { languages, type Lang } from "#app/lib/i18n";
import { hrefOf, resolvePageRef } from "#app/lib/page-links";
import type { PageRef } from "#app/content/pages/types";
import { whatsappHref } from "#app/lib/whatsapp";
import { assistantCopy } from "#app/content/assistant";
import { fill } from "#app/lib/fill";
import { buildPassages, type Passage } from "./corpus";
import { handoverTopic, hasExplicitDate, type HandoverTopic } from "./handover";
import { findPlace, type PlaceMatch } from "./intents/city";
import { findLocation, findStatedLossPercent } from "./intents/loss";
import { findRoofType, findSize } from "./intents/quote";
import { chooseLanguage } from "./language";
import { buildLanguageIndex, type LanguageIndex, type SearchHit } from "./search-index";
import { answerCards } from "./cards";
import { unexplainedContent } from "./coverage";
import { outOfScope } from "./out-of-scope";
import { confirms, denies } from "./stance";
import { planAnswer, type AnswerStep, type Slots } from "./plan-answer";
import { foldForMatching, keywordTokens } from "./text";
import { understand, type Understanding } from "./understand";
import { frenchRegions, ticinoRegions } from "#app/content/cities";
import { ROOF_PRICE_PER_M2, roofTotal } from "#app/domain/roof-price";

/**
 * The embedded answerer (no external service, no I/O): computed answers for quotes, city
 * response times and yearly losses; retrieval over the site's own passages for the rest;
 * a hand-over to a person below a calibrated coverage, for discounts, dates and promises.
 * Every answer links the page it comes from and carries its grounding: the passages and
 * computed facts it was made from, which an optional language model must stay within.
 */
export type AnswerKind = "facts" | "quote" | "city" | "loss" | "search" | "greeting" | "handover";
export type AnswerOutcome = "answered" | "handover";

export interface ChatTurn {
  role: "user" | "assistant";
  content: string;
}

export interface AskInput {
  message: string;
  /** The page's language. */
  language: Lang;
  history?: readonly ChatTurn[];
}

export interface Answer {
  text: string;
  /** The language the answer is written in. */
  language: Lang;
  kind: AnswerKind;
  outcome: AnswerOutcome;
  /** The site passages and computed facts the answer rests on. */
  grounding: string[];
  /** Words of the question the answer leaves unexplained (for the evaluation's analysis). */
  unexplained?: string[];
}

export interface AssistantStats {
  /** Passages per language. */
  passages: Record<Lang, number>;
  buildMs: number;
}

export interface Assistant {
  answer(input: AskInput): Answer;
  stats: AssistantStats;
}

export interface AssistantOptions {
  company: Company;
  /** Absolute origin; when set, links are absolute (for answers shown outside the site). */
  siteUrl?: string;
}

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

function link(label: string, href: string): string {
  return `[${label}](${href})`;
}

/** Pages an answer card links, by the name the site's navigation gives them. */
const NAV_NAMES = {
  solar: "solar",
  roofCleaning: "roof",
  gutterCleaning: "gutter",
  greenRoof: "greenRoof",
  b2b: "b2b",
  prices: "prices",
  about: "about",
  blog: "blog",
  faq: "faq",
  contact: "contact",
  home: "home",
} as const;

/**
 * The label of a card's link: the page's name as the navigation writes it, marked when the page
 * exists in German only, so two links of one answer never read the same ("Mehr dazu Mehr dazu").
 */
export function cardLinkLabel(ref: PageRef, lang: Lang): string {
  const ui = uiStrings[lang];
  const page = ref.page;
  const name =
    page in NAV_NAMES
      ? ui.nav[NAV_NAMES[page as keyof typeof NAV_NAMES]]
      : page === "certificates"
        ? ui.footer.certificates
        : page === "lossCalculator"
          ? ui.footer.lossCalculator
          : assistantCopy[lang].sourceLabel;
  return resolvePageRef(ref, lang).germanOnly ? `${name} ${ui.common.inGerman}` : name;
}

/** Sentences of a long passage that share most words with the question, in their order. */
function excerpt(text: string, questionTerms: Set<string>, index: LanguageIndex, maxLength = 480): string {
  if (text.length <= maxLength) return text;
  const sentences = text.split(/(?<=[.!?:])\s+|\n/).filter(Boolean);
  const scored = sentences.map((sentence, position) => ({
    sentence,
    position,
    score: index.terms(sentence).filter((term) => questionTerms.has(term)).length,
  }));
  const chosen: typeof scored = [];
  let length = 0;
  for (const item of [...scored].sort((a, b) => b.score - a.score || a.position - b.position)) {
    if (length + item.sentence.length > maxLength && chosen.length > 0) continue;
    chosen.push(item);
    length += item.sentence.length + 1;
  }
  return chosen
    .sort((a, b) => a.position - b.position)
    .map((item) => item.sentence)
    .join(" ");
}

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

  const href = (page: Parameters<typeof hrefOf>[0], lang: Lang) => `${origin}${hrefOf(page, lang)}`;
  const calculatorLink = (lang: Lang) =>
    link(assistantCopy[lang].calculatorLink, href({ page: "prices", section: "calculator" }, lang));
  const companyGrounding = `${company.phone} ${company.email} ${company.street} ${company.postcode} ${company.city}`;

  function handover(lang: Lang, topic?: HandoverTopic | "outOfScope", extra?: string): Answer {
    const copy = assistantCopy[lang];
    const sentence =
      topic === "discount"
        ? copy.handoverDiscount
        : topic === "date"
          ? copy.handoverDate
          : topic === "promise"
            ? copy.handoverPromise
            : topic === "outOfScope"
              ? copy.handoverOutOfScope
              : copy.handover;
    const links = [
      link(copy.contactPageLink, href({ page: "contact" }, lang)),
      link(copy.whatsappLabel, whatsappHref(company.whatsapp, uiStrings[lang].whatsapp.greeting)),
    ].join(" ");
    return {
      text: [extra, fill(sentence, { phone: company.phone }), links].filter(Boolean).join("\n\n"),
      language: lang,
      kind: "handover",
      outcome: "handover",
      grounding: [companyGrounding, ...(extra ? [`1-${MAX_SIZE}`] : [])],
    };
  }

  function quoteAnswer(lang: Lang, size: number, unit: AreaUnit, roofType: RoofType | undefined): Answer {
    const copy = assistantCopy[lang];
    const labels = quoteCalculatorText[lang];
    if (!(size >= 1 && size <= MAX_SIZE)) {
      return handover(lang, undefined, fill(copy.quoteOutOfRange, { max: formatDecimal(MAX_SIZE, lang) }));
    }
    const unitLabel = labels.unitsShort[unit];
    const sizeText = formatDecimal(size, lang);
    // "40 m²" needs no "(40 m² to clean)"; panels and kWp say the area they stand for.
    const areaNote = (areaM2: number) =>
      unit === "m2" ? "" : fill(copy.quoteArea, { area: formatDecimal(areaM2, lang) });
    const lines: string[] = [];
    const grounding = [`${sizeText} ${unitLabel}`];
    if (roofType) {
      const quote = computeQuote({ size, unit, roofType });
      lines.push(
        fill(copy.quoteIntro, {
          size: sizeText,
          unit: unitLabel,
          roof: labels.roofTypesInText[roofType],
          area: areaNote(quote.areaM2),
        }),
        `- ${labels.preview.net}: ${formatChf(quote.net)}`,
        `- ${fill(labels.preview.vat, { rate: formatDecimal(quote.vatRate * 100, lang, 1) })}: ${formatChf(quote.vat)}`,
        `- ${labels.preview.total}: ${formatChf(quote.total)}`,
      );
      grounding.push(
        `${formatDecimal(quote.areaM2, lang)} m²; net ${formatChf(quote.net)}; VAT ${formatDecimal(quote.vatRate * 100, lang, 1)} % ${formatChf(quote.vat)}; total ${formatChf(quote.total)}`,
      );
    } else {
      const quotes = roofTypes.map((roof) => computeQuote({ size, unit, roofType: roof }));
      lines.push(fill(copy.quoteAllRoofs, { size: sizeText, unit: unitLabel, area: areaNote(quotes[0]!.areaM2) }));
      for (const quote of quotes) lines.push(`- ${labels.roofTypes[quote.roofType]}: ${formatChf(quote.total)}`);
      lines.push(copy.quoteAskRoof);
      grounding.push(
        `${formatDecimal(quotes[0]!.areaM2, lang)} m²; totals ${quotes.map((q) => formatChf(q.total)).join(", ")}`,
      );
    }
    return {
      text: `${lines.join("\n")}\n\n${calculatorLink(lang)}`,
      language: lang,
      kind: "quote",
      outcome: "answered",
      grounding,
    };
  }

  function cityAnswer(lang: Lang, place: PlaceMatch): Answer {
    const copy = assistantCopy[lang];
    const hours = copy.hoursRange[place.responseTime];
    const pageLink = place.slug
      ? link(fill(copy.cityPageLink, { city: place.name }), href({ page: `city:${place.slug}` }, lang))
      : link(copy.contactPageLink, href({ page: "contact" }, lang));
    return {
      text: `${fill(place.region ? copy.cityResponse : copy.cityResponseNoRegion, { city: place.name, region: copy.regionInText(place.region ?? ""), hours })}\n\n${pageLink}`,
      language: lang,
      kind: "city",
      outcome: "answered",
      grounding: [`${place.name} ${place.region}: response time ${place.responseTime} h`],
    };
  }

  /** What a soiling loss the visitor names costs in yield and francs: the revenue part of the calculators' model. */
  function statedLossAnswer(lang: Lang, kwp: number, percent: number): Answer {
    const copy = assistantCopy[lang];
    const lostKwh = (kwp * YIELD_KWH_PER_KWP * percent) / 100;
    const francs = formatChf(lostKwh * DEFAULT_TARIFF_CHF_PER_KWH, 0);
    const tariff = formatChf(DEFAULT_TARIFF_CHF_PER_KWH, 2);
    const values = {
      kwp: formatDecimal(kwp, lang),
      percent: formatDecimal(percent, lang),
      kwh: formatNumber(Math.round(lostKwh)),
      yield: formatNumber(kwp * YIELD_KWH_PER_KWP),
      tariff,
      francs,
    };
    const links = [link(pageContents.home[lang].loss.title, href({ page: "home" }, lang)), calculatorLink(lang)];
    return {
      text: `${fill(copy.lossAtStatedPercent, values)}\n\n${links.join(" ")}`,
      language: lang,
      kind: "loss",
      outcome: "answered",
      grounding: [
        `${values.kwp} kWp, ${values.yield} kWh, ${values.percent} %, ${values.kwh} kWh, tariff ${tariff}: ${francs}`,
      ],
    };
  }

  function lossAnswer(lang: Lang, kwp: number, message: string): Answer {
    const stated = findStatedLossPercent(message);
    if (stated !== undefined) return statedLossAnswer(lang, kwp, stated);
    const copy = assistantCopy[lang];
    const home = pageContents.home[lang];
    const location = findLocation(message, home.loss.locations) ?? home.loss.defaultLocation;
    const result = homeLoss(kwp, location);
    const locationName = home.loss.locations.find((l) => l.id === location)?.name ?? location;
    const percent = homeLocationPollution[location];
    const tariff = formatChf(DEFAULT_TARIFF_CHF_PER_KWH, 2);
    const lines = [
      fill(copy.lossIntro, { kwp: formatDecimal(kwp, lang), location: locationName, percent, tariff }),
      `- ${copy.lossLines.revenue}: ${formatChf(result.revenueLoss, 0)}`,
      `- ${copy.lossLines.wear}: ${formatChf(result.wearCost, 0)}`,
      `- ${copy.lossLines.damage}: ${formatChf(result.damageCost, 0)}`,
      `- ${copy.lossLines.total}: ${formatChf(result.total, 0)}`,
    ];
    // The home page's calculator gives these figures in every language; German also has the detailed loss page.
    const links = [link(home.loss.title, href({ page: "home" }, lang)), calculatorLink(lang)];
    if (lang === "de") links.push(link(copy.lossPageLink, href({ page: "lossCalculator" }, lang)));
    return {
      text: `${lines.join("\n")}\n\n${links.join(" ")}`,
      language: lang,
      kind: "loss",
      outcome: "answered",
      grounding: [
        `${formatDecimal(kwp, lang)} kWp, ${percent} %, tariff ${tariff}: ${[result.revenueLoss, result.wearCost, result.damageCost, result.total].map((v) => formatChf(v, 0)).join(", ")}`,
      ],
    };
  }

  function searchAnswer(lang: Lang, hit: SearchHit, question: string): Answer {
    const index = indexes[lang];
    const { passage } = hit;
    const body = excerpt(passage.text, new Set(index.terms(question)), index);
    const source = link(passage.pageTitle || assistantCopy[lang].sourceLabel, href(passage.link, lang));
    return {
      text: `${passage.title}\n${body}\n\n${source}`,
      language: lang,
      kind: "search",
      outcome: "answered",
      grounding: [`${passage.title}\n${passage.text}`],
    };
  }

  function lastUserMessage(history: readonly ChatTurn[] | undefined): string | undefined {
    return [...(history ?? [])].reverse().find((turn) => turn.role === "user")?.content;
  }

  /** The answer from the planned steps: cards of the site's facts and computed figures, each part with its grounding. */
  function composed(
    lang: Lang,
    steps: AnswerStep[],
    message: string,
    slots: Slots,
    place: PlaceMatch | undefined,
  ): Answer {
    const texts: string[] = [];
    const links: string[] = [];
    const grounding: string[] = [];
    const addLink = (text: string) => {
      if (!links.includes(text)) links.push(text);
    };
    for (const step of steps) {
      if (step.kind === "card") {
        if (step.card === "hours" && WEEKEND.test(foldForMatching(message)))
          texts.push(assistantCopy[lang].weekendClosed);
        const entry = answerCards[lang][step.card];
        const text = entry.text
          .replaceAll("{phone}", company.phone)
          .replaceAll("{email}", company.email)
          .replaceAll("{address}", `${company.street}, ${company.postcode} ${company.city}`);
        texts.push(text);
        grounding.push(text, companyGrounding);
        addLink(link(cardLinkLabel(entry.link, lang), href(entry.link, lang)));
      } else if (step.kind === "solarQuote" && slots.size) {
        const part = quoteAnswer(lang, slots.size.size, slots.size.unit, findRoofType(message));
        // A size the calculator does not take goes to a person, whatever else was asked.
        if (part.outcome === "handover") return part;
        texts.push(part.text);
        grounding.push(...part.grounding);
      } else if (step.kind === "roofQuote" && slots.size) {
        const area = slots.size.size;
        const total = formatChf(roofTotal(area));
        const rate = formatChf(ROOF_PRICE_PER_M2, 0);
        texts.push(fill(assistantCopy[lang].roofQuote, { area: formatDecimal(area, lang), total, rate }));
        grounding.push(`${formatDecimal(area, lang)} m² × ${rate} = ${total}`);
        addLink(link(cardLinkLabel({ page: "roofCleaning" }, lang), href({ page: "roofCleaning" }, lang)));
      } else if (step.kind === "city" && place) {
        const part = cityAnswer(lang, place);
        texts.push(part.text);
        grounding.push(...part.grounding);
      } else if (step.kind === "loss" && slots.kwp !== undefined) {
        const part = lossAnswer(lang, slots.kwp, message);
        texts.push(part.text);
        grounding.push(...part.grounding);
      }
    }
    if (texts.length === 0) return handover(lang);
    const cards = steps.flatMap((step) => (step.kind === "card" ? [step.card] : []));
    if (steps.length === cards.length && confirms(message, cards)) texts.unshift(assistantCopy[lang].confirm);
    else if (steps.length === cards.length && denies(message, cards)) texts.unshift(assistantCopy[lang].deny);
    const onlyComputed = steps.every((step) => step.kind !== "card");
    return {
      text: [...texts, links.join(" ")].filter(Boolean).join("\n\n"),
      language: lang,
      kind:
        onlyComputed && steps.length === 1
          ? steps[0]!.kind === "solarQuote"
            ? "quote"
            : steps[0]!.kind === "loss"
              ? "loss"
              : steps[0]!.kind === "city"
                ? "city"
                : "facts"
          : "facts",
      outcome: "answered",
      grounding,
    };
  }

  function answer(input: AskInput): Answer {
    const message = swissNumbers(input.message.trim().slice(0, 2000));
    const lang = chooseLanguage(message, input.language);
    const copy = assistantCopy[lang];

    const previous = lastUserMessage(input.history);
    const earlier = previous ? understand(previous) : undefined;
    let understood: Understanding = understand(message);

    const topic = handoverTopic(message);
    // "Und am Samstag?" after the office hours, "siete aperti il sabato?": a question about the hours, not a date.
    const asksHours =
      understood.attributes.includes("hours") ||
      (earlier?.attributes.includes("hours") && understood.attributes.length === 0);
    // Volume conditions for several buildings are on the business page; any other discount goes to a person.
    const asksVolume = topic === "discount" && understood.services.includes("b2b");
    if (topic && !(topic === "date" && asksHours && !hasExplicitDate(message)) && !asksVolume)
      return handover(lang, topic);
    if (asksVolume) understood = { ...understood, attributes: ["contracts"] };
    if (outOfScope(message)) return handover(lang, "outOfScope");
    const roofType = findRoofType(message);
    const place = findPlace(message, lang);
    let size = findSize(message);
    /** The previous question carried on under a condition only ("Und wenn …?"): the reply must speak of all of it. */
    let carriedOn = false;
    if (earlier) {
      const slotOnly = place || roofType || size || understood.services.length > 0;
      // "Und in Luzern?", "and on a flat roof?": the subject of the previous turn, with the new slot; "Und wenn …?",
      // "et si …?", "and what if …?": the previous question under a new condition (the coverage check below hands
      // over when the condition is something the answer does not speak of).
      if (understood.attributes.length === 0 && !understood.mentionsQuote && (slotOnly || continuesEarlier(message))) {
        carriedOn = !slotOnly;
        understood = {
          ...understood,
          attributes: earlier.attributes,
          services: understood.services.length > 0 ? understood.services : earlier.services,
        };
        if (!size && previous) size = findSize(previous);
      } else if (understood.services.length === 0) {
        understood = { ...understood, services: earlier.services };
      }
    }
    // "Do you cover Lucerne?", "Deckt ihr Luzern ab?": with a place and no word of insurance or damage, covering a
    // place is serving it.
    if (place && understood.attributes.includes("insurance") && !INSURANCE_NOUN.test(foldForMatching(message))) {
      understood = {
        ...understood,
        attributes: understood.attributes.map((a) => (a === "insurance" ? "regions" : a)),
      };
    }
    // A place turns "how soon" into the place's response time.
    const howSoon = (a: string) => a === "leadTime" || a === "replyTime" || (a === "duration" && !size);
    if (place && understood.attributes.some(howSoon)) {
      understood = {
        ...understood,
        attributes: understood.attributes.map((a) => (howSoon(a) ? "responseTime" : a)),
      };
    }
    const slots: Slots = {
      size,
      place: place ? { region: place.region } : undefined,
      kwp: size?.unit === "kwp" ? size.size : undefined,
      area: areaOf(message),
      intensive:
        / (intensiv|intensive|intensives|intensivo|intensiva|intensivi|roof garden|dachgarten|toit jardin|tetto giardino) /.test(
          foldForMatching(message),
        ),
    };
    const steps = planAnswer(understood, slots);
    const placeWords = place ? keywordTokens(message).filter((token) => !` ${place.rest} `.includes(` ${token} `)) : [];
    const leftover = unexplainedContent(understood.unexplained, [...placeWords, ...(roofType ? [roofType] : [])]);
    const index = indexes[lang];
    const leftoverText = leftover.join(" ");
    const unknownLeftover = new Set(index.unknownTerms(leftoverText));
    /** Words of the question that the site uses but a reply does not cover: the reply may be about something else. */
    const uncoveredBy = (text: string) => {
      const replyTerms = new Set(index.terms(text));
      return index.terms(leftoverText).filter((term) => !unknownLeftover.has(term) && !replyTerms.has(term));
    };
    let uncoveredByPlan: string[] | undefined;
    if (steps.length > 0) {
      const reply = composed(lang, steps, message, slots, place);
      const uncovered = uncoveredBy(reply.text);
      // A condition added to the previous question must be spoken of, each of its words, known to the site or not.
      const replyTerms = new Set(index.terms(reply.text));
      const conditionLeftOut = carriedOn && index.terms(leftoverText).some((term) => !replyTerms.has(term));
      if (conditionLeftOut) return { ...handover(lang), unexplained: uncovered };
      if (uncovered.length <= MAX_UNCOVERED) return { ...reply, unexplained: uncovered };
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

  return { answer, stats };
}

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

function isGreeting(message: string): boolean {
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
function areaOf(message: string): Slots["area"] {
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

function continuesEarlier(message: string): boolean {
  return CONTINUATION.test(foldForMatching(message));
}

const INSURANCE_NOUN =
  / (versicher\w*|haftpflicht\w*|haftung|schad\w*|assur\w*|dommage\w*|degat\w*|assicur\w*|dann\w*|insur\w*|damage\w*|liabilit\w*) /;

const WEEKEND = / (samstag|sonntag|wochenende|samedi|dimanche|week end|weekend|sabato|domenica|saturday|sunday) /;

/** "septante m2": the Swiss French tens as digits, so the size slot finds them. */
function swissNumbers(message: string): string {
  const tens: Record<string, number> = { septante: 70, huitante: 80, octante: 80, nonante: 90 };
  return message.replace(
    /\b(septante|huitante|octante|nonante)(?:[- ](?:et[- ])?(un|deux|trois|quatre|cinq|six|sept|huit|neuf))?\b/giu,
    (_, ten: string, unit?: string) => {
      const units = ["", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf"];
      return String(tens[ten.toLowerCase()]! + (unit ? units.indexOf(unit.toLowerCase()) : 0));
    },
  );
}
