import { PRICE_TIERS } from "#app/domain/pricing";
import { formatChf } from "#app/lib/format";
import { frenchTime } from "#app/content/phrasing/fr";
import { siteFacts } from "#app/content/site-facts";
import { faqFacts as f, questionsOf } from "./facts";
import type { FaqPageContent, FaqTopic } from "./types";

const opens = frenchTime(f.hours.opens);
const closes = frenchTime(f.hours.closes);
const replyHours = siteFacts.replyWithinHours;
const { light, heavy } = siteFacts.soilingLossPercent;
/** "CHF 3.00 par m²", with centimes like "CHF 0.85" (the facts module rounds it to "CHF 3"). */
const firstTierChf = formatChf(PRICE_TIERS[0]!.chfPerM2);

const topics: FaqTopic[] = [
  {
    id: "costs",
    title: "Prix et devis",
    items: [
      {
        question: "Combien coûte le nettoyage d’une installation solaire?",
        answer: `Le nettoyage de base est proposé dès ${f.basicChf}; la formule Premium, qui comprend en plus une inspection de votre installation, avec un rapport d’inspection, dès ${f.premiumChf}. Ces deux prix correspondent au forfait de base: s’y ajoutent un prix au mètre carré selon la surface et un ajustement selon le type de toit, puis la TVA de ${f.vatComma} %. Pour connaître le prix exact du nettoyage de base de votre installation, TVA comprise, utilisez notre [calculateur de devis](page:prices): le NPA, le type de toit et la taille suffisent, et le résultat s’affiche en deux minutes. La formule Premium vous est proposée sur demande.`,
      },
      {
        question: "Comment le prix est-il calculé?",
        answer: `Le prix se compose d’un forfait de base de ${f.fixedCostChf} et d’un prix au mètre carré qui baisse à mesure que la surface augmente: ${firstTierChf} par m² jusqu’à ${f.firstTierUpToM2} m², et seulement ${f.lastTierChf} par m² au-delà de ${f.lastTierFromM2} m². Par rapport à un toit en tuiles, le nettoyage coûte ${f.flatRoofPercent} % de moins sur un toit plat et ${f.metalRoofPercent} % de plus sur un toit en tôle. S’y ajoute la TVA de ${f.vatComma} %. Une installation de ${f.exampleAreaM2} m² sur un toit en tuiles revient ainsi à environ ${f.exampleChf}, TVA comprise.`,
      },
      {
        question: "Facturez-vous des frais de déplacement ou des suppléments?",
        answer:
          "Non. Nous ne facturons aucun frais de déplacement, et aucun supplément ne s’ajoute au prix de votre devis. Un contrôle visuel de l’installation, la documentation des éventuels défauts et, si vous le souhaitez, la mise en relation avec une entreprise partenaire pour les réparations sont compris dans chaque nettoyage.",
      },
      {
        question: "Que se passe-t-il si je ne suis pas satisfait du résultat?",
        answer:
          "Notre garantie de satisfaction s’applique: si le résultat ne répond pas à vos attentes, signalez-nous les endroits concernés. Nous les nettoyons à nouveau gratuitement.",
      },
    ],
  },
  {
    id: "cleaning",
    title: "Nettoyage et méthode",
    items: [
      {
        question: "À quelle fréquence dois-je faire nettoyer mon installation solaire?",
        answer:
          "Nous recommandons un nettoyage tous les 1 à 2 ans; chaque nettoyage comprend un contrôle visuel de l’installation. Près de surfaces agricoles, d’arbres, de vignes ou de routes très fréquentées, les modules s’encrassent plus vite; un nettoyage annuel y est souvent rentable. Pour en savoir plus, consultez la page [Nettoyage d’installations solaires](page:solar).",
      },
      {
        question: "Avec quoi nettoyez-vous les modules?",
        answer:
          "Exclusivement à l’eau déminéralisée et avec des brosses douces, sans produits chimiques. L’eau déminéralisée détache la poussière, le pollen et les fientes d’oiseaux, sèche sans traces de calcaire et ne laisse aucun résidu sur les modules, dans les gouttières ou dans le jardin.",
      },
      {
        question: "Nettoyez-vous à haute pression?",
        answer:
          "Non. La haute pression peut endommager les joints, les cadres et le revêtement antireflet des modules. Nous nettoyons les modules à basse pression, à l’eau déminéralisée et avec des brosses douces, et respectons les prescriptions de nettoyage de leurs fabricants.",
      },
      {
        question: "Utilisez-vous des robots et des drones?",
        answer:
          "Oui, lorsque c’est utile. Sur les grands toits plats des bâtiments commerciaux et industriels, un robot de nettoyage à brosse rotative traite les rangées de modules de manière rapide et régulière. Les drones, eux, ne nettoient pas: ils servent à contrôler et à documenter les toits étendus ou difficiles d’accès, et nous les pilotons selon les règles de l’Office fédéral de l’aviation civile (OFAC). Sur les maisons individuelles, notre équipe nettoie le plus souvent à la main.",
      },
      {
        question: "Quel gain de rendement un nettoyage apporte-t-il?",
        answer: `Un encrassement léger coûte à une installation ${light.from} à ${light.to} % de son rendement, un encrassement important ${heavy.from} à ${heavy.to} %. Une installation nettoyée produit jusqu’à ${f.yieldUpTo} % de plus qu’une installation encrassée. Notre [calculateur de pertes](page:lossCalculator) vous montre ce que cela représente en francs pour votre installation.`,
      },
    ],
  },
  {
    id: "green-roof",
    title: "Toiture végétalisée",
    items: [
      {
        question: "À quelle fréquence faut-il entretenir une toiture végétalisée?",
        answer:
          "Nous entretenons les toitures végétalisées extensives, avec sedum, mousses et herbacées, en général deux fois par an, au printemps et en automne. Les toitures intensives, avec vivaces, gazon ou arbustes, demandent un passage par saison, soit quatre par an; en hiver, ce passage se limite à un contrôle après les tempêtes. Avec un contrat d’entretien, nous fixons les intervalles selon vos besoins.",
      },
      {
        question: "Que comprend l’entretien d’une toiture végétalisée?",
        answer:
          "Nous contrôlons la végétation, retirons les pousses indésirables comme les semis d’arbres, dégageons les écoulements, les bandes de gravier et les gouttières et vérifions les bordures. Au besoin, nous complétons le substrat, réensemençons ou arrosons pendant les périodes sèches. Toutes nos prestations figurent sur la page [Entretien de toitures végétalisées](page:greenRoof).",
      },
      {
        question: "L’entretien des toitures végétalisées est-il aussi certifié?",
        answer: `Non. La formation certifiée que notre équipe a suivie en ${f.certifiedSince} porte uniquement sur le nettoyage d’installations solaires. Nous établissons toutefois un plan de sécurité pour chaque intervention sur une toiture végétalisée, et notre assurance responsabilité civile couvre aussi les dommages que nous pourrions causer lors de ces travaux, jusqu’à CHF ${f.insuranceMillions} millions.`,
      },
    ],
  },
  {
    id: "appointments",
    title: "Rendez-vous et sécurité",
    items: [
      {
        question: "Dans quel délai puis-je obtenir un rendez-vous?",
        answer: `Nous répondons à votre demande dans les ${replyHours} heures; par téléphone, vous nous joignez du lundi au vendredi, de ${opens} à ${closes}. Vous obtenez en général un rendez-vous de nettoyage dans un délai d’une à deux semaines, et de trois à quatre semaines en haute saison. Écrivez-nous via le [formulaire de contact](page:contact) ou calculez directement votre devis.`,
      },
      {
        question: "Combien de temps dure un nettoyage, et dois-je être présent?",
        answer:
          "Nous nettoyons en général une installation de 50 à 100 m² en deux à quatre heures. Vous n’avez pas besoin d’être présent: il nous faut un accès au toit et un raccordement d’eau; un raccordement électrique n’est pas indispensable. À la fin, vous recevez un rapport de nettoyage.",
      },
      {
        question: "Êtes-vous assurés en cas de dommage?",
        answer: `Oui. Notre assurance responsabilité civile couvre les dommages que nous pourrions causer, jusqu’à CHF ${f.insuranceMillions} millions. Pour chaque intervention, nous établissons un plan de sécurité avec protection contre les chutes selon les règles de la Suva. Vous trouverez nos attestations sur la page [Certificats](page:certificates).`,
      },
    ],
  },
];

