import { findStatedLossPercent } from "./intents/loss";
import { findRoofType, findSize } from "./intents/quote";
import {
  ATTRIBUTE_WORDS,
  CALCULATOR_CONTEXT_WORDS,
  CALCULATOR_WORDS,
  CHANGE_WORDS,
  FIXED_PRICE_MOMENTS,
  LOSS_CALCULATOR_WORDS,
  QUOTE_WORDS,
  SERVICE_WORDS,
  VOLUME_DISCOUNT_WORDS,
  WEAK_ROOF_WORDS,
  type Lexicon,
} from "./lexicon";
import { keywordTokens } from "./text";

/**
 * What a visitor asks, before any answer is chosen: the service (solar, roof, gutter, green
 * roof, business, maintenance) and the attributes asked about (price, interval, travel costs, …),
 * in the order they come. Words of all four languages, accent-folded, matched as word beginnings
 * with one typo allowed in longer words. A size or a place is a slot filled elsewhere: it never
 * decides what is asked. Pure.
 */
export const services = ["solar", "roof", "gutter", "greenRoof", "b2b", "maintenance"] as const;
export type Service = (typeof services)[number];

export const attributes = [
  "emergency",
  "price",
  "premium",
  "priceComposition",
  "quoteHow",
  "validity",
  "order",
  "payment",
  "travel",
  "vat",
  "insurance",
  "warranty",
  "guarantee",
  "certification",
  "method",
  "chemicals",
  "highPressure",
  "robots",
  "duration",
  "onTheDay",
  "interval",
  "yield",
  "loss",
  "leadTime",
  "replyTime",
  "responseTime",
  "hours",
  "contact",
  "regions",
  "asbestos",
  "leafGuard",
  "tasks",
  "contracts",
  "consultation",
  "plan",
  "season",
  "company",
  "reviews",
  "rain",
  "diy",
  "repairs",
  "included",
  "surcharges",
  "whatsapp",
  "difference",
  "report",
  "combine",
  "operations",
  "minimum",
  "quoteFree",
  "tariff",
  "watering",
  "insuranceProof",
  "languages",
  "calculatorInputs",
  "identity",
  "office",
  "soilingDamage",
  "waterSource",
  "personalData",
  "calculatorData",
  "reminder",
  "safety",
  "servicesOverview",
  "fixedPrice",
  "permission",
  "projects",
  "acceptForm",
  "decline",
  "walkOnPanels",
  "seedlings",
  "tenant",
] as const;
export type Attribute = (typeof attributes)[number];

export interface Understanding {
  services: Service[];
  /** Attributes in the order the question names them. */
  attributes: Attribute[];
  /** Whether the question names a quote/offer word without saying what about it ("eine Offerte bitte"). */
  mentionsQuote: boolean;
  /** The question's words that no service, attribute or quote word explains (in order, folded). */
  unexplained: string[];
}

