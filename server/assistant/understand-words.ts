import type { Service } from "./asked";
/**
 * The words and shapes `understand` reads shared words by: what stands beside a word decides which attribute it names
 * ("bis zu welchem Betrag" beside the insurance is its cover, "ça rapporte" is the yield). Accent-folded, matched as
 * word beginnings as the lexicon is ("=" asks for the whole word). Data only.
 */
/** The visitor's own tariff, to enter or to know ("what should I put in", "typical", "I get paid"). */
export const OWN_TARIFF = [
  "should i",
  "soll ich",
  "dois-je",
  "dois je",
  "devo",
  "typical",
  "typisch",
  "typique",
  "tipic",
  "normal",
  "usual",
  "ublich",
  "en general",
  "di solito",
  "get paid",
  "bekomme ich",
  "je touche",
  "mi pagano",
  "no idea",
  "keine ahnung",
  "aucune idee",
  "non so",
  // entering it
  "=enter",
  "put in",
  "type in",
  "type into",
  "eingeben",
  "eintragen",
  "eintippen",
  "saisir",
  "indiquer",
  "inserire",
  "mettere",
  "inserisc",
];

/** A day of the weekend, as the hours lexicon names it. */
export const WEEKEND_DAYS = [
  "week end",
  "=weekend",
  "samschtig",
  "sunntig",
  "=samsch",
  "samstag",
  "=samedi",
  "=sabato",
  "saturday",
  "open saturday",
  "open sunday",
];
/** Coming or working somewhere, as the regions lexicon names it. */
export const SERVING_WORDS = [
  "kommt ihr",
  "=kommt ihr",
  "kommen sie",
  "venez",
  "=venez",
  "venite",
  "=venite",
  "intervenez",
  "intervenite",
  "lavorate anche",
  "lavorate in",
  "come to",
  "travaillez aussi",
];
/** What someone needs, as the quote's lexicon names it. */
export const NEED_WORDS = [
  "vi serve",
  "il vous faut",
  "vous faut",
  "braucht ihr",
  "brauchen sie",
  "you need",
  "do you need",
];
/**
 * What to write, or what is needed, so that a quote can be made ("what should I put in my e-mail so you can quote?",
 * "was brauche ich dafür?", "que dois-je indiquer?"): with a quote word, what the quote needs.
 */
export const WHAT_A_QUOTE_NEEDS =
  / (?:what|which|was|welche|que|quoi|quelles?|quels?|cosa|che cosa|quali)(?: \S+){0,5} (?:put|include|mention|write|tell you|send|angeben|reinschreiben|schreiben|mitteilen|mitschicken|brauche ich|braucht es|mettre|indiquer|ecrire|preciser|envoyer|indicare|scrivere|mettere|mandare|inviare|serve)\b/;
/**
 * How long it takes, or how much, to get an appointment ("ça prend combien pour un rdv?", "quanto ci vuole per un
 * appuntamento?"): the lead time.
 */
export const HOW_LONG_FOR_AN_APPOINTMENT =
  / (?:prend|ci vuole|ci mette|takes?|combien(?: de temps)?|quanto(?: tempo)?|wie lange|how long)(?: \S+){0,3} (?:rdv|rendez|termin|appuntament|appointment)/;
/** "combien pour", "how much for": a bare amount of something. */
export const HOW_MUCH_FOR = ["combien pour", "how much for", "quanto per"];
/** Being on site, as the response time's lexicon names it. */
export const ON_SITE_WORDS = ["on site", "vor ort", "sur place", "sul posto"];
/** Verbs after "come to" that say what for. */
export const DOING_VERBS = ["do", "clean", "help", "look", "see", "check", "fix", "inspect", "wash", "work"];

