import type { Lexicon } from "./lexicon";

/**
 * The words `understand` reads beside the lexicon to tell two readings apart: what is soiled or cleaned, a contract,
 * a private owner, coming to a place, how long something takes, a roof type compared in price, the yield calculator
 * or the office hours by name, and fillers that contain an attribute's word but ask nothing of it.
 */

// prettier-ignore
export const SOILING_WORDS: Lexicon = [
  "verschmutz", "=schmutz", "=dreck", "encrass", "salet", "sporc", "soiling", "=dirt", "=dirty",
];
// prettier-ignore
export const CLEANING_WORDS: Lexicon = ["reinig", "putz", "nettoy", "lavag", "pulizi", "pulir", "lavagg", "clean", "wash"];

// prettier-ignore
export const COMPOSITION_WORDS: Lexicon = [
  "zusammen", "berechnet", "compose", "composto", "=calcule", "=calcolato", "worked out", "made up", "breakdown",
];

// prettier-ignore
export const CONTRACT_NOUNS: Lexicon = [
  "vertrag", "=abo", "abonnement", "=stufe", "contrat", "contratt", "contract", "=tier", "=tiers",
];

// prettier-ignore
/** A private person or owner ("für Private", "pour les particuliers", "per privati", "for homeowners"). */
// prettier-ignore
export const PRIVATE_WORDS: Lexicon = [
  "=private", "=privat", "privatperson", "privatkund", "=particuliers", "=particulier", "=privati", "=privato",
  "=homeowner", "=homeowners", "private owner", "private home", "private person", "einfamilienhaus",
  // owners of flats in one building: the owners' maintenance contract, not the business tiers
  "stockwerkeigentum", "=stwe", "copropriete", "=ppe", "un condominio", "del condominio", "il condominio", "nel condominio",
  "nostro condominio", "mio condominio", "condominium", "=condo",
];

/** "etwas", "öppis", "quelque chose", "anything": a cost asked as a yes or no ("kostet das etwas?"). */
export const SOMETHING_WORDS = ["=etwas", "=oppis", "=eppis", "quelque chose", "=qualcosa", "=anything", "=something"];

export const COMING_WORDS: Lexicon = [
  "vorbeikommen",
  "vorbei kommen",
  "bei uns sein",
  "=kommen",
  "=kommt",
  "venir",
  "passer",
  "=venire",
  "=venite",
  "=veniate",
  "=veniez",
  "=passare",
  "come out",
  "come by",
  "come over",
  "get here",
  "be here",
  "=come",
];

// prettier-ignore
export const DURATION_VERBS: Lexicon = ["=dure", "=durent", "dauert", "=dura", "=durano", "=takes", "=take", "=lasts", "=last"];

// prettier-ignore
export const LEAD_TIME_NOUNS: Lexicon = ["=termin", "=delai", "=rdv", "rendez", "appuntament", "appointment", "wartezeit"];

// prettier-ignore
export const UNTIL_WHEN: Lexicon = ["bis wann", "jusqu'a quand", "fino a quando", "until when", "by when"];

// prettier-ignore
export const ROOF_TYPE_NAMES: Lexicon = ["=dachart", "dachtyp", "type de toit", "type de toiture", "tipo di tetto", "roof type", "type of roof"];

// prettier-ignore
export const MAIL_WORDS: Lexicon = ["=mail", "e-mail", "=email", "mailadresse", "courriel", "=mailen"];
// prettier-ignore
export const BASIC_PACKAGE_WORDS: Lexicon = ["=basis", "basisreinig", "=basic", "=base", "=standard", "de base", "di base"];

// prettier-ignore
export const PRICE_COMPARATIVES: Lexicon = [
  "=teurer", "gunstiger", "billiger", "kostet mehr", "kostet weniger", "plus cher", "moins cher", "coute plus",
  "coute moins", "piu caro", "piu cara", "meno caro", "meno cara", "costa di piu", "costa meno", "more expensive",
  "cheaper", "cost more", "costs more", "cost less", "costs less", "si paga meno", "si paga di piu", "paga meno",
  "paie moins", "paye moins", "zahlt weniger", "zahle weniger", "pay less", "pays less",
  // "ça change le prix?": whether the roof type changes the price
  "change le prix", "changer le prix", "andert den preis", "andert das den preis", "einfluss auf den preis",
  "cambia il prezzo", "influisce sul prezzo", "change the price", "affect the price", "affects the price",
  // "le prix change selon le type de toit ?", "price difference between a tiled and a flat roof"
  "prix change", "prezzo cambia", "preis andert", "price change", "price difference", "difference in price",
  "preisunterschied", "difference de prix", "differenza di prezzo", "selon le type", "a seconda del tipo",
  "je nach dachart", "depending on the roof",
];

/** The people who do the work, as the company's words name them ("vos employés", "Mitarbeitende"). */
export const STAFF_WORDS: Lexicon = ["employ", "mitarbeit", "dipendent"];

