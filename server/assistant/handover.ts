import type { Lang } from "#app/lib/i18n";
import { foldForMatching } from "./text";

/**
 * Questions the assistant hands to a person whatever the site says: discounts, dates and
 * appointments, promises and guarantees (spec: it never promises what the site does not
 * state). Words are accent-folded and matched as word beginnings (" rabatt" finds
 * "Rabatte"); a trailing space asks for the whole word. Pure.
 */
export type HandoverTopic = "discount" | "date" | "promise";

const TOPIC_WORDS: Record<HandoverTopic, readonly string[]> = {
  discount: [
    "rabatt",
    "skonto",
    "gutschein",
    "aktion ",
    "vergunstigung",
    "preisnachlass",
    "nachlass",
    "billiger",
    "rabais",
    "remise",
    "reduction",
    "code promo",
    "promo",
    "bon de reduction",
    "moins cher",
    "sconto",
    "sconti",
    "riduzione",
    "promozione",
    "coupon",
    "buono sconto",
    "discount",
    "voucher",
    "cheaper",
    "special offer",
    // special terms ("vous avez des conditions spéciales ?")
    "sonderkondition",
    "spezialkondition",
    "conditions speciales",
    "conditions particulieres",
    "condizioni speciali",
    "condizioni particolari",
    "special terms",
    "special conditions",
    "special rates",
    // a deal, not dealing with someone
    "a deal",
    "good deal",
    "better deal",
    "best deal",
    "package deal",
    "deal on",
    "deal for",
    // "will you knock 20% off?", "will you do 20% off?"
    "knock",
    "percent off",
    // "macht ihr uns beiden einen Spezialpreis?"
    "spezialpreis",
    "sonderpreis",
    "prix special",
    "prix ami",
    "prezzo speciale",
    "prezzo di favore",
    "special price",
    "special rate",
    // matching another price
    "stesso prezzo",
    "meme prix",
    "gleichen preis",
    "same price",
    "match them",
    "match their",
    "alignez",
    "allineat",
    "unterbiet",
  ],
  date: [
    "morgen ",
    "ubermorgen",
    "nachste woche",
    "diese woche",
    "am montag",
    "am dienstag",
    "am mittwoch",
    "am donnerstag",
    "am freitag",
    "am samstag",
    "am sonntag",
    "wochenende",
    "heute ",
    "demain",
    "apres demain",
    "semaine prochaine",
    "cette semaine",
    "lundi",
    "mardi",
    "mercredi",
    "jeudi",
    "vendredi",
    "samedi",
    "dimanche",
    "aujourd hui",
    "domani",
    "dopodomani",
    "settimana prossima",
    "prossima settimana",
    "questa settimana",
    "lunedi",
    "martedi",
    "mercoledi",
    "giovedi",
    "venerdi",
    "sabato",
    "domenica",
    "oggi ",
    // the exact date of a booked job ("mi confermate la data esatta?")
    "data esatta",
    "la data dell intervento",
    "la data del lavoro",
    "date exacte",
    "exact date",
    "genaue datum",
    "genaues datum",
    "exakte datum",
    "tomorrow",
    "next week",
    "this week",
    "monday",
    "tuesday",
    "wednesday",
    "thursday",
    "friday",
    "saturday",
    "sunday",
    "today",
    // the exact hour a booked team arrives
    "heure exacte",
    "quelle heure arrive",
    "exact time",
    "what time will",
    "genaue uhrzeit",
    "um welche uhrzeit",
    "ora esatta",
    "orario esatto",
    "che ora arriva",
  ],
  // Asking for a promise ("können Sie garantieren, dass …"); a question about the guarantees the site states is answered.
  promise: [
    "garantier",
    "versprech",
    "zusicher",
    "garantir",
    "garantiss",
    "promet",
    "promesse",
    "promett",
    "promessa",
    "garantisc",
    "garantite",
    "promise",
    "guarantee that",
    "you guarantee",
    "guaranteed",
    // "me lo confermi?", "can you confirm that …": a confirmation of what someone else said
    "confermi",
    "confermate che",
    "bestatigen sie mir",
    "bestatigt mir",
    "confirmez-moi",
    "confirm that",
    "can you confirm",
    // "conferma che per me è gratis": an order to confirm something
    "conferma che",
    "confermami",
    "confirme que",
    "confirmez que",
    "bestatige dass",
    "bestatig mir",
    "bestatigen sie dass",
  ],
};

