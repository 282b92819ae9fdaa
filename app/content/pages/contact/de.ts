import { siteFacts } from "../../site-facts";
import type { GermanContactContent } from "./types";

const hours = siteFacts.hoursDisplayed;

/** /kontakt (spec 2): contact form, contact details, regions, emergency hint, links to FAQ and prices. */
export const contactDe = {
  meta: {
    title: "Kontakt – Beratung und Offerte für Ihre Reinigung",
    description: `Schreiben Sie uns für eine Beratung oder Offerte zur Solar-, Dach- oder Rinnenreinigung. Wir antworten innert 24 Stunden, Montag bis Freitag ${hours.opens}–${hours.closes}.`,
  },
  hero: {
    heading: "Kontakt aufnehmen",
    intro: [
      `Sie möchten Ihre Solaranlage, Ihr Dach oder Ihre Dachrinnen reinigen lassen oder haben eine Frage zur Gründachpflege? Schreiben Sie uns über das Kontaktformular oder per E-Mail. Wir antworten innert 24 Stunden, von Montag bis Freitag zwischen ${hours.opens} und ${hours.closes} Uhr. Telefonische Beratungen vereinbaren wir gerne auf Termin, damit wir uns genügend Zeit für Ihr Anliegen nehmen können.`,
      `Unsere ${siteFacts.regionalTeams} regionalen Teams sind von Basel aus im Aargau, in Zürich, Luzern, Bern und Langenthal unterwegs; Anfahrtskosten verrechnen wir nicht. Für eine genaue Offerte helfen uns Postleitzahl, Dachart und die ungefähre Grösse der Anlage in kWp, Modulen oder Quadratmetern. In dringenden Fällen, etwa nach einem Sturm, senden Sie uns eine E-Mail mit dem Betreff NOTFALL.`,
    ],
  },
  variant: "de",
  heroFormButton: "Zum Kontaktformular",
  heroEmailButton: "E-Mail schreiben",
  form: {
    id: "kontaktformular",
    title: "Schreiben Sie uns",
    intro:
      "Beschreiben Sie kurz Ihr Anliegen – etwa die Art und Grösse der Anlage, die Dachart und den Ort. Je genauer Ihre Angaben, desto schneller erhalten Sie eine passende Antwort oder eine Offerte.",
    response: "Antwort innerhalb von 24 Stunden",
  },
  info: {
    title: "Kontaktdaten",
    emailLabel: "E-Mail",
    phoneLabel: "Telefon",
    phoneNote:
      "Telefonische Beratung nur nach Vereinbarung: Schreiben Sie uns kurz, und wir rufen Sie zum gewünschten Zeitpunkt an.",
    areaLabel: "Einsatzgebiet",
    areaValue: "Ganze Schweiz",
    areaNote: "Von Basel aus, ohne Anfahrtskosten",
    hoursLabel: "Bürozeiten",
    hoursValue: `Montag bis Freitag, ${hours.opens}–${hours.closes} Uhr`,
    addressLabel: "Adresse",
  },
  emergency: {
    title: "Notfall?",
    text: "Sturmschaden, verstopfte Dachrinne oder Wasser, das unter die Ziegel drückt? Senden Sie uns eine E-Mail mit dem Betreff NOTFALL. Solche Nachrichten bearbeiten wir zuerst und melden uns so rasch wie möglich.",
    button: "Notfall-E-Mail senden",
    subject: "NOTFALL",
  },
  regions: {
    title: "Unsere Regionen",
    intro:
      "Unsere 6 regionalen Teams sind von Basel aus unterwegs. Auf den Seiten der Regionen finden Sie Reaktionszeiten und Referenzen in Ihrer Nähe.",
    note: "Darüber hinaus reinigen wir in der ganzen Schweiz – fragen Sie uns einfach an.",
  },
  cta: {
    title: "Noch Fragen vor Ihrer Anfrage?",
    text: "In den häufigen Fragen finden Sie Antworten zu Intervallen, Ablauf und Versicherung. Ihren Fixpreis berechnen Sie in zwei Minuten selbst.",
    faqButton: { label: "Häufige Fragen", to: { page: "faq" } },
    quoteButton: { label: "Preise & Offerte", to: { page: "prices" } },
  },
} satisfies GermanContactContent;
