import {
  CONTRACT_TIERS,
  STAFF_WORDS,
  PRICE_COMPARATIVES,
  PRICE_DIFFERENCE_WORDS,
  RECEIVE_WORDS,
  ROOF_TYPE_NAMES,
} from "./cue-words";
import { findRoofType, findSize } from "./intents/quote";
import {
  ATTRIBUTE_WORDS,
  BREAKS_WHILE_CLEANING,
  COATING_WORDS,
  CALCULATOR_CONTEXT_WORDS,
  CALCULATOR_WORDS,
  CHANGE_WORDS,
  FIXED_PRICE_MOMENTS,
  LOSS_CALCULATOR_WORDS,
  QUOTE_WORDS,
  SUDDEN_DROP_WORDS,
  WEAK_ROOF_WORDS,
  WHERE_BASED,
  BY_HAND_WORDS,
  HOT_PANELS,
} from "./lexicon";
import {
  APPOINTMENT_WORDS,
  DOWNLOAD_WORDS,
  IN_WRITING,
  PANELS_AND_THE_ROOF,
  PAYS_OFF_WORDS,
  PRICE_GUARANTEE,
  PROCESS_WORDS,
  REACH_WORDS,
  ROOF_AS_A_PLACE,
  STAYS_CLEAN,
  NEXT_CLEANING_WORDS,
  TEAM_WORDS,
  asksToEstimateTheRoofArea,
  BINDING,
} from "./understand-words";
import { clearsSnowOneself } from "./intents/snow";
import { readPersonalData } from "./read-personal-data";
import { readTimesAndPayment } from "./read-times-and-payment";
import type { Reading } from "./reading";

/** What one pays: the price, not how the invoice is paid ("change what I pay", "was ich zahle"). */
const WHAT_ONE_PAYS =
  / (?:what i pay|what we pay|was ich (?:be)?zahle|was wir (?:be)?zahlen|ce que je paie|ce que nous payons|quanto pago|quanto paghiamo) /;

/** Where the teams are ("wo sind eure Teams?", "vos équipes sont basées où ?", "dove si trovano le squadre?"). */
const TEAMS_WHERE =
  / (?:teams?|equipes?|squadr[ae]) (?:\S+ ){0,5}(?:basee?s?|based|stationiert|situee?s?) |(?:wo sind|ou sont|dove sono|dove si trovano|where are) (?:\S+ ){0,2}(?:teams?|equipes?|squadr[ae]) /;

/** The price named by its own word. */
const PRICE_NAMED = ["=preis", "=prix", "=prezzo", "=price"];

/** VAT said to be included ("inklusive MWST", "TVA comprise", "IVA inclusa", "including VAT"). */
const VAT_INCLUDED =
  / (?:inklusive|inkl|inbegriffen|incluse?|comprise?|inclus[ao]|compres[ao]|including|incl) (?:der |la |l |the )?(?:mwst|mehrwertsteuer|tva|iva|vat)\b| (?:mwst|tva|iva|vat) (?:inklusive|inbegriffen|incluse?|comprise?|inclus[ao]|compres[ao]|included)\b/;

/** "Produire" as a verb: "ça produit", "elles produisent", "produit combien". */
const PRODUCES =
  / (?:ca|ce|il|elle|ils|elles|qui|on|installation|panneaux|modules) produi\w*| produi\w* (?:combien|plus|moins|encore)\b/;

/** A system said to be on a roof ("die Anlage ist auf dem Stalldach", "the system on our barn roof"). */
const SYSTEM_ON_A_ROOF =
  / (?:anlage|impianto|installation|system)(?: \S+){0,2} (?:auf|sur|sul|on)(?: \S+){0,3} \w*(?:dach|toit|toiture|tetto|roof)\b/;

