import { cityName, responseTimeFor } from "#app/content/cities";
import { siteFacts } from "#app/content/site-facts";
import { homeLoss } from "#app/domain/loss";
import { computeQuote, FIXED_COST_CHF, type AreaUnit, type RoofType } from "#app/domain/pricing";
import { formatChf } from "#app/lib/format";
import type { Lang } from "#app/lib/i18n";
import { hrefOf } from "#app/lib/page-links";

/**
 * The assistant's evaluation set: questions as visitors type them (paraphrases, typos, mixed
 * units, no accents), each with the facts the answer must contain (case-insensitive text),
 * and out-of-scope questions that must be handed to a person. Expected figures come from the
 * modules (pricing, cities, loss calculator, site facts), never typed here.
 */
export interface EvalQuestion {
  question: string;
  facts: string[];
}

export interface EvalSet {
  answerable: EvalQuestion[];
  /** Must end in a hand-over (contact page, phone, WhatsApp). */
  handover: string[];
}

/** Net, VAT and total as the calculator shows them. */
function quote(size: number, unit: AreaUnit, roofType: RoofType, lang: Lang): string[] {
  const q = computeQuote({ size, unit, roofType });
  return [
    formatChf(q.net),
    formatChf(q.vat),
    formatChf(q.total),
    hrefOf({ page: "prices", section: "calculator" }, lang),
  ];
}

/** Totals for the three roof types when the question names none. */
function totals(size: number, unit: AreaUnit): string[] {
  return (["ziegeldach", "flachdach", "blechdach"] as const).map((roofType) =>
    formatChf(computeQuote({ size, unit, roofType }).total),
  );
}

function city(slug: string, lang: Lang): string[] {
  return [cityName(slug, lang), ...responseTimeFor(slug).split("-")];
}

function loss(kwp: number, lang: Lang): string[] {
  return [formatChf(homeLoss(kwp, "wohngebiet").total, 0), hrefOf({ page: "home" }, lang)];
}

const page = (kind: Parameters<typeof hrefOf>[0]["page"], lang: Lang) => hrefOf({ page: kind }, lang);
const insurance = String(siteFacts.liabilityInsuranceChf / 1_000_000);
const fixed = formatChf(FIXED_COST_CHF, 0);

