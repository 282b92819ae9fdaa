import {
  BASIC_PACKAGE_WORDS,
  CLEANING_WORDS,
  COMING_WORDS,
  COMPOSITION_WORDS,
  CONTRACT_NOUNS,
  DURATION_VERBS,
  LEAD_TIME_NOUNS,
  SOILING_WORDS,
  UNTIL_WHEN,
  YIELD_CALCULATOR,
} from "./cue-words";
import {
  BASIC_CLEANING_NAMES,
  CLEAN_WITH,
  REGULAR_CLEANING_WORDS,
  ATTRIBUTE_WORDS,
  EXTRA_CHARGE,
  HARD_WATER,
  PANELS_COUNTED,
  PRE_EXISTING_DAMAGE,
  QUOTE_WORDS,
  SERVICE_WORDS,
  WHO_PAYS,
} from "./lexicon";
import {
  ARTICLE_WORDS,
  COMING_TO_A_PLACE,
  CONDITIONAL_WHEN,
  CONTRACT_LENGTH,
  COUNT_OF_VISITS,
  EXAMPLE_WORDS,
  FARM_WORDS,
  GUARANTEE_LENGTH,
  HOW_IT_WORKS,
  HOW_LONG_FOR_AN_APPOINTMENT,
  HOW_MUCH_FOR,
  INCLUDED_WITH,
  INSURANCE_NAMED,
  REACH_WORDS,
  NEAR_WORDS,
  PAYMENT_TERM,
  PAYS_OFF_WORDS,
  RECOMMEND_VERB,
  ROI_EXAMPLE_BUILDINGS,
  SINCE_WHEN,
  TEAM_WORDS,
  WHAT_WE_DO,
  WHEN_WE_COME,
  QUOTE_ACCEPTED,
  MORE_THAN,
  WHEN_IN_THE_YEAR,
} from "./understand-words";
import { asksWhichTeam, namedTeam, teamNamedBeside } from "./intents/team";
import type { Reading } from "./reading";

/** A cleaning named, then in another clause when we come ("… pulire 60 m², e quando potreste venire?"). */
const CLEANING_THEN_COMING =
  / (?:pulire|pulizia|reinig\w*|putz\w*|nettoy\w*|clean\w*) .*(?: e | und | et | and )(?:\S+ ){0,3}(?:venire|venite|kommen|kommt|venir|venez|come)\b/;

/** Calculated, as the price composition's words say it ("pour le calcul du devis"). */
const CALCULATED = ["=calcule", "=calcules", "=calculee", "=calcolato", "=calcolata", "=calcolati", "berechnet"];

/** From the start: "depuis le début", "von Anfang an", "fin dall'inizio", "from the beginning". */
const FROM_THE_START =
  / (?:depuis le debut|des le debut|von anfang an|seit (?:dem )?(?:beginn|anfang)|(?:fin )?dall inizio|da subito|from the (?:start|beginning)|since the (?:start|beginning)) /;

/**
 * Having started or added something ("wann habt ihr angefangen", "wann kam die Dachreinigung dazu", "when did you
 * start"; not "when can you start", nor "dazu" or "added" alone, which are said of other things).
 */
const STARTED =
  / (?:angefangen|begonnen|gestartet|eingestiegen|commence\w*|debute\w*|demarre\w*|iniziat\w*|cominciat\w*|did you start|started|began|begun|dazugekommen|hinzugekommen|kam\w* (?:\S+ ){0,6}dazu|(?:was|were|you|have|has)(?: \S+){0,3} added|avez ajoute\w*|avete aggiunt\w*)\b/;

/** The company's story and how it grew. */
const GROWN =
  / (?:storia|histoire|history|geschichte|cresciut\w*|grown|grew|gewachsen|grandi|developpe\w*|entwickelt)\b/;