export const faqFr = {
  meta: {
    title: "Questions fréquentes: installations solaires et toitures végétalisées",
    description: `Réponses aux questions fréquentes: fréquence de nettoyage, prix dès ${f.basicChf}, nettoyage sans produits chimiques, durée de l’intervention et assurance jusqu’à CHF ${f.insuranceMillions} millions.`,
  },
  hero: {
    heading: "Questions fréquentes (FAQ)",
    intro: [
      "Vous trouverez ici les réponses aux questions que l’on nous pose le plus souvent avant un nettoyage: à quelle fréquence nettoyer une installation solaire, combien cela coûte, avec quoi nous nettoyons, combien de temps dure une intervention et ce que couvre notre assurance en cas de dommage. La plupart des réponses portent sur le nettoyage d’installations solaires, certaines sur l’entretien des toitures végétalisées; pour le nettoyage de toiture et de gouttières, vous trouverez davantage d’informations sur les pages consacrées à ces prestations.",
      `Votre question n’y figure pas? Appelez-nous du lundi au vendredi, de ${opens} à ${closes}, ou écrivez-nous: nous vous répondons dans les ${replyHours} heures. Pour connaître tout de suite le prix du nettoyage de base de votre installation, calculez votre devis: le NPA, le type de toit et la taille suffisent, et vous voyez aussitôt le total, TVA comprise et sans frais de déplacement.`,
    ],
  },
  topics,
  faq: { title: "Thèmes", items: questionsOf(topics) },
  related: {
    title: "Pour aller plus loin",
    items: [
      {
        title: "Nettoyage d’installations solaires",
        text: "Le déroulement en six étapes, les risques des modules encrassés et notre couverture d’assurance.",
        link: { label: "En savoir plus sur le nettoyage d’installations solaires", to: { page: "solar" } },
      },
      {
        title: "Entretien de toitures végétalisées",
        text: "Les intervalles d’entretien des toitures extensives et intensives et les travaux de chaque saison.",
        link: { label: "En savoir plus sur l’entretien des toitures végétalisées", to: { page: "greenRoof" } },
      },
      {
        title: "Prix et devis immédiat",
        text: "Votre prix en deux minutes, TVA comprise et sans frais de déplacement, avec un devis en PDF.",
        link: { label: "Voir les prix", to: { page: "prices" } },
      },
    ],
  },
  cta: {
    title: "Votre question n’y figure pas?",
    text: `Écrivez-nous: nous vous répondons dans les ${replyHours} heures. Ou calculez dès maintenant le devis pour le nettoyage de votre installation.`,
    contactButton: { label: "Nous contacter", to: { page: "contact" } },
    quoteButton: { label: "Calculer mon devis", to: { page: "prices", section: "calculator" } },
  },
} satisfies FaqPageContent;
