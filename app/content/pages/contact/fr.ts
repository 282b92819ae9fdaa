import { formatNumber } from "#app/lib/format";
import { frenchRegions } from "#app/content/cities";
import { frenchTime, serviceAreaSentence } from "#app/content/phrasing/fr";
import { siteFacts } from "#app/content/site-facts";
import type { RegionalContactContent } from "./types";

const opens = frenchTime(siteFacts.hours.opens);
const closes = frenchTime(siteFacts.hours.closes);
const replyHours = siteFacts.replyWithinHours;
const insurance = `CHF ${siteFacts.liabilityInsuranceChf / 1_000_000} millions`;

/**
 * /fr/contact (spec 2): hero with call and e-mail buttons, three contact cards, the contact
 * form, the three regions of French-speaking Switzerland, three services, four reasons,
 * five questions and a closing call to action. Times in French style ("8 h à 17 h").
 */
export const contactFr = {
  meta: {
    title: "Contact – conseil et devis pour votre nettoyage",
    description: `Contactez-nous pour un conseil ou un devis: nettoyage d’installations solaires, nettoyage de toiture, entretien de toiture végétalisée. Réponse dans les ${replyHours} heures.`,
  },
  hero: {
    heading: "Contactez-nous",
    intro: [
      `Vous souhaitez faire nettoyer votre installation solaire, faire entretenir une toiture végétalisée ou obtenir un conseil? Appelez-nous du lundi au vendredi, de ${opens} à ${closes}, ou écrivez-nous par e-mail: nous répondons à chaque demande dans les ${replyHours} heures. Pour établir votre devis, indiquez-nous votre NPA, le type de toit et la taille approximative de l’installation, en kWc, en nombre de modules ou en mètres carrés.`,
      `${serviceAreaSentence} En Suisse romande, nos équipes sont régulièrement présentes dans trois régions: la région lémanique avec Genève, Lausanne, Vevey, Montreux et Nyon, la région de Neuchâtel, de Fribourg et du Nord vaudois avec Yverdon-les-Bains, ainsi que le Valais avec Sion, Martigny et Monthey. Plus de ${formatNumber(siteFacts.customersOver)} clients nous font déjà confiance.`,
    ],
  },
  variant: "regional",
  callButton: "Nous appeler",
  emailButton: "Nous écrire",
  cards: {
    title: "Nos coordonnées",
    phone: {
      title: "Téléphone",
      text: `Du lundi au vendredi, de ${opens} à ${closes}. Pour un conseil approfondi, fixons un rendez-vous: nous prendrons le temps qu’il faut.`,
    },
    email: {
      title: "E-mail",
      text: `Écrivez-nous à tout moment: nous vous répondons dans les ${replyHours} heures. En cas d’urgence, par exemple après une tempête, indiquez «NOTFALL» («urgence» en allemand) en objet: nous traitons ces messages en priorité.`,
    },
    office: {
      title: "Siège à Bâle",
      text: "Depuis notre siège de Bâle, nous intervenons dans toute la Suisse, y compris en Suisse romande et au Tessin, sans frais de déplacement.",
      hours: `Du lundi au vendredi, de ${opens} à ${closes}`,
    },
  },
  form: {
    id: "formulaire",
    title: "Écrivez-nous",
    intro:
      "Décrivez-nous brièvement votre projet: type et taille de l’installation, type de toit et localité. Plus vos indications sont précises, plus notre réponse et notre devis le seront aussi.",
    response: `Réponse dans les ${replyHours} heures`,
  },
  area: {
    title: "Notre zone d’intervention en Suisse romande",
    intro:
      "Nous intervenons dans toute la Suisse romande; nos équipes sont régulièrement présentes dans les trois régions ci-dessous. Votre localité ne figure pas dans la liste? Contactez-nous: nous intervenons aussi chez vous, sans frais de déplacement.",
    regions: frenchRegions.map((region) => ({ name: region.name, cities: region.cities })),
  },
  services: {
    title: "Nos prestations",
    intro: "Trois domaines dans lesquels nous intervenons pour les particuliers, les gérances et les entreprises.",
    items: [
      {
        title: "Nettoyage d’installations solaires",
        description:
          "Des modules propres produisent plus: nous nettoyons votre installation solaire en douceur, à l’eau déminéralisée et sans produits chimiques.",
        benefits: [
          `Jusqu’à ${siteFacts.yieldGainUpToPercent} % de rendement en plus`,
          "Brosses douces, sans produits chimiques",
          "Rapport de nettoyage après chaque intervention",
        ],
        link: { label: "En savoir plus sur le nettoyage d’installations solaires", to: { page: "solar" } },
      },
      {
        title: "Entretien de toitures végétalisées",
        description:
          "Désherbage manuel, contrôle des écoulements et entretien saisonnier: votre toiture végétalisée reste saine, étanche et belle toute l’année.",
        benefits: [
          "Toitures extensives et intensives",
          "Contrôle des écoulements et des bordures",
          "Contrats d’entretien sur mesure",
        ],
        link: { label: "En savoir plus sur l’entretien des toitures végétalisées", to: { page: "greenRoof" } },
      },
      {
        title: "Nettoyage de toiture et de gouttières",
        description:
          "Mousses, algues et feuilles abîment la toiture et bouchent les gouttières. Nous les éliminons avec ménagement, à basse pression.",
        benefits: [
          "Nettoyage à basse pression, sans abîmer les tuiles",
          "Gouttières et descentes dégagées",
          "Photos avant et après",
        ],
        link: { label: "Décrire mon projet", anchor: "formulaire" },
      },
    ],
  },
  reasons: {
    title: "Pourquoi nous choisir",
    items: [
      {
        title: `Formation certifiée suivie en ${siteFacts.certifiedSince}`,
        description: `Notre équipe a suivi en ${siteFacts.certifiedSince} une formation certifiée en nettoyage professionnel d’installations solaires.`,
      },
      {
        title: `Assurance responsabilité civile jusqu’à ${insurance}`,
        description:
          "Elle couvre les dommages que nous pourrions causer lors de nos interventions. Sur demande, nous vous envoyons l’attestation d’assurance avant l’intervention.",
      },
      {
        title: "Modules nettoyés sans produits chimiques",
        description:
          "Nous nettoyons les modules uniquement à l’eau déminéralisée: aucun résidu sur le verre, aucun produit dans vos eaux pluviales.",
      },
      {
        title: "Aucun frais de déplacement",
        description: `Aucun supplément pour le déplacement, où que vous soyez en Suisse romande, et une réponse dans les ${replyHours} heures.`,
      },
    ],
  },
  faq: {
    title: "Questions fréquentes",
    items: [
      {
        question: "Intervenez-vous dans toute la Suisse romande?",
        answer:
          "Oui, dans toute la Suisse romande; nos équipes y sont régulièrement présentes dans trois régions: la région lémanique (Genève, Lausanne, Vevey, Montreux, Nyon), la région de Neuchâtel, de Fribourg et du Nord vaudois (Neuchâtel, Fribourg, Yverdon-les-Bains) et le Valais (Sion, Martigny, Monthey). Ailleurs aussi, nous intervenons sans frais de déplacement: il suffit de nous contacter.",
      },
      {
        question: "Combien coûte un nettoyage?",
        answer: `Le nettoyage de base d’une installation solaire est proposé dès CHF ${siteFacts.priceFromChf}, plus le prix au m² selon la surface et un ajustement selon le type de toit; votre devis à prix fixe indique le total, TVA comprise, sans frais de déplacement.`,
      },
      {
        question: "Quelles informations faut-il pour un devis?",
        answer:
          "Indiquez-nous votre NPA, le type de toit (tuiles, toit plat ou tôle) et la taille approximative de l’installation en kWc, en nombre de modules ou en mètres carrés. Des photos nous aident aussi, mais ne sont pas indispensables.",
      },
      {
        question: "Dans quel délai puis-je obtenir un rendez-vous?",
        answer: `Nous répondons à chaque demande dans les ${replyHours} heures. Un rendez-vous est en général possible dans un délai d’une à deux semaines, de trois à quatre semaines en haute saison.`,
      },
      {
        question: "Dois-je être présent pendant le nettoyage?",
        answer:
          "Non, vous n’avez pas besoin d’être présent: il nous faut un accès au toit et un raccordement d’eau; une prise électrique est utile, mais pas obligatoire. À la fin, vous recevez un rapport de nettoyage avec nos constatations.",
      },
    ],
  },
  cta: {
    title: "Votre installation a besoin d’un nettoyage?",
    text: `Appelez-nous ou écrivez-nous: vous recevez dans les ${replyHours} heures une réponse et, sur demande, un devis à prix fixe sans engagement.`,
  },
} satisfies RegionalContactContent;
