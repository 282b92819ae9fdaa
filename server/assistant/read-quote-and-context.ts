import { lossScenarios } from "#app/content/blog/loss-scenarios";
import { namesAnyEntry } from "./lexicon-match";
import { OPENING_HOURS_NAMED, PRIVATE_WORDS, RECEIVE_WORDS, SOMETHING_WORDS } from "./cue-words";
import { asksForLoss, findStatedLossPercent } from "./intents/loss";
import { namesGalleryTown } from "./intents/gallery";
import { findRoofType, findSize } from "./intents/quote";
import { findFrancsPerKwh, namesYieldCalculator } from "./intents/yield-calculator";
import { OWN_INSURANCE } from "./out-of-scope";
import { ATTRIBUTE_WORDS, LOSS_CALCULATOR_WORDS, QUOTE_WORDS, VOLUME_DISCOUNT_WORDS } from "./lexicon";
import {
  AFTER_A_CHARGE,
  AFTER_THE_CLEANING,
  AMOUNT_NOUNS,
  AREA_AS_SIZE,
  COVERING_WORDS,
  DOES_DAMAGE,
  DOING_VERBS,
  ELECTRICITY,
  EXISTING,
  INSURANCE_NAMED,
  IN_WRITING,
  NEED_WORDS,
  WHAT_A_QUOTE_NEEDS,
  ON_SITE_WORDS,
  ON_THE_DAY_OF_THE_JOB,
  OWN_CONSUMPTION,
  OWN_TARIFF,
  PROOF_WORDS,
  SHOW_OR_SEND,
  RAINING,
  SERVING_WORDS,
  SINCE_WHEN,
  SIZE_NOUN,
  SOILING_AGENTS,
  UP_TO_HOW_MUCH,
  WEEKEND_DAYS,
} from "./understand-words";
import type { Reading } from "./reading";

/** A tariff asked of the country or in general ("en Suisse", "normalerweise", "roughly", "di solito"). */
const TARIFF_IN_GENERAL =
  / (?:en suisse|in der schweiz|in svizzera|in switzerland|normalerweise|ublicherweise|en general|generalement|usually|typical\w*|typisch\w*|habituel\w*|di solito|solitamente|in genere|a peu pres|ungefahr|circa|roughly|approximately|environ)\b/;
const CALCULATOR_NAMED = / (?:\w*rechner|calculat\w*|calcolat\w*)\b/;

/** Power used on site ("Eigenverbrauch", "selber verbrauchen", "autoconsommation", "consumo proprio", "uses … itself"). */
const OWN_USE_NAMED =
  / (?:eigenverbrauch\w*|selbst verbrauch\w*|selber verbrauch\w*|salber bruuch\w*|selber bruuch\w*|autoconsomm\w*|consomm\w* (?:\S+ ){0,3}nous memes|consumo proprio|autoconsumo|consumiamo (?:\S+ ){0,3}noi|consum\w* (?:\S+ ){0,2}(?:io|in casa)|(?:je|nous) consomm\w*|consomm\w* (?:\S+ ){0,3}(?:moi meme|sur place)|(?:selbst|selber) (?:nutz|brauch)\w*|self consumption|uses? (?:\S+ ){0,5}(?:itself|ourselves|myself)|use it ourselves|own use)\b/;

/** The two kinds of green roof named together, one of them, and a meaning asked ("was heisst", "what does … mean"). */
const BOTH_KINDS = / extensi\w* (?:\S+ ){0,2}intensi\w*| intensi\w* (?:\S+ ){0,2}extensi\w*/;
const ONE_KIND = / (?:extensi|intensi)\w*/;
const MEANS =
  / (?:was heisst|was bedeutet|was ist ein|que veut dire|ca veut dire|qu est ce qu|cosa significa|che cos e|cos e|what does \S+ mean|what is an?|what s an?|mean)\b/;

