import {
  BASIC_PACKAGE_WORDS,
  CLEANING_WORDS,
  COMING_WORDS,
  COMPOSITION_WORDS,
  CONTRACT_TIERS,
  CONTRACT_NOUNS,
  DATA_WORDS,
  DURATION_VERBS,
  FILLERS,
  LEAD_TIME_NOUNS,
  MAIL_WORDS,
  OPENING_HOURS_NAMED,
  PRICE_COMPARATIVES,
  PRIVATE_WORDS,
  RECEIVE_WORDS,
  ROOF_TYPE_NAMES,
  SOILING_WORDS,
  SOMETHING_WORDS,
  UNTIL_WHEN,
  YIELD_CALCULATOR,
} from "./cue-words";
import { findStatedLossPercent } from "./intents/loss";
import { findRoofType, findSize } from "./intents/quote";
import { OWN_INSURANCE } from "./out-of-scope";
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
import { firstMatch, spelledRightTokens } from "./lexicon-match";
import { keywordTokens } from "./text";
import { attributes, services, type Attribute, type Understanding } from "./asked";

/**
 * What a visitor asks, before any answer is chosen: the service (solar, roof, gutter, green
 * roof, business, maintenance) and the attributes asked about (price, interval, travel costs, …),
 * in the order they come. Words of all four languages, accent-folded, matched as word beginnings
 * with one typo allowed in longer words. A size or a place is a slot filled elsewhere: it never
 * decides what is asked. Pure.
 */

export interface UnderstandOptions {
  /** A size is known from an earlier turn: a roof type now says what the quote's panels sit on. */
  sizeKnown?: boolean;
  /** The previous turn was about the panels: a roof type named now is the roof they sit on. */
  panelsBefore?: boolean;
  /** The previous turn was about the quote: "do I get it by e-mail?" asks how the quote comes. */
  quoteBefore?: boolean;
}

/** The visitor's own tariff, to enter or to know ("what should I put in", "typical", "I get paid"). */
const OWN_TARIFF = [
  "should i",
  "soll ich",
  "dois-je",
  "dois je",
  "devo",
  "typical",
  "typisch",
  "typique",
  "tipic",
  "normal",
  "usual",
  "ublich",
  "en general",
  "di solito",
  "get paid",
  "bekomme ich",
  "je touche",
  "mi pagano",
  "no idea",
  "keine ahnung",
  "aucune idee",
  "non so",
  // entering it
  "=enter",
  "put in",
  "type in",
  "type into",
  "eingeben",
  "eintragen",
  "eintippen",
  "saisir",
  "indiquer",
  "inserire",
  "mettere",
  "inserisc",
];

/** A day of the weekend, as the hours lexicon names it. */
const WEEKEND_DAYS = [
  "week end",
  "=weekend",
  "samschtig",
  "sunntig",
  "=samsch",
  "samstag",
  "=samedi",
  "=sabato",
  "saturday",
  "open saturday",
  "open sunday",
];
/** Coming or working somewhere, as the regions lexicon names it. */
const SERVING_WORDS = [
  "kommt ihr",
  "=kommt ihr",
  "kommen sie",
  "venez",
  "=venez",
  "venite",
  "=venite",
  "intervenez",
  "intervenite",
  "lavorate anche",
  "lavorate in",
  "come to",
  "travaillez aussi",
];
/** What someone needs, as the quote's lexicon names it. */
const NEED_WORDS = ["vi serve", "il vous faut", "vous faut", "braucht ihr", "brauchen sie", "you need", "do you need"];
/** Being on site, as the response time's lexicon names it. */
const ON_SITE_WORDS = ["on site", "vor ort", "sur place", "sul posto"];
/** Verbs after "come to" that say what for. */
const DOING_VERBS = ["do", "clean", "help", "look", "see", "check", "fix", "inspect", "wash", "work"];

/** What soils panels and roofs. */
const SOILING_AGENTS = [
  "=moos",
  "=moss",
  "mousse",
  "muschio",
  "flechten",
  "lichen",
  "licheni",
  "=algen",
  "=algae",
  "alghe",
  "algues",
  "vogelkot",
  "bird poo",
  "bird dropping",
  "fientes",
  "escrementi",
  "guano",
  "=dreck",
  "=dirt",
  "salete",
  "sporcizia",
];
/** Doing damage, or being bad for something. */
const DOES_DAMAGE = [
  "schadet",
  "schaden",
  "beschadig",
  "kaputt",
  "schlecht fur",
  "abime",
  "endommag",
  "mauvais pour",
  "danneg",
  "rovin",
  "fa male",
  "damage",
  "harm",
  "bad for",
  "ruin",
];
/** Rain, raining. */
const RAINING = ["regen", "regnet", "pluie", "pleut", "pioggia", "piove", "=rain", "=rains", "raining"];
/** The day of the appointment. */
const ON_THE_DAY_OF_THE_JOB = [
  "reinigungstag",
  "am tag der",
  "termin",
  "on the day",
  "day you",
  "appointment",
  "le jour du",
  "le jour de",
  "rendez-vous",
  "il giorno della",
  "appuntamento",
];

