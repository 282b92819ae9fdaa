import { siteFacts } from "../../content/site-facts";
import type { Lang } from "../../lib/i18n";

/**
 * What a visitor reads when a request is refused or accepted, in every language.
 * Shared by the server (JSON answers, pages rendered without JavaScript) and the
 * forms (toasts). The German toasts are the texts of spec 8.
 */
export type FormField =
  | "name"
  | "company"
  | "email"
  | "phone"
  | "message"
  | "area"
  | "service"
  | "website"
  | "fillMs"
  | "language"
  | "page"
  | "plz"
  | "roofType"
  | "areaUnit"
  | "notes";

export interface FormMessages {
  required: string;
  invalid: string;
  fields: Partial<Record<FormField, string>>;
  tooLarge: string;
  unsupportedType: string;
  crossSite: string;
  tooMany: string;
  serverError: string;
  /** 503 while the database cannot be reached: try later, or call (the company's phone number). */
  unavailable: (phone: string) => string;
  contactSuccess: { title: string; description: string };
  contactFailure: { title: string; description: string };
  leadSuccess: { title: string; description: string };
  leadFailure: { title: string; description: string };
  newsletterSuccess: { title: string; description: string };
  newsletterFailure: { title: string; description: string };
  /** Instant quote (POST /api/offer): the offer is ready to download. */
  offerSuccess: { title: string; description: string };
  /**
   * Spec 8: `title` is the error shown when the server gives no message; `description`
   * is the alert, followed by the company's e-mail address.
   */
  offerFailure: { title: string; description: string };
  /** Field messages of the quote form; fields not listed here use `fields`. */
  offerFields: Partial<Record<FormField, string>>;
  /** GET /api/download-offer with an unknown or expired id. */
  offerNotFound: string;
}