/** What soils panels and roofs. */
export const SOILING_AGENTS = [
  "=moos",
  "=moss",
  "mousse",
  "muschio",
  "flechten",
  "lichen",
  "licheni",
  "=algen",
  "=algae",
  "alghe",
  "algues",
  "vogelkot",
  "bird poo",
  "bird dropping",
  "fientes",
  "escrementi",
  "guano",
  "=dreck",
  "=dirt",
  "salete",
  "sporcizia",
];
/** Doing damage, or being bad for something. */
export const DOES_DAMAGE = [
  "schadet",
  "schaden",
  "beschadig",
  "kaputt",
  "schlecht fur",
  "abime",
  "endommag",
  "mauvais pour",
  "danneg",
  "rovin",
  "fa male",
  "damage",
  "harm",
  "bad for",
  "ruin",
];
/** Rain, raining. */
export const RAINING = ["regen", "regnet", "pluie", "pleut", "pioggia", "piove", "=rain", "=rains", "raining"];
/** The day of the appointment. */
export const ON_THE_DAY_OF_THE_JOB = [
  "reinigungstag",
  "am tag der",
  "termin",
  "on the day",
  "day you",
  "appointment",
  "le jour du",
  "le jour de",
  "rendez-vous",
  "il giorno della",
  "appuntamento",
  "jour prevu",
  "jour fixe",
  "giorno previsto",
  "giorno fissato",
  "scheduled day",
  "planned day",
  "geplanten tag",
  "vereinbarten tag",
];

/** The panels, then "and" and the roof ("i pannelli e ogni quanto il tetto", "Module und Dach", "panels and roof"). */
export const PANELS_AND_THE_ROOF =
  / (?:pannell\w*|moduli|module\w*|modules|panneaux|panels?|solaranlage|photovoltaik\w*) (?:\S+ ){0,3}(?:e|und|et|and) (?:\S+ ){0,3}(?:dach|toit|tetto|roof) /;

/** A number of visits or cleanings asked ("combien de passages", "quante volte", "how many visits"). */
export const COUNT_OF_VISITS =
  / (?:combien de (?:passages|fois|visites|nettoyages|interventions)|quant[ie] (?:passaggi|volte|visite|pulizie|interventi)|how many (?:visits|times|cleanings)|wie ?viele? (?:mal|besuche|reinigungen|einsatze)) /;

/**
 * The roof as where we work ("wie lange seid ihr auf dem Dach?", "sous le toit", "since you're up on the roof anyway"),
 * not as the thing cleaned. ("You" is not a word the folded text keeps.)
 */
export const ROOF_AS_A_PLACE =
  / (?:(?:seid ihr|sind ihr|sind sie|bleibt ihr|bleiben sie|etes vous|vous etes|restez|state|siete|rimanete|restate|are you|you are|you re|you stay|you spend|you be)(?: \S+){0,4} (?:auf dem dach|sur le toit|sul tetto|on the roof)|(?:unter dem dach|sous le toit|sotto il tetto|under the roof|zugang zum dach|acces au toit|accesso al tetto|access to the roof|roof access|up on the roof|oben auf dem dach|deja sur le toit|gia sul tetto)) /;

/** How long a cleaning's result lasts: staying clean, moss growing back, a coating holding. */
export const STAYS_CLEAN =
  / (?:stay clean|stays clean|remain clean|grow back|grows back|comes back|sauber bleibt|sauber bleiben|wachst (?:\S+ ){0,6}wieder|wieder wachst|nachwachs|halt die|reste propre|restera propre|repousse|rimane pulit|resta pulit|ricresc|dura l impregnazione|dure l impregnation|impregnation dure|impragnierung halt)/;

/** The steps of a job, among the method's words. */
export const PROCESS_WORDS: readonly string[] = [
  "vorgehen",
  "ablauf",
  "wie lauft",
  "wie geht ihr vor",
  "schritte",
  "deroulement",
  "comment ca se passe",
  "comment proced",
  "etapes",
  "come si svolge",
  "come procedete",
  "procedura",
  "fasi",
  "=process",
  "steps",
  "what happens when you come",
  // "étape par étape", "Schritt für Schritt"
  "etape par etape",
  "step by step",
  "schritt fur schritt",
  "passo per passo",
  "comment se passe une intervention",
];

