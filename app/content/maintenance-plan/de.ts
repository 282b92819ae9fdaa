import { greenRoofContent } from "../pages/green-roof";
import { pathOf } from "../route-table";
import type { MaintenancePlanCopy } from "./types";

export const maintenancePlanCopyDe: MaintenancePlanCopy = {
  fileName: "wartungsplan-solar-dach.pdf",
  tagline: "Solarreinigung · Dachreinigung · Dachrinnenreinigung · Gründachpflege",
  uidLabel: "UID",
  title: "Wartungsplan für Solaranlage, Dach und Gründach",
  intro:
    "Wer Solaranlage, Dach, Dachrinnen und Gründach regelmässig pflegen lässt, sichert den Ertrag, vermeidet Wasserschäden und erhält den Wert des Gebäudes. Diese Intervalle empfehlen wir für Dächer in der Region Basel und im Mittelland.",
  intervalsTitle: "Intervalle auf einen Blick",
  table: { object: "Objekt", task: "Arbeit", interval: "Intervall", note: "Hinweis" },
  rows: {
    solarCleaning: {
      object: "Solaranlage",
      task: "Reinigung mit Kontrolle",
      interval: "alle 1–2 Jahre",
      note: "Dabei prüfen wir die Module auf Schäden wie Glasbruch oder lose Kabel. In der Nähe von Landwirtschaft, Bäumen oder stark befahrenen Strassen lohnt sich eine jährliche Reinigung.",
    },
    solarCheck: {
      object: "Solaranlage",
      task: "Ertrag im Monitoring vergleichen",
      interval: "laufend",
      note: "Gleiche Monate mehrerer Jahre vergleichen: Ein schleichender Rückgang deutet auf Verschmutzung hin, ein plötzlicher Einbruch auf einen Defekt.",
    },
    roof: {
      object: "Dach",
      task: "Reinigung von Moos und Algen",
      interval: "alle 3–5 Jahre",
      note: "Auf Nordseiten, unter Bäumen und entlang von Rhein, Birs und Wiese wächst Moos schneller; dort eher alle drei Jahre.",
    },
    gutters: {
      object: "Dachrinnen",
      task: "Reinigung",
      interval: "mindestens einmal pro Jahr",
      note: "Im Spätherbst nach dem Laubfall. Mit Bäumen in der Nähe zweimal (Frühling, Spätherbst), am Waldrand dreimal (Frühling, Spätsommer, Spätherbst).",
    },
    greenExtensive: {
      object: "Gründach extensiv",
      task: "Pflegegang",
      interval: "zweimal pro Jahr",
      note: "Sedum-, Moos- und Kräuterdächer im Frühling und im Herbst: Aufwuchs entfernen, Abläufe freihalten.",
    },
    greenIntensive: {
      object: "Gründach intensiv",
      task: "Pflegegang",
      interval: "viermal pro Jahr",
      note: "Dachgärten mit Stauden, Rasen und Gehölzen einmal pro Jahreszeit, im Sommer mit Bewässerungskontrolle und Rückschnitt, im Winter nur zur Kontrolle.",
    },
    contract: {
      object: "Wartungsvertrag",
      task: "Reinigung und Kontrolle",
      interval: "jährlich oder halbjährlich",
      note: "Für Eigentümerinnen und Eigentümer sowie Verwaltungen; Gründächer nach Bedarf, auf Wunsch mit der Solarreinigung. Für Unternehmen gibt es eigene Vertragsstufen.",
    },
  },
  seasonsTitle: "Gründachpflege nach Jahreszeit",
  // The German seasons are the green-roof page's own; the other languages' PDFs name regional examples of their own.
  seasonsIntro: greenRoofContent.de.seasons.intro,
  seasons: greenRoofContent.de.seasons.items,
  calendarTitle: "Jahreskalender",
  months: ["Jan", "Feb", "Mär", "Apr", "Mai", "Jun", "Jul", "Aug", "Sep", "Okt", "Nov", "Dez"],
  calendarRows: {
    gutters: "Dachrinnen",
    greenExtensive: "Gründach extensiv",
    greenIntensive: "Gründach intensiv",
  },
  calendarLegend: {
    always: "immer (Spätherbst)",
    trees: "zusätzlich bei Bäumen in der Nähe",
    forest: "zusätzlich am Waldrand",
  },
  calendarNote:
    "Solarreinigung und Dachreinigung planen wir nach den Intervallen oben. Einen Termin erhalten Sie in der Regel innert einer bis zwei Wochen, in der Hochsaison innert drei bis vier Wochen.",
  tipsTitle: "Tipps",
  tips: [
    {
      title: "Niederdruck statt Hochdruck",
      text: "Dächer reinigen wir ohne Reinigungsmittel mit Niederdruck von 1 bis 3 bar, auf Flachdächern mit 0,5 bis 1 bar, und wo das Material es erlaubt mit Heisswasser von 80 bis 95 °C; danach tragen wir die im Preis inbegriffene Spezialimprägnierung auf. Solarmodule reinigen wir mit demineralisiertem Wasser und weichen Bürsten, ganz ohne Chemie.",
    },
    {
      title: "Gründach und Solarmodule",
      text: "Aufwuchs vor den Modulen kürzen, damit er sie nicht beschattet, und Kiesstreifen an Modulen, Aufbauten und Dachrändern freihalten.",
    },
    {
      title: "Laubschutzgitter",
      text: "Es hält grobes Laub zurück und verlängert die Abstände zwischen den Reinigungen, ersetzt die Reinigung der Rinne aber nicht.",
    },
    {
      title: "Protokoll aufbewahren",
      text: "Viele Hersteller von Gründachsystemen setzen eine fachgerechte Pflege für ihre Gewährleistung voraus. Unser Pflegeprotokoll hält jeden Pflegegang mit Fotos fest; bewahren Sie es bei Ihren Gewährleistungsunterlagen auf.",
    },
  ],
  ctaTitle: "Ihr Wartungsplan nach Mass",
  ctaText:
    "Sagen Sie uns, was auf Ihrem Dach steht. Wir stellen Reinigung und Pflege zu einem Fixpreis zusammen – einmalig oder als Wartungsvertrag.",
  offerLabel: "Sofort-Offerte starten",
  contactLabel: "Kontakt",
  offerPath: pathOf("prices", "de"),
  contactPath: pathOf("contact", "de"),
  page: (page, pages) => `Seite ${page} von ${pages}`,
};