/** Why the company was founded ("warum habt ihr die Firma gegründet?", "why did you start the company?"). */
const WHY_FOUNDED =
  / (?:warum|wieso|weshalb|pourquoi|perche|why)\b(?: \S+){0,6} (?:gegrundet|gegruendet|grundet|fonde\w*|fondat\w*|founded|found|start\w*|set up)\b/;

/** How something works, as it is said ("ça marche comment?", "wie geht das?"). */
const SPOKEN_HOW_IT_WORKS = [
  "comment ca marche",
  "ca marche comment",
  "how does that work",
  "how does this work",
  "how does it work",
  "wie geht das",
  "wie lauft das",
  "come funziona",
];

/** Made on the website. */
const ONLINE_WORDS = ["en ligne", "=online", "=internet"];

/** The smallest of the contracts. */
const SMALLEST_CONTRACT = [
  "smallest contract",
  "smallest business contract",
  "smallest maintenance contract",
  "smallest plan",
  "smallest package",
  "kleinste vertrag",
  "kleinster vertrag",
  "kleinste wartungsvertrag",
  "kleinster wartungsvertrag",
  "plus petit contrat",
  "contratto piu piccolo",
];

/** Which water we clean with. */
const WHICH_WATER = [
  "che acqua",
  "quale acqua",
  "what water",
  "which water",
  "quelle eau",
  "quel type d'eau",
  "welches wasser",
  "was fur wasser",
  "was fuer wasser",
];

/** What a cleaning costs, asked in so many words ("quanto costa farlo pulire", "what does a cleaning cost"). */
const PRICE_OF_A_CLEANING =
  / (?:costa|coute|kostet|cost|costs|charge) (?:\S+ ){0,3}(?:pulir\w*|pulizia|nettoy\w*|reinig\w*|putz\w*|clean\w*)\b/;

/** How many customers we have: the company's figures. */
const CUSTOMERS_COUNTED = ["wie viele kunden", "how many customers", "combien de clients", "quanti clienti"];

/** The quote made online or with the calculator. */
const ONLINE_QUOTE_WORDS = [
  "online",
  "en ligne",
  "=rechner",
  "offertrechner",
  "calculat",
  "calcolat",
  "=sito",
  "website",
];

/** Being founded, in any language. */
const FOUNDED = / (?:gegrundet|grundung|fonde|fondee|fondes|fondation|fondat\w*|founded|established|started)\b/;

/** Who pays for the cleaning or its cost, not for a damage. */
const WHO_PAYS_FOR_THE_WORK = new RegExp(
  ` (?:${WHO_PAYS.join("|")}) (?:\\S+ ){0,2}(?:cleaning|reinigung|nettoyage|pulizia|cost|kosten|frais|costi)`,
);

/**
 * Words that two attributes share, read by what stands beside them: a contact word beside WhatsApp, a duration beside a
 * guarantee or a contract, the premium package beside what a cleaning includes, the company beside its teams, an
 * example beside the business page's buildings. Runs after the lexicon has found the words; changes `r` in place. Pure.
 */