/** "When you come", as a clause of another question ("what do you do when you come?"). */
export const WHEN_WE_COME = / (?:quand|quando|when|wenn) (?:vous |ihr |sie |you )?(?:venez|venite|come|kommt|kommen)/;
/** What we do, asked. */
export const WHAT_WE_DO: readonly string[] = [
  "faites quoi",
  "que faites",
  "qu est ce que vous faites",
  "cosa fate",
  "che cosa fate",
  "what do you do",
  "what do you actually do",
  "was macht ihr",
  "was machen sie",
];

/** The lead time's words for an appointment itself. */
export const APPOINTMENT_WORDS: readonly string[] = [
  "termin",
  "=termin",
  "rendez",
  "=rdv",
  "appuntament",
  "appointment",
];

/** Whether a cleaning pays for itself, among the yield's words. */
export const PAYS_OFF_WORDS: readonly string[] = [
  "lohnt",
  "rechnet sich",
  "rechnet es sich",
  "rechnen sich",
  "rechnet sichs",
  "macht sich bezahlt",
  "rentier",
  "vaut la peine",
  "rentab",
  "se rembourse",
  "vale la pena",
  "si ripaga",
  "ripaga",
  "conviene",
  "=conviene",
  "worth it",
  "pays off",
  "pay off",
  "pay for itself",
  "pays for itself",
  "worthwhile",
  "financially",
  "finanziell",
  "financierement",
  "economicamente",
];

/** The regions' words that only say we come, not where to. */
export const COMING_TO_A_PLACE: readonly string[] = [
  "kommt ihr",
  "kommen sie",
  "venez",
  "=venez",
  "venite",
  "=venite",
  "=come",
  "come to",
];

/** How something works, which the quote's lexicon also reads as how the quote works. */
export const HOW_IT_WORKS: readonly string[] = ["wie funktioniert", "how does", "comment fonctionne", "come funziona"];

/** A lead-time word naming the time to pay ("délai de paiement", "termine di pagamento"). */
export const PAYMENT_TERM = / (delais?|termine|termini) (de |di |del |per il |per )?(paiement|payer|pagamento|pagare) /;

/** A paper, as the report lexicon names it. */
export const IN_WRITING = [
  "qualcosa di scritto",
  "per iscritto",
  "par ecrit",
  "quelque chose d'ecrit",
  "schriftlich",
  "in writing",
  "etwas schriftliches",
];

/** The insurance by name ("Versicherung", "assurance", "Haftpflicht"), not only a damage or covering. */
export const INSURANCE_NAMED = ["versicher", "assur", "assicur", "insur", "haftpflicht"];

/** A price guarantee, which the Professional contract gives. */
export const PRICE_GUARANTEE = [
  "preisgarantie",
  "garantie de prix",
  "garantie du prix",
  "garanzia di prezzo",
  "garanzia del prezzo",
  "price guarantee",
];

/** A size asked for: of a system, a roof, an area. */
export const SIZE_NOUN = /gross|flache|\barea\b|\bsize\b|surface|taille|superfici|dimension|grandezz/;
/** "panel area", "minimum area": an area that is a size, not a region. */
export const AREA_AS_SIZE = / (?:panel|module|roof|cleaning|minimum|solar|total|surface) areas? |\barea of /;

/** Words that may follow "extra" said of a charge ("extra oder inbegriffen?", "extra for the visit?"). */
export const AFTER_A_CHARGE = [
  "oder",
  "pour",
  "with",
  "avec",
  "also",
  "auch",
  "charge",
  "charged",
  "cost",
  "costs",
  "kosten",
];

/** Electricity, which on the day means a socket. */
export const ELECTRICITY = ["=strom", "stromanschluss", "electricit", "corrente", "electricity", "=power", "=courant"];
/** Electricity the household uses itself. */
export const OWN_CONSUMPTION = [
  "eigenverbrauch",
  "selbst verbrauch",
  "verbrauche",
  "consomme",
  "autoconsomm",
  "consumo",
  "consumi",
  "self-consum",
  "use myself",
  "consume",
  "ourselves",
  "myself",
];

