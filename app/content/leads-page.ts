import type { LeadFormText } from "../features/forms/lead-form";
import { siteFacts } from "./site-facts";

/**
 * German copy of /leads (spec 2): the free-offer lead form, what happens after sending,
 * and the direct contact details (phone, e-mail and address come from configuration).
 */
export const leadsPage = {
  heroFormButton: "Zum Formular",
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
  } satisfies LeadFormText,
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
};

export type LeadsPage = typeof leadsPage;
