import { frenchCount } from "#app/content/phrasing/fr";
import { siteFacts } from "#app/content/site-facts";
import { greenRoofFacts as f } from "./facts";
import type { GreenRoofContent } from "./types";

const insurance = `CHF ${f.insuranceMillions} millions`;
const replyHours = siteFacts.replyWithinHours;

export const greenRoofFr = {
  meta: {
    title: "Entretien de toitures végétalisées extensives et intensives",
    description: `Entretien de toitures végétalisées: contrôle de la végétation, désherbage, écoulements dégagés. Toitures extensives ${frenchCount(f.extensiveVisitsPerYear)} fois par an, intensives ${frenchCount(f.intensiveVisitsPerYear)} fois.`,
    serviceType: "Entretien de toitures végétalisées",
  },
  hero: {
    heading: "Des toitures végétalisées entretenues pour durer",
    intro: [
      "Une toiture végétalisée retient l’eau de pluie, rafraîchit le bâtiment en été et protège l’étanchéité – à condition d’être entretenue régulièrement. Nous contrôlons la végétation, retirons les pousses indésirables comme les semis d’arbres, dégageons les écoulements, les bandes de gravier et les gouttières et complétons au besoin le substrat ou les plantations. Nos travaux suivent les saisons, car le printemps, l’été, l’automne et l’hiver ont chacun leurs exigences.",
      `Nous entretenons en général les toitures végétalisées extensives deux fois par an et les toitures intensives une fois par saison, soit quatre fois par an; avec un contrat d’entretien, nous fixons les intervalles selon vos besoins. Notre assurance responsabilité civile couvre aussi les dommages que nous pourrions causer lors de ces travaux, jusqu’à ${insurance}; nous intervenons sans frais de déplacement et répondons à chaque demande dans les ${replyHours} heures.`,
    ],
  },
  heroBadge: `Extensives: ${frenchCount(f.extensiveVisitsPerYear)} fois par an · intensives: ${frenchCount(f.intensiveVisitsPerYear)} fois par an`,

  certificationNote: {
    title: "À propos de notre formation certifiée",
    text: `La formation certifiée que notre équipe a suivie en ${f.certifiedSince} porte exclusivement sur le nettoyage d’installations solaires; l’entretien des toitures végétalisées ne fait pas l’objet d’une certification distincte. Nous y travaillons avec le même soin, avec un plan de sécurité pour chaque intervention.`,
  },

  services: {
    title: "Nos prestations pour votre toiture végétalisée",
    intro:
      "Une toiture végétalisée est un petit écosystème posé sur une construction technique. Notre entretien prend soin des deux: des plantes et de tout ce qui garde le toit étanche et sec.",
    items: [
      {
        mark: "✿",
        title: "Entretien de la végétation",
        text: "Nous retirons les pousses indésirables comme les semis d’arbres, les graminées envahissantes et les néophytes, taillons les vivaces et favorisons un couvert végétal dense et adapté au site.",
      },
      {
        mark: "↓",
        title: "Écoulements et bandes de gravier dégagés",
        text: "Nous libérons les écoulements de toiture, les regards de contrôle, les trop-pleins et les bandes de gravier des feuilles, des plantes et du substrat, pour que l’eau de pluie s’évacue en tout temps.",
      },
      {
        mark: "+",
        title: "Réensemencement et apport de substrat",
        text: "Nous comblons les zones dénudées ou ravinées avec des boutures de sedum, des semences ou du substrat. L’étanchéité reste ainsi couverte et protégée du soleil et du gel.",
      },
      {
        mark: "✓",
        title: "Contrôle et rapport d’entretien",
        text: "Nous vérifions les rives, les raccords et les zones d’étanchéité visibles, et consignons l’état du toit en photos dans un rapport après chaque passage.",
      },
    ],
  },

  seasons: {
    title: "L’entretien au fil des saisons",
    intro:
      "Chaque saison confronte une toiture végétalisée à des défis différents. Voici comment nous répartissons les travaux sur l’année.",
    items: [
      {
        title: "Printemps",
        months: "De mars à mai",
        tasks: [
          "Contrôler les dégâts de l’hiver et les zones ravinées",
          "Débarrasser écoulements, gouttières et bandes de gravier des feuilles",
          "Retirer les semis d’arbres et les plantes indésirables",
          "Réensemencer les zones dénudées ou y planter des boutures de sedum",
        ],
      },
      {
        title: "Été",
        months: "De juin à août",
        tasks: [
          "Arroser les toitures intensives en période sèche",
          "Tailler les vivaces et tondre le gazon des toits-jardins",
          "Raccourcir la végétation devant les modules solaires pour éviter l’ombrage",
          "Retirer les végétaux secs le long des bandes coupe-feu",
        ],
      },
      {
        title: "Automne",
        months: "De septembre à novembre",
        tasks: [
          "Enlever les feuilles de la végétation et des écoulements",
          "Effectuer le deuxième passage sur les toitures extensives",
          "Arracher les semis d’arbres avec leurs racines avant l’hiver",
          "Compléter le substrat aux endroits érodés",
        ],
      },
      {
        title: "Hiver",
        months: "De décembre à février",
        tasks: [
          "Contrôler trop-pleins et écoulements après les tempêtes",
          "Surveiller la charge de neige et la formation de glace aux écoulements",
          "Établir le plan d’entretien et les intervalles de l’année suivante",
        ],
      },
    ],
  },

  benefits: {
    title: "Pourquoi un entretien régulier vaut la peine",
    items: [
      {
        mark: "⌂",
        title: "Étanchéité protégée",
        text: "Un couvert végétal dense protège l’étanchéité des UV, de la grêle et des fortes variations de température, et prolonge nettement sa durée de vie.",
      },
      {
        mark: "↓",
        title: "Pas de dégâts d’eau",
        text: "Des écoulements et des trop-pleins dégagés empêchent l’eau de s’accumuler sur le toit lors de fortes pluies et de s’infiltrer dans la construction.",
      },
      {
        mark: "✿",
        title: "Plus de biodiversité",
        text: "Une toiture végétalisée bien entretenue offre nourriture et habitat aux abeilles sauvages, aux papillons et aux oiseaux – en pleine ville.",
      },
      {
        mark: "☀",
        title: "Bâtiment plus frais, meilleur rendement des modules",
        text: "La végétation évapore de l’eau et rafraîchit le toit et les pièces situées dessous. Les modules solaires posés sur une toiture végétalisée ont un meilleur rendement grâce à des températures plus basses.",
      },
      {
        mark: "!",
        title: "Protection incendie",
        text: "Nous retirons les végétaux secs et maintenons exemptes de végétation les bandes de gravier le long des superstructures, des bords du toit et des modules solaires.",
      },
      {
        mark: "✓",
        title: "Un entretien documenté",
        text: "De nombreux fabricants de systèmes de toitures végétalisées exigent un entretien dans les règles de l’art pour leur garantie. Notre rapport d’entretien, avec photos, consigne chaque passage et vous sert de justificatif.",
      },
    ],
  },

  intervals: {
    title: "Intervalles d’entretien",
    intro:
      "La fréquence de nos passages dépend du type de végétalisation. Voici les intervalles que nous recommandons, de la région lémanique au Valais comme sur le Plateau.",
    items: [
      {
        title: "Toitures végétalisées extensives",
        frequency: `${f.extensiveVisitsPerYear} fois par an`,
        text: "Nous entretenons les toitures à sedum, mousses et herbacées au printemps et en automne. C’est suffisant pour retirer les pousses indésirables et garder les écoulements dégagés.",
      },
      {
        title: "Toitures végétalisées intensives",
        frequency: `${f.intensiveVisitsPerYear} fois par an`,
        text: "Nous entretenons les toits-jardins avec vivaces, gazon et arbustes une fois par saison: en été avec contrôle de l’arrosage et taille; en hiver, le passage se limite à un contrôle après les tempêtes.",
      },
      {
        title: "Contrats d’entretien",
        frequency: "selon les besoins",
        text: "Pour les gérances, les entreprises et les toitures spéciales, nous fixons les intervalles et les prestations dans un contrat d’entretien, selon les besoins et, sur demande, en combinaison avec le nettoyage de votre installation solaire.",
      },
    ],
  },

  cta: {
    title: "Confiez-nous l’entretien de votre toiture végétalisée",
    text: `Indiquez-nous l’emplacement, la surface et le type de végétalisation de votre toit. Nous vous répondons dans les ${replyHours} heures avec une proposition de passages et d’intervalles, sans frais de déplacement.`,
    contactButton: { label: "Demander un entretien", to: { page: "contact" } },
    solarButton: { label: "En savoir plus sur le nettoyage d’installations solaires", to: { page: "solar" } },
  },

  faq: {
    title: "Questions fréquentes sur l’entretien des toitures végétalisées",
    items: [
      {
        question: "À quelle fréquence une toiture végétalisée doit-elle être entretenue?",
        answer:
          "Les toitures végétalisées extensives, avec sedum, mousses et herbacées, nécessitent en général deux passages par an, au printemps et en automne. Nous entretenons les toitures intensives avec vivaces, gazon ou arbustes une fois par saison, soit quatre fois par an; en hiver, ce passage se limite à un contrôle après les tempêtes. Avec un contrat d’entretien, nous fixons les intervalles selon les besoins.",
      },
      {
        question: "Quelle est la différence entre une végétalisation extensive et intensive?",
        answer:
          "Une végétalisation extensive repose sur une fine couche de substrat d’environ 6 à 15 cm, avec des plantes résistantes à la sécheresse comme le sedum; on n’y marche pas. Une végétalisation intensive est un toit-jardin avec un substrat plus épais, des vivaces, du gazon ou des arbustes; elle demande plus d’entretien et un arrosage en période sèche.",
      },
      {
        question: "Pourquoi faut-il retirer les semis d’arbres?",
        answer:
          "Bouleaux, érables ou saules s’installent à partir de graines apportées par le vent. Leurs racines peuvent traverser la couche anti-racines et l’étanchéité du toit. Nous retirons ces semis avec leurs racines à chaque passage, avant qu’ils ne causent des dégâts.",
      },
      {
        question: "Comment la sécurité est-elle assurée sur une toiture végétalisée?",
        answer: `Pour chaque intervention, nous établissons un plan de sécurité avec protection contre les chutes selon les règles de la Suva: points d’ancrage, protection latérale provisoire ou cordes d’assurage. Notre assurance responsabilité civile couvre les dommages que nous pourrions causer, jusqu’à ${insurance}, aussi lors des travaux sur votre toiture végétalisée.`,
      },
      {
        question: "Pouvez-vous entretenir la toiture végétalisée et l’installation solaire ensemble?",
        answer:
          "Oui, et c’est souvent avantageux: sur une toiture solaire végétalisée, la végétation ne doit pas ombrager les modules, et le pollen encrasse le verre. Nous raccourcissons la végétation haute devant les rangées de modules et nettoyons les modules lors de la même intervention, sans frais de déplacement.",
      },
    ],
  },
} satisfies GreenRoofContent;
