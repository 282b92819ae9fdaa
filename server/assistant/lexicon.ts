import type { Attribute, Service } from "./understand";

/**
 * The words that tell what a visitor asks about, in all four languages and as visitors type them
 * (Swiss German, no accents, typos). An entry is a word beginning, matched against each token of the
 * accent-folded question (one typo allowed in longer words); "=" asks for the whole token; an entry
 * with a space is a phrase. Written from the site's services and the ways people ask about them,
 * never copied from evaluation questions.
 */
export type Lexicon = readonly string[];

// prettier-ignore
export const SERVICE_WORDS: Record<Service, Lexicon> = {
  solar: [
    "solar", "photovolta", "fotovolta", "=pv", "pv anlage", "pv-anlage", "panel", "panneau", "pannell", "modul",
    "kwp", "=kw", "kwc", "cellul", "=zelle", "zellen", "impianto fotov", "installation solaire", "impianti fotov",
  ],
  roof: [
    "dachreinig", "dach reinigen", "dach putzen", "dach z putze", "=moos", "algen", "flechten", "demoussag",
    "=mousse", "=mousses", "muschi", "=alghe", "lichen", "roof cleaning", "clean my roof", "clean the roof", "=moss",
    "=algae", "nettoyage de toit", "nettoyage de la toiture", "nettoyage du toit", "nettoyer le toit",
    "nettoyer mon toit", "pulizia del tetto", "pulizia dei tetti", "pulire il tetto", "dachbeschichtung",
    "impragnier", "impregna", "ziegeln reinigen", "roof moss",
  ],
  gutter: [
    "dachrinne", "=rinne", "=rinnen", "kannel", "dachkannel", "dachkaennel", "gouttier", "cheneau", "chenaux",
    "grondai", "=gronda", "pluvial", "gutter", "downpipe", "fallrohr", "regenrinne", "ablaufrohr", "descente",
    "=gronde",
  ],
  greenRoof: [
    "grundach", "gruendach", "begrun", "dachgarten", "vegetalis", "toit vert", "toits verts", "toiture vert",
    "tetto verde", "tetti verdi", "tetto giardino", "green roof", "sedum", "extensiv", "intensiv", "roof garden",
    "jardin sur le toit", "sedumdach",
  ],
  b2b: [
    "gewerb", "=firma", "=firmen", "unternehm", "industri", "verwaltung", "liegenschaft", "immobilienverw", "=halle",
    "=hallen", "grossanlag", "landwirt", "bauernhof", "=stall", "=scheune", "entreprise", "industriel", "commercia",
    "gerance", "=regie", "azienda", "aziende", "amministra", "business", "property manag", "facility", "warehouse",
    "=farm", "=barn", "=b2b", "lagerhall", "capannon", "hangar", "agricol",
  ],
  maintenance: [
    "wartung", "vertrag", "=abo", "abonnement", "contrat", "contratt", "manutenzion", "contract", "maintenance",
    "pflegeplan", "entretien", "=service plan",
  ],
};