/** "Up to how much": beside the insurance, its cover. */
export const UP_TO_HOW_MUCH = [
  "bis wieviel",
  "maximal",
  "maximum",
  "fino a quanto",
  "fino a",
  "limit",
  "jusqu'a combien",
  "up to how much",
];

/**
 * A length asked of the thing itself ("quanto dura la garanzia?", "wie lange läuft der Professional-Vertrag?"), with at
 * most four words between and no second question.
 */
export const lengthOf = (thing: string) =>
  new RegExp(
    `\\b(?:how long|wie lang\\w*|combien de temps|quanto(?: tempo)?|dure|dura|durata|duree|dauer\\w*|last)\\b(?:\\W+(?!and\\b|und\\b|et\\b|e\\b|ed\\b)\\w+){0,4}?\\W+(?:${thing})`,
  );
export const GUARANTEE_LENGTH = lengthOf("garanti|guarant|garanzi");
export const CONTRACT_LENGTH = lengthOf("\\w*vertrag|contrat|contratt|contract");

/** A cleaning verb with the roof as its object, a few words on: "clean a 120 sqm tiled roof", "unser Dach reinigen". */
export const A_ROOF_CLEANED =
  / (?:clean\w*|reinig\w*|putz\w*|nettoy\w*|pulir\w*|pulizia)(?: (?!on |auf |sur |sul |sullo |am |of |de |du |des |di |del |dei |von )\S+){0,4} (?:roof|dach|toit|toiture|tetto)\b|\b(?:roof|dach|toit|toiture|tetto) (?:\S+ ){0,2}(?:reinigen|putzen|nettoyer|pulire|cleaned)\b/;

/**
 * A roof named by its shape ("Walmdach", "Mansarddach", "hipped roof"): with no panels named, the roof itself, and a size
 * beside it is the roof's area. A gable roof ("Satteldach") is where most panels are, so it stays context.
 */
export const A_ROOF_BY_ITS_SHAPE =
  / (?:walmdach\w*|mansard\w*|pultdach\w*|zeltdach\w*|krupp\w*|hipped roof|hip roof|mansard roof|toit (?:a|en) (?:quatre pans|croupe|mansarde)|tetto a padiglione|tetto a mansarda)\b/;

/** "Do you also clean roofs?", "vous nettoyez aussi les toits?": the roof asked as another service. */
export const ROOFS_AS_WELL =
  / (?:also|as well|auch|aussi|egalement|anche|pure)(?: (?:clean|do|reinigt|putzt|macht|nettoyez|faites|pulite|fate|the|die|les|i))* (?:roofs|dacher|toits|toitures|tetti)\b| (?:roofs|dacher|toits|toitures|tetti) (?:as well|too|auch|aussi|anche)\b/;

/** "not just the panels", "pas que les panneaux": the panels named as what the visitor already knows is done. */
export const NOT_ONLY_THE_PANELS =
  / (?:not just|not only|nicht nur|pas que|pas seulement|non solo|non soltanto)(?: (?:the|die|les|i|gli))? (?:solar|panneau|pannell|panel|modul|photovolta|fotovolta)/;

/** A paper that proves something: asked of the insurance, or right after it, its certificate. */
export const PROOF_WORDS =
  / (bestatigung|nachweis|beleg|zertifikat|police|attestation|certificat|preuve|justificatif|attestato|conferma|certificato|prova|proof|certificate|confirmation|document)\w* /;

/** Showing or sending a paper: "potete mandarla?", "can you send it?", "vous pouvez nous la montrer ?". */
export const SHOW_OR_SEND =
  / (?:vedere|mandar\w*|inviar\w*|mostrar\w*|montrer|voir|envoy\w*|zeigen|schicken|senden|zustellen|see|send|show)\b/;

/** After the job: what is handed over then is the report. */
export const AFTER_THE_CLEANING =
  / (?:nach der reinigung|nach dem einsatz|apres le nettoyage|apres l intervention|dopo la pulizia|dopo l intervento|after the (?:cleaning|job|visit))/;