export const formMessages: Record<Lang, FormMessages> = {
  de: {
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
    unsupportedType: "Dieses Format wird nicht angenommen. Bitte senden Sie das Formular von unserer Website.",
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
      description:
        "Die Anmeldung hat nicht geklappt. Bitte prüfen Sie Ihre E-Mail-Adresse und versuchen Sie es erneut.",
    },
    offerSuccess: {
      title: "Offerte erstellt",
      description: "Ihre Offerte ist bereit zum Herunterladen. Eine Kopie erhalten Sie zusätzlich per E-Mail.",
    },
    offerFailure: {
      title: "Fehler beim Erstellen der Offerte",
      description: "Fehler beim Senden der Offerte. Bitte versuchen Sie es erneut oder kontaktieren Sie uns direkt:",
    },
    offerFields: {
      plz: "Bitte geben Sie Postleitzahl und Ort der Anlage ein, z. B. 4057 Basel.",
      roofType: "Bitte wählen Sie die Dachart: Ziegeldach, Flachdach oder Blechdach.",
      area: "Bitte geben Sie die Grösse der Anlage als Zahl über 0 und bis 5'000 ein.",
      areaUnit: "Bitte wählen Sie die Einheit: m², kWp oder Anzahl Module.",
      company: "Bitte geben Sie Ihre Firma oder Ihren Namen ein (höchstens 120 Zeichen).",
      name: "Der Name darf höchstens 100 Zeichen lang sein.",
      notes: "Ihre Bemerkungen dürfen höchstens 5'000 Zeichen lang sein.",
    },
    offerNotFound:
      "Diese Offerte gibt es nicht, oder sie ist abgelaufen (eine Offerte gilt 30 Tage). Berechnen Sie einfach eine neue.",
  },
  fr: {
    required: "Veuillez remplir tous les champs obligatoires.",
    invalid: "Veuillez vérifier les champs signalés.",
    fields: {
      name: "Veuillez indiquer votre nom (100 caractères au maximum).",
      company: "Le nom de l’entreprise ne peut pas dépasser 120 caractères.",
      email: "Veuillez indiquer une adresse e-mail valable, p. ex. nom@exemple.ch.",
      phone: "Veuillez indiquer un numéro de téléphone valable (chiffres, espaces, + et -).",
      message: "Veuillez écrire votre message (5'000 caractères au maximum).",
      area: "La surface doit être comprise entre 10 et 10'000 m².",
      service: "Veuillez choisir une prestation dans la liste.",
    },
    tooLarge: "Votre demande est trop volumineuse. Veuillez raccourcir votre message.",
    unsupportedType: "Ce format n’est pas accepté. Veuillez envoyer le formulaire depuis notre site.",
    crossSite: "Les demandes provenant d’autres sites ne sont pas acceptées.",
    tooMany: "Vous avez envoyé beaucoup de demandes en peu de temps. Veuillez patienter une minute et réessayer.",
    serverError: "Une erreur s’est produite lors de l’envoi. Veuillez réessayer.",
    unavailable: (phone) =>
      `Nous ne pouvons pas enregistrer votre demande pour le moment. Veuillez réessayer dans quelques minutes ou nous appeler au ${phone}.`,
    contactSuccess: {
      title: "Message envoyé",
      description: `Merci pour votre message! Nous vous répondons dans les ${siteFacts.replyWithinHours} heures.`,
    },
    contactFailure: {
      title: "Erreur",
      description: "Une erreur s’est produite lors de l’envoi du message. Veuillez réessayer.",
    },
    leadSuccess: {
      title: "Demande envoyée!",
      description: `Merci! Nous vous répondons dans les ${siteFacts.replyWithinHours} heures.`,
    },
    leadFailure: { title: "Erreur", description: "Une erreur s’est produite lors de l’envoi. Veuillez réessayer." },
    newsletterSuccess: {
      title: "Presque terminé!",
      description:
        "Nous vous avons envoyé un e-mail. Veuillez confirmer votre inscription avec le lien qu’il contient.",
    },
    newsletterFailure: {
      title: "Erreur",
      description: "L’inscription n’a pas abouti. Veuillez vérifier votre adresse e-mail et réessayer.",
    },
    offerSuccess: {
      title: "Devis établi",
      description: "Votre devis est prêt à être téléchargé. Vous en recevrez aussi une copie par e-mail.",
    },
    offerFailure: {
      title: "Erreur lors de l’établissement du devis",
      description: "Le devis n’a pas pu être établi. Veuillez réessayer ou nous contacter directement:",
    },
    offerFields: {
      plz: "Veuillez indiquer le NPA et la localité de l’installation, p. ex. 1003 Lausanne.",
      roofType: "Veuillez choisir le type de toit: toit en tuiles, toit plat ou toit en tôle.",
      area: "Veuillez indiquer la taille de l’installation: un nombre supérieur à 0, au maximum 5'000.",
      areaUnit: "Veuillez choisir l’unité: m², kWc ou nombre de modules.",
      company: "Veuillez indiquer votre entreprise ou votre nom (120 caractères au maximum).",
      name: "Le nom ne peut pas dépasser 100 caractères.",
      notes: "Vos remarques ne peuvent pas dépasser 5'000 caractères.",
    },
    offerNotFound:
      "Ce devis n’existe pas ou a expiré (un devis est valable 30 jours). Calculez simplement un nouveau devis.",
  },
  it: {
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
    tooLarge: "La Sua richiesta è troppo grande. Accorci il messaggio, per favore.",
    unsupportedType: "Questo formato non è accettato. Invii il modulo dal nostro sito.",
    crossSite: "Le richieste provenienti da altri siti non sono accettate.",
    tooMany: "Ha inviato molte richieste in poco tempo. Attenda un minuto e riprovi.",
    serverError: "Si è verificato un errore durante l’invio. Riprovi, per favore.",
    unavailable: (phone) =>
      `Al momento non possiamo registrare la Sua richiesta. Riprovi tra qualche minuto o ci chiami al numero ${phone}.`,
    contactSuccess: {
      title: "Messaggio inviato",
      description: "Grazie per il Suo messaggio! Le risponderemo entro 24 ore.",
    },
    contactFailure: {
      title: "Errore",
      description: "Si è verificato un errore durante l’invio del messaggio. Riprovi, per favore.",
    },
    leadSuccess: {
      title: "Richiesta inviata!",
      description: "Grazie! La contatteremo entro 24 ore.",
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
      description: "Errore durante l’invio del preventivo. Riprovi o ci contatti direttamente:",
    },
    offerFields: {
      plz: "Indichi il numero postale e la località dell’impianto, p. es. 6900 Lugano.",
      roofType: "Scelga il tipo di tetto: tetto in tegole, tetto piano o tetto in lamiera.",
      area: "Indichi la dimensione dell’impianto: un numero maggiore di 0 e fino a 5'000.",
      areaUnit: "Scelga l’unità: m², kWp o numero di moduli.",
      company: "Indichi la Sua azienda o il Suo nome (al massimo 120 caratteri).",
      name: "Il nome può contenere al massimo 100 caratteri.",
      notes: "Le osservazioni possono contenere al massimo 5'000 caratteri.",
    },
    offerNotFound:
      "Questo preventivo non esiste o è scaduto (un preventivo è valido 30 giorni). Calcoli un nuovo preventivo.",
  },
  en: {
    required: "Please fill in all required fields.",
    invalid: "Please check the highlighted fields.",
    fields: {
      name: "Please enter your name (up to 100 characters).",
      company: "The company name can be up to 120 characters long.",
      email: "Please enter a valid e-mail address, e.g. name@example.ch.",
      phone: "Please enter a valid phone number (digits, spaces, + and -).",
      message: "Please enter your message (up to 5'000 characters).",
      area: "The area must be between 10 and 10'000 m².",
      service: "Please choose a service from the list.",
    },
    tooLarge: "Your request is too large. Please shorten your message.",
    unsupportedType: "This format is not accepted. Please send the form from our website.",
    crossSite: "Requests from other websites are not accepted.",
    tooMany: "You have sent many requests in a short time. Please wait a minute and try again.",
    serverError: "Something went wrong while sending. Please try again.",
    unavailable: (phone) =>
      `We can’t save your request right now. Please try again in a few minutes or call us on ${phone}.`,
    contactSuccess: {
      title: "Message sent",
      description: "Thank you for your message! We will reply within 24 hours.",
    },
    contactFailure: {
      title: "Error",
      description: "Something went wrong while sending your message. Please try again.",
    },
    leadSuccess: { title: "Request sent!", description: "Thank you! We will get back to you within 24 hours." },
    leadFailure: { title: "Error", description: "Something went wrong while sending. Please try again." },
    newsletterSuccess: {
      title: "Almost done!",
      description: "We have sent you an e-mail. Please confirm your subscription with the link in it.",
    },
    newsletterFailure: {
      title: "Error",
      description: "Your subscription did not go through. Please check your e-mail address and try again.",
    },
    offerSuccess: {
      title: "Your quote is ready",
      description: "You can download your quote now. We are also sending you a copy by e-mail.",
    },
    offerFailure: {
      title: "Your quote could not be created",
      description: "Something went wrong while creating your quote. Please try again or e-mail us directly:",
    },
    offerFields: {
      plz: "Please enter the postcode and town of the system, e.g. 4057 Basel.",
      roofType: "Please choose the roof type: tiled roof, flat roof or metal roof.",
      area: "Please enter the size of the system as a number greater than 0 and no more than 5'000.",
      areaUnit: "Please choose the unit: m², kWp or number of panels.",
      company: "Please enter your company or your name (up to 120 characters).",
      name: "The name can be up to 100 characters long.",
      notes: "Your notes can be up to 5'000 characters long.",
    },
    offerNotFound:
      "This quote does not exist or has expired (a quote is valid for 30 days). Simply work out a new one.",
  },
};

/** The page a newsletter link leads to: confirmed, unsubscribed, or a link that is not (or no longer) valid. */
export const newsletterOutcomeTexts: Record<
  Lang,
  Record<"confirmed" | "unsubscribed" | "invalid", { title: string; message: string }>
> = {
  de: {
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
  },
  fr: {
    confirmed: {
      title: "Inscription confirmée",
      message:
        "Merci! Vous recevrez désormais notre newsletter. Vous pouvez vous désinscrire avec le lien figurant dans chaque envoi.",
    },
    unsubscribed: { title: "Désinscription effectuée", message: "Vous ne recevrez plus notre newsletter." },
    invalid: {
      title: "Lien non valable",
      message: "Ce lien n’est pas valable ou a expiré. Si vous le souhaitez, inscrivez-vous simplement à nouveau.",
    },
  },
  it: {
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
  },
  en: {
    confirmed: {
      title: "Subscription confirmed",
      message:
        "Thank you! You will now receive our newsletter. You can unsubscribe at any time using the link in each issue.",
    },
    unsubscribed: { title: "Unsubscribed", message: "You will no longer receive our newsletter." },
    invalid: {
      title: "Invalid link",
      message: "This link is invalid or has expired. If you like, simply sign up again.",
    },
  },
};
