import type { Attribute, Service } from "./asked";

/**
 * The words that tell what a visitor asks about, in all four languages and as visitors type them
 * (Swiss German, no accents, typos). An entry is a word beginning, matched against each token of the
 * accent-folded question (one typo allowed in longer words); "=" asks for the whole token; an entry
 * with a space is a phrase. Written from the site's services and the ways people ask about them;
 * calibrated on the blind evaluation set's tuning half only (never on its test half).
 */
export type Lexicon = readonly string[];

/** Who pays, which the insurance reads as who pays for a damage. */
export const WHO_PAYS: Lexicon = ["who pays", "qui paie", "qui paye", "wer zahlt", "wer bezahlt", "chi paga"];

/** A charge on top, among the words of what the price includes ("cost extra", "en supplément"). */
export const EXTRA_CHARGE: Lexicon = [
  "charged extra",
  "charge extra for",
  "charge extra",
  "cost extra",
  "costs extra",
  "kostet extra",
  "extra kosten",
  "aufpreis",
  "en plus du prix",
  "coute en plus",
  "a pagamento",
  "costa in piu",
  "in piu sul prezzo",
  "=extra",
  "en supplement",
  "in supplemento",
  "extra for",
];

/** Where the company is at home ("Wo seid ihr daheim?"), which the office answers. */
export const WHERE_BASED: Lexicon = [
  "wo seid ihr daheim",
  "wo sind ihr daheim",
  "wo sind sie daheim",
  "wo seid ihr zu hause",
  "wo sind sie zu hause",
  "where are you based",
  "ou etes vous bases",
  "dove avete sede",
  // "vous êtes basés où?", "where are you actually based?"
  "etes bases ou",
  "etes basee ou",
  "vous etes bases",
  "are you actually based",
  "dove siete basati",
  "siete basati",
  "wo seid ihr stationiert",
  "wo ist euer sitz",
];

/** A yield that falls at once: a technical fault rather than dirt. */
// prettier-ignore
export const SUDDEN_DROP_WORDS: Lexicon = [
  "plotzlich", "auf einen schlag", "von einem tag auf den anderen", "d un coup", "brusquement", "soudain",
  "du jour au lendemain", "da un giorno all altro", "all improvviso", "improvvis", "sudden", "overnight",
  "from one day to the next", "eingebrochen", "=einbruch", "crollat", "=crollo", "s effondre", "effondr",
  // "d'un coup" (the elided "d'" is not a word), "since yesterday"
  "=un coup", "seit gestern", "depuis hier", "since yesterday", "da ieri",
  // "d'un jour à l'autre" without its elided "d'" and "l'"
  "un jour a autre",
];

/** What we look at on the system while cleaning: the visual check (and the defect report that follows it). */
// prettier-ignore
export const CHECK_WHILE_CLEANING: Lexicon = [
  "what do you check", "do you check", "what do you look at", "kontrolliert ihr", "kontrollieren sie", "pruft ihr",
  "prufen sie", "controlez-vous", "controlez vous", "vous controlez", "verifiez-vous", "verifiez vous", "vous verifiez",
  "cosa controllate", "cosa verificate", "controllate anche", "controllate se", "verificate anche", "verificate se",
  "do you also check", "do you look for", "schaut ihr auch", "schaut ihr beim", "schauen sie auch", "schauen sie beim",
];

/** The solar cleaning's basic package by its full name ("Basisreinigung ab CHF 388"); cue-words' BASIC_PACKAGE_WORDS also has "base" and "standard". */
export const BASIC_CLEANING_NAMES: Lexicon = [
  "basisreinigung",
  "basic cleaning",
  "nettoyage de base",
  "pulizia di base",
];

/** Cleaning regularly, which names the maintenance service without naming a contract. */
export const REGULAR_CLEANING_WORDS: Lexicon = [
  "regelmassig",
  "regular cleaning",
  "nettoyage regulier",
  "pulizia regolare",
];

/** Panels hot from the sun ("baking in the sun all day", "in der prallen Sonne"): we clean them in the cool morning. */
// prettier-ignore
export const HOT_PANELS: Lexicon = [
  "baking in the sun", "in the sun all day", "prallen sonne", "en plein soleil", "sotto il sole cocente", "sole cocente",
];

/** A coating on the roof: the roof method says which one is included and which costs extra. */
// prettier-ignore
export const COATING_WORDS: Lexicon = [
  "=coating", "protective coating", "=beschichtung", "schutzschicht", "impragnierung", "impregnation",
  "traitement hydrofuge", "=hydrofuge", "impermeabilis", "idrorepellent", "impregnazione", "water-repellent",
];

/** Volume discounts: the business contracts state them, so these words ask about the contracts. */
// prettier-ignore
export const VOLUME_DISCOUNT_WORDS: Lexicon = [
  "mengenrabatt", "volumenrabatt", "rabais de quantite", "rabais de volume", "remise de volume", "sconto quantita",
  "sconto di volume", "volume discount", "bulk discount", "discount for several",
];

/** Booking ahead: "in advance", "im Voraus", "à l'avance", "con quanto anticipo" (the lead time's own words). */
/** The best time of year to clean, among the season's words. */
export const BEST_TIME_WORDS: Lexicon = [
  "best time",
  "beste zeit",
  "beste jahreszeit",
  "meilleur moment",
  "meilleure periode",
  "periodo migliore",
  "momento migliore",
  "miglior periodo",
  "best period",
  "wann im jahr",
  "when in the year",
  "which months",
  "welche monate",
  "quels mois",
  "quali mesi",
];

export const ADVANCE_WORDS: Lexicon = [
  "in advance",
  "im voraus",
  "a l'avance",
  "in anticipo",
  "zum voraus",
  "quanto anticipo",
  "=anticipo",
  // "faut réserver combien de temps avant ?", "wie lange vorher buchen?"
  "combien de temps avant",
  "combien de temps a l'avance",
  "wie lange vorher",
  "wie fruh",
  "quanto tempo prima",
  "how long before",
  "how far ahead",
  "how early",
];

/** Working by hand: on large roofs the robot does it; of gutters and green roofs, how we work. */
export const BY_HAND_WORDS: Lexicon = ["a mano", "von hand", "a la main", "by hand"];

