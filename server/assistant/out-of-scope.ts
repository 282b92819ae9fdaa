import { clearsSnowOneself } from "./intents/snow";
import { ATTRIBUTE_WORDS, SERVICE_WORDS } from "./lexicon";
import { namesAnyEntry } from "./lexicon-match";
import { keywordTokens, namesAny } from "./text";
import { asksAboutANamedPerson, asksSomeoneElsesDetails, asksSomeonesDetails } from "./out-of-scope-people";
import { DATA_DELETION_REQUESTS, OUT_OF_SCOPE_TOPICS } from "./out-of-scope-topics";
import { asksAboutDataRights, requestsDataDeletion } from "./understand-words";

/**
 * Whether a question goes to a person whatever else it asks: a topic the company does not cover (`out-of-scope-topics`),
 * or a shape of two things named together (someone else's contact details, another firm and its offer, a booked date
 * and moving it, a tenant, a landlord and who pays). Pure.
 */

/** A quote's or booking's own number ("Offerte 2026-0412", "devis n° 2026-0415"): its status is in the company's files, not on the site. */
const RECORD_NUMBER = /\b20\d\d[-/]\d{3,}\b|\b(?:n°|nr\.?|no\.|number|nummer|numéro|numero)\s*\d{3,}/iu;

/** A gutter overflowing or an emergency: the facade it wets is where the water goes, not a facade to clean. */
const OVERFLOW =
  / (trabocc|overflow|uberlauf|ueberlauf|lauft (?:\w+ ){0,5}uber|deborde|notfall|urgence|urgente|urgent|emergency|sturm|unwetter|storm|orage|tempete|tempesta|temporale|hilfe|aiuto|help)/;
const FACADE_WORDS = new Set(["fassade", "facade", "facciat"]);
/** "Setzt ihr Drohnen ein, und ist das erlaubt?": whether flying drones is allowed is the drone rules, not legal advice. */
const DRONES = / (?:drohne|drone|droni|drones)/;
const ALLOWED_WORDS = new Set(["ist das erlaubt", "c'est legal", "est ce legal", "ist das legal", "e legale"]);
/** "un rustico à Ascona avec des panneaux": the panels on a stone-roofed house are cleaned like any others. */
/** "Any hidden Nebenkosten?": extra costs hidden in our price, not the service charges of a lease. */
const HIDDEN = / (?:hidden|versteckt\w*|cache|caches|cachees|nascost\w*)\b/;

/** The company's own past visit, in the past tense ("your team cleaned our roof in March", "Ihr Team war bei uns"). */
const PAST_VISIT = [
  "ihr team war",
  "euer team war",
  "ihre leute waren",
  "eure leute waren",
  "ihre mitarbeiter waren",
  "ihr wart bei",
  "ihr habt unser",
  "sie haben unser",
  "nach ihrem einsatz",
  "nach eurem einsatz",
  "your team cleaned",
  "your team was",
  "you cleaned our",
  "you cleaned my",
  "since you cleaned",
  "after you cleaned",
  "seit ihr geputzt",
  "seit ihr gereinigt",
  "seit eurem besuch",
  "depuis que vous avez",
  "da quando avete",
  "after your visit",
  "since your visit",
  "votre equipe a",
  "votre equipe est venue",
  "vous etes venus",
  "vous avez nettoye",
  "apres votre passage",
  "apres votre intervention",
  "la vostra squadra",
  "siete venuti",
  "avete pulito",
  "dopo il vostro intervento",
];
/** Something wrong since then: damage, a leak, streaks left behind, who pays for it. */
const SINCE_THEN_PROBLEM = [
  "streak",
  "streifen",
  "traces",
  "aloni",
  "seither",
  "seitdem",
  "since then",
  "since that",
  "depuis",
  "da allora",
  "tropft",
  "undicht",
  "leak",
  "fuite",
  "infiltr",
  "wet patch",
  "feucht",
  "riss",
  "cracked",
  "fissur",
  "schaden",
  "damage",
  "degat",
  "dommage",
  "danno",
  "danni",
  "who pays",
  "who is going to pay",
  "who s going to pay",
  "wer zahlt",
  "bezahlen",
  "qui paie",
  "qui va payer",
  "chi paga",
];

/**
 * The visitor's own insurance: whether it pays is for the insurer to say. A paper asked for it ("un document pour notre
 * assurance bâtiment", "qualcosa di scritto per la mia assicurazione") is the cleaning report, which we answer.
 */