/**
 * A service said not to be wanted ("no roof cleaning", "ohne Dachreinigung", "pas le toit", "senza il tetto"): with
 * another service named, the question is about that one.
 */
const NEGATION = "(?:no|not|without|ohne|kein|keine|keinen|nicht|sans|pas|senza|non|niente)";
const NEGATED_ARTICLE = "(?:(?:the|a|die|das|den|de|la|le|les|du|des|il|lo|i|gli|del|della|dei|dem|eine|einen|d) )?";
/** "sans toucher au toit", "without touching the roof", "senza toccare il tetto". */
const NEGATED_VERB =
  "(?:(?:toucher|touching|toccare|beruhren|anfassen|nettoyer|cleaning|pulire) (?:au |aux |al |ai )?)?";
const negatedService = (stems: string): RegExp =>
  new RegExp(` ${NEGATION} ${NEGATED_VERB}${NEGATED_ARTICLE}(?:${stems})`);
export const NEGATED_SERVICE: Partial<Record<Service, RegExp>> = {
  roof: negatedService("dach(?!rinne)|toit|toiture|tett|roof"),
  solar: negatedService("solar|panneau|pannell|panel|modul|photovolta|fotovolta|pv "),
  gutter: negatedService("dachrinne|rinne|goutti|chenea|grond|gutter"),
};

/** Recommending, as a verb ("vous conseillez", "che cosa consigliate?"). */
export const RECOMMEND_VERB =
  / (?:conseillez|conseillerie[zr]|conseille|consigliate|consiglia|consigliereste|consiglierebbe) /;

/** "also when …", "même quand …": the condition of something asked before. */
export const CONDITIONAL_WHEN =
  / (?:anche|pure|meme|aussi|even|also|auch|selbst) (?:quando|quand|when|wenn) | (?:quand (?:ils|elles)|when they|quando (?:salgono|lavorano|sono)) /;

/** An example asked for, and the buildings of the business page's three examples. */
export const EXAMPLE_WORDS = / (?:beispiel\w*|examples?|exemples?|esempi\w*)\b/;
export const ROI_EXAMPLE_BUILDINGS =
  / (?:logisti\w*|wohnuberbauung|residential estate|ensemble residentiel|complesso residenziale|landwirtschaft\w*|farm|fricktal|exploitation agricole|azienda agricola)/;

/** "ist das (bei der Dachreinigung) dabei?", "isch das debii?": included with something. */
export const INCLUDED_WITH =
  / (?:ist|isch|sind) (?:das|die|es|der|sie)(?: \S+){0,4} (?:dabei|debii|mit dabei|inbegriffen)(?: |$)/;

/** An article or guide named as where something is written. */
export const ARTICLE_WORDS = / (?:blog\w*|artikel\w*|ratgeber\w*|article\w*|articolo|articoli|guide|guida)\b/;

/** Charging for the travel itself. */
export const CHARGE_FOR_TRAVEL = /\bcharge (?:you |me )?(?:to|for) (?:the )?(?:travel|trip|journey)/;

/** An amount asked as a noun: beside the insurance, the sum it covers. */
export const AMOUNT_NOUNS = ["=montant", "=betrag", "=importo", "=amount"];

/** Covering a place is serving it; beside the insurance, covering is what the insurance does. */
export const COVERING_WORDS = ["deckt ihr", "decken sie", "abgedeckt", "=abdecken", "couvrez", "coprite"];

export const DOWNLOAD_WORDS: readonly string[] = ["download", "herunterladen", "telecharger", "scaricare"];

export const FARM_WORDS: readonly string[] = [
  "=grange",
  "=granges",
  "fienil",
  "=fienile",
  "=stalla",
  "landwirt",
  "bauernhof",
  "=stall",
  "=scheune",
  "=farm",
  "=barn",
  "agricol",
];
export const NEAR_WORDS: readonly string[] = [
  "vicino",
  "accanto",
  "neben",
  "nahe",
  "in der nahe",
  "pres d",
  "a cote",
  "next to",
  "near",
  "close to",
  "beside",
];

