import { stopwords as stopDe } from "@orama/stopwords/german";
import { stopwords as stopEn } from "@orama/stopwords/english";
import { stopwords as stopFr } from "@orama/stopwords/french";
import { stopwords as stopIt } from "@orama/stopwords/italian";
import { createRequire } from "node:module";
import { keywordTokens } from "./text";

/**
 * The words of a question that the answer would leave unanswered: what remains after the
 * service and attribute words, stop words of all four languages, numbers and units, the place
 * and the words every question about the company has ("Reinigung", "please", "Grüezi"). An
 * answer chosen from the rest of the question while such words remain may be about something
 * else; the answerer then hands over. Pure.
 */
/** stopwords-iso: the common words of every language, as one JSON file (read once, when the server starts). */
const commonWords = createRequire(import.meta.url)("stopwords-iso") as Record<"de" | "fr" | "it" | "en", string[]>;

/**
 * The longer lists of common words of the four languages ("in case", "several", "ganz", "tout", "sopra"): words that
 * carry no topic of their own, so a reply need not speak of them. Some of them are topics here and stay words the
 * reply must cover: a date or a day, a number, something new, open or changed, a price that is too dear, a page, a
 * name, a person, a problem.
 */
function commonWordsWithoutTopics(): string[] {
  const topics = new Set(TOPICS_AMONG_COMMON_WORDS.flatMap((word) => keywordTokens(word)));
  return [...commonWords.de, ...commonWords.fr, ...commonWords.it, ...commonWords.en].filter((word) =>
    keywordTokens(word).every((token) => !topics.has(token)),
  );
}

// prettier-ignore
const TOPICS_AMONG_COMMON_WORDS = [
  // time: days, dates, years, early and late
  "date", "today", "tomorrow", "year", "years", "early", "late", "later", "latest", "past", "second", "seconds",
  "immediately", "immediate", "quickly", "promptly", "zeit", "jahr", "jahre", "jahren", "tage", "tagen", "morgen",
  "heute", "ende", "früher", "später", "bald", "lang", "lange", "kurz", "aujourd", "aujourd'hui", "début",
  "longtemps", "souvent", "rarement", "tardive", "anni", "anno", "anticipo", "attesa", "giorni", "giorno", "ieri",
  "oggi", "mesi", "tempo", "futuro", "fine", "subito", "spesso",
  // numbers, names, pages, information, persons
  "number", "numbers", "name", "namely", "page", "pages", "homepage", "site", "website", "webpage", "information",
  "copy", "line", "text", "caption", "click", "computer", "member", "members", "group", "young", "nummer",
  "startseite", "suche", "mensch", "menschen", "mann", "gott", "personne", "personnes", "parole", "nome",
  "titolo", "registrazione", "persone", "gente", "gruppo", "uomo", "bill", "billion", "million", "mille", "mila",
  "milioni", "miliardi",
  // new, old, changed, moved, open, free, help, order, work, home, problems
  "new", "newer", "newest", "older", "oldest", "open", "opened", "opening", "opens",
  "free", "help", "order", "ordered", "ordering", "orders", "home", "problem",
  "problems", "research", "test", "value", "fire", "call", "interest", "room", "rooms", "stop", "neue", "neuen",
  "offen", "ordnung", "recht", "richtig", "sache", "schlecht", "nouveau", "nouveaux", "ouvert", "ouverte",
  "ouverts", "valeur", "essai", "retour", "état", "sujet", "cher", "chers", "chère", "chères", "nuovo", "nuovi",
  "comprare", "consiglio", "male", "peggio", "scopo", "vita", "promesso", "presa",
  // where: inside, outside, top, bottom, sides, places, towns, sizes that are limits
  "inside", "outside", "front", "bottom", "side", "sides", "high", "higher", "highest", "length", "width", "state",
  "states", "place", "places", "area", "areas", "hoch", "oben", "dehors", "dessous", "dessus",
  "exterieur", "haut", "droite", "maximale", "minimale", "città", "citta", "paese", "luogo", "mondo", "lontano",
  "vicino", "cima", "lato", "piedi", "fuori", "dentro",
];

const STOP = new Set(
  [...stopDe, ...stopEn, ...stopFr, ...stopIt, ...SWISS_AND_CHAT_WORDS(), ...commonWordsWithoutTopics()].flatMap(
    (word) => keywordTokens(word),
  ),
);

