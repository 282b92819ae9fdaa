import { mainRegions } from "#app/content/cities";
import { pageContents } from "#app/content/pages/registry";
import type { PageRef } from "#app/content/pages/types";
import { quoteCalculatorText } from "#app/content/quote-calculator";
import { uiStrings } from "#app/content/ui";
import { assistantCopy } from "#app/content/assistant";
import { italianWithArticle } from "#app/content/phrasing/it";
import { blogArticle } from "#app/content/blog/articles.server";
import type { BlogArticleKey } from "#app/content/blog-slugs";
import {
  DEFAULT_TARIFF_CHF_PER_KWH,
  homeLoss,
  homeLocationPollution,
  lossPage,
  SYSTEM_COST_CHF_PER_KWP,
  YIELD_KWH_PER_KWP,
} from "#app/domain/loss";
import {
  computeQuote,
  FIXED_COST_CHF,
  MAX_SIZE,
  priceTierAt,
  roofTypes,
  VAT_RATE,
  type AreaUnit,
  type RoofType,
} from "#app/domain/pricing";
import { GABLE_ROOF_AREA_FACTOR, ROOF_PRICE_PER_M2, roofTotal, roofTotalWithVat } from "#app/domain/roof-price";
import { lossRate, YIELD_KWH_PER_KW, yieldLoss } from "#app/domain/yield";
import type { Company } from "#app/lib/company";
import { fill } from "#app/lib/fill";
import { formatChf, formatDecimal, formatNumber } from "#app/lib/format";
import type { Lang } from "#app/lib/i18n";
import { hrefOf, resolvePageRef } from "#app/lib/page-links";
import { whatsappHref } from "#app/lib/whatsapp";
import {
  answerCards,
  defectReportText,
  galleryCaseText,
  newsletterText,
  visualCheckText,
  type AnyCardId,
} from "./cards";
import type { HandoverTopic } from "./handover";
import type { PlaceMatch } from "./intents/city";
import { namedGalleryProject } from "./intents/gallery";
import { findLocation, findStatedLossPercent, namesLossPage } from "./intents/loss";
import { findOwnUse, type OwnUse } from "./intents/own-use";
import { findSize } from "./intents/quote";
import { namesAnyEntry } from "./lexicon-match";
import { CHECK_WHILE_CLEANING, HARD_WATER, HOT_PANELS, PRE_EXISTING_DAMAGE } from "./lexicon";
import { environmentFor, findFrancsPerKwh, findSoilingIndex, namesYieldCalculator } from "./intents/yield-calculator";
import { asksToLeave, asksWhatItSends } from "./intents/newsletter";
import { namedTeam, teamAnswer } from "./intents/team";
import { WEEKEND } from "./message-cues";
import type { AnswerStep, Slots } from "./plan-answer";
import type { LanguageIndex, SearchHit } from "./search-index";
import { asksWhetherWeCome, confirms, denies } from "./stance";
import { foldForMatching, sentencesOf } from "./text";
import type { Answer } from "./types";

/** The figures a sum was written from, each with its name, as one grounding line. */
function namedFigures(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([key, value]) => `${key} ${value}`)
    .join(", ");
}

/** The first sentence of a text that matches a pattern. */
function sentenceWith(text: string, pattern: RegExp): string | undefined {
  return sentencesOf(text).find((sentence) => pattern.test(sentence));
}

/** A text with its first sentence moved to the end: what the visitor asked before the condition it needs. */
function firstSentenceLast(text: string): string {
  const [first, ...rest] = sentencesOf(text);
  return rest.length === 0 ? text : `${rest.join(" ")} ${first}`;
}

/** A text with its last sentence moved to the front: the card's closing point is what was asked. */
function lastSentenceFirst(text: string): string {
  const sentences = sentencesOf(text);
  return [sentences.at(-1), ...sentences.slice(0, -1)].join(" ");
}

/** A unit of a system's size, as asked of the calculator ("kWp", "Module", "panneaux", "square metres"). */
const SIZE_UNIT_NAMED =
  / (?:kwp|kwc|modul\w*|panels?|pannell\w*|panneaux?|quadratmeter\w*|square met\w*|metri quadr\w*|m2|sqm)\b/;

