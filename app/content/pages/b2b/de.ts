import { formatChf, groupThousands } from "#app/lib/format";
import { germanCount, germanServiceArea } from "#app/content/phrasing/de";
import { siteFacts } from "#app/content/site-facts";
import type { PageRef } from "../types";
import { b2bFacts, roiExampleFigures, roiPercent, yearlyGainChf, type RoiFigures } from "./roi";
import type { B2bContent, RoiExample } from "./types";

/** /b2b in German (spec 2 and 9 "B2B"). */

const contact: PageRef = { page: "contact" };
const lossCalculator: PageRef = { page: "lossCalculator" };
const n = (value: number) => groupThousands(String(value));
const chf = (value: number) => formatChf(value, 0);
const upTo = siteFacts.yieldGainUpToPercent;
const soiling = siteFacts.soilingLossPercent;

function roiExample(
  text: Pick<RoiExample, "title" | "situation" | "solution"> & { building: string },
  f: RoiFigures,
): RoiExample {
  return {
    title: text.title,
    size: `${n(f.areaM2)} m² Modulfläche (${n(f.kWp)} kWp), ${text.building}`,
    situation: text.situation,
    solution: text.solution,
    result: `${n(f.recoveredKwh)} kWh mehr Strom pro Jahr. Bei CHF ${f.valuePerKwh.toFixed(2)} pro kWh sind das ${chf(yearlyGainChf(f))} Mehrertrag; die beschriebenen Arbeiten kosten ${chf(f.costChf)} pro Jahr.`,
    roi: `${roiPercent(f)}\u00a0%`,
    figures: f,
  };
}

const roiExamples: RoiExample[] = [
  roiExample(
    {
      title: "Logistikzentrum an der Autobahn",
      building: "Flachdach mit Ost-West-Aufständerung",
      situation:
        "Dieselruss und Reifenabrieb vom Lastwagenverkehr legen sich als fettiger Film auf die flach geneigten Module. Die Monitoring-Daten zeigten 18 % weniger Ertrag als im Jahr nach der Inbetriebnahme.",
      solution:
        "Jährliche Reinigung im Frühling mit dem Reinigungsroboter und demineralisiertem Wasser, dazu eine Drohnenkontrolle der ganzen Dachfläche und ein Reinigungsprotokoll für das Reporting.",
    },
    roiExampleFigures.logistics,
  ),
  roiExample(
    {
      title: "Wohnüberbauung einer Verwaltung in Zürich",
      building: "drei Mehrfamilienhäuser mit Zusammenschluss zum Eigenverbrauch (ZEV)",
      situation:
        "Pollen der Alleebäume, Laub und Taubenkot verschmutzten die Module auf drei Dächern unterschiedlich stark. Der Ertrag des ZEV lag 15 % unter der Prognose.",
      solution:
        "Reinigung aller drei Dächer an einem Tag, mit Mengenrabatt für die drei Liegenschaften, Vorher-nachher-Fotos pro Gebäude und eine Empfehlung für das nächste Reinigungsintervall.",
    },
    roiExampleFigures.residential,
  ),
  roiExample(
    {
      title: "Landwirtschaftsbetrieb im Fricktal",
      building: "Stall- und Scheunendach",
      situation:
        "Stallstaub, Futtermittelstaub und Ammoniak aus der Tierhaltung bildeten eine hartnäckige Schicht mit Flechten an den Modulrändern. Die Anlage verlor 24 % Ertrag – bei hohem Eigenverbrauch für Milchkühlung und Lüftung.",
      solution:
        "Schonende Vorreinigung der Ränder von Hand, Hauptreinigung mit weichen Bürsten und demineralisiertem Wasser, ohne Chemie über dem Stall. Seither reinigen wir die Anlage jedes Frühjahr.",
    },
    roiExampleFigures.farm,
  ),
];

const minArea = n(b2bFacts.minAreaM2);
/** "drei": the volume discount in words. */
const discountFrom = germanCount(b2bFacts.volumeDiscountFromProperties);
const insuranceMillions = siteFacts.liabilityInsuranceChf / 1_000_000;

