import { guessLanguage } from "#app/lib/language-guess";
import type { Lang } from "#app/lib/i18n";
import { keywordTokens } from "./text";

/**
 * The language of the answer: the message's own language when it is clearly German,
 * French, Italian or English, otherwise the page's. Visitors write short questions with
 * few function words ("Preis 40 kWp Flachdach?"), so words of the site's subject count
 * too. Pure.
 */
const SUBJECT_WORDS: Record<Lang, readonly string[]> = {
  de: [
    "preis",
    "preise",
    "kostet",
    "kosten",
    "dach",
    "flachdach",
    "ziegeldach",
    "blechdach",
    "reinigung",
    "reinigen",
    "anlage",
    "solaranlage",
    "module",
    "wie",
    "viel",
    "was",
    "wann",
    "gibt",
    "ihr",
    "sie",
    "oft",
    "offerte",
    "verlust",
    "gründach",
    "dachrinne",
    "danke",
    "hallo",
    "grüezi",
    "versichert",
    "rabatt",
    "termin",
    // Swiss German's own little words: "Söll ich de Schnee sälber vo de Panels abechratze?" has two French "de"
    "isch",
    "söll",
    "sött",
    "händ",
    "hend",
    "chönd",
    "öppis",
    "nöd",
    "nid",
    "vo",
    "bim",
    "sälber",
    "mached",
    "hät",
    "gsi",
    "üs",
    "öich",
  ],
  fr: [
    "prix",
    "combien",
    "coûte",
    "toit",
    "tuiles",
    "tôle",
    "plat",
    "panneaux",
    "nettoyage",
    "nettoyer",
    "installation",
    "devis",
    "quand",
    "est-ce",
    "votre",
    "vos",
    "perte",
    "toiture",
    "merci",
    "bonjour",
    "assurés",
    "rabais",
    "rendez-vous",
    "quel",
    "quelle",
  ],
  it: [
    "prezzo",
    "quanto",
    "costa",
    "tetto",
    "tegole",
    "lamiera",
    "piano",
    "pannelli",
    "moduli",
    "pulizia",
    "pulire",
    "impianto",
    "preventivo",
    "quando",
    "perdita",
    "grazie",
    "buongiorno",
    "assicurati",
    "sconto",
    "appuntamento",
    "siete",
    "fate",
    "quale",
  ],
  en: [
    "price",
    "how",
    "much",
    "roof",
    "tiled",
    "flat",
    "metal",
    "panels",
    "cleaning",
    "clean",
    "system",
    "quote",
    "when",
    "loss",
    "thanks",
    "hello",
    "insured",
    "discount",
    "appointment",
    "cost",
    "costs",
    "gutter",
  ],
};

const subjectSets = Object.fromEntries(
  Object.entries(SUBJECT_WORDS).map(([lang, list]) => [lang, new Set(list.flatMap((w) => keywordTokens(w)))]),
) as Record<Lang, Set<string>>;

/** Per language, the message's function words and words of the site's subject. */
function languageScores(message: string): Record<Lang, number> {
  const { scores } = guessLanguage(message, 1);
  const total = { ...scores };
  for (const token of keywordTokens(message)) {
    for (const lang of Object.keys(total) as Lang[]) if (subjectSets[lang].has(token)) total[lang] += 1;
  }
  return total;
}

export function detectLanguage(message: string): Lang | null {
  const ranked = (Object.entries(languageScores(message)) as [Lang, number][]).sort((a, b) => b[1] - a[1]);
  const [best, second] = ranked;
  return best![1] >= 2 && best![1] >= second![1] * 1.5 ? best![0] : null;
}

export function chooseLanguage(message: string, pageLang: Lang): Lang {
  const detected = detectLanguage(message);
  if (!detected || detected === pageLang) return pageLang;
  // Words several languages share ("in", "da") do not take a visitor away from the page's language when the message
  // has the page language's words too: "und in Zürich, kommt da Anfahrt dazu?" on the German page stays German.
  const scores = languageScores(message);
  return scores[pageLang] === 0 || scores[detected] - scores[pageLang] >= 2 ? detected : pageLang;
}
