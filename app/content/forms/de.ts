import { siteFacts } from "../site-facts";
import type { FormMessages, NewsletterOutcomeTexts } from "./types";

/** German (Swiss) answers to a form: refusals, field messages and the toasts after sending. The toasts are the texts of spec 8. */
export const formMessagesDe: FormMessages = {
  required: "Bitte füllen Sie alle Pflichtfelder aus.",
  invalid: "Bitte prüfen Sie die markierten Felder.",
  fields: {
    name: "Bitte geben Sie Ihren Namen ein (höchstens 100 Zeichen).",
    company: "Der Firmenname darf höchstens 120 Zeichen lang sein.",
    email: "Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@beispiel.ch.",
    phone: "Bitte geben Sie eine gültige Telefonnummer ein (Ziffern, Leerzeichen, + und -).",
    message: "Bitte schreiben Sie uns eine Nachricht (höchstens 5'000 Zeichen).",
    area: "Die Fläche muss zwischen 10 und 10'000 m² liegen.",
    service: "Bitte wählen Sie eine Leistung aus der Liste.",
  },
  tooLarge: "Ihre Anfrage ist zu gross. Bitte kürzen Sie die Nachricht.",
  unsupportedType: "Dieses Format wird nicht angenommen. Bitte senden Sie das Formular über unsere Website.",
  crossSite: "Anfragen von fremden Websites werden nicht angenommen.",
  tooMany:
    "Sie haben in kurzer Zeit viele Anfragen gesendet. Bitte warten Sie eine Minute und versuchen Sie es erneut.",
  serverError: "Beim Senden ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.",
  unavailable: (phone) =>
    `Wir können Ihre Anfrage gerade nicht speichern. Bitte versuchen Sie es in ein paar Minuten erneut oder rufen Sie uns an: ${phone}.`,
  contactSuccess: {
    title: "Nachricht gesendet",
    description: `Vielen Dank für Ihre Nachricht! Wir melden uns innert ${siteFacts.replyWithinHours} Stunden bei Ihnen.`,
  },
  contactFailure: {
    title: "Fehler",
    description: "Beim Senden der Nachricht ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.",
  },
  leadSuccess: {
    title: "Offerte angefordert!",
    description: `Vielen Dank! Wir melden uns innert ${siteFacts.replyWithinHours} Stunden bei Ihnen.`,
  },
  leadFailure: {
    title: "Fehler",
    description: "Beim Senden ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.",
  },
  newsletterSuccess: {
    title: "Fast geschafft!",
    description: "Wir haben Ihnen eine E-Mail geschickt. Bitte bestätigen Sie Ihre Anmeldung mit dem Link darin.",
  },
  newsletterFailure: {
    title: "Fehler",
    description: "Die Anmeldung hat nicht geklappt. Bitte prüfen Sie Ihre E-Mail-Adresse und versuchen Sie es erneut.",
  },
  offerSuccess: {
    title: "Offerte erstellt",
    description: "Ihre Offerte ist bereit zum Herunterladen. Eine Kopie erhalten Sie zusätzlich per E-Mail.",
  },
  offerFailure: {
    title: "Fehler beim Erstellen der Offerte",
    description: "Bitte versuchen Sie es erneut oder schreiben Sie uns direkt:",
  },
  offerFields: {
    plz: "Bitte geben Sie Postleitzahl und Ort der Anlage ein, z. B. 4057 Basel.",
    roofType: "Bitte wählen Sie die Dachart: Ziegeldach, Flachdach oder Blechdach.",
    area: "Bitte geben Sie die Grösse der Anlage als Zahl von 1 bis 5'000 ein.",
    areaUnit: "Bitte wählen Sie die Einheit: m², kWp oder Anzahl Module.",
    company: "Bitte geben Sie Ihre Firma oder Ihren Namen ein (höchstens 120 Zeichen).",
    name: "Der Name darf höchstens 100 Zeichen lang sein.",
    notes: "Ihre Bemerkungen dürfen höchstens 5'000 Zeichen lang sein.",
  },
  offerNotFound:
    "Diese Offerte gibt es nicht, oder sie ist abgelaufen (eine Offerte gilt 30 Tage). Berechnen Sie einfach eine neue.",
};

/** German (Swiss) page a newsletter link leads to. */
export const newsletterOutcomeDe: NewsletterOutcomeTexts = {
  confirmed: {
    title: "Anmeldung bestätigt",
    message:
      "Vielen Dank! Sie erhalten ab jetzt unseren Newsletter. Abmelden können Sie sich mit dem Link in jeder Ausgabe.",
  },
  unsubscribed: { title: "Abmeldung erfolgt", message: "Sie erhalten keinen Newsletter mehr von uns." },
  invalid: {
    title: "Link ungültig",
    message: "Dieser Link ist ungültig oder abgelaufen. Melden Sie sich bei Bedarf einfach erneut an.",
  },
};
