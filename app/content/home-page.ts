import { homeLocationPollution, type LocationTypeId } from "../features/loss-calculator/loss";
import { formatDate } from "../lib/format";
import { siteFacts } from "./site-facts";

/**
 * German home page (spec 2 "Home (German)"): every section below the hero. The hero heading
 * and introduction come from the page copy (copy/de.ts). The route's loader hands this module
 * to the page as loader data, so the texts stay out of the client JavaScript.
 */

/** Scenes the gallery draws as SVG (no photos): a family house, a commercial flat roof, a barn. */
export type GalleryScene = "einfamilienhaus" | "gewerbedach" | "scheune";

export interface GalleryImage {
  scene: GalleryScene;
  alt: string;
}

/** Gallery case (spec 3). */
export interface GalleryCase {
  id: string;
  title: string;
  location: string;
  before: GalleryImage;
  after: GalleryImage;
  improvement: string;
  area: string;
}

/** Review (spec 3): rating 1-5, ISO date. Invented customers; no real people. */
export interface Review {
  id: string;
  name: string;
  location: string;
  rating: 1 | 2 | 3 | 4 | 5;
  text: string;
  project: string;
  improvement: string;
  date: string;
  source: string;
}

/** Location type of the home loss calculator (spec 3); the pollution percent comes from loss.ts. */
export interface LocationType {
  id: LocationTypeId;
  name: string;
  pollution: number;
  description: string;
}

const locationTexts: Record<LocationTypeId, { name: string; description: string }> = {
  wohngebiet: { name: "Wohngebiet", description: "Wenig Staub, vor allem Pollen, Laub und etwas Vogelkot." },
  landwirtschaft: {
    name: "Nähe Landwirtschaft",
    description: "Staub von Feldern, Ammoniak aus Ställen und viel Vogelkot.",
  },
  gewerbe: { name: "Gewerbe- und Industriegebiet", description: "Feinstaub und Russ aus Betrieben und Anlieferung." },
  verkehr: { name: "Stark befahrene Strasse", description: "Reifenabrieb, Russ und Bremsstaub vom Verkehr." },
};

const locationTypes: LocationType[] = (Object.keys(locationTexts) as LocationTypeId[]).map((id) => ({
  id,
  ...locationTexts[id],
  pollution: homeLocationPollution[id],
}));

const galleryCases: GalleryCase[] = [
  {
    id: "einfamilienhaus-riehen",
    title: "Einfamilienhaus mit Schrägdach",
    location: "Riehen BS",
    before: {
      scene: "einfamilienhaus",
      alt: "Vorher: Solarmodule auf dem Schrägdach mit grauen und braunen Schmutzflecken, Laub und Vogelkot",
    },
    after: { scene: "einfamilienhaus", alt: "Nachher: dieselben Solarmodule sauber und tiefblau glänzend" },
    improvement: "+18 % Ertrag",
    area: "64 m²",
  },
  {
    id: "gewerbedach-pratteln",
    title: "Flachdach eines Gewerbebaus",
    location: "Pratteln BL",
    before: {
      scene: "gewerbedach",
      alt: "Vorher: aufgeständerte Module auf dem Flachdach mit Russ, Staub und Vogelkot",
    },
    after: { scene: "gewerbedach", alt: "Nachher: die Modulreihen auf dem Flachdach sauber und gleichmässig blau" },
    improvement: "+24 % Ertrag",
    area: "420 m²",
  },
  {
    id: "scheune-sursee",
    title: "Scheunendach eines Landwirtschaftsbetriebs",
    location: "Sursee LU",
    before: {
      scene: "scheune",
      alt: "Vorher: Module auf dem Scheunendach mit Staubkrusten, Laub und viel Vogelkot",
    },
    after: { scene: "scheune", alt: "Nachher: das Scheunendach mit sauberen, blauen Solarmodulen" },
    improvement: "+27 % Ertrag",
    area: "310 m²",
  },
];

