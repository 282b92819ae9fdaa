import { VAT_RATE } from "#app/domain/pricing";
import { formatDecimal, formatNumber } from "#app/lib/format";
import { frenchRegions } from "#app/content/cities";
import { frenchTime } from "#app/content/phrasing/fr";
import { siteFacts } from "#app/content/site-facts";
import { baseLossRate, joinList, lossTiers, solarFacts as f, tierList } from "./facts";
import type { SolarContent } from "./types";

const insurance = `CHF ${f.insuranceMillions} millions`;
const upTo = siteFacts.yieldGainUpToPercent;
const customers = formatNumber(siteFacts.customersOver);
const opens = frenchTime(siteFacts.hours.opens);
const closes = frenchTime(siteFacts.hours.closes);
const replyHours = siteFacts.replyWithinHours;
const { light, heavy } = siteFacts.soilingLossPercent;
const vat = formatDecimal(VAT_RATE * 100, "fr");
const romandCities = joinList(
  frenchRegions.map((region) => region.cities[0] ?? region.name),
  "et",
);

export const solarFr = {
  meta: {
    title: "Nettoyage d’installations solaires sans produits chimiques",
    description: `Nettoyage d’installations solaires à l’eau déminéralisée: formation certifiée suivie en ${f.certifiedSince}, assurance jusqu’à ${insurance}, nettoyage de base dès ${f.priceFrom}.`,
    serviceType: "Nettoyage d’installations solaires",
  },
  hero: {
    heading: "Nettoyage professionnel d’installations solaires",
    intro: [
      `Des modules encrassés produisent nettement moins: un encrassement léger coûte ${light.from} à ${light.to} % du rendement, un encrassement important dû aux fientes d’oiseaux, aux feuilles ou aux lichens ${heavy.from} à ${heavy.to} %. Après un nettoyage dans les règles de l’art, une installation produit jusqu’à ${upTo} % de plus que lorsqu’elle était encrassée. Nous nettoyons les modules exclusivement à l’eau déminéralisée et avec des brosses douces, sans produits chimiques: le verre, les cadres et les joints restent intacts.`,
      `Chaque intervention suit six étapes: analyse sur place, plan de sécurité, prénettoyage en douceur, nettoyage principal, contrôle qualité avec documentation et remise du rapport de nettoyage. Notre équipe a suivi en ${f.certifiedSince} une formation certifiée en nettoyage d’installations solaires. Une installation de 50 à 100 m² est nettoyée en deux à quatre heures. Nous recommandons un nettoyage tous les 1 à 2 ans; chaque nettoyage comprend un contrôle visuel.`,
    ],
  },
  heroBadge: `Formation certifiée (${f.certifiedSince}) · dès ${f.priceFrom} · sans produits chimiques`,

  gallery: {
    title: "Comment nous nettoyons votre installation",
    intro:
      "Chaque installation est différente: une maison individuelle avec 30 modules ne demande pas la même technique qu’un toit industriel avec 2'000 modules. Nous choisissons la méthode selon la taille, l’inclinaison et l’accessibilité.",
    items: [
      {
        illustration: "panels",
        title: "Nettoyage manuel avec des brosses douces",
        text: "Sur les toits en pente des maisons individuelles, nous travaillons encordés, avec des perches télescopiques et des brosses douces – module après module, sans jamais marcher sur le verre.",
        alt: "Toit en pente avec des modules solaires, encrassés à gauche, propres à droite.",
      },
      {
        illustration: "drone",
        title: "Drone pour le contrôle et la documentation",
        text: "Un drone photographie les grands toits ou les toits difficiles d’accès avant et après le nettoyage. Vous voyez l’encrassement, les nids d’oiseaux et les modules endommagés sans monter vous-même sur le toit.",
        alt: "Drone équipé d’une caméra en vol au-dessus d’une rangée de modules solaires.",
      },
      {
        illustration: "robot",
        title: "Robot de nettoyage pour les grands toits plats",
        text: "Sur les toits commerciaux et industriels, un robot à brosse rotative parcourt les rangées de modules. Il nettoie de manière régulière et rapide et, grâce à sa légèreté, sans surcharger les modules.",
        alt: "Robot de nettoyage à brosse rotative roulant sur une rangée de modules solaires.",
      },
      {
        illustration: "water",
        title: "Eau déminéralisée plutôt que produits chimiques",
        text: "Notre eau est déminéralisée sur place par échange d’ions. Avec les brosses douces, elle détache la poussière et le pollen, sèche sans traces de calcaire et ne laisse aucun résidu dans les eaux pluviales.",
        alt: "Réservoir d’eau avec cartouche filtrante, tuyau et brosse; gouttes d’eau sans calcaire.",
      },
    ],
  },

  benefits: {
    title: "Vos avantages",
    items: [
      {
        mark: "↑",
        title: `Jusqu’à ${upTo} % de rendement en plus`,
        text: `Des modules propres captent davantage de lumière. Selon l’encrassement, une installation nettoyée produit jusqu’à ${upTo} % de plus qu’une installation encrassée, année après année.`,
      },
      {
        mark: "≈",
        title: "Sans produits chimiques ni haute pression",
        text: "L’eau déminéralisée et les brosses douces préservent le revêtement antireflet, les cadres et les joints. Aucun détergent ne reste sur le toit ni dans le jardin.",
      },
      {
        mark: "✓",
        title: "Un nettoyage conforme aux prescriptions des fabricants",
        text: "Nous nettoyons comme l’exigent les prescriptions de nettoyage des fabricants de modules: basse pression, brosses douces, eau déminéralisée et aucun produit abrasif. Le rapport de nettoyage consigne comment nous avons nettoyé votre installation.",
      },
      {
        mark: "CHF",
        title: "Un prix fixe, connu d’avance",
        text: "Vous connaissez le prix avant l’intervention: au forfait de base s’ajoutent le prix au m², l’ajustement selon le type de toit et la TVA, sans frais de déplacement. Pour le nettoyage de base, notre calculateur de devis vous indique immédiatement le total, TVA comprise; la formule Premium vous est proposée sur demande.",
      },
    ],
  },

  risks: {
    title: "Ce que l’encrassement coûte à votre installation",
    intro:
      "La pluie ne nettoie pas les modules: elle répartit la poussière et laisse un dépôt de saleté le long du bord inférieur du cadre. Voici les quatre conséquences les plus fréquentes.",
    items: [
      {
        mark: "−%",
        title: "Perte de rendement",
        text: `Un encrassement léger par la poussière et le pollen coûte ${light.from} à ${light.to} % du rendement, un encrassement important par les fientes, les feuilles ou les lichens ${heavy.from} à ${heavy.to} %.`,
      },
      {
        mark: "!",
        title: "Points chauds dans les cellules",
        text: "Les fientes et les feuilles ombragent certaines cellules. Celles-ci chauffent fortement, vieillissent plus vite et peuvent, dans le pire des cas, endommager tout le module.",
      },
      {
        mark: "◐",
        title: "Dépôts tenaces",
        text: "Mousses, lichens et saleté incrustée attaquent le verre et les cadres au fil des ans. Plus vous attendez, plus le nettoyage devient laborieux.",
      },
      {
        mark: "⚠",
        title: "Nettoyer soi-même: les risques",
        text: "Monter soi-même sur le toit, c’est risquer une chute. Nettoyeurs haute pression, brosses dures ou produits ménagers abîment le revêtement et peuvent faire perdre la garantie.",
      },
    ],
  },

  yieldCalculator: {
    title: "Calculateur de rendement: ce que l’encrassement vous fait perdre",
    intro:
      "L’encrassement des modules dépend surtout de l’emplacement: en rase campagne, il se dépose moins de saleté qu’à côté d’une ferme ou d’une route principale. Indiquez la puissance de votre installation et le prix de l’électricité, choisissez l’environnement – le calculateur affiche la perte de rendement annuelle due à l’encrassement.",
    sizeLabel: "Puissance de l’installation (kWc)",
    sizeHint:
      "Elle figure sur la facture de l’installateur ou sur la fiche technique, p. ex. 10 kWc pour une maison individuelle.",
    priceLabel: "Prix de l’électricité ou tarif de reprise (CHF/kWh)",
    priceHint:
      "Le tarif de reprise se situe en Suisse généralement entre CHF 0.06 et CHF 0.12 par kWh. Si vous consommez vous-même une grande partie de votre électricité solaire, indiquez plutôt votre prix de l’électricité.",
    environmentLegend: "Environnement de l’installation",
    soilingLabel: "Indice d’encrassement {percent}",
    environments: {
      freiflaeche: {
        name: "Rase campagne",
        description: "Sans arbres, étables ni routes à proximité",
      },
      wohngebiet: {
        name: "Zone résidentielle",
        description: "Quartier avec jardins, arbres et chauffages au bois en hiver",
      },
      landwirtschaft: {
        name: "Zone agricole",
        description: "Étables, champs et poussière des récoltes à proximité",
      },
      gewerbe: {
        name: "Zone artisanale ou industrielle",
        description: "Gaz d’échappement, suie et poussière des entreprises voisines",
      },
      verkehr: {
        name: "Route très fréquentée",
        description: "Particules fines, abrasion des pneus et des freins d’une route ou d’une voie ferrée",
      },
    },
    resultsTitle: "Votre résultat",
    energy: "Production annuelle sans encrassement",
    rate: "Perte de rendement due à l’encrassement (moyenne annuelle)",
    lostKwh: "Énergie perdue",
    lostChf: "Perte par an",
    lostFiveYears: "Perte sur 5 ans",
    note: `Hypothèses: ${f.kwhPerKw} kWh de production annuelle par kWc installé. L’indice d’encrassement (de 0 à 100) décrit la quantité de saleté qui s’accumule dans l’environnement choisi; ce n’est pas une perte. Taux de perte: ${baseLossRate(",")} % sous un indice de ${lossTiers(",")[1]!.fromSoiling}, puis ${tierList(",", (v) => `${v} %`, "dès", "et")}. C’est une moyenne annuelle: la pluie emporte une partie de la saleté entre deux nettoyages.`,
    percentFormat: "{value}\u00a0%",
    decimalMark: ",",
    quoteButton: { label: "Calculer mon devis", to: { page: "prices", section: "calculator" } },
  },

  process: {
    title: "Six étapes pour une installation propre",
    intro:
      "Chaque intervention suit le même déroulement – du premier coup d’œil sur votre toit à la remise du rapport de nettoyage.",
    steps: [
      {
        title: "Analyse sur place",
        description:
          "Nous examinons le type de toit, l’inclinaison, l’accès et le raccordement d’eau, évaluons l’encrassement et photographions l’état des modules avant le nettoyage.",
      },
      {
        title: "Plan de sécurité",
        description:
          "Selon les règles de la Suva, nous définissons la protection antichute, les points d’ancrage et la zone de travail, et balisons si nécessaire la zone sous le toit.",
      },
      {
        title: "Prénettoyage en douceur",
        description:
          "Nous retirons à la main les feuilles et les branches; les fientes séchées sont d’abord ramollies, puis retirées à la main, pour que rien ne raye le verre au brossage.",
      },
      {
        title: "Nettoyage principal",
        description:
          "Nous nettoyons chaque module à l’eau déminéralisée avec des brosses douces rotatives – à la main, à la perche télescopique ou, sur les grands toits plats, avec le robot de nettoyage.",
      },
      {
        title: "Contrôle qualité et documentation",
        description:
          "Nous vérifions chaque module, relevons les dégâts visibles, comme un verre brisé ou des câbles détachés et photographions le résultat.",
      },
      {
        title: "Remise du rapport de nettoyage",
        description:
          "Vous recevez un rapport de nettoyage avec photos avant-après, les éventuels défauts constatés et notre recommandation pour le prochain nettoyage.",
      },
    ],
  },

  insurance: {
    title: `Une assurance responsabilité civile jusqu’à ${insurance}`,
    text: "Travailler sur un toit exige du soin. Notre assurance responsabilité civile couvre les dommages que nous pourrions causer; sur demande, nous vous envoyons l’attestation d’assurance avant l’intervention.",
    points: [
      `Formation certifiée en nettoyage d’installations solaires suivie en ${f.certifiedSince}`,
      "Plan de sécurité établi avant chaque intervention",
      "Documentation photo de l’état avant et après le nettoyage",
      "Protection antichute selon les règles de la Suva",
    ],
    link: { label: "Voir nos certificats", to: { page: "certificates" } },
  },

  cta: {
    title: "Combien coûte le nettoyage de votre installation?",
    text: `Calculez en deux minutes le prix fixe du nettoyage de base: dès ${f.priceFrom}, plus le prix au m²; votre devis indique le total, TVA comprise, sans frais de déplacement, à ${romandCities} comme partout en Suisse romande. Plus de ${customers} clients nous font confiance. Une question? Appelez-nous du lundi au vendredi, de ${opens} à ${closes}, ou écrivez-nous: nous répondons dans les ${replyHours} heures.`,
    quoteButton: { label: "Calculer mon devis", to: { page: "prices", section: "calculator" } },
    contactButton: { label: "Nous contacter", to: { page: "contact" } },
  },

  faq: {
    title: "Questions fréquentes sur le nettoyage d’installations solaires",
    items: [
      {
        question: "À quelle fréquence faut-il nettoyer une installation solaire?",
        answer:
          "Nous recommandons un nettoyage tous les 1 à 2 ans; chaque nettoyage comprend un contrôle visuel de l’installation. Près de surfaces agricoles, d’arbres ou de routes très fréquentées, les modules s’encrassent plus vite; un nettoyage annuel y est souvent rentable.",
      },
      {
        question: "Avec quoi nettoyez-vous les modules?",
        answer:
          "Exclusivement à l’eau déminéralisée et avec des brosses douces rotatives – sans produits chimiques ni haute pression sur les modules. L’eau déminéralisée détache la saleté et sèche sans traces de calcaire. Sur les grandes installations en toiture plate, nous utilisons un robot de nettoyage; pour contrôler les toits difficiles d’accès, un drone.",
      },
      {
        question: "Combien coûte le nettoyage de mon installation solaire?",
        answer: `Le nettoyage de base est proposé dès ${f.priceFrom}, la formule Premium avec inspection dès ${f.premiumPrice}. Ces deux prix correspondent au forfait de base: s’y ajoutent un prix au m² selon la surface et un ajustement selon le type de toit. Avec notre [calculateur de devis](page:prices#calculator), vous obtenez en deux minutes le prix fixe du nettoyage de base, TVA de ${vat} % comprise et sans frais de déplacement; la formule Premium vous est proposée sur demande.`,
      },
      {
        question: "Combien de temps dure le nettoyage, et dois-je être présent?",
        answer:
          "Une installation de 50 à 100 m² est en général nettoyée en deux à quatre heures. Vous n’avez pas besoin d’être présent: il nous faut un accès au toit et un raccordement d’eau; un raccordement électrique n’est pas indispensable. Vous obtenez habituellement un rendez-vous dans un délai d’une à deux semaines, de trois à quatre semaines en haute saison.",
      },
      {
        question: "Que se passe-t-il si quelque chose est endommagé pendant le nettoyage?",
        answer: `Notre assurance responsabilité civile couvre les dommages que nous pourrions causer, jusqu’à ${insurance}. Avant chaque intervention, nous documentons l’état de l’installation en photos, afin de distinguer clairement les défauts existants d’éventuels nouveaux dégâts.`,
      },
    ],
  },
} satisfies SolarContent;
