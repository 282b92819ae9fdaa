import { languageCards, type Card, type CardId } from "#app/content/assistant/cards";
import { blogArticle } from "#app/content/blog/articles.server";
import type { BlogArticleKey } from "#app/content/blog-slugs";
import { aboutContent } from "#app/content/pages/about";
import { greenRoofContent } from "#app/content/pages/green-roof";
import { gutterCleaningContent } from "#app/content/pages/gutter-cleaning";
import { homeContent } from "#app/content/pages/home";
import { pricesContent } from "#app/content/pages/prices";
import { solarContent } from "#app/content/pages/solar";
import { newsletterOutcomeTexts } from "#app/content/forms";
import { offerPageCopy } from "#app/content/offer-page";
import { siteFacts } from "#app/content/site-facts";
import { visitorMailCopy } from "#app/content/mail";
import { assistantCopy } from "#app/content/assistant";
import { uiStrings } from "#app/content/ui";
import type { Lang } from "#app/lib/i18n";
import { fill } from "#app/lib/fill";
import { sentencesOf } from "./text";
import { formatDecimal } from "#app/lib/format";
import { SOILING_MAX, SOILING_MIN } from "#app/domain/loss";

/** Cards whose text is a page's own section: the same words as the page, in every language. */
export const pageCardIds = [
  "rain",
  "doItYourself",
  "includedInPrice",
  "repairs",
  "greenRoofSeasons",
  "greenRoofTypes",
  "whatsapp",
  "cleaningReport",
  "cleaningProcess",
  "lossAssumptions",
  "tariffToEnter",
  "monitoringSoiling",
  "greenRoofWatering",
  "soilingDamage",
  "greenRoofSeedlings",
  "greenRoofWinter",
  "suddenDrop",
  "warrantyRisk",
  "ownUseExample",
  "soilingIndex",
  "lossGuideExamples",
  "newsletter",
  "videoPrivacy",
  "analytics",
  "explainerVideo",
  "lossWear",
  "beforeAfter",
  "contractBenefits",
  "gutterReviews",
  "foundingReason",
  "soilingSlider",
  "basicPackage",
  "afterAcceptance",
  "sedumColour",
  "chatPrivacy",
  "dataLocation",
  "damageDuringCleaning",
] as const;
export type PageCardId = (typeof pageCardIds)[number];
export type AnyCardId = CardId | PageCardId;

/** The green-roof FAQ's question on extensive and intensive roofs (the same place in every language). */
const TYPES_QUESTION = greenRoofContent.de.faq.items.findIndex((item) => item.question.includes("Unterschied"));

/** The solar FAQ's question on damage during a cleaning (the same place in every language). */
const DAMAGE_DURING_CLEANING_QUESTION = solarContent.de.faq.items.findIndex((item) =>
  item.question.includes("beschädigt"),
);

/** The green-roof FAQ's question on why tree seedlings are removed (the same place in every language). */
const SEEDLINGS_QUESTION = greenRoofContent.de.faq.items.findIndex((item) => item.question.includes("Gehölzsämlinge"));

/** Where an article's FAQ asks the question the German wording names: the same place in every language. */
function articleFaqIndex(key: BlogArticleKey, germanWords: string): number {
  return blogArticle(key, "de")?.faq?.findIndex((item) => item.question.includes(germanWords)) ?? -1;
}

/** The answer at that place of the article's FAQ in the language, if the article has one. */
function articleFaqAnswer(key: BlogArticleKey, lang: Lang, index: number): string | undefined {
  return blogArticle(key, lang)?.faq?.[index]?.answer;
}

/** The green-roof article's FAQ answer on watering in summer. */
const WATERING_QUESTION = articleFaqIndex("green-roof-intervals", "bewässern");

/** The green-roof article's paragraph on summer, whose second sentence says why sedum turns red or brown. */
const SEDUM_COLOUR_PLACE = articleBlockPlace("green-roof-intervals", "Schutzreaktion und kein Grund");

/** The dirty-panels article's FAQ answer on lasting damage (hotspots). */
const DAMAGE_QUESTION = articleFaqIndex("dirty-panels-risk", "dauerhaft");

/**
 * Where an article's body says what the German words name: a paragraph, or one item of a list (the same place in every
 * language, as the articles are written block for block).
 */