/** The yield has fallen ("a baissé", "ist gesunken", "è calato", "dropped"). */
const YIELD_FELL =
  / (?:baisse\w*|chute\w*|diminue\w*|gesunken|eingebrochen|zuruckgegangen|gefallen|calat\w*|sces\w*|crollat\w*|diminuit\w*|dropped|fallen|fell|gone down|went down)\b/;

/** Something the visitor sends us ("je peux vous envoyer des photos ?", "kann ich euch Fotos schicken?"). */
const SENT_TO_US =
  / (?:vous (?:les |en )?envoyer|vous envoie|euch (?:\S+ )?schick|ihnen (?:\S+ )?schick|send (?:you|them to you|it to you)|inviarvi|mandarvi|ve le mand|ve le invi)/;

/** Asking whether there is an article ("gibt es einen Blogartikel", "vous avez un article", "c'è un articolo"). */
const ASKS_FOR_AN_ARTICLE =
  / (?:gibt es|gits|habt ihr|haben sie|hend ihr|vous avez|avez vous|y a t il|il y a|avete|c e|ce|e|is there|do you have|have you got|got any) (?:\S+ ){0,2}(?:blog\w*|artikel\w*|articles?|articol[oi]|post)\b| (?:was steht|was schreibt|was sagt|que dit|que disent|cosa dice|cosa dicono|cosa scrivete|what does|what do) (?:\S+ ){0,3}(?:im|eurem|ihrem|le|votre|il|nel|sul|vostro|your|the) blog\w*\b/;

/** The quote named as a thing ("die Offerte", "le devis"), not how one is made. */
const PRICE_SOURCE = /^=?(?:rechner|offertrechner|calculat\w*|calcolat\w*)$/;
const QUOTE_NOUN =
  /^=?(?:(?:die|the|le|il|la|un|une|a|eine) )?(?:offerte|devis|preventiv\w*|quote|offre|offerta|angebot)$/;

/** The three roof types, each in any language. */
const ROOF_KINDS = [
  / (?:ziegel\w*|tuiles?|tegol[ae]|tiled?) /,
  / (?:flach\w*|plats?|piano|piani|flat) /,
  / (?:blech\w*|tole|lamiera|metal\w*) /,
];

/** Charges nobody mentioned ("suppléments cachés", "hidden costs", "versteckte Kosten"). */
const HIDDEN_CHARGES = ["hidden", "versteckt", "cache", "caches", "=cachee", "=cachees", "nascost"];

/**
 * Roof types compared in price, then times and payment (`read-times-and-payment.ts`), the calculator's fields, the
 * imprint, one's data (`read-personal-data.ts`) and reminders, the fixed price, then which objects are cleaned (a roof
 * named alone, panels and roof together, a combination), and last what the visitor does with us: accepting the quote, photos received or sent, work by hand, an article asked for, the
 * contracts by name. Runs after `readQuoteAndContext`; changes `r` in place. Pure.
 */
