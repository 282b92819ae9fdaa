import { siteFacts } from "../site-facts";
import type { FormMessages, NewsletterOutcomeTexts } from "./types";

/** French (Swiss) answers to a form: refusals, field messages and the toasts after sending. */
export const formMessagesFr: FormMessages = {
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
    description: "Nous vous avons envoyé un e-mail. Veuillez confirmer votre inscription avec le lien qu’il contient.",
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
    area: "Veuillez indiquer la taille de l’installation: un nombre de 1 à 5'000.",
    areaUnit: "Veuillez choisir l’unité: m², kWc ou nombre de modules.",
    company: "Veuillez indiquer votre entreprise ou votre nom (120 caractères au maximum).",
    name: "Le nom ne peut pas dépasser 100 caractères.",
    notes: "Vos remarques ne peuvent pas dépasser 5'000 caractères.",
  },
  offerNotFound:
    "Ce devis n’existe pas ou a expiré (un devis est valable 30 jours). Vous pouvez calculer un nouveau devis.",
};

/** French (Swiss) page a newsletter link leads to. */
export const newsletterOutcomeFr: NewsletterOutcomeTexts = {
  confirmed: {
    title: "Inscription confirmée",
    message:
      "Merci! Vous recevrez désormais notre newsletter. Vous pouvez vous désinscrire avec le lien figurant dans chaque envoi.",
  },
  unsubscribed: { title: "Désinscription effectuée", message: "Vous ne recevrez plus notre newsletter." },
  invalid: {
    title: "Lien non valable",
    message: "Ce lien n’est pas valable ou a expiré. Si vous le souhaitez, vous pouvez vous réinscrire.",
  },
};
