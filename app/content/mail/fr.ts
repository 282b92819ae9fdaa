import { siteFacts } from "../site-facts";
import type { VisitorMailCopy } from "./types";

/** French (Swiss) texts of the mails a visitor receives. */
export const visitorMailFr: VisitorMailCopy = {
  greeting: (name) => (name ? `Bonjour ${name}` : "Bonjour"),
  contactSubject: (company) => `Votre message à ${company}`,
  contactIntro: "Merci pour votre message. Il nous est bien parvenu.",
  leadSubject: (company) => `Votre demande de devis auprès de ${company}`,
  leadIntro: "Merci pour votre demande de devis gratuit. Elle nous est bien parvenue.",
  replyPromise: `Nous vous répondons dans les ${siteFacts.replyWithinHours} heures.`,
  yourMessage: "Votre message",
  yourRequest: "Récapitulatif de votre demande",
  notYou: "Si vous ne nous avez pas écrit, vous pouvez ignorer cet e-mail.",
  regards: "Avec nos meilleures salutations",
  newsletterSubject: (company) => `Veuillez confirmer votre inscription à la newsletter de ${company}`,
  newsletterIntro:
    "Vous avez demandé à recevoir notre newsletter et ses conseils sur les installations solaires, les toits et les toitures végétalisées. Veuillez confirmer votre inscription d’un clic:",
  newsletterButton: "Confirmer l’inscription",
  newsletterIgnore:
    "Si vous n’avez pas fait cette demande, vous pouvez ignorer cet e-mail: sans confirmation, vous ne recevrez rien et l’inscription sera supprimée après 30 jours.",
  unsubscribeText: "Vous ne souhaitez plus recevoir nos e-mails? Désinscrivez-vous ici:",
  labels: {
    name: "Nom",
    company: "Entreprise",
    email: "E-mail",
    phone: "Téléphone",
    area: "Surface (m²)",
    service: "Prestation",
    message: "Message",
  },
  services: {
    solarreinigung: "Nettoyage d’installations solaires",
    gruendach: "Entretien de toiture végétalisée",
    dachreinigung: "Nettoyage de toiture",
    wartung: "Contrat d’entretien",
    beratung: "Conseil",
  },
};