export const SINCE_WHEN: readonly string[] = ["depuis quand", "seit wann", "since when", "da quando"];
/** Existing, being founded ("da quando esiste", "depuis quand existez-vous"). */
export const EXISTING: readonly string[] = [
  "esist",
  "existier",
  "existe",
  "=exist",
  "=exists",
  "=existed",
  "gegrundet",
  "fonde",
  "fondat",
  "founded",
];

/** The teams the staff work in, as the company's words name them. */
export const TEAM_WORDS: readonly string[] = ["=team", "=teams", "=equipe", "=equipes", "squadr"];

/** How far we go: a radius, a distance or the area covered, beside where we are based. */
export const REACH_WORDS = [
  "=rayon",
  "=umkreis",
  "=raggio",
  "=radius",
  "how far",
  "wie weit",
  // "is that too far for you?"
  "too far",
  "zu weit",
  "trop loin",
  "troppo lontan",
  "jusqu'ou",
  "fin dove",
  "couvrez",
  "coprite",
  "deckt ihr",
  "decken sie",
  "cover",
  "=area",
  "=km",
  "kilomet",
];

/** The quote already accepted, or about to be ("after I accept"). */
export const QUOTE_ACCEPTED = [
  "angenommen habe",
  "angenommen haben",
  "habe die offerte angenommen",
  "nach der annahme",
  "apres avoir accepte",
  "une fois le devis accepte",
  "j'ai accepte",
  "nous avons accepte",
  "dopo aver accettato",
  "ho accettato",
  "abbiamo accettato",
  "after accepting",
  "after i accept",
  "once i accept",
  "i accepted",
  "i've accepted",
  "i have accepted",
  "we accepted",
  "we have accepted",
];

/** More than something else has ("de plus que", "mehr als", "in più rispetto"). */
export const MORE_THAN = [
  "de plus que",
  "mehr als",
  "zusatzlich zur",
  "in piu",
  "rispetto",
  "more than",
  "on top of",
  "over the",
];

/** When in the year, which the season answers. */
export const WHEN_IN_THE_YEAR = [
  "wann im jahr",
  "when in the year",
  "what time of year",
  "time of the year",
  "quand dans l'annee",
  "moment de l'annee",
  "quando nell'anno",
  "periodo dell'anno",
  "momento dell'anno",
];

/** The chat itself, as where something is written ("ce que j'écris ici dans le chat"). */
export const CHAT_NAMED = / (?:chat|chatbot|assistent\w*|assistant|assistente|chatverlauf) /;

/** Where data are kept: abroad, in Switzerland, on which server. */
export const DATA_KEPT_WHERE =
  / (?:ausland|im ausland|etranger|estero|abroad|overseas|schweiz|suisse|svizzera|switzerland|usa|amerika|amerique|america|wo (?:speichert|werden|sind|liegen)|where (?:are|is|do you (?:store|keep))|ou (?:sont|stockez|gardez|conservez)|heberge\w*|dove (?:finiscono|sono|tenete|salvate|conservate)|welche\w* server|quel serveur|quale server|which server|hosting|hebergeur|hebergement|welchem land|quel pays|quale paese|che paese|which country|what country|fisicamente|physiquement|physically|server|servers|serveurs?) /;

/** How long something lasts or is kept. */
export const ASKS_HOW_LONG = / (?:wie lange?|combien de temps|quanto tempo|per quanto|how long) /;

/** Kept or stored ("do you keep what I type?", "speichert ihr …", "vous gardez …"). */
export const KEPT =
  / (?:keep|kept|store\w*|save\w*|log\w*|speicher\w*|gespeichert|aufbewahr\w*|gard\w*|enregistr\w*|conserv\w*|salv\w*|memorizz\w*|tenete) /;

