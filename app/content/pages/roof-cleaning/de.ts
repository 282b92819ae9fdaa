import { AREA_MAX, AREA_MIN, GABLE_ROOF_AREA_FACTOR, ROOF_PRICE_PER_M2, roofTotal } from "#app/domain/roof-price";
import { formatChf, formatDecimal } from "#app/lib/format";
import { siteFacts } from "#app/content/site-facts";
import type { PageRef } from "../types";
import type { RoofCleaningContent } from "./types";

/** /dachreinigung in German (spec 2 "/dachreinigung (Basel)"). */

const perM2 = formatChf(ROOF_PRICE_PER_M2, 0);
const replyHours = siteFacts.replyWithinHours;
const insurance = `CHF ${siteFacts.liabilityInsuranceChf / 1_000_000} Millionen`;
const exampleTotal = (area: number) => formatChf(roofTotal(area), 0);
const contact: PageRef = { page: "contact" };

export const roofCleaningDe = {
  meta: {
    title: "Dachreinigung in Basel – Moos und Algen entfernen",
    description: `Dachreinigung in Basel für ${perM2} pro m² zuzüglich MWST, ohne Anfahrtskosten: Moos- und Algenentfernung, Rinnenreinigung und Imprägnierung inklusive. Empfohlen alle drei bis fünf Jahre.`,
    serviceType: "Dachreinigung",
  },

  hero: {
    heading: "Dachreinigung in Basel und Umgebung",
    intro: [
      "Moos, Algen und Flechten halten Feuchtigkeit auf dem Dach, lassen Ziegel bei Frost schneller altern und verstopfen Rinnen und Abläufe. Wir reinigen Ziegel-, Flach- und Blechdächer materialgerecht und ohne Reinigungsmittel: mit Niederdruck von 1 bis 3 bar, auf Flachdächern 0,5 bis 1 bar, und bei Bedarf mit Heisswasser von 80 bis 95 °C; danach tragen wir die im Preis inbegriffene Spezialimprägnierung auf. Für die meisten Dächer in der Region Basel empfehlen wir eine Reinigung alle drei bis fünf Jahre.",
      `Die Dachreinigung kostet ${perM2} pro Quadratmeter zuzüglich MWST, Anfahrtskosten verrechnen wir nicht. Inbegriffen sind Moos- und Algenentfernung, die Reinigung der Dachrinnen, eine Spezialimprägnierung und fünf Jahre Garantie; eine Beschichtung bieten wir auf Anfrage an. Ein Dach von 120 m² kostet so ${exampleTotal(120)}, eines von 280 m² ${exampleTotal(280)}. Mit dem Preisrechner auf dieser Seite sehen Sie Ihren Betrag sofort.`,
    ],
    contactButton: { label: "Kostenlose Offerte anfordern", to: contact },
    calculatorButton: "Preis berechnen",
    badge: `${perM2} pro m² exkl. MWST · keine Anfahrtskosten · 5 Jahre Garantie`,
  },

  methods: {
    title: "Unsere Reinigungsmethoden",
    intro:
      "Wir wählen die Methode nach Dachmaterial, Zustand und Neigung – und setzen nie mehr Druck ein als nötig. Hochdruck raut Ziegel auf und drückt Wasser unter die Eindeckung; darauf verzichten wir.",
    items: [
      {
        icon: "pressure",
        title: "Niederdruckreinigung",
        description:
          "Wir lösen Moos, Algen und Schmutz mit 1 bis 3 bar, auf Flachdächern mit 0,5 bis 1 bar. Gearbeitet wird von oben nach unten in Fliessrichtung des Wassers, damit nichts unter die Ziegel gelangt.",
        features: ["1–3 bar auf Steildächern", "0,5–1 bar auf Flachdächern", "Flächenreiniger mit Spritzschutz"],
      },
      {
        icon: "heat",
        title: "Heisswasserreinigung",
        description:
          "Wo das Material es erlaubt, reinigen wir mit 80 bis 95 °C heissem Wasser. Die Hitze tötet Moos- und Algensporen bis in die Poren ab – ganz ohne Reinigungsmittel.",
        features: ["80–95 °C, wo geeignet", "Wirkt gegen Sporen und Flechten", "Ohne Reinigungsmittel"],
      },
      {
        icon: "brush",
        title: "Mechanische Vorreinigung",
        description:
          "Dicke Moospolster entfernen wir zuerst von Hand mit Kunststoffschabern und Bürsten. Das schont die Oberfläche und verhindert, dass ganze Moosbüschel in Rinnen und Fallrohre gespült werden.",
        features: [
          "Von Hand, Reihe für Reihe",
          "Moos wird eingesammelt und entsorgt",
          "Fallrohreinläufe mit Sieben geschützt",
        ],
      },
      {
        icon: "shield",
        title: "Imprägnierung und Beschichtung",
        description:
          "Ist das Dach abgetrocknet, tragen wir eine Spezialimprägnierung auf. Sie lässt Wasser abperlen und verzögert neuen Bewuchs deutlich. Eine farbige Dachbeschichtung bieten wir auf Anfrage an.",
        features: ["Spezialimprägnierung inbegriffen", "5 Jahre Garantie", "Beschichtung auf Anfrage"],
      },
    ],
  },

  materials: {
    title: "Vorgehen nach Dachmaterial",
    intro:
      "Jedes Material verlangt ein eigenes Vorgehen. Vor der Offerte klären wir deshalb ab, woraus Ihr Dach besteht, wie alt es ist und wie es sich begehen lässt.",
    pressureLabel: "Druck und Temperatur",
    items: [
      {
        key: "ziegel",
        title: "Ton- und Betonziegel",
        description:
          "Das häufigste Dach in der Region Basel. Moos setzt sich in den Fugen und an den Ziegelköpfen fest, besonders auf der Nordseite und unter Bäumen.",
        pressure: "1–3 bar, Heisswasser 80–95 °C",
        steps: [
          "Moospolster von Hand aus Fugen und Überdeckungen entfernen",
          "Fläche von oben nach unten mit Niederdruck reinigen",
          "Gebrochene oder verschobene Ziegel fotografieren und melden",
          "Nach dem Abtrocknen imprägnieren",
        ],
      },
      {
        key: "faserzement",
        title: "Faserzement (Eternit)",
        description:
          "Faserzementplatten und -schindeln, die vor 1990 verlegt wurden, können Asbest enthalten. Solche Dächer reinigen wir weder mit Druck noch mechanisch. Ist Asbest möglich, lassen wir zuerst eine Materialprobe analysieren und nennen Ihnen für eine Sanierung eine anerkannte Fachfirma.",
        pressure: "Asbestfreie Platten: 1–2 bar, Heisswasser 80–95 °C",
        steps: [
          "Baujahr und Material vor der Offerte abklären",
          "Nur asbestfreie Platten reinigen",
          "Platten nie direkt betreten, nur von Dachleitern und Laufstegen aus arbeiten",
          "Imprägnieren gegen Wasseraufnahme und neuen Bewuchs",
        ],
      },
      {
        key: "schiefer",
        title: "Schiefer",
        description:
          "Naturschiefer ist langlebig, aber spröde. Flechten und Algen sitzen in der rauen Oberfläche. Wir arbeiten langsam, mit weichen Bürsten und viel Handarbeit.",
        pressure: "1–2 bar, Heisswasser 80–95 °C",
        steps: [
          "Dach nur über Dachleitern und Dachhaken begehen",
          "Flechten mit weichen Bürsten und Heisswasser lösen",
          "Lose Platten und Schieferhaken dokumentieren",
          "Imprägnierung nur, wo sie dem Schiefer nützt",
        ],
      },
      {
        key: "metall",
        title: "Metall- und Blechdächer",
        description:
          "Beschichtetes Stahlblech, Titanzink, Kupfer und Aluminium vertragen keine Scheuermittel und keine harten Bürsten. Bei Kupfer und Titanzink erhalten wir die natürliche Patina.",
        pressure: "1–2 bar, Heisswasser 80–95 °C bei beschichtetem Blech",
        steps: [
          "Laub und Schmutz an Falzen und Schneefängen entfernen",
          "Fläche mit Niederdruck und weichen Bürsten reinigen",
          "Schrauben, Dichtungen und Rostansätze kontrollieren",
          "Schäden an der Beschichtung fotografieren und melden",
        ],
      },
      {
        key: "flachdach",
        title: "Flachdächer",
        description:
          "Auf Flachdächern stauen sich Wasser und Laub, und angewehte Samen keimen. Die Abdichtung aus Bitumen oder Kunststoff ist empfindlich, deshalb arbeiten wir hier mit dem geringsten Druck.",
        pressure: "0,5–1 bar, Heisswasser 80–95 °C, wo geeignet",
        steps: [
          "Angewehte Gräser und Baumsämlinge von Hand entfernen",
          "Dachabläufe und Notüberläufe freimachen",
          "Kies bei Bedarf umschichten und die Abdichtung kontrollieren",
          "Begrünte Flächen pflegen wir im Rahmen der Gründachpflege",
        ],
      },
    ],
  },

  safety: {
    title: "Sicherheit auf dem Dach",
    intro: "Arbeiten auf dem Dach sind nur dann gut gemacht, wenn dabei weder unser Team noch Ihr Haus Schaden nimmt.",
    items: [
      {
        title: "Gesichert nach BauAV und Suva",
        text: "Auf jedem Dach sichern wir uns mit Auffanggurt und Seil an Anschlagpunkten oder Dachhaken, auf Flachdächern mit Seitenschutz. Wo nötig stellen wir ein Gerüst oder setzen eine Hubarbeitsbühne ein.",
      },
      {
        title: "Nie allein auf dem Dach",
        text: "Wir arbeiten immer mindestens zu zweit. Unser Team ist im Umgang mit Absturzsicherung und Leitern geschult.",
      },
      {
        title: `Versichert bis ${insurance}`,
        text: `Verursachen wir bei der Arbeit einen Schaden, deckt ihn unsere Betriebshaftpflichtversicherung bis ${insurance}. Die Versicherungsbestätigung senden wir Ihnen auf Wunsch vor dem Einsatz zu.`,
      },
      {
        title: "Haus und Garten geschützt",
        text: "Fenster, Terrassen und Beete unter der Traufe decken wir ab. Moos und Schmutz sammeln wir ein und entsorgen sie fachgerecht.",
      },
      {
        title: "Nur bei geeignetem Wetter",
        text: "Bei Regen, Sturm, Frost oder Glätte verschieben wir den Einsatz. Die Imprägnierung tragen wir nur auf das trockene Dach auf.",
      },
      {
        title: "Solarmodule betreten wir nie",
        text: "Auf Wunsch reinigen wir Ihre Module im selben Einsatz fachgerecht mit demineralisiertem Wasser, ohne sie zu belasten.",
      },
    ],
  },

  prices: {
    title: "Drei Preisbeispiele",
    intro: `Die Dachreinigung kostet ${perM2} pro m² zuzüglich MWST, Anfahrtskosten verrechnen wir nicht. Im Preis inbegriffen sind Moos- und Algenentfernung, Dachrinnenreinigung, Spezialimprägnierung und fünf Jahre Garantie.`,
    areaLabel: "Dachfläche",
    totalLabel: "Preis",
    examples: [
      {
        area: 120,
        title: "Einfamilienhaus",
        description: "Satteldach mit Tonziegeln, Moos auf der Nordseite, Rinnen zur Hälfte mit Laub gefüllt.",
      },
      {
        area: 280,
        title: "Mehrfamilienhaus",
        description: "Walmdach mit Betonziegeln, grüner Algenbelag auf allen Seiten, vier Fallrohre.",
      },
      {
        area: 650,
        title: "Gewerbehalle",
        description: `Asbestfreie Faserzement-Wellplatten. Die Fläche liegt über dem Bereich des Preisrechners; es gilt derselbe Ansatz von ${perM2} pro m².`,
      },
    ],
  },

  customers: {
    title: "Für wen wir Dächer reinigen",
    typicalLabel: "Typisch",
    items: [
      {
        title: "Hauseigentümerinnen und Hauseigentümer",
        description:
          "Ihr Dach soll dicht bleiben und gepflegt aussehen, ohne dass Sie selbst auf die Leiter steigen müssen.",
        benefits: ["Fixpreis ohne Anfahrtskosten", "Fotos vorher und nachher", "5 Jahre Garantie"],
        typical: "Einfamilienhaus mit 100–200 m² Ziegeldach",
      },
      {
        title: "Verwaltungen und Stockwerkeigentum",
        description:
          "Für die Eigentümerversammlung brauchen Sie eine nachvollziehbare Offerte und einen sauberen Nachweis der Arbeit.",
        benefits: ["Offerte mit Fotos und Flächenangabe", "Eine feste Ansprechperson", "Wartungsvertrag möglich"],
        typical: "Mehrfamilienhaus mit 200–500 m² Dachfläche",
      },
      {
        title: "Gewerbe, Industrie und Landwirtschaft",
        description:
          "Grosse Dächer auf Hallen, Scheunen und Bürogebäuden reinigen wir planbar, ohne den Betrieb zu stören.",
        benefits: [
          "Einsätze nach Ihrem Betriebsplan",
          "Mengenrabatt ab drei Liegenschaften",
          "Reinigungsprotokoll für Ihre Berichte",
        ],
        typical: "Hallen- und Flachdächer ab 500 m²",
      },
    ],
    contractTitle: "Wartungsverträge",
    contractText:
      "Eigentümerinnen und Eigentümer sowie Verwaltungen planen Kontrolle und Pflege von Dach und Dachrinnen mit einem Wartungsvertrag, jährlich oder halbjährlich. Die Vertragsstufen für Unternehmen, Mengenrabatte und Beispiele finden Sie auf unserer Seite für Unternehmen.",
    contractLink: { label: "Wartungsverträge für Unternehmen", to: { page: "b2b" } },
  },

  process: {
    title: "So läuft die Dachreinigung ab",
    steps: [
      {
        title: "Anfrage",
        description: `Sie schreiben uns über das Kontaktformular oder rufen an. Fotos vom Dach helfen uns, sind aber keine Bedingung. Wir antworten innert ${replyHours} Stunden.`,
      },
      {
        title: "Offerte zum Fixpreis",
        description: `Wir rechnen mit ${perM2} pro m² zuzüglich MWST und verrechnen keine Anfahrtskosten. Bei Faserzement, schwierigem Zugang oder sichtbaren Schäden schauen wir uns das Dach vorher an.`,
      },
      {
        title: "Termin",
        description:
          "In der Regel reinigen wir innert einer bis zwei Wochen, in der Hochsaison innert drei bis vier Wochen. Wir bestätigen den Termin und melden uns, falls das Wetter nicht mitspielt.",
      },
      {
        title: "Reinigung",
        description:
          "Vorreinigung von Hand, dann Niederdruck und, wo geeignet, Heisswasser. Zum Schluss leeren wir Dachrinnen und spülen die Fallrohre durch.",
      },
      {
        title: "Imprägnierung",
        description:
          "Sobald das Dach trocken ist, tragen wir die Spezialimprägnierung auf. Sie schützt das Dach und verzögert neuen Bewuchs.",
      },
      {
        title: "Abnahme und Garantie",
        description:
          "Sie erhalten ein Reinigungsprotokoll mit Vorher-nachher-Fotos und Hinweisen auf Schäden sowie den Garantieschein über fünf Jahre mit Umfang und Bedingungen der Garantie.",
      },
    ],
  },

  calculator: {
    title: "Preisrechner Dachreinigung",
    intro: `Stellen Sie die Fläche Ihres Dachs ein und sehen Sie den Preis sofort: ${perM2} pro m² zuzüglich MWST, ohne Anfahrtskosten, von ${AREA_MIN} bis ${AREA_MAX} m².`,
    contact,
  },

  widget: {
    areaLabel: "Dachfläche",
    areaHint: `Faustregel: Grundfläche des Hauses inklusive Dachvorsprung mal ${formatDecimal(GABLE_ROOF_AREA_FACTOR.min, "de")} bis ${formatDecimal(GABLE_ROOF_AREA_FACTOR.max, "de")} bei einem üblichen Satteldach. Den genauen Wert bestätigen wir in der Offerte.`,
    pricePerM2Label: "Preis pro m²",
    travelLabel: "Anfahrtskosten",
    totalLabel: "Ihr Preis exkl. MWST",
    includedTitle: "Im Preis inbegriffen",
    included: ["Moos- und Algenentfernung", "Dachrinnenreinigung", "Spezialimprägnierung", "5 Jahre Garantie"],
    onRequest: "Dachbeschichtung auf Anfrage",
    examplesTitle: "Preisbeispiele",
    largerRoofs: `Grössere Dächer rechnen wir zum selben Ansatz von ${perM2} pro m² ab.`,
    button: "Offerte für {area} m² anfordern",
  },

  beforeAfter: {
    title: "Vorher und nachher",
    intro:
      "So sieht ein typisches Ziegeldach in der Region Basel vor und nach unserer Reinigung aus: Moos und Algen sind entfernt, die Rinne ist frei, die imprägnierten Ziegel lassen Regen wieder abperlen.",
    before: {
      caption: "Moos in den Fugen, dunkler Algenbelag und eine volle Dachrinne",
      alt: "Illustration eines Ziegeldachs vor der Reinigung: dunkle, fleckige Ziegel mit grünen Moospolstern, Algenstreifen und einer überlaufenden, mit Laub gefüllten Dachrinne.",
    },
    after: {
      caption: "Gereinigt, imprägniert und mit freier Dachrinne",
      alt: "Illustration desselben Ziegeldachs nach der Reinigung: gleichmässig rote, saubere Ziegel ohne Moos, Regentropfen perlen ab, die Dachrinne ist leer.",
    },
  },

  moreTitle: "Dachrinnen und Solaranlage im selben Einsatz",

  related: {
    title: "Solaranlage auf dem Dach?",
    text: "Verschmutzte Module kosten Ertrag. Wir reinigen Dach und Solaranlage auf Wunsch im selben Einsatz – die Module mit demineralisiertem Wasser und ohne Chemie.",
    links: [
      { label: "Zur Solarreinigung", to: { page: "solar" } },
      { label: "Sofort-Offerte starten", to: { page: "prices" } },
      { label: "Verlust berechnen", to: { page: "lossCalculator" } },
    ],
  },

  gutter: {
    title: "Dachrinnen inbegriffen",
    text: "Bei jeder Dachreinigung leeren wir die Dachrinnen und spülen die Fallrohre – ohne Aufpreis. Sie möchten nur die Rinnen reinigen lassen? Auch das übernehmen wir.",
    link: { label: "Zur Dachrinnenreinigung", to: { page: "gutterCleaning" } },
  },

  cta: {
    title: "Ihr Dach wieder sauber – zum Fixpreis",
    text: `${perM2} pro m² zuzüglich MWST, keine Anfahrtskosten, fünf Jahre Garantie. Schreiben Sie uns, wir antworten innert ${replyHours} Stunden.`,
    contactButton: { label: "Kostenlose Offerte anfordern", to: contact },
    gutterButton: { label: "Zur Dachrinnenreinigung", to: { page: "gutterCleaning" } },
  },

  faq: {
    title: "Häufige Fragen zur Dachreinigung in Basel",
    items: [
      {
        question: "Was kostet eine Dachreinigung in Basel?",
        answer: `In Basel und Umgebung kostet eine Dachreinigung bei uns ${perM2} pro m² zuzüglich MWST, Anfahrtskosten verrechnen wir nicht. Inbegriffen sind Moos- und Algenentfernung, Dachrinnenreinigung, Spezialimprägnierung und fünf Jahre Garantie. Ein Einfamilienhausdach von 120 m² kostet damit ${exampleTotal(120)}. Den Preis für Ihre Fläche zeigt der Preisrechner auf dieser Seite.`,
      },
      {
        question: "Wie oft sollte man ein Dach in Basel reinigen lassen?",
        answer:
          "Für die meisten Dächer in der Region Basel empfehlen wir eine Reinigung alle drei bis fünf Jahre. Auf Nordseiten, unter Bäumen und im feuchten Klima entlang von Rhein, Birs und Wiese wächst Moos schneller; dort raten wir eher zu drei Jahren. Die Dachrinnen sollten Sie unabhängig davon mindestens einmal pro Jahr reinigen lassen.",
      },
      {
        question: "Beschädigt die Reinigung meine Ziegel?",
        answer:
          "Nein. Wir arbeiten nicht mit Hochdruck, sondern mit Niederdruck von 1 bis 3 bar, auf Flachdächern mit 0,5 bis 1 bar. Wo das Material es zulässt, reinigen wir mit Heisswasser von 80 bis 95 °C, das Moos- und Algensporen ohne Reinigungsmittel abtötet. Empfindliche Dächer wie Schiefer reinigen wir zusätzlich von Hand.",
      },
      {
        question: "Was ist im Preis inbegriffen?",
        answer: `Im Preis von ${perM2} pro m² sind die Entfernung von Moos und Algen, die Reinigung der Dachrinnen und Fallrohre, eine Spezialimprägnierung, das Reinigungsprotokoll mit Fotos und fünf Jahre Garantie enthalten. Anfahrtskosten verrechnen wir nicht. Eine farbige Dachbeschichtung offerieren wir auf Anfrage separat.`,
      },
      {
        question: "Reinigen Sie auch Eternit- und Faserzementdächer?",
        answer:
          "Ja, sofern die Platten asbestfrei sind. Faserzement, der vor 1990 verlegt wurde, kann Asbest enthalten; solche Dächer reinigen wir nicht mit Druck, weil dabei Fasern freigesetzt würden. Wir klären das Baujahr vorab, lassen im Zweifel eine Materialprobe analysieren und nennen Ihnen für eine Sanierung eine anerkannte Fachfirma.",
      },
    ],
  },
} satisfies RoofCleaningContent;