export function readObjects(r: Reading): void {
  const { message, options, found, namedOnlyThrough, has, drop } = r;
  // "After the roof cleaning, do you put a coating on? Extra cost?": the roof's price and method both say which coating
  // is included and which costs extra; asked whether it is extra, what the price includes, else how we work.
  if (r.services.includes("roof") && found(COATING_WORDS) !== undefined) {
    if (has("surcharges") || has("price")) {
      drop("surcharges");
      drop("price");
      if (!has("included")) r.attributes.unshift("included");
      if (namedOnlyThrough(ATTRIBUTE_WORDS.method, (word) => COATING_WORDS.includes(word))) drop("method");
    }
    if (!has("included") && !has("method")) r.attributes.unshift("method");
  }
  // "Ist ein Blechdach teurer?", "plus cher sur un toit en tôle ?", "Our panels sit on a metal roof. Does that change
  // what I pay?": roof types compared in price, with no size to compute with, are the quote's roof factor, not a roof
  // cleaning. A comparative says price by itself; a change or a difference only beside a price asked.
  const asksWhatOnePays = has("price") || (has("payment") && WHAT_ONE_PAYS.test(r.folded));
  const comparesRoofTypes =
    (findRoofType(message) !== undefined || found(ROOF_TYPE_NAMES) !== undefined) &&
    findSize(message) === undefined &&
    (found(PRICE_COMPARATIVES) !== undefined ||
      // "Per il prezzo fa differenza se ho il tetto piano o in lamiera invece che in tegole?": a roof cleaning costs
      // the same on every roof, so two roof types set against each other in price are the panels' roof factor.
      ((has("price") || has("priceComposition")) && ROOF_KINDS.filter((kind) => kind.test(r.folded)).length >= 2) ||
      (asksWhatOnePays &&
        r.attributes.length === 1 &&
        (found(CHANGE_WORDS) !== undefined || found(PRICE_DIFFERENCE_WORDS) !== undefined)));
  if (comparesRoofTypes) {
    drop("price");
    if (has("payment") && WHAT_ONE_PAYS.test(r.folded)) drop("payment");
    // Asked of the panels alone, the short roof-factor card; beside other things, the whole price composition.
    const aloneOfThePanels = r.attributes.length === 0 && !r.services.some((service) => service !== "solar");
    if (aloneOfThePanels) r.attributes.push("roofFactor");
    else if (!has("priceComposition")) r.attributes.push("priceComposition");
  }
  // "Vos employés sont formés ?": whether the people are trained, not how many there are.
  if (
    has("company") &&
    has("certification") &&
    namedOnlyThrough(ATTRIBUTE_WORDS.company, (word) => STAFF_WORDS.includes(word))
  )
    drop("company");
  readTimesAndPayment(r);
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
  // "Wo seid ihr daheim?": where the company is based, not where we work nor whether the visitor must be at home.
  // "… et vous couvrez quel rayon ?": a radius or an area covered, asked beside it, still asks where we work.
  if (has("office") && found(WHERE_BASED) !== undefined) {
    if (found(REACH_WORDS) === undefined) drop("regions");
    drop("onTheDay");
  }
  if (has("office")) drop("contact");
  // "Could the price go up once your team sees my roof?": the team named as who does something, not counted, asks
  // nothing of the company ("how many teams?" still does).
  const teamOnlyNamed =
    namedOnlyThrough(ATTRIBUTE_WORDS.company, (word) => TEAM_WORDS.includes(word)) &&
    !/ (?:combien|wie ?viele?|quant[ie]|how many) /.test(r.folded);
  // "Combien d'équipes vous avez, et elles sont basées où ?": where the teams are is the regions card, which names them.
  if (TEAMS_WHERE.test(r.folded) && !has("regions") && !has("regionalTeam")) {
    drop("office");
    if (teamOnlyNamed) drop("company");
    r.attributes.push("regions");
  }
  if (has("company") && teamOnlyNamed && r.attributes.length > 1) drop("company");
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
  if (
    has("waterSource") &&
    found(["wasser", "=eau", "acqua", "=water", "leitungswasser", "hahnenwasser"]) === undefined
  )
    drop("waterSource");
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
  // "Saharastaub auf den Modulen – mit dem Besen wegwischen?": the dust card says why not and what we do instead.
  // Whether it damages the panels is the card too (wiped dry, it scratches), and so is how we clean it off. Asked beside
  // something else ("il faut nettoyer plus souvent ?", "combien de rendement ?", "la pluie suffit ?"), the dust only
  // says where the soiling comes from, and the other thing is answered.
  if (has("saharaDust")) {
    // Wiping it off oneself keeps the card on doing it oneself (the warranty, the fall) before the dust's own.
    const wipesItOneself = has("diy");
    for (const said of ["diy", "method", "insurance", "soilingDamage", "repairs"] as const) drop(said);
    const askedBeside = [
      "interval",
      "loss",
      "yield",
      "paysOff",
      "price",
      "season",
      "regions",
      "leadTime",
      "plan",
      "rain",
    ] as const;
    if (askedBeside.some((other) => has(other))) drop("saharaDust");
    else r.attributes = wipesItOneself ? ["diy", "saharaDust"] : ["saharaDust"];
  }
  // "Wie finde ich raus, wie gross mein Dach ist?": the roof price calculator's rule of thumb for the area.
  if (asksToEstimateTheRoofArea(r.folded)) r.attributes = ["roofAreaEstimate"];
  // "Ist der Betrag aus dem Dachreinigungs-Rechner verbindlich?": the calculators give estimates; the quote binds (a quote
  // or the quote calculator named asks whether the quoted price holds, below).
  // A calculator that prices, named without saying which, is taken for the quote calculator when a price is asked.
  const anEstimatingCalculator =
    found(LOSS_CALCULATOR_WORDS) !== undefined ||
    / (?:dach\w*|toit\w*|toiture|tetto|roof|rechnern|calculateurs|calcolatori|calculators) /.test(r.folded) ||
    !(has("price") || found(PRICE_NAMED) !== undefined);
  if (
    found(CALCULATOR_WORDS) !== undefined &&
    // "… or just estimates?": an estimate named is what the card says the results are, not a quote.
    found(QUOTE_WORDS.filter((word) => word !== "=estimate")) === undefined &&
    !r.folded.includes(" offertrechner") &&
    anEstimatingCalculator &&
    BINDING.test(r.folded)
  )
    r.attributes = ["calculatorEstimates"];
  // "Ist der Preis aus dem Offertrechner verbindlich?": whether the quoted price binds us is the fixed price.
  else if (
    (has("price") || found(PRICE_NAMED) !== undefined) &&
    BINDING.test(r.folded) &&
    (found(QUOTE_WORDS) !== undefined || found(CALCULATOR_WORDS) !== undefined)
  )
    r.attributes = [...r.attributes.filter((a) => a !== "price" && a !== "fixedPrice"), "fixedPrice"];
  readPersonalData(r);
  // "Erinnert ihr mich an die nächste Reinigung?": the reminder, not the order, the interval or a date.
  // "J'ai pas encore répondu à votre devis, vous allez me relancer?": the reminder of a quote not yet answered, which
  // the card on declining a quote states, not the reminder of the next cleaning.
  if (
    has("reminder") &&
    (r.options.quoteBefore || found(QUOTE_WORDS) !== undefined) &&
    found(NEXT_CLEANING_WORDS) === undefined
  )
    r.attributes = [...r.attributes.filter((a) => a !== "reminder" && a !== "decline"), "decline"];
  // "Wenn ich auf die Offerte gar nicht antworte, kommen dann dauernd Mails?": not answering a quote is its fate, not
  // our reply time nor a date.
  if (has("decline") && found(QUOTE_WORDS) !== undefined) {
    drop("replyTime");
    drop("leadTime");
  }
  if (has("reminder")) {
    drop("order");
    drop("leadTime");
    drop("interval");
    drop("contracts");
  }
  // "What if your guy breaks one of my panels?": something broken while we clean is the solar FAQ's answer (the
  // insurance, and the condition photographed before every job), when the insurance itself is not named.
  // The FAQ is the solar page's: a roof, a gutter or a garden broken keeps the insurance card, which names them.
  if (
    has("insurance") &&
    r.services.every((service) => service === "solar") &&
    namedOnlyThrough(ATTRIBUTE_WORDS.insurance, (word) => BREAKS_WHILE_CLEANING.includes(word))
  )
    r.attributes = r.attributes.map((a) => (a === "insurance" ? "damageDuringCleaning" : a));
  // "Sicherheit auf dem Dach, Suva": the safety rules, not the certified training (unless a training is asked too).
  if (has("safety")) {
    if (
      found(["zertifi", "certifi", "schulung", "ausbildung", "formation", "formazion", "training", "diplom"]) ===
      undefined
    )
      drop("certification");
    // "Comment vos employés sont-ils sécurisés?": the people who go up are asked after, not the company.
    if (namedOnlyThrough(ATTRIBUTE_WORDS.company, (word) => STAFF_WORDS.includes(word) || TEAM_WORDS.includes(word)))
      drop("company");
  }
  // "What else do you do?": the overview, only when nothing more precise is asked, and asked as an open question:
  // "Bietet ihr ausser PV auch Gartenpflege an?" names something else, which a person answers.
  if (
    has("servicesOverview") &&
    (r.attributes.length > 1 ||
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
  if (
    (has("price") || found(PRICE_NAMED) !== undefined) &&
    found(CHANGE_WORDS) !== undefined &&
    found(FIXED_PRICE_MOMENTS) !== undefined
  )
    r.attributes = [...r.attributes.filter((a) => a !== "price" && a !== "fixedPrice"), "fixedPrice"];
  // "Gibt's bei euren Verträgen eine Preisgarantie?": the business contracts state their price guarantee.
  if (
    has("fixedPrice") &&
    (r.services.includes("b2b") || r.services.includes("maintenance") || has("contracts")) &&
    namedOnlyThrough(ATTRIBUTE_WORDS.fixedPrice, (word) => PRICE_GUARANTEE.includes(word))
  ) {
    drop("fixedPrice");
    drop("guarantee");
    drop("price");
    if (!has("contracts")) r.attributes.push("contracts");
    if (!r.services.includes("b2b")) r.services.push("b2b");
  }
  // "Prix ferme pour les chéneaux ?": gutters and green roofs are priced on request, which their price card says.
  if (has("fixedPrice") && (r.services.includes("gutter") || r.services.includes("greenRoof"))) {
    drop("fixedPrice");
    if (!has("price")) r.attributes.push("price");
  }
  // "Fixpreis inklusive MWST?": VAT included is the VAT, not what else the price includes.
  if (has("vat") && has("included") && VAT_INCLUDED.test(r.folded)) drop("included");
  // "40 Module, was kostet das, und ist das ein fixer Preis?": a size beside it is still priced.
  if (has("fixedPrice")) {
    drop("guarantee");
    // "Can the price go up once I've accepted?": the price after the order, not how to order.
    if (found(CHANGE_WORDS) !== undefined) drop("order");
    // "… höher als die Offerte?": the quote named as what the bill is compared with, not how it is made.
    // "Ist der Preis aus dem Rechner fix?": the calculator named as where the price comes from, likewise.
    // "eine schriftliche Offerte mit Fixpreis?" still asks how the quote comes (as a PDF).
    if (
      found(IN_WRITING) === undefined &&
      namedOnlyThrough(ATTRIBUTE_WORDS.quoteHow, (word) => QUOTE_NOUN.test(word) || PRICE_SOURCE.test(word))
    )
      drop("quoteHow");
    // German "fix" is fixed, not the English verb of a repair.
    if (namedOnlyThrough(ATTRIBUTE_WORDS.repairs, (word) => word === "=fix")) drop("repairs");
    if (findSize(message) === undefined) drop("price");
    drop("surcharges");
    drop("payment");
  }
  // "Dürft ihr hier Drohnen fliegen?": the drone rules; a word of permission alone asks nothing.
  if (has("permission")) {
    if (!has("robots")) drop("permission");
    else drop("certification");
  }
  // "Is the visual check charged extra?", "c'est en supplément?": what the price includes, not a surcharge. Hidden
  // charges asked beside it ("Y a-t-il des suppléments cachés?") stay asked: the travel-costs card says there are none.
  if (has("included") && found(HIDDEN_CHARGES) === undefined) drop("surcharges");

  // "d Anlag isch uf em Stalldach", "l'impianto è sul tetto della stalla": a system on a roof is the panels; the roof is
  // where they sit.
  if (!r.services.includes("solar") && !r.services.includes("roof") && SYSTEM_ON_A_ROOF.test(r.folded))
    r.services.push("solar");
  // "Dach", "toit", "tetto", "roof" or a roof type alone: the roof is cleaned, unless panels are named
  // or a size comes with a roof type, where it says what the panels of a quote sit on.
  if (
    !comparesRoofTypes &&
    !r.services.includes("roof") &&
    !r.services.includes("solar") &&
    !r.services.includes("greenRoof") &&
    ((found(WEAK_ROOF_WORDS) !== undefined && !ROOF_AS_A_PLACE.test(r.folded)) ||
      (findRoofType(message) !== undefined && r.attributes.length > 0)) &&
    // A roof type with a size is the quote calculator's roof ("150 m² auf einem Blechdach"), also when the size came in an
    // earlier turn ("and on a flat roof instead?").
    !(
      findRoofType(message) !== undefined &&
      (findSize(message) !== undefined || options.sizeKnown || options.panelsBefore)
    )
  ) {
    r.services.push("roof");
  }
  // "Is it worth doing the gutters at the same time?": worth said of doing both at once, which the card answers, not the
  // yield a cleaning brings.
  if (
    has("combine") &&
    has("yield") &&
    namedOnlyThrough(ATTRIBUTE_WORDS.yield, (word) => /worth|lohnt|vaut|conviene|vale la pena/.test(word))
  )
    drop("yield");
  // "Das Dach und die Module im selben Einsatz?": both are named, the roof word no longer says what the panels sit on.
  if (
    has("combine") &&
    r.services.includes("solar") &&
    !r.services.includes("roof") &&
    !r.services.includes("greenRoof") &&
    found(WEAK_ROOF_WORDS) !== undefined &&
    // "Since you're up on the roof anyway, the gutters at the same time?": the roof is where we are, not a third object.
    !(r.services.includes("gutter") && ROOF_AS_A_PLACE.test(r.folded))
  ) {
    r.services.push("roof");
  }
  // "How long does the roof stay clean?", "wie schnell wächst das Moos wieder?": how long a roof cleaning lasts is its
  // interval, not how long the work takes nor how soon we come.
  if (r.services.includes("roof") && !r.services.includes("solar") && STAYS_CLEAN.test(r.folded)) {
    drop("duration");
    drop("leadTime");
    drop("responseTime");
    if (!has("interval")) r.attributes.push("interval");
  }
  // "Mein Ertrag ist plötzlich eingebrochen – liegt das am Schmutz?", "how can I tell my panels need cleaning?": how a
  // soiled system shows in the yield, and what a sudden drop means instead, which the monitoring answer states.
  // "Our yield dropped from one day to the next": the article's note on a sudden drop (a fault, for the installer).
  if (has("monitoring") && found(SUDDEN_DROP_WORDS) !== undefined)
    r.attributes = r.attributes.map((a) => (a === "monitoring" ? "suddenDrop" : a));
  // "Le rendement a baissé d'un coup": the yield falling all at once is the same sudden drop.
  if (has("yield") && !has("suddenDrop") && found(SUDDEN_DROP_WORDS) !== undefined && YIELD_FELL.test(r.folded))
    r.attributes = r.attributes.map((a) => (a === "yield" ? "suddenDrop" : a));
  // "Mon onduleur montre une grosse chute d'un jour à l'autre": a fall all at once, with nothing else asked of it, is the
  // same sudden drop (not a fall from the roof).
  if (
    !has("suddenDrop") &&
    found(SUDDEN_DROP_WORDS) !== undefined &&
    YIELD_FELL.test(r.folded) &&
    r.attributes.every((a) => a === "safety" || a === "yield" || a === "monitoring")
  )
    r.attributes = ["suddenDrop"];
  if ((has("monitoring") || has("suddenDrop")) && !r.services.some((service) => service !== "solar")) {
    for (const other of [
      "yield",
      "loss",
      "paysOff",
      "method",
      "quoteHow",
      "soilingDamage",
      "interval",
      "safety",
    ] as const)
      drop(other);
  }
  // "Wie ist der Ablauf bei einer Solarreinigung?": the course of a cleaning, not a quote's expiry.
  if (
    has("validity") &&
    r.services.length > 0 &&
    found(QUOTE_WORDS) === undefined &&
    namedOnlyThrough(ATTRIBUTE_WORDS.validity, (word) => word.replace("=", "").startsWith("ablauf"))
  ) {
    drop("validity");
    if (!has("method")) r.attributes.push("method");
  }
  // "Wie läuft eine Solarreinigung ab? Welche Schritte?": the steps of the job, with what we clean with.
  if (has("method") && found(PROCESS_WORDS) !== undefined) {
    r.attributes = r.attributes.map((a) => (a === "method" ? "process" : a));
    // "Comment se passe une intervention ?": the job ("intervention"), not how soon we are there.
    if (namedOnlyThrough(ATTRIBUTE_WORDS.responseTime, (word) => word === "intervention")) drop("responseTime");
  }
  // "Après un nettoyage, ça produit combien de plus ?": the verb "produire" is the yield, not a cleaning product.
  if (
    has("chemicals") &&
    PRODUCES.test(r.folded) &&
    namedOnlyThrough(ATTRIBUTE_WORDS.chemicals, (word) => word.startsWith("produit"))
  ) {
    drop("chemicals");
    if (!has("yield")) r.attributes.push("yield");
  }
  // "Cold water on panels baking in the sun?": when we clean hot panels (the cool morning), not what we clean with.
  if (has("season") && found(HOT_PANELS) !== undefined) drop("method");
  // "Vos employés marchent sur les panneaux ?": walking on the panels, not the company's staff.
  if (has("walkOnPanels")) drop("company");
  // "Soll ich den Schnee selber von den Modulen kratzen?": clearing the panels oneself, which we advise against; not the
  // season we clean in, nor cleaning them oneself.
  if (clearsSnowOneself(r.folded)) r.attributes = ["snowYourself"];
  // "Ogni quanto i pannelli e ogni quanto il tetto?", "Module und Dach?": the roof joined to the panels by "and", after
  // them, is an object of its own.
  if (
    r.services.includes("solar") &&
    !r.services.includes("roof") &&
    !r.services.includes("greenRoof") &&
    PANELS_AND_THE_ROOF.test(r.folded) &&
    // "24 panels and a flat roof": a size or a roof type says what the panels sit on.
    findSize(message) === undefined &&
    findRoofType(message) === undefined &&
    !options.sizeKnown
  )
    r.services.push("roof");
  // "Les panneaux, et le toit lui-même?", "the panels and the roof itself": the roof as an object of its own.
  if (
    r.services.includes("solar") &&
    !r.services.includes("roof") &&
    !r.services.includes("greenRoof") &&
    found(["lui meme", "=itself", "dach selbst", "dach selber", "tetto stesso", "tetto in se"]) !== undefined &&
    // "… uses 30% of the power itself": itself said of something else than a roof.
    found(WEAK_ROOF_WORDS) !== undefined
  )
    r.services.push("roof");
  // "Combien pour 45 panneaux ?" – "une partie du toit est végétalisée, vous pouvez l'entretenir en même temps ?": the
  // panels asked about before are the other half.
  if (
    has("combine") &&
    options.panelsBefore &&
    !r.services.includes("solar") &&
    (r.services.includes("greenRoof") || r.services.includes("roof"))
  )
    r.services.push("solar");
  // "Solarreinigung und Dachrinnen im gleichen Termin?": one appointment for both asks to combine them, not how soon.
  if (has("combine") && namedOnlyThrough(ATTRIBUTE_WORDS.leadTime, (word) => APPOINTMENT_WORDS.includes(word)))
    drop("leadTime");
  // Together with what? Without two services named, "beides" or "ensemble" asks nothing of its own.
  if (has("combine") && r.services.filter((s) => s !== "b2b" && s !== "maintenance").length < 2) drop("combine");
  // "Conviene pulire le grondaie insieme ai pannelli?": whether combining is worth it, not whether a cleaning pays off.
  if (has("combine")) {
    for (const worth of ["yield", "paysOff"] as const)
      if (namedOnlyThrough(ATTRIBUTE_WORDS.yield, (word) => PAYS_OFF_WORDS.includes(word))) drop(worth);
  }
  // "Do I download the quote right there?": downloading the quote is how it comes, not the maintenance plan.
  if (
    has("plan") &&
    found(QUOTE_WORDS) !== undefined &&
    namedOnlyThrough(ATTRIBUTE_WORDS.plan, (word) => DOWNLOAD_WORDS.includes(word))
  )
    r.attributes = has("quoteHow")
      ? r.attributes.filter((a) => a !== "plan")
      : r.attributes.map((a) => (a === "plan" ? "quoteHow" : a));
  // "Bekomme ich die Offerte per Mail?", "je reçois le devis par e-mail ?": receiving the quote by e-mail is how the
  // quote comes, not the company's address.
  if (
    has("contact") &&
    found(RECEIVE_WORDS) !== undefined &&
    (options.quoteBefore || found(QUOTE_WORDS) !== undefined)
  ) {
    r.attributes = has("quoteHow")
      ? r.attributes.filter((a) => a !== "contact")
      : r.attributes.map((a) => (a === "contact" ? "quoteHow" : a));
  }
  // "Ich will die Offerte annehmen, wie mache ich das?": accepting the quote is the order, which its card says; the
  // quote named is what is ordered, not how a quote is made.
  // "Wie lange ist die Offerte gültig?": the quote named as what is valid, not how it is made.
  if ((has("order") || has("validity")) && namedOnlyThrough(ATTRIBUTE_WORDS.quoteHow, (word) => QUOTE_NOUN.test(word)))
    drop("quoteHow");
  // "Reinigt ihr die Dachrinnen von Hand?": by hand, said of gutters or a green roof, is how we work on them; the robot
  // is for large fields of panels ("sur nos grands toits plats, tout à la main ?" asks about panels).
  if (
    has("robots") &&
    !r.services.includes("solar") &&
    r.services.some((s) => s === "gutter" || s === "greenRoof") &&
    namedOnlyThrough(ATTRIBUTE_WORDS.robots, (word) => BY_HAND_WORDS.includes(word))
  ) {
    drop("robots");
    if (!has("method")) r.attributes.push("method");
  }
  // "… and do I get photos?": photos the visitor receives are the cleaning report's, not photos sent to us on WhatsApp.
  if (
    has("whatsapp") &&
    found(RECEIVE_WORDS) !== undefined &&
    !SENT_TO_US.test(r.folded) &&
    namedOnlyThrough(ATTRIBUTE_WORDS.whatsapp, (word) => word !== "whatsapp")
  ) {
    drop("whatsapp");
    if (!has("report")) r.attributes.push("report");
  }
  // "Gibt es einen Blogartikel über Gründächer?": an article asked for, and nothing else asked, is the blog's article on
  // the service.
  if (r.attributes.length === 0 && ASKS_FOR_AN_ARTICLE.test(r.folded)) r.attributes.push("article");
  // The business contracts by name ("the Professional one").
  if (found(CONTRACT_TIERS) !== undefined && has("contracts") && !r.services.includes("b2b")) {
    r.services.push("b2b");
  }
  // "Ich habe die Offerte angenommen. Wie geht es weiter?": the quote accepted already, so not how to order it.
  if (has("afterAcceptance")) drop("order");
}