// prettier-ignore
export const ATTRIBUTE_WORDS: Record<Attribute, Lexicon> = {
  emergency: [
    "notfall", "dringend", "uberlauf", "ueberlauf", "lauft uber", "urgence", "urgent", "deborde", "emergenz",
    "urgente", "trabocc", "emergency", "overflow", "notfalle", "hotline", "=sturm", "unwetter", "=orage", "tempesta",
    "=storm", "=storms", "intemperi",
  ],
  price: [
    "kost", "preis", "chost", "tarif", "franke", "=chf", "teuer", "=zahle ich", "price", "cost", "how much does",
    "how much is", "how much would", "=prix", "=cout", "=coute", "combien coute", "combien ca coute", "combien pour",
    "prezz", "=costo", "=costa", "=costi", "=costano", "quanto cost", "quanto vien", "quanto si paga", "quanto pag",
    "budget", "=rates", "wieviel kost", "wie viel kost", "was zahl", "que vaut", "pricing", "was macht das",
  ],
  premium: [
    "premium", "inspektion", "inspection", "ispezion", "mit kontrolle", "avec controle", "con controllo",
  ],
  priceComposition: [
    "zusammen", "berechnet", "grundpauschal", "pauschal", "quadratmeterpreis", "pro m2", "pro m²", "pro quadrat",
    "calcule", "compose", "forfait", "composto", "calcolat", "base charge", "worked out", "made up", "breakdown",
    "per square", "per m2", "per m²", "par m2", "par m²", "al m2", "al m²", "al metro", "grundpreis", "prix de base",
    "prezzo base", "price per", "bis wieviel", "maximal", "maximum", "obergrenze", "jusqu'a combien",
    "taille maximale", "fino a quanto", "dimensione massima", "limit",
  ],
  quoteHow: [
    "wie funktioniert", "how does", "comment fonctionne", "come funziona", "angaben", "brauchen sie", "braucht ihr",
    "what do you need", "besoin", "informazioni", "rechner", "calculat", "calcolator", "sofortofferte",
    "sofort offerte", "instant quote", "devis instantane", "devis immediat", "preventivo immediato", "=pdf",
    "wie komme ich", "how do i get a quote", "comment obtenir", "come ottengo", "come posso avere", "what details",
    "welche infos", "quelles informations", "quali dati", "die offerte", "mein angebot", "vi serve", "cosa serve",
    "avete bisogno", "de quoi avez", "was braucht", "nombre de panneaux", "number of panels", "anzahl module",
    "numero di moduli", "connais pas la surface", "is the quote free", "devis gratuit", "offerte kostenlos",
    "preventivo gratuito",
  ],
  validity: [
    "gultig", "gueltig", "validit", "valable", "=valido", "=valid", "expire", "scaden", "ablauf",
    "how long is the quote",
  ],
  order: [
    "auftrag", "bestell", "beauftrag", "buchen", "commande", "commander", "mandat", "confermar", "ordin", "incaric",
    "=book", "booking", "place the order", "accept the quote", "annehmen", "go ahead", "accetta", "accepter",
  ],
  payment: [
    "bezahl", "zahlung", "zahlen", "rechnung", "twint", "kreditkart", "vorauskasse", "anzahlung", "=payer",
    "paiement", "facture", "=pagar", "pagament", "fattura", "=pay", "paying", "invoice", "payment", "acompte",
    "acconto", "deposit", "bitcoin", "carte de credit", "carta di credito", "credit card", "=paie", "=paye",
    "=payez", "=pago", "=paga", "zahlt man",
  ],
  travel: [
    "anfahrt", "anreise", "fahrkost", "wegkost", "reisekost", "deplacement", "trasfert", "viaggio", "travel",
    "call-out", "callout", "=km", "kilometer", "frais de route", "spese di viaggio", "spostament",
  ],
  vat: [
    "mwst", "mehrwertsteuer", "=tva", "=iva", "=vat", "=mwst.", "inkl", "exkl", "ttc", "=ht", "incluse", "compresa",
  ],
  insurance: [
    "versicher", "haftpflicht", "assur", "assicura", "insur", "schaden", "schade", "beschadig", "dommage", "danni",
    "danneggi", "=damage", "damaged", "abdeck", "covered", "=cover", "copert", "casse",
  ],
  warranty: [
    "herstellergarantie", "hersteller", "fabricant", "produttore", "manufacturer", "garantie des modules",
    "garantie der module", "garanzia dei moduli", "panel warranty", "warranty", "modulgarantie",
  ],
  guarantee: [
    "garanti", "gewahr", "zufrieden", "guarant", "satisf", "soddisf", "garanzi", "unzufrieden", "pas content",
    "nicht zufrieden", "not happy", "insoddisf", "reklamier", "nachbesser",
  ],
  certification: [
    "zertifi", "certifi", "ausbildung", "diplom", "qualifi", "formation", "formazion", "trained", "training",
    "accredit", "akkredit", "ausgebildet", "fachleute", "profis", "brevet", "suva", "bazl", "=ofac", "foca",
  ],
  method: [
    "wie reinigt", "wie putzt", "womit", "methode", "verfahren", "method", "comment nettoy", "comment vous nettoy",
    "come pulite", "come pulit", "how do you clean", "burste", "buerste", "brush", "brosse", "spazzol", "techni",
    "tecnic", "wasser", "=eau", "acqua", "=water", "demineral", "osmose", "osmosi", "entmineral", "deionis",
    "vorgehen", "ablauf der reinigung", "deroulement", "procedura", "process", "schritte", "etapes", "fasi", "steps",
    "how does the cleaning",
  ],
  chemicals: [
    "chemi", "reinigungsmittel", "putzmittel", "seife", "detergen", "produit", "chimic", "chemical", "=soap",
    "umweltfreundlich", "okologisch", "ecolog", "eco-friendly", "environment", "umwelt", "biodegrad", "additiv",
    "detersiv", "schifezz",
  ],
  highPressure: [
    "hochdruck", "dampfstrahl", "karcher", "haute pression", "alta pression", "high pressure", "high-pressure",
    "pressure wash", "=jet", "idropulitr", "nettoyeur haute",
  ],
  robots: [
    "robot", "drohne", "drohnen", "=drone", "=drones", "=droni", "=drone.",
  ],
  duration: [
    "dauer", "wie lange", "lang dauert", "combien de temps", "=duree", "=dure", "quanto tempo", "durata", "=dura",
    "how long", "=takes", "take to", "stunden dauert", "ci vuole", "ci mette", "prend",
  ],
  onTheDay: [
    "zuhause", "zu hause", "anwesend", "dabei sein", "daheim", "wasserhahn", "wasseranschluss", "=strom",
    "stromanschluss", "zugang", "present", "presence", "robinet", "electricit", "=acces", "=presente", "rubinett",
    "corrente", "accesso", "at home", "be there", "=tap", "electricity", "access", "vorbereiten", "preparer",
    "preparare", "prepare", "leiter", "echelle", "scala", "ladder", "gerust", "echafaud", "ponteggi", "scaffold",
    "a casa", "chez moi", "chez vous", "etre la", "essere presente", "presenza",
  ],
  interval: [
    "wie oft", "how often", "haufig", "=oft", "regelmass", "intervall", "interval", "rhythmus", "jahrlich",
    "alle wie viel", "frequen", "tous les combien", "combien de fois", "spesso", "ogni quanto", "quante volte",
    "=often", "annual", "mal pro jahr", "mal im jahr", "intervall", "cadenza", "periodic", "wie hufig",
    "how many visits", "wie viele besuche", "wie viele pflegegange", "combien de passages", "combien de visites",
    "quante visite", "quanti interventi",
  ],
  yield: [
    "ertrag", "mehrertrag", "rendement", "rendiment", "=yield", "=output", "lohnt", "bringt das", "bringt es",
    "bringt eine", "vale la pena", "vaut la peine", "worth it", "pays off", "rentab", "rentier", "produzion",
    "=production", "effizienz", "efficac", "efficien", "mehr strom", "plus d'electricite", "piu corrente",
    "more power",
  ],
  loss: [
    "verlust", "verlier", "=perte", "=pertes", "perdit", "=perd", "=perdo", "=lose", "=loses", "=losing", "=loss",
  ],
  leadTime: [
    "termin", "wann konn", "wann kann", "wann habt", "warte", "wartezeit", "=delai", "rendez", "attente",
    "appuntament", "=attesa", "appointment", "when can", "how soon", "=wait", "lead time", "verfugbar", "disponib",
    "available", "availability", "=quand", "=quando", "bald", "=tot", "=presto", "=soon", "ausgebucht",
  ],
  replyTime: [
    "antwort", "zuruckmeld", "melden sie sich", "meldet ihr", "=reponse", "=repond", "repondez", "rispost",
    "rispond", "=reply", "respond", "get back", "hear back", "=rueckmeld", "ruckmeld",
  ],
  responseTime: [
    "reaktionszeit", "wie schnell", "vor ort", "=schnell", "intervention", "=rapid", "=vite", "rapidement",
    "tempo di intervento", "tempi di intervento", "rapidamente", "how fast", "how quickly", "response time",
    "=quickly", "=fast", "sur place", "sul posto", "on site",
  ],
  hours: [
    "offnungszeit", "burozeit", "geoffnet", "=offen", "=horaire", "=horaires", "heures d'ouverture", "=ouvert",
    "=orari", "=orario", "=aperti", "opening hours", "office hours", "=open", "samstag", "=samedi", "=sabato",
    "saturday", "feierabend", "bis wann", "jusqu'a quelle heure", "fino a che ora", "what time", "uhrzeit", "=heure",
    "=ore", "erreichbar",
  ],
  contact: [
    "kontakt", "telefon", "=nummer", "anruf", "anrufen", "=email", "=e-mail", "=mail", "adresse", "whatsapp",
    "=contact", "=contacter", "telephon", "=numero", "appeler", "joindre", "contatt", "chiamar", "indirizz",
    "=phone", "=call", "=reach", "=address", "=wo seid", "wo sind sie", "=sitz", "=siege", "=sede", "where are you",
    "ou etes", "dove siete", "schreiben", "ecrire", "scriver", "write to", "=email?", "=sms",
  ],
  regions: [
    "region", "gebiet", "einzugsgebiet", "wo arbeitet", "kommt ihr", "kommen sie", "auch nach", "ganze schweiz",
    "kanton", "romandie", "welsch", "westschweiz", "tessin", "ticino", "=tessiner", "=zone", "=zona", "regioni",
    "=area", "=areas", "come to", "venez", "venite", "deplacez", "servite", "servez", "intervenez", "intervenite",
    "suisse romande", "svizzera romanda", "french-speaking", "italian-speaking", "wo seid ihr tatig",
    "where do you work", "which areas", "towns", "=cities", "stadte", "=villes", "=citta",
  ],
  asbestos: [
    "asbest", "eternit", "faserzement", "amiant", "fibrocim", "fibre-cim", "fibrocement", "fibrocemento",
    "fibre cement", "fiber cement",
  ],
  leafGuard: [
    "laubschutz", "laubfang", "=gitter", "=grille", "pare-feuille", "griglia", "parafoglie", "leaf guard",
    "gutter guard", "=mesh", "laubgitter",
  ],
  tasks: [
    "was macht ihr", "was machen sie", "umfasst", "beinhalt", "inbegriffen", "enthalten", "=pflege", "comprend",
    "inclu", "comprende", "includ", "what does", "was gehort", "que faites", "cosa fate", "what do you do",
    "unkraut", "samling", "semis", "mauvaises herbes", "erbacce", "weeds", "seedling",
  ],
  contracts: [
    "vertrag", "vertrage", "=abo", "abonnement", "=paket", "=pakete", "=stufe", "=basis", "=professional",
    "=enterprise", "contrat", "=formule", "contratt", "pacchett", "contract", "=tier", "=tiers", "=package",
    "packages", "modell", "modele", "modello", "mindest", "minimum", "minimal", "ab welcher", "taille minimale",
    "dimensione minima", "minimo",
  ],
  consultation: [
    "beratung", "erstberatung", "besichtigung", "vor-ort-termin", "conseil", "=visite", "consulenz", "sopralluog",
    "consultation", "site visit", "advice", "beraten", "conseiller", "consigli",
  ],
  plan: [
    "wartungsplan", "pflegeplan", "plan d'entretien", "plan d entretien", "piano di manutenzione",
    "maintenance plan", "checkliste", "checklist",
  ],
  season: [
    "jahreszeit", "=winter", "=sommer", "fruhling", "fruehling", "=herbst", "=schnee", "=frost", "=saison", "=hiver",
    "=ete", "printemps", "automne", "=neige", "=gel", "stagion", "inverno", "=estate", "primavera", "autunno",
    "=neve", "=gelo", "=season", "=summer", "=spring", "autumn", "=snow", "best time", "beste zeit",
    "meilleur moment", "periodo migliore", "momento migliore", "=hitze", "canicule", "caldo", "heat", "=luglio",
    "bollent", "=hot", "=chaud", "=heiss", "giessen", "arroser", "annaffi", "bewasser",
  ],
  company: [
    "gegrundet", "grundung", "seit wann", "wer seid", "uber euch", "uber sie", "erfahrung", "wie viele kunden",
    "=fonde", "=fondee", "fondat", "=equipe", "squadr", "founded", "who are you", "experience", "how many customers",
    "combien de clients", "quanti clienti", "=teams", "=team", "mitarbeit", "employ", "dipendent", "=kunden",
    "=clients", "=clienti", "=customers", "modules nettoy", "module gereinigt", "moduli pulit", "=ditta", "esiste",
    "da quanti anni", "depuis quand", "how long have you", "combien de panneaux", "combien de modules",
    "how many panels", "wie viele module", "quanti moduli", "quanti pannelli",
  ],
  rain: [
    "=regen", "=pluie", "pioggia", "=rain", "regnet", "=pleut", "piove",
  ],
  diy: [
    "selber", "selbst reinigen", "selbst putzen", "moi meme", "moi-meme", "moi-même", "da solo", "da me", "myself",
    "ourselves", "gartenschlauch", "tuyau d'arrosage", "tubo dell", "garden hose", "=hose", "eigenreinigung",
  ],
  repairs: [
    "repar", "ripar", "=defekt", "kaputt", "abime", "casse", "rott", "broken panel", "damaged panel", "fix it",
  ],
  included: [
    "inbegriffen", "inklusive", "im preis", "compris dans", "est compris", "sont compris", "compreso", "comprese",
    "incluso", "included", "what do i get", "separately", "separat", "separement", "a parte", "extra for",
    "in addition",
  ],
  surcharges: [
    "zuschlag", "zuschlage", "nachforderung", "supplement", "apres coup", "extra cost", "surcharg", "hidden cost",
    "versteckt", "cache", "nascost", "aggiuntiv",
  ],
  report: [
    "protokoll", "=report", "=rapport", "rapporto", "before/after", "before and after", "vorher nachher",
    "vorher und nachher", "avant apres", "prima e dopo", "=nachweis",
  ],
  whatsapp: [
    "whatsapp", "=foto", "=fotos", "=photo", "=photos", "=bild", "=bilder", "=picture", "=pictures",
  ],
  difference: [
    "unterschied", "difference", "differenza", "differenz", "vs", "versus", "oder intensiv", "ou intensive",
    "o intensivo", "or intensive",
  ],
  reviews: [
    "bewertung", "rezension", "=google", "=sterne", "=avis", "=etoile", "recension", "=stelle", "valutazion",
    "=review", "=reviews", "rating", "=stars", "referenz", "reference", "referenc",
  ],
};

/** "Dach", "toit", "tetto", "roof" alone: the roof cleaning, unless panels or a quote size say otherwise. */
// prettier-ignore
export const WEAK_ROOF_WORDS: Lexicon = [
  "=dach", "=dacher", "=daches", "=toit", "=toits", "=toiture", "=tetto", "=tetti", "=roof", "=roofs",
];

/** A quote named without saying what about it ("eine Offerte bitte"). */
// prettier-ignore
export const QUOTE_WORDS: Lexicon = [
  "offert", "angebot", "devis", "preventiv", "=quote", "=quotation", "=estimate", "kostenvoranschlag", "=offerta",
];