/** The next cleaning, which a reminder can be about ("erinnert ihr mich an die nächste Reinigung?"). */
export const NEXT_CLEANING_WORDS = [
  "nachste reinigung",
  "nachsten reinigung",
  "fallig",
  "prochain nettoyage",
  "nettoyage suivant",
  "prossima pulizia",
  "pulizia successiva",
  "next cleaning",
  "next clean",
  "next one",
  "is due",
  "echeance",
  "scade",
];

/** Having one's data deleted: a deletion word with one's data or oneself named. */
const DELETION = / (?:losch\w*|supprim\w*|effac\w*|cancell\w*|elimin\w*|delet\w*|eras\w*|remove) /;
/** Oneself as the subject of one's data ("alles über mich", "ce que vous avez sur moi"). */
const ABOUT_ONESELF = / (?:uber mich|von mir|sur moi|su di me|about me) /;
const ONES_DATA = new RegExp(
  ` (?:daten|angaben|donnees|informations|dati|data|details|information) |${ABOUT_ONESELF.source}`,
);
/** Asked whether one can, may or is able to ("Kann ich …?", "Vous pouvez …?", "posso …?", "Can you …?"). */
export const CAN =
  / (kann|kannst|konnen|konnt|konnte|konnten|darf|durfen|chan|chond|chonnt|moglich|geht das|peux|pouvez|peut|pouvons|puis|pourriez|pourrais|possible|posso|puo|potete|possiamo|potreste|potrei|possibile|can|could|may|able) /;

/** Asked how or whether, not requested outright ("Löscht meine Daten" is a request a person carries out). */
const HOW_OR_WHETHER = new RegExp(` (?:wie|comment|come|how) |${CAN.source}`);
/** The authority one complains to about one's data. */
const PRIVACY_AUTHORITY =
  / (?:edob|ifpdt|pfpdt|fdpic|datenschutzbeauftragt\w*|aufsichtsbehorde|behorde|prepose\w*|autorite|autorita|incaricato federale|authority|commissioner) /;
const PRIVACY_NAMED = / (?:daten\w*|donnees|dati|data|privacy|datenschutz|confidentialite) /;
/** A complaint about how one's data are handled ("Where can I complain about data protection?"). */
const PRIVACY_COMPLAINT =
  / (?:beschwer\w*|plainte|reclamation|reclamo|lamentel\w*|complain\w*) .*(?:datenschutz|privacy|protection des donnees|protezione dei dati|data protection|confidentialite)|(?:datenschutz|privacy|protection des donnees|protezione dei dati|data protection|confidentialite) .*(?:beschwer\w*|plainte|reclamation|reclamo|lamentel\w*|complain\w*) /;

/**
 * "Wie kann ich verlangen, dass ihr alles über mich löscht?", "Se ho un problema con la privacy, a quale autorità mi
 * posso rivolgere?": one's rights over one's data, as the privacy policy states them.
 */
export function asksAboutDataRights(folded: string): boolean {
  return (
    (DELETION.test(folded) && ONES_DATA.test(folded) && HOW_OR_WHETHER.test(folded)) ||
    (PRIVACY_AUTHORITY.test(folded) && PRIVACY_NAMED.test(folded)) ||
    PRIVACY_COMPLAINT.test(folded)
  );
}

/** Asked for outright: "bitte", "sofort", "je veux", "per favore", "please". */
const REQUESTED =
  / (?:bitte|sofort|ich will|ich mochte|please|immediately|i want|plait|immediatement|tout de suite|je veux|je voudrais|per favore|subito|voglio|vorrei) /;

/**
 * Asking what we hold about oneself, or to have it deleted: with one's data named, a request a person handles
 * (identity checked first), whatever else the message names.
 */
export function namesOwnDataRequest(folded: string): boolean {
  return DELETION.test(folded) || ABOUT_ONESELF.test(folded);
}

/** "Löscht bitte sofort alle meine Daten": a deletion requested outright, which a person carries out and confirms. */
export function requestsDataDeletion(folded: string): boolean {
  return DELETION.test(folded) && ONES_DATA.test(folded) && REQUESTED.test(folded) && !asksAboutDataRights(folded);
}