function SWISS_AND_CHAT_WORDS(): string[] {
  // prettier-ignore
  return [
    // letter courtesy: "s'il vous plaît", "Gentili signori … Distinti saluti", "Sehr geehrte Damen und Herren", "kind regards"
    "plait", "plaît", "saluti", "saluto", "distinti", "cordiali", "gentili", "gentile", "signori", "signore", "signora",
    "madame", "monsieur", "messieurs", "mesdames", "salutations", "cordialement", "avance", "geehrte", "geehrter",
    "damen", "herren", "freundliche", "freundlichen", "grüsse", "grüssen", "gruss", "regards", "kind", "dear", "sir",
    "madam", "cheers", "vorab", "disponete", "disposez",
    // "Guten Tag", "nennen Sie mir …", a building, wanting, the work: how a question is put and what every job is
    "guten", "nennen", "nennt", "bâtiment", "batiment", "volete", "vogliate", "lavoro", "lavori",
    // working, passing by, doing it properly: what every job is ("lavorate a mano?", "vous passez au Kärcher ?")
    "lavorate", "lavorare", "lavoriamo", "travaillez", "travailler", "passez",
    "passer", "passate", "properly", "correctement", "correttamente",
    // ours, as the visitor speaks of their own house or water ("Unseres ist sehr kalkhaltig", "auf unserem Gründach")
    "unseres", "unserem", "unserer", "unseren", "meinem", "meiner", "meinen", "eurem", "eurer", "euren",
    // where something stands: "auf dem Dach stehen auch Module", "our panels sit on a metal roof"
    "stehen", "steht", "sit", "sits",
    // many of something: thousands, hundreds
    "tausende", "hunderte", "milliers", "centaines", "migliaia", "centinaia", "thousands", "hundreds",
    // sent: "werden meine Angaben an euch geschickt?"
    "geschickt", "gesendet", "gesandt", "envoyé", "envoyée", "envoyés", "envoyées", "envoye", "envoyee", "envoyes",
    "envoyees", "inviato", "inviata", "inviati", "inviate", "sent",
    // included or added on top: how a price is made up, said of VAT or travel
    "aggiunta", "aggiunto", "aggiunte", "aggiungere", "ajoutée", "ajoutee", "ajouter", "ajoute", "added", "add", "dazu",
    "hinzu", "dazugerechnet", "hinzugerechnet",
    // greetings, politeness, Swiss German function words
    "gruezi", "hoi", "salut", "merci", "danke", "bitte", "hallo", "bonjour", "buongiorno", "ciao", "hello", "please",
    "thanks", "thank", "grazie", "prego", "svp", "stp", "gern", "gerne", "volontiers", "esch", "isch", "hani", "han",
    "händ", "hend", "mer", "mir", "üs", "eu", "euch", "ihr", "öppe", "öppis", "chönd", "chan", "chunnt", "gits",
    "gibts", "gibt", "het", "hät", "sött", "mues", "muess", "wie", "was", "wo", "wer", "wann", "welche", "welcher",
    "welches", "comment", "combien", "quel", "quelle", "quels", "quelles", "quoi", "est", "come", "quanto", "quale",
    "quali", "cosa", "dove", "quando", "how", "what", "which", "where", "when", "who", "does", "can", "could",
    "would", "also", "auch", "aussi", "anche", "just", "einfach", "simplement", "actually", "eigentlich", "really",
    "genau", "exactly", "esattamente", "exactement", "ungefähr", "approximately", "environ", "circa", "roughly",
    "etwa", "recht", "ziemlich", "assez", "plutot", "abbastanza", "piuttosto", "quite", "pretty", "fairly",
    // verbs and fillers of questions in all four languages
    "kann", "konnt", "könnt", "konnen", "können", "chönd", "muss", "müssen", "soll", "sollte", "sött", "liegt",
    "steht", "geht", "gilt", "macht", "machen", "beachten", "passt", "passiert", "sehen", "schicken", "senden",
    "bekomme", "bekommen", "brauche", "braucht", "reinigt", "putzt", "beides", "gleichen", "schon", "irgendwo",
    "überhaupt", "faut", "pouvez", "peux", "pouvons", "peut", "envoyer", "faire", "fois", "quelque", "chose",
    "vraiment", "comme", "infos", "info", "dessus", "avez", "faites", "fait", "mettre", "possible", "vale", "resta",
    "tutta", "dopo", "posso", "potete", "può", "fate", "serve", "mandare", "mandarvi", "need", "send", "find",
    "take", "right", "next", "happen", "happens", "anything", "something", "instead", "fill", "filling", "extra",
    "there", "here", "get", "give", "know", "want", "like", "much", "many", "long", "soon", "still", "then", "them",
    "they",
    // modal and all-purpose verbs, in the forms visitors type them: they carry no topic of their own
    "soll", "sollen", "sollten", "sollte", "muss", "musst", "müsst", "darf", "dürfen", "darf", "will", "willst",
    "möchte", "möchten", "mochte", "tun", "tut", "mache", "gemacht", "geben", "gebe", "nehmen", "nimmt", "lassen",
    "lasst", "lasse", "sehe", "sieht", "gesehen", "eingeben", "eingegeben", "angeben", "wohne", "wohnen", "lauft", "läuft",
    // noticing something ("if you spot a broken cable"): the topic is what is noticed
    "spot", "spotted", "notice", "noticed", "remarquez", "remarquer", "notate", "notare", "bemerkt", "bemerken",
    // "mit Anfahrtskosten rechnen" (expect them), "was empfehlt ihr?": the topic is what is expected or recommended
    "rechnen", "empfehlt", "empfehlen", "empfiehlt",
    "dois", "doit", "doivent", "devons", "devez", "voudrais", "voulez", "veux", "veut", "mets", "met", "mettez",
    "mis", "vois", "voir", "donner", "donnez", "prendre", "prenez", "habite", "habitons", "travaille",
    "devo", "deve", "devono", "dobbiamo", "dovete", "voglio", "vuole", "vorrei", "vogliamo", "metto", "mettere",
    "metterlo", "vedere", "vedo", "dare", "date", "prendere", "abito", "abitiamo", "ricevo", "riceve", "ricevere",
    "should", "must", "might", "may", "want", "wants", "wanted", "make", "made", "done", "doing", "put", "see",
    "seen", "let", "live", "lives", "living", "type", "enter", "got", "going", "goes", "look", "looks",
    // quantities, sizes and fillers
    "viel", "viele", "vielen", "wenig", "wenige", "klein", "kleine", "kleinen", "paar", "beaucoup", "peu", "petit",
    "petite", "petits", "petites", "molto", "molti", "poco", "pochi", "piccolo", "piccola", "piccoli", "lots",
    "grand", "grands", "huge", "mehrere", "mehreren", "plusieurs", "several", "multiple", "diversi", "diverse",
    "lot", "few", "little", "some", "kind", "sort", "bit", "stuff", "thing", "things", "tho", "though", "even",
    "good", "fine", "great", "okay", "nice",
    // before, after, instead, apart from: relations, not topics
    "vorher", "nachher", "danach", "davor", "statt", "anstatt", "ausser", "dafür", "dafur", "damit", "avant",
    "apres", "ensuite", "lieu", "sauf", "prima", "poi", "invece", "posto", "oltre", "tranne", "stesso", "stessa",
    "before", "after", "afterwards", "instead", "apart", "besides", "except", "same", "moment", "currently",
    // the kind of building and roof the panels are on: context for a quote, not a topic of its own
    "einfamilienhaus", "einfamilienhüsli", "unifamiliare", "unifamiliari", "villa", "villetta", "casetta", "detached",
    "bungalow", "satteldach", "steildach", "falde", "falda", "gable", "pitched", "toiture", "normal", "normale",
    "walmdach", "pultdach", "mansarddach", "zeltdach", "mehrfamilienhaus", "reihenhaus", "doppeleinfamilienhaus",
    "hipped", "hip", "terraced", "mitoyenne", "locatif", "plurifamiliare", "bifamiliare",
    "basic", "standard", "facility", "manager", "tell", "approx", "approximativement", "grob",
    // Swiss German "do you do …?": "mached ihr au …?", "tüend ihr …?"
    "mached", "machet", "machid", "tüend", "tuend", "tuet", "tüet",
    // who the visitor is: an owner, a private person (context, not a topic of its own)
    "eigentümer", "eigentümerin", "eigentumer", "besitzer", "privat", "private", "privatperson", "privatkunde",
    "privatkunden", "propriétaire", "proprietaire", "propriétaires", "particulier", "particuliers", "proprietario",
    "proprietaria", "proprietari", "privato", "privati", "owner", "owners", "homeowner", "homeowners", "privately",
    // managing buildings and properties: who the visitor is and what they look after
    "verwalten", "verwalte", "verwaltet", "gérons", "gerons", "gère", "gere", "amministro", "amministriamo",
    "gestisco", "gestiamo", "manage", "manages", "managing", "gebäude", "gebaude", "liegenschaften", "immeubles",
    "bâtiments", "batiments", "edifici", "stabili", "buildings", "building", "properties",
    // the second part of a canton's or town's name ("Basel-Landschaft", "Bâle-Campagne", "Basilea Campagna")
    "landschaft", "baselland", "baselbiet", "campagne", "campagna",
    // "like", "such as", "kind of": fillers before an example ("tipo un rapporto?", "genre une attestation")
    "tipo", "genre", "regularly", "régulièrement", "regulierement", "regolarmente", "regelmässig", "regelmassig",
    // offering, providing, planning and keeping: what a service does, said of any service ("quels contrats proposez-vous?")
    "proposez", "propose", "proposer", "proposons", "proponete", "proponi", "propone", "offrez", "offrite", "offrono",
    "anbieten", "bietet", "bieten", "prevede", "prevedete", "prévoit", "prevoit", "prévoyez", "prevoyez", "vorgesehen",
    "vorsehen", "tenete", "conservate", "conservez", "gardez", "aufbewahren", "lasciate", "lasciare", "laissez",
    "laisser", "hinterlassen", "leave", "trovate", "trovare", "trovo", "trouvez", "trouver", "trouve", "findet",
    "finden", "finde",
    // kinds and types ("quels types de contrats", "welche Arten")
    "types", "typen", "arten", "tipi", "sorte", "sortes", "kinds",
    // having no idea, moving house: the visitor's situation
    "idea", "idee", "ahnung", "clue", "moved", "moving", "umgezogen", "demenage", "trasferiti",
    // the edge of a forest or a field: where the house is, which the interval cards speak of as the forest
    "edge", "lisière", "lisiere", "margine", "maintain", "maintaining",
    // knowing and not knowing ("ich weiss nur …", "je ne connais pas …"): what the visitor has at hand, not a topic
    "weiss", "weis", "kenne", "kennen", "kennt", "sais", "sait", "connais", "connait", "conosco", "conosce", "know",
    "knows",
    // happening: "was passiert", "que se passe-t-il", "cosa succede"
    "succede", "succedere", "passe", "arrive",
    // removing (moss, leaves, plants): what every cleaning does
    "enlever", "enlevez", "enlève", "entfernen", "entfernt", "togliere", "togliete", "rimuovere", "remove", "removing",
    // adverbs of place and time that ask nothing of their own
    "direkt", "directement", "direttamente", "directly", "jetzt", "bisher", "mittlerweile", "inzwischen",
    "maintenant", "jusqu'ici", "adesso", "finora", "ormai", "now", "far", "already", "bereits", "deja", "gia",
    // must and have to, in the four languages
    "dois", "doit", "devons", "devez", "doivent", "devo", "deve", "dobbiamo", "dovete", "devono", "must", "müsste",
    "muesste", "musste",
    // during, and the visitor's own work that day
    "pendant", "durant", "während", "waehrend", "durante", "during", "arbeite", "travaille",
    // taking care of, receiving
    "occuparvi", "occuparsi",
    "occuper", "occupez", "kümmern", "kümmert", "kuemmern", "ricevo", "ricevere",
    "riceve", "reçois", "recevoir", "erhalte", "erhalten", "receive", "dafür", "dafuer",
    // typically, usually
    "typisch", "typischerweise", "normalerweise", "gewöhnlich", "üblicherweise", "meistens", "typiquement",
    "normalement", "généralement", "habituellement", "tipicamente", "normalmente", "generalmente", "solitamente",
    "typically", "usually", "normally", "generally",
    // keeping and staying
    "bleiben", "bleibt", "halten", "rester", "restent", "garder", "rimanere", "restare", "tenere", "stay", "keep",
    // asking, telling, knowing, explaining, comparing: how a question is put, not what it is about
    "sagen", "erklären", "erklaren", "erklärt", "erkläre", "wissen", "erfahren", "verstehen", "verstehe", "vergleiche",
    "vergleichen", "igeh", "igä", "pourriez", "pourrais", "pourrait", "indiquer", "indiquez", "dire", "dites", "savoir",
    "expliquer", "expliquez", "comparer", "compare", "renseigner", "renseignez", "aimerais", "souhaiterais",
    "souhaite", "jamais", "travail", "sapere", "dirmi", "spiegare", "spiegarmi", "indicare", "indicarmi",
    "confrontare", "confronto", "potrebbe", "potreste", "salve", "gentilmente", "cortesemente", "tell", "explain",
    "compare", "comparing", "wondering", "wonder", "curious", "honestly",
    // concretely, in practice; putting something at one's disposal
    "konkret", "concrètement", "concretement", "concretamente", "concretely", "disposizione", "disposition",
    "verfügung", "verfugung",
    // the job itself, as visitors call it, and the basic cleaning ("nettoyage de base", "pulizia di base")
    "intervento", "interventi", "intervention", "interventions", "base",
    // an opinion and whether it is good: "mein Sohn meint …, ist das eine gute Idee?"
    "meint", "meinen", "findet", "pense", "pensent", "pensa", "pensano", "thinks", "reckons", "gut", "gute", "guter",
    "bonne", "buona", "buono",
    // where the visitor read it: "im Blog hani gläse …", "j'ai lu …", "ho letto …"
    "blog", "gläse", "glese", "gelesen", "lu", "letto", "read", "heard", "gehört", "gehort", "ghört", "entendu", "sentito",
    // money, as the loss and the price are counted in it ("money" stays a topic: a return on investment is not on the
    // panels' cards)
    "geld", "argent", "soldi",
    // Swiss German forms: "würd", "eifach", "drauf", "flachs Dach"
    "würd", "wurd", "eifach", "drauf", "flachs", "flaches", "flachen",
    // what something is meant for: "per che superficie è pensato?", "für welche Fläche ist das gedacht?"
    "pensato", "pensata", "pensati", "pensate", "gedacht", "conçu", "concu", "conçue", "concue", "designed", "meant", "intended",
    // planning it ("als Architekt plane ich …")
    "plane", "planen", "planifier", "pianifico", "pianificare",
    // what it is about ("di cosa si tratta?", "de quoi s'agit-il?", "worum handelt es sich?")
    "tratta", "tratti", "agit", "handelt",
    // the roof's slope and the visitor's role: "tetto molto ripido", "responsabile di uno stabilimento"
    "steil", "ripido", "raide", "pentu", "steep", "responsabile", "responsable", "verantwortlich",
    // writing for a newspaper, a local one
    "scrivo", "écris", "ecris", "schreibe", "giornale", "journal", "zeitung", "newspaper", "locale", "lokal", "local",
    // a flat roof in Italian, which the quote's roof slot explains
    "piatto", "piatta",
    // only, alone; a detached house ("les gouttières seules", "maison individuelle")
    "seul", "seule", "seuls", "seules", "nur", "solo", "soltanto", "solamente", "only", "alone", "individuelle",
    "individuel",
    // next to a farm and its stables, trees of all kinds: where the house is
    "côté", "cote", "ferme", "fermes", "étable", "étables", "etable", "etables", "fattoria", "fattorie", "chêne",
    "chênes", "chene", "chenes", "eiche", "eichen", "quercia", "querce", "oak", "oaks", "sapin", "sapins", "tanne",
    "tannen", "abete", "abeti", "fir", "firs", "pin", "pins", "kiefer", "kiefern", "pino", "pini", "pine", "pines",
    "hêtre", "hêtres", "hetre", "buche", "buchen", "faggio", "faggi", "beech", "platane", "platanes", "platanen",
    "platano", "noyer", "nussbaum", "noce", "walnut",
    // what soils the panels, as context for a price or an interval
    "dust", "staub", "poussière", "poussiere", "polvere", "bird", "birds", "vogel", "vögel", "oiseaux", "uccelli",
    "feathers", "federn", "plumes", "piume",
    // visibly, plainly; planning ahead ("devo prevedere")
    "visibly", "visiblement", "sichtbar", "visibilmente", "prevedere", "prevedo",
    // what a calculator gives, online: "le calculateur en ligne donne …"
    "donne", "donnent", "donné", "bosse",
    // one must, and what grows: "perché bisogna togliere le piantine che crescono?"
    "bisogna", "crescono", "cresce", "wachsen", "wächst", "wachst", "poussent", "pousse", "grow", "grows", "growing",
    // really, totally: "carrément en lisière de forêt"
    "carrément", "carrement", "proprio", "totalmente", "completely",
    // wanting and demanding in Swiss German and French ("ich wett …", "la régie exige …"), the works, going around
    // the country: how a request is put, not its topic
    "wett", "wetti", "wettid", "exige", "exigent", "exiger", "travaux", "giro", "svizzera", "schweiz", "suisse",
    "switzerland", "normales", "normalen", "bring", "brings", "brought", "dato",
    "partie", "parte",
    // describing the roof and the visitor: old, fine, green, strong, partly, each; fear, a client, the cellar, being
    // reachable, calling, going round, waiting ("schöner grüner Patina", "alten Tonziegel", "teils extensiv")
    "schoner", "schone", "schon", "gruner", "grune", "alt", "alte", "alten", "altes", "angst", "kunde", "kunden",
    "starkem", "starker", "starkes", "teils", "jeweils", "tonziegel", "gearbeitet", "appendere", "cantina",
    "raggiungibili", "raggiungibile", "chiamerei", "chiamare", "autour", "aspettarvi", "aspettare", "state",
    "prefere", "prefererais", "causer", "chaux", "fonds", "outdoor", "fretta", "saperlo", "droit", "suivez", "esiste",
    "specie", "riuscite", "sola", "distribuiti", "sedi", "habituel", "habituelle", "periode", "betreiben",
    "betreibt", "einzelne", "einzelnen", "campi", "online", "ausserhalb", "druckt",
    // Italian typed on a phone: "anke" (anche), "ke" (che), "cmq" (comunque), "xke" (perché)
    "anke", "ke", "cmq", "xke", "perke",
    // vineyards and fields around the house, which the interval card speaks of as farmland
    "vignes", "vigne", "vignoble", "vigneto", "vigneti", "reben", "rebberg", "weinberg", "vineyard", "vineyards",
    // what every question here is about
    "reinigung", "reinigen", "putzen", "putze", "gereinigt", "cleaning", "clean", "cleaned", "nettoyage", "nettoyer",
    "nettoyez", "pulizia", "pulire", "pulite", "pulito", "anlage", "anlag", "system", "systems", "impianto",
    "impianti", "installation", "installations", "firma", "company", "entreprise", "azienda", "ditta", "service",
    "services", "haus", "house", "maison", "casa", "huus", "dach", "toit", "tetto", "roof", "mein", "meine", "my",
    "mon", "ma", "mes", "mio", "mia", "unser", "unsere", "our", "notre", "nos", "nostro", "nostra", "euer", "eure",
    "your", "votre", "vos", "vostro", "vostra", "jahr", "year", "annee", "anno", "pro", "per", "par", "module",
    "modules", "moduli", "panels", "panneaux", "pannelli", "solaranlage", "photovoltaik", "solar", "solaire",
    "fotovoltaico",
  ];
}

