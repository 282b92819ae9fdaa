import { ROOF_PRICE_PER_M2 } from "#app/domain/roof-price";
import { formatChf } from "#app/lib/format";
import { responseTimeFor } from "#app/content/cities";
import { siteFacts } from "#app/content/site-facts";
import type { PageRef } from "../types";
import type { GutterCleaningContent } from "./types";

/** /dachrinnenreinigung in German (spec 2 "/dachrinnenreinigung (Basel)"). */

const roofPerM2 = formatChf(ROOF_PRICE_PER_M2, 0);
const contact: PageRef = { page: "contact" };
const roofCleaning: PageRef = { page: "roofCleaning" };
const hours = `Montag bis Freitag, ${siteFacts.hours.opens}–${siteFacts.hours.closes} Uhr`;
/** How soon the Basel team is on site (the city response time of cities.ts). */
const onSiteBasel = `innert ${responseTimeFor("basel")} Stunden`;

export const gutterCleaningDe = {
  meta: {
    title: "Dachrinnenreinigung in Basel – Rinnen freihalten",
    description:
      "Wir reinigen Dachrinnen und Fallrohre in Basel und Umgebung: mindestens einmal jährlich, bei Bäumen zweimal. Schutz vor Wasserschäden, ohne Anfahrtskosten.",
    serviceType: "Dachrinnenreinigung",
  },

  /** 4.8 with 73 ratings (spec 9 "Other"). */
  rating: { value: 4.8, count: 73 },
  ratingText: "{rating} von 5 Sternen aus {count} Bewertungen für unsere Dachrinnenreinigung",

  hero: {
    heading: "Dachrinnenreinigung in Basel",
    intro: [
      "Laub, Nadeln, Moos und angeschwemmter Schmutz sammeln sich in Dachrinnen und Fallrohren. Ist der Abfluss verstopft, läuft Regenwasser über, durchnässt Fassade und Dachrand und kann im Winter als Eis Rinnen und Halterungen beschädigen. Wir leeren die Rinnen von Hand, spülen Fallrohre durch, kontrollieren Halterungen und Laubfangkörbe und dokumentieren auffällige Schäden mit Fotos, damit Sie rechtzeitig reagieren können.",
      `Wir empfehlen, Dachrinnen mindestens einmal pro Jahr reinigen zu lassen, bei Bäumen in der Nähe zweimal und bei angrenzendem Wald dreimal. Am wichtigsten ist die Reinigung im Spätherbst nach dem Laubfall. Lassen Sie Ihr Dach bei uns reinigen, ist die Dachrinnenreinigung bereits inbegriffen. Anfahrtskosten verrechnen wir nicht, und auf Anfragen antworten wir innert ${siteFacts.replyWithinHours} Stunden.`,
    ],
    contactButton: { label: "Dachrinnenreinigung anfragen", to: contact },
    roofButton: { label: "Mit Dachreinigung kombinieren", to: roofCleaning },
  },

  emergency: {
    title: "Notfall: Die Dachrinne läuft über",
    text: `Schiesst bei Starkregen Wasser über die Rinne, läuft es an der Fassade herunter oder dringt es ins Mauerwerk, zählt jeder Tag. Rufen Sie uns während der Bürozeiten an (${hours}) oder senden Sie uns jederzeit eine E-Mail mit dem Betreff NOTFALL. In Basel und Umgebung sind wir in der Regel ${onSiteBasel} vor Ort und machen den Abfluss frei.`,
    signsTitle: "Anzeichen für eine verstopfte Rinne",
    signs: [
      "Wasser läuft bei Regen über den Rinnenrand",
      "Gras oder kleine Bäume wachsen aus der Rinne",
      "Die Rinne hängt durch oder tropft an den Verbindungen",
      "Nasse Flecken oder Algen an der Fassade unter der Traufe",
      "Im Winter Eis und lange Eiszapfen an der Rinne",
    ],
    callLabel: "Während der Bürozeiten anrufen",
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
        title: "Laubfang und Laubschutzgitter",
        description:
          "Laubfangkörbe, Regensammler und Laubschutzgitter reinigen wir mit. Auf Wunsch montieren wir neue Gitter.",
      },
      {
        title: "Flachdach- und Gründachabläufe",
        description:
          "Dachabläufe und Notüberläufe auf Flach- und Gründächern machen wir frei, damit sich kein Wasser staut.",
      },
      {
        title: "Kontrolle und Reinigungsprotokoll",
        description:
          "Wir prüfen Halterungen, Gefälle und Verbindungen und halten Schäden mit Fotos fest, damit Sie rechtzeitig reagieren können.",
      },
      {
        title: "Für Verwaltungen und Unternehmen",
        description:
          "Für Liegenschaften mit vielen Metern Rinne planen wir feste Reinigungstermine im Rahmen eines Wartungsvertrags.",
      },
    ],
  },

  steps: {
    title: "In sechs Schritten zu sauberen Dachrinnen",
    stepLabel: "Schritt",
    items: [
      {
        step: 1,
        title: "Zugang sichern",
        description:
          "Wir stellen Leitern mit Stabilisator auf oder setzen bei hohen Gebäuden eine Hubarbeitsbühne ein und sichern uns gegen Absturz. Terrassen und Beete unter der Rinne decken wir ab.",
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
          "Wir prüfen Halterungen, Gefälle, Verbindungen, Einlaufstutzen und Laubschutzgitter auf Schäden und undichte Stellen.",
      },
      {
        step: 6,
        title: "Protokoll und Entsorgung",
        description:
          "Sie erhalten ein Reinigungsprotokoll mit Fotos vorher und nachher, allen Auffälligkeiten und einer Empfehlung für den nächsten Termin. Das Grüngut entsorgen wir fachgerecht.",
      },
    ],
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
    link: { label: "Zur Dachreinigung", to: roofCleaning },
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
    ],
    situationLabel: "Lage",
    timingLabel: "Zeitpunkt",
  },

  faq: {
    title: "Häufige Fragen zur Dachrinnenreinigung in Basel",
    items: [
      {
        question: "Wie oft sollte ich meine Dachrinnen reinigen lassen?",
        answer:
          "Mindestens einmal pro Jahr, am besten im Spätherbst nach dem Laubfall. Stehen Bäume in der Nähe, empfehlen wir zwei Reinigungen, im Frühling und im Spätherbst; grenzt Ihr Haus an einen Wald, drei Reinigungen pro Jahr.",
      },
      {
        question: "Was kostet die Dachrinnenreinigung?",
        answer: `Wir offerieren einen Fixpreis nach Länge der Rinnen, Anzahl Fallrohre, Gebäudehöhe und Zugang. Anfahrtskosten verrechnen wir nicht. Lassen Sie Ihr Dach bei uns reinigen, ist die Rinnenreinigung im Preis von ${roofPerM2} pro m² bereits enthalten.`,
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
        answer: `Rufen Sie uns während der Bürozeiten an (${hours}) oder senden Sie uns eine E-Mail mit dem Betreff NOTFALL. In Basel und Umgebung sind wir in der Regel ${onSiteBasel} vor Ort und machen den Abfluss frei. Steigen Sie bei Sturm oder Gewitter bitte nicht selbst auf die Leiter.`,
      },
    ],
  },

  cta: {
    title: "Freie Rinnen vor dem nächsten Regen",
    text: `Schreiben Sie uns, wir antworten innert ${siteFacts.replyWithinHours} Stunden und offerieren Ihnen einen Fixpreis ohne Anfahrtskosten.`,
    contactButton: { label: "Kostenlose Offerte anfordern", to: contact },
    roofButton: { label: "Zur Dachreinigung", to: roofCleaning },
  },
} satisfies GutterCleaningContent;
