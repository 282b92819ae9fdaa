import { siteFacts } from "../site-facts";
import type { VisitorMailCopy } from "./types";

/** German (Swiss) texts of the mails a visitor receives. */
export const visitorMailDe: VisitorMailCopy = {
  greeting: (name) => (name ? `Guten Tag ${name}` : "Guten Tag"),
  contactSubject: (company) => `Ihre Nachricht an ${company}`,
  contactIntro: "vielen Dank für Ihre Nachricht. Sie ist bei uns angekommen.",
  leadSubject: (company) => `Ihre Offertanfrage bei ${company}`,
  leadIntro: "vielen Dank für Ihre Offertanfrage. Sie ist bei uns angekommen.",
  replyPromise: `Wir melden uns innert ${siteFacts.replyWithinHours} Stunden bei Ihnen.`,
  yourMessage: "Ihre Nachricht",
  yourRequest: "Ihre Angaben",
  notYou: "Falls Sie uns nicht geschrieben haben, können Sie diese E-Mail ignorieren.",
  regards: "Freundliche Grüsse",
  newsletterSubject: (company) => `Bitte bestätigen Sie Ihre Newsletter-Anmeldung bei ${company}`,
  newsletterIntro:
    "Sie haben sich für unseren Newsletter mit Tipps zu Solaranlagen, Dächern und Gründächern angemeldet. Bitte bestätigen Sie die Anmeldung mit einem Klick:",
  newsletterButton: "Anmeldung bestätigen",
  newsletterIgnore:
    "Wenn Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail einfach: Ohne Bestätigung erhalten Sie nichts, und die Anmeldung wird nach 30 Tagen gelöscht.",
  unsubscribeText: "Sie möchten keine E-Mails mehr von uns? Hier abmelden:",
  labels: {
    name: "Name",
    company: "Firma",
    email: "E-Mail",
    phone: "Telefon",
    area: "Fläche (m²)",
    service: "Anliegen",
    message: "Nachricht",
  },
  services: {
    solarreinigung: "Solarreinigung",
    gruendach: "Gründachpflege",
    dachreinigung: "Dachreinigung",
    wartung: "Wartungsvertrag",
    beratung: "Beratung",
  },
};