/** A roof's area named ("Dachfläche", "wie gross mein Dach ist", "la surface de mon toit", "roof area"). */
const ROOF_AREA_NAMED =
  / (?:dachflache\w*|flache (?:meines|unseres|des) dach\w*|flache (?:von )?(?:meinem|unserem|dem) \w*dach|gross (?:ist )?(?:mein|unser|das) \w*dach|surface (?:de|du) (?:mon |notre |ma |la )?(?:toit|toiture)|superficie del (?:mio |nostro )?tetto|quanto (?:misura|e grande) (?:il )?(?:mio |nostro )?tetto|surface de (?:toit|toiture)|area (?:of )?(?:my|our|the) roof|roof area|roof s area|size of (?:my|our|the) roof|how big (?:is )?(?:my|our|the) roof) /;
/** A house's footprint, from which the rule of thumb gives the roof's area. */
const FOOTPRINT =
  / (?:grundflache\w*|grundriss\w*|surface au sol|emprise au sol|superficie (?:in pianta|a terra|di base|della casa)|footprint|ground area) /;
/** Estimating or not knowing a figure (the calculators' own names are not estimating). */
const ESTIMATING =
  / (?:schatz\w*|rausfind\w*|herausfind\w*|finde (?:\S+ )?raus|ausmess\w*|messen|weiss (?:\S+ ){0,3}nicht|keine ahnung|estim\w*|mesur\w*|calculer|sais pas|connais pas|stimar\w*|stimo|misurar\w*|calcolare|non so|non conosco|estimate|measure|work out|figure out|find out|don t know|not sure) /;

/** "Wie finde ich raus, wie gross mein Dach ist?", "comment j'estime la surface de mon toit ?": the rule of thumb. */
export function asksToEstimateTheRoofArea(folded: string): boolean {
  return (
    (ROOF_AREA_NAMED.test(folded) || FOOTPRINT.test(folded)) &&
    (ESTIMATING.test(folded) || (ROOF_AREA_NAMED.test(folded) && FOOTPRINT.test(folded)))
  );
}

/** Whether something binds ("verbindlich", "ça vous engage", "vincolante", "binding"). */
export const BINDING = / (?:verbindlich\w*|engage\w*|contraignant\w*|vincolant\w*|binding|binds?) /;

/** The result not liked ("Was, wenn mir das Resultat nicht gefällt?", "E se il risultato non mi piace?"). */
const RESULT = / (?:resultat|ergebnis|resultat|risultato|result|outcome) /;
const DISLIKED =
  / (?:nicht gefallt|gefallt (?:\S+ ){0,2}nicht|nicht gefallen|ne (?:\S+ )?plait pas|plait pas|non (?:\S+ )?piace|t like|not like|not happy) /;

/** Asking what happens when the result is not liked: the satisfaction guarantee. */
export function dislikesTheResult(folded: string): boolean {
  return RESULT.test(folded) && DISLIKED.test(folded);
}

/** A size unit other than the area: kWp or a module (panel). */
const SIZE_UNIT = / (?:kwp|kwc|kw|modul\w*|panneaux|panneau|pannell[io]|panels?) /;
/** How many square metres one unit counts for ("combien de m²", "quanti metri quadri", "how many square metres"). */
const AREA_PER_UNIT =
  / (?:wie ?viele?|combien de|quant[ie]|how many|how much) (?:\S+ )?(?:m2|m²|quadratmeter\w*|square|metres?|meters?|metri|surface|superficie|flache|area) /;
const CONVERTING = / (?:umrechn\w*|umgerechnet|convert\w*|converti\w*|converte\w*) /;

/** "1 kWc, vous comptez combien de m² ?", "Come converte i kWp?": the calculator's m² per kWp and per module. */
export function asksUnitConversion(folded: string): boolean {
  return SIZE_UNIT.test(folded) && (AREA_PER_UNIT.test(folded) || CONVERTING.test(folded));
}