function articleBlockPlace(key: BlogArticleKey, germanWords: string): { block: number; item?: number } | undefined {
  const blocks = blogArticle(key, "de")?.blocks ?? [];
  for (const [block, content] of blocks.entries()) {
    if ((content.type === "p" || content.type === "callout") && content.text.includes(germanWords)) return { block };
    if (content.type === "ul" || content.type === "ol") {
      const item = content.items.findIndex((text) => text.includes(germanWords));
      if (item >= 0) return { block, item };
    }
  }
  return undefined;
}

/** The text at that place of the article in the language. */
function articleBlockText(key: BlogArticleKey, lang: Lang, place: ReturnType<typeof articleBlockPlace>) {
  const content = place && blogArticle(key, lang)?.blocks[place.block];
  if (!content) return undefined;
  if (content.type === "p" || content.type === "callout") return content.text;
  if ((content.type === "ul" || content.type === "ol") && place.item !== undefined) return content.items[place.item];
  return undefined;
}

/** The dirty-panels article's list item on what scratches the coating (sponges, hard brushes, pressure washers). */
const SCRATCHES_PLACE = articleBlockPlace("dirty-panels-risk", "zerkratzen die Beschichtung");

/**
 * An article's list that says what the German words name, with the paragraph that introduces it, by the list's rank
 * counted from the article's end: a language may have a list more further up.
 */
function articleListFromEnd(key: BlogArticleKey, lang: Lang, germanWords: string): string | undefined {
  const lists = (l: Lang) =>
    (blogArticle(key, l)?.blocks ?? [])
      .flatMap((block, index) => (block.type === "ul" ? [{ block, index }] : []))
      .reverse();
  const rank = lists("de").findIndex(
    ({ block }) => block.type === "ul" && block.items.some((i) => i.includes(germanWords)),
  );
  const found = rank < 0 ? undefined : lists(lang)[rank];
  if (!found || found.block.type !== "ul") return undefined;
  // The sentence that leads into the list, where it is one ("Ein Wartungsvertrag bringt Ihnen vier Vorteile:").
  const before = blogArticle(key, lang)?.blocks[found.index - 1];
  const intro = before?.type === "p" ? lastSentence(before.text) : undefined;
  return [intro?.endsWith(":") ? intro : undefined, ...found.block.items.map((item) => `- ${item}`)]
    .filter(Boolean)
    .join("\n");
}

/**
 * An article's callout that says what the German words name, by its rank among the article's callouts: the same in every
 * language, where a language may have a paragraph more.
 */
function articleCalloutText(key: BlogArticleKey, lang: Lang, germanWords: string): string | undefined {
  const callouts = (l: Lang) => (blogArticle(key, l)?.blocks ?? []).flatMap((b) => (b.type === "callout" ? [b] : []));
  const rank = callouts("de").findIndex((callout) => callout.text.includes(germanWords));
  return rank < 0 ? undefined : callouts(lang)[rank]?.text;
}

/** The output-loss article's note on a sudden drop in yield: a technical fault, for the installer first. */
const SUDDEN_DROP_PLACE = articleBlockPlace("output-loss", "Installateur");

/** The output-loss article's paragraphs on self-consumption: why the loss is higher, and its worked example. */
const OWN_USE_WHY_PLACE = articleBlockPlace("output-loss", "vorsichtigste Variante");
const OWN_USE_EXAMPLE_PLACE = articleBlockPlace("output-loss", "Nehmen wir für die 50-kWp-Anlage an");

/**
 * The paragraph right after an article's first table, which reads the table out: in the loss-calculator guide, its three
 * examples (house, business roof, farm) with the kWh and francs lost. Found in each language on its own, as the English
 * guide has one paragraph more before it.
 */
function paragraphAfterTable(key: BlogArticleKey, lang: Lang): string | undefined {
  const blocks = blogArticle(key, lang)?.blocks ?? [];
  const table = blocks.findIndex((content) => content.type === "table");
  const next = table >= 0 ? blocks[table + 1] : undefined;
  return next?.type === "p" ? next.text : undefined;
}