/** An appointment asked before phoning ("before calling", "bevor ich anrufe", "avant d'appeler", "prima di chiamare"). */
const CALL_WITHOUT_APPOINTMENT =
  / (?:before (?:calling|i call|i ring|phoning)|just (?:ring|call)|bevor ich (?:anrufe|anrufen)|einfach anrufen|avant d appeler|avant de (?:vous )?appeler|prima di (?:chiamare|telefonare))\b/;

/** Something needed ("brauche ich", "il faut", "servono", "do I need", "must", "required", "per forza"). */
const NEEDED =
  / (?:brauch\w*|notig|muss|mussen|pflicht\w*|besoin|faut|obligatoire\w*|necessaire\w*|serv[eo]no|serve|bisogna|necessari\w*|obbligatori\w*|per forza|need|needed|must|required|have to|necessary|devo|dois|soll ich|should i)\b/;

/** A quote arriving or received ("ci mette ad arrivare", "bis ich sie bekomme", "to get it"). */
const QUOTE_ARRIVES = / (?:arriv\w*|kommt|bekomm\w*|erhalt\w*|receiv\w*|get it|recoi\w*|recevoir|ricev\w*)\b/;

/** Photos named ("Fotos", "des photos", "pics"). */
const PHOTOS = / (?:fotos?|photos?|bilder|pics|pictures|immagini)\b/;

/** Whether photos are asked to be needed ("devo anche mandare delle foto?", "do I need photos?"). */
export function asksWhetherPhotosNeeded(folded: string): boolean {
  return NEEDED.test(folded) && PHOTOS.test(folded);
}

/** A green roof's plants turned red or brown ("tout rouge", "rötlich", "rossastro", "gone brown"). */
const SEDUM_COLOURED =
  / (?:\w*rot|rote|rotlich|\w*braun|braune|braunlich|rouge|rouges|brun|brune|brunatre|rougeatre|rosso|rossi|rossa|rosse|rossastro|rossastra|marrone|marroni|red|reddish|brown|brownish)\b/;

/** Watering the plants ("giessen", "arroser", "bagnare", "water it"). */
const WATERING = / (?:giess\w*|bewasser\w*|wassern|arros\w*|bagna\w*|annaffi\w*|irrig\w*|water|watering|watered)\b/;

/** Not going up onto the roof ("sans monter sur le toit", "ohne aufs Dach zu steigen", "without climbing up"). */
const WITHOUT_GOING_UP =
  / (?:sans (?:monter|grimper)|ohne (?:aufs|auf das) dach|without (?:climbing|going up|getting up)|senza (?:salire|arrampicarmi))\b/;

/** A green roof of both kinds: named mixed, or sedum beside beds, perennials or shrubs. */
const MIXED = / (?:mischform|gemischt\w*|misto|mista|mixte|mixed|mix)\b/;
const EXTENSIVE_PLANTS = / (?:sedum|extensiv\w*|mauerpfeffer|orpin)\b/;
const BEDS =
  / (?:\w*beet\w*|stauden\w*|straucher|aiuol\w*|perenn\w*|arbust\w*|massifs?|plates? bandes?|vivaces|beds?|perennials?|shrubs?)\b/;

/** A warranty lost or put at risk ("void", "faire sauter", "erlischt", "decade", "invalidate", "lose"). */
const WARRANTY_LOST =
  / (?:void\w*|invalidat\w*|lose|losing|lost|erlisch\w*|erlosch\w*|verlier\w*|verfall\w*|ungultig|gefahrd\w*|sauter|annul\w*|perdre|perd|perdu\w*|decad\w*|decade|perder\w*|pers[ao]|invalid\w*|compromett\w*|risk\w*|risque\w*|rischi\w*)\b/;

/** Before ordering ("before we sign", "bevor wir unterschreiben", "avant de signer", "prima di firmare"). */
const BEFORE_SIGNING =
  / (?:before (?:we|i) (?:sign|hire|book|order)|bevor (?:wir|ich)|avant de (?:signer|commander)|prima di (?:firmare|ordinare))/;

