import { FILLERS, MAIL_WORDS } from "./cue-words";

import { findSize } from "./intents/quote";

import { ATTRIBUTE_WORDS, QUOTE_WORDS, SERVICE_WORDS, type Lexicon } from "./lexicon";
import { firstMatch, spelledRightTokens } from "./lexicon-match";
import { keywordTokens } from "./text";
import { readAttributePairs } from "./read-attribute-pairs";
import { readObjects } from "./read-objects";
import { readQuoteAndContext } from "./read-quote-and-context";
import type { Reading, UnderstandOptions } from "./reading";
import {
  A_ROOF_BY_ITS_SHAPE,
  A_ROOF_CLEANED,
  CHARGE_FOR_TRAVEL,
  NEGATED_SERVICE,
  NOT_ONLY_THE_PANELS,
  ROOFS_AS_WELL,
} from "./understand-words";
import { isHeadOf, withCompoundHeads } from "./compound-heads";
import { attributes, services, type Attribute, type Understanding } from "./asked";

/**
 * What a visitor asks, before any answer is chosen: the service (solar, roof, gutter, green
 * roof, business, maintenance) and the attributes asked about (price, interval, travel costs, …),
 * in the order they come. Words of all four languages, accent-folded, matched as word beginnings
 * with one typo allowed in longer words. A size or a place is a slot filled elsewhere: it never
 * decides what is asked. Pure.
 */

const HOW_MUCH: readonly (readonly string[])[] = [
  ["how", "much"],
  ["wie", "viel"],
  ["wieviel"],
  ["combien"],
  ["quanto"],
];

/** Index of the last token of a how-much whose next word no attribute claims (`claimed`), if any. */
function bareHowMuch(tokens: readonly string[], claimed: (index: number) => boolean): number | undefined {
  for (let index = 0; index < tokens.length; index++) {
    for (const words of HOW_MUCH) {
      if (!words.every((word, offset) => tokens[index + offset] === word)) continue;
      const last = index + words.length - 1;
      if (!claimed(last + 1)) return last;
    }
  }
  return undefined;
}

/** Whether the token at `headAt` is the compound head of the token at `wordAt` ("anfahrtskosten kosten"). */
function isHeadOfWordAt(folded: string, wordAt: number, headAt: number): boolean {
  const [word, head] = folded.slice(wordAt).trim().split(" ");
  return (
    head !== undefined && word !== head && word!.endsWith(head) && folded.indexOf(` ${head} `, wordAt) + 1 === headAt
  );
}