export const evalSets: Record<Lang, EvalSet> = {
  de: {
    answerable: [
      {
        question: "Was kostet die Reinigung für 40 kWp auf einem Flachdach?",
        facts: quote(40, "kwp", "flachdach", "de"),
      },
      { question: "40kwp flachdach preis", facts: quote(40, "kwp", "flachdach", "de") },
      { question: "Wieviel kostet 25 Module Ziegeldach?", facts: quote(25, "panel", "ziegeldach", "de") },
      { question: "Preis für 120 m2 Blechdach bitte", facts: quote(120, "m2", "blechdach", "de") },
      { question: "Offerte 1'200 m² Flachdach Gewerbe", facts: quote(1200, "m2", "flachdach", "de") },
      { question: "was kostet 12,5 kWp auf ziegeln", facts: quote(12.5, "kwp", "ziegeldach", "de") },
      { question: "Wir haben 60 Solarmodule, was kostet das?", facts: totals(60, "panel") },
      { question: "Und mit Blechdach? 30 Paneele", facts: quote(30, "panel", "blechdach", "de") },
      { question: "Was kostet eine Reinigung ungefähr?", facts: [fixed, page("prices", "de")] },
      { question: "Wie schnell sind Sie in Luzern?", facts: city("luzern", "de") },
      { question: "Reaktionszeit Basel?", facts: city("basel", "de") },
      { question: "Kommt ihr auch nach Zug?", facts: city("zug", "de") },
      { question: "Sind Sie auch in St. Gallen tätig", facts: city("st-gallen", "de") },
      { question: "Wie viel Ertrag verliere ich mit 30 kWp im Jahr?", facts: loss(30, "de") },
      { question: "verlust 50kwp verschmutzt", facts: loss(50, "de") },
      { question: "Wie oft sollte man die Solaranlage reinigen?", facts: ["1 bis 2 jahre", page("faq", "de")] },
      { question: "Womit reinigt ihr die Module? Chemie?", facts: ["demineralisiert"] },
      { question: "Reinigen Sie mit Hochdruck?", facts: ["niederdruck"] },
      { question: "Sind Sie versichert, falls etwas beschädigt wird?", facts: [insurance, "millionen"] },
      { question: "Verrechnet ihr Anfahrtskosten?", facts: ["anfahrtskosten"] },
      { question: "Wie oft muss ein Gründach gepflegt werden?", facts: ["zweimal", "vier"] },
      { question: "Setzt ihr Drohnen oder Roboter ein?", facts: ["roboter", "drohnen"] },
      { question: "Wie lange dauert eine Reinigung, muss ich zuhause sein?", facts: ["2 bis 4 stunden"] },
      { question: "Wieviel mehr Ertrag bringt eine Reinigung?", facts: ["%"] },
      { question: "Was passiert wenn ich nicht zufriden bin mit dem Ergebnis?", facts: ["zufriedenheitsgarantie"] },
      { question: "Telefonnummer?", facts: ["+41"] },
      { question: "Wie schnell bekomme ich einen Termin?", facts: ["1 bis 2 wochen"] },
      { question: "Seit wann seid ihr zertifiziert?", facts: [String(siteFacts.certifiedSince)] },
    ],
    handover: [
      "Gibt es Rabatt wenn ich zwei Anlagen reinigen lasse?",
      "Können Sie am Montag den 12.5. kommen?",
      "Garantieren Sie mir 20 % mehr Ertrag?",
      "Können Sie auch mein Auto waschen?",
      "Wie wird das Wetter morgen in Basel?",
      "Wer gewinnt die Fussball-WM?",
      "Installiert ihr auch Wärmepumpen?",
    ],
  },
  fr: {
    answerable: [
      {
        question: "Combien coûte le nettoyage de 20 panneaux, toit en tuiles?",
        facts: quote(20, "panel", "ziegeldach", "fr"),
      },
      { question: "20 panneaux toit en tuiles", facts: quote(20, "panel", "ziegeldach", "fr") },
      { question: "prix pour 40 kWc toit plat", facts: quote(40, "kwp", "flachdach", "fr") },
      { question: "Devis 150 m2 toit en tole svp", facts: quote(150, "m2", "blechdach", "fr") },
      { question: "J'ai 35 modules sur un toit plat, ça coûte combien?", facts: quote(35, "panel", "flachdach", "fr") },
      { question: "Quel prix pour 300 mètres carrés en tuiles?", facts: quote(300, "m2", "ziegeldach", "fr") },
      { question: "Combien pour 10 kWc?", facts: totals(10, "kwp") },
      { question: "Quel est le prix d'un nettoyage?", facts: [fixed, page("prices", "fr")] },
      { question: "Vous intervenez à Lausanne?", facts: ["lausanne", "24", "48"] },
      { question: "Quel délai pour Bâle?", facts: city("basel", "fr") },
      { question: "Vous venez jusqu'à Genève?", facts: ["genève", "24", "48"] },
      { question: "Délai d'intervention à Lucerne?", facts: city("luzern", "fr") },
      { question: "Combien je perds par an avec 30 kWc encrassés?", facts: loss(30, "fr") },
      { question: "perte annuelle 50 kwc", facts: loss(50, "fr") },
      { question: "À quelle fréquence faut-il nettoyer les panneaux solaires?", facts: ["1 à 2 ans"] },
      { question: "Vous utilisez des produits chimiques?", facts: ["déminéralisée"] },
      { question: "Nettoyez-vous à haute pression?", facts: ["pression"] },
      { question: "Êtes-vous assurés en cas de dégât?", facts: [insurance, "millions"] },
      { question: "Y a-t-il des frais de déplacement?", facts: ["déplacement"] },
      { question: "Combien de temps dure le nettoyage? Je dois être présent?", facts: ["heures"] },
      { question: "Utilisez-vous des drones ou des robots?", facts: ["robot"] },
      { question: "Entretien toiture végétalisée combien de fois par an?", facts: ["deux", "quatre"] },
      { question: "Quel est votre numéro de téléphone?", facts: ["+41"] },
      { question: "Quel gain de rendement après un nettoyage?", facts: ["%"] },
      { question: "Dans quel délai puis-je obtenir un rendez-vous?", facts: ["semaines"] },
      { question: "Depuis quand êtes-vous certifiés?", facts: [String(siteFacts.certifiedSince)] },
      {
        question: "Quels sont vos horaires d'ouverture?",
        facts: [siteFacts.hours.opens.replace(/^0?(\d+):00$/, "$1 h")],
      },
    ],
    handover: [
      "Vous faites un rabais pour deux installations?",
      "Pouvez-vous venir demain matin?",
      "Vous me garantissez 30 % de rendement en plus?",
      "Pouvez-vous réparer mon onduleur?",
      "Quelle est la capitale de l'Australie?",
      "Vous vendez des voitures électriques?",
    ],
  },
  it: {
    answerable: [
      {
        question: "Quanto costa la pulizia di 150 m² con tetto in lamiera?",
        facts: quote(150, "m2", "blechdach", "it"),
      },
      { question: "150 mq tetto in lamiera", facts: quote(150, "m2", "blechdach", "it") },
      { question: "preventivo 40 kWp tetto piano", facts: quote(40, "kwp", "flachdach", "it") },
      { question: "Ho 24 pannelli su tetto in tegole, quanto costa?", facts: quote(24, "panel", "ziegeldach", "it") },
      { question: "prezzo 18 kwp tegole", facts: quote(18, "kwp", "ziegeldach", "it") },
      { question: "Quanto costa per 500 metri quadrati su tetto piatto?", facts: quote(500, "m2", "flachdach", "it") },
      { question: "Quanto costa pulire 40 moduli?", facts: totals(40, "panel") },
      { question: "Quanto costa una pulizia dell'impianto?", facts: [fixed, page("prices", "it")] },
      { question: "Venite anche a Lugano?", facts: ["lugano", "24", "48"] },
      { question: "Tempi di intervento a Basilea?", facts: city("basel", "it") },
      { question: "Quanto tempo per Zurigo?", facts: city("zuerich", "it") },
      { question: "Lavorate a Bellinzona?", facts: ["bellinzona", "24", "48"] },
      { question: "Quanto perdo all'anno con 30 kWp sporchi?", facts: loss(30, "it") },
      { question: "perdita annua impianto 50 kwp", facts: loss(50, "it") },
      { question: "Ogni quanto va pulito l'impianto fotovoltaico?", facts: ["1–2 anni"] },
      { question: "Usate prodotti chimici?", facts: ["demineralizzata"] },
      { question: "Pulite con l'alta pressione?", facts: ["pressione"] },
      { question: "Siete assicurati se succede qualcosa?", facts: [insurance, "milioni"] },
      { question: "Ci sono costi di trasferta?", facts: ["trasferta"] },
      { question: "Quanto dura la pulizia? Devo essere presente?", facts: ["ore"] },
      { question: "Usate droni o robot?", facts: ["robot"] },
      { question: "Quante volte all'anno va curato un tetto verde?", facts: ["due", "quattro"] },
      { question: "Qual è il vostro numero di telefono?", facts: ["+41"] },
      { question: "Quanto rendimento in più dopo la pulizia?", facts: ["%"] },
      { question: "Da quando siete certificati?", facts: [String(siteFacts.certifiedSince)] },
      { question: "Quali sono i vostri orari?", facts: [siteFacts.hours.opens] },
    ],
    handover: [
      "Fate uno sconto per i clienti fedeli?",
      "Potete venire domani pomeriggio?",
      "Mi garantite il 25 % di resa in più?",
      "Vendete pannelli solari nuovi?",
      "Chi ha vinto il Giro d'Italia?",
      "Mi consiglia una buona pizzeria a Lugano?",
    ],
  },
  en: {
    answerable: [
      { question: "How much for 100 square metres, tiled roof?", facts: quote(100, "m2", "ziegeldach", "en") },
      { question: "100 sqm tiled roof price", facts: quote(100, "m2", "ziegeldach", "en") },
      { question: "What would 40 kWp on a flat roof cost?", facts: quote(40, "kwp", "flachdach", "en") },
      { question: "quote for 30 panels metal roof", facts: quote(30, "panel", "blechdach", "en") },
      {
        question: "We have 22 panels on a tiled roof, what's the price?",
        facts: quote(22, "panel", "ziegeldach", "en"),
      },
      { question: "Price for 8.5 kWp flat roof please", facts: quote(8.5, "kwp", "flachdach", "en") },
      { question: "How much to clean 200 m2?", facts: totals(200, "m2") },
      { question: "How much does a cleaning cost?", facts: [fixed, page("prices", "en")] },
      { question: "How quickly can you respond in Zurich?", facts: city("zuerich", "en") },
      { question: "Do you cover Lucerne?", facts: city("luzern", "en") },
      { question: "Response time for Bern?", facts: city("bern", "en") },
      { question: "Do you work in Basel?", facts: city("basel", "en") },
      { question: "How much do I lose per year with a dirty 30 kWp system?", facts: loss(30, "en") },
      { question: "yearly loss 50kwp", facts: loss(50, "en") },
      { question: "How often should solar panels be cleaned?", facts: ["1 to 2 years"] },
      { question: "Do you use chemicals?", facts: ["demineralised"] },
      { question: "Do you use a pressure washer?", facts: ["pressure"] },
      { question: "Are you insured if something gets damaged?", facts: [insurance, "million"] },
      { question: "Do you charge for travel?", facts: ["travel"] },
      { question: "How long does a cleaning take, do I need to be home?", facts: ["hours"] },
      { question: "Do you use drones or robots?", facts: ["robot"] },
      { question: "How often does a green roof need maintenance?", facts: ["two", "four"] },
      { question: "What's your phone number?", facts: ["+41"] },
      { question: "How much more yield after cleaning?", facts: ["%"] },
      { question: "Since when are you certified?", facts: [String(siteFacts.certifiedSince)] },
      { question: "What are your opening hours?", facts: [siteFacts.hours.opens] },
    ],
    handover: [
      "Is there a discount for two systems?",
      "Can you come next Tuesday?",
      "Do you promise 20 % more yield?",
      "Can you fix my leaking shower?",
      "Who won the football world cup?",
      "Do you sell electric cars?",
    ],
  },
};