/** The green-roof article's paragraph on winter: meltwater, snow load, frozen plants, never de-icing salt. */
const GREEN_ROOF_WINTER_PLACE = articleBlockPlace("green-roof-intervals", "Streusalz");

/** The cleaning-ROI article's FAQ answer on whether cleaning wrongly can void the maker's warranty. */
const WARRANTY_QUESTION = articleFaqIndex("regular-cleaning-roi", "Herstellergarantie");

/** The dirty-panels article's FAQ answer on cleaning the panels yourself with a pressure washer. */
const DIY_QUESTION = articleFaqIndex("dirty-panels-risk", "selbst");

/** The prices page's basic package (the first of the two): what it is, then its features as a list. */
function basicPackageText(lang: Lang): string {
  const basic = pricesContent[lang].packages.items[0];
  if (!basic) return pricesContent[lang].packages.intro;
  return [assistantCopy[lang].basicPackageIncludes, ...basic.features.map((feature) => `- ${feature}`)].join("\n");
}

/** A text's first sentence. */
const firstSentence = (text: string): string => text.match(/^[^.!?]+[.!?]/u)?.[0] ?? text;

/**
 * The answer after its first sentence, the second shortened to its clause on the warranty ("…, und viele Hersteller
 * schliessen solche Schäden von der Garantie aus."): what high pressure damages, the list item before it says.
 */
function restOfAdvice(lang: Lang): string | undefined {
  const answer = articleFaqAnswer("dirty-panels-risk", lang, DIY_QUESTION);
  const [, damage, ...rest] = answer?.split(/(?<=[.!?])\s+/u) ?? [];
  const warranty = damage?.split(/,\s(?:und|et|e|and)\s/u)[1];
  return [warranty && `${warranty[0]!.toUpperCase()}${warranty.slice(1)}`, ...rest].filter(Boolean).join(" ");
}

/** That answer's first sentence: the advice itself, which holds for any way of cleaning them yourself. */
function adviceOnCleaningYourself(lang: Lang): string | undefined {
  const answer = articleFaqAnswer("dirty-panels-risk", lang, DIY_QUESTION);
  return answer && firstSentence(answer);
}

/** The output-loss article's FAQ answer on telling soiling from a fault in the monitoring. */
const MONITORING_QUESTION = articleFaqIndex("output-loss", "Monitoring");

/** The loss calculator guide's FAQ answer on which soiling level to choose. */
const SOILING_QUESTION = articleFaqIndex("loss-calculator-guide", "Verschmutzungsgrad");

/** The loss calculator guide's FAQ answer on the feed-in tariff to enter. */
const TARIFF_QUESTION = articleFaqIndex("loss-calculator-guide", "Einspeisevergütung");

/** "Drei Zusatzleistungen …" after a colon: the first letter small, unless the word is an abbreviation. */
const lowerFirst = (text: string) => (/^\p{Lu}\p{Ll}/u.test(text) ? `${text[0]!.toLowerCase()}${text.slice(1)}` : text);

/**
 * A page's heading-style text run on after a colon or semicolon: French, Italian and English go on in lower case
 * ("Contrôle visuel: pendant le nettoyage …"), German keeps its capital (a full sentence follows).
 */
const afterColon = (text: string, lang: Lang) => (lang === "de" ? text : lowerFirst(text));

/** A notice's sentences without the one that only leads to its link ("Voir notre {privacy}.", "Pour en savoir plus:"). */
function withoutLinkSentence(text: string): string {
  return text
    .split(/(?<=[.!?:])\s+/u)
    .filter((sentence) => !sentence.includes("{privacy}") && !sentence.endsWith(":"))
    .join(" ");
}

/**
 * A sentence cut after its parenthesis ("… e-mail to confirm your subscription (double opt-in)."): what follows
 * ("and you can unsubscribe at any time") the card says more exactly in another sentence.
 */
function untilParenthesis(sentence: string): string {
  const end = sentence.indexOf(")");
  return end < 0 ? sentence : `${sentence.slice(0, end + 1)}.`;
}

/** A text's last sentence ("Vous pouvez vous désinscrire avec le lien figurant dans chaque envoi."). */
function lastSentence(text: string): string {
  return text.split(/(?<=[.!?])\s+/u).at(-1) ?? text;
}

