import type { Attribute } from "./asked";

/**
 * Words around a question that its answer speaks to without repeating them: the coverage check counts them as said when
 * the attribute is asked. Data only.
 */

/**
 * Around an emergency: a call for help, the wall the water runs down, last night, what the storm did (tiles moved,
 * branches down, water coming in) and how to report it (the emergency card covers them).
 */
// prettier-ignore
const EMERGENCY_CONTEXT_WORDS = [
  "hilfe", "aiuto", "help", "secours", "fassade", "facade", "facciata", "wand", "wall", "mur", "muro", "nacht",
  "night", "nuit", "notte", "letzte", "derniere", "scorsa", "last", "heute", "today", "aujourd'hui", "oggi", "jetzt",
  "now", "maintenant", "adesso", "ora", "ziegel", "tiles", "tuiles", "tegole", "verschoben", "moved", "deplacees",
  "spostate", "ast", "äste", "branches", "branche", "rami", "ramo", "baum", "tree", "arbre", "albero", "signale",
  "intasato", "intasati", "intasata", "scarichi", "scarico", "verstopft", "abläufe", "ablauf", "bouchés", "bouché",
  "écoulements", "blocked", "clogged", "drains", "drain", "urgente", "urgent", "dringend",
  "signaler", "melden", "report", "segnalare", "segnalo", "starkregen", "pluie", "pioggia", "regen", "rain", "tun",
];

/** Around a tenant's question: ordering, renting a flat (the tenant card speaks of who commissions the work). */
// prettier-ignore
const TENANT_CONTEXT_WORDS = [
  "order", "book", "bestellen", "buchen", "commander", "ordinare", "flat", "wohnung", "appartement", "appartamento",
  "building", "gebäude", "immeuble", "palazzo",
];

/** Around proof of the credentials: seeing, showing or sending the papers (the card says they come on request). */
// prettier-ignore
const PROOF_CONTEXT_WORDS = [
  "preuve", "prova", "proof", "nachweis", "beleg", "montrer", "voir", "vedere", "mostrare", "zeigen", "sehen", "see",
  "show", "papers", "papiers", "unterlagen", "documenti", "documents",
];

/** Around a maker's warranty put at risk: cleaning wrongly, and the warranty lost (the card says what voids it). */
// prettier-ignore
const WARRANTY_RISK_CONTEXT_WORDS = [
  "wrong", "falsch", "mauvais", "sbagliata", "sbagliato", "void", "decade", "sauter", "erlischt", "verliere", "lose",
  "perdre", "perdere", "invalidate",
];

/** Around tree seedlings on a green roof: trees growing there, and whether that is a problem (the card says why they go). */
// prettier-ignore
const SEEDLINGS_CONTEXT_WORDS = [
  "tree", "trees", "baum", "bäume", "arbre", "arbres", "albero", "alberi", "sprouting", "growing", "wachsen", "spriessen",
  "poussent", "pousser", "crescono", "spuntano", "problem", "probleme", "problème", "problema", "schlimm", "grave",
];

/** A page of the site named as where something is ("sur votre page d'accueil", "the video on the homepage"). */
// prettier-ignore
const PAGE_WORDS = [
  "explicative", "esplicativo", "explainer", "page", "pagina", "home", "homepage", "startseite",
];

/** Around the explainer video and the cookie notice: data sent, a video, being followed (the cards say what is sent when). */
// prettier-ignore
const PRIVACY_CONTEXT_WORDS = [
  "video", "vidéo", "erklärvideo", "daten", "data", "données", "dati", "send", "sends", "sent", "schickt", "sendet",
  "envoie", "envoyé", "manda", "invia", "want", "will", "veux", "voglio", "site", "website", "sito", "seite",
  ...PAGE_WORDS,
];

/** Around the explainer video: what it shows and where it is. */
const EXPLAINER_VIDEO_CONTEXT_WORDS = ["show", "shows", "zeigt", "montre", "mostra", ...PAGE_WORDS];

/** Around the newsletter: signing up and leaving (the card says how to do both). */
// prettier-ignore
const NEWSLETTER_CONTEXT_WORDS = [
  "subscribe", "unsubscribe", "abonnieren", "abmelden", "anmelden", "melde", "melden", "sign", "inscrire", "désinscrire",
  "iscrivo", "iscrivere", "disiscrivere", "cancellare",
];