/** A paper, as the report lexicon names it. */
const IN_WRITING = [
  "qualcosa di scritto",
  "per iscritto",
  "par ecrit",
  "quelque chose d'ecrit",
  "schriftlich",
  "in writing",
  "etwas schriftliches",
];

/** The insurance by name ("Versicherung", "assurance", "Haftpflicht"), not only a damage or covering. */
const INSURANCE_NAMED = ["versicher", "assur", "assicur", "insur", "haftpflicht"];

/** A price guarantee, which the Professional contract gives. */
const PRICE_GUARANTEE = [
  "preisgarantie",
  "garantie de prix",
  "garantie du prix",
  "garanzia di prezzo",
  "garanzia del prezzo",
  "price guarantee",
];

/** A size asked for: of a system, a roof, an area. */
const SIZE_NOUN = /gross|flache|\barea\b|\bsize\b|surface|taille|superfici|dimension|grandezz/;
/** "panel area", "minimum area": an area that is a size, not a region. */
const AREA_AS_SIZE = / (?:panel|module|roof|cleaning|minimum|solar|total|surface) areas? |\barea of /;

/** Words that may follow "extra" said of a charge ("extra oder inbegriffen?", "extra for the visit?"). */
const AFTER_A_CHARGE = ["oder", "pour", "with", "avec", "also", "auch", "charge", "charged", "cost", "costs", "kosten"];

/** Electricity, which on the day means a socket. */
const ELECTRICITY = ["=strom", "stromanschluss", "electricit", "corrente", "electricity", "=power", "=courant"];
/** Electricity the household uses itself. */
const OWN_CONSUMPTION = [
  "eigenverbrauch",
  "selbst verbrauch",
  "verbrauche",
  "consomme",
  "autoconsomm",
  "consumo",
  "consumi",
  "self-consum",
  "use myself",
  "consume",
  "ourselves",
  "myself",
];

/** "Up to how much": beside the insurance, its cover. */
const UP_TO_HOW_MUCH = [
  "bis wieviel",
  "maximal",
  "maximum",
  "fino a quanto",
  "fino a",
  "limit",
  "jusqu'a combien",
  "up to how much",
];

/**
 * A length asked of the thing itself ("quanto dura la garanzia?", "wie lange läuft der Professional-Vertrag?"), with at
 * most four words between and no second question.
 */
const lengthOf = (thing: string) =>
  new RegExp(
    `\\b(?:how long|wie lang\\w*|combien de temps|quanto(?: tempo)?|dure|dura|durata|duree|dauer\\w*|last)\\b(?:\\W+(?!and\\b|und\\b|et\\b|e\\b|ed\\b)\\w+){0,4}?\\W+(?:${thing})`,
  );
const GUARANTEE_LENGTH = lengthOf("garanti|guarant|garanzi");
const CONTRACT_LENGTH = lengthOf("\\w*vertrag|contrat|contratt|contract");

/** A cleaning verb with the roof as its object, a few words on: "clean a 120 sqm tiled roof", "unser Dach reinigen". */
const A_ROOF_CLEANED =
  / (?:clean\w*|reinig\w*|putz\w*|nettoy\w*|pulir\w*|pulizia)(?: (?!on |auf |sur |sul |sullo |am |of |de |du |des |di |del |dei |von )\S+){0,4} (?:roof|dach|toit|toiture|tetto)\b|\b(?:roof|dach|toit|toiture|tetto) (?:\S+ ){0,2}(?:reinigen|putzen|nettoyer|pulire|cleaned)\b/;

/** Recommending, as a verb ("vous conseillez", "che cosa consigliate?"). */
const RECOMMEND_VERB =
  / (?:conseillez|conseillerie[zr]|conseille|consigliate|consiglia|consigliereste|consiglierebbe) /;

/** "also when …", "même quand …": the condition of something asked before. */
const CONDITIONAL_WHEN = / (?:anche|pure|meme|aussi|even|also|auch|selbst) (?:quando|quand|when|wenn) /;