/** What follows a text's colon, as a sentence of its own ("…ignore this e-mail: without confirmation …"). */
function textAfterColon(text: string): string {
  const rest = text.slice(text.indexOf(":") + 1).trim();
  return `${rest.charAt(0).toUpperCase()}${rest.slice(1)}`;
}

/**
 * The newsletter: where to sign up, the confirmation e-mail (the blog's box), what happens to a sign-up never confirmed
 * (the confirmation e-mail) and how to leave (the confirmation page); only how to leave when that is what is asked,
 * and what it sends (the blog's box) only when asked.
 */
export function newsletterText(lang: Lang, asked: { leaving?: boolean; content?: boolean } = {}): string {
  const ui = uiStrings[lang].forms;
  const signUp = [
    fill(assistantCopy[lang].newsletterSignUp, { button: ui.newsletterSubmit }),
    untilParenthesis(withoutLinkSentence(ui.newsletterConsent)),
    textAfterColon(visitorMailCopy[lang].newsletterIgnore),
  ];
  const leave = lastSentence(newsletterOutcomeTexts[lang].confirmed.message);
  if (asked.leaving) return leave;
  return (asked.content ? [signUp[0], ui.newsletterText, ...signUp.slice(1), leave] : [...signUp, leave]).join(" ");
}

/** One project of the home page's before-and-after gallery, with its place, its yield gained and its area. */
export function galleryCaseText(lang: Lang, index: number): string {
  const project = homeContent[lang].gallery.cases[index];
  if (!project) return "";
  return fill(assistantCopy[lang].galleryCase, {
    title: project.title,
    place: project.location,
    gain: project.improvement,
    area: project.area,
  });
}

/** The price page's last two included items: the defect report and the repairs arranged with partners. */
function repairItems(lang: Lang) {
  return pricesContent[lang].included.items.slice(-2);
}

/** What we check while cleaning: the visual check and the defect report, as sentences without their labels. */
export function visualCheckText(lang: Lang): string {
  const [check, report] = pricesContent[lang].included.items;
  return [check?.text, report?.text].filter(Boolean).join(" ");
}

/** The defect report alone, as a sentence ("Was uns auffällt, halten wir mit Fotos … fest"). */
export function defectReportText(lang: Lang): string {
  const report = repairItems(lang)[0];
  return report?.text ?? "";
}

