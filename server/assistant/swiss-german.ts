/**
 * Swiss German as visitors type it, in Standard German, before the answerer reads a German message: "Was chostet
 * es, 24 Module uf emne Ziegeldach z putze?" becomes "was kostet es, 24 Module auf einem Ziegeldach zu putzen?". The
 * lexicon and the coverage check then know the words, and a dialect spelling the lists never saw ("Wie lang gaht's",
 * "mir händ", "d Azahl igeh") reads like its Standard German. Only for messages answered in German: short dialect
 * words ("e", "de", "en", "au") are other languages' words too. Pure.
 */

/** Phrases first: their words alone would read otherwise. */
const PHRASES: [RegExp, string][] = [
  [/\bwie m[äa]ngisch\b/giu, "wie oft"],
  [/\bmir h[äa]nd\b/giu, "wir haben"],
  [/\bmer h[äa]nd\b/giu, "wir haben"],
  [/\bh[äa]nd mer\b/giu, "haben wir"],
  [/\bh[äae]nd ihr\b/giu, "habt ihr"],
  [/\bwenn['’]s\b|\bw[äa]nn['’]?s\b/giu, "wenn es"],
  [/\bwie['’]s\b/giu, "wie es"],
  [/\bgaht['’]?s\b|\bgoht['’]?s\b/giu, "geht es"],
  [/\bgit['’]?s\b|\bgitt['’]?s\b/giu, "gibt es"],
  [/\bisch['’]?s\b/giu, "ist es"],
  [/\bsit w[äae]nn\b/giu, "seit wann"],
  // "vo sälber": by itself (the rain); "sälber" alone is oneself
  [/\bvo[n]? s[äa]lber\b/giu, "von selbst"],
  // "z Bärn", "z Basel": in a place (not "z putze", to clean)
  [
    /\bz (?=(?:Bärn|Bern|Basel|Züri|Zürich|Luzärn|Luzern|Winti|Olte|Aarau|Baden|Zug|Solothurn|Soledurn|Liestal|Chur|Thun|Biel|St\. ?Gallen|Sanggale)\b)/gu,
    "in ",
  ],
  [/\buf de (?=(?:Module|Panels|Paneel|Solarmodule|Zieglä|Ziegel)\b)/giu, "auf den "],
  [/\bch[öo]mm?ed si\b/giu, "kommen Sie"],
  // "Wänn hend ihr Ziit?": at the start, before a verb, "wänn" asks when ("wänn's rägnet" is "wenn es regnet").
  [
    /^\s*w[äa]nn(?= (?:h[äae]nd|habt|hät|hätted|chönd|chönnt|chömed|chunnt|isch|sind|gits|git|gaht|goht|mached|chan)\b)/iu,
    "wann",
  ],
  // "Wänn im Jahr": at which time of year
  [/\bw[äa]nn(?= im j[ao]hr\b)/giu, "wann"],
];

// prettier-ignore
const WORDS: Record<string, string> = {
  // to be, to have, can, must, should, come, go, give
  isch: "ist", esch: "ist", hets: "hat es", hät: "hat", het: "hat", hani: "habe ich", han: "habe", ha: "habe", hesch: "hast du",
  händ: "haben", hend: "haben", hei: "haben", chan: "kann", cha: "kann", chani: "kann ich", chasch: "kannst du",
  chönd: "könnt", chönnd: "könnt", chönnt: "könnt", chönnted: "könntet", chöntet: "könntet", chömed: "kommt",
  chömmed: "kommt", chunnt: "kommt", chunt: "kommt", chum: "komme", sött: "sollte", sötte: "sollte", söll: "soll",
  mues: "muss", muess: "muss", gaht: "geht", goht: "geht", git: "gibt", gits: "gibt es", wär: "wäre", würd: "würde",
  hätted: "hättet", hätt: "hätte", gsi: "gewesen", lah: "lassen", gmacht: "gemacht", gputzt: "geputzt",
  // verbs as visitors ask with them
  mached: "macht", machet: "macht", mache: "machen", wegmache: "entfernen", wägmache: "entfernen", schaffed: "arbeitet",
  schaffet: "arbeitet", schaffe: "arbeiten", sötti: "sollte", söttemer: "sollten wir", ume: "herum", bi: "bei", putzed: "putzt", putzet: "putzt", putze: "putzen",
  reinige: "reinigen", tüend: "tut", tüet: "tut", säge: "sagen", froge: "fragen", überchum: "bekomme",
  überchume: "bekomme", übercho: "bekommen", bruuche: "brauchen", bruuchet: "braucht", bruucht: "braucht",
  choste: "kosten", chostet: "kostet", choschtet: "kostet", koschtet: "kostet", chöschtet: "kostet",
  chöschte: "kosten", luege: "schauen", gseh: "sehen", gläse: "gelesen", verlürt: "verliert", schicke: "schicken",
  erinnere: "erinnern", igeh: "eingeben", iigeh: "eingeben", iigä: "eingeben", igä: "eingeben", uszfülle: "auszufüllen", usgfüllt: "ausgefüllt",
  aanäh: "annehmen", usdrucke: "ausdrucken", uusdrucke: "ausdrucken", me: "man", aalüte: "anrufen", alüte: "anrufen", lüte: "anrufen", erteile: "erteilen",
  wüsst: "wüsste", zahle: "zahlen", würkli: "wirklich", würklich: "wirklich", wievill: "wieviel", wievil: "wieviel",
  meh: "mehr", abgloffe: "abgelaufen", abgloffä: "abgelaufen", abglaufe: "abgelaufen", bescht: "beste", beschte: "besten", zyt: "Zeit", zytpunkt: "Zeitpunkt", dihei: "daheim", dehei: "daheim", deheim: "daheim", dihai: "daheim",
  // little words
  nöd: "nicht", nid: "nicht", nüd: "nicht", öppis: "etwas", eppis: "etwas", öppe: "etwa", eppe: "etwa", üs: "uns",
  öis: "uns", üses: "unser", üsem: "unserem", üsi: "unsere", üsne: "unseren", öich: "euch", eich: "euch",
  öiche: "euer", vo: "von", bim: "beim", sunscht: "sonst", uf: "auf", ufem: "auf dem", em: "dem", emne: "einem", ere: "einer", e: "ein",
  en: "einen", d: "die", s: "das", de: "der", mer: "man", mi: "mich", i: "ich", z: "zu", au: "auch", nu: "nur", si: "Sie",
  scho: "schon", jetz: "jetzt", hüt: "heute", morn: "morgen", wänn: "wenn", wenns: "wenn es", some: "so einem",
  ohni: "ohne", näbem: "neben dem", näbed: "neben", näbedra: "nebenan", diräkt: "direkt", zäme: "zusammen",
  debii: "dabei", drzue: "dazu", dezue: "dazu", derzue: "dazu", vill: "viel", villi: "viele", chli: "klein",
  chlii: "klein", grossi: "grosse", nöi: "neu", wieso: "warum", gärn: "gern",
  // things
  johr: "Jahr", johre: "Jahre", täg: "Tage", wuche: "Woche", wuchä: "Woche", mönet: "Monate", ziit: "Zeit",
  huus: "Haus", hüsli: "Haus", iifamiliehus: "Einfamilienhaus", schür: "Scheune", bäum: "Bäume", adrässe: "Adresse",
  räge: "Regen", fänster: "Fenster", dachchänel: "Dachkännel", chänel: "Kännel", anlag: "Anlage", rase: "Rasen",
  stude: "Stauden", dachgarte: "Dachgarten", pflanze: "Pflanzen", inbegriffe: "inbegriffen", aafahrt: "Anfahrt",
  azahl: "Anzahl", aazahl: "Anzahl", uftrag: "Auftrag", offertä: "Offerte", foti: "Foto", fotis: "Fotos", verschmutzig: "Verschmutzung",
  rächnig: "Rechnung", zahlig: "Zahlung", reinigig: "Reinigung", wartig: "Wartung", versicherig: "Versicherung",
  begrüenig: "Begrünung", begrüent: "begrünt", begrüente: "begrünte", begrüents: "begrüntes", mehrwertstüür: "Mehrwertsteuer", stüür: "Steuer",
  längts: "reicht es", langts: "reicht es", längt: "reicht", bewertig: "Bewertung", bewertige: "Bewertungen", firme: "Firmen", verträg: "Verträge", wartigsvertrag: "Wartungsvertrag",
  wartigsverträg: "Wartungsverträge", gründet: "gegründet", sälber: "selber", sälbst: "selbst", chratze: "kratzen", wüsche: "wischen",
  abewüsche: "abwischen", rächt: "recht", voruus: "voraus", buche: "buchen", meischte: "meisten", staht: "steht",
  abechratze: "abkratzen", abdecke: "abdecken", angscht: "Angst", burehof: "Bauernhof", buurehof: "Bauernhof", alli: "alle",
  zfriede: "zufrieden", firmesitz: "Firmensitz", wintergarte: "Wintergarten", aalag: "Anlage", aalage: "Anlage",
  // places
  bärn: "Bern", züri: "Zürich", luzärn: "Luzern", winti: "Winterthur", schaffhuuse: "Schaffhausen",
  chilchturm: "Kirchturm", chilche: "Kirche", öii: "eure", öji: "eure", soledurn: "Solothurn", sanggale: "St. Gallen", olte: "Olten", glaris: "Glarus", liechschtal: "Liestal",
};

/** A word, with the hyphens and apostrophes inside it ("E-Mail" stays one word and is left alone). */
const WORD = /[\p{L}][\p{L}'’-]*/gu;

/**
 * Swiss German says "aa" where Standard German says "an" at the start of a word ("Aaschluss", "aafrage", "Wasseraaschluss"
 * for Anschluss, anfragen, Wasseranschluss); "Aare", "Aarau" and "Aargau" keep theirs.
 */
const AA_FOR_AN = /^(\p{L}*?)([Aa])a(?=(?:schl|fahr|frag|gebot|meld|ruef|rüef|lüt|lueg|lag|nah|näh))/u;

export function toStandardGerman(message: string): string {
  let text = message;
  for (const [pattern, standard] of PHRASES) text = text.replace(pattern, standard);
  return text.replace(WORD, (word) => {
    if (/['’-]/.test(word)) return word;
    const standard = WORDS[word.toLowerCase()];
    if (standard !== undefined) return standard;
    return word.replace(AA_FOR_AN, (_, before: string, a: string) => `${before}${a}n`);
  });
}
