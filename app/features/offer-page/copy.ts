import type { Lang } from "#app/lib/i18n";
import type { DeclineReason } from "./offer-state";

/**
 * Texts of the offer's own page and of the mails that follow it (acceptance,
 * reminder, next cleaning), per language. Plain strings with {placeholders}, so
 * the loader hands the page one language's copy and the browser bundle carries
 * none. Swiss German (ss, Sie, «Offerte»), Swiss French (vous, «devis», no space
 * before : ; ? !), Italian (Lei, «preventivo»), British English («quote»).
 */
export interface OfferPageCopy {
  /** {number} */
  title: string;
  intro: string;
  numberLabel: string;
  validUntilLabel: string;
  sizeLabel: string;
  roofTypeLabel: string;
  locationLabel: string;
  linesTitle: string;
  downloadPdf: string;
  contactTitle: string;
  /** Followed by the phone number and the e-mail address as links. */
  contactText: string;
  accept: {
    title: string;
    intro: string;
    street: string;
    town: string;
    period: string;
    periodAsap: string;
    periodFlexible: string;
    /** {month}: "März 2026" */
    periodMonth: string;
    accessNotes: string;
    accessNotesHint: string;
    phone: string;
    /** Before the link to the offer (the PDF with its conditions). */
    conditionsBefore: string;
    conditionsLink: string;
    conditionsAfter: string;
    conditionsMissing: string;
    nextCleaning: string;
    submit: string;
    errorTitle: string;
    fieldMissing: string;
  };
  decline: {
    title: string;
    intro: string;
    reason: string;
    reasons: Record<DeclineReason, string>;
    submit: string;
  };
  accepted: {
    title: string;
    /** {date}: when it was accepted; {time}: the city's call-out time ("innert 24 Stunden"). */
    text: string;
    nextSteps: string;
  };
  declined: { title: string; text: string };
  expired: { title: string; text: string; newQuote: string };
  notFound: { title: string; text: string; toQuote: string };
  tooMany: string;
  /** The customer's mail after acceptance. */
  confirmationMail: {
    /** {number} */
    subject: string;
    /** {number} */
    intro: string;
    /** {time} */
    nextSteps: string;
    summaryTitle: string;
    viewOffer: string;
  };
  reminderMail: {
    /** {number} */
    subject: string;
    /** {date}: last valid day */
    text: string;
    viewOffer: string;
    optOut: string;
  };
  nextCleaningMail: {
    subject: string;
    text: string;
    newQuote: string;
    optOut: string;
  };
  optOutDone: { title: string; text: string };
}