/** Damerau-free edit distance of at most one (substitution, insertion or deletion). */
function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (a.length > b.length) i++;
    else if (b.length > a.length) j++;
    else {
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
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
  if (entry.includes(" ") || entry.includes("'")) {
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
    const hit = whole
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

function firstMatch(
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

// prettier-ignore
const SOILING_WORDS: Lexicon = [
  "verschmutz", "=schmutz", "=dreck", "encrass", "salet", "sporc", "soiling", "=dirt", "=dirty",
];
// prettier-ignore
const CLEANING_WORDS: Lexicon = ["reinig", "putz", "nettoy", "lavag", "pulizi", "pulir", "lavagg", "clean", "wash"];

// prettier-ignore
const COMPOSITION_WORDS: Lexicon = [
  "zusammen", "berechnet", "compose", "composto", "=calcule", "=calcolato", "worked out", "made up", "breakdown",
];

// prettier-ignore
const CONTRACT_NOUNS: Lexicon = [
  "vertrag", "=abo", "abonnement", "=stufe", "contrat", "contratt", "contract", "=tier", "=tiers",
];

// prettier-ignore
/** A private person or owner ("für Private", "pour les particuliers", "per privati", "for homeowners"). */
// prettier-ignore
const PRIVATE_WORDS: Lexicon = [
  "=private", "=privat", "privatperson", "privatkund", "=particuliers", "=particulier", "=privati", "=privato",
  "=homeowner", "=homeowners", "private owner", "private home", "private person", "einfamilienhaus",
  // owners of flats in one building: the owners' maintenance contract, not the business tiers
  "stockwerkeigentum", "=stwe", "copropriete", "=ppe", "un condominio", "del condominio", "il condominio", "nel condominio",
  "nostro condominio", "mio condominio", "condominium", "=condo",
];

/** "etwas", "öppis", "quelque chose", "anything": a cost asked as a yes or no ("kostet das etwas?"). */
const SOMETHING_WORDS = ["=etwas", "=oppis", "=eppis", "quelque chose", "=qualcosa", "=anything", "=something"];

const COMING_WORDS: Lexicon = [
  "vorbeikommen",
  "vorbei kommen",
  "bei uns sein",
  "=kommen",
  "=kommt",
  "venir",
  "passer",
  "=venire",
  "=passare",
  "come out",
  "come by",
  "come over",
  "get here",
  "be here",
  "=come",
];

// prettier-ignore
const DURATION_VERBS: Lexicon = ["=dure", "=durent", "dauert", "=dura", "=durano", "=takes", "=take", "=lasts", "=last"];

// prettier-ignore
const LEAD_TIME_NOUNS: Lexicon = ["=termin", "=delai", "=rdv", "rendez", "appuntament", "appointment", "wartezeit"];

// prettier-ignore
const UNTIL_WHEN: Lexicon = ["bis wann", "jusqu'a quand", "fino a quando", "until when", "by when"];

// prettier-ignore
const ROOF_TYPE_NAMES: Lexicon = ["=dachart", "dachtyp", "type de toit", "type de toiture", "tipo di tetto", "roof type", "type of roof"];

// prettier-ignore
const MAIL_WORDS: Lexicon = ["=mail", "e-mail", "=email", "mailadresse", "courriel", "=mailen"];
// prettier-ignore
const BASIC_PACKAGE_WORDS: Lexicon = ["=basis", "basisreinig", "=basic", "=base", "=standard", "de base", "di base"];

// prettier-ignore
export const PRICE_COMPARATIVES: Lexicon = [
  "=teurer", "gunstiger", "billiger", "kostet mehr", "kostet weniger", "plus cher", "moins cher", "coute plus",
  "coute moins", "piu caro", "piu cara", "meno caro", "meno cara", "costa di piu", "costa meno", "more expensive",
  "cheaper", "cost more", "costs more", "cost less", "costs less", "si paga meno", "si paga di piu", "paga meno",
  "paie moins", "paye moins", "zahlt weniger", "zahle weniger", "pay less", "pays less",
  // "ça change le prix?": whether the roof type changes the price
  "change le prix", "changer le prix", "andert den preis", "andert das den preis", "einfluss auf den preis",
  "cambia il prezzo", "influisce sul prezzo", "change the price", "affect the price", "affects the price",
];

/**
 * Fillers that contain an attribute word: "quand même" (anyway) asks nothing about when; "per tutta la durata" (for the
 * whole term of a contract) asks nothing about how long a cleaning takes.
 */
/** The solar page's yield calculator by name. */
// prettier-ignore
const YIELD_CALCULATOR: Lexicon = [
  "ertragsrechner", "calculateur de rendement", "calcolatore del rendimento", "calcolatore di rendimento",
  "yield calculator",
];

/** The office hours by name, which no duration shares. */
// prettier-ignore
const OPENING_HOURS_NAMED: Lexicon = [
  "offnungszeit", "burozeit", "=horaire", "=horaires", "heures d'ouverture", "=orari", "orari di apertura",
  "=orario", "opening hours", "office hours", "business hours",
];

const FILLERS =
  /[^.!?]*?\b(?:mi|ci|gli|le)\s+(?:ha|hanno)\s+parlato\s+di\b|[^.!?]*?\bm['’]a\s+parl[ée]\s+d['’e]|[^.!?]*?\b(?:told|tells)\s+(?:me|us)\s+about\b|\b(?:responsabile|responsable)\s+(?:tecnico|technique)\b|\btechnische[rn]?\s+leiter(?:in)?\b|\btechnical\s+manager\b|\b(?:mi|ci|gli|le)\s+(?:ha|hanno)\s+parlato\s+di\b|\bm['’]a\s+parl[ée]\s+d['’e]|\bquand\s+m[eê]me\b|\b(?:per\s+)?tutta\s+la\s+durata\b|\bpendant\s+toute\s+la\s+dur[ée]e\b|\btoute\s+la\s+dur[ée]e\b|\b(?:die\s+)?ganze\s+(?:Laufzeit|Dauer)\b|\b(?:for\s+)?the\s+(?:whole|entire|full)\s+(?:term|duration|contract)\b/giu;

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

/** Indices of the tokens that are a lexicon word spelled right. */
function spelledRightTokens(tokens: readonly string[]): Set<number> {
  const known = new Set<number>();
  tokens.forEach((token, index) => {
    if (ALL_WORDS.some(({ word, whole }) => (whole ? token === word : token.startsWith(word)))) known.add(index);
  });
  return known;
}

export interface UnderstandOptions {
  /** A size is known from an earlier turn: a roof type now says what the quote's panels sit on. */
  sizeKnown?: boolean;
  /** The previous turn was about the panels: a roof type named now is the roof they sit on. */
  panelsBefore?: boolean;
}

export function understand(message: string, options: UnderstandOptions = {}): Understanding {
  // "jusqu'où" keeps its elided first word, which alone says it asks how far.
  const tokens = keywordTokens(message.replace(FILLERS, " ").replace(/\bjusqu['’]\s*o[uù](?!\p{L})/giu, "jusquou"));
  const folded = ` ${tokens.join(" ")} `;
  const covered = new Set<number>();
  const spelledRight = spelledRightTokens(tokens);
  const found = (lexicon: Lexicon) => firstMatch(lexicon, tokens, folded, covered, spelledRight);

  const serviceHits = services.map((service) => ({ service, at: found(SERVICE_WORDS[service]) }));
  let found_services = serviceHits.filter((hit) => hit.at !== undefined).map((hit) => hit.service);
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
  const attributeHits = attributes
    .map((attribute) => ({ attribute, at: found(ATTRIBUTE_WORDS[attribute]) }))
    .filter((hit): hit is { attribute: Attribute; at: number } => hit.at !== undefined)
    .sort((a, b) => a.at - b.at);
  let found_attributes = attributeHits.map((hit) => hit.attribute);
  // "Kostet die Anfahrt extra?": the price word belongs to the travel costs (or the VAT) named right after it.
  const priceAt = attributeHits.find((hit) => hit.attribute === "price")?.at;
  const costNoun = attributeHits.find((hit) => hit.attribute === "travel" || hit.attribute === "vat");
  if (priceAt !== undefined && costNoun && costNoun.at > priceAt && costNoun.at - priceAt <= 14) {
    found_attributes = found_attributes.filter((a) => a !== "price");
  }
  const drop = (attribute: Attribute) => (found_attributes = found_attributes.filter((a) => a !== attribute));
  const has = (attribute: Attribute) => found_attributes.includes(attribute);

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
  // "24 Module auf Blechdach, wieviel?": a bare how-much beside a size asks its price.
  if (
    found_attributes.length === 0 &&
    findSize(message) !== undefined &&
    found(["=wieviel", "wie viel", "=combien", "=quanto", "how much"]) !== undefined
  )
    found_attributes.push("price");
  // "Im Ertragsrechner auf der Solarseite …": the solar page's yield calculator, which no card computes; not the quote
  // calculator nor the home page's loss calculator.
  if (found(YIELD_CALCULATOR) !== undefined) {
    drop("quoteHow");
    drop("loss");
  }
  // "Do you come to Neuchâtel?": coming to a place, not what a price comes to.
  if (
    has("price") &&
    found(["you come to", "u come to", "you also come to"]) !== undefined &&
    found(ATTRIBUTE_WORDS.price.filter((word) => word !== "come to")) === undefined
  )
    drop("price");
  // "What's the damage?": what it costs, not damage done.
  if (has("price") && found(["whats the damage", "s the damage", "is the damage", "the damage for"]) !== undefined)
    drop("insurance");
  // "Die Rinne läuft bei jedem Regen über": the German verb comes apart around the subject; overflowing is the emergency.
  const overflows = tokens.some((t) => /^la?e?uf(t|en)$/.test(t)) && tokens.some((t) => /^u(e)?ber$/.test(t));
  if (!has("emergency") && overflows && (found_services.includes("gutter") || has("rain")))
    found_attributes.unshift("emergency");
  if (has("emergency")) {
    drop("contact");
    drop("responseTime");
    // "En cas d'urgence, vous êtes là en combien de temps?": how soon we come, not how long a cleaning takes; water
    // overflowing is the emergency, not the water we clean with.
    drop("duration");
    drop("method");
  }
  // "In quanto tempo potete venire?", "how long until you can come?": the time until we come, not the cleaning's length.
  if (has("duration") && found(COMING_WORDS) !== undefined && found(DURATION_VERBS) === undefined) {
    drop("duration");
    if (!has("leadTime")) found_attributes.push("leadTime");
  } else if (has("duration") && found(COMING_WORDS) !== undefined && !has("leadTime")) {
    // "Dans combien de temps pouvez-vous venir, et ça dure combien?": both are asked.
    found_attributes.push("leadTime");
  }
  if (has("warranty")) drop("guarantee");
  if (has("validity")) drop("duration");
  // "Was kosten Basis- und Premium-Paket?": both packages' prices; otherwise the premium package is what is priced.
  if (has("premium") && (found(BASIC_PACKAGE_WORDS) === undefined || found(CONTRACT_NOUNS) !== undefined))
    drop("price");
  else if (has("premium") && !has("price")) found_attributes.unshift("price");
  // "Cos'è il pacchetto premium?", "c'est quoi le forfait premium?": the package word names the premium package,
  // not a contract tier nor how the price is made up.
  if (has("premium") && found(CONTRACT_NOUNS) === undefined) drop("contracts");
  if (has("premium") && found(COMPOSITION_WORDS) === undefined) drop("priceComposition");
  if (has("priceComposition")) drop("price");
  // "How is your price calculated?", "a price per area": how the price is made up, not the calculator nor a region.
  if (has("priceComposition") && found(["calculated", "berechnet", "=calcule", "calcolat"]) !== undefined)
    drop("quoteHow");
  if (has("priceComposition") && found(["per area", "pro flache", "par surface", "per superficie"]) !== undefined)
    drop("regions");
  if (has("asbestos")) drop("method");
  if (has("leafGuard")) drop("method");
  if (has("highPressure") || has("chemicals")) drop("method");
  if (has("plan")) drop("contracts");
  if (has("season")) drop("interval");
  // "Was kostet mich die Verschmutzung?", "what does soiling cost me?": the soiling's cost is the loss, not the price
  // of a cleaning, unless the cleaning is named too.
  if (has("price") && !has("loss") && found(SOILING_WORDS) !== undefined && found(CLEANING_WORDS) === undefined) {
    found_attributes = [...found_attributes.filter((a) => a !== "price"), "loss"];
  }
  if (has("loss") && has("yield")) drop("yield");
  if (has("loss")) drop("price");
  if (has("reviews")) drop("company");
  // "Does your certificate cover roof cleaning too?": covering is said of the certificate, not of an insurance.
  if (
    has("certification") &&
    has("insurance") &&
    found(["versicher", "assur", "assicur", "insur", "haftpflicht"]) === undefined
  )
    drop("insurance");
  // "Quanto tempo tenete i messaggi?": how long data are kept, not how long a cleaning takes.
  if (has("personalData")) {
    drop("duration");
    drop("order");
    drop("contact");
  }
  // "How long has your company been around?", "Wie lange gibt es euch schon?": how long the company exists, not a cleaning.
  if (has("company") && has("duration") && found(DURATION_VERBS) === undefined) drop("duration");
  // "Wann habt ihr Zeit und wie oft …?": a lead time named by its own noun stays asked beside the interval.
  if (has("interval") && has("leadTime") && found(LEAD_TIME_NOUNS) === undefined) drop("leadTime");
  // "Bis wann kann ich die Offerte annehmen?": until when a quote can be accepted is its validity, not the hours.
  if (has("order") && found(UNTIL_WHEN) !== undefined) {
    drop("order");
    drop("hours");
    if (!has("validity")) found_attributes.push("validity");
  }
  if (has("replyTime") && has("responseTime")) drop("responseTime");
  if (has("leadTime") && has("responseTime")) drop("responseTime");
  if (has("contracts") && found_services.includes("maintenance")) {
    // "Wartungsvertrag" names both; the service carries it.
  }
  if (has("tasks") && !found_services.includes("greenRoof") && !found_services.includes("maintenance")) drop("tasks");
  // "Wie genau ist der Verlustrechner?": the calculator named is what is asked about; without a system size no loss
  // is computed, and the quote calculator is not meant.
  if (found(LOSS_CALCULATOR_WORDS) !== undefined && findSize(message) === undefined) {
    drop("loss");
    drop("yield");
    drop("quoteHow");
    drop("priceComposition");
  }
  // "Können Sie mir die Versicherungsbestätigung schicken?": the proof of the cover, not the cover or a certificate.
  if (has("insuranceProof")) {
    drop("insurance");
    drop("certification");
    drop("report");
    drop("contact");
  }
  // "Muss ich das Gründach giessen?": watering, not the season it is asked for or the water we clean with.
  if (has("watering")) {
    drop("season");
    drop("method");
  }
  // "Chostet mich e Offerte öppis?", "does a quote cost anything?": whether the quote itself is free, not a price.
  if (has("price") && found(QUOTE_WORDS) !== undefined && found(SOMETHING_WORDS) !== undefined && !findSize(message))
    found_attributes.push("quoteFree");
  // "Ist die Offerte kostenlos?": free and non-binding are said of a quote only; the price word inside "kostenlos"
  // asks no price.
  if (has("quoteFree")) {
    if (found(QUOTE_WORDS) === undefined && !has("quoteHow")) drop("quoteFree");
    else {
      drop("price");
      drop("quoteHow");
    }
  }
  // "Welchen Rückliefertarif nimmt der Verlustrechner?": the calculator's assumptions, not a price or a loss.
  // "10 kWp, 8 % Verlust, zum Tarif von 8 Rappen: wie viel?": a stated loss of a stated system is computed.
  const computesLoss = findSize(message)?.unit === "kwp" && findStatedLossPercent(message) !== undefined;
  if (has("tariff") && computesLoss) {
    drop("tariff");
    if (!has("loss")) found_attributes.push("loss");
  }
  if (has("tariff")) {
    drop("price");
    drop("loss");
    drop("yield");
    drop("quoteHow");
  }
  // "Ohne die Produktion zu unterbrechen?": a business's operations, not the panels' production.
  // "Does the 3-year contract …?", "il contratto di 3 anni": the multi-year contract is a business tier.
  if (has("contracts") && /\b[23]\s*-?\s*(?:year|jahr|jahres|ans|anni)\b/.test(folded)) {
    if (!found_services.includes("b2b")) found_services.push("b2b");
  }
  // "Ich miete eine Wohnung: kann ich selbst bestellen?": who orders as a tenant. Renting out, or a tenant asking
  // something else (a price, a report), is not that question.
  if (has("tenant")) {
    const rentsOut = found([
      "rent out",
      "rent the flat out",
      "rent it out",
      "vermiete",
      "je loue mon",
      "affitto il mio",
    ]);
    const asksMore = found_attributes.some(
      (a) => !["tenant", "order", "diy", "permission", "contact", "quoteHow"].includes(a),
    );
    if (rentsOut !== undefined || asksMore) drop("tenant");
    else for (const other of ["order", "diy", "permission", "contact", "quoteHow"] as const) drop(other);
  }
  // "Auch für Private?", "pour les particuliers", "non un'azienda … per privati": a private owner asks, not a business.
  if (found(PRIVATE_WORDS) !== undefined) found_services = found_services.filter((service) => service !== "b2b");
  if (has("operations")) {
    drop("yield");
    drop("hours");
    if (!found_services.includes("b2b")) found_services.push("b2b");
  }
  // "Ab wie vielen Liegenschaften gibts Mengenrabatt?": the volume discount the contracts state, not a minimum area.
  if (has("contracts") && found(VOLUME_DISCOUNT_WORDS) !== undefined) {
    drop("minimum");
    if (!found_services.includes("b2b")) found_services.push("b2b");
  }
  // A minimum size is asked of the business contracts only ("Ab welcher Modulfläche betreut ihr Unternehmen?").
  if (has("minimum")) {
    if (found_services.includes("b2b") || has("contracts")) drop("contracts");
    else drop("minimum");
  }
  // "Quante ore ci vuole?": an hour word beside a duration or a reply time is the duration's; the opening hours by name
  // stay asked ("what are your opening hours and how fast do you reply?").
  if (
    has("hours") &&
    (has("duration") || has("leadTime") || has("replyTime")) &&
    found(OPENING_HOURS_NAMED) === undefined
  )
    drop("hours");
  // "Muss ich die Offerte ablehnen?", "je dois téléphoner pour refuser le devis?": declining is the question, the quote,
  // the phone and its validity are what it is about (the card says them).
  if (has("decline")) {
    for (const other of ["quoteHow", "contact", "order", "validity", "acceptForm", "quoteFree"] as const) drop(other);
  }
  // "Was muss ich ausfüllen, wenn ich online zusage?", "Kann ich einen Wunschtermin angeben?": the order form. Filling
  // in without an order or a date asks about something else (the quote calculator's fields).
  if (has("acceptForm")) {
    const asksDate = found([
      "wunschtermin",
      "wunschdatum",
      "souhaitee",
      "preferee",
      "preferita",
      "desiderat",
      "preferred",
    ]);
    if (has("order") || has("validity") || asksDate !== undefined) {
      drop("order");
      drop("leadTime");
      drop("quoteHow");
      drop("calculatorInputs");
    } else drop("acceptForm");
  }

  // "Ist ein Blechdach teurer?", "plus cher sur un toit en tôle ?": roof types compared in price are the quote's roof
  // factor, not a roof cleaning.
  const comparesRoofTypes =
    (findRoofType(message) !== undefined || found(ROOF_TYPE_NAMES) !== undefined) &&
    findSize(message) === undefined &&
    found(PRICE_COMPARATIVES) !== undefined;
  if (comparesRoofTypes) {
    drop("price");
    if (!has("priceComposition")) found_attributes.push("priceComposition");
  }
  // "Wie lange ist die Wartezeit?": the wait for an appointment, not how long the cleaning takes.
  if (
    has("leadTime") &&
    has("duration") &&
    found(["warte", "=waiting", "=wait", "attente", "attendre", "attesa", "aspett"])
  )
    drop("duration");
  // "Kann ich kWp eingeben?", "quels champs sont obligatoires?": a field or unit word asks about the quote calculator
  // only with a calculator, a quote, a unit or a roof type named.
  if (has("calculatorInputs")) {
    // The loss calculator's inputs are its assumptions (tariff), not the quote calculator's fields.
    if (found(CALCULATOR_CONTEXT_WORDS) === undefined || found(LOSS_CALCULATOR_WORDS) !== undefined)
      drop("calculatorInputs");
    else {
      drop("quoteHow");
      drop("contact");
    }
  }
  // "Wie lautet eure UID?": the imprint's identity, not the phone number or the company's story.
  if (has("identity")) {
    drop("contact");
    drop("company");
  }
  // "Where is your office?": the address (not the office hours).
  if (has("office") && has("hours")) drop("office");
  if (has("office")) drop("contact");
  // "Hotspot", "dauerhaft beschädigt": lasting damage from dirt, not our insurance or a repair. "Dauerhaft",
  // "permanent" alone ("bleiben die Module dauerhaft sauber?") is a promise, not a question about damage.
  if (
    has("soilingDamage") &&
    found([
      "hotspot",
      "hot spot",
      "hot-spot",
      "point chaud",
      "points chauds",
      "punto caldo",
      "punti caldi",
      "kosmetisch",
      "cosmetic",
      "esthetique",
      "estetic",
      "schonheitsfehler",
      "schad",
      "beschadig",
      "kaputt",
      "dommage",
      "endommag",
      "abim",
      "danneg",
      "=danni",
      "=danno",
      "damag",
      "=harm",
      "ruin",
    ]) === undefined
  )
    drop("soilingDamage");
  if (has("soilingDamage")) {
    drop("insurance");
    drop("repairs");
    drop("method");
  }
  // "D'où vient votre eau?": where the water comes from, only with the water named.
  if (has("waterSource") && found(["wasser", "=eau", "acqua", "=water"]) === undefined) drop("waterSource");
  // "Water or electricity on the day?": the card of what we need on the day says both.
  if (
    has("waterSource") &&
    found(["=strom", "elektri", "=courant", "electric", "corrente", "socket", "steckdose", "=prise"]) !== undefined
  )
    drop("waterSource");
  if (has("waterSource")) {
    drop("method");
    drop("onTheDay");
    drop("chemicals");
  }
  // Stored, sent, kept: with a calculator named, what its inputs become; otherwise how long data are kept. Without a
  // word of data, a form or a calculator, a storage word asks nothing of the kind ("Solarstrom speichern").
  if (has("personalData")) {
    const dataNamed = found([
      "daten",
      "angaben",
      "formular",
      "donnees",
      "informations",
      "coordonnees",
      "chiffres",
      "formulaire",
      "=dati",
      "modulo di contatto",
      "=data",
      "=details",
      "=information",
      "=form",
      "=numbers",
      "datenschutz",
      "privacy",
      "confidentialit",
      "protezione dei dati",
      "protection des donnees",
      "personal",
      "personendaten",
      ...CALCULATOR_WORDS,
    ]);
    // Other people's data ("die Adresse eurer Kundin", "les données de mon voisin") are never given: a person answers.
    const othersNamed = found([
      "kunde",
      "kundin",
      "nachbar",
      "andere",
      "client",
      "voisin",
      "autres",
      "cliente",
      "vicin",
      "altri",
      "customer",
      "neighbo",
      "other people",
      "someone",
    ]);
    // Asking what we hold about oneself, or to delete it, is a request a person handles (identity checked first).
    const requestNamed = found([
      "losch",
      "uber mich",
      "von mir",
      "supprim",
      "efface",
      "sur moi",
      "cancell",
      "elimin",
      "su di me",
      "=delete",
      "=erase",
      "=remove",
      "about me",
    ]);
    if (dataNamed === undefined || othersNamed !== undefined || requestNamed !== undefined) drop("personalData");
    else {
      if (found(CALCULATOR_WORDS) !== undefined && found(QUOTE_WORDS) === undefined)
        found_attributes = found_attributes.map((a) => (a === "personalData" ? "calculatorData" : a));
      for (const other of ["duration", "contact", "quoteHow", "loss", "yield", "tariff", "order", "validity"] as const)
        drop(other);
    }
  }
  // "Erinnert ihr mich an die nächste Reinigung?": the reminder, not the order, the interval or a date.
  if (has("reminder")) {
    drop("order");
    drop("leadTime");
    drop("interval");
    drop("contracts");
  }
  // "Sicherheit auf dem Dach, Suva": the safety rules, not the certified training (unless a training is asked too).
  if (has("safety")) {
    if (
      found(["zertifi", "certifi", "schulung", "ausbildung", "formation", "formazion", "training", "diplom"]) ===
      undefined
    )
      drop("certification");
  }
  // "What else do you do?": the overview, only when nothing more precise is asked, and asked as an open question:
  // "Bietet ihr ausser PV auch Gartenpflege an?" names something else, which a person answers.
  if (
    has("servicesOverview") &&
    (found_attributes.length > 1 ||
      found([
        "=was",
        "welche",
        "=que",
        "=quoi",
        "quel",
        "=quali",
        "=quale",
        "=cosa",
        "cos'altro",
        "=what",
        "=which",
      ]) === undefined)
  )
    drop("servicesOverview");
  // "Kann sich der Preis am Tag noch ändern?": whether the quoted price holds.
  // Only the price of a quote, up to the day of the job: whether prices rise next year is not the fixed price.
  if (has("price") && found(CHANGE_WORDS) !== undefined && found(FIXED_PRICE_MOMENTS) !== undefined)
    found_attributes = [...found_attributes.filter((a) => a !== "price" && a !== "fixedPrice"), "fixedPrice"];
  if (has("fixedPrice")) {
    drop("price");
    drop("surcharges");
    drop("payment");
  }
  // "Dürft ihr hier Drohnen fliegen?": the drone rules; a word of permission alone asks nothing.
  if (has("permission")) {
    if (!has("robots")) drop("permission");
    else drop("certification");
  }
  // "Is the visual check charged extra?", "c'est en supplément?": what the price includes, not a surcharge.
  if (has("included")) drop("surcharges");

  // "Dach", "toit", "tetto", "roof" or a roof type alone: the roof is cleaned, unless panels are named
  // or a size comes with a roof type, where it says what the panels of a quote sit on.
  if (
    !comparesRoofTypes &&
    !found_services.includes("roof") &&
    !found_services.includes("solar") &&
    !found_services.includes("greenRoof") &&
    (found(WEAK_ROOF_WORDS) !== undefined || (findRoofType(message) !== undefined && found_attributes.length > 0)) &&
    // A roof type with a size is the quote calculator's roof ("150 m² auf einem Blechdach"), also when the size came in an
    // earlier turn ("and on a flat roof instead?").
    !(
      findRoofType(message) !== undefined &&
      (findSize(message) !== undefined || options.sizeKnown || options.panelsBefore)
    )
  ) {
    found_services.push("roof");
  }
  // "Das Dach und die Module im selben Einsatz?": both are named, the roof word no longer says what the panels sit on.
  if (
    has("combine") &&
    found_services.includes("solar") &&
    !found_services.includes("roof") &&
    !found_services.includes("greenRoof") &&
    found(WEAK_ROOF_WORDS) !== undefined
  ) {
    found_services.push("roof");
  }
  // "Les panneaux, et le toit lui-même?", "the panels and the roof itself": the roof as an object of its own.
  if (
    found_services.includes("solar") &&
    !found_services.includes("roof") &&
    !found_services.includes("greenRoof") &&
    found(["lui meme", "=itself", "dach selbst", "dach selber", "tetto stesso", "tetto in se"]) !== undefined
  )
    found_services.push("roof");
  // Together with what? Without two services named, "beides" or "ensemble" asks nothing of its own.
  if (has("combine") && found_services.filter((s) => s !== "b2b" && s !== "maintenance").length < 2) drop("combine");
  // The business contracts by name ("the Professional one").
  if (
    found(["=basis", "=professional", "=enterprise"]) !== undefined &&
    has("contracts") &&
    !found_services.includes("b2b")
  ) {
    found_services.push("b2b");
  }

  return {
    services: found_services,
    attributes: found_attributes,
    mentionsQuote: found(QUOTE_WORDS) !== undefined,
    unexplained: tokens.filter((_, index) => !covered.has(index)),
  };
}
