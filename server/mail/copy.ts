import { siteFacts } from "../../app/content/site-facts";
import type { Lang } from "../../app/lib/i18n";

/**
 * Texts of the mails a visitor receives, per language; the reply time is the site facts' (24 hours) in all four.
 * French without a space before : ? ! (as on the site), Italian with a capitalised "Lei", English "quote".
 */
export interface VisitorMailCopy {
  greeting: (name: string) => string;
  contactSubject: (company: string) => string;
  contactIntro: string;
  leadSubject: (company: string) => string;
  leadIntro: string;
  replyPromise: string;
  yourMessage: string;
  yourRequest: string;
  notYou: string;
  regards: string;
  newsletterSubject: (company: string) => string;
  newsletterIntro: string;
  newsletterButton: string;
  newsletterIgnore: string;
  unsubscribe: string;
  unsubscribeText: string;
  labels: {
    name: string;
    company: string;
    email: string;
    phone: string;
    area: string;
    service: string;
    message: string;
  };
  services: Record<string, string>;
}

export const visitorMailCopy: Record<Lang, VisitorMailCopy> = {
  de: {
    greeting: (name) => `Guten Tag ${name}`,
    contactSubject: (company) => `Ihre Nachricht an ${company}`,
    contactIntro: "vielen Dank für Ihre Nachricht. Sie ist bei uns angekommen.",
    leadSubject: (company) => `Ihre Offertanfrage bei ${company}`,
    leadIntro: "vielen Dank für Ihre Anfrage für eine kostenlose Offerte. Sie ist bei uns angekommen.",
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
    unsubscribe: "Vom Newsletter abmelden",
    unsubscribeText: "Sie möchten keine E-Mails mehr von uns? Hier abmelden:",
    labels: {
      name: "Name",
      company: "Firma",
      email: "E-Mail",
      phone: "Telefon",
      area: "Fläche (m²)",
      service: "Leistung",
      message: "Nachricht",
    },
    services: {
      solarreinigung: "Solarreinigung",
      gruendach: "Gründachpflege",
      dachreinigung: "Dachreinigung",
      wartung: "Wartungsvertrag",
      beratung: "Beratung",
    },
  },
  fr: {
    greeting: (name) => `Bonjour ${name}`,
    contactSubject: (company) => `Votre message à ${company}`,
    contactIntro: "Merci pour votre message. Il nous est bien parvenu.",
    leadSubject: (company) => `Votre demande de devis auprès de ${company}`,
    leadIntro: "Merci pour votre demande de devis gratuit. Elle nous est bien parvenue.",
    replyPromise: `Nous vous répondons dans les ${siteFacts.replyWithinHours} heures.`,
    yourMessage: "Votre message",
    yourRequest: "Vos indications",
    notYou: "Si vous ne nous avez pas écrit, vous pouvez ignorer cet e-mail.",
    regards: "Meilleures salutations",
    newsletterSubject: (company) => `Veuillez confirmer votre inscription à la newsletter de ${company}`,
    newsletterIntro:
      "Vous avez demandé à recevoir notre newsletter et ses conseils sur les installations solaires, les toits et les toitures végétalisées. Veuillez confirmer votre inscription d’un clic:",
    newsletterButton: "Confirmer l’inscription",
    newsletterIgnore:
      "Si vous n’avez pas fait cette demande, ignorez simplement cet e-mail: sans confirmation, vous ne recevrez rien et l’inscription sera supprimée après 30 jours.",
    unsubscribe: "Se désinscrire de la newsletter",
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
  },
  it: {
    greeting: (name) => `Buongiorno ${name}`,
    contactSubject: (company) => `Il Suo messaggio a ${company}`,
    contactIntro: "grazie per il Suo messaggio. Lo abbiamo ricevuto.",
    leadSubject: (company) => `La Sua richiesta di preventivo presso ${company}`,
    leadIntro: "grazie per la Sua richiesta di un preventivo gratuito. L’abbiamo ricevuta.",
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
    unsubscribe: "Annulli l’iscrizione alla newsletter",
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
  },
  en: {
    greeting: (name) => `Hello ${name}`,
    contactSubject: (company) => `Your message to ${company}`,
    contactIntro: "Thank you for your message – we have received it.",
    leadSubject: (company) => `Your quote request to ${company}`,
    leadIntro: "Thank you for requesting a free quote – we have received your request.",
    replyPromise: "We will reply within 24 hours.",
    yourMessage: "Your message",
    yourRequest: "Your details",
    notYou: "If you did not write to us, you can ignore this e-mail.",
    regards: "Kind regards",
    newsletterSubject: (company) => `Please confirm your newsletter subscription at ${company}`,
    newsletterIntro:
      "You signed up for our newsletter with tips on solar panels, roofs and green roofs. Please confirm your subscription with one click:",
    newsletterButton: "Confirm subscription",
    newsletterIgnore:
      "If you did not sign up, simply ignore this e-mail: without confirmation you will receive nothing, and your sign-up will be deleted after 30 days.",
    unsubscribe: "Unsubscribe from the newsletter",
    unsubscribeText: "No longer want our e-mails? Unsubscribe here:",
    labels: {
      name: "Name",
      company: "Company",
      email: "E-mail",
      phone: "Phone",
      area: "Area (m²)",
      service: "Service",
      message: "Message",
    },
    services: {
      solarreinigung: "Solar panel cleaning",
      gruendach: "Green roof maintenance",
      dachreinigung: "Roof cleaning",
      wartung: "Maintenance contract",
      beratung: "Advice",
    },
  },
};