/** Panels counted: the company's count so far, or, beside a size, the visitor's. */
export const PANELS_COUNTED: Lexicon = [
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

/** Something breaking while we clean ("what if your guy breaks one of my panels?"): the solar FAQ's answer on it. */
// prettier-ignore
export const BREAKS_WHILE_CLEANING: Lexicon = [
  "kaputt geht", "kaputtgeht", "kaputt gehen", "se casse pendant", "casse pendant", "si rompe durante",
  "si rompe mentre", "breaks during", "breaks while", "breaks one", "breaks a panel", "you break", "if you break",
  "kaputt macht", "kaputt machen", "vous cassez", "rompete", "cassez un",
];

/** What we clean with, asked as such ("what do you clean with?"): the method, also beside high pressure or chemicals. */
// prettier-ignore
export const CLEAN_WITH: Lexicon = [
  "clean the panels with", "clean them with", "clean it with", "do you clean with", "you clean with", "mit was putz",
  "mit was reinig", "avec quoi vous nettoy", "nettoyez avec quoi", "avec quoi nettoy", "con cosa pulite", "con che cosa pulite",
];

// prettier-ignore
export const SERVICE_WORDS: Record<Service, Lexicon> = {
  solar: [
    "solar", "photovolta", "fotovolta", "=pv", "pv anlage", "pv-anlage", "panel", "panneau", "pannell", "modul",
    "kwp", "=kw", "kwc", "cellul", "=zelle", "zellen", "impianto fotov", "installation solaire", "impianti fotov",
    "sonnenkollektor", "paneel", "solar plant", "pv plant", "=plant", "centrale solaire", "centrale fotovoltaica",
    "solarzell",
    // the solar cleaning's base package ("Basisreinigung ab CHF 388")
    ...BASIC_CLEANING_NAMES,
    "solarpanel",
    "fotovoltaik",
    "photovoltaique",
    "photovoltaic",
    "solarstrom",
    "=pv-anlage",
    "capteur",
    "impianto solare",
    "pannelli solari",
    "solar panel",
    "=array",
    "=modules",
    "=moduli",
  ],
  roof: [
    "dachreinig", "dach reinigen", "dach putzen", "dach z putze", "=moos", "algen", "flechten", "demoussag",
    // de-mossing a roof
    "demouss", "entmoos", "moos entfern", "togliere il muschio", "de-moss", "demoss",
    "=mousse", "=mousses", "muschi", "=alghe", "lichen", "roof cleaning", "clean my roof", "clean the roof", "=moss",
    "=algae", "nettoyage de toit", "nettoyage de la toiture", "nettoyage du toit", "nettoyer le toit",
    "nettoyer mon toit", "pulizia del tetto", "pulizia dei tetti", "pulire il tetto", "dachbeschichtung",
    "impragnier", "impregna", "ziegeln reinigen", "roof moss",
  ],
  gutter: [
    "dachrinne", "=rinne", "=rinnen", "kannel", "dachkannel", "dachkaennel", "gouttier", "cheneau", "chenaux",
    "grondai", "=gronda", "pluvial", "gutter", "downpipe", "fallrohr", "regenrinne", "ablaufrohr", "descente",
    "=gronde",
    "regenwasser",
    "rinnenreinig",
    "nettoyage des gouttieres",
    "pulizia delle grondaie",
    "gutter cleaning",
    "=eaves",
    "chenal",
    "canale di gronda",
    "dachablauf",
    // Swiss German 'Dachchänel'
    "dachchanel", "=chanel", "=kanel",
  ],
  greenRoof: [
    "grundach", "gruendach", "begrun", "dachgarten", "vegetalis", "toit vert", "toits verts", "toiture vert",
    "tetto verde", "tetti verdi", "tetto giardino", "green roof", "sedum", "extensiv", "intensiv", "roof garden",
    "jardin sur le toit", "sedumdach",
    // a roof with plants on it ("our flat roof has plants and solar panels")
    "roof has plants", "plants on the roof", "plants on our roof", "planted roof", "bepflanztes dach", "bepflanzte dach",
    "toit plante", "plantes sur le toit", "piante sul tetto", "tetto con piante",
    "dachbegrunung",
    "gruen dach",
    "green-roof",
    "living roof",
    "toit vegetal",
    "tetto vegetale",
    "verde pensile",
    "giardino pensile",
    "pflanzen auf dem dach",
  ],
  b2b: [
    // farm buildings and multi-family houses run as a business
    "=grange", "=granges", "fienil", "=fienile", "=stalla", "=mfh", "apartment building", "apartment block", "palazzin",
    "block of flats",
    "residential building", "rental propert", "mietshaus", "immeuble locatif",
    "gewerb", "=firma", "=firmen", "unternehm", "industri", "verwaltung", "liegenschaft", "immobilienverw", "=halle",
    "=hallen", "grossanlag", "landwirt", "bauernhof", "=stall", "=scheune", "entreprise", "industriel", "commercia",
    "gerance", "=regie", "azienda", "aziende", "amministra", "business", "property manag", "facility", "warehouse",
    "=farm", "=barn", "=b2b", "lagerhall", "capannon", "hangar", "agricol",
    "=companies", "for my company", "for our company", "per le ditte", "per ditte", "nostra ditta", "mia ditta", "della ditta",
    "=kmu",
    "=pme",
    "=pmi",
    "gewerbebetrieb",
    "buro",
    "=office building",
    "immeuble commercial",
    "capannone",
    "industriegebaud",
    "hotel",
    "schule",
    "=ecole",
    "scuola",
    "=school",
    "spital",
    "hopital",
    "ospedale",
    "gemeinde",
    "commune",
    "comune",
    "municipality",
    "immeuble",
    "verwalter",
    "gestore",
    "gerant",
    "portfolio",
    "mehrere gebaude",
    "plusieurs batiments",
    "piu edifici",
    "several buildings",
    // factories, production and logistics sites
    "fabrik", "produktionsbetrieb", "produktionshalle", "=werk", "werkhalle", "logistik", "usine", "fabrique",
    "logistique", "entrepot", "=atelier", "fabbrica", "stabiliment", "logistica", "magazzin", "opificio", "factory",
    "logistics", "=depot", "distribution centre", "distribution center", "manufactur", "production hall",
    "production site", "production building",
  ],
  maintenance: [
    "wartung", "vertrag", "=abo", "abonnement", "abbonament", "=subscription", "contrat", "contratt", "manutenzion", "contract", "maintenance",
    "pflegeplan", "entretien", "=service plan",
    "wartungsvertrag",
    "service contract",
    "contratto di servizio",
    "contrat d'entretien",
    "jahresvertrag",
    "abonnement annuel",
    ...REGULAR_CLEANING_WORDS,
  ],
};

/** Hard water and the lime it leaves ("acqua dura", "kalkhaltig", "eau calcaire"). */
// prettier-ignore
export const HARD_WATER: Lexicon = [
  "acqua dura",
  "acqua e dura",
  "acqua molto dura",
  "eau dure",
  "eau est dure",
  "eau tres dure",
  "hartes wasser",
  "wasser ist hart",
  "hard water",
  "water is hard",
  "is really hard",
  "is very hard",
  "is super hard",
  "=kalk",
  "kalkig",
  "kalkhalt",
  "=calcaire",
  "=calcare",
  "limescale",
  "lime spot",
];

/** Damage that was there before us, told apart from ours: what the cleaning report records with photos. */
// prettier-ignore
export const PRE_EXISTING_DAMAGE: Lexicon = [
  "existaient deja", "existait deja", "etaient deja la", "c'erano gia", "c'era gia", "preesistent", "pre-existing",
  "preexisting", "already there", "already existed", "schon vorher", "vorher schon", "bereits vorhanden",
  "schon da war", "vorschad", "faire la difference", "distinguere", "distinguish", "tell apart", "unterscheiden",
  "vous auriez faits", "vous auriez fait", "vous avez faits", "avreste fatto", "avete fatto voi",
  "avant votre passage", "avant votre intervention", "prima del vostro intervento", "before you came", "vor eurem einsatz",
  "=notez", "documentez", "dokumentiert ihr", "documentate", "annotate", "do you record", "do you note",
];

// prettier-ignore
export const ATTRIBUTE_WORDS: Record<Attribute, Lexicon> = {
  // not taking a quote up, and stopping its reminders
  decline: [
    // not going ahead this time
    "not going ahead", "won't go ahead", "wont go ahead", "ne pas donner suite", "nicht weiterverfolgen",
    "non procediamo", "non andiamo avanti",
    "ablehn", "absag", "kein interesse", "nicht annehmen", "refuser", "refuse", "decliner", "pas interesse",
    "ne pas accepter", "rifiut", "declinare", "non mi interessa", "non mi convince", "lascio perdere", "=decline",
    "declining", "turn down", "not go ahead", "not to go ahead", "ignore it", "ignorer", "ignorieren", "keep emailing",
    "stop the reminders", "stop reminders", "keine erinnerungen", "plus de rappels", "piu promemoria",
    // not answering the quote at all ("wenn ich auf die Offerte nicht reagiere", "if I do nothing")
    "nicht reagiere", "nicht reagieren", "nichts mache", "nichts unternehme", "do nothing", "don't respond", "dont respond",
    "turn the quote down", "turn it down", "ne reponds pas", "ne fais rien", "non rispondo", "non faccio nulla", "bombard",
    "nicht antworte", "nicht beantworte", "don't answer", "do not answer", "ignore the quote", "ignore your quote",
    "keep sending",
    // the quote does not suit
    "convient pas", "passt mir nicht", "non mi va bene", "non mi convince", "doesn't suit", "does not suit",
    // saying no to the quote
    "nein sagen", "nein danke", "say no", "dire non", "dire di no",
  ],
  // what the online order form asks: filling it in, a preferred date or period
  acceptForm: [
    "ausfull", "ausgefullt", "wunschtermin", "wunschdatum", "gewunschten zeitraum", "zeitraum angeben", "remplir",
    "rempli", "date souhaitee", "periode souhaitee", "date preferee", "compilar", "data preferita", "periodo desiderato",
    "data desiderata", "fill in", "fill out", "preferred date", "preferred timing", "preferred month", "choose the month",
  ],
  // reference projects in a region (the home page counts them for the six regions with a team)
  projects: [
    // jobs done so far
    "jobs have you done", "jobs you have done", "how many jobs", "wie viele auftrage", "combien de chantiers", "quanti lavori",
    "projekt", "referenzprojekt", "=projet", "=projets", "projets de reference", "=progetti", "progetti di riferimento",
    "=project", "=projects",
    "reference project",
  ],
  emergency: [
    "notfall", "dringend", "uberlauf", "ueberlauf", "lauft uber", "urgence", "urgent", "deborde", "emergenz",
    "urgente", "=urgenza", "trabocc", "emergency", "overflow", "notfalle", "hotline", "=sturm", "unwetter", "=orage", "tempesta",
    "=storm", "=storms", "intemperi", "sturmschad", "storm damage", "degats de tempete", "danni da tempesta",
    // water pouring over the gutter's edge
    "butta fuori acqua", "butta fuori l'acqua", "tracima", "esce l'acqua", "spills over", "pours over", "=deborde",
  ],
  price: [
    // "ça ferait combien?", "what's the damage?" (what it comes to)
    "ferait combien", "fait combien", "ferais combien", "demarre a combien", "commence a combien", "parte da quanto", "whats the damage", "s the damage", "is the damage",
    "how much for", "how much to",
    // "che cifra devo mettere in conto?", "quanto pago in tutto?": the sum to expect
    "che cifra", "mettere in conto", "quanto pago", "quanto pagherei", "combien je paie", "combien je paierais",
    "how much will i pay", "how much would i pay", "how much do i pay", "wie viel zahle ich", "wieviel zahle ich",
    // "how much per sqm?", "quanto al metro?": the rate asked without a verb
    "how much per", "wie viel pro", "wieviel pro", "combien par m", "combien du m", "quanto al m", "quanto per m",
    // "a ballpark figure", "what figure does it come out at?"
    "ballpark", "what figure", "rough figure", "a figure",
    // "ça revient à combien", "ça fait combien en tout"
    "revient", "en tout", "in totale", "insgesamt", "in total", "come to", "start at", "starts at", "starting at",
    "spenderei", "spendere", "spendo", "depenser", "depenserais", "ausgeben", "would i spend",
    // Ticino 'quanto mi viene?' (what does it come to)
    "quanto mi viene", "quanto viene", "quanto mi verrebbe",
    // Swiss German 'choschtet', 'koschtet'
    "chosch", "koscht", "choscht",
    // all-inclusive price
    "tout compris", "alles inklusive", "tutto compreso", "all in", "all-in",
    // charges, and what the damage is
    "=charges", "the damage for", "what do you charge", "how much do you charge", "combien vous prenez", "combien vous me prenez", "was verlangt ihr", "was verlangen sie", "quanto chiedete", "quanto prendete",
    // how-much and comparative forms
    "c'est combien", "a combien", "combien le", "combien la", "combien les", "combien un", "combien une", "combien ca", "combien je", "combien pour", "=teurer", "=teurere", "plus cher", "piu caro", "piu cara", "costa di piu", "more expensive", "quanto viene", "quanto mi costa",
    "kost", "preis", "chost", "tarif", "franke", "=chf", "teuer", "=zahle ich", "price", "cost", "how much does",
    "how much is", "how much would", "=prix", "=cout", "=coute", "combien coute", "combien ca coute", "combien pour",
    "set me back", "set us back",
    "prezz", "=costo", "=costa", "=costi", "=costano", "quanto cost", "quanto vien", "quanto si paga", "quanto pag",
    "budget", "=rates", "wieviel kost", "wie viel kost", "was zahl", "que vaut", "pricing", "was macht das",
    "=offerte fur",
    // the amount a quote comes to
    "=montant", "=betrag", "=importo", "=amount",
    "=tarif",
    "=tarifs",
    "=tariffa",
    "=tariffe",
    "=spesa",
    "=prix?",
    "coutera",
    "costera",
    "kostet",
    "kosten",
    "=fee",
    "=fees",
    "=charge",
    "how much will",
    "what does it cost",
    "what would it cost",
    "quanto verrebbe",
    "combien couterait",
    "was wurde",
    "richtpreis",
    "prix indicatif",
    "prezzo indicativo",
    "ballpark",
  ],
  premium: [
    "premium", "inspektion", "inspection", "ispezion", "mit kontrolle", "avec controle", "con controllo",
    // "un pacchetto più completo?"
    "piu completo", "more complete", "umfassender", "plus complete", "plus complet",
  ],
  priceComposition: [
    // a fixed part plus a rate per area; Swiss German 'Ansatz' (the rate)
    "=ansatz", "=ansatze",
    "fixed part", "fixed fee", "base fee", "base price", "per area", "fixed amount", "partie fixe", "montant fixe", "parte fissa", "quota fissa", "fixer anteil", "fixbetrag",
    "zusammen", "berechnet", "grundpauschal", "pauschal", "quadratmeterpreis", "pro m2", "pro m²", "pro quadrat",
    "=calcule", "=calcules", "=calculee", "compose", "forfait", "composto", "=calcolato", "=calcolata", "=calcolati", "base charge", "worked out", "made up", "breakdown",
    "per square", "per m2", "per m²", "par m2", "par m²", "al m2", "al m²", "al metro", "grundpreis", "prix de base",
    "au m2", "au m²", "au metre", "prix au", "der quadratmeter", "=quadratmeter kostet", "le metre carre", "il metro quadro",
    "a square metre", "a square meter", "by the square", "flat fee", "flat rate", "work out the price",
    "work out your price", "calculate the price", "calculate your price",
    // "come lo calcolate il prezzo? conta quanti metri quadri sono?": the area the price is reckoned on
    "come calcolate", "lo calcolate", "quanti metri quadri", "metri quadri", "quadratmeter zahlen",
    "calculated",
    "prezzo base", "price per", "bis wieviel", "maximal", "maximum", "obergrenze",
    "taille maximale", "fino a quanto", "dimensione massima", "limit",
  ],
  quoteHow: [
    // how the quote comes: a download, an e-mail
    "as download", "as a download", "by email too", "by e-mail too", "azahl module",
    "wie funktioniert", "how does", "comment fonctionne", "come funziona", "angaben", "brauchen sie", "braucht ihr",
    "what do you need", "besoin", "informazioni", "rechner", "calculat", "calcolator", "sofortofferte",
    "sofort offerte", "instant quote", "devis instantane", "devis immediat", "preventivo immediato", "=pdf",
    "wie komme ich", "how do i get a quote", "comment obtenir", "come ottengo", "come posso avere", "what details",
    "welche infos", "quelles informations", "quali dati", "die offerte", "mein angebot", "vi serve", "cosa serve",
    "avete bisogno", "de quoi avez", "was braucht", "nombre de panneaux", "number of panels", "anzahl module",
    "numero di moduli", "connais pas la surface", "is the quote free", "devis gratuit", "offerte kostenlos",
    "preventivo gratuito",
    // what the quote needs
    "information do you need", "info do you need", "details do you need", "what do you need from me",
  ],
  validity: [
    // until when it holds
    "fino a quando vale", "fino a quando e valido", "encore bon", "toujours bon", "encore valable", "noch gultig",
    "still valid", "ancora valido", "jusqu'a quand", "jusqu a quand", "bis wann gilt", "until when",
    "how long is it valid", "how long does it last", "vale fino", "preventivo quanto vale", "quanto vale il preventivo",
    "vaut combien de temps", "valable combien", "quanto tempo vale", "per quanto tempo vale", "wie lange gultig",
    // "il preventivo quanto dura?", "le devis dure combien de temps ?"
    "preventivo quanto dura", "quanto dura il preventivo", "quanto dura l'offerta", "devis dure", "dure le devis",
    "offerte dauert", "how long does the quote last",
    // 'vale l'offerta' (how long it holds)
    "vale l'offerta", "vale il preventivo", "valgono i preventivi", "tempo vale", "tempo e valido", "tempo resta valido",
    // how long a quote holds
    "=valida", "=validi", "=valide", "=valable", "wie lange gilt", "gilt die offerte", "gilt das angebot", "how long does the quote", "duree de validite", "durata di validita",
    "gultig", "gueltig", "validit", "valable", "=valido", "=valid", "expire", "scaden", "ablauf", "abgelauf", "verfall",
    "scadut", "=expired", "=expiry", "no longer valid", "plus valable", "piu valido",
    "how long is the quote",
    // "e dopo quanto tempo scade?", "wie lang gilt das?"
    "=scade", "=scadono", "wie lang gilt", "wie lang isch", "combien de temps il est valable",
    // it runs out
    "runs out", "run out", "lauft ab", "laufen ab",
    // for how many days it holds
    "giorni vale", "vale per quanti", "valid for", "valable combien", "valable pendant", "gilt wie lange",
    // not accepting it in time
    "non lo accetto", "non la accetto", "je ne l'accepte pas", "si je n'accepte pas", "wenn ich sie nicht annehme",
    "wenn ich nicht annehme", "if i don't accept", "if i do not accept", "don't accept it", "do not accept it",
  ],
  order: [
    // signing and posting it back
    "firmare", "unterschreiben", "unterschrift", "signer", "signature", "=sign", "post it back", "rimandarlo per posta",
    // after the quote was accepted
    "angenommen habe", "offerte angenommen", "nach der annahme", "apres avoir accepte", "une fois le devis accepte",
    "dopo aver accettato", "accettato il preventivo", "after accepting", "after i accept", "once i accept",
    // booked already
    "=booked", "i booked", "we booked", "ho prenotato", "abbiamo prenotato", "j'ai reserve", "ich habe gebucht",
    // Swiss German 'de Uftrag erteile'
    "uftrag", "erteile",
    // Swiss German and spoken forms of accepting
    "aanah", "aaneh", "anneh", "zusag",
    // accepting the quote is ordering
    "=accept", "accepting", "akzeptier", "zusagen", "accetto", "accettare", "valider le devis", "confirmer le devis",
    "auftrag", "bestell", "beauftrag", "buchen", "commande", "commander", "=mandat", "=mandato", "confermar", "ordin", "incaric",
    "=book", "booking", "place the order", "accept the quote", "annehmen", "go ahead", "accetta", "accepter", "=accept", "akzeptier",
  ],
  payment: [
    "bezahl", "zahlung", "zahlen", "rechnung", "twint", "kreditkart", "vorauskasse", "anzahlung", "=payer",
    "paiement", "facture", "=pagar", "pagament", "fattura", "=pay", "paying", "invoice", "payment", "acompte",
    "acconto", "deposit", "bitcoin", "carte de credit", "carta di credito", "credit card", "=paie", "=paye",
    "=payez", "=pago", "=paga", "zahlt man", "pagarlo",
  ],
  travel: [
    "anfahrt", "anreise", "fahrkost", "wegkost", "reisekost", "fahrspesen", "reisespesen", "wegspesen", "deplacement", "trasfert", "viaggio", "travel",
    "call-out", "callout", "=km", "kilometer", "frais de route", "spese di viaggio", "spostament",
    "fahrtkosten",
    // "vous facturez le trajet ?"
    "=trajet", "=trajets", "=tragitto",
    "anfahrtskosten",
    "frais de deplacement",
    "costi di trasferta",
    "travel cost",
    "travel fee",
    "call out",
    "kommt ihr extra",
    // "do you charge extra to come to Zurich?": the cost of coming is the travel cost
    "extra to come", "charge to come", "charge for coming", "cost to come", "fee to come", "for you to come",
    "frais pour venir", "coute pour venir", "payer pour venir", "pour vous deplacer", "pour se deplacer", "costo per venire", "costa venire", "pagare per venire", "fur die fahrt",
    "furs herkommen", "um herzukommen", "zu uns zu kommen",
    "weit weg",
    "far away",
    "driving out", "drive out", "to drive here", "come out here", "for the drive", "for the journey",
    "loin",
    "lontano",
    "distanz",
    "distance",
    "distanza",
  ],
  vat: [
    "mwst", "mehrwertsteuer", "=tva", "=iva", "=vat", "=mwst.", "inkl", "exkl", "ttc", "=ht",
    // "with tax", "tax included": the tax on a price is the VAT
    "with tax", "including tax", "incl tax", "plus tax", "excluding tax", "excl tax", "before tax", "tax included",
  ],
  insurance: [
    ...BREAKS_WHILE_CLEANING,
    // who pays for a damage
    ...WHO_PAYS, "=cracks", "=cracked",
    // French 'votre RC' (responsabilité civile)
    "=rc",
    // damage we might do
    "kaputt macht", "kaputt machen", "kaputtmach", "beschadig", "si vous cassez", "casser", "cassez", "rompete", "rompere", "if you break", "break something", "break a",
    "abimez", "vous abimez", "abimer", "si vous abime", "=rovinate", "rovinare", "se rovinate",
    "versicher", "haftpflicht", "assur", "assicura", "insur", "schaden", "schade", "beschadig", "dommage", "=degat", "=degats", "danni",
    "danneggi", "=damage", "damaged", "abdeck", "covered", "=cover", "copert", "casse",
    "haftung",
    "responsabilite",
    "responsabilita",
    "liability",
    "versichert",
    "assure",
    "assicurat",
    "insured",
    "unfall",
    "accident",
    "incidente",
  ],
  warranty: [
    "herstellergarantie", "hersteller", "fabricant", "produttore", "manufacturer", "garantie des modules",
    "garantie der module", "garanzia dei moduli", "panel warranty", "warranty", "modulgarantie",
  ],
  guarantee: [
    // Swiss German 'nöd zfriede'
    "zfriede",
    "garanti", "gewahr", "zufrieden", "guarant", "satisf", "soddisf", "garanzi", "unzufrieden", "pas content",
    "nicht zufrieden", "not happy", "insoddisf", "reklamier", "nachbesser",
    // "wenn ich mit dem Resultat nicht happy bin", "non contento del risultato"
    "nicht happy", "unhappy", "pas contente", "non contento", "non contenta",
    // not properly clean afterwards ("wenn's nachher nicht richtig sauber ist")
    "nicht richtig sauber", "nicht ganz sauber", "noch streifig", "immer noch streifig", "nicht sauber geworden", "pas bien propre", "pas vraiment propre",
    "pas propre apres", "non e pulito bene", "non pulito bene", "non ben pulit", "non e venuto pulito",
    "not properly clean", "not clean afterwards", "isn't clean afterwards", "not really clean", "aren't properly clean",
    "isn't properly clean",
    // still seeing dirt after the cleaning
    "vedo ancora", "ancora delle macchie", "ancora macchie", "noch flecken", "immer noch flecken", "encore des traces",
    "toujours des traces", "still see", "still streaky", "still dirty",
    // coming back to clean again
    "ripassate", "ripassare", "will you come back", "come back and", "vous revenez", "revenir gratuitement",
    "kommt ihr nochmals", "nochmals kommen", "nochmals vorbei",
    // not as clean as they should be afterwards
    "non sono puliti", "non sono pulite", "pas propres", "nicht sauber", "not clean", "isch nid suber",
    "nicht gut",
    "pas satisfait",
    "non soddisfatto",
    "unhappy",
    "nachreinig",
    "renettoy",
    "ripulire",
    // "re-clean" folds to "re clean", as "you're cleaning" does: only the whole word or "clean it again"
    "=reclean",
    "clean again",
    "reclamation",
    // still dirty afterwards
    "pas propre", "toujours sale", "encore sale", "nicht sauber", "immer noch dreckig", "immer no dreckig",
    "non e pulito", "ancora sporc", "still dirty", "not clean",
  ],
  certification: [
    "zertifi", "certifi", "ausbildung", "diplom", "qualifi", "formation", "formazion", "trained", "training",
    // "vos employés sont formés ?", "i collaboratori sono formati?", "geschultes Personal"
    "sont formes", "est forme", "etes formes", "bien formes", "formes pour", "=formee", "=formees", "=formato", "=formati",
    "=formata", "=formate", "geschult",
    "accredit", "akkredit", "ausgebildet", "fachleute", "profis", "brevet", "suva", "bazl", "=ofac", "foca",
    "zertifikat",
    "certificat",
    "certificato",
    "certificate",
    "ausweis",
    "qualification",
    "qualifica",
    "lizenz",
    "licence",
    "license",
    "licenza",
  ],
  method: [
    // what we clean with
    ...CLEAN_WITH,
    // a coloured coating on the roof, which the roof method states (on request)
    "coloured coating", "colored coating", "farbige beschichtung", "farbige dachbeschichtung", "dachbeschichtung",
    "revetement colore", "rivestimento colorato", "paint the roof", "paint it",
    // the protective coating after a roof cleaning ("do you put a coating on?"): see COATING_WORDS
    ...COATING_WORDS,
    "verniciatura", "revetement de toit", "revetement de la toiture", "peinture de toit", "peinture / le revetement",
    "wie reinigt", "wie putzt", "womit", "methode", "verfahren", "method", "metod", "comment nettoy", "comment vous nettoy",
    "come pulite", "come pulit", "come li pulite", "come le pulite", "how do you clean them", "comment vous les nettoyez", "how do you clean", "burste", "buerste", "brush", "brosse", "spazzol", "techni",
    "tecnic", "wasser", "=eau", "acqua", "=water", "demineral", "osmose", "osmosi", "entmineral", "deionis",
    "vorgehen", "ablauf der reinigung", "deroulement", "procedura", "process", "schritte", "etapes", "fasi", "steps",
    "etape par etape", "step by step", "schritt fur schritt", "passo per passo", "comment se passe une intervention",
    "how does the cleaning",
    "wie geht ihr vor",
    "wie lauft",
    "comment proced",
    "comment ca se passe",
    "come procedete",
    "come si svolge",
    "how do you do",
    "how does it work",
    "what do you use",
    "verwendet ihr",
    "verwenden sie",
    "benutzt ihr",
    "womit reinigt",
    "avec quoi",
    "con cosa",
    "brushes",
    "spazzole",
    "brosses",
    "burst",
  ],
  chemicals: [
    // detergents
    "detersivi", "detergents",
    "chemi", "reinigungsmittel", "putzmittel", "seife", "detergen", "produit", "chimic", "chemical", "=soap",
    "umweltfreundlich", "okologisch", "ecolog", "eco-friendly", "environment", "umwelt", "biodegrad", "additiv",
    "detersiv", "schifezz",
    "=mittel",
    "produits",
    "prodotti",
    "=products",
    "=chemie",
    "chimie",
    "chimica",
    "giftig",
    "toxique",
    "tossic",
    "toxic",
    "=bio",
    "environnement",
    "ambiente",
    "cleaning agent",
    "cleaning product",
  ],
  highPressure: [
    // the pressure we clean with
    "=druck", "mit welchem druck", "=pression", "quelle pression", "=pressione", "=pressure", "what pressure", "how much pressure",
    "hochdruck", "dampfstrahl", "karcher", "haute pression", "alta pression", "high pressure", "high-pressure",
    "pressure wash", "=jet", "idropulitr", "nettoyeur haute",
    // the pressure in bar ("mit wie viel bar?", "combien de bars?")
    "viel bar", "wieviel bar", "welchem bar", "combien de bar", "combien de bars", "quanti bar", "how many bar",
    "how many bars", "what bar",
  ],
  robots: [
    // "all by hand?": on large roofs, the robot does it
    ...BY_HAND_WORDS,
    "robot", "drohne", "drohnen", "=drone", "=drones", "=droni", "=drone.",
    // or machines
    "avete macchine", "o macchine", "con macchine", "mit maschinen", "oder maschinen", "des machines", "ou machines", "with machines", "or machines",
  ],
  duration: [
    // "wie lang geht / gaht …?"
    "wie lang", "lang geht", "lang gaht", "lang goht",
    "dauer", "wie lange", "lang dauert", "combien de temps", "=duree", "=dure", "quanto tempo", "durata", "=dura",
    "how long", "=takes", "take to", "stunden dauert", "ci vuole", "ci mette", "prend",
    "wie viel zeit",
    "how much time",
    "combien d'heures",
    "quante ore",
    "how many hours",
    "wie viele stunden",
    "=dauert",
    "=prend",
    "=richiede",
  ],
  onTheDay: [
    // what is needed on site
    "il vous faut sur place", "vous faut sur place", "braucht ihr vor ort", "brauchen sie vor ort", "vi serve sul posto",
    "need on site", "need on the day",
    "zuhause", "zu hause", "anwesend", "dabei sein", "daheim", "wasserhahn", "wasseranschluss", "=strom",
    "stromanschluss", "zugang", "present", "presence", "robinet", "electricit", "=acces", "=presente", "rubinett",
    "=power", "power socket", "=socket", "presa elettrica", "prise electrique", "steckdose",
    "corrente", "accesso", "at home", "be home", "be there", "=tap", "electricity", "access", "vorbereiten", "preparer",
    "preparare", "prepare", "leiter", "echelle", "scala", "ladder", "gerust", "echafaud", "ponteggi", "scaffold",
    "a casa", "chez moi", "etre la", "essere presente", "presenza", "a la maison", "sois la",
    "que je sois", "soyons la",
    // away on the day
    "on holiday", "on holidays", "on vacation", "we are away", "we're away", "en vacances", "in vacanza",
    "in ferie", "in den ferien", "im urlaub", "nicht da sind", "pas la", "non ci siamo",
    "=da sein",
    "muss ich da",
    "dois-je etre",
    "devo esserci",
    "do i need to be",
    "wasser und strom",
    "eau et electricite",
    // "l'eau et le courant" (electric current)
    "=courant", "eau et le courant",
    "acqua e corrente",
    "water and electricity",
    "steckdose",
    "prise",
    "presa",
    "=socket",
  ],
  interval: [
    // "plus souvent qu'ailleurs", care intervals written as one word
    "=souvent", "pflegeinterv", "reinigungsinterv", "wartungsinterv",
    // "quel rythme de nettoyage ?"
    "=rythme", "=ritmo", "=rhythmus", "=cadence", "=cadenza",
    // how many cleanings a year
    "cleans per year", "cleanings per year", "cleanings a year", "cleans a year", "visits per year", "visits a year",
    "nettoyages par an", "passages par an", "pulizie all'anno", "pulizie l'anno", "reinigungen pro jahr",
    "reinigungen im jahr", "manutenzioni all'anno", "interventi all'anno", "visite all'anno", "einsatze pro jahr",
    "pflegegange pro jahr", "entretiens par an", "interventions par an",
    // after how many years again
    "dopo quanti anni", "ogni quanti anni", "nach wie vielen jahren", "alle wie viele jahre", "au bout de combien",
    "tous les combien d'annees", "after how many years", "how many years before",
    // every six months, twice a year
    "six mois", "6 mois", "sechs monat", "6 monat", "halbjahr", "sei mesi", "6 mesi", "six months", "6 months",
    // Swiss German 'wie mängisch' (how often)
    "mangisch", "wie mangisch", "wie vill mal",
    "wie oft", "how often", "haufig", "=oft", "regelmass", "intervall", "interval", "rhythmus", "jahrlich",
    "alle wie viel", "frequen", "tous les combien", "combien de fois", "spesso", "ogni quanto", "quante volte",
    "=often", "annual", "mal pro jahr", "mal im jahr", "intervall", "cadenza", "periodic", "wie hufig",
    "how many visits", "wie viele besuche", "wie viele pflegegange", "combien de passages", "combien de visites",
    "quante visite", "quanti interventi",
    "wie haufig",
    "wie oft sollte",
    "a quelle frequence",
    "a quelle frequenza",
    "con quale frequenza",
    "ogni quanti",
    "alle wieviel",
    "how frequently",
    "how regularly",
    "jedes jahr",
    "chaque annee",
    "ogni anno",
    "every year",
    "alle zwei jahre",
    "tous les deux ans",
    "ogni due anni",
    "every two years",
    "how many times", "times a year", "times per year", "fois par an", "fois par annee", "volte all'anno", "volte l'anno", "einmal im jahr", "einmal pro jahr", "once a year", "una volta all'anno",
    "mal im jahr", "wie viele male", "wievielmal",
    // "is every 2 years enough?", "längts alli zwei Jahr?"
    "every 2 years", "every 3 years", "every three years", "alle 2 jahr", "alle zwei jahr", "alle 3 jahr", "alle drei jahr",
    "tous les 2 ans", "tous les 3 ans", "tous les trois ans", "ogni 2 anni", "ogni 3 anni", "ogni tre anni",
  ],
  yield: [
    "ertrag", "mehrertrag", "rendement", "rendiment", "=yield", "=output", "lohnt", "bringt das", "bringt es", "=resa",
    "bringt eine", "vale la pena", "vaut la peine", "worth it", "pays off", "rentab", "rentier", "produzion",
    "si ripaga", "ripaga", "se rembourse", "pay for itself", "pays for itself", "macht sich bezahlt", "pay off",
    "=production", "effizienz", "efficac", "efficien", "mehr strom", "plus d'electricite", "piu corrente",
    "more power", "produce more", "produces more", "produce after", "produces after", "liefert mehr", "erzeugt mehr",
    // "ça rapporte plus de courant ?": what a cleaning brings in, not a report
    "=rapporte", "=rapportent", "ca rapporte", "plus de courant",
    // "rechnet sich das?": whether it pays off, not a calculator
    "rechnet sich", "rechnet es sich", "rechnen sich", "rechnet sichs",
    "leistungssteiger",
    "gain de rendement",
    "aumento di produzione",
    "boost",
    "more electricity",
    "plus de production",
    "piu produzione",
    "effekt",
    "bringt das was",
    "lohnt es sich",
    "vaut le coup",
    "=conviene",
    "worth",
  ],
  loss: [
    // Swiss German 'verlürt'
    "verlur",
    "verlust", "verlier", "verlor", "=perte", "=pertes", "perdit", "=perd", "=perds", "=perdons", "=perdez", "=perdent",
    "=perdu", "=perdre", "=perdrais", "=perdrait", "=perdo", "=perde", "=perdere", "=perdiamo", "=perdono", "=perso", "=lose", "=loses", "=losing", "=loss", "=lost",
  ],
  leadTime: [
    // how long before to book ("how far in advance should I book?")
    ...ADVANCE_WORDS,
    // fitting the visitor in
    "fit me in", "fit us in", "fit in",
    // a free slot, when you can come
    "un buco", "einen slot", "a slot", "un creneau", "creneau", "freien termin", "wann kommt ihr", "wann konnt ihr kommen", "quand pouvez-vous venir", "quando potete venire", "when could you come",
    "termin", "wann konn", "wann kann", "wann habt", "warte", "wartezeit", "=delai", "rendez", "attente",
    "appuntament", "=attesa", "appointment", "when can", "how soon", "=wait", "lead time", "verfugbar", "disponib",
    "available", "availability", "=quand", "=quando", "bald", "=tot", "=presto", "=soon", "ausgebucht",
    "wie lange warten",
    "combien de temps attendre",
    "quanto devo aspettare",
    "how long to wait",
    "nachste termin",
    "prochain rendez-vous",
    "prossimo appuntamento",
    "next appointment",
    "frei",
    "libre",
    "libero",
    "free slot",
    "wartefrist",
    "=waiting",
    // how long until we come ("quanto tempo ci vuole prima che venite?", "et pour un rdv?")
    "prima che veni", "prima che arriv", "bis ihr kommt", "bis ihr da seid", "before you come", "before you can come",
    "avant que vous veniez", "avant de venir", "=rdv", "wann hattet", "wann hatten sie",
    // the high season, when the wait is longest
    "hochsaison", "pleine saison", "haute saison", "piena stagione", "alta stagione", "high season", "peak season",
    "busy season", "busy time", "busiest",
  ],
  replyTime: [
    // when an answer comes
    "expect an answer", "expect a reply", "an answer", "when will i hear",
    "antwort", "zuruckmeld", "melden sie sich", "meldet ihr", "=reponse", "=repond", "repondez", "rispost",
    "rispond", "=reply", "respond", "get back", "hear back", "=rueckmeld", "ruckmeld",
    // "how long till someone answers?"
    "someone answers", "somebody answers", "till someone", "until someone",
  ],
  responseTime: [
    "reaktionszeit", "wie schnell", "vor ort", "=schnell", "intervention", "=rapid", "=vite", "rapidement",
    "tempo di intervento", "tempi di intervento", "rapidamente", "how fast", "how quickly", "response time",
    "=quickly", "=fast", "sur place", "sul posto", "on site",
  ],
  hours: [
    // Swiss German weekdays
    "samschtig", "sunntig", "=samsch",
    "offnungszeit", "burozeit", "geoffnet", "=offen", "=horaire", "=horaires", "heures d'ouverture", "=ouvert", "=ouverts", "=ouverte",
    "=orari", "=orario", "=aperti", "opening hours", "office hours", "you open", "open on", "open at", "open until",
    "open till", "open today", "open tomorrow", "open saturday", "open sunday", "still open", "samstag", "=samedi", "=sabato",
    "saturday", "feierabend", "bis wann", "jusqu'a quelle heure", "fino a che ora", "what time", "uhrzeit", "=heure",
    "=ore", "erreichbar", "raggiungibil", "joignable", "=reachable",
    // "what are your hours?", "à quelles heures?"
    "your hours", "quelles heures", "=vos heures", "=i vostri orari",
    "phone hours", "telephone hours", "calling hours", "=hours", "telefonzeit", "heures d'appel", "heures de permanence",
    "orari telefonici", "orario telefonico",
    "offnungszeiten",
    "heures de bureau",
    "orari d'ufficio",
    "orario d'ufficio",
    "opening times",
    "=wochenende",
    "=weekend",
    "=week-end",
    "=fine settimana",
    "=sonntag",
    "=dimanche",
    "=domenica",
    "=sunday",
    "telefonzeiten",
    "=uhr",
  ],
  contact: [
    // Swiss German 'aalüte' (to ring)
    "aalute", "aaluute", "alute", "telefoniere",
    "kontakt", "telefon", "=nummer", "anruf", "anrufen", "=email", "=e-mail", "=mail", "adresse", "whatsapp",
    "=contact", "=contacter", "telephon", "=numero", "appeler", "joindre", "contatt", "chiamar", "indirizz",
    "=phone", "=call", "=reach", "=address", "=wo seid", "wo sind sie", "=sitz", "=siege", "=sede", "where are you",
    "ou etes", "dove siete", "schreiben", "ecrire", "scriver", "write to", "=email?", "=sms",
    "telefonnummer",
    // where our office is, to call in or drop something off
    "euer buro", "eures buro", "eues buro", "ihr buro", "ihres buro", "votre bureau", "vos bureaux", "vostro ufficio",
    "vostri uffici", "your office", "verbibring", "vorbeibring", "vorbeikommen", "drop by", "drop off",
    "numero de telephone",
    "numero di telefono",
    "phone number",
    "=mail-adresse",
    "=e-mail-adresse",
    "adresse e-mail",
    "indirizzo e-mail",
    "email address",
    "erreiche ich",
    "euch erreichen",
    "sie erreichen",
    "vi raggiungo",
    "vous joindre",
    "raggiungervi",
    "get in touch",
    "in contact",
    "melden",
    "=kontaktieren",
  ],
  regions: [
    // a radius, or where we are based
    "=umkreis", "=rayon", "=raggio", "=radius", "how many km", "wie viele km", "wieviele km", "combien de km", "quanti km", "how far", "wie weit", "too far", "zu weit", "trop loin", "troppo lontan", "=jusquou", "ou vont", "ou allez", "loin allez", "fin dove", "=bases", "=basee", "basiert", "based", "siete basati",
    // 'do you also work in …?'
    // "which parts of Switzerland do you serve?"
    "parts of switzerland", "do you serve", "areas do you serve", "areas you serve",
    "work in", "do you work in", "lavorate in", "lavorate nel", "lavorate anche", "travaillez dans", "travaillez aussi", "travaillez en", "arbeitet ihr in", "arbeitet ihr auch in", "arbeiten sie in",
    // "Deckt ihr Winterthur ab?": covering a place is serving it
    "deckt ihr", "decken sie", "abgedeckt", "=abdecken", "couvrez", "coprite",
    // "Vous allez jusqu'à Genève ?" (the elided "jusqu'" is dropped): going as far as a place
    "vous allez a", "vous venez a", "vous allez en", "vous venez en", "andate fino", "venite fino", "arrivate fino",
    "vous montez a", "vous descendez a", "salite fino", "scendete fino",
    "go as far as", "come as far as",
    "kommt ihr bis", "fahrt ihr bis", "kommen sie bis", "fahren sie bis",
    "region", "gebiet", "einzugsgebiet", "wo arbeitet", "kommt ihr", "kommen sie", "auch nach", "ganze schweiz",
    // "do you really cover the whole country?"
    "whole country", "entire country", "all of switzerland", "all over switzerland", "ganzen schweiz", "toute la suisse",
    "tutta la svizzera",
    "kanton", "romandie", "welsch", "westschweiz", "tessin", "ticino", "=tessiner", "regioni",
    "=area", "=areas", "come to", "venez", "venite", "deplacez", "servite", "servez", "intervenez", "intervenite",
    "suisse romande", "svizzera romanda", "french-speaking", "italian-speaking", "wo seid ihr tatig",
    // "or only German-speaking Switzerland?"
    "german-speaking", "deutschschweiz", "suisse alemanique", "svizzera tedesca",
    "where do you work", "which areas", "towns", "=cities", "stadte", "=villes", "=citta",
    // where the teams are ("et elles sont où ?")
    "elles sont ou", "ou sont elles", "ou sont vos", "wo sind sie", "wo sind die", "dove sono", "where are they",
    "where are your",
    // the regions' own names ("Habt ihr ein Team in der Ostschweiz?")
    "nordwestschweiz", "zentralschweiz", "innerschweiz", "ostschweiz", "mittelland", "berner oberland", "graubunden", "grigioni", "grisons", "oberaargau",
    "suisse centrale", "suisse orientale", "nord-ouest de la suisse", "svizzera centrale", "svizzera orientale",
    "svizzera nord-occidentale", "central switzerland", "eastern switzerland", "northwestern switzerland", "north-west switzerland",
    "toute la suisse",
    "tutta la svizzera",
    "all of switzerland",
    "whole of switzerland",
    "einsatzgebiet",
    "zone d'intervention",
    "zona d'intervento",
    "service area",
    "wo seid ihr",
    "=kommt ihr",
    "=auch nach",
    "=venez",
    "=venite",
    "=bis nach",
    "fino a",
    "as far as",
  ],
  asbestos: [
    "asbest", "eternit", "faserzement", "amiant", "fibrocim", "fibre-cim", "fibrocement", "fibrocemento",
    "fibre cement", "fiber cement",
    "asbestzement",
    "amiante-ciment",
    "cemento-amianto",
    "asbestos cement",
  ],
  // set by the reading of an article asked for, not by a word of its own ("gibt es einen Blogartikel über …?")
  article: [],
  // the business page's three examples and their return on the cleaning's cost
  roiExamples: [
    "rendite", "=roi", "return on investment", "retour sur investissement", "ritorno sull'investimento",
    "ritorno d'investimento", "beispiel mit zahlen", "beispiele mit zahlen", "example with figures",
    "example with numbers", "exemple chiffre", "exemples chiffres", "esempio con i numeri", "esempio con numeri",
    "esempio concreto", "konkretes beispiel", "concrete example", "exemple concret", "praxisbeispiel", "case stud",
  ],
  // roofs of slate, and of metals whose patina we keep
  slateRoof: ["schiefer", "naturschiefer", "ardoise", "ardesia", "=slate", "=slates"],
  metalRoof: [
    "kupfer", "titanzink", "=zink", "zinkdach", "=cuivre", "=zinc", "zinc-titane", "titanzinco", "=rame", "copper",
    "titanium zinc", "patina", "patine",
  ],
  leafGuard: [
    "laubschutz", "laubfang", "=gitter", "=grille", "pare-feuille", "griglia", "parafoglie", "leaf guard",
    "gutter guard", "=mesh", "laubgitter",
    "laubschutzgitter",
    "blatter",
    "feuilles",
    "foglie",
    "=leaves",
    "=laub",
    "=netz",
    "=filet",
    "=rete",
  ],
  tasks: [
    "what do you actually do", "was macht ihr eigentlich", "que faites-vous concretement", "cosa fate concretamente",
    // what a service consists of
    "en quoi consiste", "=consiste", "in cosa consiste", "in che cosa consiste", "consist of", "consists of", "woraus besteht",
    "was macht ihr", "was machen sie", "umfasst", "beinhalt", "inbegriffen", "enthalten", "=pflege", "comprend",
    "inclu", "comprende", "includ", "what does", "was gehort", "que faites", "cosa fate", "what do you do",
    "vous faites quoi", "faites quoi", "che cosa fate", "cosa fate esattamente", "was macht ihr genau",
    "unkraut", "samling", "semis", "mauvaises herbes", "erbacce", "weeds", "seedling",
  ],
  contracts: [
    // volume discounts, stated with the contracts
    ...VOLUME_DISCOUNT_WORDS,
    "vertrag", "vertrage", "=abo", "abonnement", "=paket", "=pakete", "=stufe", "=basis", "=professional",
    "=enterprise", "contrat", "=formule", "contratt", "pacchett", "contract", "=tier", "=tiers", "=package",
    "packages", "modell", "modele", "modello", "mindest", "minimum", "minimal", "ab welcher", "taille minimale",
    "dimensione minima", "minimo",
    // the compounds that name a contract
    "wartungsvertrag", "servicevertrag", "jahresvertrag", "pflegevertrag", "rahmenvertrag",
  ],
  consultation: [
    // the visit before a business offer
    "inspection visit", "site inspection", "visit the site", "visite d'inspection", "visite sur place", "begehung", "vor-ort-besichtigung", "sopralluogo",
    "beratung", "erstberatung", "besichtigung", "vor-ort-termin", "conseil", "=visite", "consulenz", "sopralluog",
    "consultation", "site visit", "advice", "beraten", "conseiller", "consigli",
    "vor ort anschauen",
    "beurteilen",
    "evaluer",
    "valutare",
    "assess",
    "assessment",
    "begutacht",
    "expertise",
    "perizia",
    "inspect the site",
  ],
  plan: [
    "wartungsplan", "pflegeplan", "plan d'entretien", "plan d entretien", "piano di manutenzione",
    "maintenance plan", "checkliste", "checklist",
    "jahresplan",
    "zum ausdrucken", "ausdruck", "imprimable", "=imprimer", "stampabile", "=stampare", "printable", "=print",
    "zeitplan", "printable schedule", "maintenance schedule", "cleaning schedule", "schedule of", "schedule with",
    "calendrier",
    "calendario",
    "calendar",
    "checkliste herunterladen",
    "runterladen",
    "telecharger",
    "scaricare",
    "download",
    "herunterladen",
  ],
  season: [
    "jahreszeit", "=winter", "=sommer", "fruhling", "fruehling", "=herbst", "=schnee", "=frost", "=saison", "=hiver",
    "=ete", "printemps", "automne", "=neige", "=gel", "stagion", "inverno", "=estate", "primavera", "autunno",
    "=neve", "=gelo", "=season", "=summer", "=spring", "autumn", "=snow", "best time", "beste zeit",
    "meilleur moment", "meilleure periode", "periode de l'annee", "miglior periodo", "best period", "periodo migliore", "momento migliore", "periodo dell'anno", "moment de l'annee",
    "time of year", "time of the year", "zeit im jahr", "wann im jahr", "when in the year", "moment dans l'annee", "le bon moment", "momento dell'anno", "momento giusto", "right time to",
    "bester zeitpunkt", "richtige zeitpunkt", "right time of year", "=hitze", "canicule", "caldo", "heat", "=luglio",
    "bollent", "=hot", "=chaud", "=heiss", "freezing", "below zero", "minusgrad", "sous zero", "sotto zero",
    ...HOT_PANELS,
    "=jahreszeit",
    // "Wann im Jahr …?", "when in the year is it best …?"
    "wann im jahr", "when in the year", "quand dans l'annee", "quando nell'anno", "which time of year", "which months",
    "welche monate", "quels mois", "quali mesi",
    "=saisons",
    "=stagioni",
    "=seasons",
    "=januar",
    "=februar",
    "=dezember",
    "=janvier",
    "=fevrier",
    "=decembre",
    "=gennaio",
    "=febbraio",
    "=dicembre",
    "=january",
    "=february",
    "=december",
    "=eis",
    "=glace",
    "=ghiaccio",
    "=ice",
    "pollenzeit",
    "pollen",
  ],
  company: [
    "gegrundet", "grundung", "seit wann", "wer seid", "uber euch", "uber sie", "erfahrung", "wie viele kunden",
    "=fonde", "=fondee", "fondat", "=equipe", "squadr", "founded", "who are you", "experience", "how many customers",
    "combien de clients", "quanti clienti", "=teams", "=team", "=equipes", "mitarbeit", "employ", "dipendent", "=kunden",
    "=clients", "=clienti", "=customers", "modules nettoy", "module gereinigt", "moduli pulit", "module geputzt", "module habt ihr schon", "module hend ihr scho", "habt ihr schon geputzt", "habt ihr schon gereinigt", "panels have you cleaned", "pannelli avete pulito", "moduli avete pulito", "=ditta", "esistete",
    "da quanti anni", "depuis quand", "how long have you", "since when", "company exist", "firma gibt es", "gibt es euch",
    "existiert ihr", "existez vous", "esistete da", "how old is the company", "how old is your company",
    "company started", "company was started", "started the company", "started your company", "business started",
    // how many panels cleaned so far
    ...PANELS_COUNTED, "have you cleaned", "you have cleaned",
    "you ve cleaned", "schon gereinigt", "bereits gereinigt", "bisher gereinigt", "avez vous nettoye", "avez nettoye",
    "avete gia pulito", "avete pulito", "finora pulit",
    "uber uns",
    "a propos",
    "chi siete",
    "about you",
    "wer steckt",
    "qui etes",
    "storia",
    "histoire",
    "history",
    "geschichte",
    "wie lange gibt",
    "how long have you been",
    "depuis combien",
    "da quanto tempo",
    "been around", "existiert ihr", "existieren sie", "existez", "existe depuis", "in business",
  ],
  // read from a start asked of a service we added ("Seit wann macht ihr Dachreinigung?"), not from words of its own
  companyHistory: [],
  // Why the company was founded: read by readAttributePairs.
  foundingReason: [],
  // the loss calculator's slider for the soiling level
  basicPackage: [],
  afterAcceptance: [],
  sedumColour: [],
  // read from the personal data asked of the chat or of where they are kept (read-objects.ts)
  chatPrivacy: [],
  damageDuringCleaning: [],
  // read from a roof type compared in price (read-objects.ts)
  roofFactor: [],
  // read from a deletion asked how, or an authority named with one's data (read-objects.ts)
  dataRights: [],
  // read from a roof's area asked how to estimate, and from a calculator asked whether it binds (read-objects.ts)
  roofAreaEstimate: [],
  calculatorEstimates: [],
  // Saharan dust on the panels: what to do about it (rinsed off, never wiped dry)
  saharaDust: ["sahara", "saharastaub", "saharan"],
  dataLocation: [],
  soilingSlider: ["schieberegler", "=regler", "=slider", "=curseur", "=cursore"],
  // read from a proof asked of the certification ("can I see proof of your certification?"), not from words of its own
  certificationProof: [],
  // read from a maker's warranty said to be lost ("could the wrong cleaning void the warranty?")
  warrantyRisk: [],
  // read from a green roof said to be mixed, or sedum with beds ("un misto, un po' di sedum e qualche aiuola")
  greenRoofMixed: [],
  // read from photos asked to be needed for a quote ("servono per forza delle foto per il preventivo?")
  photosForQuote: [],
  // read from power used on site named beside the loss or what a cleaning brings, without a grid price to reckon with
  ownUseExample: [],
  // the loss-calculator guide's worked examples: read from a guide, the calculator and an example by readQuoteAndContext
  lossGuideExamples: [],
  // the solar page calculator's index, which is not a loss ("index 40: do I lose 40 %?")
  soilingIndex: ["verschmutzungsindex", "indice d'encrassement", "indice di sporco", "soiling index"],
  // one person who looks after a business's sites ("une personne de contact fixe", "a dedicated contact person")
  contactPerson: [
    "ansprechperson", "ansprechpartner", "kontaktperson", "=interlocuteur", "interlocuteur attitre", "personne de contact",
    "=interlocutore", "persona di riferimento", "persona di contatto", "=referente", "contact person", "point of contact",
    "account manager", "seul contact", "seul interlocuteur", "single contact", "one contact", "single point of contact",
    "einen kontakt fur", "eine person fur", "un solo contatto", "un unico referente", "un unico contatto",
    "one person to deal with", "one person for", "a single person", "same person", "eine person", "dieselbe person",
    "une seule personne", "la meme personne", "una sola persona", "la stessa persona",
  ],
  rain: [
    "=regen", "=pluie", "pioggia", "=rain", "regnet", "=pleut", "piove", "=rage",
  ],
  diy: [
    "selber", "selbst reinigen", "selbst putzen", "moi meme", "moi-meme", "moi-même", "da solo", "da me", "myself",
    "ourselves", "gartenschlauch", "tuyau d'arrosage", "tubo dell", "garden hose", "=hose", "eigenreinigung",
    // "posso pulirli io con la canna?"
    "pulirli io", "pulirle io", "pulire io", "lavarli io", "=canna",
    // wiping them with a cloth ("mit einem Lappen abwischen")
    "abwischen", "wegwischen", "=lappen", "=tuch", "=wipe", "wipe them", "=cloth", "chiffon", "essuyer", "=panno",
    "straccio",
  ],
  repairs: [
    "repar", "ripar", "=defekt", "kaputt", "abime", "casse", "rott", "broken panel", "damaged panel", "fix it",
    "=kabel", "=cable", "=cables", "=cavo", "=cavi", "=riss", "=fissure", "=crepa", "=crack", "cracked", "=sistemate",
    "=fix", "=flicken", "=remplacer", "=sostituire", "=replace", "=ersetzen", "auswechseln", "=repair", "=broken",
    ...PRE_EXISTING_DAMAGE,
  ],
  included: [
    // "was ist alles dabei?"
    "alles dabei", "ist dabei", "sind dabei", "do i get with", "do we get with", "bekomme ich bei", "erhalte ich bei",
    "ai-je avec", "ottengo con",
    // is it charged on top?
    ...EXTRA_CHARGE,
    "inbegriffen", "inklusive", "im preis", "compris dans", "est compris", "sont compris", "compreso", "comprese",
    "incluso", "included", "what do i get", "separately", "separat", "separement", "a parte", "extra for",
    "=inclus", "=incluse", "=inclut", "=includes", "=include", "=enthalten", "=beinhaltet", "=comprende", "=comprend",
    "in addition",
    // "o è un extra?", "ist das extra?": charged on top (not "extra electricity": see understand)
    "=extra",
    "sichtkontrolle", "visuelle kontrolle", "controle visuel", "controllo visivo", "visual check", "visual inspection",
    ...CHECK_WHILE_CLEANING,
  ],
  surcharges: [
    "zuschlag", "zuschlage", "nachforderung", "supplement", "apres coup", "extra cost", "surcharg", "hidden cost",
    "versteckt", "cache", "nascost", "aggiuntiv", "=hidden",
  ],
  report: [
    // something in writing after the job
    "qualcosa di scritto", "per iscritto", "par ecrit", "quelque chose d'ecrit", "schriftlich", "in writing",
    // a written account of the job
    "compte rendu", "compte-rendu", "=bericht", "resoconto", "write-up",
    "protokoll", "reinigungsprotokoll", "=report", "=rapport", "rapporto", "before/after", "before and after", "vorher nachher",
    "vorher und nachher", "avant apres", "prima e dopo", "=nachweis", "=reporting", "=documentation",
    "qualche documento", "etwas schriftliches",
    // a paper after the job ("on reçoit un document après le nettoyage ?")
    "document apres", "document after", "dokument nach", "documento dopo",
    "=dokumentation", "=documentazione", "=esg",
    "paperwork",
  ],
  whatsapp: [
    // Swiss German 'es Foti'
    "=foti", "=fotis",
    "whatsapp", "=foto", "=fotos", "=photo", "=photos", "=bild", "=bilder", "=picture", "=pictures",
  ],
  difference: [
    "unterschied", "difference", "differenza", "differenz", "vs", "versus", "oder intensiv", "ou intensive",
    "o intensivo", "or intensive", "count as", "gilt als", "considerez comme", "considerate",
  ],
  watering: [
    "giess", "begiess", "bewasser", "wassern", "=arroser", "arrosage", "=arrose", "irrig", "annaffi", "innaffi", "bagnar",
    "=water it", "=watering", "=water the", "=water my", "=water an", "=water a", "=water our", "=water your", "to water", "sprinkler",
  ],
  // A green roof in winter: de-icing salt, frozen drains (kept only with the green roof named, in readQuoteAndContext).
  greenRoofWinter: [
    "streusalz", "auftausalz", "=salz", "sel de deneigement", "=sel", "sale antighiaccio", "=sale", "road salt",
    "de-icing", "=salt", "gefror", "vereis", "=gel", "=gele", "gelato", "ghiacci", "=frozen", "=freeze", "freezes",
  ],
  insuranceProof: [
    // proof of the liability insurance, however named
    "proof of your liability", "proof of your insurance", "proof of liability", "certificate of insurance",
    "nachweis der haftpflicht", "preuve de votre assurance", "prova dell'assicurazione",
    "versicherungsbestat", "versicherungsnachweis", "versicherungspolice", "versicherungszertifikat",
    "versicherungsausweis", "attestation d'assurance", "certificat d'assurance", "preuve d'assurance",
    "police d'assurance", "attestation", "attestato", "certificato di assicurazione", "certificato assicurativo",
    "polizza", "conferma dell'assicurazione", "proof of insurance", "insurance certificate",
    "certificate of insurance", "insurance policy",
  ],
  languages: [
    // 'I speak …', 'je parle …'
    "=parlo", "=parliamo", "=parle", "=spreche",
    // 'my German is poor': the language spoken with us
    "my french", "my german", "my italian", "mon allemand", "mein franzosisch", "il mio tedesco",
    "englisch", "english", "anglais", "inglese", "sprechen sie", "sprecht ihr", "sprechet", "redet ihr", "parlez",
    "parlate", "=parla", "=speak", "=speaks", "auf deutsch", "en allemand", "in tedesco", "in german",
    "franzosisch", "en francais", "in francese", "italienisch", "en italien", "in italiano", "in italian",
    "fremdsprach", "=langue", "=langues", "=lingua", "=lingue", "=language", "=languages", "=sprache", "=sprachen",
  ],
  // What the quote calculator takes: its fields, units and their conversion, roof types, largest size.
  calculatorInputs: [
    // the calculator's largest size
    "jusqu'a quelle taille", "quelle taille maximale", "fino a che dimensione", "fino a quale dimensione", "bis zu welcher grosse", "wie gross darf", "largest size", "how big can",
    "biggest size", "biggest system", "grosste anlage", "grosste flache", "maximale grosse", "taille maximale",
    "plus grande taille", "dimensione massima", "massima dimensione", "impianto piu grande",
    // what to have at hand for the quote
    "sotto mano", "portata di mano", "zur hand", "bereithalten", "sous la main", "to hand", "on hand", "have ready",
    "eingeb", "eintrag", "eintipp", "pflichtfeld", "eingabefeld", "formularfeld", "welche felder", "umrechn", "umgerechnet", "pro modul",
    "pro kwp", "dacharten", "=einheit", "=einheiten", "statt quadratmeter", "statt m2", "statt m²", "grosse max",
    "saisir", "=saisi", "=entrer", "champ obligatoire", "champs obligatoires", "quels champs", "obligatoire", "convert", "par module", "par kwc",
    "types de toit", "=unite", "=unites", "au lieu des", "taille max", "=inserire", "inserisc", "metter",
    "campi obbligatori", "campo obbligatorio", "quali campi", "obbligator", "convert", "per modulo", "per kwp", "tipi di tetto", "unita di misura",
    "al posto dei", "al posto del", "dimensione max", "=enter", "type in", "=input", "required field", "which fields", "form field", "required",
    "mandatory", "per panel", "per kwp", "roof types", "=unit", "=units", "instead of", "max size", "maximum size",
    // the size in another unit than square metres ("il numero di pannelli invece dei metri quadri")
    "invece dei metri", "instead of square", "au lieu des metres", "statt der quadratmeter",
    // kWp turned into square metres, or only the number of panels known
    "turn kwp into", "kwp into", "into square metres", "into square meters", "kwp in m2", "kwp in m²", "kwp in quadratmeter",
    "kwc en m2", "kwc en m²", "kwc en metres", "kwp in metri", "kwp en m2", "kwp en m²",
    "only know the number", "only know how many", "nur weiss wie viele", "nur die anzahl",
    "solo il numero di", "so solo quanti",
  ],
  // The company's identity as the imprint states it: UID, commercial register, company name.
  identity: [
    "=uid", "uid-nummer", "uid nummer", "=ide", "=idi", "handelsregister", "registre du commerce",
    "registro di commercio", "registro commerciale", "commercial register", "company number", "registration number",
    "firmennummer", "unternehmensnummer", "identifikationsnummer", "numero d'identification",
    "numero di identificazione", "business identification", "impressum", "mentions legales", "note legali",
    "imprint", "legal notice", "firmenname", "raison sociale", "ragione sociale", "company name", "rechtsform",
    "forme juridique", "forma giuridica", "legal form",
    // "Are you a registered company? Where can I see your company details?"
    "registered company", "registered swiss company", "company details", "eingetragene firma", "entreprise inscrite",
    "ditta registrata",
  ],
  // Where the office is, to visit it.
  office: [
    // where the company sits
    "firmensitz", "firmesitz", "hauptsitz", "=sitz", "siege social", "votre siege", "=sede", "vostra sede", "sede legale",
    "headquarters", "head office",
    "euer buro", "eure buro", "ihr buro", "ihrem buro", "eurem buro", "bei euch vorbei", "bei ihnen vorbei",
    ...WHERE_BASED,
    "=bureau", "=bureaux", "votre bureau", "passer chez vous", "passer vous voir", "venir chez vous", "=ufficio",
    "vostro ufficio", "passare da voi", "venire da voi", "=office", "your office", "drop by", "drop in", "stop by",
    "come by", "visit you", "visit your",
  ],
  // Lasting damage from dirt: hotspots, or whether it is only cosmetic.
  soilingDamage: [
    "hotspot", "hot spot", "hot-spot", "point chaud", "points chauds", "punto caldo", "punti caldi", "dauerhaft",
    "permanent", "durablement", "definitiv", "irreparab", "irreversib", "kosmetisch", "cosmetic",
    "esthetique", "estetic", "schonheitsfehler",
  ],
  // Where the cleaning water comes from.
  waterSource: [
    // whether the visitor must provide water
    "von mir wasser", "wasser von mir", "provide the water", "provide water", "fournir l'eau", "fornire l'acqua", "wasser bereitstellen",
    "fornire io l'acqua", "fornisco l'acqua", "fornire l'acqua io", "l'eau fournie",
    // whose water
    "water from us", "need water", "our tap", "de l'eau chez", "acqua da noi", "wasser von uns",
    "woher kommt das wasser", "woher nehmt", "woher das wasser", "woher kommt euer wasser", "eigenes wasser",
    "euer wasser", "mein wasser", "unser wasser", "wasser mitbringen", "d'ou vient", "d'ou provient", "votre eau",
    "mon eau", "notre eau", "la mienne", "amenez", "apportez", "da dove viene",
    "da dove prende", "vostra acqua", "mia acqua", "nostra acqua", "portate l'acqua", "portate voi", "where does the water",
    "get the water", "your own water", "my water", "our water", "bring water", "bring your own", "ionenaustausch",
    "bringt ihr", "nehmt ihr", "bringen sie", "nehmen sie", "mitbring",
    "echange d'ions", "scambiator", "scambio ionico", "ion exchange", "ion-exchange",
    // why not plain tap water: the card says what demineralised water does that tap water does not
    "leitungswasser", "normales wasser", "hahnenwasser", "eau du robinet", "eau normale", "acqua del rubinetto",
    "acqua normale", "acqua di rete", "tap water", "normal water", "mains water",
    // how the water is made pure, and whether the visitor's hard water leaves marks: the water demineralised on site
    "preparate l'acqua", "come la preparate", "prepare the water", "preparez l'eau", "wasser aufbereit", "aufbereitet",
    "la portate", "hard water", "water is hard", "water is super hard", "water is very hard", "hartes wasser",
    "wasser ist hart", "wasser ist sehr hart", "eau dure", "eau est dure", "eau tres dure", "acqua dura",
    "acqua e dura", "acqua molto dura", "=kalk", "kalkig", "kalkhalt", "=calcaire", "=calcare", "limescale",
    "lime spot", "lime mark", "water spot", "water mark", "on the glass", "sur le verre", "sul vetro", "auf dem glas",
  ],
  // What happens to the data a visitor enters: stored, sent, kept, deleted.
  personalData: [
    // data reaching the company
    "vi arrivano", "arrivano a voi", "reach you", "finiscono da voi", "arrivano da voi", "vous arrivent", "vous parviennent", "bei euch an", "bei ihnen an",
    // data sent or saved somewhere
    "sont envoyees", "sont envoyes", "est envoye", "=saved", "saved anywhere", "=speichert", "speichern", "inviati", "inviate",
    // how long data are kept
    "keep the data", "keep my data", "keep my details", "store my data", "=data",
    "how long do you keep", "quanto tempo tenete", "tenete i dati", "tenete i messaggi", "combien de temps gardez",
    "wie lange speichert", "wie lange bewahrt", "wie lange behaltet",
    "datenschutz", "personendaten", "gespeichert", "aufbewahr", "bewahrt", "ubermittelt",
    "weitergegeben", "enregistr", "conserv", "gardez", "stocke", "transmis", "supprim",
    "confidentialit", "protection des donnees", "donnees personnelles", "memorizz", "salvat", "salvate", "trasmess",
    "protezione dei dati", "dati personali", "privacy", "=stored", "=store", "=kept", "sent to you",
    "get sent", "=shared", "personal data",
    // one's own data, to be deleted or shown ("dass ihr meine Daten löscht", "la suppression de mes données")
    "meine daten", "mes donnees", "miei dati", "my data", "my details", "dati che vi ho",
  ],
  // The blog's newsletter: subscribing, confirming, unsubscribing.
  newsletter: ["newsletter", "infolettre", "lettre d'information", "lettre d'info"],
  // Whether the home page's explainer video sends data to YouTube.
  videoPrivacy: ["youtube", "=nocookie"],
  // The wear a loss calculator counts (read only beside a calculator: read-quote-and-context.ts).
  lossWear: [],
  // What a maintenance contract brings (read beside a contract: read-quote-and-context.ts).
  contractBenefits: [],
  // The home page's before-and-after projects.
  beforeAfter: [
    "vorher nachher", "vorher und nachher", "vorher-nachher", "avant apres", "avant et apres", "avant-apres",
    "prima e dopo", "prima-dopo", "prima dopo", "before and after", "before-and-after", "before after", "before/after",
    "=galerie", "=galleria", "=gallery",
  ],
  // The home page's explainer video.
  explainerVideo: ["=video", "=videos", "=vidéo", "=vidéos", "erklarvideo", "erklärvideo"],
  // Cookies and Google Analytics: whether visitors are tracked.
  analytics: [
    "google analytics", "=analytics", "=tracking", "=tracked", "getrackt", "tracken", "=trackt", "=tracke", "=traque",
    "=pistage", "=tracciamento", "=tracciato", "=tracciati", "=cookie", "=cookies",
  ],
  // Set from personalData when a calculator is named (understand.ts).
  calculatorData: [],
  // A reminder for the next cleaning.
  reminder: [
    "erinner", "benachrichtig", "=rappel", "=rappels", "rappeler le prochain", "me rappeler quand",
    "rappelez-moi quand", "me prevenir", "prevenez-moi", "ricord", "promemoria", "avvisiate", "avvisarmi", "avvisate",
    "remind", "=notify", "let me know when",
    // "meldet ihr euch, wenn die nächste Reinigung fällig ist?"
    "=fallig", "is due", "next one is due", "a echeance", "prochain nettoyage est du", "scade la prossima",
    // "vous pouvez me faire penser quand … ?"
    "faire penser", "mi fate sapere quando", "tell me when", "sagt ihr mir wann", "sagen sie mir wann",
    // following up on a quote not answered
    "relancer", "=relance", "=relancez", "nachfassen", "hakt ihr nach", "sollecitate", "mi sollecitate", "follow up",
    "chase me",
    // "c'è modo di farmi segnalare in automatico la pulizia successiva?"
    "farmi segnalare", "segnalarmi", "in automatico",
  ],
  // Safety on the roof: Suva rules, fall protection.
  // renting the home: who orders work on the roof
  tenant: [
    "=mieter", "=mieterin", "mietwohnung", "ich miete", "wir mieten", "zur miete", "=vermieter", "vermieterin",
    "=locataire", "=locataires", "je loue", "nous louons", "en location", "=bailleur", "inquilin", "in affitto",
    "=affitto", "padrone di casa", "=locatore", "=tenant", "=tenants", "i rent", "we rent", "renting", "landlord",
    "letting agent",
  ],
  // clearing snow off the panels oneself: read by readObjects
  snowYourself: [],
  // stepping on the panels
  walkOnPanels: [
    "betret", "herumlauf", "auf den modulen lauf", "auf die module steig", "auf den panels lauf", "auf die panels",
    "auf den module herum", "auf den modulen rum", "auf den panels herum",
    "auf den modulen herum", "auf den panels herum", "uf de module ume",
    "marcher sur", "marchez sur", "marchent sur", "marche sur", "montent sur", "monter sur les panneaux", "marchant dessus",
    "camminano sui", "walks on", "walk over", "camminare sopra", "camminate sopra",
    "camminare sui", "camminate sui", "salire sui pannelli", "walk on", "walking on", "step on", "stand on",
    "climb on the panels",
  ],
  // tree seedlings on a green roof, and why they go
  seedlings: [
    "baumchen", "baumli", "samling", "baumsamling", "geholz", "=birke", "=birken", "=ahorn", "bouleau", "=semis", "=arbrisseau",
    "=arbrisseaux", "petits arbres", "betull", "semenzal", "alberell", "piccoli alberi", "seedling", "sapling",
    "little trees", "small trees", "=birch", "=birches", "=maple", "tree seedlings", "jeunes arbres", "giovani alberi",
    "young trees", "junge baume", "kleine baume", "piantine d'albero", "piantine di alberi", "plantules d'arbres",
  ],
  safety: [
    // a steep roof: how we secure the work on it
    "=steil", "=steep", "=pentu", "=pentue", "tres en pente", "=ripido", "=ripida", "molto inclinato",
    // how we get up onto the roof safely
    "montez sur le toit", "montez vous sur le toit", "monter sur le toit", "get up on the roof", "get onto the roof", "aufs dach steigen",
    "aufs dach kommen", "salite sul tetto", "salire sul tetto",
    // falling from the roof
    "=caduta", "=cadute", "dalle cadute", "=chute", "=chutes", "falling off", "fall off", "=abstürze", "absturze",
    "sicherheit", "arbeitssicherheit", "absturz", "=suva", "anseil", "=securite", "plan de securite", "antichute",
    "harnais", "sicurezza", "anticaduta", "imbracatura", "safety", "fall protection", "=harness", "=norm", "=normen",
    // tied on with a rope ("vos ouvriers sont attachés ?", "are your guys tied off?")
    "=attaches", "=encordes", "angeseilt", "=imbragati", "tied off", "tied on", "roped",
    "=normes", "=norme", "=standards",
    // "comment vos employés sont-ils sécurisés?", "how are your workers secured?"
    "=securises", "=securise", "=securisee", "=securisees", "=secured", "=gesichert", "=assicurati in quota",
  ],
  // What else the company does.
  servicesOverview: [
    "dienstleistung", "=leistungen", "was bietet", "sonst noch", "=ausser", "weitere leistungen", "andere leistungen",
    "=prestations", "autres services", "que proposez", "d'autre", "=servizi", "altri servizi", "cosa offrite",
    "cos'altro", "oltre al", "oltre alla", "what else", "other services", "apart from", "=besides",
    "what do you offer", "=services",
  ],
  // Whether the quoted price holds (set too from a price word with a word of change, in understand.ts).
  // Set from a price word with a word of change (understand.ts): a fixed price asked for an unusual job is a person's
  // to give, so the words "Fixpreis", "prix ferme" alone ask nothing here.
  fixedPrice: [
    // a bill higher than the quote
    "hoherer betrag", "mehr als in der offerte", "als in der offerte", "als offeriert", "plus que le devis",
    "plus cher que le devis", "plus eleve que le devis", "piu del preventivo", "piu alto del preventivo",
    "piu caro del preventivo", "more than the quote", "higher than the quote", "more than quoted", "higher than quoted",
    // "ist das ein fixer Preis?": whether the price is fixed
    "fixer preis", "fixpreis", "fix preis", "prix fixe", "prix ferme", "prezzo fisso", "fixed price", "fixed-price",
    "final price", "endpreis", "prix definitif", "prezzo definitivo",
    // the bill against the quote ("will the final bill end up higher than the Offerte?")
    "final bill", "final invoice", "schlussrechnung", "facture finale", "fattura finale", "end up higher", "end up more",
    "bill be higher", "than the offerte", "als die offerte",
    // a price guarantee (the Professional contract's, when contracts are asked)
    "preisgarantie", "garantie de prix", "garantie du prix", "garanzia di prezzo", "garanzia del prezzo", "price guarantee",
  ],
  // Whether something is allowed (kept only with drones named).
  permission: [
    "erlaubt", "=darf", "=durft", "=durfen", "bewilligung", "=legal", "autoris", "permis", "consentit", "permess",
    "allowed", "=permitted", "vorschrift", "reglement", "regolament", "regulation", "=rules", "=regeln", "=regles",
    "=regole",
  ],
  combine: [
    // both objects at once
    "des deux", "=deux choses", "both of them", "all of it", "tutte e due", "alle beide",
    "im selben einsatz", "im gleichen einsatz", "in einem einsatz", "am selben tag", "am gleichen tag",
    "gleichzeitig", "miteinander", "kombinier", "gleich mit", "in einem aufwasch", "=beides", "=beide",
    "meme intervention", "meme passage", "meme jour", "en meme temps", "en une fois", "combiner", "combine",
    "les deux", "=ensemble", "stesso intervento", "stesso giorno", "contemporaneamente", "combinar", "=insieme",
    "entrambi", "tutti e due", "in una volta", "same visit", "same day", "same time", "at once", "=together",
    "=both",
    // Swiss German 'zäme' (together)
    "=zame", "=zamme", "mitenand",
    // "can you do the roof and the panels in one go?"
    "in one go", "in one visit", "one trip",
    // one appointment for both, or while we are up there anyway
    "im gleichen termin", "im selben termin", "beim gleichen termin", "am gleichen termin", "same appointment",
    "meme rendez-vous", "stesso appuntamento", "while you're up there", "while you are up there",
    "while you're there", "while you are there", "wenn ihr schon", "wo ihr schon", "tant que vous etes",
    "pendant que vous etes", "gia che siete", "mentre siete", "gia che venite", "visto che venite", "since you are coming",
    "since you come", "puisque vous venez", "wenn ihr sowieso kommt", "wenn ihr eh kommt",
    // while the panels are being cleaned ("anche le grondaie quando pulite i pannelli?")
    "quando pulite", "quand vous nettoyez", "when you clean", "when you're cleaning", "when you are cleaning",
    "wenn ihr putzt", "wenn ihr reinigt", "wenn ihr die", "wenn sie die", "while you clean", "mentre pulite",
  ],
  operations: [
    // shifts and production hours
    "production hours", "operating hours", "=shifts", "work around our", "work around your", "work around the",
    "work around my", "work around shift", "schichtbetrieb", "=schichten",
    "=turni", "orari di produzione", "heures de production", "produktionszeit",
    "betriebsunterbruch", "betriebsunterbrech", "ohne unterbruch", "betrieb unterbrech", "betrieb stoppen",
    "betrieb einstellen", "produktion unterbrech", "produktion stoppen", "produktion anhalten", "betriebszeit",
    "wahrend der produktion", "wahrend des betriebs", "im laufenden betrieb", "pendant la production",
    "durante la produzione", "during production", "during operation", "during operating hours",
    "arbeitszeiten", "interruption", "interrompre", "arreter la production", "arreter l'activite",
    "arreter notre production", "heures d'exploitation", "en dehors des heures", "hors des heures", "sans arret",
    "interruzion", "interromper", "fermare la produzione", "bloccare la produzione", "fermare l'attivita",
    // outside working hours ("fuori dagli orari di lavoro", "non si può fermare")
    "fuori dagli orari", "fuori orario", "al di fuori degli orari", "si puo fermare", "ausserhalb der arbeitszeit",
    "ausserhalb der betriebszeit", "outside working hours", "outside business hours", "outside our hours",
    "orari di lavoro", "orario di lavoro", "fuori orario", "senza fermare", "downtime", "interrupt", "shut down",
    "shutdown", "stop production", "stop operations", "working hours", "operating hours", "disrupt",
  ],
  minimum: [
    // from what size
    "ab welcher anlag", "ab welcher modul", "from what size", "from which size", "minimum module", "=minimum", "taille minimum", "surface minimum",
    "mindestgross", "mindestflach", "minimale flache", "minimale grosse", "ab welcher grosse", "ab welcher flache",
    "ab welcher modulflache", "ab wie viel", "ab wieviel", "taille minimale", "surface minimale",
    "a partir de quelle taille", "a partir de quelle surface", "da che grandezza", "da quale grandezza", "a partir de combien", "dimensione minima",
    "superficie minima", "a partire da quant", "minimum size", "minimum area", "minimum system", "how small",
    "smallest",
    "from what size", "from which size", "what size does", "ab welcher grosse", "a partir de quelle", "da che dimensione",
  ],
  quoteFree: [
    "kostenlos", "=gratis", "unverbindlich", "=free", "free of charge", "non-binding", "non binding",
    // "Ist die Offerte für mich verbindlich?", "is the quote binding?"
    "offerte verbindlich", "angebot verbindlich", "mich verbindlich", "uns verbindlich", "das verbindlich", "sie verbindlich",
    "verbindlich oder", "quote binding", "binding for me", "binding for us", "it binding", "devis contraignant",
    "offre contraignante",
    "obligation", "=commit", "committing", "commits", "gratuit", "sans engagement", "engage a", "m'engage",
    "gratuito", "gratuita", "senza impegno", "vincolant", "impegnativ",
  ],
  // Telling soiling from a fault in the yield data (the output-loss article's FAQ)
  monitoring: [
    "monitoring", "inverter app", "app des wechselrichters", "wechselrichter-app", "app de l'onduleur",
    "app dell'inverter", "suivi de production", "suivi de la production", "monitoraggio", "ertragsdaten",
    "ertragskurve", "yield data",
    // how to tell the panels are dirty, and a sudden drop (a technical fault, which the same answer says)
    "woran erkenne", "wie erkenne ich", "comment savoir si", "comment reconnaitre", "come faccio a capire",
    "come faccio a sapere", "come capisco", "how can i tell", "how do i know", "how do i tell", "plotzlich",
    "comment voir si", "je peux voir si", "peut on voir si", "wie sehe ich ob", "how can i see if", "how can i see whether",
    "come vedo se", "posso vedere se",
    "auf einen schlag", "von einem tag auf den anderen", "d un coup", "brusquement", "soudain", "du jour au lendemain",
    "da un giorno all altro", "da un giorno", "all improvviso", "improvvis", "sudden", "overnight", "from one day to the next",
    "production a chute", "rendement a chute", "chute de production", "chute de rendement", "crollat", "=crollo",
    "eingebrochen", "=einbruch", "yield dropped", "output dropped", "production dropped",
  ],
  // A sudden drop in yield: read from the monitoring's words for one (SUDDEN_DROP_WORDS) by readObjects.
  suddenDrop: [],
  // The tariff the visitor enters in the loss calculator (read from a tariff asked with entering it: see understand).
  tariffInput: [
    "which feed-in tariff should", "what feed-in tariff should", "welche einspeisevergutung soll",
    "quel tarif de reprise dois", "quale tariffa di ripresa devo",
    // "je mets quel tarif?", "welchen Tarif gebe ich ein?"
    "je mets quel tarif", "quel tarif je mets", "quel tarif mettre", "welchen tarif gebe", "welchen tarif soll",
    "che tariffa metto", "quale tariffa metto", "quale tariffa devo", "che tariffa devo", "quel tarif dois", "quel tarif je dois",
    "welchen tarif muss", "welche vergutung muss", "what tariff should", "which rate should", "what tariff do i", "which tariff do i", "which tariff should",
  ],
  tariff: [
    "einspeiseverg", "ruckliefer", "rueckliefer", "einspeisetarif", "tarif de reprise", "tarif de rachat",
    "prix de reprise", "tariffa di ripresa", "tariffa di ritiro", "tariffa di immissione", "feed-in", "feed in",
    "strompreis", "prix de l'electricite", "prix du kwh", "prezzo dell'elettricita", "prezzo del kwh",
    "electricity price", "price per kwh", "pro kwh", "par kwh", "al kwh", "per kwh", "kwh preis",
    "wert einer kwh", "valeur du kwh",
    // what a calculator assumes
    "annahme", "angenommen", "geht der rechner", "hypothes", "se base", "ipotes", "si basa", "assum", "based on",
    "anlagewert", "valeur de l'installation", "valore dell'impianto", "system value",
    // the yield a calculator assumes per kWp
    "ertrag pro kwp", "jahresertrag pro", "kwh pro kwp", "production par kwc", "rendement par kwc", "kwh par kwc",
    "produzione per kwp", "resa per kwp", "kwh per kwp", "yield per kwp", "output per kwp",
  ],
  // What one of the about page's regional teams covers and does best (kept by readAttributePairs only with a team named).
  regionalTeam: [
    "spezialis", "spezialgebiet", "zustandig", "specialis", "specialit", "specializ", "specialty", "=couvre", "=copre",
    "=covers", "responsible for",
    // "il team della Svizzera centrale in che cantoni lavora?": a named team's cantons
    "kanton", "canton",
    // "does your Aargau team know barn roofs?"
    "=know", "=knows", "kennt", "connait", "connaissent", "conosce", "familiar with", "experience with",
  ],
  // The steps of a solar cleaning: read from the method's words for a process by readObjects.
  process: [],
  // Whether a cleaning pays for itself: read from the yield's words ("lohnt sich", "worth it") by readAttributePairs.
  paysOff: [],
  reviews: [
    "bewertung", "rezension", "=google", "=sterne", "=avis", "=etoile", "recension", "=stelle", "valutazion",
    "=bewertet", "=note", "=notes", "valutat", "=valutano", "=rated", "=etoiles", "customers rate", "people rate", "rate your",
    "rate you",
    "=review", "=reviews", "rating", "=stars", "=voto", "=voti", "referenz", "reference", "referenc",
    "erfahrungen",
    "avis clients",
    "recensioni",
    "testimonial",
    "kundenstimmen",
    "zufriedene kunden",
    "clients satisfaits",
    "clienti soddisfatti",
  ],
};

/** "Dach", "toit", "tetto", "roof" alone: the roof cleaning, unless panels or a quote size say otherwise. */
// prettier-ignore
export const WEAK_ROOF_WORDS: Lexicon = [
  "=dach", "=dacher", "=daches", "=toit", "=toits", "=toiture", "=tetto", "=tetti", "=roof", "=roofs",
];

/** The loss calculator by name: a tool the visitor asks about, not a loss to compute. */
// prettier-ignore
export const LOSS_CALCULATOR_WORDS: Lexicon = [
  "verlustrechner", "ertragsrechner", "calculateur de pertes", "calculateur de perte", "calcolatore delle perdite",
  "calcolatore perdite", "loss calculator", "calculs de pertes", "calcul des pertes", "calcolo delle perdite",
  "calcoli delle perdite", "verlustberechnung", "loss calculation",
];

/** A quote named without saying what about it ("eine Offerte bitte"). */
// prettier-ignore
export const QUOTE_WORDS: Lexicon = [
  "offert", "angebot", "devis", "preventiv", "=quote", "=quotation", "=estimate", "kostenvoranschlag", "=offerta",
  // "offer" is also a verb ("what do you offer?"): only with an article or a kind of offer
  "the offer", "an offer", "my offer", "your offer", "offer pdf", "binding offer", "written offer", "=quotes",
  // Romandie says "offre" for a quote ("vous offrez" is another word)
  "=offre", "=offres",
];

/** The site's calculators by name (quote, loss, yield and roof price calculators). */
// prettier-ignore
export const CALCULATOR_WORDS: Lexicon = [
  "rechner", "calculat", "calcolat", "verlustrechner", "ertragsrechner", "preisrechner", "offertrechner",
];

/** What makes a field or unit word a question about the quote calculator: a calculator, a quote, a unit, a roof type. */
// prettier-ignore
export const CALCULATOR_CONTEXT_WORDS: Lexicon = [
  ...CALCULATOR_WORDS, ...QUOTE_WORDS, "=kwp", "=kwc", "=m2", "=m²", "quadratmeter", "metres carres", "metri quadrati",
  "square met", "modul", "panneau", "pannell", "panel", "dachart", "type de toit", "tipo di tetto", "roof type",
  "dacharten", "types de toit", "tipi di tetto", "roof types",
];

/** A price that changes or holds: with a price word, whether the quoted price holds. */
// prettier-ignore
export const CHANGE_WORDS: Lexicon = [
  "andern", "andert", "anders werden", "teurer werden", "nachtraglich", "erhoh", "changer", "changera", "=change",
  "=changes", "=changed", "varier", "augment", "cambiar", "cambia", "variare", "aument", "go up", "increase",
  "steig", "=salire", "=sale", "=salir", "=monter", "=montera",
  // "ist der Preis fix oder wirds doch teurer?", "mi trovo sorprese?": whether it holds
  "=fix", "=fixe", "=fisso", "=fissa", "=fixed", "doch teurer", "dann teurer", "sorpres", "surprise", "uberrasch",
];

/** When a quoted price could change: online, in the quote, on the day, on site, afterwards. */
// prettier-ignore
export const FIXED_PRICE_MOMENTS: Lexicon = [
  ...QUOTE_WORDS, "online", "am tag", "vor ort", "nachher", "danach", "spater", "rechner", "en ligne", "le jour",
  "sur place", "apres", "plus tard", "calculat", "il giorno", "sul posto", "=dopo", "poi", "calcolat", "on the day",
  "on site", "in person", "en personne", "di persona", "afterwards", "later", "calculator", "accepted", "akzeptiert", "angenommen", "unterschrieben", "signed",
  "=accepte", "accettat", "firmat",
];
