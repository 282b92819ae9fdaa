import { siteFacts } from "#app/content/site-facts";
import { blogFacts as f } from "./facts";
import type { BlogListingContent } from "./types";

const replyHours = siteFacts.replyWithinHours;

export const blogFr = {
  meta: {
    title: "Blog – conseils sur le nettoyage d’installations solaires et les toitures végétalisées",
    description:
      "Guides pratiques sur le nettoyage d’installations solaires, les pertes de rendement dues à l’encrassement, la fréquence de nettoyage et l’entretien des toitures végétalisées.",
  },
  hero: {
    heading: "Conseils et blog",
    intro: [
      `Combien de rendement perd une installation solaire encrassée? Quand un nettoyage est-il rentable, et à quel rythme une toiture végétalisée doit-elle être entretenue? Sur notre blog, nous répondons aux questions que nous posent le plus souvent les propriétaires, les gérances et les entreprises. Nos articles s’appuient sur notre expérience de ${f.modules} modules nettoyés depuis ${f.founded} et se lisent sans connaissances techniques.`,
      `Vous trouverez ici cinq guides adaptés à la Suisse romande: pourquoi des modules encrassés sont un risque, combien de rendement une installation encrassée perd réellement, ce qu’un nettoyage régulier apporte en sécurité, en garantie et en rentabilité, à quel rythme entretenir une toiture végétalisée, et notre guide pas à pas du calculateur de pertes. Si vous souhaitez ensuite un avis personnalisé, écrivez-nous: nous vous répondons dans les ${replyHours} heures.`,
    ],
  },
  latestTitle: "Articles récents",
  moreTitle: "Autres articles",
  plan: {
    title: "Plan d’entretien à télécharger",
    text: "Tous les intervalles pour l’installation solaire, le toit, les gouttières et la toiture végétalisée sur deux pages, avec un calendrier annuel et les travaux d’entretien de chaque saison.",
    button: "Télécharger le PDF",
  },
  tool: {
    title: "Combien vous coûte la saleté?",
    text: "Notre calculateur de pertes vous montre en une minute combien de rendement et d’argent votre installation perd à cause de l’encrassement.",
    link: { label: "Ouvrir le calculateur de pertes", to: { page: "lossCalculator" } },
  },
  question: {
    title: "Des questions sur votre installation?",
    text: `Écrivez-nous: nous vous conseillons et vous répondons dans les ${replyHours} heures.`,
    link: { label: "Nous contacter", to: { page: "contact" } },
  },
} satisfies BlogListingContent;