/**
 * Proof, or papers asked to be seen ("a proof of your certification", "the certificate papers", "me montrer", "die
 * Unterlagen sehen"); a certificate word alone is the certification asked.
 */
const PAPERS_SEEN =
  / (?:nachweis\w*|beleg\w*|bestatigung\w*|preuves?|justificatifs?|prova|prove|proof|confirmation|conferma|papers?|papiers?|unterlagen|documenti|documents?|montrer|voir|vedere|mostrar\w*|zeigen|sehen|see|show|send|schick\w*|envoy\w*|invia\w*|manda\w*)\b/;

/** German "mit etwas rechnen": to expect it. */
const EXPECTING = / mit (?:\S+ ){1,3}rechnen /;

/** The e-mail as a way of writing to us ("=mail", "=e-mail", "=email?"). */
const MAIL_WORD = /^=?e?-?mail/;

/** The loss-calculator guide and its worked examples, named together. */
/** Trees by name: on a green roof they can only be seedlings that took root there. */
const TREE_WORDS = [
  "=tree",
  "=trees",
  "=baum",
  "=baume",
  "=baumli",
  "=arbre",
  "=arbres",
  "=albero",
  "=alberi",
  "=alberelli",
];
/** What may be asked beside trees on a green roof and still be the seedlings' question. */
const SEEDLINGS_ASKED_AS: ReadonlySet<string> = new Set(["tasks", "soilingDamage"]);

/** What a project gained ("wie viel mehr Ertrag", "quanto ha guadagnato", "how much more yield"). */
const PROJECT_GAIN =
  / (?:ergebnis\w*|resultat\w*|risultat\w*|results?|ertrag\w*|rendement|rendimento|yield|gain\w*|gagn\w*|guadagn\w*|mehr|more|plus|piu|improvement|verbesser\w*)\b/;

/**
 * A kWp size one of the loss guide's examples has (10, 50, 100 kWp), with its soiling if one is stated; another size or
 * soiling is no example of it ("un impianto da 50 kWp sporco all'8 %" is computed).
 */
function isAGuideExample(message: string): boolean {
  const size = findSize(message);
  const soiling = findStatedLossPercent(message);
  return (
    size?.unit === "kwp" &&
    lossScenarios.some(
      (scenario) => scenario.kwp === size.size && (soiling === undefined || soiling === scenario.soilingPercent),
    )
  );
}

/** What something brings, or a choice between two ways ("Vorteil", "was bringt", "invece di", "vs", "rather than"). */
const BENEFITS_OR_CHOICE =
  / (?:vorteil\w*|was bringt|bringt mir|lohnt sich|gegenuber|statt|anstatt|avantage\w*|interet|plutot que|au lieu de|vantagg\w*|invece di|conviene|advantage\w*|benefit\w*|vs|versus|instead of|rather than|over just|compared to|worth it)\b/;

/** Asking whether one can have something ("posso fare un contratto", "can we get a contract"). */
const CAN_WE_HAVE =
  / (?:kann ich|konnen wir|konnte ich|puis je|pouvons nous|peut on|posso|possiamo|can i|can we|could i|could we)\b/;

/** Wear, as the loss calculators name it beside soiling. */
const WEAR_WORDS = ["abnutzung", "verschleiss", "usure", "usura", "=wear"];

const GUIDE_WORDS = ["ratgeber", "=guide", "=guida", "anleitung"];
const CALCULATOR_NAMES = ["verlustrechner", "calculat", "calcolat", "rechner"];
const EXAMPLE_WORDS = ["beispiel", "exemple", "scenario", "esempi", "example", "szenario", "cas de"];

/** What a question about the soiling index is not: the quote calculator, a loss to compute, the yield. */
const SOILING_INDEX_IS_NOT: ReadonlySet<string> = new Set([
  "soilingIndex",
  "quoteHow",
  "calculatorInputs",
  "loss",
  "yield",
  "lossAssumptions",
]);