function pageCards(lang: Lang): Record<PageCardId, Card> {
  const solar = solarContent[lang];
  const prices = pricesContent[lang];
  const greenRoof = greenRoofContent[lang];
  const seasons = greenRoof.seasons;
  const [, , deposits, diy] = solar.risks.items;
  return {
    rain: {
      text: `${solar.risks.intro.replace(/\s*[^.!?]*[:.]?$/u, "").trim()} ${deposits?.text ?? ""}`.trim(),
      link: { page: "solar" },
    },
    // The article's advice ("Davon raten wir klar ab.") before the reasons: what scratches the coating (the article's
    // list item), then the warranty, the fall and how we clean (the rest of the article's answer).
    doItYourself: {
      text:
        [
          adviceOnCleaningYourself(lang),
          articleBlockText("dirty-panels-risk", lang, SCRATCHES_PLACE)?.replace(/^[^.]*$/u, (item) => `${item}.`),
          restOfAdvice(lang),
        ]
          .filter(Boolean)
          .join(" ") ||
        (diy?.text ?? solar.risks.intro),
      link: { page: "solar" },
    },
    suddenDrop: {
      text:
        articleBlockText("output-loss", lang, SUDDEN_DROP_PLACE) ??
        articleFaqAnswer("output-loss", lang, MONITORING_QUESTION) ??
        solar.risks.intro,
      link: { page: "blog:output-loss" },
    },
    // The yield calculator's assumptions: the index is not a loss, and the loss rate it stands for.
    soilingIndex: { text: solar.yieldCalculator.note, link: { page: "solar" } },
    lossGuideExamples: {
      text: paragraphAfterTable("loss-calculator-guide", lang) ?? "",
      link: { page: "blog:loss-calculator-guide" },
    },
    ownUseExample: {
      text:
        [
          articleBlockText("output-loss", lang, OWN_USE_WHY_PLACE),
          articleBlockText("output-loss", lang, OWN_USE_EXAMPLE_PLACE),
        ]
          .filter(Boolean)
          .join(" ") || solar.risks.intro,
      link: { page: "blog:output-loss" },
    },
    // Whether cleaning wrongly can void a maker's warranty: the cleaning-ROI article's FAQ answer ("Ja, das ist möglich.").
    warrantyRisk: {
      text: articleFaqAnswer("regular-cleaning-roi", lang, WARRANTY_QUESTION) ?? solar.risks.intro,
      link: { page: "blog:regular-cleaning-roi" },
    },
    greenRoofWinter: {
      text: articleBlockText("green-roof-intervals", lang, GREEN_ROOF_WINTER_PLACE) ?? greenRoof.intervals.intro,
      link: { page: "blog:green-roof-intervals" },
    },
    includedInPrice: {
      // Each item with its name ("Sichtkontrolle: …"): the name is what visitors ask about.
      text: `${prices.included.title}: ${lowerFirst(prices.included.intro.replace(/:$/u, "."))} ${prices.included.items.map((item) => `${item.title}: ${afterColon(item.text, lang)}`).join(" ")}`,
      link: { page: "prices" },
    },
    // Sedum turning red or brown in summer: the green-roof article's sentence that it is a protective reaction.
    sedumColour: {
      text:
        sentencesOf(articleBlockText("green-roof-intervals", lang, SEDUM_COLOUR_PLACE) ?? "")[1] ??
        articleFaqAnswer("green-roof-intervals", lang, WATERING_QUESTION) ??
        "",
      link: { page: "blog:green-roof-intervals" },
    },
    // What happens once the quote is accepted: the offer page's thanks, the confirmation and when we propose a date.
    afterAcceptance: {
      text: `${offerPageCopy[lang].accepted.title}. ${fill(assistantCopy[lang].afterAcceptance, { hours: String(siteFacts.replyWithinHours) })}`,
      link: { page: "contact" },
    },
    // The prices page's basic package: what it is, then its list of what it includes.
    basicPackage: {
      text: basicPackageText(lang),
      link: { page: "prices" },
    },
    // A defect found while cleaning: it goes into the report, and a partner company repairs it.
    repairs: {
      text: repairItems(lang)
        .map((item) => `${item.title}: ${afterColon(item.text, lang)}`)
        .join(" "),
      link: { page: "prices" },
    },
    greenRoofTypes: {
      text: greenRoof.faq.items[TYPES_QUESTION]?.answer ?? greenRoof.intervals.intro,
      link: { page: "greenRoof" },
    },
    greenRoofSeedlings: {
      text: greenRoof.faq.items[SEEDLINGS_QUESTION]?.answer ?? greenRoof.intervals.intro,
      link: { page: "greenRoof" },
    },
    cleaningReport: {
      text: solar.process.steps.at(-1)?.description ?? solar.process.intro,
      link: { page: "solar" },
    },
    // The solar page's steps by name, numbered as the page shows them.
    cleaningProcess: {
      // The section's title names how many steps there are ("In sechs Schritten zur sauberen Anlage"), then the steps.
      text: `${solar.process.title}: ${solar.process.steps.map((step, index) => `${index + 1}. ${step.title}`).join("; ")}. ${solar.process.intro}`,
      link: { page: "solar" },
    },
    // What the home page's loss calculator assumes: yield per kWp, feed-in tariff, system cost.
    lossAssumptions: { text: homeContent[lang].loss.intro, link: { page: "home" } },
    monitoringSoiling: {
      text: articleFaqAnswer("output-loss", lang, MONITORING_QUESTION) ?? solar.risks.intro,
      link: { page: "blog:output-loss" },
    },
    // The tariff a visitor enters in the loss calculator: the usual range, or their own electricity price.
    tariffToEnter: {
      text: articleFaqAnswer("loss-calculator-guide", lang, TARIFF_QUESTION) ?? homeContent[lang].loss.intro,
      link: { page: "blog:loss-calculator-guide" },
    },
    whatsapp: { text: `${prices.whatsapp.title} ${prices.whatsapp.text}`, link: { page: "prices" } },
    greenRoofWatering: {
      text:
        articleFaqAnswer("green-roof-intervals", lang, WATERING_QUESTION) ??
        seasons.items.map((season) => `${season.title} (${season.months}): ${season.tasks.join("; ")}.`).join(" "),
      link: { page: "blog:green-roof-intervals" },
    },
    soilingDamage: {
      // Without the FAQ's opening "Ja." / "Yes.": the card answers "what is a hotspot?" as well.
      text: (articleFaqAnswer("dirty-panels-risk", lang, DAMAGE_QUESTION) ?? solar.risks.intro).replace(
        /^(?:Ja|Oui|Sì|Yes)\.\s*/u,
        "",
      ),
      link: { page: "blog:dirty-panels-risk" },
    },
    newsletter: { text: newsletterText(lang), link: { page: "blog" } },
    // The about page's first sentence: when and why we were founded ("…, weil … niemand sie reinigt.").
    foundingReason: {
      text: firstSentence(aboutContent[lang].hero.intro[0] ?? ""),
      link: { page: "about" },
    },
    // The loss calculator's slider: its range, then the guide's advice on where to start.
    soilingSlider: {
      text: [
        fill(assistantCopy[lang].soilingSlider, { min: String(SOILING_MIN), max: String(SOILING_MAX) }),
        articleFaqAnswer("loss-calculator-guide", lang, SOILING_QUESTION),
      ]
        .filter(Boolean)
        .join(" "),
      link: { page: "blog:loss-calculator-guide" },
    },
    // The gutter page's own rating, which differs from the company's.
    gutterReviews: {
      text: fill(assistantCopy[lang].gutterRating, {
        rating: formatDecimal(gutterCleaningContent.de.rating.value, lang, 1),
        count: String(gutterCleaningContent.de.rating.count),
      }),
      link: { page: "gutterCleaning" },
    },
    // The privacy policy's chat section and where it says the data are stored.
    chatPrivacy: { text: assistantCopy[lang].chatPrivacy, link: { page: "privacy" } },
    // The solar FAQ: the insurance, and the condition photographed before every job.
    damageDuringCleaning: {
      text: solar.faq.items[DAMAGE_DURING_CLEANING_QUESTION]?.answer ?? languageCards[lang].insurance.text,
      link: { page: "solar" },
    },
    dataLocation: { text: assistantCopy[lang].dataLocation, link: { page: "privacy" } },
    // The home page's note under the explainer video.
    videoPrivacy: { text: homeContent[lang].video.privacyNote, link: { page: "privacy" } },
    // Why the loss calculators count wear and damage, also for a clean plant: the guide's callout.
    lossWear: {
      text:
        articleCalloutText("loss-calculator-guide", lang, "normale jährliche Abnutzung") ?? homeContent[lang].loss.note,
      link: { page: "blog:loss-calculator-guide" },
    },
    // What a maintenance contract brings over booking each cleaning: the cleaning-ROI article's list of advantages.
    contractBenefits: {
      text:
        articleListFromEnd("regular-cleaning-roi", lang, "Budget der Liegenschaft") ??
        languageCards[lang].maintenanceContract.text,
      link: { page: "blog:regular-cleaning-roi" },
    },
    // The home page's before-and-after projects, each with its place, its yield gained and its area.
    beforeAfter: {
      text: homeContent[lang].gallery.cases.map((_, index) => galleryCaseText(lang, index)).join(" "),
      link: { page: "home" },
    },
    // The home page's explainer video: what it shows.
    explainerVideo: { text: homeContent[lang].video.text, link: { page: "home" } },
    // The cookie notice: no cookies without consent, Google Analytics only with it.
    analytics: { text: withoutLinkSentence(uiStrings[lang].cookie.text), link: { page: "privacy" } },
    greenRoofSeasons: {
      text: seasons.items
        .map(
          (season) =>
            `${season.title} (${lang === "en" ? season.months : afterColon(season.months, lang)}): ${season.tasks.map((task) => afterColon(task, lang)).join("; ")}.`,
        )
        .join(" "),
      link: { page: "greenRoof" },
    },
  };
}

export const answerCards = Object.fromEntries(
  (Object.keys(languageCards) as Lang[]).map((lang) => [lang, { ...languageCards[lang], ...pageCards(lang) }]),
) as Record<Lang, Record<AnyCardId, Card>>;
