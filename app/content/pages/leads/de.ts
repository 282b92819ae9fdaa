import { siteFacts } from "#app/content/site-facts";
import type { LeadsContent } from "./types";

/** /leads in German (spec 2). */
export const leadsDe = {
  meta: {
    title: "Kostenlose Offerte anfordern – Solar und Dach",
    description: `Fordern Sie Ihre kostenlose, für Sie unverbindliche Offerte für Solarreinigung, Dachreinigung, Gründachpflege oder Wartung an. Antwort innert ${siteFacts.replyWithinHours} Stunden.`,
  },
  hero: {
    heading: "Kostenlose Offerte anfordern",
    intro: [
      "Sie möchten wissen, was die Reinigung Ihrer Solaranlage oder Ihres Dachs kostet – oder die Pflege Ihres Gründachs? Füllen Sie das Formular aus, und Sie erhalten eine kostenlose, für Sie unverbindliche Offerte. Geben Sie die ungefähre Fläche in Quadratmetern an und sagen Sie uns, worum es geht – Solarreinigung, Gründachpflege, Dachreinigung, Wartungsvertrag oder Beratung. Je genauer Ihre Angaben, desto genauer wird die Offerte.",
      `Name, E-Mail-Adresse und Telefonnummer genügen, damit wir Sie erreichen; Firma und Nachricht sind freiwillig. Wir melden uns innert ${siteFacts.replyWithinHours} Stunden bei Ihnen und klären offene Punkte, bei Bedarf mit einem Besichtigungstermin. Die Solarreinigung gibt es ab CHF ${siteFacts.priceFromChf} zuzüglich Flächenpreis und MWST; Anfahrtskosten verrechnen wir nicht. Ihre Daten verwenden wir ausschliesslich für die Bearbeitung Ihrer Anfrage.`,
    ],
    formButton: "Zum Formular",
  },
  form: {
    id: "angebotsformular",
    title: "Ihre Anfrage",
    intro:
      "Name, E-Mail-Adresse und Telefonnummer genügen. Mit der ungefähren Fläche und Ihrem Anliegen wird Ihre Offerte genauer.",
    response: `Antwort innert ${siteFacts.replyWithinHours} Stunden`,
  },
  fields: {
    areaLabel: "Fläche in m²",
    areaHint: "Ungefähre Fläche der Anlage oder des Dachs, 10 bis 10'000 m²",
    serviceLabel: "Ihr Anliegen",
    servicePlaceholder: "Bitte wählen",
    serviceLabels: {
      solarreinigung: "Solarreinigung",
      gruendach: "Gründachpflege",
      dachreinigung: "Dachreinigung",
      wartung: "Wartungsvertrag",
      beratung: "Beratung",
    },
    messageLabel: "Nachricht",
    messageHint: "Zum Beispiel Dachart, Zugang zum Dach oder Ihr Wunschtermin",
    submit: "Kostenlose Offerte anfordern",
  },
  benefits: {
    title: "Ihre Offerte auf einen Blick",
    items: [
      "Kostenlos und für Sie unverbindlich",
      "Fixpreis ohne spätere Zuschläge",
      "Keine Anfahrtskosten",
      `Versichert bis CHF ${siteFacts.liabilityInsuranceChf / 1_000_000} Millionen`,
    ],
  },
  steps: {
    title: "So geht es weiter",
    items: [
      {
        title: "Anfrage senden",
        description: "Sie füllen das Formular aus – das dauert etwa zwei Minuten.",
      },
      {
        title: `Rückmeldung innert ${siteFacts.replyWithinHours} Stunden`,
        description: "Wir melden uns telefonisch oder per E-Mail und klären offene Fragen.",
      },
      {
        title: "Ihre Offerte",
        description: "Sie erhalten eine Offerte zum Fixpreis, bei Bedarf nach einer Besichtigung vor Ort.",
      },
    ],
  },
  direct: {
    title: "Direkter Kontakt",
    text: "Lieber persönlich? Rufen Sie uns an oder schreiben Sie uns eine E-Mail.",
    phoneLabel: "Telefon",
    emailLabel: "E-Mail",
    addressLabel: "Adresse",
    hours: `Montag bis Freitag, ${siteFacts.hours.opens}–${siteFacts.hours.closes} Uhr`,
  },
} satisfies LeadsContent;
