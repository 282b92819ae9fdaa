import { siteFacts } from "../../site-facts";
import type { LeadsContent } from "./types";

/** /leads in German (spec 2). */
export const leadsDe = {
  meta: {
    title: "Kostenloses Angebot anfordern – Solar und Dach",
    description:
      "Fordern Sie Ihr kostenloses und unverbindliches Angebot für Solarreinigung, Dachreinigung, Gründachpflege oder Wartung an. Antwort innert 24 Stunden.",
  },
  hero: {
    heading: "Kostenloses Angebot anfordern",
    intro: [
      "Sie möchten wissen, was die Reinigung Ihrer Solaranlage, Ihres Dachs oder die Pflege Ihres Gründachs kostet? Füllen Sie das Formular aus und erhalten Sie ein kostenloses, unverbindliches Angebot. Geben Sie die ungefähre Fläche in Quadratmetern und die gewünschte Leistung an – Solarreinigung, Gründachpflege, Dachreinigung, Wartungsvertrag oder Beratung. Je genauer Ihre Angaben, desto präziser wird das Angebot.",
      `Name, E-Mail-Adresse und Telefonnummer genügen, damit wir Sie erreichen; Firma und Nachricht sind freiwillig. Wir melden uns innert 24 Stunden bei Ihnen und klären offene Punkte, bei Bedarf mit einem Besichtigungstermin. Die Solarreinigung beginnt bei CHF ${siteFacts.priceFromChf} inklusive MWST, Anfahrtskosten verrechnen wir nicht. Ihre Daten verwenden wir ausschliesslich für die Bearbeitung Ihrer Anfrage.`,
    ],
    formButton: "Zum Formular",
  },
  form: {
    id: "angebotsformular",
    title: "Ihre Anfrage",
    intro:
      "Name, E-Mail-Adresse und Telefonnummer genügen. Mit der ungefähren Fläche und der gewünschten Leistung wird Ihr Angebot genauer.",
    response: "Antwort innerhalb von 24 Stunden",
  },
  fields: {
    areaLabel: "Fläche in m²",
    areaHint: "Ungefähre Fläche der Anlage oder des Dachs, 10 bis 10'000 m²",
    serviceLabel: "Gewünschte Leistung",
    servicePlaceholder: "Bitte wählen",
    serviceLabels: {
      solarreinigung: "Solaranlagenreinigung",
      gruendach: "Gründachpflege",
      dachreinigung: "Dachreinigung",
      wartung: "Wartungsvertrag",
      beratung: "Beratung",
    },
    messageLabel: "Nachricht",
    messageHint: "Zum Beispiel Dachart, Zugang zum Dach oder Ihr Wunschtermin",
    submit: "Kostenloses Angebot anfordern",
  },
  benefits: {
    title: "Ihr Angebot auf einen Blick",
    items: [
      "Kostenlos und unverbindlich",
      `Fixpreis ab CHF ${siteFacts.priceFromChf} inklusive MWST`,
      "Keine Anfahrtskosten",
      "Versichert bis CHF 5 Millionen",
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
        title: "Rückmeldung innert 24 Stunden",
        description: "Wir melden uns telefonisch oder per E-Mail und klären offene Fragen.",
      },
      {
        title: "Ihr Angebot",
        description: "Sie erhalten ein Fixpreis-Angebot, bei Bedarf nach einer Besichtigung vor Ort.",
      },
    ],
  },
  direct: {
    title: "Direkter Kontakt",
    text: "Lieber persönlich? Rufen Sie uns an oder schreiben Sie uns eine E-Mail.",
    phoneLabel: "Telefon",
    emailLabel: "E-Mail",
    addressLabel: "Adresse",
    hours: `Montag bis Freitag, ${siteFacts.hoursDisplayed.opens}–${siteFacts.hoursDisplayed.closes} Uhr`,
  },
} satisfies LeadsContent;