export function readAttributePairs(r: Reading): void {
  const { tokens, folded, found, namedOnlyThrough, has, drop } = r;
  // "Im Ertragsrechner auf der Solarseite …": the solar page's yield calculator, which no card computes; not the quote
  // calculator nor the home page's loss calculator.
  if (found(YIELD_CALCULATOR) !== undefined) {
    drop("quoteHow");
    drop("loss");
  }
  // "l'acqua è molto dura", "kalkhaltiges Wasser, gibt das Flecken?": hard water and its marks are the water we bring
  // to the panels, not how long something lasts nor a defect.
  if (has("waterSource") && found(HARD_WATER) !== undefined) {
    drop("duration");
    drop("repairs");
    // "Che acqua usate? La nostra è calcarea": which water we clean with is the method's demineralised water.
    if (found(WHICH_WATER) !== undefined) {
      drop("waterSource");
      if (!has("method")) r.attributes.push("method");
    }
  }
  // "Già che venite per i pannelli, anche le grondaie?": coming for one job is doing both, not coming to a place.
  if (
    has("combine") &&
    has("regions") &&
    namedOnlyThrough(ATTRIBUTE_WORDS.regions, (word) => COMING_TO_A_PLACE.includes(word))
  )
    drop("regions");
  // "What's your smallest business contract?": the smallest of the contract tiers, not the smallest system we clean.
  if (has("minimum") && r.services.includes("maintenance") && found(SMALLEST_CONTRACT) !== undefined) {
    drop("minimum");
    if (!has("contracts")) r.attributes.push("contracts");
  }
  // "Comment distinguez-vous les dégâts qui existaient déjà des vôtres ?": the report's record of them comes before the
  // insurance for ours.
  if (has("repairs") && has("insurance") && found(PRE_EXISTING_DAMAGE) !== undefined) {
    drop("repairs");
    r.attributes.unshift("repairs");
  }
  // "Comment ça marche votre devis en ligne ?": how the quote named works, made online. The spoken "how does that work"
  // alone asks how whatever was spoken of before works ("la garantie ?" – "ça marche comment ?").
  const spokenHow = found(SPOKEN_HOW_IT_WORKS) !== undefined;
  if (r.attributes.length === 0 && spokenHow && found(QUOTE_WORDS) !== undefined) r.attributes.push("quoteHow");
  if (has("quoteHow")) found(ONLINE_WORDS);
  // "Do you come to Neuchâtel?": coming to a place, not what a price comes to.
  if (
    has("price") &&
    found(["you come to", "u come to", "you also come to"]) !== undefined &&
    namedOnlyThrough(ATTRIBUTE_WORDS.price, (word) => word === "come to")
  )
    drop("price");
  // "Do you really cover the whole country?": covering an area is serving it, not an insurance's cover.
  if (
    has("insurance") &&
    has("regions") &&
    found(["cover the", "cover all", "cover switzerland", "you cover", "u cover"]) !== undefined &&
    namedOnlyThrough(ATTRIBUTE_WORDS.insurance, (word) => word === "=cover")
  )
    drop("insurance");
  // "What's the damage?": what it costs, not damage done.
  if (has("price") && found(["whats the damage", "s the damage", "is the damage", "the damage for"]) !== undefined)
    drop("insurance");
  // "Die Rinne läuft bei jedem Regen über": the German verb comes apart around the subject; overflowing is the emergency.
  const overflows = tokens.some((t) => /^la?e?uf(t|en)$/.test(t)) && tokens.some((t) => /^u(e)?ber$/.test(t));
  if (!has("emergency") && overflows && (r.services.includes("gutter") || has("rain")))
    r.attributes.unshift("emergency");
  if (has("emergency")) {
    drop("contact");
    drop("responseTime");
    // "En cas d'urgence, vous êtes là en combien de temps?": how soon we come, not how long a cleaning takes; water
    // overflowing is the emergency, not the water we clean with.
    drop("duration");
    drop("method");
  }
  // "Quanto tempo ci vuole a fare il preventivo online?": the quote calculator's two minutes, not a cleaning's length.
  if (has("duration") && found(QUOTE_WORDS) !== undefined && found(ONLINE_QUOTE_WORDS) !== undefined) {
    drop("duration");
    if (!has("quoteHow")) r.attributes.push("quoteHow");
  }
  // "In quanto tempo potete venire?", "how long until you can come?": the time until we come, not the cleaning's length.
  // "Quanto ci vuole per pulire 60 m², e quando potreste venire?": the cleaning's length, then when we come, is both.
  const cleaningThenComing = CLEANING_THEN_COMING.test(folded);
  if (
    has("duration") &&
    found(COMING_WORDS) !== undefined &&
    found(DURATION_VERBS) === undefined &&
    !cleaningThenComing
  ) {
    drop("duration");
    if (!has("leadTime")) r.attributes.push("leadTime");
  } else if (has("duration") && found(COMING_WORDS) !== undefined && !has("leadTime")) {
    // "Dans combien de temps pouvez-vous venir, et ça dure combien?": both are asked.
    r.attributes.push("leadTime");
  }
  // "ça prend combien pour un rdv?": what it takes to get an appointment is the lead time, neither a cleaning's length
  // nor a price.
  if (has("leadTime") && HOW_LONG_FOR_AN_APPOINTMENT.test(folded) && found(DURATION_VERBS) === undefined) {
    drop("duration");
    if (namedOnlyThrough(ATTRIBUTE_WORDS.price, (word) => HOW_MUCH_FOR.includes(word))) drop("price");
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
  else if (has("premium") && !has("price")) r.attributes.unshift("price");
  // "Che cosa include il pacchetto premium?": what the premium package holds, which its own card says; not what every
  // cleaning includes.
  if (has("premium")) drop("included");
  // "Cos'è il pacchetto premium?", "c'est quoi le forfait premium?": the package word names the premium package,
  // not a contract tier nor how the price is made up.
  if (has("premium") && found(CONTRACT_NOUNS) === undefined) drop("contracts");
  if (has("premium") && found(COMPOSITION_WORDS) === undefined) drop("priceComposition");
  // "Come converte il calcolatore i kWp in metri quadri?" (the calculator's units), "Quanto costa un impianto di 80 metri
  // quadri?" (square metres after a number: the size to price): not how the area is reckoned.
  if (
    has("priceComposition") &&
    (has("calculatorInputs") || (has("price") && /\d\s*metri quadr/.test(folded))) &&
    namedOnlyThrough(ATTRIBUTE_WORDS.priceComposition, (word) => word === "metri quadri")
  )
    drop("priceComposition");
  if (has("priceComposition")) drop("price");
  // "How is your price calculated?", "a price per area": how the price is made up, not the calculator nor a region.
  if (has("priceComposition") && found(["calculated", "berechnet", "=calcule", "calcolat"]) !== undefined)
    drop("quoteHow");
  if (has("priceComposition") && found(["per area", "pro flache", "par surface", "per superficie"]) !== undefined)
    drop("regions");
  // "What would that come to with tax?": a sum coming to an amount, not us coming to a place.
  if (
    (has("price") || has("vat")) &&
    / (?:would|will|does|did) (?:that|it|this) come to /.test(folded) &&
    namedOnlyThrough(ATTRIBUTE_WORDS.regions, (word) => word === "come to")
  )
    drop("regions");
  if (has("asbestos")) drop("method");
  if (has("leafGuard")) drop("method");
  // "What do you clean with, and do you use high pressure?": what we clean with stays asked beside the pressure.
  if ((has("highPressure") || has("chemicals")) && found(CLEAN_WITH) === undefined) drop("method");
  if (has("plan")) drop("contracts");
  // "Quante volte all'anno venite e cosa fate d'inverno?": a count of visits stays asked beside a season.
  if (has("season") && !COUNT_OF_VISITS.test(folded)) drop("interval");
  // "…quante volte all'anno venite?": coming as often as asked, not whether we come to a place.
  if (
    has("interval") &&
    COUNT_OF_VISITS.test(folded) &&
    namedOnlyThrough(ATTRIBUTE_WORDS.regions, (word) => COMING_TO_A_PLACE.includes(word))
  )
    drop("regions");
  // "Was kostet mich die Verschmutzung?", "what does soiling cost me?": the soiling's cost is the loss, not the price
  // of a cleaning, unless the cleaning is named too.
  if (has("price") && !has("loss") && found(SOILING_WORDS) !== undefined && found(CLEANING_WORDS) === undefined) {
    r.attributes = [...r.attributes.filter((a) => a !== "price"), "loss"];
  }
  if (has("loss") && has("yield")) drop("yield");
  // "Quanto perde un impianto sporco e quanto costa farlo pulire?": the price of having it cleaned, asked beside the
  // loss, stays asked; otherwise a cost beside the loss is the loss's.
  if (has("loss") && !PRICE_OF_A_CLEANING.test(folded)) drop("price");
  // "Wie viele Kunden habt ihr, und wie werdet ihr bewertet?": how many customers is the company's figures, beside the
  // reviews; otherwise a review word names what customers say, not the company.
  if (has("reviews") && found(CUSTOMERS_COUNTED) === undefined) drop("company");
  // "Abito vicino a una stalla, devo pulire più spesso?": a farm next door soils the panels; it does not make the
  // visitor a business.
  // "Bei uns ist es ein Bauernhof mit Stall – wie oft sollte man putzen?": how often a farm's panels need cleaning is
  // the panels' interval, which speaks of farms, not a business contract's.
  if (
    (r.services.includes("b2b") && found(NEAR_WORDS) !== undefined && found(FARM_WORDS) !== undefined) ||
    (has("interval") && found(FARM_WORDS) !== undefined && found(CONTRACT_NOUNS) === undefined)
  ) {
    if (namedOnlyThrough(SERVICE_WORDS.b2b, (word) => FARM_WORDS.includes(word)))
      r.services = r.services.filter((service) => service !== "b2b");
  }
  // "Quando siete stati fondati?", "when were you founded?": when is asked of the company's history, not an appointment.
  if (has("company") && has("leadTime") && FOUNDED.test(folded))
    if (namedOnlyThrough(ATTRIBUTE_WORDS.leadTime, (word) => /wann|quand|when/.test(word))) drop("leadTime");
  // "Mi racconta la vostra storia? Come siete cresciuti?": the company's story is its figures and its years of growth.
  if (has("company") && GROWN.test(folded) && !has("companyHistory")) r.attributes.push("companyHistory");
  // "Warum habt ihr die Firma gegründet?": the reason the about page gives, not the company's figures.
  if (WHY_FOUNDED.test(folded) && (has("company") || r.attributes.length === 0))
    r.attributes = ["foundingReason", ...r.attributes.filter((a) => a !== "company" && a !== "companyHistory")];
  // "Une personne de contact fixe?": one person for a business, not how to reach us, unless a channel is asked too.
  if (
    has("contactPerson") &&
    !/ (?:telefon\w*|phone|nummer|numero|e ?mail\w*|adress\w*|address|indirizzo)\b/.test(folded)
  )
    drop("contact");
  // "Wann habt ihr mit der Dachreinigung angefangen?", "since when do you use robots?": a start asked of a service or a
  // tool we added is the company's growth, not its founding nor an appointment.
  // "Vous faites les toitures depuis le début?": whether a service was there from the start is its history too.
  const fromTheStart = FROM_THE_START.test(folded);
  if (
    (found(SINCE_WHEN) !== undefined || STARTED.test(folded) || fromTheStart) &&
    (r.services.some((service) => service === "roof" || service === "gutter" || service === "greenRoof") ||
      has("robots")) &&
    (has("company") || has("leadTime") || has("robots") || fromTheStart || / (?:when|wann|quand|quando)\b/.test(folded))
  ) {
    r.attributes = [
      "companyHistory",
      ...r.attributes.filter((a) => !["company", "leadTime", "robots", "method", "duration"].includes(a)),
    ];
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
  // "Does your certificate cover roof cleaning too?": covering is said of the certificate, not of an insurance.
  if (has("certification") && has("insurance") && found(INSURANCE_NAMED) === undefined) drop("insurance");
  // "Quanto tempo tenete i messaggi?": how long data are kept, not how long a cleaning takes.
  if (has("personalData")) {
    drop("duration");
    drop("order");
    drop("contact");
  }
  // "Habt ihr ein Team in der Ostschweiz?", "Combien de temps met votre équipe pour 40 panneaux ?": a team somewhere
  // asks whether we work there, a team beside a duration is the team that cleans; neither is the company's history.
  if (
    has("company") &&
    (has("regions") || has("duration")) &&
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
    r.attributes.push("roiExamples");
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
  if ((has("slateRoof") || has("metalRoof")) && !r.services.includes("solar") && !r.services.includes("roof"))
    r.services.push("roof");
  // "Reinigt ihr Naturschiefer, und mit welchem Druck?": the material's card states its pressure and method.
  if (has("slateRoof") || has("metalRoof")) {
    drop("highPressure");
    drop("method");
  }
  // "… und ist das bei der Dachreinigung dabei?": something that comes with a service is what its price includes
  // ("muss ich dabei sein?" is being there).
  if (!has("included") && INCLUDED_WITH.test(folded)) r.attributes.push("included");
  // "Our production hall has 2,500 m² of modules": a building, not the panels' output.
  if (
    has("yield") &&
    / production (?:hall|site|building)/.test(folded) &&
    namedOnlyThrough(ATTRIBUTE_WORDS.yield, (word) => word === "=production")
  )
    drop("yield");
  // "Wo isch eues Büro?": our office is where we are, not an office building to clean.
  if (has("contact") && namedOnlyThrough(SERVICE_WORDS.b2b, (word) => word === "buro"))
    r.services = r.services.filter((service) => service !== "b2b");
  // "Vous conseillez quel rythme de nettoyage ?": recommending something asked is no consultation visit.
  if (
    has("consultation") &&
    r.attributes.length > 1 &&
    RECOMMEND_VERB.test(folded) &&
    namedOnlyThrough(ATTRIBUTE_WORDS.consultation, (word) => word === "conseil" || word === "consigli")
  )
    drop("consultation");
  // "Anche quando lavorate sui tetti verdi?", "even when you work on green roofs?", "quand ils montent sur le toit":
  // a condition, not a time asked.
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
    if (!has("validity")) r.attributes.push("validity");
  }
  // "Rechnet sich eine Reinigung bei einem kleinen Einfamilienhaus?", "is it worth it financially?": whether the panels'
  // cleaning pays for itself, which the article's balance answers, rather than how much yield dirt costs.
  if (
    has("yield") &&
    found(PAYS_OFF_WORDS) !== undefined &&
    !r.services.some(
      (service) =>
        service !== "solar" &&
        service !== "b2b" &&
        // "Does regular cleaning pay off?": the article's balance is that of regular cleaning, not of a contract.
        !(
          service === "maintenance" &&
          namedOnlyThrough(SERVICE_WORDS.maintenance, (word) => REGULAR_CLEANING_WORDS.includes(word))
        ),
    ) &&
    !has("roiExamples")
  ) {
    if (!r.services.includes("solar")) r.services.push("solar");
    r.services = r.services.filter((service) => service !== "maintenance");
    r.attributes = r.attributes.map((a) => (a === "yield" ? "paysOff" : a));
    // "does it pay off in a residential area?": no payment and no region is asked.
    if (namedOnlyThrough(ATTRIBUTE_WORDS.payment, (word) => word === "=pay")) drop("payment");
    if (namedOnlyThrough(ATTRIBUTE_WORDS.regions, (word) => word === "=area")) drop("regions");
  }
  // "Was beinhaltet die Basisreinigung?": what the basic package includes is its list on the prices page.
  // "Elle comprend quoi de plus que le nettoyage de base ?": more than the basic package is the premium one.
  if (has("included") && !has("premium") && found(BASIC_CLEANING_NAMES) !== undefined && found(MORE_THAN) !== undefined)
    r.attributes = r.attributes.map((a) => (a === "included" ? "premium" : a));
  if (
    has("included") &&
    found(BASIC_CLEANING_NAMES) !== undefined &&
    !has("premium") &&
    found(MORE_THAN) === undefined
  ) {
    r.attributes = r.attributes.map((a) => (a === "included" ? "basicPackage" : a));
  }
  // "Ho accettato il preventivo, e adesso?": once the quote is accepted, what comes next, not how to order.
  if (has("order") && found(QUOTE_ACCEPTED) !== undefined)
    r.attributes = r.attributes.map((a) => (a === "order" ? "afterAcceptance" : a));
  // "How often should I book it?", "wie lang im Voraus muss man buchen?": how often is the interval and how far ahead
  // the lead time; booking names no order of its own.
  if (
    (has("interval") || has("leadTime")) &&
    has("order") &&
    namedOnlyThrough(ATTRIBUTE_WORDS.order, (word) => ["=book", "booking", "buchen"].includes(word))
  )
    drop("order");
  // "How far does the slider go?", "le curseur va jusqu'à combien ?": the loss calculator's slider range, not the regions
  // or a price.
  // The only other slider is the roof price calculator's, for the area ("the roof price slider stops at 500 m²").
  if (has("soilingSlider") && (has("price") || r.services.includes("roof")) && found(SOILING_WORDS) === undefined) {
    r.attributes = ["price"];
    if (!r.services.includes("roof")) r.services.push("roof");
  } else if (has("soilingSlider")) r.attributes = ["soilingSlider"];
  // "Wann im Jahr lohnt sich die Reinigung am meisten?": when in the year it pays most is the season, not whether it pays.
  if (has("season") && has("paysOff") && found(WHEN_IN_THE_YEAR) !== undefined) drop("paysOff");
  // "Do you come out this far, and does it cost extra?": a charge on top of coming to a place is the travel cost, not
  // what the price includes.
  if (
    has("included") &&
    (has("regions") || found(COMING_WORDS) !== undefined) &&
    namedOnlyThrough(ATTRIBUTE_WORDS.included, (word) => EXTRA_CHARGE.includes(word))
  ) {
    drop("included");
    // "… and what's the price?" stays asked; "does it cost extra?" alone asks no price.
    if (namedOnlyThrough(ATTRIBUTE_WORDS.price, (word) => /^=?(?:cost|kost|cout|costa|charge)/.test(word)))
      drop("price");
    if (!has("travel")) r.attributes.push("travel");
    if (!has("regions")) r.attributes.push("regions");
  }
  // "Vous faites quoi quand vous venez entretenir notre toit ?": what we do once we come, not when we come.
  if (
    has("leadTime") &&
    WHEN_WE_COME.test(folded) &&
    found(WHAT_WE_DO) !== undefined &&
    namedOnlyThrough(ATTRIBUTE_WORDS.leadTime, (word) => ["=quand", "=quando", "=when", "=wenn"].includes(word))
  ) {
    drop("leadTime");
    drop("regions");
  }
  // "Für welche Kantone ist euer Team Zentralschweiz zuständig?", "il team di Zurigo in cosa è specializzato?": one of the
  // about page's teams, its region and speciality; not the company nor the regions at large.
  if (teamNamedBeside(folded) && namedTeam(folded) !== undefined) {
    // "Which team would come to Zug?": coming to a place, not what a price comes to.
    const comesToAPlace = namedOnlyThrough(ATTRIBUTE_WORDS.price, (word) => word === "come to");
    const rest = r.attributes.filter(
      (a) =>
        a !== "company" &&
        // "What area do your teams cover around Basel, in km?": the radius, asked of the teams, stays asked.
        !(a === "regions" && found(REACH_WORDS) === undefined) &&
        a !== "regionalTeam" &&
        !(a === "price" && comesToAPlace) &&
        // "Which cantons does your Central Switzerland team cover?": a team covers its region, not a damage.
        !(a === "insurance" && found(INSURANCE_NAMED) === undefined),
    );
    // Whether there is a team there at all stays a question of the regions we serve.
    if (has("regionalTeam") || asksWhichTeam(folded)) r.attributes = ["regionalTeam", ...rest];
  } else drop("regionalTeam");
  // "Who pays for the cleaning?": who bears the cost of the work, not who pays for a damage.
  if (
    has("insurance") &&
    namedOnlyThrough(ATTRIBUTE_WORDS.insurance, (word) => WHO_PAYS.includes(word)) &&
    WHO_PAYS_FOR_THE_WORK.test(folded)
  )
    drop("insurance");
  // "C'est combien de passages par an ?", "quante volte all'anno?": a count of visits is the interval, not a price.
  if (has("price") && has("interval") && COUNT_OF_VISITS.test(folded)) drop("price");
  // "fino a che cifra?", "bis zu welchem Betrag?": up to an amount, not as far as a place.
  if (
    has("regions") &&
    / (?:fino a|bis zu|jusqu a|up to) (?:che|quale|welche\w*|quel\w*|what|which) (?:cifra|importo|somma|betrag|summe|montant|somme|amount|sum) /.test(
      folded,
    )
  )
    drop("regions");
  // "Le tarif au m² descend jusqu'où ?", "wie weit sinkt der Preis?": how far a price falls, not how far we travel.
  if (
    has("regions") &&
    (has("price") || has("priceComposition")) &&
    / (?:descend\w*|baisse\w*|sinkt|sinken|runter|scende\w*|cala|calano|go(?:es)? down|drops?|falls?) /.test(folded) &&
    found(REACH_WORDS) === undefined
  )
    drop("regions");
  // "Vous facturez le trajet ?": charging for the journey asks the travel costs, not how an invoice is paid.
  if (
    has("travel") &&
    has("payment") &&
    namedOnlyThrough(ATTRIBUTE_WORDS.payment, (word) => /^(?:factur|fattur|rechnung|invoice)/.test(word))
  )
    drop("payment");
  // "Pour le calcul du devis, j'ai besoin de quelles infos?": calculating the quote is how it is made, not how a price is.
  if (
    has("priceComposition") &&
    found(QUOTE_WORDS) !== undefined &&
    / (?:infos?|informations?|angaben|dati|details|besoin|brauch\w*|bisogno|need) /.test(folded) &&
    namedOnlyThrough(ATTRIBUTE_WORDS.priceComposition, (word) => CALCULATED.includes(word))
  ) {
    drop("priceComposition");
    if (!has("quoteHow")) r.attributes.push("quoteHow");
  }
  // "Combien de nettoyages de gouttières par an?": a count of visits a year, with the service between, is the interval.
  if (r.attributes.length === 0 && COUNT_OF_VISITS.test(folded) && / (?:an|annee|jahr|anno|year)\b/.test(folded))
    r.attributes.push("interval");
  // "Wie funktioniert ein Vertrag?", "how does the guarantee work?": how the thing named works, not how the quote is made,
  // when no quote is named.
  if (
    has("quoteHow") &&
    r.attributes.length > 1 &&
    found(QUOTE_WORDS) === undefined &&
    namedOnlyThrough(ATTRIBUTE_WORDS.quoteHow, (word) => HOW_IT_WORKS.includes(word))
  )
    drop("quoteHow");
  // "Quel est le délai de paiement ?", "il termine di pagamento": the time to pay an invoice, not the wait for a date.
  if (has("payment") && has("leadTime") && PAYMENT_TERM.test(folded)) drop("leadTime");
  // "Quando venite?", "wann kommt ihr?": when we come is the lead time; no place is asked ("when do you come to Bern?"
  // asks both).
  if (
    has("leadTime") &&
    has("regions") &&
    namedOnlyThrough(ATTRIBUTE_WORDS.regions, (word) => COMING_TO_A_PLACE.includes(word)) &&
    !/ (?:come|venite|venez|kommt ihr|kommen sie) (?:to|a|en|in|nach|bis|fino) /.test(folded)
  )
    drop("regions");
  if (has("replyTime") && has("responseTime")) drop("responseTime");
  if (has("leadTime") && has("responseTime")) drop("responseTime");
  if (has("contracts") && r.services.includes("maintenance")) {
    // "Wartungsvertrag" names both; the service carries it.
  }
  if (has("tasks") && !r.services.includes("greenRoof") && !r.services.includes("maintenance")) drop("tasks");
}