/** Panels counted: ours so far, or, beside a size, the visitor's. */
const PANELS_COUNTED = [
  "combien de panneaux",
  "combien de modules",
  "how many panels",
  "how many solar panels",
  "how many modules",
  "wie viele module",
  "wie viele solarmodule",
  "quanti moduli",
  "quanti pannelli",
];

/** An example asked for, and the buildings of the business page's three examples. */
const EXAMPLE_WORDS = / (?:beispiel\w*|examples?|exemples?|esempi\w*)\b/;
const ROI_EXAMPLE_BUILDINGS =
  / (?:logisti\w*|wohnuberbauung|residential estate|ensemble residentiel|complesso residenziale|landwirtschaft\w*|farm|fricktal|exploitation agricole|azienda agricola)/;

/** "ist das (bei der Dachreinigung) dabei?", "isch das debii?": included with something. */
const INCLUDED_WITH =
  / (?:ist|isch|sind) (?:das|die|es|der|sie)(?: \S+){0,4} (?:dabei|debii|mit dabei|inbegriffen)(?: |$)/;

/** Booking ahead: "in advance", "im Voraus", "à l'avance", "con quanto anticipo". */
const ADVANCE_WORDS = [
  "in advance",
  "im voraus",
  "zum voraus",
  "a l'avance",
  "in anticipo",
  "quanto anticipo",
  "=anticipo",
];

/** An article or guide named as where something is written. */
const ARTICLE_WORDS = / (?:blog\w*|artikel\w*|ratgeber\w*|article\w*|articolo|articoli|guide|guida)\b/;

/** Charging for the travel itself. */
const CHARGE_FOR_TRAVEL = /\bcharge (?:you |me )?(?:to|for) (?:the )?(?:travel|trip|journey)/;

/** An amount asked as a noun: beside the insurance, the sum it covers. */
const AMOUNT_NOUNS = ["=montant", "=betrag", "=importo", "=amount"];

/** Covering a place is serving it; beside the insurance, covering is what the insurance does. */
const COVERING_WORDS = ["deckt ihr", "decken sie", "abgedeckt", "=abdecken", "couvrez", "coprite"];

/**
 * German compounds end in the word they are about: "Offertdaten" are data, "Reinigungskosten" a price,
 * "Wartungsvertrag" a contract. The lexicon matches word beginnings, so the head is read as a word of its own too.
 */
const COMPOUND_HEADS = [
  "daten",
  "kosten",
  "preis",
  "dauer",
  "vertrag",
  "garantie",
  "intervall",
  "versicherung",
  "rechner",
];
const COMPOUND_HEAD = new RegExp(`^(\\p{L}{3,}?)s?(${COMPOUND_HEADS.join("|")})(e|en|n|s|es)?$`, "u");

function isHeadOf(head: string | undefined, token: string): boolean {
  return head !== undefined && head !== token && COMPOUND_HEAD.exec(token)?.[2] === head;
}

function withCompoundHeads(tokens: readonly string[]): string[] {
  return tokens.flatMap((token) => {
    const head = COMPOUND_HEAD.exec(token)?.[2];
    return head === undefined ? [token] : [token, head];
  });
}

const DOWNLOAD_WORDS: readonly string[] = ["download", "herunterladen", "telecharger", "scaricare"];

const FARM_WORDS: readonly string[] = [
  "=grange",
  "=granges",
  "fienil",
  "=fienile",
  "=stalla",
  "landwirt",
  "bauernhof",
  "=stall",
  "=scheune",
  "=farm",
  "=barn",
  "agricol",
];
const NEAR_WORDS: readonly string[] = [
  "vicino",
  "accanto",
  "neben",
  "nahe",
  "in der nahe",
  "pres d",
  "a cote",
  "next to",
  "near",
  "close to",
  "beside",
];

const SINCE_WHEN: readonly string[] = ["depuis quand", "seit wann", "since when", "da quando"];
/** Existing, being founded ("da quando esiste", "depuis quand existez-vous"). */
const EXISTING: readonly string[] = [
  "esist",
  "existier",
  "existe",
  "=exist",
  "=exists",
  "=existed",
  "gegrundet",
  "fonde",
  "fondat",
  "founded",
];

