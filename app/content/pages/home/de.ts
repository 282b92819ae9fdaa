import { YIELD_KWH_PER_KWP } from "#app/domain/loss";
import { formatDecimal, groupThousands } from "#app/lib/format";
import { germanCount, germanServiceArea, germanTimes } from "#app/content/phrasing/de";
import { siteFacts } from "#app/content/site-facts";
import { b2bFacts } from "../b2b/roi";
import { greenRoofFacts } from "../green-roof/facts";
import { datedReviews, galleryCases, homeFacts as f, locationTypes, regionTeams, type GalleryCaseText } from "./facts";
import type { HomeContent, Review } from "./types";

/** German home (spec 2 "Home (German)"): every section in the order of the spec. */

const times = germanTimes;
const teams = germanCount(siteFacts.regionalTeams);

const locationsDe = {
  wohngebiet: { name: "Wohngebiet", description: "Wenig Staub, vor allem Pollen, Laub und etwas Vogelkot." },
  landwirtschaft: {
    name: "Nähe Landwirtschaft",
    description: "Staub von Feldern, Ammoniak aus Ställen und viel Vogelkot.",
  },
  gewerbe: { name: "Gewerbe- und Industriegebiet", description: "Feinstaub und Russ aus Betrieben und Anlieferung." },
  verkehr: { name: "Stark befahrene Strasse", description: "Reifenabrieb, Russ und Bremsstaub vom Verkehr." },
};

const galleryTextsDe: GalleryCaseText[] = [
  {
    title: "Einfamilienhaus mit Schrägdach",
    location: "Riehen BS",
    before: "Vorher: Solarmodule auf dem Schrägdach mit grauen und braunen Schmutzflecken, Laub und Vogelkot",
    after: "Nachher: dieselben Solarmodule sauber und tiefblau glänzend",
  },
  {
    title: "Flachdach eines Gewerbebaus",
    location: "Pratteln BL",
    before: "Vorher: aufgeständerte Module auf dem Flachdach mit Russ, Staub und Vogelkot",
    after: "Nachher: die Modulreihen auf dem Flachdach sauber und gleichmässig blau",
  },
  {
    title: "Scheunendach eines Landwirtschaftsbetriebs",
    location: "Sursee LU",
    before: "Vorher: Module auf dem Scheunendach mit Staubkrusten, Laub und viel Vogelkot",
    after: "Nachher: das Scheunendach mit sauberen, blauen Solarmodulen",
  },
];

const reviewsDe: Omit<Review, "dateText">[] = [
  {
    id: "r1",
    name: "Monika S.",
    location: "Binningen",
    rating: 5,
    text: "Pünktlich, freundlich und sehr sorgfältig. Nach der Reinigung zeigt unser Wechselrichter an sonnigen Tagen deutlich mehr an. Das Reinigungsprotokoll mit Fotos fand ich besonders hilfreich.",
    project: "Solarreinigung Einfamilienhaus, 11 kWp",
    improvement: "+16 % Ertrag",
    date: "2026-06-12",
    source: "Google",
  },
  {
    id: "r2",
    name: "Reto B.",
    location: "Aarau",
    rating: 5,
    text: "Unsere Anlage auf dem Werkstattdach war nach drei Jahren stark verschmutzt. Das Team hat ohne Chemie gearbeitet und alles sauber dokumentiert. Die Offerte war verständlich und der Fixpreis wurde eingehalten.",
    project: "Solarreinigung Gewerbedach, 85 kWp",
    improvement: "+22 % Ertrag",
    date: "2025-09-03",
    source: "Google",
  },
  {
    id: "r3",
    name: "Claudia M.",
    location: "Liestal",
    rating: 5,
    text: "Gründach und Dachrinnen in einem Termin erledigt. Alles wurde erklärt, und der Platz ums Haus war danach sauberer als vorher.",
    project: "Gründachpflege und Dachrinnenreinigung",
    improvement: "Abläufe wieder frei",
    date: "2025-05-21",
    source: "Google",
  },
  {
    id: "r4",
    name: "Urs K.",
    location: "Winterthur",
    rating: 4,
    text: "Gute Arbeit und faire Preise. Der Termin hat sich wegen Regen um eine Woche verschoben, wir wurden aber rechtzeitig informiert.",
    project: "Solarreinigung Mehrfamilienhaus, 32 kWp",
    improvement: "+12 % Ertrag",
    date: "2024-10-15",
    source: "Facebook",
  },
  {
    id: "r5",
    name: "Sandra W.",
    location: "Kriens",
    rating: 5,
    text: "Unser Hof liegt neben einem Maisfeld, entsprechend dreckig waren die Module. Die Reinigung mit demineralisiertem Wasser hat sich gelohnt; wir haben gleich einen Wartungsvertrag abgeschlossen.",
    project: "Solarreinigung Scheunendach, 60 kWp",
    improvement: "+27 % Ertrag",
    date: "2026-03-28",
    source: "Google",
  },
  {
    id: "r6",
    name: "Beat H.",
    location: "Langenthal",
    rating: 5,
    text: "Moos und Algen sind weg, das Dach sieht wieder aus wie neu. Sehr saubere Arbeit, keine Spuren im Garten und eine klare Abrechnung.",
    project: "Dachreinigung Ziegeldach, 140 m²",
    improvement: "Moos und Algen entfernt",
    date: "2024-07-09",
    source: "Google",
  },
];

