import { ROOF_PRICE_PER_M2 } from "../features/roof-price/roof-price";
import { formatChf } from "../lib/format";
import type { FaqItem } from "./copy/types";

/**
 * Sections of /dachrinnenreinigung (spec 2 "/dachrinnenreinigung (Basel)"): emergency service,
 * services, six-step procedure, risks, combination with roof cleaning, recommended cycle, FAQ,
 * rating and calls to action. Hero heading, introduction, title and description are in
 * copy/de.ts (gutterCleaning).
 */

const roofPerM2 = formatChf(ROOF_PRICE_PER_M2, 0);

/** Gutter step (spec 3): step, title, description. */
export interface GutterStep {
  step: number;
  title: string;
  description: string;
}

export interface GutterService {
  title: string;
  description: string;
}

export interface CleaningCycle {
  frequency: string;
  situation: string;
  timing: string;
}

export const gutterCleaningPage = {
  /** Rating of the gutter service (spec 9 "Other"): 4.8 with 73 ratings. */
  rating: { value: 4.8, count: 73 },
  ratingText: "{rating} von 5 Sternen aus {count} Bewertungen für unsere Dachrinnenreinigung",

  hero: {
    contactButton: "Dachrinnenreinigung anfragen",
    roofButton: "Mit Dachreinigung kombinieren",
  },

  emergency: {
    title: "Notfalldienst bei übergelaufener Dachrinne",
    text: "Schiesst bei Starkregen Wasser über die Rinne, läuft es an der Fassade herunter oder dringt es ins Mauerwerk, zählt jeder Tag. Rufen Sie unsere 24h-Hotline an: In Basel und Umgebung sind wir in der Regel innert 24 Stunden vor Ort und machen den Abfluss frei.",
    signsTitle: "Anzeichen für eine verstopfte Rinne",
    signs: [
      "Wasser läuft bei Regen über den Rinnenrand",
      "Gras oder kleine Bäume wachsen aus der Rinne",
      "Die Rinne hängt durch oder tropft an den Verbindungen",
      "Nasse Flecken oder Algen an der Fassade unter der Traufe",
      "Im Winter Eis und lange Eiszapfen an der Rinne",
    ],
    callLabel: "24h-Hotline anrufen",
    safety: "Bitte steigen Sie bei Sturm oder Gewitter nicht selbst auf die Leiter. Wir kommen, sobald es sicher ist.",
  },

  services: {
    title: "Unsere Leistungen",
    items: [
      {
        title: "Dachrinnen leeren",
        description:
          "Laub, Nadeln, Moos, Zweige und Schlamm entfernen wir von Hand, sammeln alles ein und entsorgen es fachgerecht.",
      },
      {
        title: "Fallrohre spülen",
        description:
          "Wir spülen jedes Fallrohr durch und lösen hartnäckige Verstopfungen mit der Rohrreinigungsspirale.",
      },
      {
        title: "Laubfang und Rinnenschutz",
        description:
          "Laubfangkörbe, Regensammler und Rinnenschutzgitter reinigen wir mit. Auf Wunsch montieren wir neue Laubschutzgitter.",
      },
      {
        title: "Flachdach- und Gründachabläufe",
        description:
          "Dachabläufe und Notüberläufe auf Flach- und Gründächern machen wir frei, damit sich kein Wasser staut.",
      },
      {
        title: "Kontrolle und Fotoprotokoll",
        description:
          "Wir prüfen Halterungen, Gefälle und Verbindungen und halten Schäden mit Fotos fest, damit Sie rechtzeitig reagieren können.",
      },
      {
        title: "Für Verwaltungen und Unternehmen",
        description:
          "Für Liegenschaften mit vielen Metern Rinne planen wir feste Reinigungstermine im Rahmen eines Wartungsvertrags.",
      },
    ] satisfies GutterService[],
  },

  steps: {
    title: "So reinigen wir Ihre Dachrinnen: in sechs Schritten",
    stepLabel: "Schritt",
    items: [
      {
        step: 1,
        title: "Zugang sichern",
        description:
          "Wir stellen Leitern mit Stabilisator auf oder setzen bei hohen Gebäuden eine Hebebühne ein und sichern uns gegen Absturz. Terrassen und Beete unter der Rinne decken wir ab.",
      },
      {
        step: 2,
        title: "Grobschmutz entfernen",
        description:
          "Laub, Nadeln, Zweige und Moos nehmen wir von Hand aus der Rinne und sammeln alles in Säcken – nichts landet im Garten oder im Fallrohr.",
      },
      {
        step: 3,
        title: "Rinne ausspülen",
        description:
          "Mit Wasser spülen wir Schlamm und feinen Schmutz zum Ablauf und prüfen dabei, ob das Wasser über die ganze Länge gleichmässig abfliesst.",
      },
      {
        step: 4,
        title: "Fallrohre freimachen",
        description:
          "Jedes Fallrohr spülen wir durch. Verstopfungen lösen wir mit der Spirale, Laubfangkörbe und Regensammler reinigen wir mit.",
      },
      {
        step: 5,
        title: "Rinne kontrollieren",
        description:
          "Wir prüfen Halterungen, Gefälle, Verbindungen, Einlaufstutzen und Rinnenschutzgitter auf Schäden und undichte Stellen.",
      },
      {
        step: 6,
        title: "Protokoll und Entsorgung",
        description:
          "Sie erhalten Fotos vorher und nachher mit allen Auffälligkeiten und einer Empfehlung für den nächsten Termin. Das Grüngut entsorgen wir fachgerecht.",
      },
    ] satisfies GutterStep[],
  },

  risks: {
    title: "Was verstopfte Dachrinnen anrichten",
    intro:
      "Eine verstopfte Rinne fällt oft erst auf, wenn der Schaden schon da ist. Die Reinigung kostet einen Bruchteil der Reparaturen, die sie verhindert.",
    items: [
      {
        title: "Nasse Fassade und Mauerwerk",
        text: "Überlaufendes Wasser durchnässt Verputz und Mauerwerk. Es bilden sich Flecken, Algen und Abplatzungen.",
      },
      {
        title: "Feuchter Keller",
        text: "Tropft das Wasser direkt am Haus in den Boden, drückt es gegen Fundament und Kellerwände.",
      },
      {
        title: "Frost und Eislast",
        text: "Stehendes Wasser gefriert im Winter, verbiegt Halterungen und kann die Rinne vom Dach reissen.",
      },
      {
        title: "Fäulnis am Dachrand",
        text: "Traufbrett, Sparrenköpfe und Dachuntersicht aus Holz bleiben dauernd feucht und beginnen zu faulen.",
      },
      {
        title: "Rückstau unter die Ziegel",
        text: "Bei Starkregen staut sich das Wasser bis unter die untersten Ziegel und gelangt in die Dachkonstruktion.",
      },
      {
        title: "Pflanzen und Mücken",
        text: "In Schlamm und stehendem Wasser keimen Pflanzen und brüten Mücken; Wurzeln verstopfen die Fallrohre zusätzlich.",
      },
    ],
  },

  combination: {
    title: "Mit der Dachreinigung kombinieren",
    text: `Bei einer Dachreinigung fallen Moos und Schmutz zwangsläufig in die Rinnen. Deshalb ist die Dachrinnenreinigung in unserer Dachreinigung für ${roofPerM2} pro m² bereits inbegriffen – Sie bezahlen sie nicht doppelt.`,
    benefits: [
      "Rinnen und Fallrohre ohne Aufpreis gereinigt",
      "Ein Termin, eine Absicherung, ein Protokoll",
      "Moos vom Dach landet nicht in sauberen Rinnen",
      "Spezialimprägnierung und 5 Jahre Garantie auf die Dachreinigung",
    ],
    link: "Zur Dachreinigung",
  },

  cycle: {
    title: "Wie oft Dachrinnen reinigen?",
    intro:
      "Wie schnell sich eine Rinne füllt, hängt vor allem von den Bäumen rund ums Haus ab. Als Richtwert empfehlen wir:",
    items: [
      {
        frequency: "Mindestens einmal pro Jahr",
        situation: "Keine grossen Bäume in der Nähe",
        timing: "Im Spätherbst, nach dem Laubfall",
      },
      {
        frequency: "Zweimal pro Jahr",
        situation: "Laub- oder Nadelbäume in der Nähe",
        timing: "Im Frühling und im Spätherbst",
      },
      {
        frequency: "Dreimal pro Jahr",
        situation: "Haus am Waldrand",
        timing: "Im Frühling, im Spätsommer und im Spätherbst",
      },
    ] satisfies CleaningCycle[],
    situationLabel: "Lage",
    timingLabel: "Zeitpunkt",
  },

  faq: {
    title: "Häufige Fragen zur Dachrinnenreinigung in Basel",
    items: [
      {
        question: "Wie oft sollte ich meine Dachrinnen reinigen lassen?",
        answer:
          "Mindestens einmal pro Jahr, am besten im Spätherbst nach dem Laubfall. Stehen Bäume in der Nähe, empfehlen wir zwei Reinigungen, im Frühling und im Herbst; grenzt Ihr Haus an einen Wald, drei Reinigungen pro Jahr.",
      },
      {
        question: "Was kostet die Dachrinnenreinigung?",
        answer: `Wir offerieren einen Festpreis nach Länge der Rinnen, Anzahl Fallrohre, Gebäudehöhe und Zugang. Anfahrtskosten verrechnen wir nicht. Lassen Sie Ihr Dach bei uns reinigen, ist die Rinnenreinigung im Preis von ${roofPerM2} pro m² bereits enthalten.`,
      },
      {
        question: "Wann ist der beste Zeitpunkt für die Reinigung?",
        answer:
          "Im Spätherbst, wenn die Bäume ihr Laub verloren haben, damit die Rinnen vor Frost und Schnee frei sind. Eine zweite Reinigung im Frühling entfernt Blütenstaub, Samen und Nadeln, bevor die Sommergewitter kommen.",
      },
      {
        question: "Lohnt sich ein Laubschutzgitter?",
        answer:
          "Ein Laubschutzgitter hält grobes Laub zurück und verlängert die Abstände zwischen den Reinigungen. Nadeln, Samen und feiner Schmutz gelangen aber trotzdem in die Rinne, und auf dem Gitter bleibt Laub liegen. Es ersetzt die Reinigung deshalb nicht. Wir montieren Gitter auf Wunsch und reinigen sie mit.",
      },
      {
        question: "Was tun, wenn die Dachrinne bei Regen überläuft?",
        answer:
          "Rufen Sie unsere 24h-Hotline an. In Basel und Umgebung sind wir in der Regel innert 24 Stunden vor Ort und machen den Abfluss frei. Steigen Sie bei Sturm oder Gewitter bitte nicht selbst auf die Leiter.",
      },
    ] satisfies FaqItem[],
  },

  cta: {
    title: "Freie Rinnen vor dem nächsten Regen",
    text: "Schreiben Sie uns, wir antworten innert 24 Stunden und offerieren Ihnen einen Festpreis ohne Anfahrtskosten.",
    contactButton: "Offerte anfragen",
    roofButton: "Zur Dachreinigung",
  },
};