export function understand(message: string, options: UnderstandOptions = {}): Understanding {
  // "jusqu'où" keeps its elided first word, which alone says it asks how far.
  const tokens = withCompoundHeads(
    keywordTokens(message.replace(FILLERS, " ").replace(/\bjusqu['’]\s*o[uù](?!\p{L})/giu, "jusquou")),
  );
  const folded = ` ${tokens.join(" ")} `;
  const covered = new Set<number>();
  const spelledRight = spelledRightTokens(tokens);
  const found = (lexicon: Lexicon) => firstMatch(lexicon, tokens, folded, covered, spelledRight);
  /** The lexicon is named only through the given words ("Team", not "gegründet"): nothing else of it is found. */
  const namedOnlyThrough = (lexicon: Lexicon, through: (word: string) => boolean): boolean =>
    found(lexicon.filter((word) => !through(word))) === undefined;

  const serviceHits = services.map((service) => ({ service, at: found(SERVICE_WORDS[service]) }));
  let found_services = serviceHits.filter((hit) => hit.at !== undefined).map((hit) => hit.service);
  // "What would it cost to clean a 120 sqm tiled roof?": a roof that is itself cleaned, with no panels named, is the roof
  // cleaning ("die Reinigung auf dem Dach" is where panels are).
  if (found_services.length === 0 && (A_ROOF_CLEANED.test(folded) || A_ROOF_BY_ITS_SHAPE.test(folded)))
    found_services.push("roof");
  // "Do you also clean roofs, not just solar panels?": the roof cleaning, with the panels only as what is known.
  if (ROOFS_AS_WELL.test(folded) && !found_services.includes("roof") && !found_services.includes("greenRoof")) {
    found_services.push("roof");
    if (NOT_ONLY_THE_PANELS.test(folded)) found_services = found_services.filter((service) => service !== "solar");
  }
  // "Gründach", "toit vert", "green roof": the roof words inside belong to the green roof.
  if (found_services.includes("greenRoof") && found_services.includes("roof")) {
    const roofOnly = found([
      "dachreinig",
      "=moos",
      "algen",
      "flechten",
      "demoussag",
      "tegol",
      "=tiles",
      "ziegeln",
      "=moss",
    ]);
    if (roofOnly === undefined) found_services = found_services.filter((service) => service !== "roof");
  }
  const coveredByServices = new Set(covered);
  const attributeHits = attributes
    .map((attribute) => ({ attribute, at: found(ATTRIBUTE_WORDS[attribute]) }))
    .filter((hit): hit is { attribute: Attribute; at: number } => hit.at !== undefined)
    .sort((a, b) => a.at - b.at);
  let found_attributes = attributeHits.map((hit) => hit.attribute);
  // "Kostet die Anfahrt extra?", "mit Anfahrtskosten rechnen": the price word belongs to the travel costs (or the VAT)
  // named right after it or in the same word.
  const priceAt = attributeHits.find((hit) => hit.attribute === "price")?.at;
  const costNoun = attributeHits.find((hit) => hit.attribute === "travel" || hit.attribute === "vat");
  const priceInCostNoun =
    priceAt !== undefined && costNoun !== undefined && isHeadOfWordAt(folded, costNoun.at, priceAt);
  // "What does it cost and is travel extra?": a conjunction between them starts a question of its own.
  const joinedBetween =
    priceAt !== undefined && costNoun !== undefined && costNoun.at > priceAt
      ? / (?:and|und|et|e|or|oder|ou|o) /.test(folded.slice(priceAt, costNoun.at + 1))
      : false;
  if (
    priceAt !== undefined &&
    costNoun &&
    ((costNoun.at > priceAt && costNoun.at - priceAt <= 14 && !joinedBetween) || priceInCostNoun)
  ) {
    found_attributes = found_attributes.filter((a) => a !== "price");
  }
  // "How much do you charge to travel to Zurich?": what is charged for the travel is the travel cost.
  if (
    costNoun?.attribute === "travel" &&
    CHARGE_FOR_TRAVEL.test(folded) &&
    namedOnlyThrough(ATTRIBUTE_WORDS.price, (word) => word.includes("charge"))
  )
    found_attributes = found_attributes.filter((a) => a !== "price");

  const r: Reading = {
    message,
    options,
    tokens,
    folded,
    services: found_services,
    attributes: found_attributes,
    found,
    namedOnlyThrough,
    has: (attribute) => r.attributes.includes(attribute),
    drop: (attribute) => {
      r.attributes = r.attributes.filter((a) => a !== attribute);
    },
  };
  const { has, drop } = r;

  // Resolve words that two attributes share, from the more specific one.
  if (has("included")) {
    drop("tasks");
    drop("payment");
  }
  // "An welche E-Mail-Adresse schicke ich die Fotos?": the address asked for, not WhatsApp.
  if (has("whatsapp") && has("contact") && found(MAIL_WORDS) !== undefined && found(["whatsapp"]) === undefined)
    drop("whatsapp");
  if (has("whatsapp")) drop("contact");
  // "Sprechen Sie am Telefon Englisch?": the languages card says we speak it by phone and e-mail.
  if (has("languages")) drop("contact");
  if (has("report")) drop("whatsapp");
  if (has("rain") || has("diy")) drop("method");
  if (has("surcharges")) drop("price");
  // "24 Module auf Blechdach, wieviel?", "20 panels – how much, and how soon?": a bare how-much beside a size asks its
  // price; "how much time" or "combien de temps" asks what its next word names.
  if (!has("price") && findSize(message) !== undefined) {
    const bare = bareHowMuch(tokens, (index) => covered.has(index) && !coveredByServices.has(index));
    if (bare !== undefined) {
      const at = tokens.slice(0, bare).join(" ").length + 1;
      const before = r.attributes.filter((a) => (attributeHits.find((hit) => hit.attribute === a)?.at ?? 0) < at);
      r.attributes.splice(before.length, 0, "price");
    }
  }
  readAttributePairs(r);
  readQuoteAndContext(r);
  readObjects(r);
  // "Gutter cleaning only, no roof cleaning": the service not wanted is not what is asked about.
  if (r.services.length > 1) {
    const wanted = r.services.filter((service) => !NEGATED_SERVICE[service]?.test(folded));
    if (wanted.length > 0) r.services = wanted;
  }

  return {
    services: r.services,
    attributes: r.attributes,
    mentionsQuote: found(QUOTE_WORDS) !== undefined,
    // A compound is explained by its head ("Einsatzdauer" by "dauer", read as the next token).
    unexplained: tokens.filter(
      (token, index) => !covered.has(index) && !(covered.has(index + 1) && isHeadOf(tokens[index + 1], token)),
    ),
  };
}