export const b2bDe = {
  meta: {
    title: "Solarreinigung für Unternehmen und Verwaltungen",
    description: `Reinigung und Wartung von Solaranlagen für Unternehmen, Verwaltungen und das Facility-Management ab ${minArea} m²: Wartungsverträge, Mengenrabatte und Protokolle.`,
    serviceType: "Solarreinigung für Unternehmen",
  },

  hero: {
    heading: "Solar- und Dachpflege für Unternehmen",
    intro: [
      `Auf Gewerbe- und Industriedächern bleibt Verschmutzung oft lange unbemerkt, dabei kostet starker Schmutz eine Photovoltaikanlage ${soiling.heavy.from} bis ${soiling.heavy.to} % Ertrag. Gereinigt liefert sie bis zu ${upTo} % mehr Ertrag als verschmutzt. Wir betreuen Unternehmen, Liegenschaftsverwaltungen und das Facility-Management ab ${minArea} m² Modulfläche – mit planbaren Einsätzen, einer festen Ansprechperson und einem Reinigungsprotokoll für jede Anlage, das Sie für Ihre Dokumentation und Ihr Reporting verwenden können.`,
      `Mit einem Wartungsvertrag legen wir Reinigungen und Kontrollen verbindlich fest. Zur Wahl stehen Basis (ein Jahr, zwei Reinigungen pro Jahr, ${minArea}–500 m²), Professional (drei Jahre, drei bis vier Reinigungen pro Jahr, 500–2'000 m²) und Enterprise ab 2'000 m². Ab ${discountFrom} Liegenschaften gewähren wir Mengenrabatte. Unser Team hat ${siteFacts.certifiedSince} eine zertifizierte Schulung für die Solarreinigung abgeschlossen; wir sind bis CHF ${insuranceMillions} Millionen haftpflichtversichert und verrechnen keine Anfahrtskosten.`,
    ],
    badge: `Für Anlagen ab ${minArea} m² · Mengenrabatt ab ${discountFrom} Liegenschaften`,
    consultationButton: { label: "Beratung vereinbaren", to: contact },
    calculatorButton: { label: "Verlust berechnen", to: lossCalculator },
  },

  features: {
    title: "Darum setzen Unternehmen auf uns",
    items: [
      {
        mark: "↑",
        title: `Bis zu ${upTo} % mehr Ertrag`,
        text: `Starke Verschmutzung kostet grosse Anlagen ${soiling.heavy.from} bis ${soiling.heavy.to} % Ertrag. Gereinigt liefern sie bis zu ${upTo} % mehr Ertrag als verschmutzt, und regelmässige Reinigungen machen die Produktion wieder planbar.`,
      },
      {
        mark: "▦",
        title: `Spezialisiert auf Anlagen ab ${minArea} m²`,
        text: "Gewerbe-, Industrie- und Landwirtschaftsdächer sind unser Alltag: Wir reinigen mit dem Roboter und mit Teams, die auf grossen Flächen effizient arbeiten, und kontrollieren die Anlage per Drohne.",
      },
      {
        mark: "✓",
        title: "Reinigungsprotokoll für Ihr Reporting",
        text: "Zu jeder Anlage erhalten Sie ein Reinigungsprotokoll mit Fotos, Mängeln und Empfehlungen – geeignet für Betriebsführung, ESG-Bericht und Versicherung.",
      },
      {
        mark: "✓",
        title: "Geschult und versichert",
        text: `Seit ${siteFacts.certifiedSince} mit zertifizierter Schulung für die Solarreinigung, bis CHF ${insuranceMillions} Millionen haftpflichtversichert und mit einem Sicherheitskonzept für jedes Dach.`,
      },
    ],
  },

  services: {
    title: "Leistungen für Unternehmen",
    items: [
      {
        title: "Solarreinigung",
        description:
          "Reinigung mit demineralisiertem Wasser und weichen Bürsten, auf grossen Flachdächern mit dem Reinigungsroboter – ohne Chemie und ohne Betriebsunterbruch.",
        link: { label: "Zur Solarreinigung", to: { page: "solar" } },
        benefits: [
          "Einsätze ausserhalb Ihrer Betriebszeiten möglich",
          "Reinigung nach den Vorgaben der Modulhersteller",
          "Reinigungsprotokoll pro Anlage",
        ],
      },
      {
        title: "Kontrolle und Ertragsanalyse",
        description:
          "Wir vergleichen Ihre Monitoring-Daten mit dem erwarteten Ertrag, kontrollieren die Module per Drohne und zeigen, wann sich die nächste Reinigung rechnet.",
        link: { label: "Verlust berechnen", to: { page: "lossCalculator" } },
        benefits: [
          "Drohnenaufnahmen der ganzen Dachfläche",
          "Dokumentation von Verschmutzung, Glasbruch und Verschattung",
          "Empfehlung für das wirtschaftliche Reinigungsintervall",
        ],
      },
      {
        title: "Dach- und Rinnenpflege",
        description:
          "Dachflächen, Dachrinnen und Abläufe rund um Ihre Anlage halten wir im selben Einsatz sauber – das spart eine zweite Absicherung und eine zweite Anfahrt.",
        link: { label: "Zur Dachreinigung", to: { page: "roofCleaning" } },
        benefits: [
          "Moos- und Algenentfernung mit Niederdruck",
          "Freie Rinnen und Abläufe schützen vor Wasserschäden",
          "Eine Ansprechperson für das ganze Dach",
        ],
      },
    ],
  },

  tiers: {
    title: "Wartungsverträge für jede Anlagengrösse",
    intro: `Mit einem Wartungsvertrag sind Reinigungen und Kontrollen verbindlich eingeplant. Ab ${discountFrom} Liegenschaften gewähren wir Mengenrabatte.`,
    idealForLabel: "Ideal für",
    termLabel: "Laufzeit",
    cleaningsLabel: "Reinigungen",
    areaLabel: "Modulfläche",
    items: [
      {
        title: "Basis",
        term: "1 Jahr",
        cleanings: "2 Reinigungen pro Jahr",
        area: `${minArea}–500 m²`,
        description:
          "Der Einstieg für kleinere Gewerbeanlagen: zwei Reinigungen im Jahr, im Frühling nach der Pollenzeit und im Herbst nach dem Laubfall.",
        features: [
          "2 Reinigungen pro Jahr mit Reinigungsprotokoll",
          "Sichtkontrolle von Modulen, Kabeln und Befestigungen",
          "Feste Termine ohne Anfahrtskosten",
        ],
        idealFor: "Gewerbebetriebe, Schulhäuser und kleinere Mehrfamilienhäuser",
      },
      {
        title: "Professional",
        term: "3 Jahre",
        cleanings: "3–4 Reinigungen pro Jahr",
        area: "500–2'000 m²",
        description:
          "Für Anlagen mit starker Verschmutzung durch Verkehr, Industrie oder Landwirtschaft: drei bis vier Reinigungen pro Jahr über drei Jahre zu festen Konditionen.",
        features: [
          "3–4 Reinigungen pro Jahr, abgestimmt auf Ihren Standort",
          "Jährliche Drohnenkontrolle und Ertragsanalyse",
          "Feste Ansprechperson und Einsatzplanung",
          "Preisgarantie über die ganze Laufzeit",
        ],
        idealFor: "Industrie- und Logistikdächer, Landwirtschaftsbetriebe und Verwaltungen",
      },
      {
        title: "Enterprise",
        term: "individuell",
        cleanings: "nach Bedarf",
        area: "ab 2'000 m²",
        description:
          "Für grosse Anlagen und Portfolios mit vielen Standorten: Intervalle, Berichte und Abläufe stimmen wir auf Ihre Organisation ab.",
        features: [
          "Reinigungsplan für alle Standorte",
          "Zusammenfassender Bericht für Ihr Portfolio",
          "Reaktion bei Störungen nach Vereinbarung",
          `Mengenrabatt ab ${discountFrom} Liegenschaften`,
        ],
        idealFor: "Immobilienportfolios, Industrieparks und Energieversorger",
      },
    ],
  },

  roi: {
    title: "So rechnet sich die Reinigung",
    intro:
      "Drei Beispiele aus unserer Praxis. Die Rendite ist der jährliche Mehrertrag abzüglich der Reinigungskosten, geteilt durch die Reinigungskosten.",
    sizeLabel: "Grösse",
    situationLabel: "Ausgangslage",
    solutionLabel: "Lösung",
    resultLabel: "Ergebnis",
    roiLabel: "Rendite",
    items: roiExamples,
  },

  customers: {
    title: "Für wen wir arbeiten",
    typicalLabel: "Typisch",
    items: [
      {
        title: "Industrie und Gewerbe",
        description:
          "Produktions- und Lagerhallen mit grossen Flachdächern, oft in der Nähe von Strassen, Bahnlinien oder eigenen Emissionen.",
        benefits: [
          "Einsätze ohne Betriebsunterbruch",
          "Protokolle für Betrieb und ESG-Bericht",
          "Roboterreinigung grosser Flächen",
        ],
        typical: "Logistikzentrum mit 500 kWp auf 3'500 m²",
      },
      {
        title: "Liegenschaftsverwaltungen",
        description:
          "Wohn- und Geschäftsliegenschaften mit Anlagen auf mehreren Dächern und einer Eigentümerschaft, die Nachweise erwartet.",
        benefits: [
          `Mengenrabatt ab ${discountFrom} Liegenschaften`,
          "Eine Ansprechperson für alle Objekte",
          "Fotodokumentation pro Gebäude",
        ],
        typical: "Überbauung mit drei Mehrfamilienhäusern und 200 kWp",
      },
      {
        title: "Landwirtschaft",
        description:
          "Stall- und Scheunendächer, auf denen Staub, Ammoniak und Flechten die Module besonders schnell verschmutzen.",
        benefits: [
          "Reinigung ohne Chemie über Tieren und Futter",
          "Schonende Entfernung von Flechten an den Rändern",
          "Planbare Einsätze ausserhalb der Erntezeit",
        ],
        typical: "Stalldach mit 280 kWp auf 2'000 m²",
      },
    ],
  },

  benefits: {
    title: "Ihre Vorteile auf einen Blick",
    items: [
      `Spezialisiert auf Anlagen ab ${minArea} m² Modulfläche`,
      `Mengenrabatte ab ${discountFrom} Liegenschaften`,
      "Wartungsverträge mit festen Terminen und Preisgarantie",
      "Reinigungsprotokoll mit Fotos für jede Anlage",
      "Reinigung mit demineralisiertem Wasser, ohne Chemie",
      `Betriebshaftpflichtversicherung bis CHF ${insuranceMillions} Millionen`,
      `Zertifizierte Schulung für die Solarreinigung seit ${siteFacts.certifiedSince}`,
      `Keine Anfahrtskosten, Antwort innert ${siteFacts.replyWithinHours} Stunden`,
    ],
  },

  consultation: {
    title: "Kostenlose Erstberatung",
    text: "Senden Sie uns Standort, Modulfläche oder Leistung in kWp und, falls vorhanden, Ihre Ertragsdaten der letzten zwei Jahre. Wir schätzen Ihren Verlust durch Verschmutzung und schlagen ein Reinigungsintervall vor, das sich für Sie rechnet.",
    points: [
      "Einschätzung Ihrer Ertragsdaten",
      "Vorschlag für Vertragsmodell und Intervall",
      `Verbindliche Offerte innert ${siteFacts.replyWithinHours} Stunden nach der Besichtigung`,
    ],
    button: { label: "Beratung vereinbaren", to: contact },
    calculatorText: "Lieber zuerst selbst rechnen?",
    calculatorLink: { label: "Verlust berechnen", to: lossCalculator },
  },

  nationwide: {
    title: "Schweizweit im Einsatz",
    text: `${germanServiceArea} Wie stark Verschmutzung ins Gewicht fällt, hängt vom Standort ab: Leicht verschmutzte Anlagen verlieren ${soiling.light.from} bis ${soiling.light.to} % Ertrag, stark verschmutzte ${soiling.heavy.from} bis ${soiling.heavy.to} % – im Grossraum Zürich messen wir bis zu ${b2bFacts.maxYieldLossZurichPercent} %. Gereinigt liefert eine Anlage bis zu ${upTo} % mehr Ertrag als verschmutzt.`,
    regionsLabel: "Unsere Regionen",
  },

  cta: {
    title: "Planen Sie die Reinigung Ihrer Anlagen",
    text: `Erzählen Sie uns von Ihren Dächern – wir melden uns innert ${siteFacts.replyWithinHours} Stunden mit einem Vorschlag für Ihr Vertragsmodell.`,
    contactButton: { label: "Kontakt aufnehmen", to: contact },
    solarButton: { label: "Zur Solarreinigung", to: { page: "solar" } },
  },
} satisfies B2bContent;