export const homeDe = {
  meta: {
    title: "Solarreinigung, Dachreinigung & Gründachpflege",
    description: `Professionelle Reinigung von Solaranlagen, Dächern und Dachrinnen sowie Gründachpflege aus Basel. Solarreinigung ab CHF ${f.priceFromChf}, ohne Chemie und ohne Anfahrtskosten.`,
  },
  hero: {
    heading: "Mehr Ertrag aus Ihrer Solaranlage – professionell gereinigt",
    intro: [
      `Staub, Pollen, Vogelkot und Laub legen sich Jahr für Jahr auf Ihre Solarmodule und kosten Ertrag. Je nach Standort liefert eine gereinigte Anlage bis zu ${f.yieldGain} % mehr Ertrag als eine verschmutzte. Wir reinigen Photovoltaikanlagen schonend mit demineralisiertem Wasser und ganz ohne Chemie, auf grossen Flachdächern mit dem Reinigungsroboter; Drohnen setzen wir für Kontrolle und Dokumentation ein. Unser Team hat ${f.certifiedSince} eine zertifizierte Schulung für die Solarreinigung abgeschlossen. Schäden, die wir bei der Arbeit verursachen, deckt unsere Betriebshaftpflichtversicherung bis CHF ${f.insuranceMillionChf} Millionen.`,
      `Seit der Gründung ${f.foundedYear} haben wir ${f.modulesCleaned} Module gereinigt; heute sind ${teams} regionale Teams für Sie unterwegs – in Basel, im Aargau, in Zürich, in der Zentralschweiz, in Bern und in Langenthal. Daneben kümmern wir uns um Dächer, Dachrinnen und Gründächer. Die Solarreinigung gibt es ab CHF ${f.priceFromChf} zuzüglich Flächenpreis und MWST, ohne Anfahrtskosten. Berechnen Sie Ihre Sofort-Offerte in zwei Minuten; auf Anfragen antworten wir innert ${f.replyHours} Stunden.`,
    ],
  },
  heroActions: {
    quoteButton: { label: "Sofort-Offerte starten", to: { page: "prices" } },
    lossButton: "Verlust berechnen",
  },
  video: {
    title: "So reinigen wir Ihre Solaranlage",
    text: "In zwei Minuten sehen Sie, wie wir vorgehen: Analyse vor Ort, Sicherung, schonende Vorreinigung und Hauptreinigung mit demineralisiertem Wasser, Kontrolle und Übergabe mit Protokoll.",
    playLabel: "Erklärvideo abspielen: So reinigen wir Ihre Solaranlage (Dauer 2:14)",
    iframeTitle: "Erklärvideo: So reinigen wir Ihre Solaranlage",
    privacyNote:
      "Das Video wird erst nach Ihrem Klick von youtube-nocookie.com geladen; vorher werden keine Daten an den Videoanbieter übertragen.",
  },
  audience: {
    title: "Für wen reinigen wir?",
    intro: "Privat oder Unternehmen? Wählen Sie aus, und wir zeigen Ihnen die passenden Leistungen.",
    options: [
      {
        key: "private",
        title: "Privat",
        text: `Für Einfamilienhäuser, Mehrfamilienhäuser und Stockwerkeigentum: Solarreinigung ab CHF ${f.priceFromChf} zuzüglich Flächenpreis und MWST, ohne Anfahrtskosten.`,
        link: { label: "Leistungen für Private", to: { page: "solar" } },
      },
      {
        key: "business",
        title: "Unternehmen",
        text: `Für Gewerbe, Industrie, Landwirtschaft und Verwaltungen: Wartungsverträge, Mengenrabatte ab ${germanCount(b2bFacts.volumeDiscountFromProperties)} Liegenschaften und eine feste Ansprechperson.`,
        link: { label: "Leistungen für Unternehmen", to: { page: "b2b" } },
      },
    ],
  },
  solar: {
    title: `Solarreinigung: bis zu ${f.yieldGain} % mehr Ertrag`,
    text: "Staub, Pollen, Russ und Vogelkot bilden auf den Modulen eine Schicht, die Regen allein nicht abwäscht. Wir reinigen mit demineralisiertem Wasser und weichen Bürsten, auf grossen Flachdächern mit dem Reinigungsroboter – ganz ohne Chemie. Eine Anlage von 50 bis 100 m² ist in zwei bis vier Stunden wieder sauber.",
    points: [
      "Reinigung ohne Chemie mit demineralisiertem Wasser",
      "Reinigungsroboter für grosse Flachdächer, Drohne für Kontrolle und Dokumentation",
      "Reinigungsprotokoll mit Fotos vorher und nachher",
      "Empfohlen alle ein bis zwei Jahre",
    ],
    stats: [
      { value: f.modulesCleaned, label: "Module gereinigt" },
      { value: String(f.foundedYear), label: "gegründet" },
      { value: String(f.regionalTeams), label: "regionale Teams" },
    ],
    link: { label: "Zur Solarreinigung", to: { page: "solar" } },
  },
  gallery: {
    title: "Vorher und nachher",
    intro: "Drei Projekte aus unseren Regionen: Schalten Sie zwischen dem Zustand vor und nach der Reinigung um.",
    caseCounter: "Projekt {n} von {total}",
    beforeLabel: "Vorher",
    afterLabel: "Nachher",
    toggleLabel: "Nachher anzeigen",
    previous: "Vorheriges Projekt",
    next: "Nächstes Projekt",
    locationLabel: "Ort",
    areaLabel: "Fläche",
    improvementLabel: "Verbesserung",
    cases: galleryCases(
      galleryTextsDe,
      (percent) => `+${percent} % Ertrag`,
      (m2) => `${m2} m²`,
    ),
  },
  loss: {
    title: "Was kostet Sie eine verschmutzte Anlage?",
    intro: `Geben Sie die Leistung Ihrer Anlage ein und wählen Sie den Standort. Dieser Rechner geht von ${groupThousands(String(YIELD_KWH_PER_KWP))} kWh Jahresertrag pro kWp, einer Einspeisevergütung von ${f.lossTariffChf} pro kWh und einem Anlagewert von ${f.lossPlantCostChf} pro kWp aus.`,
    kwpLabel: "Anlagenleistung in kWp",
    kwpHint: `Zum Beispiel ${f.lossDefaultKwp} für eine Anlage mit ${f.lossDefaultKwp} kWp.`,
    locationLegend: "Standort der Anlage",
    pollutionLabel: "{percent} % Ertragsverlust im Jahresmittel",
    resultsTitle: "Ihr Ergebnis pro Jahr",
    revenueLoss: "Ertragsverlust",
    wear: "Abnutzung der Anlage (auch ohne Verschmutzung)",
    damage: "Schäden durch Verschmutzung",
    total: "Verlust und Abnutzung pro Jahr",
    note: "Richtwerte ohne Gewähr, mit einem typischen Ertragsverlust je Standort im Jahresmittel. Die Abnutzung fällt auch bei einer sauberen Anlage an; eine Reinigung verhindert den Ertragsverlust durch Verschmutzung und verringert die Schäden. Im ausführlichen Verlustrechner geben Sie Ihre eigene Einspeisevergütung und den Verschmutzungsgrad Ihrer Anlage ein.",
    quoteButton: { label: "Sofort-Offerte starten", to: { page: "prices" } },
    detailLink: { label: "Verlust berechnen", to: { page: "lossCalculator" } },
    defaultLocation: "wohngebiet",
    locations: locationTypes(locationsDe),
  },
  greenRoof: {
    title: "Gründachpflege",
    text: "Ein gepflegtes Gründach hält Regenwasser zurück, kühlt im Sommer und schützt die Abdichtung. Wir kontrollieren die Vegetation, entfernen Gehölzsämlinge und halten Abläufe und Kiesstreifen frei.",
    points: [
      `Extensive Gründächer ${times(greenRoofFacts.extensiveVisitsPerYear)} pro Jahr`,
      `Intensive Gründächer ${times(greenRoofFacts.intensiveVisitsPerYear)} pro Jahr, einmal pro Jahreszeit`,
      "Wartungsverträge nach Bedarf",
    ],
    link: { label: "Zur Gründachpflege", to: { page: "greenRoof" } },
  },
  roofCleaning: {
    title: "Dachreinigung",
    text: "Moos, Algen und Flechten greifen Ziegel und Abdichtung an. Wir reinigen Ihr Dach materialgerecht mit Niederdruck und Heisswasser, leeren die Dachrinnen und tragen eine Spezialimprägnierung auf, die im Preis inbegriffen ist.",
    points: [
      `CHF ${f.roofChfPerM2} pro m² zuzüglich MWST, ohne Anfahrtskosten`,
      "Dachrinnenreinigung inklusive",
      "In Basel alle drei bis fünf Jahre empfohlen",
    ],
    link: { label: "Zur Dachreinigung", to: { page: "roofCleaning" } },
  },
  benefits: {
    title: "Ihre Vorteile",
    items: [
      {
        title: `Bis zu ${f.yieldGain} % mehr Ertrag`,
        text: `Saubere Module wandeln mehr Licht in Strom um – je nach Standort liefern sie bis zu ${f.yieldGain} % mehr Ertrag als verschmutzte.`,
      },
      {
        title: "Module ohne Chemie gereinigt",
        text: "Solarmodule reinigen wir nur mit demineralisiertem Wasser und weichen Bürsten. Das schont Module, Dach und Umwelt.",
      },
      {
        title: `Zertifizierte Schulung seit ${f.certifiedSince}`,
        text: "Unser Team hat eine zertifizierte Schulung für die fachgerechte Reinigung von Solaranlagen abgeschlossen.",
      },
      {
        title: `Versichert bis CHF ${f.insuranceMillionChf} Millionen`,
        text: `Verursachen wir bei der Arbeit einen Schaden, deckt ihn unsere Betriebshaftpflichtversicherung bis CHF ${f.insuranceMillionChf} Millionen.`,
      },
      {
        title: "Keine Anfahrtskosten",
        text: "Ob in Basel, Bern oder Luzern, in der Romandie oder im Tessin: Sie bezahlen den Fixpreis Ihrer Offerte, ohne Zuschlag für die Anfahrt.",
      },
      {
        title: `Antwort innert ${f.replyHours} Stunden, Zufriedenheitsgarantie`,
        text: "Auf Ihre Anfrage antworten wir rasch, einen Termin erhalten Sie meist innert einer bis zwei Wochen. Zudem gilt unsere Zufriedenheitsgarantie: Entspricht das Ergebnis nicht Ihren Erwartungen, reinigen wir die beanstandeten Stellen kostenlos nach.",
      },
    ],
  },
  regions: {
    title: "Ausgewählte Projekte in Ihrer Region",
    intro: germanServiceArea,
    projects: "{count} Referenzprojekte",
    teams: regionTeams("de"),
  },
  reviews: {
    title: "Das sagen unsere Kundinnen und Kunden",
    ratingLabel: "{rating} von 5 Sternen",
    summary: "{rating} von 5 Sternen bei {count} Bewertungen",
    rating: formatDecimal(f.rating, "de", 1),
    count: f.reviewCount,
    projectLabel: "Projekt",
    improvementLabel: "Ergebnis",
    sourceLabel: "Bewertung auf {source}",
    quoteMarks: ["«", "»"],
    showAll: "Alle Bewertungen anzeigen",
    showLess: "Weniger Bewertungen anzeigen",
    items: datedReviews(reviewsDe, "de"),
  },
} satisfies HomeContent;