export const OWN_INSURANCE = [
  "meine versicherung",
  "unsere versicherung",
  "gebaudeversicherung",
  "mon assurance",
  "notre assurance batiment",
  "assurance batiment",
  "mia assicurazione",
  "nostra assicurazione",
  "assicurazione dello stabile",
  "my insurance",
  "my insurer",
  "our insurance",
  "home insurance",
  "building insurance",
];
const A_PAPER = [
  "document",
  "dokument",
  "protokoll",
  "rapport",
  "rapporto",
  "report",
  "bericht",
  "schriftlich",
  "par ecrit",
  "di scritto",
  "per iscritto",
  "in writing",
  "nachweis",
  "preuve",
  "prove",
  "proof",
];

/**
 * Moving or cancelling a booked appointment ("den Termin verschieben", "annuler le rendez-vous") or ending a contract
 * ("Can I cancel the maintenance contract?"; the site states no notice period): for a person.
 */
const A_BOOKED_DATE = [
  "vertrag",
  "wartungsvertrag",
  "contrat",
  "contratt",
  "contract",
  "abonnement",
  "subscription",
  "termin",
  "rendez-vous",
  "rendez vous",
  "appuntamento",
  "appointment",
  "booking",
  "buchung",
  "auftrag",
  "commande",
  "ordine",
];
const MOVE_OR_CANCEL = [
  "verschieb",
  "absag",
  "stornier",
  "annul",
  "deplacer",
  "deplacez",
  "spost",
  "disdir",
  "cancel",
  "reschedul",
  "kundig",
  "kuendig",
  "resili",
  "terminate",
  "move it",
  "postpone",
  "rinvi",
  "reporter le",
  "reporter la",
];

/**
 * A day of next week asked for the job ("chönd ihr nächste Samschtig cho?", "could you come next Tuesday?"): a date for
 * a person to agree. Not when the office is open that day ("seid ihr nächsten Samstag erreichbar?").
 */
const NEXT = ["nachste", "nachsten", "prochain", "prochaine", "prossimo", "prossima", "next", "this coming"];
// prettier-ignore
const WEEKDAY = [
  "montag", "dienstag", "mittwoch", "donnerstag", "freitag", "samstag", "samschtig", "sonntag",
  "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche",
  "lunedi", "martedi", "mercoledi", "giovedi", "venerdi", "sabato", "domenica",
  "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
];
// prettier-ignore
const THE_OFFICE_OPEN = [
  "offen", "geoffnet", "erreichbar", "buro", "ouvert", "joignable", "bureau", "apert", "raggiungibil", "ufficio",
  "open", "office", "reach you",
];

/** Repairing an inverter: an electrician's trade ("Vous pouvez réparer mon onduleur ?"). */
const INVERTER = ["wechselrichter", "onduleur", "inverter"];
/** A new gutter, of whatever material ("a new copper gutter", "eine neue Dachrinne aus Kupfer"): a roofer's trade. */
const A_NEW_GUTTER =
  / (?:new|neue|neuen|nouvelle|nouvelles|nuova|nuove) (?:\S+ )?(?:gutter|dachrinne|rinne|gouttiere|grondai)/;

/** Recommending a product ("quel onduleur me conseillez-vous ?"): we sell and advise on none. */
const RECOMMENDING = ["conseill", "consigli", "recommend", "empfehl"];
const REPAIR = [
  "repar",
  "repair",
  "ripar",
  "fix",
  "flick",
  "reset",
  "austausch",
  "ersetz",
  "remplac",
  "sostitu",
  "replac",
];

/** Service charges a landlord passes on ("dans les charges", "auf die Nebenkosten"): tenancy law. */
const SERVICE_CHARGES = ["nebenkosten", "dans les charges", "charges locatives", "spese accessorie", "service charge"];

/**
 * Where a booking stands ("Status meiner Bestellung", "a che punto è il mio ordine", "où en est ma commande"): it is in
 * the company's files, not on the site.
 */
