import { siteFacts } from "../site-facts";
import type { VisitorMailCopy } from "./types";

/** Italian (Swiss) texts of the mails a visitor receives. */
export const visitorMailIt: VisitorMailCopy = {
  greeting: (name) => (name ? `Gentile ${name}` : "Buongiorno"),
  contactSubject: (company) => `Il Suo messaggio a ${company}`,
  contactIntro: "abbiamo ricevuto il Suo messaggio e La ringraziamo.",
  leadSubject: (company) => `La Sua richiesta di preventivo presso ${company}`,
  leadIntro: "abbiamo ricevuto la Sua richiesta di preventivo gratuito e La ringraziamo.",
  replyPromise: `Le risponderemo entro ${siteFacts.replyWithinHours} ore.`,
  yourMessage: "Il Suo messaggio",
  yourRequest: "I Suoi dati",
  notYou: "Se non ci ha scritto, può ignorare questa e-mail.",
  regards: "Cordiali saluti",
  newsletterSubject: (company) => `Confermi l’iscrizione alla newsletter di ${company}`,
  newsletterIntro:
    "Ha chiesto di iscriversi alla nostra newsletter con consigli su impianti fotovoltaici, tetti e tetti verdi. Confermi l’iscrizione con un clic:",
  newsletterButton: "Confermi l’iscrizione",
  newsletterIgnore:
    "Se non ha chiesto Lei l’iscrizione, può ignorare questa e-mail: senza conferma non riceverà nulla e l’iscrizione sarà cancellata dopo 30 giorni.",
  unsubscribeText: "Non desidera più ricevere le nostre e-mail? Annulli l’iscrizione qui:",
  labels: {
    name: "Nome",
    company: "Azienda",
    email: "E-mail",
    phone: "Telefono",
    area: "Superficie (m²)",
    service: "Prestazione",
    message: "Messaggio",
  },
  services: {
    solarreinigung: "Pulizia di impianti fotovoltaici",
    gruendach: "Manutenzione dei tetti verdi",
    dachreinigung: "Pulizia dei tetti",
    wartung: "Contratto di manutenzione",
    beratung: "Consulenza",
  },
};
