import { namesAny } from "./text";

/**
 * Questions about other people than the visitor: someone else's contact details, a named person's or a staff member's
 * phone or address, whether a named someone is a customer or what they paid. Personal data of others goes to nobody,
 * so such a question goes to a person. Pure.
 */

/** Someone else than the visitor or the company: their contact details are nobody's to give. */
const SOMEONE_ELSE = [
  // the person who wrote a review ("la signora che ha scritto la recensione", "the man who left the review")
  "ha scritto la recensione",
  "scritto la recensione",
  "la recensione",
  "die bewertung geschrieben",
  "bewertung geschrieben",
  "qui a ecrit l avis",
  "ecrit l avis",
  "wrote the review",
  "left the review",
  "the reviewer",
  "du technicien",
  "des technikers",
  "vom techniker",
  "del tecnico",
  "the technician s",
  "your technician s",
  "the customer in",
  "the customer from",
  "customer in ",
  "kunden in ",
  "kunde in ",
  "kundin in ",
  "client a ",
  "client de ",
  "cliente a ",
  "cliente di ",
  "kundin",
  "ihrer kunden",
  "eurer kunden",
  "eines kunden",
  "referenzkund",
  "nachbar",
  "your customer",
  "your client",
  "of your customers",
  "neighbo",
  "vos clients",
  "votre cliente",
  "une cliente",
  "un de vos clients",
  "voisin",
  "vostri clienti",
  "vostra cliente",
  "una cliente",
  "du client",
  "des clients qui",
  "des kunden",
  "dem kunden",
  "the customer who",
  "del cliente",
  "un vostro cliente",
  "vicin",
  "her phone",
  "her number",
  "her address",
  "her e-mail",
  "which customers",
  "welche kunden",
  "quels clients",
  "quali clienti",
  "for a reference",
  "als referenz",
  "comme reference",
  "come referenza",
  "tecnico che",
  "technicien qui",
  "techniker, der",
  "technician who",
  "qui a laisse",
  "who left a review",
  "who left the review",
  "who wrote the review",
  "che ha lasciato",
  "die bewertung geschrieben",
  "der die bewertung",
  "his phone",
  "his number",
  "his address",
  "son numero",
];
// Their contact details, what they paid, when we go to them.
const CONTACT_DETAILS = [
  "bezahlt",
  "paye",
  "pagato",
  "paid",
  "zu ihm",
  "zu ihr",
  "chez lui",
  "chez elle",
  "to him",
  "to her",
  "telefon",
  "nummer",
  "adresse",
  "natel",
  "phone",
  "number",
  "address",
  "numero",
  "indirizzo",
  "mail",
];

export function asksSomeoneElsesDetails(folded: string): boolean {
  return namesAny(SOMEONE_ELSE, folded) && namesAny(CONTACT_DETAILS, folded);
}

/**
 * A named person's or a staff member's own phone or address ("the number of Monika S.", "s Natel vom Mitarbeiter"):
 * the words right after the detail name someone, not the company ("your number", "die Nummer von Ihrem Büro").
 */
const DETAIL_OF =
  /\b(?:num[ée]ro\s+(?:di|de)\s+(?:natel|cellulare|telefono|t[ée]l[ée]phone|portable)|telefonnummer|nummer|natel(?:nummer)?|handy(?:nummer)?|adresse|phone number|mobile number|number|address|e-?mail|num[ée]ro|indirizzo|cellulare|portable|name|namen|nom|nome)\s+(?:vo[nm]|des|der|of|de|du|di|del|della|dello)\s+(?:dem |the |l['’]|il |lo |la )?(?:(?:signor[ae]?|sig(?:\.|ra\.?)|herrn?|frau|monsieur|madame|mme|mrs?\.?|ms\.?)\s+)?(\p{L}+)/giu;
const STAFF =
  /^(?:mitarbeiter|monteur|techniker|angestellt|employee|technician|worker|staff|cleaner|employ[ée]|technicien|ouvrier|collaborat|dipendent|tecnic|operai|chef|teamleiter|equipenchef|capo|caposquadra|team leader|foreman)/iu;
const NOT_A_PERSON = /^(?:Ihr|Ihnen|Euch|Eu[er]|Sie$|You|Vo[st]|Lei$|Loro$|Solar|Basel|Offert|Devis|Quote)/u;

export function asksSomeonesDetails(message: string): boolean {
  return [...message.matchAll(DETAIL_OF)].some(
    ([, word = ""]) => STAFF.test(word) || (/^\p{Lu}\p{Ll}/u.test(word) && !NOT_A_PERSON.test(word)),
  );
}

/** Whether a named someone is a customer, or what they paid ("Il signor Bernasconi è vostro cliente?"). */
const TITLED_NAME =
  /\b(?:[Ss]ignor[ae]?|[Ss]ig\.(?:ra)?|[Hh]err|[Ff]rau|[Mm]onsieur|[Mm]adame|[Mm]me|M(?:r|rs|s)\.?)\s+\p{Lu}\p{Ll}+/u;
const ABOUT_SOMEONE = [
  "cliente",
  "kunde",
  "kundin",
  "client",
  "customer",
  "pagato",
  "bezahlt",
  "paye",
  "paid",
  "wohnt",
  "abita",
  "habite",
  "lives",
];
const SELF_INTRODUCTION =
  /\b(?:ich bin|mein name|je suis|je m['’]appelle|sono|mi chiamo|i am|i'm|my name)\s+(?:signor|herr|frau|monsieur|madame|mme|mr|mrs|ms)/iu;

export function asksAboutANamedPerson(message: string, folded: string): boolean {
  return TITLED_NAME.test(message) && !SELF_INTRODUCTION.test(message) && namesAny(ABOUT_SOMEONE, folded);
}