const reviews: Review[] = [
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

export const homePage = {
  hero: {
    quoteButton: "Sofort-Offerte starten",
    lossButton: "Verlust berechnen",
  },
  video: {
    id: "erklaervideo",
    title: "So reinigen wir Ihre Solaranlage",
    text: "In zwei Minuten sehen Sie, wie wir vorgehen: Analyse vor Ort, Sicherung, schonende Vorreinigung und Hauptreinigung mit demineralisiertem Wasser, Kontrolle und Übergabe mit Protokoll.",
    playLabel: "Erklärvideo abspielen: So reinigen wir Ihre Solaranlage (Dauer 2:14)",
    iframeTitle: "Erklärvideo: So reinigen wir Ihre Solaranlage",
    privacyNote:
      "Das Video wird erst nach Ihrem Klick von youtube-nocookie.com geladen; vorher werden keine Daten an den Videoanbieter übertragen.",
  },
  audience: {
    title: "Für wen reinigen wir?",
    intro: "Wählen Sie, was zu Ihnen passt – wir zeigen Ihnen die passenden Leistungen.",
    options: [
      {
        key: "private",
        title: "Privat",
        text: "Für Einfamilienhäuser, Mehrfamilienhäuser und Stockwerkeigentum: Solarreinigung ab CHF 388 inklusive MWST, ohne Anfahrtskosten.",
        link: "Angebot für Privatkunden",
        to: "/solaranlagenreinigung",
      },
      {
        key: "business",
        title: "Unternehmen",
        text: "Für Gewerbe, Industrie, Landwirtschaft und Verwaltungen: Wartungsverträge, Mengenrabatte ab 3 Liegenschaften und eine feste Ansprechperson.",
        link: "Angebot für Unternehmen",
        to: "/b2b",
      },
    ],
  },
  solar: {
    title: "Solaranlagenreinigung: bis zu 30 % mehr Ertrag",
    text: "Staub, Pollen, Russ und Vogelkot bilden auf den Modulen eine Schicht, die Regen allein nicht abwäscht. Wir reinigen mit demineralisiertem Wasser, weichen Bürsten und bei grossen Flächen mit Roboter oder Drohne – ganz ohne Chemie. Eine Anlage von 50 bis 100 m² ist in zwei bis vier Stunden wieder sauber.",
    points: [
      "Reinigung ohne Chemie mit demineralisiertem Wasser",
      "Roboter- und Drohnenreinigung für grosse Anlagen",
      "Reinigungsprotokoll mit Fotos vorher und nachher",
      "Empfohlen alle 1 bis 2 Jahre",
    ],
    stats: [
      { value: "8'643", label: "Module gereinigt" },
      { value: String(siteFacts.foundedYear), label: "gegründet" },
      { value: `${siteFacts.regionalTeams}`, label: "regionale Teams" },
    ],
    link: "Mehr zur Solaranlagenreinigung",
    to: "/solaranlagenreinigung",
  },
  gallery: {
    title: "Vorher und nachher",
    intro: "Drei Projekte aus unserer Region: Schalten Sie zwischen dem Zustand vor und nach der Reinigung um.",
    caseCounter: "Projekt {n} von {total}",
    beforeLabel: "Vorher",
    afterLabel: "Nachher",
    toggleLabel: "Nachher anzeigen",
    previous: "Vorheriges Projekt",
    next: "Nächstes Projekt",
    locationLabel: "Ort",
    areaLabel: "Fläche",
    improvementLabel: "Verbesserung",
    cases: galleryCases,
  },
  loss: {
    title: "Was kostet Sie eine verschmutzte Anlage?",
    intro:
      "Geben Sie die Leistung Ihrer Anlage ein und wählen Sie den Standort. Wir rechnen mit einer Einspeisevergütung von CHF 0.08 pro kWh und Anlagekosten von CHF 1'500 pro kWp.",
    kwpLabel: "Anlagenleistung in kWp",
    kwpHint: "Zum Beispiel 50 für eine Anlage mit 50 kWp.",
    locationLegend: "Standort der Anlage",
    pollutionLabel: "{percent} % Verschmutzung",
    resultsTitle: "Ihr jährlicher Verlust",
    revenueLoss: "Ertragsverlust",
    wear: "Abnutzung",
    damage: "Schäden durch Verschmutzung",
    total: "Verlust pro Jahr",
    note: "Richtwerte ohne Gewähr. Eine genaue Berechnung mit Ihrer Vergütung finden Sie im Verlustrechner.",
    quoteButton: "Sofort-Offerte starten",
    detailLink: "Zum ausführlichen Verlustrechner",
    detailTo: "/verlustrechner",
    /** Location selected at the start (with DEFAULT_KWP from loss.ts). */
    defaultLocation: "wohngebiet" as LocationTypeId,
    locations: locationTypes,
  },
  greenRoof: {
    title: "Gründachpflege",
    text: "Ein gepflegtes Gründach hält Regenwasser zurück, kühlt im Sommer und schützt die Abdichtung. Wir kontrollieren die Vegetation, entfernen Gehölzsämlinge und halten Abläufe und Kiesstreifen frei.",
    points: [
      "Extensive Gründächer 2-mal pro Jahr",
      "Intensive Gründächer 4-mal pro Jahr",
      "Wartungsverträge nach Bedarf",
    ],
    link: "Mehr zur Gründachpflege",
    to: "/gruendachpflege",
  },
  roofCleaning: {
    title: "Dachreinigung",
    text: "Moos, Algen und Flechten greifen Ziegel und Abdichtung an. Wir reinigen Ihr Dach materialgerecht mit Niederdruck und Heisswasser, leeren die Dachrinnen und schützen die Fläche auf Wunsch mit einer Imprägnierung.",
    points: [
      "CHF 11 pro m², ohne Anfahrtskosten",
      "Dachrinnenreinigung inklusive",
      "In Basel alle 3 bis 5 Jahre empfohlen",
    ],
    link: "Mehr zur Dachreinigung",
    to: "/dachreinigung",
  },
  benefits: {
    title: "Ihre Vorteile",
    items: [
      {
        title: "Bis zu 30 % mehr Ertrag",
        text: "Saubere Module wandeln mehr Licht in Strom um – je nach Standort holen Sie bis zu 30 Prozent zurück.",
      },
      {
        title: "Ohne Chemie",
        text: "Wir reinigen nur mit demineralisiertem Wasser und weichen Bürsten. Das schont Module, Dach und Umwelt.",
      },
      {
        title: `Zertifiziert seit ${siteFacts.certifiedSince}`,
        text: "Unser Team ist von einer Solarakademie für die fachgerechte Reinigung von Solaranlagen zertifiziert.",
      },
      {
        title: "Versichert bis CHF 5 Mio.",
        text: "Jeder Einsatz ist durch unsere Betriebshaftpflichtversicherung bis CHF 5 Millionen abgedeckt.",
      },
      {
        title: "Keine Anfahrtskosten",
        text: `Fixpreise ab CHF ${siteFacts.priceFromChf} inklusive MWST – egal, ob Sie in Basel, Bern oder Luzern wohnen.`,
      },
      {
        title: "Antwort innert 24 Stunden",
        text: "Sie erhalten rasch eine Antwort und einen Termin, dazu unsere Zufriedenheitsgarantie.",
      },
    ],
  },
  regions: {
    title: "Projekte in Ihrer Region",
    intro: "Von Basel aus sind unsere regionalen Teams in der ganzen Deutschschweiz unterwegs.",
    projects: "{count} Projekte",
  },
  reviews: {
    title: "Das sagen unsere Kundinnen und Kunden",
    ratingLabel: "{rating} von 5 Sternen",
    summary: "{rating} von 5 – aus {count} Bewertungen",
    rating: siteFacts.rating.toFixed(1),
    count: siteFacts.reviewCountDisplayed,
    projectLabel: "Projekt",
    improvementLabel: "Ergebnis",
    sourceLabel: "Bewertung auf {source}",
    showAll: "Alle Bewertungen anzeigen",
    showLess: "Weniger Bewertungen anzeigen",
    /** With the date in words, formatted here so the page needs no date code in the browser. */
    items: reviews.map((review) => ({ ...review, dateText: formatDate(review.date, "de") })),
  },
} as const;

export type HomePageCopy = typeof homePage;