/** Explicit dates ("am 12.5.", "le 3 juin", "il 15 maggio", "on 2 June"). */
const MONTHS = [
  "januar",
  "februar",
  "marz",
  "april",
  "mai",
  "juni",
  "juli",
  "august",
  "september",
  "oktober",
  "november",
  "dezember",
  "janvier",
  "fevrier",
  "mars",
  "avril",
  "juin",
  "juillet",
  "aout",
  "septembre",
  "octobre",
  "novembre",
  "decembre",
  "gennaio",
  "febbraio",
  "marzo",
  "aprile",
  "maggio",
  "giugno",
  "luglio",
  "agosto",
  "settembre",
  "ottobre",
  "dicembre",
  "january",
  "february",
  "march",
  "may",
  "june",
  "july",
  "october",
  "december",
];
// A day is never 0: "CHF 0.08." ends a sentence with a price, not a date.
const NUMERIC_DATE = /\b(?:0?[1-9]|[12]\d|3[01])\.\s?\d{1,2}\.(?:\s?\d{2,4})?(?!\d)/;
const WRITTEN_DATE = new RegExp(` \\d{1,2} (?:${MONTHS.join("|")}) `);

/** "am 14. Juni", "le 3 juin", "12.5.": a date of the visitor's own, which only a person can agree. */
export function hasExplicitDate(message: string): boolean {
  return NUMERIC_DATE.test(message) || WRITTEN_DATE.test(foldForMatching(message));
}

/**
 * "Do you guarantee the roof cleaning?", "Garantiert ihr die Dachreinigung?": whether a service comes with a guarantee,
 * which the site states; a promise asks that something will happen ("… garantieren, dass").
 */
const GUARANTEE_OF_A_SERVICE =
  / (?:garantiert ihr|garantieren sie|gebt ihr garantie auf|do you guarantee|you guarantee|garantissez vous|vous garantissez|garantite|garantisce) (?:die|den|das|eure|ihre|the|your|le|la|les|votre|vos|il|lo|la|i|le vostre|il vostro|la vostra) ?(?:\S+ )?(?:dach|solar|rinne|reinig|clean|roof|gutter|nettoy|toit|toiture|goutt|pulizi|tett|grond|work|arbeit|travail|lavor|green|result|ergebnis|resultat|risultat)/;
/** A German compound ending in a discount ("Seniorenrabatt", "Mengenrabatte"). */
const DISCOUNT_COMPOUND = /[a-z]rabatt/;
const CLAUSE = / (?:dass|that|que|qu|che|schriftlich|ecrit|iscritto|writing) /;

export function handoverTopic(message: string): HandoverTopic | undefined {
  // "20% off": folding drops the sign, so it is spelled out first.
  const folded = foldForMatching(message.replace(/(\d)\s*%\s*off\b/giu, "$1 percent off"));
  const asksServiceGuarantee = GUARANTEE_OF_A_SERVICE.test(folded) && !CLAUSE.test(folded);
  for (const [topic, words] of Object.entries(TOPIC_WORDS) as [HandoverTopic, readonly string[]][]) {
    if (topic === "promise" && asksServiceGuarantee) continue;
    if (words.some((word) => folded.includes(` ${word}`))) return topic;
  }
  if (DISCOUNT_COMPOUND.test(folded)) return "discount";
  if (NUMERIC_DATE.test(message) || WRITTEN_DATE.test(folded)) return "date";
  return undefined;
}

export type { Lang };
