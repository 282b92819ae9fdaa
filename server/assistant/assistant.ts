import { pageContents } from "../../app/content/pages/registry";
import { quoteCalculatorText } from "../../app/content/quote-calculator";
import { uiStrings } from "../../app/content/ui";
import { DEFAULT_TARIFF_CHF_PER_KWH, homeLoss, homeLocationPollution } from "../../app/features/loss-calculator/loss";
import {
  computeQuote,
  FIXED_COST_CHF,
  MAX_SIZE,
  roofTypes,
  type AreaUnit,
  type RoofType,
} from "../../app/features/quote/pricing";
import type { Company } from "../../app/lib/company";
import { formatChf, formatNumber } from "../../app/lib/format";
import { languages, type Lang } from "../../app/lib/i18n";
import { hrefOf } from "../../app/lib/page-links";
import { whatsappHref } from "../../app/lib/whatsapp";
import { assistantCopy, fill } from "./copy";
import { buildPassages, type Passage } from "./corpus";
import { handoverTopic, type HandoverTopic } from "./handover";
import { findPlace, type PlaceMatch } from "./intents/city";
import { asksForLoss, findKwp, findLocation } from "./intents/loss";
import { asksForPrice, findRoofType, findSize } from "./intents/quote";
import { chooseLanguage } from "./language";
import { buildLanguageIndex, type LanguageIndex, type SearchHit } from "./search-index";
import { foldForMatching } from "./text";

/**
 * The embedded answerer (no external service, no I/O): computed answers for quotes, city
 * response times and yearly losses; retrieval over the site's own passages for the rest;
 * a hand-over to a person below a calibrated coverage, for discounts, dates and promises.
 * Every answer links the page it comes from and carries its grounding: the passages and
 * computed facts it was made from, which an optional language model must stay within.
 */
export type AnswerKind = "quote" | "city" | "loss" | "search" | "greeting" | "handover";
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

/** Pages whose price passages are about other services than the solar cleaning the quote intent computes. */
const OTHER_SERVICE_PAGES = new Set(["roofCleaning", "gutterCleaning", "greenRoof"]);