/**
 * The loss and yield calculators, the feed-in tariff, business or private, extra or included, what is needed on the
 * day, the visitor's own insurance, and the life of a quote (accepted, in writing, declined, the order form). Runs after
 * `readAttributePairs`; changes `r` in place. Pure.
 */
export function readQuoteAndContext(r: Reading): void {
  const { message, tokens, folded, found, namedOnlyThrough, has, drop } = r;
  // "Wie genau ist der Verlustrechner?": the calculator named is what is asked about; without a system size no loss
  // is computed, and the quote calculator is not meant.
  if (found(LOSS_CALCULATOR_WORDS) !== undefined && findSize(message) === undefined) {
    drop("loss");
    drop("yield");
    drop("quoteHow");
    drop("priceComposition");
  }
  // "Dans le calculateur de perte, 50 kWc: c'est combien au total ?": the loss calculator's figures for that size, not a
  // quote.
  if (found(LOSS_CALCULATOR_WORDS) !== undefined && findSize(message)?.unit === "kwp" && has("loss")) {
    drop("quoteHow");
    drop("price");
  }
  // "Quels certificats ou attestations pouvez-vous montrer?": a bare "attestation" beside certificates, with no insurance
  // named, asks the certificates and then the insurance certificate, both of which the certificates page shows.
  const certificatesAndAttestations =
    has("insuranceProof") &&
    has("certification") &&
    !has("insurance") &&
    namedOnlyThrough(ATTRIBUTE_WORDS.insuranceProof, (word) => word === "attestation" || word === "attestato");
  // "Bekomme ich eine Bestätigung von eurer Versicherung?", "vuole vedere la vostra assicurazione, potete mandarla?": a
  // paper asked of the insurance, or the insurance asked to be shown or sent, is its certificate; the
  // training's certificate or the report after a cleaning ("ein Nachweis für die Versicherung") is asked otherwise.
  if (
    has("insurance") &&
    !has("insuranceProof") &&
    !has("certification") &&
    !has("report") &&
    (PROOF_WORDS.test(folded) ||
      // a landlord or a manager who wants to see it asks no tenant's question
      (r.attributes.every((a) => a === "insurance" || a === "tenant") && SHOW_OR_SEND.test(folded))) &&
    !AFTER_THE_CLEANING.test(folded)
  )
    r.attributes.splice(r.attributes.indexOf("insurance"), 0, "insuranceProof");
  // "How much more is lost if the building uses some of the power itself?", "conviene di più se la corrente la
  // consumiamo noi?": power used on site, without a grid price to reckon with, is the output-loss article's reasoning
  // and worked example (with a grid price, the loss is reckoned: see intents/own-use).
  if (
    OWN_USE_NAMED.test(folded) &&
    (has("loss") ||
      has("yield") ||
      has("paysOff") ||
      /\d\s?(?:kwp|kwc)\b/.test(folded) ||
      /\d\s*(?:%|prozent|pour\s?cent|per\s?cento|percent)/iu.test(message)) &&
    !has("tariffInput")
  )
    r.attributes = [
      "ownUseExample",
      ...r.attributes.filter((a) => !["loss", "yield", "paysOff", "onTheDay", "diy", "price"].includes(a)),
    ];
  // "Extensiv, intensiv – was heisst das beim Gründach?": both kinds named with nothing else asked, or what one of them
  // means, asks the difference between them (an interval asked beside them stays asked).
  if (
    r.services.includes("greenRoof") &&
    !has("difference") &&
    ((BOTH_KINDS.test(folded) && r.attributes.length === 0) || (ONE_KIND.test(folded) && MEANS.test(folded)))
  )
    r.attributes = ["difference", ...r.attributes];
  // "Pourquoi votre calculateur compte de l'usure même si mes panneaux sont propres ?": why wear is counted, the guide's
  // callout; with a plant's size the loss answer gives the wear's amount.
  if (namesAnyEntry(WEAR_WORDS, folded) && namesAnyEntry(CALCULATOR_NAMES, folded) && findSize(message) === undefined) {
    for (const words of [WEAR_WORDS, CALCULATOR_NAMES]) found(words);
    r.attributes = ["lossWear"];
  }
  // "Im Ratgeber zum Verlustrechner hat es ein Beispiel mit einem Bauernhof": the guide's worked examples.
  // A size asked about in the guide is one of its examples too ("Im Ratgeber zum Verlustrechner: wie viel verliert der
  // Bauernhof mit 100 kWp?"), when the size is one of the examples': the guide's own figures, not the home calculator's.
  if (
    namesAnyEntry(GUIDE_WORDS, folded) &&
    (namesAnyEntry(CALCULATOR_NAMES, folded) || isAGuideExample(message)) &&
    (namesAnyEntry(EXAMPLE_WORDS, folded) || isAGuideExample(message))
  ) {
    for (const words of [GUIDE_WORDS, CALCULATOR_NAMES, EXAMPLE_WORDS]) found(words);
    r.attributes = ["lossGuideExamples"];
  }
  // "The calculator says soiling index 40: do I lose 40 %?": what the index means, not the quote calculator nor a loss.
  if (!has("soilingIndex") && found(["=index", "=indice"]) !== undefined && namesYieldCalculator(message))
    r.attributes.push("soilingIndex");
  if (has("soilingIndex")) r.attributes = ["soilingIndex", ...r.attributes.filter((a) => !SOILING_INDEX_IS_NOT.has(a))];
  // "Tiny trees are growing on our green roof, is that bad?": trees on a green roof are seedlings, whatever their size.
  if (
    r.services.includes("greenRoof") &&
    !has("seedlings") &&
    r.attributes.every((a) => SEEDLINGS_ASKED_AS.has(a)) &&
    namesAnyEntry(TREE_WORDS, folded)
  )
    r.attributes = ["seedlings"];
  // "Vorher-Nachher-Bilder: wie viel mehr Ertrag hatte die Scheune?": the home page's projects, not the report's photos
  // nor the yield a cleaning gains in general.
  // Before-and-after photos one receives are the cleaning report's, unless a project's gain is asked.
  if (has("beforeAfter") && has("report") && !PROJECT_GAIN.test(folded)) drop("beforeAfter");
  // "Nel progetto a Pratteln di quanto è migliorato il rendimento?": a project named by its gallery town is the gallery's.
  if (!has("beforeAfter") && has("projects") && PROJECT_GAIN.test(folded) && namesGalleryTown(message))
    r.attributes.push("beforeAfter");
  if (has("beforeAfter")) r.attributes = ["beforeAfter"];
  // "What's the advantage of a maintenance contract over booking once in a while?": the advantages the cleaning-ROI
  // article lists, not the contract tiers.
  // (Whether one can have such a contract is the contract's answer; a green roof's kinds compared are its own.)
  if (
    (r.services.includes("maintenance") || has("contracts")) &&
    !r.services.includes("greenRoof") &&
    BENEFITS_OR_CHOICE.test(folded) &&
    !CAN_WE_HAVE.test(folded)
  )
    r.attributes = ["contractBenefits", ...r.attributes.filter((a) => a === "price")];
  // "How do I sign up for the newsletter?": signing up is the newsletter's, not an order's; a video named with YouTube or
  // data is the video's privacy note, not what the video shows.
  if (has("newsletter")) r.attributes = ["newsletter", ...r.attributes.filter((a) => a === "personalData")];
  if (has("videoPrivacy") || has("analytics")) r.attributes = r.attributes.filter((a) => a !== "explainerVideo");
  // "Il preventivo per i pannelli e il tetto verde, quanto tempo ci mette ad arrivare?": a quote for more than the panels
  // comes on request, answered within the reply time (only the panels' quote is instant).
  if (
    has("duration") &&
    found(QUOTE_WORDS) !== undefined &&
    QUOTE_ARRIVES.test(folded) &&
    r.services.some((s) => s === "greenRoof" || s === "roof" || s === "gutter" || s === "b2b")
  ) {
    drop("duration");
    if (!has("replyTime")) r.attributes.unshift("replyTime");
  }
  // "Wie lange dauert euer Erklärvideo?": the video's length, which its card gives, not a cleaning's duration.
  if (has("explainerVideo") || has("videoPrivacy")) drop("duration");
  // "Does your video send my data to YouTube?": the video's note says what reaches YouTube, not what we keep.
  if (has("videoPrivacy")) drop("personalData");
  // "Macht es preislich einen Unterschied, ob Flachdach oder Blechdach?": a price difference between roof types is the
  // roof factor, which the price's make-up states.
  if (has("difference") && has("price") && !r.services.includes("greenRoof") && findRoofType(message) !== undefined)
    r.attributes = ["priceComposition", ...r.attributes.filter((a) => a !== "difference" && a !== "price")];
  // "Do I need to book an appointment before calling, or can I just ring?": calling needs no appointment, which the
  // office hours say; not an order or a date.
  if (CALL_WITHOUT_APPOINTMENT.test(folded)) r.attributes = ["hours"];
  // "Per il preventivo servono per forza delle foto?", "do I need to send photos to get a price?": whether photos are
  // needed for a quote, which only needs a postcode, a roof type and a size.
  // With WhatsApp named beside photos ("… and could I send them via WhatsApp?") too: the answer says where to send them.
  if (
    has("whatsapp") &&
    (found(QUOTE_WORDS) !== undefined || has("price")) &&
    NEEDED.test(folded) &&
    (namedOnlyThrough(ATTRIBUTE_WORDS.whatsapp, (word) => word !== "whatsapp") || PHOTOS.test(folded))
  )
    r.attributes = ["photosForQuote"];
  // "Un misto, un po' di sedum e qualche aiuola: quante volte?", "a mostly sedum roof with a couple of perennial beds":
  // the article's mixed form, between the extensive and the intensive roof.
  if (
    r.services.includes("greenRoof") &&
    has("interval") &&
    (MIXED.test(folded) || (EXTENSIVE_PLANTS.test(folded) && BEDS.test(folded)))
  )
    r.attributes = r.attributes.map((a) => (a === "interval" ? "greenRoofMixed" : a));
  // "Our sedum has gone red and brown, is it dying?": the article's protective reaction in summer.
  // Asked with the watering, the article's answer on watering says both.
  if (
    (r.services.includes("greenRoof") || / sedum\b/.test(folded)) &&
    SEDUM_COLOURED.test(folded) &&
    !WATERING.test(folded)
  ) {
    r.attributes = ["sedumColour"];
    if (!r.services.includes("greenRoof")) r.services.push("greenRoof");
  }
  // "… sans monter sur le toit ?", "without climbing up": not going up is no question of how we do it safely.
  if (has("safety") && WITHOUT_GOING_UP.test(folded)) drop("safety");
  // "Wie oft kommt ihr da?": how often we come is the interval, not whether we come to a place.
  if (
    (has("interval") || has("greenRoofMixed")) &&
    namedOnlyThrough(ATTRIBUTE_WORDS.regions, (word) => /^=?(?:kommt ihr|kommen sie)$/.test(word))
  )
    drop("regions");
  // "Could the wrong kind of cleaning void the warranty?", "un mauvais nettoyage peut faire sauter la garantie?": whether
  // it can, as the cleaning-ROI article's FAQ answers it (what makers exclude, and how we clean).
  if (has("warranty") && WARRANTY_LOST.test(folded)) {
    r.attributes = r.attributes.map((a) => (a === "warranty" ? "warrantyRisk" : a));
    drop("loss");
  }
  // "Can I see proof of your certification before we sign?": yes, the documents come on request (the about page says
  // so), then the certification itself (and the insurance, when asked too).
  if (has("certification") && !has("insuranceProof") && PAPERS_SEEN.test(folded)) {
    r.attributes.splice(r.attributes.indexOf("certification"), 0, "certificationProof");
    drop("report");
    // "before we sign", "before I hire you": when the proof is wanted, not an order asked
    if (BEFORE_SIGNING.test(folded)) drop("order");
  }
  // "Können Sie mir die Versicherungsbestätigung schicken?": the proof of the cover, not the cover or a certificate.
  if (has("insuranceProof")) {
    drop("insurance");
    drop("report");
    drop("contact");
    if (certificatesAndAttestations)
      r.attributes = [
        "certification",
        "insuranceProof",
        ...r.attributes.filter((a) => a !== "certification" && a !== "insuranceProof"),
      ];
    else drop("certification");
  }
  // "Streusalz aufs Gründach?", "so the drain doesn't freeze?": the green roof in winter; of anything else, nothing.
  if (has("greenRoofWinter")) {
    if (!r.services.includes("greenRoof")) drop("greenRoofWinter");
    else for (const other of ["season", "method", "watering", "emergency"] as const) drop(other);
  }
  // "Muss ich das Gründach giessen?": watering, not the season it is asked for or the water we clean with.
  if (has("watering")) {
    drop("season");
    drop("method");
  }
  // "Chostet mich e Offerte öppis?", "does a quote cost anything?": whether the quote itself is free, not a price.
  if (has("price") && found(QUOTE_WORDS) !== undefined && found(SOMETHING_WORDS) !== undefined && !findSize(message))
    r.attributes.push("quoteFree");
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
  // "20 kWp, 12 Rappen pro kWh: wie viel verliere ich?": a loss at the visitor's own tariff is computed too.
  const computesLoss =
    findSize(message)?.unit === "kwp" &&
    (findStatedLossPercent(message) !== undefined || (findFrancsPerKwh(message) !== undefined && asksForLoss(message)));
  if (has("tariff") && computesLoss) {
    drop("tariff");
    if (!has("loss")) r.attributes.push("loss");
  }
  // "What feed-in tariff should I enter?", "I have no idea what I get paid": the tariff to enter is the visitor's own,
  // usually in a stated range; what a calculator assumes is asked otherwise.
  // "Le tarif de reprise en Suisse, c'est à peu près combien ?": the usual range too, unless a calculator is named.
  const usualTariff = TARIFF_IN_GENERAL.test(folded) && !CALCULATOR_NAMED.test(folded);
  if (has("tariff") && (has("tariffInput") || found(OWN_TARIFF) !== undefined || usualTariff)) {
    drop("tariff");
    drop("calculatorInputs");
    if (!has("tariffInput")) r.attributes.push("tariffInput");
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
    if (!r.services.includes("b2b")) r.services.push("b2b");
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
    const asksMore = r.attributes.some(
      (a) => !["tenant", "order", "diy", "permission", "contact", "quoteHow"].includes(a),
    );
    if (rentsOut !== undefined || asksMore) drop("tenant");
    else for (const other of ["order", "diy", "permission", "contact", "quoteHow"] as const) drop(other);
  }
  // "Auch für Private?", "pour les particuliers", "non un'azienda … per privati": a private owner asks, not a business.
  if (found(PRIVATE_WORDS) !== undefined) r.services = r.services.filter((service) => service !== "b2b");
  if (has("operations")) {
    drop("yield");
    drop("hours");
    if (!r.services.includes("b2b")) r.services.push("b2b");
  }
  // "Kostet die Anfahrt extra?": extra said of the travel, a surcharge or the VAT is theirs, not what the price includes.
  if (
    (has("travel") || has("surcharges") || has("vat")) &&
    namedOnlyThrough(ATTRIBUTE_WORDS.included, (word) => word === "=extra" || /^charged? extra|^extra for/.test(word))
  )
    drop("included");
  // "La trasferta si paga?", "muss ich die Anfahrt zahlen?": paying said of the travel asks whether it is charged, not
  // how the bill is paid.
  if (
    has("travel") &&
    namedOnlyThrough(ATTRIBUTE_WORDS.payment, (word) =>
      /^=?(?:pay|paga|pago|paie|paye|payer|payez|zahlen|bezahl)/.test(word),
    )
  )
    drop("payment");
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
  // "What should I put in my e-mail so you can quote?", "Kann ich als Mieter die Offerte anfordern? Was brauche ich
  // dafür?": what the quote needs, not how to reach us nor what is needed on the day.
  if (found(QUOTE_WORDS) !== undefined && WHAT_A_QUOTE_NEEDS.test(folded) && !has("validity")) {
    if (namedOnlyThrough(ATTRIBUTE_WORDS.contact, (word) => MAIL_WORD.test(word))) drop("contact");
    if (namedOnlyThrough(ATTRIBUTE_WORDS.onTheDay, (word) => word === "prepare")) drop("onTheDay");
    if (namedOnlyThrough(ATTRIBUTE_WORDS.included, (word) => word.includes("include"))) drop("included");
    if (!has("quoteHow")) r.attributes.push("quoteHow");
  }
  // "Muss ich da mit Anfahrtskosten rechnen?": expecting something, not what is needed on the day.
  if (EXPECTING.test(folded)) {
    if (namedOnlyThrough(ATTRIBUTE_WORDS.onTheDay, (word) => word === "muss ich da")) drop("onTheDay");
    if (namedOnlyThrough(ATTRIBUTE_WORDS.quoteHow, (word) => word === "rechner")) drop("quoteHow");
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
    if (!r.services.some((service) => service === "roof" || service === "gutter" || service === "greenRoof"))
      if (!has("soilingDamage")) r.attributes.push("soilingDamage");
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
    if (!has("order")) r.attributes.push("order");
  }
  // "Do I get the Offerte in writing?": the quote in writing is how the quote comes, not the cleaning report.
  // "eine schriftliche Offerte mit Fixpreis": also when the price's words left no report to read.
  if (
    found(QUOTE_WORDS) !== undefined &&
    (has("report")
      ? namedOnlyThrough(ATTRIBUTE_WORDS.report, (word) => IN_WRITING.includes(word))
      : found(IN_WRITING) !== undefined)
  ) {
    drop("report");
    if (!has("quoteHow")) r.attributes.push("quoteHow");
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
    if (!has("quoteHow")) r.attributes.push("quoteHow");
  }
  // "Usate Google Analytics e cookie?": the site's analytics, not its Google reviews.
  if (has("reviews") && found(["analytics", "cookie", "tracking"]) !== undefined) drop("reviews");
  // "Da quando esiste la vostra ditta?": since when the company exists, not when we can come.
  if (found(SINCE_WHEN) !== undefined && (has("company") || found(EXISTING) !== undefined)) {
    drop("leadTime");
    drop("replyTime");
    if (!has("company")) r.attributes.push("company");
    r.services = r.services.filter((service) => service !== "b2b");
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
    if (!r.services.includes("b2b")) r.services.push("b2b");
  }
  // A minimum size is asked of the business contracts only ("Ab welcher Modulfläche betreut ihr Unternehmen?").
  if (has("minimum")) {
    if (r.services.includes("b2b") || has("contracts")) {
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
  // "Vous êtes ouverts quand?", "when are you open?": when the office is open, not when a cleaning can be booked.
  if (
    has("hours") &&
    has("leadTime") &&
    found(OPENING_HOURS_NAMED) !== undefined &&
    namedOnlyThrough(ATTRIBUTE_WORDS.leadTime, (word) => ["=quand", "=quando", "=when", "wann habt"].includes(word))
  )
    drop("leadTime");
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
}