/** Around one contact person: dealing with them for all of one's buildings. */
// prettier-ignore
const CONTACT_PERSON_CONTEXT_WORDS = ["deal", "buildings", "gebäude", "immeubles", "edifici", "all", "alle", "tous", "tutti"];

/** Around a loss calculator: its page, its figures, its total and the wear it adds (the answers give them all). */
// prettier-ignore
const LOSS_CALCULATOR_CONTEXT_WORDS = [
  "page", "pagina", "accueil", "homepage", "home", "startseite", "total", "totale", "gesamt", "insgesamt", "usure",
  "usura", "abnutzung", "wear", "chiffres", "zahlen", "cifre", "figures", "numbers", "betrag", "montant", "importo",
  "amount", "hoch", "élevé", "alto", "high", "propres", "sauber", "puliti", "clean", "compte", "rechnet", "conta",
  "counts", "schmutz", "saleté", "sporco", "dirt",
];

/** Around the contracts: a portfolio of sites or buildings and its size (the card gives the tiers by area). */
// prettier-ignore
const CONTRACTS_CONTEXT_WORDS = [
  "verteilt", "standort", "standorte", "sites", "site", "spread", "across", "size", "grösse", "taille", "dimensione",
  "buildings", "gebäude", "immeubles", "edifici", "warehouses", "lagerhallen", "entrepôts", "magazzini", "portfolio",
  "portefeuille", "liegenschaften", "properties", "répartis", "sedi", "distribuiti", "passt", "fits", "convient", "adatto",
];

/** Around an interval: counted in months, and the trees and garden that make it shorter (the card names them). */
// prettier-ignore
const INTERVAL_CONTEXT_WORDS = [
  "monate", "monat", "mois", "mesi", "mese", "months", "month", "linden", "bäume", "baum", "arbres", "arbre", "alberi",
  "albero", "trees", "tree", "garten", "jardin", "giardino", "garden",
];

/** Around a lead time: waiting, and the month one asks for (the card gives the weeks, in and out of the high season). */
// prettier-ignore
const LEAD_TIME_CONTEXT_WORDS = [
  "attendre", "warten", "aspettare", "wait", "mois", "monat", "mese", "month",
];

/**
 * Around a reminder of the next cleaning: being told automatically (a quote not yet answered is another reminder, which
 * the card does not speak of).
 */
// prettier-ignore
const REMINDER_CONTEXT_WORDS = [
  "automatico", "automatisch", "automatiquement",
  "automatically", "successiva", "successivo", "nächste", "prochain", "prochaine", "next",
];

/** Around the insurance: up to what amount (the card gives the sum). */
// prettier-ignore
const INSURANCE_CONTEXT_WORDS = [
  "cifra", "importo", "somma", "betrag", "summe", "montant", "somme", "amount", "sum",
];

/** Around where data are kept: ending up abroad (the card says Switzerland, and the USA only with consent). */
// prettier-ignore
const DATA_LOCATION_CONTEXT_WORDS = [
  "finiscono", "landen", "atterrissent", "end", "estero", "ausland", "étranger", "etranger", "abroad", "land",
  "liegen", "pays", "paese", "country", "server", "servers", "serveur", "serveurs", "fisicamente", "physiquement",
  "physically", "stanno",
];

/** Around one's rights over one's data: asking for it, having it deleted, complaining (the card says how). */
// prettier-ignore
const DATA_RIGHTS_CONTEXT_WORDS = [
  "verlangen", "beantragen", "löschen", "löscht", "gelöscht", "supprimer", "supprimiez", "supprimez", "effacer",
  "cancellare", "cancellate", "cancellati", "delete", "deleted", "erase", "alles", "tout", "toutes", "tutto", "tutti",
  "everything", "uber", "über", "mich", "moi", "me", "rivolgere", "adresser", "complain", "beschweren", "autorità",
  "autorite", "autorité", "authority", "problema", "problem", "problème",
];

/** Around the chat: what one writes or types into it. */
// prettier-ignore
const CHAT_PRIVACY_CONTEXT_WORDS = [
  "écris", "ecris", "écrit", "schreibe", "schreiben", "geschrieben", "scrivo", "scritto", "write", "type", "typed",
  "ici", "hier", "qui", "here", "conversation", "gespräch", "conversazione",
];