export const offerPageCopy: Record<Lang, OfferPageCopy> = {
  de: {
    title: "Ihre Offerte {number}",
    intro: "Hier sehen Sie Ihre Offerte und können den Auftrag online erteilen.",
    numberLabel: "Offertnummer",
    validUntilLabel: "Gültig bis",
    sizeLabel: "Grösse",
    roofTypeLabel: "Dachart",
    locationLabel: "PLZ / Ort",
    linesTitle: "Preis",
    downloadPdf: "Offerte als PDF",
    contactTitle: "Fragen?",
    contactText: "Rufen Sie uns an oder schreiben Sie uns:",
    accept: {
      title: "Auftrag erteilen",
      intro: "Bitte ergänzen Sie die Angaben zum Einsatzort. Wir schlagen Ihnen danach einen Termin vor.",
      street: "Strasse und Hausnummer",
      town: "PLZ und Ort",
      period: "Gewünschter Zeitraum",
      periodAsap: "So bald wie möglich",
      periodFlexible: "Flexibel",
      periodMonth: "{month}",
      accessNotes: "Hinweise zum Zugang",
      accessNotesHint: "Zugang zum Dach, Wasseranschluss, Leiter oder Hubarbeitsbühne",
      phone: "Telefon",
      conditionsBefore: "Ich nehme die ",
      conditionsLink: "Offerte und ihre Bedingungen",
      conditionsAfter: " an.",
      conditionsMissing: "Bitte bestätigen Sie, dass Sie die Offerte und ihre Bedingungen annehmen.",
      nextCleaning: "Erinnern Sie mich, wenn die nächste Reinigung fällig ist.",
      submit: "Auftrag verbindlich erteilen",
      errorTitle: "Bitte prüfen Sie Ihre Angaben.",
      fieldMissing: "Bitte füllen Sie dieses Feld aus.",
    },
    decline: {
      title: "Kein Interesse?",
      intro: "Sagen Sie uns, warum – die Angabe ist freiwillig.",
      reason: "Grund",
      reasons: {
        "too-expensive": "Zu teuer",
        "done-otherwise": "Anders erledigt",
        later: "Später",
        other: "Anderer Grund",
      },
      submit: "Nein, danke",
    },
    accepted: {
      title: "Vielen Dank für Ihren Auftrag",
      text: "Sie haben die Offerte am {date} angenommen.",
      nextSteps:
        "Unser Team schlägt Ihnen {time} einen Termin vor. Eine Bestätigung haben wir Ihnen per E-Mail gesendet.",
    },
    declined: {
      title: "Schade, aber danke für Ihre Rückmeldung",
      text: "Sie haben die Offerte abgelehnt. Wenn Sie es sich anders überlegen, erstellen Sie jederzeit eine neue Offerte.",
    },
    expired: {
      title: "Diese Offerte ist abgelaufen",
      text: "Die Offerte war 30 Tage gültig. Erstellen Sie mit denselben Angaben eine neue Offerte zu den aktuellen Preisen.",
      newQuote: "Neue Offerte mit denselben Angaben",
    },
    notFound: {
      title: "Offerte nicht gefunden",
      text: "Dieser Link ist ungültig. Bitte prüfen Sie den Link in Ihrer E-Mail.",
      toQuote: "Sofort-Offerte starten",
    },
    tooMany: "Zu viele Anfragen in kurzer Zeit. Bitte versuchen Sie es in einer Minute erneut.",
    confirmationMail: {
      subject: "Ihr Auftrag zur Offerte {number}",
      intro: "vielen Dank, Sie haben die Offerte {number} angenommen.",
      nextSteps: "So geht es weiter: Unser Team schlägt Ihnen {time} einen Termin vor.",
      summaryTitle: "Ihre Angaben",
      viewOffer: "Offerte ansehen",
    },
    reminderMail: {
      subject: "Ihre Offerte {number}: noch Fragen?",
      text: "Sie haben vor einigen Tagen eine Offerte erhalten. Sie gilt bis und mit {date}. Auf der Seite der Offerte können Sie den Auftrag mit wenigen Angaben erteilen.",
      viewOffer: "Offerte ansehen",
      optOut: "Keine Erinnerungen mehr erhalten",
    },
    nextCleaningMail: {
      subject: "Die nächste Reinigung Ihrer Solaranlage ist fällig",
      text: "Sie haben uns gebeten, Sie an die nächste Reinigung zu erinnern. Mit einem Klick erhalten Sie eine neue Offerte mit denselben Angaben.",
      newQuote: "Neue Offerte mit denselben Angaben",
      optOut: "Keine Erinnerungen mehr erhalten",
    },
    optOutDone: {
      title: "Sie erhalten keine Erinnerungen mehr",
      text: "Wir senden Ihnen zu dieser Offerte keine Erinnerungen mehr.",
    },
  },
  fr: {
    title: "Votre devis {number}",
    intro: "Voici votre devis: vous pouvez nous confier le mandat en ligne.",
    numberLabel: "Numéro de devis",
    validUntilLabel: "Valable jusqu’au",
    sizeLabel: "Taille",
    roofTypeLabel: "Type de toit",
    locationLabel: "NPA / localité",
    linesTitle: "Prix",
    downloadPdf: "Devis en PDF",
    contactTitle: "Des questions?",
    contactText: "Appelez-nous ou écrivez-nous:",
    accept: {
      title: "Confier le mandat",
      intro: "Complétez les informations sur le lieu d’intervention. Nous vous proposerons ensuite une date.",
      street: "Rue et numéro",
      town: "NPA et localité",
      period: "Période souhaitée",
      periodAsap: "Dès que possible",
      periodFlexible: "Flexible",
      periodMonth: "{month}",
      accessNotes: "Indications d’accès",
      accessNotesHint: "Accès au toit, robinet d’eau, échelle ou nacelle",
      phone: "Téléphone",
      conditionsBefore: "J’accepte le ",
      conditionsLink: "devis et ses conditions",
      conditionsAfter: ".",
      conditionsMissing: "Veuillez confirmer que vous acceptez le devis et ses conditions.",
      nextCleaning: "Rappelez-moi lorsqu’il sera temps de refaire un nettoyage.",
      submit: "Confier le mandat",
      errorTitle: "Veuillez vérifier vos informations.",
      fieldMissing: "Veuillez remplir ce champ.",
    },
    decline: {
      title: "Ce devis ne vous convient pas?",
      intro: "Dites-nous pourquoi, si vous le souhaitez. C’est facultatif.",
      reason: "Motif",
      reasons: {
        "too-expensive": "Trop cher",
        "done-otherwise": "Réglé autrement",
        later: "Plus tard",
        other: "Autre motif",
      },
      submit: "Non, merci",
    },
    accepted: {
      title: "Merci pour votre mandat",
      text: "Vous avez accepté le devis le {date}.",
      nextSteps: "Notre équipe vous propose une date {time}. Nous vous avons envoyé une confirmation par e-mail.",
    },
    declined: {
      title: "Dommage, merci pour votre réponse",
      text: "Vous avez refusé le devis. Si vous changez d’avis, calculez un nouveau devis.",
    },
    expired: {
      title: "Ce devis a expiré",
      text: "Le devis était valable 30 jours. Calculez un nouveau devis aux prix actuels avec les mêmes informations.",
      newQuote: "Nouveau devis avec les mêmes informations",
    },
    notFound: {
      title: "Devis introuvable",
      text: "Ce lien n’est pas valable. Veuillez vérifier le lien de votre e-mail.",
      toQuote: "Calculer mon devis",
    },
    tooMany: "Trop de demandes en peu de temps. Veuillez réessayer dans une minute.",
    confirmationMail: {
      subject: "Votre mandat pour le devis {number}",
      intro: "Merci, vous avez accepté le devis {number}.",
      nextSteps: "La suite: notre équipe vous propose une date {time}.",
      summaryTitle: "Vos informations",
      viewOffer: "Voir le devis",
    },
    reminderMail: {
      subject: "Votre devis {number}: des questions?",
      text: "Vous avez reçu un devis il y a quelques jours. Il est valable jusqu’au {date} inclus. Sur la page du devis, vous pouvez nous confier le mandat en quelques clics.",
      viewOffer: "Voir le devis",
      optOut: "Ne plus recevoir de rappels",
    },
    nextCleaningMail: {
      subject: "Il est temps de nettoyer à nouveau votre installation solaire",
      text: "Vous nous avez demandé de vous rappeler le prochain nettoyage. En un clic, vous obtenez un nouveau devis avec les mêmes informations.",
      newQuote: "Nouveau devis avec les mêmes informations",
      optOut: "Ne plus recevoir de rappels",
    },
    optOutDone: {
      title: "Vous ne recevrez plus de rappels",
      text: "Nous ne vous enverrons plus de rappels pour ce devis.",
    },
  },
  it: {
    title: "Il Suo preventivo {number}",
    intro: "Ecco il Suo preventivo: può conferirci l’incarico online.",
    numberLabel: "Numero del preventivo",
    validUntilLabel: "Valido fino al",
    sizeLabel: "Dimensione",
    roofTypeLabel: "Tipo di tetto",
    locationLabel: "Numero postale / località",
    linesTitle: "Prezzo",
    downloadPdf: "Preventivo in PDF",
    contactTitle: "Domande?",
    contactText: "Ci chiami o ci scriva:",
    accept: {
      title: "Conferire l’incarico",
      intro: "Completi i dati sul luogo dell’intervento. Le proporremo poi una data.",
      street: "Via e numero civico",
      town: "Numero postale e località",
      period: "Periodo desiderato",
      periodAsap: "Il prima possibile",
      periodFlexible: "Flessibile",
      periodMonth: "{month}",
      accessNotes: "Indicazioni sull’accesso",
      accessNotesHint: "Accesso al tetto, rubinetto dell’acqua, scala o piattaforma elevatrice",
      phone: "Telefono",
      conditionsBefore: "Accetto il ",
      conditionsLink: "preventivo e le sue condizioni",
      conditionsAfter: ".",
      conditionsMissing: "La preghiamo di confermare che accetta il preventivo e le sue condizioni.",
      nextCleaning: "Mi ricordi quando sarà il momento della prossima pulizia.",
      submit: "Conferisca l’incarico",
      errorTitle: "La preghiamo di verificare i Suoi dati.",
      fieldMissing: "La preghiamo di compilare questo campo.",
    },
    decline: {
      title: "Non è interessato?",
      intro: "Se vuole, ci dica perché. L’indicazione è facoltativa.",
      reason: "Motivo",
      reasons: {
        "too-expensive": "Troppo caro",
        "done-otherwise": "Risolto diversamente",
        later: "Più tardi",
        other: "Altro motivo",
      },
      submit: "No, grazie",
    },
    accepted: {
      title: "Grazie per il Suo incarico",
      text: "Ha accettato il preventivo il {date}.",
      nextSteps: "Il nostro team Le propone una data {time}. Le abbiamo inviato una conferma per e-mail.",
    },
    declined: {
      title: "Peccato, grazie per la risposta",
      text: "Ha rifiutato il preventivo. Se cambia idea, calcoli semplicemente un nuovo preventivo.",
    },
    expired: {
      title: "Questo preventivo è scaduto",
      text: "Il preventivo era valido 30 giorni. Calcoli un nuovo preventivo ai prezzi attuali con gli stessi dati.",
      newQuote: "Nuovo preventivo con gli stessi dati",
    },
    notFound: {
      title: "Preventivo non trovato",
      text: "Questo link non è valido. La preghiamo di verificare il link nella Sua e-mail.",
      toQuote: "Calcoli il preventivo",
    },
    tooMany: "Troppe richieste in poco tempo. La preghiamo di riprovare tra un minuto.",
    confirmationMail: {
      subject: "Il Suo incarico per il preventivo {number}",
      intro: "grazie, ha accettato il preventivo {number}.",
      nextSteps: "I prossimi passi: il nostro team Le propone una data {time}.",
      summaryTitle: "I Suoi dati",
      viewOffer: "Apra il preventivo",
    },
    reminderMail: {
      subject: "Il Suo preventivo {number}: ha domande?",
      text: "Alcuni giorni fa ha ricevuto un preventivo. È valido fino al {date} compreso. Sulla pagina del preventivo può conferirci l’incarico in pochi passaggi.",
      viewOffer: "Apra il preventivo",
      optOut: "Non ricevere più promemoria",
    },
    nextCleaningMail: {
      subject: "È il momento della prossima pulizia del Suo impianto fotovoltaico",
      text: "Ci ha chiesto di ricordarLe la prossima pulizia. Con un clic riceve un nuovo preventivo con gli stessi dati.",
      newQuote: "Nuovo preventivo con gli stessi dati",
      optOut: "Non ricevere più promemoria",
    },
    optOutDone: {
      title: "Non riceverà più promemoria",
      text: "Non Le invieremo più promemoria per questo preventivo.",
    },
  },
  en: {
    title: "Your quote {number}",
    intro: "Here is your quote: you can book the job online.",
    numberLabel: "Quote number",
    validUntilLabel: "Valid until",
    sizeLabel: "Size",
    roofTypeLabel: "Roof type",
    locationLabel: "Postcode / town",
    linesTitle: "Price",
    downloadPdf: "Quote as PDF",
    contactTitle: "Questions?",
    contactText: "Call us or write to us:",
    accept: {
      title: "Book the job",
      intro: "Please add the details of the site. We will then propose a date.",
      street: "Street and number",
      town: "Postcode and town",
      period: "Preferred period",
      periodAsap: "As soon as possible",
      periodFlexible: "Flexible",
      periodMonth: "{month}",
      accessNotes: "Access notes",
      accessNotesHint: "Roof access, water connection, ladder or access platform",
      phone: "Phone",
      conditionsBefore: "I accept the ",
      conditionsLink: "quote and its conditions",
      conditionsAfter: ".",
      conditionsMissing: "Please confirm that you accept the quote and its conditions.",
      nextCleaning: "Remind me when the next cleaning is due.",
      submit: "Book the job",
      errorTitle: "Please check your details.",
      fieldMissing: "Please fill in this field.",
    },
    decline: {
      title: "Not interested?",
      intro: "Tell us why if you like. This is optional.",
      reason: "Reason",
      reasons: {
        "too-expensive": "Too expensive",
        "done-otherwise": "Already sorted another way",
        later: "Later",
        other: "Other reason",
      },
      submit: "No, thanks",
    },
    accepted: {
      title: "Thank you for booking",
      text: "You accepted the quote on {date}.",
      nextSteps: "Our team will propose a date {time}. We have sent you a confirmation by e-mail.",
    },
    declined: {
      title: "Thank you for letting us know",
      text: "You declined the quote. If you change your mind, you can get a new quote at any time.",
    },
    expired: {
      title: "This quote has expired",
      text: "The quote was valid for 30 days. Get a new quote at today’s prices with the same details.",
      newQuote: "New quote with the same details",
    },
    notFound: {
      title: "Quote not found",
      text: "This link is not valid. Please check the link in your e-mail.",
      toQuote: "Get an instant quote",
    },
    tooMany: "Too many requests in a short time. Please try again in a minute.",
    confirmationMail: {
      subject: "Your booking for quote {number}",
      intro: "Thank you, you have accepted quote {number}.",
      nextSteps: "What happens next: our team will propose a date {time}.",
      summaryTitle: "Your details",
      viewOffer: "View the quote",
    },
    reminderMail: {
      subject: "Your quote {number}: any questions?",
      text: "You received a quote a few days ago. It is valid up to and including {date}. On the quote’s page you can book the job with a few details.",
      viewOffer: "View the quote",
      optOut: "Stop reminders",
    },
    nextCleaningMail: {
      subject: "The next cleaning of your solar panels is due",
      text: "You asked us to remind you of the next cleaning. One click gives you a new quote with the same details.",
      newQuote: "New quote with the same details",
      optOut: "Stop reminders",
    },
    optOutDone: {
      title: "You will receive no more reminders",
      text: "We will send you no more reminders for this quote.",
    },
  },
};

export { fill } from "./fill";
