import { frenchTime } from "#app/content/phrasing/fr";
import { siteFacts } from "#app/content/site-facts";
import { priceFacts as p } from "./facts";
import type { PricesContent } from "./types";

const opens = frenchTime(siteFacts.hours.opens);
const closes = frenchTime(siteFacts.hours.closes);
const replyHours = siteFacts.replyWithinHours;

export const pricesFr = {
  meta: {
    title: "Prix et devis pour le nettoyage d’installations solaires",
    description: `Nettoyage de base dès ${p.basicChf}, formule Premium avec inspection dès ${p.premiumChf}, plus le prix au m²; le devis en ligne du nettoyage de base indique le total, TVA comprise, sans frais de déplacement.`,
  },
  hero: {
    heading: "Prix et devis",
    intro: [
      `Notre calculateur vous indique en deux minutes ce que coûte le nettoyage de base de votre installation solaire. Saisissez votre NPA, le type de toit et la taille de l’installation – en mètres carrés, en kWc ou en nombre de modules. Le prix se compose d’un forfait de base et d’un prix au mètre carré qui diminue à mesure que la surface augmente. Le calculateur indique le montant net, la TVA de ${p.vatPercentComma} % et le total TVA comprise, sans frais de déplacement.`,
      `Le nettoyage de base est proposé dès ${p.basicChf}. La formule Premium, qui comprend en plus une inspection de votre installation, est proposée dès ${p.premiumChf}, plus le prix au m² et la TVA; nous établissons le devis sur demande. Chaque nettoyage inclut un contrôle visuel, la documentation d’éventuels défauts et, si vous le souhaitez, la mise en relation avec une entreprise partenaire pour les réparations. Vous recevez votre devis en PDF; nous répondons à vos questions dans les ${replyHours} heures, y compris sur WhatsApp.`,
    ],
  },
  packages: {
    title: "Nos formules",
    intro: `Les deux prix sont des forfaits de base, auxquels s’ajoutent le prix au m² de la surface des modules et la TVA de ${p.vatPercentComma} %. Le calculateur de devis chiffre le nettoyage de base; pour la formule Premium, nous établissons le devis sur demande. Aucun frais de déplacement, dans toute la Suisse.`,
    highlightLabel: "Recommandée",
    priceFromLabel: "dès",
    items: [
      {
        name: "Nettoyage de base",
        priceChf: p.basic,
        text: "Le nettoyage en douceur de votre installation solaire à l’eau déminéralisée, sans produits chimiques, avec des brosses douces et à basse pression.",
        features: [
          "Nettoyage de tous les modules à l’eau déminéralisée",
          "Contrôle visuel et documentation photo",
          "Rapport de nettoyage en fin d’intervention",
        ],
        highlight: false,
      },
      {
        name: "Formule Premium",
        priceChf: p.premium,
        text: "Le nettoyage de base complété par une inspection de l’installation: modules, cadres, cheminement des câbles et fixations sont contrôlés.",
        features: [
          "Toutes les prestations du nettoyage de base",
          "Inspection des modules, des cadres et des fixations",
          "Rapport d’inspection avec recommandations d’entretien et de réparation",
        ],
        highlight: true,
      },
    ],
  },
  included: {
    title: "Compris dans chaque nettoyage",
    intro: "Trois prestations que vous ne payez pas en plus:",
    items: [
      {
        title: "Contrôle visuel",
        text: "Pendant le nettoyage, nous examinons chaque module à l’œil nu: fissures, fixations desserrées et décolorations qui peuvent signaler un point chaud.",
        mark: "1",
      },
      {
        title: "Documentation des défauts",
        text: "Ce que nous constatons figure avec photos et emplacement dans le rapport de nettoyage – une preuve utile pour l’assurance et la garantie.",
        mark: "2",
      },
      {
        title: "Réparation par un partenaire",
        text: "Si une réparation s’impose, nous vous mettons en contact, si vous le souhaitez, avec une entreprise partenaire qualifiée de votre région.",
        mark: "3",
      },
    ],
  },
  packageNote: {
    title: "Bon à savoir",
    items: [
      `Le prix dépend de la surface: au forfait de base de ${p.fixedCostChf} s’ajoute un prix au m² qui baisse à mesure que la surface augmente.`,
      "Les toits plats reviennent moins cher, les toits en tôle demandent un peu plus de travail; le calculateur tient compte automatiquement du type de toit.",
      "Pour plusieurs immeubles et des nettoyages réguliers, nous proposons des contrats d’entretien avec rabais de quantité.",
    ],
    b2bLink: { label: "En savoir plus sur les contrats d’entretien pour les entreprises", to: { page: "b2b" } },
  },
  whatsapp: {
    title: "Vous préférez écrire?",
    text: "Envoyez-nous une photo de votre installation sur WhatsApp: nous vous répondons avec une première évaluation et un ordre de grandeur du prix.",
    button: "Ouvrir le chat WhatsApp",
  },
  cta: {
    title: "Des questions sur votre devis?",
    text: `Appelez-nous du lundi au vendredi, de ${opens} à ${closes}, ou écrivez-nous: nous vous conseillons et vous répondons dans les ${replyHours} heures.`,
    contactButton: { label: "Nous contacter", to: { page: "contact" } },
    faqButton: { label: "Consulter les questions fréquentes", to: { page: "faq" } },
  },
} satisfies PricesContent;
