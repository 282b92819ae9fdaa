import type { Lang } from "../../lib/i18n";

/**
 * What a visitor reads when a request is refused or accepted, in every language.
 * Shared by the server (JSON answers, pages rendered without JavaScript) and the
 * forms (toasts). The German toasts are the texts of spec 8.
 */
export type FormField =
  "name" | "company" | "email" | "phone" | "message" | "area" | "service" | "website" | "fillMs" | "language" | "page";

export interface FormMessages {
  required: string;
  invalid: string;
  fields: Partial<Record<FormField, string>>;
  tooLarge: string;
  unsupportedType: string;
  crossSite: string;
  tooMany: string;
  serverError: string;
  contactSuccess: { title: string; description: string };
  contactFailure: { title: string; description: string };
  leadSuccess: { title: string; description: string };
  leadFailure: { title: string; description: string };
  newsletterSuccess: { title: string; description: string };
  newsletterFailure: { title: string; description: string };
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
      message: "Bitte schreiben Sie uns eine Nachricht (höchstens 5000 Zeichen).",
      area: "Die Fläche muss zwischen 10 und 10'000 m² liegen.",
      service: "Bitte wählen Sie eine Leistung aus der Liste.",
    },
    tooLarge: "Ihre Anfrage ist zu gross. Bitte kürzen Sie die Nachricht.",
    unsupportedType: "Dieses Format wird nicht angenommen. Bitte senden Sie das Formular von unserer Website.",
    crossSite: "Anfragen von fremden Websites werden nicht angenommen.",
    tooMany:
      "Sie haben in kurzer Zeit viele Anfragen gesendet. Bitte warten Sie eine Minute und versuchen Sie es erneut.",
    serverError: "Beim Senden ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.",
    contactSuccess: {
      title: "Nachricht gesendet",
      description: "Vielen Dank für Ihre Nachricht! Wir melden uns bald bei Ihnen.",
    },
    contactFailure: {
      title: "Fehler",
      description: "Beim Senden der Nachricht ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.",
    },
    leadSuccess: {
      title: "Angebot angefordert!",
      description: "Vielen Dank! Wir melden uns innerhalb von 24 Stunden bei Ihnen.",
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
  },
  fr: {
    required: "Veuillez remplir tous les champs obligatoires.",
    invalid: "Veuillez vérifier les champs signalés.",
    fields: {
      name: "Veuillez indiquer votre nom (100 caractères au maximum).",
      company: "Le nom de l’entreprise ne peut pas dépasser 120 caractères.",
      email: "Veuillez indiquer une adresse e-mail valable, p. ex. nom@exemple.ch.",
      phone: "Veuillez indiquer un numéro de téléphone valable (chiffres, espaces, + et -).",
      message: "Veuillez écrire votre message (5000 caractères au maximum).",
      area: "La surface doit être comprise entre 10 et 10'000 m².",
      service: "Veuillez choisir une prestation dans la liste.",
    },
    tooLarge: "Votre demande est trop volumineuse. Veuillez raccourcir votre message.",
    unsupportedType: "Ce format n’est pas accepté. Veuillez envoyer le formulaire depuis notre site.",
    crossSite: "Les demandes provenant d’autres sites ne sont pas acceptées.",
    tooMany: "Vous avez envoyé beaucoup de demandes en peu de temps. Veuillez patienter une minute et réessayer.",
    serverError: "Une erreur s’est produite lors de l’envoi. Veuillez réessayer.",
    contactSuccess: {
      title: "Message envoyé",
      description: "Merci pour votre message ! Nous vous répondrons très prochainement.",
    },
    contactFailure: {
      title: "Erreur",
      description: "Une erreur s’est produite lors de l’envoi du message. Veuillez réessayer.",
    },
    leadSuccess: {
      title: "Offre demandée !",
      description: "Merci ! Nous vous répondrons dans les 24 heures.",
    },
    leadFailure: { title: "Erreur", description: "Une erreur s’est produite lors de l’envoi. Veuillez réessayer." },
    newsletterSuccess: {
      title: "Presque terminé !",
      description:
        "Nous vous avons envoyé un e-mail. Veuillez confirmer votre inscription avec le lien qu’il contient.",
    },
    newsletterFailure: {
      title: "Erreur",
      description: "L’inscription n’a pas abouti. Veuillez vérifier votre adresse e-mail et réessayer.",
    },
  },
  it: {
    required: "Compili tutti i campi obbligatori.",
    invalid: "Verifichi i campi evidenziati.",
    fields: {
      name: "Indichi il suo nome (al massimo 100 caratteri).",
      company: "Il nome dell’azienda può contenere al massimo 120 caratteri.",
      email: "Indichi un indirizzo e-mail valido, p. es. nome@esempio.ch.",
      phone: "Indichi un numero di telefono valido (cifre, spazi, + e -).",
      message: "Ci scriva un messaggio (al massimo 5000 caratteri).",
      area: "La superficie deve essere compresa tra 10 e 10'000 m².",
      service: "Scelga una prestazione dall’elenco.",
    },
    tooLarge: "La sua richiesta è troppo grande. Accorci il messaggio, per favore.",
    unsupportedType: "Questo formato non è accettato. Invii il modulo dal nostro sito.",
    crossSite: "Le richieste provenienti da altri siti non sono accettate.",
    tooMany: "Ha inviato molte richieste in poco tempo. Attenda un minuto e riprovi.",
    serverError: "Si è verificato un errore durante l’invio. Riprovi, per favore.",
    contactSuccess: {
      title: "Messaggio inviato",
      description: "Grazie per il suo messaggio! Le risponderemo entro 24-48 ore.",
    },
    contactFailure: {
      title: "Errore",
      description: "Si è verificato un errore durante l’invio del messaggio. Riprovi, per favore.",
    },
    leadSuccess: {
      title: "Offerta richiesta!",
      description: "Grazie! La contatteremo entro 24-48 ore.",
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
  },
  en: {
    required: "Please fill in all required fields.",
    invalid: "Please check the highlighted fields.",
    fields: {
      name: "Please enter your name (at most 100 characters).",
      company: "The company name can be at most 120 characters long.",
      email: "Please enter a valid e-mail address, e.g. name@example.ch.",
      phone: "Please enter a valid phone number (digits, spaces, + and -).",
      message: "Please write us a message (at most 5000 characters).",
      area: "The area must be between 10 and 10,000 m².",
      service: "Please choose a service from the list.",
    },
    tooLarge: "Your request is too large. Please shorten your message.",
    unsupportedType: "This format is not accepted. Please send the form from our website.",
    crossSite: "Requests from other websites are not accepted.",
    tooMany: "You have sent many requests in a short time. Please wait a minute and try again.",
    serverError: "Something went wrong while sending. Please try again.",
    contactSuccess: { title: "Message sent", description: "Thank you for your message! We will get back to you soon." },
    contactFailure: {
      title: "Error",
      description: "Something went wrong while sending your message. Please try again.",
    },
    leadSuccess: { title: "Offer requested!", description: "Thank you! We will get back to you within 24 hours." },
    leadFailure: { title: "Error", description: "Something went wrong while sending. Please try again." },
    newsletterSuccess: {
      title: "Almost done!",
      description: "We have sent you an e-mail. Please confirm your subscription with the link in it.",
    },
    newsletterFailure: {
      title: "Error",
      description: "The subscription did not work. Please check your e-mail address and try again.",
    },
  },
};