/** Around a quote not yet answered: not having replied, and being chased (the card says one reminder is sent). */
// prettier-ignore
const DECLINE_CONTEXT_WORDS = [
  "répondu", "repondu", "geantwortet", "reagiert", "risposto", "answered", "replied", "responded", "allez",
  "bombardiert", "bombardé", "bombarde", "bombardato", "bombarded", "mails", "e-mails", "emails",
];

/** Around doing it oneself: saving money with a hose and a brush (the card says why not). */
// prettier-ignore
const DIY_CONTEXT_WORDS = [
  "save", "saves", "money", "sparen", "geld", "économiser", "economiser", "argent", "risparmiare", "soldi", "hose",
  "schlauch", "tuyau", "tubo", "migros", "coop", "brush", "bürste", "brosse", "spazzola",
];

/** Around the steps of a job: from start to finish (the card lists them). */
// prettier-ignore
const PROCESS_CONTEXT_WORDS = [
  "walk", "through", "start", "finish", "anfang", "ende", "début", "debut", "fin", "inizio", "fine",
];

/** Around how the price is made up: the rate per m² going down as the area grows, a large site (the card says how far). */
// prettier-ignore
const PRICE_COMPOSITION_CONTEXT_WORDS = [
  "descend", "baisse", "sinkt", "sinken", "runter", "scende", "cala", "down", "drops", "falls", "site", "gros", "grosse",
  "grand", "grande", "big", "large", "gross", "grossen",
];

/** Around estimating a roof's area: not knowing it, measuring it, for the calculator (the card gives the rule). */
// prettier-ignore
const ROOF_AREA_CONTEXT_WORDS = [
  "dachfläche", "dachflache", "schätzen", "schatzen", "genau", "weiss", "gross", "dach", "surface", "toit", "toiture",
  "estime", "estimer", "superficie", "tetto", "stimare", "roof", "area", "measure", "work", "out", "figure", "raus",
  "finde", "preisrechner", "calculateur", "calcolatore", "calculator",
];

const CONTEXT_WORDS: Partial<Record<Attribute, readonly string[]>> = {
  roofAreaEstimate: ROOF_AREA_CONTEXT_WORDS,
  priceComposition: PRICE_COMPOSITION_CONTEXT_WORDS,
  diy: DIY_CONTEXT_WORDS,
  process: PROCESS_CONTEXT_WORDS,
  decline: DECLINE_CONTEXT_WORDS,
  dataLocation: DATA_LOCATION_CONTEXT_WORDS,
  chatPrivacy: CHAT_PRIVACY_CONTEXT_WORDS,
  dataRights: DATA_RIGHTS_CONTEXT_WORDS,
  insurance: INSURANCE_CONTEXT_WORDS,
  interval: INTERVAL_CONTEXT_WORDS,
  leadTime: LEAD_TIME_CONTEXT_WORDS,
  reminder: REMINDER_CONTEXT_WORDS,
  emergency: EMERGENCY_CONTEXT_WORDS,
  tenant: TENANT_CONTEXT_WORDS,
  certificationProof: PROOF_CONTEXT_WORDS,
  warrantyRisk: WARRANTY_RISK_CONTEXT_WORDS,
  seedlings: SEEDLINGS_CONTEXT_WORDS,
  contracts: CONTRACTS_CONTEXT_WORDS,
  contactPerson: CONTACT_PERSON_CONTEXT_WORDS,
  lossWear: LOSS_CALCULATOR_CONTEXT_WORDS,
  loss: LOSS_CALCULATOR_CONTEXT_WORDS,
  tariff: LOSS_CALCULATOR_CONTEXT_WORDS,
  videoPrivacy: PRIVACY_CONTEXT_WORDS,
  analytics: PRIVACY_CONTEXT_WORDS,
  explainerVideo: EXPLAINER_VIDEO_CONTEXT_WORDS,
  newsletter: NEWSLETTER_CONTEXT_WORDS,
};

/** The context words of the attributes asked. */
export function contextWordsFor(attributes: readonly Attribute[]): string[] {
  return attributes.flatMap((attribute) => CONTEXT_WORDS[attribute] ?? []);
}