const TEAM_WORDS: readonly string[] = ["=team", "=teams", "=equipe", "squadr"];

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
  const namedOnlyThrough = (lexicon: Lexicon, through: (word: string) => boolean) =>
    found(lexicon.filter((word) => !through(word))) === undefined;

  const serviceHits = services.map((service) => ({ service, at: found(SERVICE_WORDS[service]) }));
  let found_services = serviceHits.filter((hit) => hit.at !== undefined).map((hit) => hit.service);
  // "What would it cost to clean a 120 sqm tiled roof?": a roof that is itself cleaned, with no panels named, is the roof
  // cleaning ("die Reinigung auf dem Dach" is where panels are).
  if (found_services.length === 0 && A_ROOF_CLEANED.test(folded)) found_services.push("roof");
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
  // "Kostet die Anfahrt extra?": the price word belongs to the travel costs (or the VAT) named right after it.
  const priceAt = attributeHits.find((hit) => hit.attribute === "price")?.at;
  const costNoun = attributeHits.find((hit) => hit.attribute === "travel" || hit.attribute === "vat");
  if (priceAt !== undefined && costNoun && costNoun.at > priceAt && costNoun.at - priceAt <= 14) {
    found_attributes = found_attributes.filter((a) => a !== "price");
  }
  // "How much do you charge to travel to Zurich?": what is charged for the travel is the travel cost.
  if (
    costNoun?.attribute === "travel" &&
    CHARGE_FOR_TRAVEL.test(folded) &&
    namedOnlyThrough(ATTRIBUTE_WORDS.price, (word) => word.includes("charge"))
  )
    found_attributes = found_attributes.filter((a) => a !== "price");
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
  // "24 Module auf Blechdach, wieviel?", "20 panels – how much, and how soon?": a bare how-much beside a size asks its
  // price; "how much time" or "combien de temps" asks what its next word names.
  if (!has("price") && findSize(message) !== undefined) {
    const bare = bareHowMuch(tokens, (index) => covered.has(index) && !coveredByServices.has(index));
    if (bare !== undefined) {
      const at = tokens.slice(0, bare).join(" ").length + 1;
      const before = found_attributes.filter((a) => (attributeHits.find((hit) => hit.attribute === a)?.at ?? 0) < at);
      found_attributes.splice(before.length, 0, "price");
    }
  }
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
    namedOnlyThrough(ATTRIBUTE_WORDS.price, (word) => word === "come to")
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
  // "Quanto dura la garanzia?", "wie lange gilt die Garantie?": how long the guarantee lasts, which the guarantee answers;
  // neither the cleaning's length nor the quote's validity.
  if (has("guarantee") && GUARANTEE_LENGTH.test(folded)) {
    drop("duration");
    drop("validity");
  }
  // "Wie lange läuft der Professional-Vertrag?": a contract's term, which the contracts card states.
  if (has("contracts") && CONTRACT_LENGTH.test(folded)) drop("duration");
  if (has("validity")) drop("duration");
  // "Was kosten Basis- und Premium-Paket?": both packages' prices; otherwise the premium package is what is priced.
  if (has("premium") && (found(BASIC_PACKAGE_WORDS) === undefined || found(CONTRACT_NOUNS) !== undefined))
    drop("price");
  else if (has("premium") && !has("price")) found_attributes.unshift("price");
  // "Che cosa include il pacchetto premium?": what the premium package holds, which its own card says; not what every
  // cleaning includes.
  if (has("premium")) drop("included");
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
  // "Abito vicino a una stalla, devo pulire più spesso?": a farm next door soils the panels; it does not make the
  // visitor a business.
  if (found_services.includes("b2b") && found(NEAR_WORDS) !== undefined && found(FARM_WORDS) !== undefined) {
    if (namedOnlyThrough(SERVICE_WORDS.b2b, (word) => FARM_WORDS.includes(word)))
      found_services = found_services.filter((service) => service !== "b2b");
  }
  // "Depuis quand êtes-vous certifiés ?": since when is asked of the certificate, not of the company nor an appointment.
  if (has("certification") && found(SINCE_WHEN) !== undefined) {
    if (namedOnlyThrough(ATTRIBUTE_WORDS.company, (word) => SINCE_WHEN.includes(word))) drop("company");
    if (namedOnlyThrough(ATTRIBUTE_WORDS.leadTime, (word) => /wann|quand|when/.test(word))) drop("leadTime");
  }
  // "Ist so eine Offerte für mich verbindlich?": "Offerte für" asks a quote's price only for something to price.
  if (
    has("price") &&
    (has("quoteFree") || has("decline")) &&
    namedOnlyThrough(ATTRIBUTE_WORDS.price, (word) => word === "=offerte fur")
  )
    drop("price");
  // "Habt ihr ein Team in der Ostschweiz?": a team somewhere asks whether we work there.
  if (
    has("company") &&
    has("regions") &&
    namedOnlyThrough(ATTRIBUTE_WORDS.company, (word) => TEAM_WORDS.includes(word))
  )
    drop("company");
  // "Does your certificate cover roof cleaning too?": covering is said of the certificate, not of an insurance.
  if (has("certification") && has("insurance") && found(INSURANCE_NAMED) === undefined) drop("insurance");
  // "Quanto tempo tenete i messaggi?": how long data are kept, not how long a cleaning takes.
  if (has("personalData")) {
    drop("duration");
    drop("order");
    drop("contact");
  }
  // "Combien de temps met votre équipe pour 40 panneaux ?": the team that cleans, not the company's history.
  if (
    has("company") &&
    has("duration") &&
    namedOnlyThrough(ATTRIBUTE_WORDS.company, (word) => TEAM_WORDS.includes(word))
  )
    drop("company");
  // "Sulla pagina per le aziende c'è l'esempio del centro logistico: che rendimento ha dato?": an example of the business
  // page named by its building is one of its three examples.
  // An article's or the guide's own examples are not the business page's ("im Blog zur Rendite … ein Beispiel").
  if (
    !has("roiExamples") &&
    EXAMPLE_WORDS.test(folded) &&
    ROI_EXAMPLE_BUILDINGS.test(folded) &&
    !ARTICLE_WORDS.test(folded)
  ) {
    drop("yield");
    found_attributes.push("roiExamples");
  }
  // The business page's examples are not an article's ("In Ihrem Artikel über Rendite: bei welchem Beispiel …?") nor a
  // sum of the visitor's own figures ("un exemple chiffré ? genre 50 kWc avec 8 % de perte").
  if (has("roiExamples") && (ARTICLE_WORDS.test(folded) || /\d/.test(folded))) drop("roiExamples");
  // "Rechnet sich das?": whether it pays off, not a calculator.
  if (
    has("quoteHow") &&
    / rechnet (?:es |das )?sich| rechnen sich/.test(folded) &&
    namedOnlyThrough(ATTRIBUTE_WORDS.quoteHow, (word) => word === "rechner")
  )
    drop("quoteHow");
  // An article's own examples are on no card: what the article says of them is not the yield in general.
  if (
    EXAMPLE_WORDS.test(folded) &&
    ARTICLE_WORDS.test(folded) &&
    / beispiele? | examples? | exemples? | esemp/.test(folded)
  )
    drop("yield");
  // "Was kostet die Reinigung eines Schieferdachs?": a roof's material is said of the roof we clean.
  if ((has("slateRoof") || has("metalRoof")) && !found_services.includes("solar") && !found_services.includes("roof"))
    found_services.push("roof");
  // "… und ist das bei der Dachreinigung dabei?": something that comes with a service is what its price includes
  // ("muss ich dabei sein?" is being there).
  if (!has("included") && INCLUDED_WITH.test(folded)) found_attributes.push("included");
  // "Our production hall has 2,500 m² of modules": a building, not the panels' output.
  if (
    has("yield") &&
    / production (?:hall|site|building)/.test(folded) &&
    namedOnlyThrough(ATTRIBUTE_WORDS.yield, (word) => word === "=production")
  )
    drop("yield");
  // "Wo isch eues Büro?": our office is where we are, not an office building to clean.
  if (has("contact") && namedOnlyThrough(SERVICE_WORDS.b2b, (word) => word === "buro"))
    found_services = found_services.filter((service) => service !== "b2b");
  // "Vous conseillez quel rythme de nettoyage ?": recommending something asked is no consultation visit.
  if (
    has("consultation") &&
    found_attributes.length > 1 &&
    RECOMMEND_VERB.test(folded) &&
    namedOnlyThrough(ATTRIBUTE_WORDS.consultation, (word) => word === "conseil" || word === "consigli")
  )
    drop("consultation");
  // "Anche quando lavorate sui tetti verdi?", "even when you work on green roofs?": a condition, not a time asked.
  if (
    has("leadTime") &&
    CONDITIONAL_WHEN.test(folded) &&
    namedOnlyThrough(ATTRIBUTE_WORDS.leadTime, (word) => word === "=quand" || word === "=quando")
  )
    drop("leadTime");
  // "How many panels does a 10 kWp system have?": panels counted for a size are the visitor's system, not ours.
  if (
    has("company") &&
    /\d/.test(folded) &&
    namedOnlyThrough(ATTRIBUTE_WORDS.company, (word) => PANELS_COUNTED.includes(word))
  )
    drop("company");
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
  // "What feed-in tariff should I enter?", "I have no idea what I get paid": the tariff to enter is the visitor's own,
  // usually in a stated range; what a calculator assumes is asked otherwise.
  if (has("tariff") && (has("tariffInput") || found(OWN_TARIFF) !== undefined)) {
    drop("tariff");
    drop("calculatorInputs");
    if (!has("tariffInput")) found_attributes.push("tariffInput");
  }
  if (has("tariffInput")) {
    drop("tariff");
    drop("calculatorInputs");
  }
  if (has("tariff") || has("tariffInput")) {
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
  // "Kostet die Anfahrt extra?": extra said of the travel, a surcharge or the VAT is theirs, not what the price includes.
  if (
    (has("travel") || has("surcharges") || has("vat")) &&
    namedOnlyThrough(ATTRIBUTE_WORDS.included, (word) => word === "=extra" || /^charged? extra|^extra for/.test(word))
  )
    drop("included");
  // "extra electricity", "extra Kosten": extra before a noun is more of it, not a charge on top ("is it extra?",
  // "extra or included?").
  if (has("included") && namedOnlyThrough(ATTRIBUTE_WORDS.included, (word) => word === "=extra")) {
    const next = tokens[tokens.indexOf("extra") + 1];
    if (next !== undefined && next.length >= 4 && !AFTER_A_CHARGE.includes(next)) drop("included");
  }
  // "Wie viel mehr Strom bringt eine Reinigung?", "la corrente che consumo in casa": electricity gained or used at home,
  // not a socket we need on the day.
  if (
    has("onTheDay") &&
    (has("yield") || found(OWN_CONSUMPTION) !== undefined) &&
    namedOnlyThrough(ATTRIBUTE_WORDS.onTheDay, (word) => ELECTRICITY.includes(word))
  )
    drop("onTheDay");
  // "Un document après le nettoyage, pour notre assurance bâtiment": the visitor's own insurance is why a report is
  // wanted, not a question about ours.
  if (has("report") && has("insurance") && found(OWN_INSURANCE) !== undefined) drop("insurance");
  // "Kommt ihr auch am Samstag putzen?", "vous intervenez le week-end ?": a day to come on is a date for a person to
  // agree, neither the office hours nor where we work.
  if (
    found(WEEKEND_DAYS) !== undefined &&
    has("regions") &&
    namedOnlyThrough(ATTRIBUTE_WORDS.hours, (word) => WEEKEND_DAYS.includes(word)) &&
    namedOnlyThrough(ATTRIBUTE_WORDS.regions, (word) => SERVING_WORDS.includes(word))
  ) {
    drop("hours");
    drop("regions");
  }
  // "Vi serve la corrente?", "do you need power on site?": what is needed on the day, not what a quote needs nor how
  // soon we are on site.
  if (has("onTheDay")) {
    if (namedOnlyThrough(ATTRIBUTE_WORDS.quoteHow, (word) => NEED_WORDS.includes(word))) drop("quoteHow");
    if (namedOnlyThrough(ATTRIBUTE_WORDS.responseTime, (word) => ON_SITE_WORDS.includes(word))) drop("responseTime");
  }
  // "How far in advance should I book?": how long before, not how far we travel.
  if (has("leadTime") && namedOnlyThrough(ATTRIBUTE_WORDS.regions, (word) => word === "how far")) drop("regions");
  // "What time of year is best?": the season, not the office hours.
  if (has("season") && namedOnlyThrough(ATTRIBUTE_WORDS.hours, (word) => word === "what time")) drop("hours");
  // "How many people come to do the cleaning?": coming in order to do something is neither an amount nor a place.
  const afterComeTo = tokens[tokens.findIndex((token, i) => token === "come" && tokens[i + 1] === "to") + 2];
  if (afterComeTo !== undefined && DOING_VERBS.includes(afterComeTo)) {
    if (namedOnlyThrough(ATTRIBUTE_WORDS.price, (word) => word === "come to")) drop("price");
    if (namedOnlyThrough(ATTRIBUTE_WORDS.regions, (word) => word === "come to")) drop("regions");
  }
  // "Does moss on the roof damage the tiles?", "Vogelkot, ist das schlecht für die Module?": damage that dirt does, not
  // damage we might do (the insurance) nor a repair; for panels the article on lasting damage answers it.
  if (found(SOILING_AGENTS) !== undefined && found(DOES_DAMAGE) !== undefined && found(INSURANCE_NAMED) === undefined) {
    drop("insurance");
    drop("repairs");
    drop("method");
    if (!found_services.some((service) => service === "roof" || service === "gutter" || service === "greenRoof"))
      if (!has("soilingDamage")) found_attributes.push("soilingDamage");
  }
  // "Was passiert, wenn es am Reinigungstag regnet?": rain on the day of the appointment, not whether rain cleans.
  if (found(RAINING) !== undefined && found(ON_THE_DAY_OF_THE_JOB) !== undefined) {
    drop("rain");
    drop("leadTime");
    drop("onTheDay");
  }
  // "Ich habe die Offerte online angenommen": a quote accepted, not what a calculator assumes.
  if (
    has("tariff") &&
    found(QUOTE_WORDS) !== undefined &&
    namedOnlyThrough(ATTRIBUTE_WORDS.tariff, (word) => word === "angenommen" || word === "=angenommen")
  ) {
    drop("tariff");
    drop("quoteHow");
    if (!has("order")) found_attributes.push("order");
  }
  // "Do I get the Offerte in writing?": the quote in writing is how the quote comes, not the cleaning report.
  if (
    has("report") &&
    found(QUOTE_WORDS) !== undefined &&
    namedOnlyThrough(ATTRIBUTE_WORDS.report, (word) => IN_WRITING.includes(word))
  ) {
    drop("report");
    if (!has("quoteHow")) found_attributes.push("quoteHow");
  }
  // "How long does it take to get a quote?": the instant quote, not the lead time of a cleaning.
  if (
    found(QUOTE_WORDS) !== undefined &&
    found(RECEIVE_WORDS) !== undefined &&
    (has("leadTime") || has("duration")) &&
    found(["termin", "appointment", "rendez", "appuntamento", "cleaning date", "clean"]) === undefined
  ) {
    drop("leadTime");
    drop("duration");
    if (!has("quoteHow")) found_attributes.push("quoteHow");
  }
  // "Usate Google Analytics e cookie?": the site's analytics, not its Google reviews.
  if (has("reviews") && found(["analytics", "cookie", "tracking"]) !== undefined) drop("reviews");
  // "Da quando esiste la vostra ditta?": since when the company exists, not when we can come.
  if (found(SINCE_WHEN) !== undefined && (has("company") || found(EXISTING) !== undefined)) {
    drop("leadTime");
    drop("replyTime");
    if (!has("company")) found_attributes.push("company");
    found_services = found_services.filter((service) => service !== "b2b");
  }
  // "Vous êtes à combien de temps de Neuchâtel ?": how long until we are there, not a price.
  if (
    has("price") &&
    found(["combien de temps"]) !== undefined &&
    namedOnlyThrough(ATTRIBUTE_WORDS.price, (word) => word === "a combien")
  )
    drop("price");
  // "Siete assicurati e fino a quanto?": up to how much, beside the insurance, is the sum it covers, not a largest
  // size nor a place as far as which we travel.
  if (has("insurance")) {
    if (namedOnlyThrough(ATTRIBUTE_WORDS.priceComposition, (word) => UP_TO_HOW_MUCH.includes(word)))
      drop("priceComposition");
    if (namedOnlyThrough(ATTRIBUTE_WORDS.regions, (word) => UP_TO_HOW_MUCH.includes(word))) drop("regions");
    // "Bis zu welchem Betrag seid ihr versichert?", "Quel montant couvre votre assurance ?": the amount is the cover, and
    // what the insurance covers is no place we serve.
    if (namedOnlyThrough(ATTRIBUTE_WORDS.price, (word) => AMOUNT_NOUNS.includes(word))) drop("price");
    if (namedOnlyThrough(ATTRIBUTE_WORDS.regions, (word) => COVERING_WORDS.includes(word))) drop("regions");
  }
  // "What's the minimum panel area for your contracts?": an area of panels is a size, not where we work.
  if (
    has("regions") &&
    AREA_AS_SIZE.test(folded) &&
    namedOnlyThrough(ATTRIBUTE_WORDS.regions, (word) => word === "=area" || word === "=areas")
  )
    drop("regions");
  // "Ab wie vielen Liegenschaften gibts Mengenrabatt?": the volume discount the contracts state, not a minimum area.
  // A size asked beside it stays asked ("Mengenrabatt, und ab welcher Anlagengrösse?", "minimum panel area … and a volume
  // discount").
  if (has("contracts") && found(VOLUME_DISCOUNT_WORDS) !== undefined) {
    if (!SIZE_NOUN.test(folded)) drop("minimum");
    if (!found_services.includes("b2b")) found_services.push("b2b");
  }
  // A minimum size is asked of the business contracts only ("Ab welcher Modulfläche betreut ihr Unternehmen?").
  if (has("minimum")) {
    if (found_services.includes("b2b") || has("contracts")) {
      if (found(VOLUME_DISCOUNT_WORDS) === undefined) drop("contracts");
    } else drop("minimum");
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
  // "Vos employés sont formés ?": whether the people are trained, not how many there are.
  if (
    has("company") &&
    has("certification") &&
    namedOnlyThrough(
      ATTRIBUTE_WORDS.company,
      (word) => word === "employ" || word === "mitarbeit" || word === "dipendent",
    )
  )
    drop("company");
  // "Combien de temps à l'avance faut-il réserver au printemps ?": how long before to book, whatever the season.
  if (has("leadTime") && found(ADVANCE_WORDS) !== undefined) {
    drop("duration");
    drop("season");
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
      "bad for",
      "schlecht fur",
      "mauvais pour",
      "fa male",
      "schadet",
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
    const dataNamed = found([...DATA_WORDS, ...CALCULATOR_WORDS]);
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
  // "Gibt's bei euren Verträgen eine Preisgarantie?": the business contracts state their price guarantee.
  if (
    has("fixedPrice") &&
    (found_services.includes("b2b") || found_services.includes("maintenance") || has("contracts")) &&
    namedOnlyThrough(ATTRIBUTE_WORDS.fixedPrice, (word) => PRICE_GUARANTEE.includes(word))
  ) {
    drop("fixedPrice");
    drop("guarantee");
    drop("price");
    if (!has("contracts")) found_attributes.push("contracts");
    if (!found_services.includes("b2b")) found_services.push("b2b");
  }
  // "Prix ferme pour les chéneaux ?": gutters and green roofs are priced on request, which their price card says.
  if (has("fixedPrice") && (found_services.includes("gutter") || found_services.includes("greenRoof"))) {
    drop("fixedPrice");
    if (!has("price")) found_attributes.push("price");
  }
  // "40 Module, was kostet das, und ist das ein fixer Preis?": a size beside it is still priced.
  if (has("fixedPrice")) {
    drop("guarantee");
    if (findSize(message) === undefined) drop("price");
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
  // "Combien pour 45 panneaux ?" – "une partie du toit est végétalisée, vous pouvez l'entretenir en même temps ?": the
  // panels asked about before are the other half.
  if (
    has("combine") &&
    options.panelsBefore &&
    !found_services.includes("solar") &&
    (found_services.includes("greenRoof") || found_services.includes("roof"))
  )
    found_services.push("solar");
  // Together with what? Without two services named, "beides" or "ensemble" asks nothing of its own.
  if (has("combine") && found_services.filter((s) => s !== "b2b" && s !== "maintenance").length < 2) drop("combine");
  // "Do I download the quote right there?": downloading the quote is how it comes, not the maintenance plan.
  if (
    has("plan") &&
    found(QUOTE_WORDS) !== undefined &&
    namedOnlyThrough(ATTRIBUTE_WORDS.plan, (word) => DOWNLOAD_WORDS.includes(word))
  )
    found_attributes = has("quoteHow")
      ? found_attributes.filter((a) => a !== "plan")
      : found_attributes.map((a) => (a === "plan" ? "quoteHow" : a));
  // "Bekomme ich die Offerte per Mail?", "je reçois le devis par e-mail ?": receiving the quote by e-mail is how the
  // quote comes, not the company's address.
  if (
    has("contact") &&
    found(RECEIVE_WORDS) !== undefined &&
    (options.quoteBefore || found(QUOTE_WORDS) !== undefined)
  ) {
    found_attributes = has("quoteHow")
      ? found_attributes.filter((a) => a !== "contact")
      : found_attributes.map((a) => (a === "contact" ? "quoteHow" : a));
  }
  // The business contracts by name ("the Professional one").
  if (found(CONTRACT_TIERS) !== undefined && has("contracts") && !found_services.includes("b2b")) {
    found_services.push("b2b");
  }

  return {
    services: found_services,
    attributes: found_attributes,
    mentionsQuote: found(QUOTE_WORDS) !== undefined,
    // A compound is explained by its head ("Einsatzdauer" by "dauer", read as the next token).
    unexplained: tokens.filter(
      (token, index) => !covered.has(index) && !(covered.has(index + 1) && isHeadOf(tokens[index + 1], token)),
    ),
  };
}