function link(label: string, href: string): string {
  return `[${label}](${href})`;
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

  function handover(lang: Lang, topic?: HandoverTopic, extra?: string): Answer {
    const copy = assistantCopy[lang];
    const sentence =
      topic === "discount"
        ? copy.handoverDiscount
        : topic === "date"
          ? copy.handoverDate
          : topic === "promise"
            ? copy.handoverPromise
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
      return handover(lang, undefined, fill(copy.quoteOutOfRange, { max: formatNumber(MAX_SIZE) }));
    }
    const unitLabel = labels.unitsShort[unit];
    const sizeText = formatNumber(size);
    const lines: string[] = [];
    const grounding = [`${sizeText} ${unitLabel}`];
    if (roofType) {
      const quote = computeQuote({ size, unit, roofType });
      const roof = labels.roofTypes[roofType];
      lines.push(
        fill(copy.quoteIntro, {
          size: sizeText,
          unit: unitLabel,
          roof: lang === "de" ? roof : roof.charAt(0).toLowerCase() + roof.slice(1),
          area: formatNumber(quote.areaM2),
        }),
        `- ${labels.preview.net}: ${formatChf(quote.net)}`,
        `- ${fill(labels.preview.vat, { rate: formatNumber(quote.vatRate * 100, 1) })}: ${formatChf(quote.vat)}`,
        `- ${labels.preview.total}: ${formatChf(quote.total)}`,
      );
      grounding.push(
        `${formatNumber(quote.areaM2)} m²; net ${formatChf(quote.net)}; VAT ${formatNumber(quote.vatRate * 100, 1)} % ${formatChf(quote.vat)}; total ${formatChf(quote.total)}`,
      );
    } else {
      const quotes = roofTypes.map((roof) => computeQuote({ size, unit, roofType: roof }));
      lines.push(fill(copy.quoteAllRoofs, { size: sizeText, unit: unitLabel, area: formatNumber(quotes[0]!.areaM2) }));
      for (const quote of quotes) lines.push(`- ${labels.roofTypes[quote.roofType]}: ${formatChf(quote.total)}`);
      lines.push(copy.quoteAskRoof);
      grounding.push(
        `${formatNumber(quotes[0]!.areaM2)} m²; totals ${quotes.map((q) => formatChf(q.total)).join(", ")}`,
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

  function priceWithoutSize(lang: Lang): Answer {
    const fixed = formatChf(FIXED_COST_CHF, 0);
    return {
      text: `${fill(assistantCopy[lang].quoteNeedSize, { fixed })}\n\n${calculatorLink(lang)}`,
      language: lang,
      kind: "quote",
      outcome: "answered",
      grounding: [`fixed cost ${fixed}`],
    };
  }

  function cityAnswer(lang: Lang, place: PlaceMatch): Answer {
    const copy = assistantCopy[lang];
    const hours = copy.hoursRange[place.responseTime];
    const pageLink = place.slug
      ? link(fill(copy.cityPageLink, { city: place.name }), href({ page: `city:${place.slug}` }, lang))
      : link(copy.contactPageLink, href({ page: "contact" }, lang));
    return {
      text: `${fill(place.region ? copy.cityResponse : copy.cityResponseNoRegion, { city: place.name, region: place.region ?? "", hours })}\n\n${pageLink}`,
      language: lang,
      kind: "city",
      outcome: "answered",
      grounding: [`${place.name} ${place.region}: response time ${place.responseTime} h`],
    };
  }

  function lossAnswer(lang: Lang, kwp: number, message: string): Answer {
    const copy = assistantCopy[lang];
    const home = pageContents.home[lang];
    const location = findLocation(message, home.loss.locations) ?? home.loss.defaultLocation;
    const result = homeLoss(kwp, location);
    const locationName = home.loss.locations.find((l) => l.id === location)?.name ?? location;
    const percent = homeLocationPollution[location];
    const tariff = formatChf(DEFAULT_TARIFF_CHF_PER_KWH, 2);
    const lines = [
      fill(copy.lossIntro, { kwp: formatNumber(kwp), location: locationName, percent, tariff }),
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
        `${formatNumber(kwp)} kWp, ${percent} %, tariff ${tariff}: ${[result.revenueLoss, result.wearCost, result.damageCost, result.total].map((v) => formatChf(v, 0)).join(", ")}`,
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

  function answer(input: AskInput): Answer {
    const message = input.message.trim().slice(0, 2000);
    const lang = chooseLanguage(message, input.language);
    const copy = assistantCopy[lang];

    const topic = handoverTopic(message);
    if (topic) return handover(lang, topic);

    const size = findSize(message);
    if (size && size.unit === "kwp" && asksForLoss(message)) return lossAnswer(lang, size.size, message);

    const previous = lastUserMessage(input.history);
    const roofType = findRoofType(message);
    if (size)
      return quoteAnswer(lang, size.size, size.unit, roofType ?? (previous ? findRoofType(previous) : undefined));
    // A follow-up naming only the roof ("und mit Flachdach?") completes the size asked before.
    const previousSize = previous ? findSize(previous) : undefined;
    if (roofType && previousSize) return quoteAnswer(lang, previousSize.size, previousSize.unit, roofType);

    const kwp = findKwp(message);
    if (kwp !== undefined) return lossAnswer(lang, kwp, message);

    const place = findPlace(message, lang);
    if (place) {
      // "A good pizzeria in Lugano?" names a town but asks about something the site never mentions;
      // "Venite anche a Lugano?" has a verb the site does not use but nothing else to ask.
      const rest = indexes[lang];
      const offTopic = rest.terms(place.rest).length >= 3 && rest.unknownTerms(place.rest).length > 0;
      return offTopic ? handover(lang) : cityAnswer(lang, place);
    }

    const hits = indexes[lang].search(message, 3);
    const best = hits[0];
    if (
      asksForPrice(message) &&
      !(best && best.coverage >= MIN_COVERAGE && OTHER_SERVICE_PAGES.has(best.passage.link.page))
    ) {
      return priceWithoutSize(lang);
    }
    // Words the site never uses outnumbering those it does: a question about something else ("Wärmepumpen").
    const unknown = indexes[lang].unknownTerms(message).length;
    const known = indexes[lang].terms(message).length - unknown;
    if (best && best.coverage >= MIN_COVERAGE && unknown < known) return searchAnswer(lang, best, message);

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