/** How long something lasts ("how long is it?", "wie lange dauert es?", "combien de temps", "quanto dura"). */
const HOW_LONG = / (?:how long|wie lang\w*|dauert|combien de temps|duree|dure|quanto dura|durata|dura)\b/;

/**
 * The replies the answerer writes, once it knows what to say: a hand-over, a computed quote, a
 * city's response time, a yearly loss, a passage of the site, or the planned answer cards. Each
 * carries its grounding (the facts it was made from) and links the page it comes from.
 */
export function link(label: string, href: string): string {
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
          : page === "imprint"
            ? ui.footer.imprint
            : page === "privacy"
              ? ui.footer.privacy
              : page.startsWith("blog:")
                ? (blogArticle(page.slice("blog:".length) as BlogArticleKey, lang)?.title ??
                  assistantCopy[lang].sourceLabel)
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

export interface ReplyWriter {
  handover(lang: Lang, topic?: HandoverTopic | "outOfScope" | "exactPrice", extra?: string): Answer;
  searchAnswer(lang: Lang, hit: SearchHit, question: string): Answer;
  composed(lang: Lang, steps: AnswerStep[], message: string, slots: Slots, place: PlaceMatch | undefined): Answer;
}

/** `origin`: absolute origin for links, or "" for links within the site. */
export function createReplyWriter(company: Company, origin: string, indexes: Record<Lang, LanguageIndex>): ReplyWriter {
  const href = (page: Parameters<typeof hrefOf>[0], lang: Lang) => `${origin}${hrefOf(page, lang)}`;
  const calculatorLink = (lang: Lang) =>
    link(assistantCopy[lang].calculatorLink, href({ page: "prices", section: "calculator" }, lang));
  const companyGrounding = `${company.phone} ${company.email} ${company.street} ${company.postcode} ${company.city}`;

  function handover(lang: Lang, topic?: HandoverTopic | "outOfScope" | "exactPrice", extra?: string): Answer {
    const copy = assistantCopy[lang];
    const sentence =
      topic === "discount"
        ? copy.handoverDiscount
        : topic === "date"
          ? copy.handoverDate
          : topic === "exactPrice"
            ? copy.handoverExactPrice
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
      // An exact price goes to a person first; what it depends on follows. Other hand-overs say why after the context.
      text: (topic === "exactPrice"
        ? [fill(sentence, { phone: company.phone }), extra, links]
        : [extra, fill(sentence, { phone: company.phone }), links]
      )
        .filter(Boolean)
        .join("\n\n"),
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
        // What the calculator says under its price: fixed, binding on us, no travel costs.
        "",
        `${labels.preview.guarantee}: ${labels.preview.guaranteeText}`,
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
      ? link(
          fill(copy.cityPageLink, { city: place.servedFrom ?? place.name }),
          href({ page: `city:${place.slug}` }, lang),
        )
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
  function statedLossAnswer(lang: Lang, kwp: number, percent: number, tariffChf: number): Answer {
    const copy = assistantCopy[lang];
    const lostKwh = (kwp * YIELD_KWH_PER_KWP * percent) / 100;
    const francs = formatChf(lostKwh * tariffChf, 0);
    const tariff = formatChf(tariffChf, 2);
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

  /**
   * The German loss calculator page's result for a size, tariff and soiling degree the visitor names: the soiling loss
   * plus wear and damage, as its result panel shows them.
   */
  function lossPageAnswer(lang: Lang, kwp: number, percent: number, tariffChf: number): Answer {
    const result = lossPage({ kwp, tariff: tariffChf, soilingPercent: percent });
    const rate = formatDecimal(result.schadensrate, lang);
    const values = {
      kwp: formatDecimal(kwp, lang),
      tariff: formatChf(tariffChf, 2),
      percent: formatDecimal(percent, lang),
      ofPercent: italianWithArticle(formatDecimal(percent, lang), "di"),
      total: formatChf(result.gesamtverlust, 0),
      revenue: formatChf(result.verlustFranken, 0),
      kwh: formatNumber(Math.round(result.verlustKwh)),
      yield: formatNumber(result.gesamtertrag),
      damage: formatChf(result.gesamteSchaedenskosten, 0),
      value: formatChf(result.anlagenkosten, 0),
      perKwpCost: formatChf(SYSTEM_COST_CHF_PER_KWP, 0),
      rate,
      ofRate: italianWithArticle(rate, "di"),
    };
    const pageLink = link(cardLinkLabel({ page: "lossCalculator" }, lang), href({ page: "lossCalculator" }, lang));
    return {
      text: `${fill(assistantCopy[lang].lossPageResult, values)}\n\n${pageLink}`,
      language: lang,
      kind: "loss",
      outcome: "answered",
      grounding: [namedFigures(values)],
    };
  }

  /** The loss when part of the power is used on site and bought back from the grid: the output-loss article's sum. */
  function ownUseLossAnswer(lang: Lang, kwp: number, percent: number, ownUse: OwnUse): Answer {
    const lostKwh = (kwp * YIELD_KWH_PER_KWP * percent) / 100;
    const ownKwh = (lostKwh * ownUse.sharePercent) / 100;
    const fedKwh = lostKwh - ownKwh;
    const ownCost = ownKwh * ownUse.gridChfPerKwh;
    const feedIn = ownUse.feedInChfPerKwh ?? DEFAULT_TARIFF_CHF_PER_KWH;
    const fedValue = fedKwh * feedIn;
    const values = {
      yieldPerKwp: formatNumber(YIELD_KWH_PER_KWP),
      yield: formatNumber(kwp * YIELD_KWH_PER_KWP),
      kwp: formatDecimal(kwp, lang),
      percent: formatDecimal(percent, lang),
      kwh: formatNumber(Math.round(lostKwh)),
      share: formatDecimal(ownUse.sharePercent, lang),
      // Italian runs the figures with an article ("dell’8 %", "il 30 %").
      ofPercent: italianWithArticle(formatDecimal(percent, lang), "di"),
      theShare: italianWithArticle(formatDecimal(ownUse.sharePercent, lang)),
      ownKwh: formatNumber(Math.round(ownKwh)),
      grid: formatChf(ownUse.gridChfPerKwh, 2),
      ownCost: formatChf(ownCost, 0),
      fedKwh: formatNumber(Math.round(fedKwh)),
      tariff: formatChf(feedIn, 2),
      fedValue: formatChf(fedValue, 0),
      francs: formatChf(ownCost + fedValue, 0),
      feedInOnly: formatChf(lostKwh * feedIn, 0),
    };
    const links = [
      link(pageContents.home[lang].loss.title, href({ page: "home" }, lang)),
      link(cardLinkLabel({ page: "blog:output-loss" }, lang), href({ page: "blog:output-loss" }, lang)),
    ];
    return {
      text: `${fill(assistantCopy[lang].lossWithOwnUse, values)}\n\n${links.join(" ")}`,
      language: lang,
      kind: "loss",
      outcome: "answered",
      grounding: [namedFigures(values)],
    };
  }

  /** A loss rate as the solar page's calculator writes it ("3,5 %"), with its article in Italian ("del 3,5 %"). */
  function yieldLossRateText(lang: Lang, rate: number): string {
    const page = pageContents.solar[lang].yieldCalculator;
    const percent = fill(page.percentFormat, {
      value: formatDecimal(rate * 100, lang).replace(".", page.decimalMark),
    });
    return lang === "it" ? italianWithArticle(percent, "di") : percent;
  }

  /** The solar page's yield calculator, which reckons with a soiling index and its own loss rates. */
  function yieldCalculatorAnswer(lang: Lang, kwp: number, message: string): Answer {
    const page = pageContents.solar[lang].yieldCalculator;
    const environment = environmentFor(message, findLocation(message, pageContents.home[lang].loss.locations));
    const stated = findFrancsPerKwh(message);
    const tariff = stated ?? DEFAULT_TARIFF_CHF_PER_KWH;
    const copy = assistantCopy[lang];
    const result = yieldLoss(kwp, tariff, environment);
    const figures = {
      kwp: formatDecimal(kwp, lang),
      environment: page.environments[environment].name,
      index: String(result.soilingPercent),
      rate: yieldLossRateText(lang, result.lossRate),
      perKwp: formatNumber(YIELD_KWH_PER_KW),
      energy: formatNumber(Math.round(result.energyKwh)),
      kwh: formatNumber(Math.round(result.lostKwh)),
      tariffPhrase: fill(stated === undefined ? copy.yieldTariffPreset : copy.yieldTariffStated, {
        tariff: formatChf(tariff, 2),
      }),
      francs: formatChf(result.lostChf, 0),
      fiveYears: formatChf(result.lostChfFiveYears, 0),
    };
    return {
      text: `${fill(copy.yieldCalculatorResult, figures)}\n\n${link(cardLinkLabel({ page: "solar" }, lang), href({ page: "solar" }, lang))}`,
      language: lang,
      kind: "loss",
      outcome: "answered",
      grounding: [Object.values(figures).join(", ")],
    };
  }

  /** The explainer video's length as its play button states it ("Dauer 2:14", "durée 2 min 14 s"), in words. */
  function videoLengthText(lang: Lang): string {
    const label = pageContents.home[lang].video.playLabel;
    const [, minutes = "", seconds = ""] = /\((?:\D*?)(\d+)\D+(\d+)\D*\)\s*$/u.exec(label) ?? [];
    return fill(assistantCopy[lang].videoLength, { minutes, seconds });
  }

  /**
   * A card's text as this question needs it: one gallery project when the question names it, leaving the newsletter
   * first when that is asked and what it sends when that is; otherwise the card as it stands.
   */
  function cardTextFor(card: AnyCardId, text: string, lang: Lang, message: string): string {
    if (card === "beforeAfter") {
      const project = namedGalleryProject(message);
      return project === undefined ? text : galleryCaseText(lang, project);
    }
    // "How long is your video?": its length, from the play button's label, before what the card says.
    if ((card === "explainerVideo" || card === "videoPrivacy") && HOW_LONG.test(foldForMatching(message)))
      return `${videoLengthText(lang)} ${text}`;
    // "6000 m², geht das mit der Sofort-Offerte?": the calculator's range and the individual quote, not how to use it.
    if (card === "quoteHowItWorks") {
      const size = findSize(message);
      if (size !== undefined && size.size > MAX_SIZE)
        return fill(assistantCopy[lang].quoteOutOfRange, { max: formatDecimal(MAX_SIZE, lang) });
    }
    // "How do you turn kWp into m²?", "und wenn ich nur die Anzahl Module weiss?": only the sentence with the units and
    // how they convert, not the required fields nor the roof types.
    if (card === "calculatorInputs" && SIZE_UNIT_NAMED.test(foldForMatching(message)))
      return sentenceWith(text, /m² (?:pro|per|par) (?:kWp|kWc)/u) ?? text;
    // "What do you check while cleaning?": the visual check and the defect report themselves, not the section's heading.
    if (card === "includedInPrice" && namesAnyEntry(CHECK_WHILE_CLEANING, message)) return visualCheckText(lang);
    // "Cold water on panels baking in the sun?": the card's last sentence (hot days: the cool morning) answers it.
    if (card === "season" && namesAnyEntry(HOT_PANELS, message)) return lastSentenceFirst(text);
    // "Kalkhaltiges Wasser, gibt das Flecken?": the demineralised water first, the tap we need after it.
    if (card === "waterSupply" && namesAnyEntry(HARD_WATER, message)) return firstSentenceLast(text);
    // "Schäden, die schon vorher da waren?": the defect report alone, as a sentence, not the repairs it also offers.
    if (card === "repairs" && namesAnyEntry(PRE_EXISTING_DAMAGE, message)) return defectReportText(lang);
    if (card === "newsletter")
      return newsletterText(lang, { leaving: asksToLeave(message), content: asksWhatItSends(message) });
    return text;
  }

  function lossAnswer(lang: Lang, kwp: number, message: string): Answer {
    const home = pageContents.home[lang];
    const location = findLocation(message, home.loss.locations) ?? home.loss.defaultLocation;
    const ownUse = findOwnUse(message);
    const stated = findStatedLossPercent(ownUse ? ownUse.rest : message);
    if (!ownUse && stated === undefined && namesYieldCalculator(message))
      return yieldCalculatorAnswer(lang, kwp, message);
    if (ownUse) return ownUseLossAnswer(lang, kwp, stated ?? homeLocationPollution[location], ownUse);
    // "10 Rappen pro kWh", "CHF 0.12": the visitor's own tariff, else the calculators' preset.
    const tariffChf = findFrancsPerKwh(message) ?? DEFAULT_TARIFF_CHF_PER_KWH;
    if (stated !== undefined && namesLossPage(message)) return lossPageAnswer(lang, kwp, stated, tariffChf);
    if (stated !== undefined) return statedLossAnswer(lang, kwp, stated, tariffChf);
    const copy = assistantCopy[lang];
    const result = homeLoss(kwp, location, tariffChf);
    const locationName = home.loss.locations.find((l) => l.id === location)?.name ?? location;
    const percent = homeLocationPollution[location];
    const tariff = formatChf(tariffChf, 2);
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
        // "Index 70, do I lose 70 %?": no, and the rate that index stands for, before the calculator's note.
        const index = step.card === "soilingIndex" ? findSoilingIndex(message) : undefined;
        if (index !== undefined)
          texts.push(
            fill(assistantCopy[lang].soilingIndexRate, {
              index: String(index),
              rate: yieldLossRateText(lang, lossRate(index)),
            }),
          );
        const entry = answerCards[lang][step.card];
        const text = cardTextFor(step.card, entry.text, lang, message)
          .replaceAll("{phone}", company.phone)
          .replaceAll("{email}", company.email)
          .replaceAll("{address}", `${company.street}, ${company.postcode} ${company.city}`)
          .replaceAll("{companyName}", company.name)
          .replaceAll("{uid}", company.uid);
        texts.push(text);
        grounding.push(text, companyGrounding);
        // "Our footprint is 100 m2, how big is the roof?": the rule of thumb worked out for that footprint.
        const footprint = step.card === "roofAreaEstimate" ? findSize(message) : undefined;
        if (footprint?.unit === "m2") {
          const values = {
            footprint: formatDecimal(footprint.size, lang),
            min: formatNumber(Math.round(footprint.size * GABLE_ROOF_AREA_FACTOR.min), 0),
            max: formatNumber(Math.round(footprint.size * GABLE_ROOF_AREA_FACTOR.max), 0),
          };
          const worked = fill(assistantCopy[lang].roofAreaFromFootprint, values);
          texts.push(worked);
          grounding.push(worked);
        }
        addLink(link(cardLinkLabel(entry.link, lang), href(entry.link, lang)));
      } else if (step.kind === "solarQuote" && slots.size) {
        const part = quoteAnswer(lang, slots.size.size, slots.size.unit, slots.roofType);
        // A size the calculator does not take goes to a person, whatever else was asked.
        if (part.outcome === "handover") return part;
        texts.push(part.text);
        grounding.push(...part.grounding);
      } else if (step.kind === "roofQuote" && slots.size) {
        const area = slots.size.size;
        // Whole francs, as the roof page writes its examples ("CHF 1'320"), unless the area makes a half.
        const total = formatChf(roofTotal(area), Number.isInteger(roofTotal(area)) ? 0 : 2);
        const rate = formatChf(ROOF_PRICE_PER_M2, 0);
        if (step.withVat) {
          const withVat = roofTotalWithVat(area);
          const gross = formatChf(withVat.total, 2);
          const vatRate = `${formatDecimal(VAT_RATE * 100, lang)}${lang === "en" ? "" : "\u00a0"}%`;
          const values = {
            area: formatDecimal(area, lang),
            gross,
            // In a sum with rappen, every amount has them ("CHF 1'980.00 zuzüglich CHF 160.38").
            total: formatChf(withVat.net, 2),
            vatAmount: formatChf(withVat.vat, 2),
            vatRate,
            rate,
          };
          texts.push(fill(assistantCopy[lang].roofQuoteWithVat, values));
          grounding.push(`${values.area} m² × ${rate} = ${total}; + ${vatRate} = ${values.vatAmount}; ${gross}`);
        } else {
          texts.push(fill(assistantCopy[lang].roofQuote, { area: formatDecimal(area, lang), total, rate }));
          grounding.push(`${formatDecimal(area, lang)} m² × ${rate} = ${total}`);
        }
        addLink(link(cardLinkLabel({ page: "roofCleaning" }, lang), href({ page: "roofCleaning" }, lang)));
      } else if (step.kind === "tierRate") {
        const tier = priceTierAt(step.areaM2);
        const bands = assistantCopy[lang].tierBands;
        const band = tier.overM2 === undefined ? bands.first : tier.upToM2 === undefined ? bands.last : bands.middle;
        const values = {
          band: fill(band, { from: formatNumber(tier.overM2 ?? 0), to: formatNumber(tier.upToM2 ?? 0) }),
          rate: formatChf(tier.chfPerM2, 2),
          base: formatChf(FIXED_COST_CHF, 0),
          area: formatDecimal(step.areaM2, lang),
        };
        const text = step.named
          ? fill(assistantCopy[lang].tierRateAt, values)
          : sentenceCase(fill(assistantCopy[lang].tierRate, values));
        texts.push(text);
        grounding.push(text);
        addLink(
          link(
            cardLinkLabel({ page: "prices", section: "calculator" }, lang),
            href({ page: "prices", section: "calculator" }, lang),
          ),
        );
      } else if (step.kind === "article") {
        const article = blogArticle(step.article, lang);
        if (!article) return handover(lang);
        const text = fill(assistantCopy[lang].articleIntro, { title: article.title });
        texts.push(text);
        grounding.push(text);
        addLink(link(article.title, href({ page: `blog:${step.article}` }, lang)));
      } else if (step.kind === "team") {
        const team = namedTeam(foldForMatching(message));
        const text = team === undefined ? undefined : teamAnswer(lang, team);
        if (!text) return handover(lang);
        texts.push(text);
        grounding.push(text);
        addLink(link(cardLinkLabel({ page: "about" }, lang), href({ page: "about" }, lang)));
      } else if (step.kind === "regionProjects" && place) {
        const region = mainRegions.find((r) => r.slug === place.slug);
        // A town outside the six regions, or one a city's team serves, has no count of its own: a person answers
        // rather than a guess.
        if (!region || place.servedFrom) return handover(lang);
        const count = formatNumber(region.projects);
        texts.push(fill(assistantCopy[lang].regionProjects, { city: place.name, count }));
        grounding.push(`${place.name}: ${count} projects`);
        addLink(
          link(
            fill(assistantCopy[lang].cityPageLink, { city: place.name }),
            href({ page: `city:${region.slug}` }, lang),
          ),
        );
      } else if (step.kind === "city" && place) {
        const part = cityAnswer(lang, place);
        texts.push(part.text);
        grounding.push(...part.grounding);
      } else if (step.kind === "loss" && slots.kwp !== undefined) {
        const part = lossAnswer(lang, slots.kwp, slots.kwpTurn ? `${slots.kwpTurn} ${message}` : message);
        texts.push(part.text);
        grounding.push(...part.grounding);
      }
    }
    if (texts.length === 0) return handover(lang);
    const cards = steps.flatMap((step) => (step.kind === "card" ? [step.card] : []));
    // "Chömed ihr da überhaupt ane?" of a place we serve: yes, in the same paragraph as the place's answer.
    const yes = assistantCopy[lang].yesWeCome;
    // (The Italian place's answer opens with its own "Sì, …".)
    const saysYesAlready = texts[0]?.startsWith(yes.split(/[,.]/u)[0]!) ?? false;
    if (
      steps.length === 1 &&
      steps[0]!.kind === "city" &&
      texts.length > 0 &&
      !saysYesAlready &&
      asksWhetherWeCome(message)
    )
      texts[0] = `${yes} ${texts[0]}`;
    else if (steps.length === cards.length && confirms(message, cards)) texts.unshift(assistantCopy[lang].confirm);
    else if (
      steps.length === cards.length &&
      denies(message, cards) &&
      // A card that opens with its own "No, …" needs no second one.
      !texts[0]?.startsWith(assistantCopy[lang].deny.replace(/\.$/u, ""))
    )
      texts.unshift(assistantCopy[lang].deny);
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

  return { handover, searchAnswer, composed };
}

/** A band opens the sentence ("Über 2'000 m² beträgt …"). */
function sentenceCase(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}
