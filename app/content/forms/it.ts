import { siteFacts } from "../site-facts";
import type { FormMessages, NewsletterOutcomeTexts } from "./types";

/** Italian (Swiss) answers to a form: refusals, field messages and the toasts after sending. */
export const formMessagesIt: FormMessages = {
  required: "Compili tutti i campi obbligatori.",
  invalid: "Verifichi i campi evidenziati.",
  fields: {
    name: "Indichi il Suo nome (al massimo 100 caratteri).",
    company: "Il nome dell’azienda può contenere al massimo 120 caratteri.",
    email: "Indichi un indirizzo e-mail valido, p. es. nome@esempio.ch.",
    phone: "Indichi un numero di telefono valido (cifre, spazi, + e -).",
    message: "Ci scriva un messaggio (al massimo 5'000 caratteri).",
    area: "La superficie deve essere compresa tra 10 e 10'000 m².",
    service: "Scelga una prestazione dall’elenco.",
  },
  tooLarge: "La Sua richiesta è troppo voluminosa. Accorci il messaggio, per favore.",
  unsupportedType: "Questo formato non è accettato. Invii il modulo dal nostro sito.",
  crossSite: "Le richieste provenienti da altri siti non sono accettate.",
  tooMany: "Ha inviato molte richieste in poco tempo. Attenda un minuto e riprovi.",
  serverError: "Si è verificato un errore durante l’invio. Riprovi, per favore.",
  unavailable: (phone) =>
    `Al momento non possiamo registrare la Sua richiesta. Riprovi tra qualche minuto o ci chiami al numero ${phone}.`,
  contactSuccess: {
    title: "Messaggio inviato",
    description: `Grazie per il Suo messaggio! Le risponderemo entro ${siteFacts.replyWithinHours} ore.`,
  },
  contactFailure: {
    title: "Errore",
    description: "Si è verificato un errore durante l’invio del messaggio. Riprovi, per favore.",
  },
  leadSuccess: {
    title: "Richiesta inviata!",
    description: `Grazie! La contatteremo entro ${siteFacts.replyWithinHours} ore.`,
  },
  leadFailure: { title: "Errore", description: "Si è verificato un errore durante l’invio. Riprovi, per favore." },
  newsletterSuccess: {
    title: "Quasi fatto!",
    description: "Le abbiamo inviato un’e-mail. Confermi l’iscrizione con il link che contiene.",
  },
  newsletterFailure: {
    title: "Errore",
    description: "L’iscrizione non è riuscita. Verifichi l’indirizzo e-mail e riprovi.",
  },
  offerSuccess: {
    title: "Preventivo pronto",
    description: "Il Suo preventivo è pronto da scaricare. Ne riceverà anche una copia per e-mail.",
  },
  offerFailure: {
    title: "Errore durante la creazione del preventivo",
    description: "Non è stato possibile creare il preventivo. Riprovi o ci contatti direttamente:",
  },
  offerFields: {
    plz: "Indichi il numero postale e la località dell’impianto, p. es. 6900 Lugano.",
    roofType: "Scelga il tipo di tetto: tetto in tegole, tetto piano o tetto in lamiera.",
    area: "Indichi la dimensione dell’impianto: un numero da 1 a 5'000.",
    areaUnit: "Scelga l’unità: m², kWp o numero di moduli.",
    company: "Indichi la Sua azienda o il Suo nome (al massimo 120 caratteri).",
    name: "Il nome può contenere al massimo 100 caratteri.",
    notes: "Le osservazioni possono contenere al massimo 5'000 caratteri.",
  },
  offerNotFound:
    "Questo preventivo non esiste o è scaduto (un preventivo è valido 30 giorni). Calcoli un nuovo preventivo.",
};

/** Italian (Swiss) page a newsletter link leads to. */
export const newsletterOutcomeIt: NewsletterOutcomeTexts = {
  confirmed: {
    title: "Iscrizione confermata",
    message:
      "Grazie! D’ora in poi riceverà la nostra newsletter. Può annullare l’iscrizione con il link presente in ogni invio.",
  },
  unsubscribed: { title: "Iscrizione annullata", message: "Non riceverà più la nostra newsletter." },
  invalid: {
    title: "Link non valido",
    message: "Questo link non è valido o è scaduto. Se lo desidera, può iscriversi di nuovo.",
  },
};
