import { siteFacts } from "../site-facts";
import { formatDecimal } from "#app/lib/format";
import { m2, millions } from "./shared";
import type { OfferCopy } from "./types";

export const offerCopyFr: OfferCopy = {
  fileStem: "Devis",
  online: {
    title: "Accepter le devis en ligne",
    text: "Scannez le code ou ouvrez le lien: vous nous confiez le mandat en quelques clics.",
  },
  tagline: "Nettoyage d’installations solaires, de toitures et de gouttières",
  title: "Devis pour le nettoyage de votre installation solaire",
  intro:
    "Merci pour votre demande. Nous avons le plaisir de vous proposer le nettoyage de votre installation au prix fixe suivant:",
  numberLabel: "Devis n°",
  dateLabel: "Date",
  validUntilLabel: "Valable jusqu’au",
  uidLabel: "IDE",
  customerTitle: "Client",
  contactPersonLabel: "Personne de contact",
  emailLabel: "E-mail",
  phoneLabel: "Téléphone",
  objectTitle: "Votre installation",
  locationLabel: "NPA et localité",
  roofTypeLabel: "Type de toit",
  sizeLabel: "Taille de l’installation",
  cleaningAreaLabel: "Surface à nettoyer",
  roofTypes: { ziegeldach: "Toit en tuiles", flachdach: "Toit plat", blechdach: "Toit en tôle" },
  size: (size, unit) =>
    unit === "m2"
      ? m2(size, "fr")
      : unit === "kwp"
        ? `${formatDecimal(size, "fr")} kWc`
        : `${formatDecimal(size, "fr")} module${size > 1 ? "s" : ""}`,
  table: { item: "Prestation", quantity: "Quantité", rate: "Prix unitaire", amount: "Montant" },
  fixedCost: "Forfait de base",
  fixedCostDetail: "Organisation de l’intervention, plan de sécurité, rapport de nettoyage",
  areaCost: "Nettoyage de la surface des modules",
  areaCostDetail: "Eau déminéralisée, brosses douces, sans produits chimiques",
  roofFactor: (roof) => `Ajustement selon le type de toit (${roof.toLowerCase()})`,
  roofFactorDetail: "sur le forfait de base et le nettoyage",
  subtotal: "Sous-total",
  net: "Montant net (hors TVA)",
  vat: (percent) => `TVA ${percent.replace(".", ",")} %`,
  total: "Total TVA comprise",
  perM2: "/ m²",
  validity: (date) => `Ce devis est valable 30 jours, jusqu’au ${date} inclus.`,
  includedTitle: "Compris dans le prix",
  included: [
    {
      title: "Contrôle visuel",
      text: "Nous examinons chaque module à l’œil nu: fissures, fixations desserrées et décolorations qui peuvent signaler un point chaud.",
    },
    {
      title: "Documentation des défauts",
      text: "Nos constats figurent avec photos et emplacement dans le rapport de nettoyage.",
    },
    {
      title: "Réparation par un partenaire",
      text: "Si une réparation s’impose, nous vous recommandons sur demande une entreprise partenaire qualifiée.",
    },
  ],
  guaranteesTitle: "Vos garanties",
  guarantees: [
    {
      title: "Garantie de prix fixe",
      text: "Prix ferme pour la taille et le type de toit indiqués, sans supplément.",
    },
    {
      title: "Garantie de satisfaction",
      text: "Si le résultat ne répond pas à vos attentes, nous nettoyons à nouveau gratuitement les endroits que vous nous signalez.",
    },
    {
      title: "Assurance responsabilité civile",
      text: `Dommages que nous pourrions causer, jusqu’à CHF\u00a0${millions}\u00a0millions.`,
    },
    { title: "Aucun frais de déplacement", text: "Aucun supplément pour le déplacement, dans toute la Suisse." },
  ],
  notesTitle: "Vos remarques",
  nextStepsTitle: "Et ensuite?",
  nextSteps: [
    "Passer commande: acceptez le devis en ligne sur la page du devis, répondez à notre e-mail ou appelez-nous.",
    `Rendez-vous: nous vous répondons dans les ${siteFacts.replyWithinHours} heures. Vous obtenez en général un rendez-vous dans un délai d’une à deux semaines, de trois à quatre semaines en haute saison.`,
    "Nettoyage: après l’intervention, vous recevez le rapport de nettoyage avec photos et la facture au prix fixe convenu.",
  ],
  questions: "Des questions sur ce devis? Appelez-nous ou écrivez-nous:",
  closing: "Au plaisir de travailler pour vous.",
  regards: "Avec nos meilleures salutations",
  page: (page, pages) => `Page ${page} sur ${pages}`,
  mail: {
    subject: (number, company) => `Votre devis ${number} de ${company}`,
    intro:
      "Merci pour votre demande. Vous trouverez en annexe votre devis pour le nettoyage de votre installation solaire, au format PDF.",
    accept: (phone) =>
      `Pour passer commande, acceptez le devis en ligne sur la page du devis (lien ci-dessous); vous pouvez aussi répondre à cet e-mail ou nous appeler au ${phone}, notamment si vous avez des questions.`,
    download: "Télécharger le devis",
    viewAndAccept: "Voir le devis et confier le mandat",
    downloadNote: (date) => `Le lien vers le devis est valable jusqu’au ${date} inclus.`,
    notYou: "Si vous n’avez pas demandé de devis, vous pouvez ignorer cet e-mail.",
  },
};
