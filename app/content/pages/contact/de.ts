import { germanCount, germanServiceArea } from "#app/content/phrasing/de";
import { siteFacts } from "#app/content/site-facts";
import type { GermanContactContent } from "./types";

const hours = siteFacts.hours;
const replyHours = siteFacts.replyWithinHours;

/** /kontakt (spec 2): contact form, contact details, regions, emergency hint, links to FAQ and prices. */
export const contactDe = {
  meta: {
    title: "Kontakt – Beratung und Offerte für Ihre Reinigung",
    description: `Schreiben Sie uns für eine Beratung oder Offerte zur Solar-, Dach- oder Dachrinnenreinigung. Wir antworten innert ${replyHours} Stunden; telefonisch Montag bis Freitag, ${hours.opens}–${hours.closes} Uhr.`,
  },
  hero: {
    heading: "Kontakt aufnehmen",
    intro: [
      `Sie möchten Ihre Solaranlage, Ihr Dach oder Ihre Dachrinnen reinigen lassen oder haben eine Frage zur Gründachpflege? Schreiben Sie uns über das Kontaktformular oder per E-Mail – wir antworten innert ${replyHours} Stunden. Während unserer Bürozeiten, Montag bis Freitag von ${hours.opens} bis ${hours.closes} Uhr, erreichen Sie uns auch telefonisch.`,
      `${germanServiceArea} Für eine genaue Offerte helfen uns Postleitzahl, Dachart und die ungefähre Grösse der Anlage in kWp, Modulen oder Quadratmetern. In dringenden Fällen, etwa nach einem Sturm, senden Sie uns eine E-Mail mit dem Betreff NOTFALL.`,
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
    response: `Antwort innert ${replyHours} Stunden`,
  },
  info: {
    title: "Kontaktdaten",
    emailLabel: "E-Mail",
    phoneLabel: "Telefon",
    phoneNote:
      "Rufen Sie uns während der Bürozeiten an. Für eine ausführliche Beratung vereinbaren wir gern einen Termin, damit wir uns genügend Zeit für Ihr Anliegen nehmen können.",
    areaLabel: "Einsatzgebiet",
    areaValue: "Ganze Schweiz",
    areaNote: `${siteFacts.regionalTeams} regionale Teams, ohne Anfahrtskosten`,
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
    intro: `Unsere ${germanCount(siteFacts.regionalTeams)} regionalen Teams arbeiten in Basel, im Aargau, in Zürich, in der Zentralschweiz, in Bern und in Langenthal. Auf den Seiten der Regionen sehen Sie, wie rasch wir in dringenden Fällen bei Ihnen vor Ort sind und worauf wir dort besonders achten.`,
    note: "Darüber hinaus arbeiten wir in der ganzen Schweiz, auch in der Romandie und im Tessin, ohne Anfahrtskosten – fragen Sie uns einfach an.",
  },
  cta: {
    title: "Noch Fragen vor Ihrer Anfrage?",
    text: "In den häufigen Fragen finden Sie Antworten zu Intervallen, Ablauf und Versicherung. Ihren Fixpreis berechnen Sie in zwei Minuten selbst.",
    faqButton: { label: "Zu den häufigen Fragen", to: { page: "faq" } },
    quoteButton: { label: "Sofort-Offerte starten", to: { page: "prices" } },
  },
} satisfies GermanContactContent;