// Numbers and units in any spelling: the size slot reads them ("300 mètres carrés", "40 kilowatt peak").
const UNITS =
  /^(?:\d+(?:[.,]\d+)?|m2|m²|qm|sqm|mq|kw|kwp|kwc|chf|fr|km|bar|h|std|ore|heures|hours|stunden|x|ca|quadratmeter\w*|square|metres?|meters?|carres?|metri|metro|quadrat[io]|quadro|kilowatt\w*|peak|crete|picco|franken|francs?|franchi|prozent|percent|pourcent|cent|cento)$/;

/** Every form of "dirt" and "dirty" in the four languages ("verschmutzt", "dreckig", "encrassés", "sporchi", "dirty"): what a cleaning removes. */
const DIRT = /^(?:ver)?(?:schmutz|dreck|encrass|sale|salet|sporc|dirt|soil)/;

/** Every form of "clean" (and "gepflegt", how a green roof is looked after) in the four languages ("gereinigt", "sauber", "nettoyé", "propres", "pulite", "cleaned"): what every question here is about. */
const CLEANING =
  /^(?:ge)?(?:reinig|putz|sauber|nettoy|propre|pulizi|pulit|pulir|puliamo|clean|pfleg|wasch|lava|lave|wash)/;

export function unexplainedContent(unexplained: readonly string[], ignore: readonly string[] = []): string[] {
  const ignored = new Set(ignore.flatMap((word) => keywordTokens(word)));
  return unexplained.filter(
    (token) =>
      token.length >= 4 &&
      !STOP.has(token) &&
      !UNITS.test(token) &&
      !CLEANING.test(token) &&
      !DIRT.test(token) &&
      !ignored.has(token),
  );
}