const STATUS = [
  "status",
  "a che punto",
  "ou en est",
  "where is my",
  "wie weit ist",
  "stand meiner",
  "stand der",
  "etat de ma",
  // no word back yet about a job already booked ("Has a date been set yet? Haven't heard anything.")
  "heard anything",
  "heard nothing",
  "not heard",
  "heard back",
  "date been set",
  "date set yet",
  "nichts gehort",
  "nichts mehr gehort",
  "noch kein datum",
  "schon ein datum",
  "pas de nouvelles",
  "aucune nouvelle",
  "toujours rien",
  "nessuna notizia",
  "nessuna risposta",
  "ancora niente",
  "gia fissata",
  "non ho ricevuto",
  "rien recu",
  "deja fixee",
  "nichts erhalten",
  "not received",
  "haven t received",
  // whether a booked date is confirmed yet ("is my appointment confirmed yet?")
  "confirmed yet",
  "schon bestatigt",
  "bereits bestatigt",
  "deja confirme",
  "est il confirme",
  "gia confermat",
  "e confermato",
];
const A_BOOKING = [
  "ho accettato",
  "accettato il preventivo",
  "accepted the quote",
  "i accepted",
  "offerte angenommen",
  "j ai accepte",
  "devis accepte",
  "bestellung",
  "auftrag",
  "buchung",
  "commande",
  "reservation",
  "ordine",
  "prenotazione",
  "order",
  "booking",
  "booked",
  "gebucht",
  "bestellt",
  "reserve",
  "prenotato",
];

/**
 * Another customer's price held up ("Mein Nachbar hat gesagt, ihr macht es für 200 Franken", "my neighbour says you
 * did his roof for CHF 500"): what someone else paid is not the visitor's quote.
 */
const SOMEONE_WE_WORKED_FOR = [
  "nachbar",
  "kollege",
  "kollegin",
  "freund",
  "schwager",
  "voisin",
  "ami ",
  "collegue",
  "vicino",
  "amico",
  "collega",
  "neighbour",
  "neighbor",
  "friend",
  "colleague",
];
const A_STATED_AMOUNT =
  /(?:chf|fr\.?|franken|francs?|franchi)\s*\d[\d'’]*|\d[\d'’]*(?:[.,]-+|\.\d\d)?\s*(?:chf|fr\b|franken|francs?|franchi|stutz|balle)/iu;