/** A difference in price, said only beside a price asked ("does a metal roof make a difference to the price?"). */
// prettier-ignore
export const PRICE_DIFFERENCE_WORDS: Lexicon = ["=mehr", "=more", "=dearer", "difference", "unterschied", "differenza"];

/** Data a visitor leaves with us, and where they are kept: details, forms, messages, privacy. */
// prettier-ignore
export const DATA_WORDS: Lexicon = [
  "daten", "angaben", "eingaben", "formular", "nachricht", "donnees", "informations", "coordonnees", "chiffres", "formulaire",
  "=message", "=messages", "=dati", "modulo di contatto", "messaggi", "=moduli", "=data", "=details", "=information",
  "=form", "=forms", "=numbers", "datenschutz", "privacy", "confidentialit", "protezione dei dati",
  "protection des donnees", "personal", "personendaten",
];

/** The solar page's yield calculator by name. */
// prettier-ignore
export const YIELD_CALCULATOR: Lexicon = [
  "ertragsrechner", "calculateur de rendement", "calcolatore del rendimento", "calcolatore di rendimento",
  "yield calculator",
];

/** The office hours by name, or being reachable, which no duration shares. */
// prettier-ignore
export const OPENING_HOURS_NAMED: Lexicon = [
  "offnungszeit", "burozeit", "=horaire", "=horaires", "heures d'ouverture", "=orari", "orari di apertura",
  "=orario", "opening hours", "office hours", "business hours", "erreichbar", "raggiungibil", "joignable", "=reachable",
  "your hours", "quelles heures", "=vos heures", "=i vostri orari",
  // "vous êtes ouverts quand?", "wann habt ihr geöffnet?"
  "=ouvert", "=ouverts", "=ouverte", "geoffnet", "=aperti", "=aperto", "you open", "are you open",
];

/**
 * Removed before the words are read. Fillers that contain an attribute word: "quand même" (anyway) asks nothing about
 * when; "per tutta la durata" (for the whole term of a contract) asks nothing about how long a cleaning takes. Reported
 * speech up to what was reported ("la mia vicina mi ha parlato di …", "my neighbour told me about …"), and a visitor's
 * role ("responsabile tecnico", "technical manager"), which would read as the method.
 */
export const FILLERS = new RegExp(
  [
    String.raw`[^.!?]*?\b(?:mi|ci|gli|le)\s+(?:ha|hanno)\s+parlato\s+di\b`,
    String.raw`[^.!?]*?\bm['’]a\s+parl[ée]\s+d['’e]`,
    String.raw`[^.!?]*?\b(?:told|tells)\s+(?:me|us)\s+about\b`,
    String.raw`\b(?:responsabile|responsable)\s+(?:tecnico|technique)\b`,
    String.raw`\btechnische[rn]?\s+leiter(?:in)?\b`,
    String.raw`\btechnical\s+manager\b`,
    String.raw`\bquand\s+m[eê]me\b`,
    String.raw`\b(?:per\s+)?tutta\s+la\s+durata\b`,
    String.raw`\bpendant\s+toute\s+la\s+dur[ée]e\b`,
    String.raw`\btoute\s+la\s+dur[ée]e\b`,
    String.raw`\b(?:die\s+)?ganze\s+(?:Laufzeit|Dauer)\b`,
    String.raw`\b(?:for\s+)?the\s+(?:whole|entire|full)\s+(?:term|duration|contract)\b`,
    // adverbs of emphasis, which split a phrase ("what do I actually get")
    String.raw`\b(?:actually|really|eigentlich|vraiment|davvero|effettivamente)\b`,
    // "Grüezi mitenand", "Hoi zäme": hello to everyone, not two things together
    String.raw`\b(?:gr[üu]e?zi|gr[üu]essech|hoi|sal[üu]|sali|hallo|guete\s+tag|guten\s+tag|morge|guete\s+morge)\s+(?:mitenand|mitenander|zäme|zämme|zusammen|miteinander)\b`,
  ].join("|"),
  "giu",
);

/** Getting something sent ("bekomme ich", "do I get", "je reçois", "ricevo"). */
// prettier-ignore
export const RECEIVE_WORDS: Lexicon = [
  "bekomm", "bekam", "erhalt", "krieg", "=get", "=receive", "=recois", "recevoir", "recevrai", "recoit", "ricev",
  "=arriva", "=arrive", "mir schicken", "uns schicken", "send me", "send it", "m'envoyez", "me l'envoyez", "mi mandate",
  "me lo mandate", "mi inviate", "me lo inviate", "=kommt", "=come", "=comes",
  // "vous pouvez m'envoyer le devis ?" (the elided "m'" is dropped)
  "envoyer", "inviarmi", "mandarmi", "zuschick", "email me", "e-mail me",
  // "le devis, je l'ai en combien de temps ?" (the elided "l'" is dropped), "wann habe ich die Offerte?"
  "je l'ai", "je ai", "je l'aurai", "je aurai", "l'avoir", "habe ich die", "hab ich die", "do i have it",
];

/** The business contracts' tiers by name ("the Professional one"). */
export const CONTRACT_TIERS: Lexicon = ["=basis", "=professional", "=enterprise"];