/** An amount a whole job costs, not a rate ("3 franchi al m²" is the rate the site states). */
function statesAJobsPrice(message: string): boolean {
  const match = A_STATED_AMOUNT.exec(message);
  const amount = Number((match?.[0].match(/\d[\d'’]*/u)?.[0] ?? "0").replace(/['’]/gu, ""));
  return amount >= 50;
}

/** Whether the tenant or the landlord pays: tenancy law ("C'est à moi ou au propriétaire de payer ?"). */
const TENANT = ["locataire", "mieter", "inquilin", "tenant", "je loue", "ich miete", "i rent"];
const LANDLORD = ["proprietaire", "regie", "vermieter", "verwaltung", "proprietario", "landlord"];
const PAYS = ["payer", "paie", "zahlen", "zahlt", "bezahlen", "bezahlt", "paye", "pagare", "paga", "pay", "pays"];

/**
 * Another company's offer held against ours ("une boîte m'a fait une offre à 420.-, vous êtes meilleurs ?"): another firm
 * named, with its offer or a comparison.
 */
const ANOTHER_FIRM = [
  "quella ditta",
  "quell azienda",
  "cette entreprise",
  "cette boite",
  "diese firma",
  "that company",
  "that firm",
  "une boite",
  "une autre boite",
  "une entreprise de",
  // "l'entreprise qui m'a fait une offre": a firm that made the visitor an offer
  "entreprise qui",
  "die firma die",
  "ditta che",
  "azienda che",
  "the company that",
  "the company who",
  "the firm that",
  // "l'entreprise de Bulle qui m'a fait une offre": a firm named by its town ("l'" is dropped with the stop words)
  "entreprise de",
  "ditta di",
  "azienda di",
  "die firma aus",
  "die firma in",
  "the company from",
  "the firm from",
  "une autre entreprise",
  "un autre fournisseur",
  "eine firma",
  "eine andere firma",
  "ein anderer anbieter",
  "anderer anbieter",
  "ein anbieter",
  "un altra ditta",
  "una ditta",
  "un altra azienda",
  "un azienda di",
  "un altro fornitore",
  "another company",
  "another firm",
  "other company",
  "a company in",
  "a firm in",
  "another provider",
  // "loro mi hanno chiesto 450 franchi": what someone else asked, beside a comparison
  "loro mi hanno",
  "loro mi chiedono",
  // "cheaper than the other companies?"
  "other companies",
  "other solar cleaning companies",
  "other cleaning companies",
  "altre ditte",
  "autres entreprises",
  "anderen firmen",
  "ils m ont",
  "they charged",
  "they asked",
  "they quoted",
  "die wollten",
  // "die Firma SolarBlitz aus Liestal … die wollen 450 Franken"
  "die firma",
  "die wollen",
  "die verlangen",
  "die haben mir",
  "concorrenza",
  "concurrent",
  "konkurrenz",
  "competitor",
];
const ITS_OFFER_OR_A_COMPARISON = [
  "piu convenienti",
  "piu conveniente",
  "plus avantageux",
  "gunstiger als",
  "offre a",
  "m a fait une offre",
  "m a propose",
  "offeriert",
  "angeboten",
  "hat mir",
  "mi ha fatto",
  "mi ha offerto",
  "mi ha proposto",
  "offered",
  "quoted me",
  "quoted us",
  "gave me a quote",
  "meilleur",
  "besser",
  "meglio",
  "better",
  "moins cher",
  "gunstiger",
  "billiger",
  "costa meno",
  "cheaper",
  "mi hanno chiesto",
  "m ont demande",
  "verlangt",
  "charged me",
];

/** Next year's feed-in tariff or electricity price: a forecast of other companies' rates. */
const FUTURE = [
  "nachstes jahr",
  "nachsten jahr",
  "next year",
  "coming years",
  "annee prochaine",
  "prochaines annees",
  "anno prossimo",
  "prossimi anni",
  "in zukunft",
  "kunftig",
];
const ELECTRICITY_RATES = [
  "einspeiseverg",
  "strompreis",
  "feed in tariff",
  "electricity price",
  "tarif de rachat",
  "prix de l electricite",
  "prix du courant",
  "tariffa di ritiro",
  "prezzo dell elettricita",
  "prezzo della corrente",
];

/** Snow on the roof or the panels, and clearing it: a winter service the company does not offer. */
const SNOW = ["schnee", "neige", "la neve", "neve dai", "neve sui", "neve sul", "neve dal", "snow"];
const CLEARING = [
  "raum",
  "schaufel",
  "entfern",
  "abschieb",
  "wegmach",
  "enlever",
  "degager",
  "deneig",
  "togli",
  "rimuov",
  "spala",
  "sgombr",
  "remove",
  "clear",
  "shovel",
  "get rid",
  "abeschieb",
  "wegschieb",
];
/** "Kann ich den Schnee selbst abschieben?": the visitor doing it is a question of doing it oneself, not for a person. */
const BY_THE_VISITOR = / (?:ich|i|je|posso|myself|selber|selbst|moi meme|da solo) /;

/** Passing the cost on to a tenant ("Kann ich die Kosten vom Mieter verlangen?"): tenancy law, for a person. */
const CHARGE_ON = [
  "verlangen",
  "verrechnen",
  "abwalzen",
  "umlegen",
  "facturer",
  "repercuter",
  "addebitare",
  "ribaltare",
  "charge",
  "pass on",
  "pass the cost",
];
/** Damage we are said to have done ("ihr habt sein Dach beschädigt"): a complaint or a claim, for a person. */
const YOU_DID =
  / (?:ihr habt|habt ihr|sie haben|haben sie|vous avez|avez vous|avete|you have|you ve|your team|your staff|your guys|your crew|your workers|your people|vos employes|vos ouvriers|euer team|eure leute|i vostri operai|la vostra squadra|you damaged|you broke|you cracked|you scratched) /;
const DAMAGED = [
  "beschadigt",
  "kaputt gemacht",
  "zerbrochen",
  "zerkratzt",
  "abime",
  "endommage",
  "casse",
  "raye",
  "danneggiat",
  "rotto",
  "rotte",
  "graffiat",
  "damaged",
  "broke ",
  "broken",
  "scratched",
  "cracked",
];
/** Tiles and the roof's covering: a broken one is a roofer's repair (a damaged module goes to the partner installers). */
const ROOF_TILES = ["ziegel", "tuile", "couverture", "tegol", "copertura", "tile", "shingle", "dachhaut", "eternit"];
const BROKEN = [...DAMAGED, "kaputt", "defekt", "gebrochen", "fissur", "spaccat", "slipped"];
const CONDITIONAL =
  / (?:if|wenn|falls|si|se|what if|in case|au cas|en cas|nel caso|in caso|im fall|im falle|in the event) /;

/** Asbestos, by name or by the old fibre-cement brand. */
const ASBESTOS = / (?:asbest\w*|amiante|amianto|asbestos|eternit) /;
/** A risk to one's health or family ("dangerous for our kids?", "faut-il déménager ?"): a specialist's question. */
const HEALTH_RISK =
  / (?:gesundheit\w*|kinder|ausziehen|sante|enfants|demenager|salute|bambini|trasloc\w*|health|kids|children|move out) /;

/** "What would that come to with tax?": the tax on a price is the VAT, which the prices state. */
const TAX_ON_A_PRICE = / (?:with|including|incl|plus|excluding|excl|before) tax | tax included /;

const DATA_ABROAD_WORDS = new Set(["ausland", "abroad", "a l'etranger", "all'estero"]);
const DATA_DELETION_SET = new Set(DATA_DELETION_REQUESTS);

export function outOfScope(message: string): boolean {
  const folded = ` ${keywordTokens(message).join(" ")} `;
  // Whether to clear the snow oneself is advice we give, although clearing it is no service of ours.
  if (clearsSnowOneself(folded)) return false;
  const overflows = OVERFLOW.test(folded);
  const flies = DRONES.test(folded);
  const onPanels = namesAnyEntry(SERVICE_WORDS.solar, message);
  // "Li tenete all'estero?" of one's data asks where they are kept, which the privacy policy says.
  const dataAbroad = namesAnyEntry(ATTRIBUTE_WORDS.personalData, message);
  const hidden = HIDDEN.test(folded);
  const asksDataRights = asksAboutDataRights(folded);
  const taxOnAPrice = TAX_ON_A_PRICE.test(folded);
  return (
    RECORD_NUMBER.test(message) ||
    OUT_OF_SCOPE_TOPICS.some(
      (word) =>
        !(asksDataRights && DATA_DELETION_SET.has(word)) &&
        !(overflows && FACADE_WORDS.has(word)) &&
        !(flies && ALLOWED_WORDS.has(word)) &&
        !(onPanels && word === "rustico") &&
        !(dataAbroad && DATA_ABROAD_WORDS.has(word)) &&
        !(hidden && word === "nebenkosten") &&
        !(taxOnAPrice && word === "tax ") &&
        folded.includes(` ${keywordTokens(word).join(" ")}${word.endsWith(" ") ? " " : ""}`),
    ) ||
    requestsDataDeletion(folded) ||
    // Whether asbestos at home endangers one's health or family is for a specialist; how we clean such roofs is ours.
    (ASBESTOS.test(folded) && HEALTH_RISK.test(folded)) ||
    asksSomeoneElsesDetails(folded) ||
    asksSomeonesDetails(message) ||
    // "Vous existez depuis quand et vous avez nettoyé combien de modules ?": since when is no "since then".
    (namesAny(PAST_VISIT, folded) && namesAny(SINCE_THEN_PROBLEM, folded.replaceAll(" depuis quand ", " "))) ||
    (namesAny(FUTURE, folded) && namesAny(ELECTRICITY_RATES, folded)) ||
    (namesAny(TENANT, folded) && namesAny(LANDLORD, folded) && namesAny(PAYS, folded)) ||
    (namesAny(ANOTHER_FIRM, folded) && namesAny(ITS_OFFER_OR_A_COMPARISON, folded)) ||
    asksAboutANamedPerson(message, folded) ||
    (namesAny(STATUS, folded) && namesAny(A_BOOKING, folded)) ||
    (namesAny(INVERTER, folded) && (namesAny(REPAIR, folded) || namesAny(RECOMMENDING, folded))) ||
    A_NEW_GUTTER.test(folded) ||
    (namesAny(NEXT, folded) && namesAny(WEEKDAY, folded) && !namesAny(THE_OFFICE_OPEN, folded)) ||
    (namesAny(A_BOOKED_DATE, folded) && namesAny(MOVE_OR_CANCEL, folded)) ||
    (namesAny(LANDLORD, folded) && namesAny(SERVICE_CHARGES, folded)) ||
    (namesAny(SOMEONE_WE_WORKED_FOR, folded) && statesAJobsPrice(message)) ||
    (namesAny(OWN_INSURANCE, folded) && !namesAny(A_PAPER, folded)) ||
    (namesAny(SNOW, folded) && namesAny(CLEARING, folded) && !BY_THE_VISITOR.test(folded)) ||
    (namesAny(TENANT, folded) && namesAny(CHARGE_ON, folded)) ||
    (YOU_DID.test(folded) && namesAny(DAMAGED, folded) && !CONDITIONAL.test(folded)) ||
    // "des tuiles cassées, vous pouvez les remplacer ?": a repair is a roofer's or an installer's trade
    (namesAny(ROOF_TILES, folded) && namesAny(BROKEN, folded) && namesAny(REPAIR, folded) && !CONDITIONAL.test(folded))
  );
}
