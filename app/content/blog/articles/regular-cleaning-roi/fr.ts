import { frenchCount } from "../../../phrasing/fr";
import { b2bFacts } from "../../../pages/b2b/roi";
import { siteFacts } from "../../../site-facts";
import type { BlogArticle } from "../../types";

const insuranceMillions = siteFacts.liabilityInsuranceChf / 1_000_000;

/** "Nettoyage régulier des installations solaires: sécurité, garantie et rentabilité" (French, retold for Suisse romande). */
export const regularCleaningRoiFr = {
  title: "Nettoyage régulier des installations solaires: sécurité, garantie et rentabilité",
  description:
    "Pourquoi un nettoyage tous les 1 à 2 ans protège votre installation solaire, tient compte des conditions de garantie et peut s’avérer rentable à long terme.",
  excerpt:
    "Une installation solaire doit produire de l’électricité pendant 25 ans et plus. Un nettoyage régulier aide à préserver son rendement, sa sécurité et sa valeur: voici ce qui compte.",
  author: "Sandra Meier, conseil à la clientèle",
  date: "2025-09-02",
  readTimeMinutes: 11,
  category: "Rentabilité",
  tags: ["Rentabilité", "Entretien", "Garantie", "Intervalle de nettoyage", "Valeur de l’installation"],
  intro: [
    "Une installation photovoltaïque est un investissement sur 25 ans et davantage. Qu’elle soit aussi rentable que prévu ne se joue pas seulement à l’achat, mais aussi dans son entretien. En faisant nettoyer vos modules tous les 1 à 2 ans, contrôle visuel compris, vous maintenez un bon rendement et repérez à temps les câbles détachés, les fissures ou les décolorations qui peuvent signaler un point chaud, avant que ces défauts ne coûtent cher. Le rapport de nettoyage documente en outre l’état de l’installation, année après année.",
    `La garantie compte aussi: certains fabricants lient leur garantie de performance à un entretien dans les règles de l’art et excluent les dommages causés par des produits inadaptés ou par la haute pression. Mieux vaut donc relire les conditions de garantie de vos modules. Exemples romands à l’appui, de la Côte à la Broye, nous vous montrons ici comment mettre en regard le coût d’un nettoyage, dès CHF ${siteFacts.priceFromChf}, et le rendement qu’il vous fait récupérer, quand un contrat d’entretien se justifie et pourquoi l’eau déminéralisée, sans produits chimiques, est le choix le plus sûr.`,
  ],

  imageAlt:
    "Illustration: une brosse douce à long manche nettoie des modules solaires à l’eau, à côté d’un calendrier et d’un bouclier vert coché",
  blocks: [
    { type: "h2", text: "Sécurité: chaque nettoyage est aussi un contrôle" },
    {
      type: "p",
      text: "Un nettoyage régulier vous apporte un contrôle visuel en prime. Sur le toit, un spécialiste formé voit ce qui reste invisible depuis le jardin, avant que le problème ne pèse sur le rendement ou ne devienne dangereux.",
    },
    { type: "h3", text: "Ce que nous vérifions pendant le nettoyage" },
    {
      type: "ul",
      items: [
        "verre brisé, fissures et éclats sur les modules",
        "cellules décolorées, qui peuvent signaler un point chaud",
        "câbles détachés, pendants ou rongés, connecteurs abîmés",
        "pinces de fixation desserrées et anomalies de la structure porteuse",
        "nids, feuilles et objets coincés sous les modules",
        "mousses, lichens et bordures de saleté le long des cadres",
      ],
    },
    {
      type: "p",
      text: "Tout ce que nous constatons figure dans le rapport de nettoyage, photos à l’appui. Nous n’effectuons pas nous-mêmes de travaux électriques: nous passons les défauts en revue avec vous, afin que vous puissiez confier la réparation en connaissance de cause à votre installateur ou à l’une de nos entreprises partenaires. Ainsi, un câble rongé ne se transforme pas en panne, ni une tache en point chaud durable.",
    },
    { type: "h3", text: "La sécurité sur le toit" },
    {
      type: "p",
      text: `Le nettoyage lui-même est un travail en hauteur. Nos équipes travaillent avec une protection antichute, vérifient avant chaque intervention les accès et les points d’ancrage, et choisissent la méthode adaptée au toit: à la main avec des perches télescopiques ou, sur les grands toits plats, avec un robot de nettoyage; des drones servent au contrôle et à la documentation des grandes surfaces. Et si quelque chose devait arriver malgré tout, notre assurance responsabilité civile couvre les dommages jusqu’à CHF ${insuranceMillions} millions. Pour vous, cela signifie que vous n’avez ni à monter sur le toit ni à prendre le moindre risque.`,
    },

    { type: "h2", text: "Garantie: ce que les fabricants attendent de vous" },
    { type: "h3", text: "Garantie produit et garantie de performance" },
    {
      type: "p",
      text: "Les fabricants de modules accordent en général une garantie produit sur les matériaux et la fabrication, ainsi qu’une garantie de performance qui promet une puissance minimale sur une longue période. La durée et les conditions varient d’un fabricant à l’autre. Vous trouverez les règles exactes dans les conditions de garantie et la notice d’entretien remises avec votre installation, ou auprès de votre installateur. Prenez le temps de les lire une fois à tête reposée, puis rangez-les à portée de main.",
    },
    { type: "h3", text: "Ce qui peut compromettre la garantie" },
    {
      type: "p",
      text: "De nombreux fabricants excluent les dommages dus à un traitement inapproprié. Les notices de nettoyage mentionnent typiquement les points suivants:",
    },
    {
      type: "ul",
      items: [
        "pas de nettoyeur haute pression, car le jet puissant peut endommager les joints, les cadres et les boîtes de jonction",
        "pas de détergents agressifs, de solvants ni d’additifs abrasifs",
        "pas de brosses dures, de grattoirs ni de laine d’acier, qui rayent le verre et son revêtement",
        "ne pas marcher sur les modules et ne rien y déposer",
        "pas d’eau froide sur des modules très chauds, pour éviter les tensions dans le verre",
      ],
    },
    {
      type: "p",
      text: "Notre méthode répond à ces exigences: eau déminéralisée sur place par échange d’ions, aucun produit chimique, brosses douces et basse pression, jamais de haute pression. L’eau sèche sans traces de calcaire, si bien qu’aucun dépôt ne vient absorber la lumière. Lors des journées caniculaires, quand les toits du Valais central ou de la région genevoise chauffent fort, nous planifions le travail tôt le matin, tant que les modules sont encore frais.",
    },
    { type: "h3", text: "La documentation comme preuve" },
    {
      type: "p",
      text: "Si un cas de garantie survient un jour, une documentation complète est précieuse. Conservez les rapports de nettoyage, les factures et les photos avec les documents de l’installation. Ils montrent que l’installation a été entretenue et aident à dater l’apparition d’un dommage. Lors de la vente d’une villa ou d’un appartement en PPE, une installation entretenue et documentée est aussi un argument.",
    },

    { type: "h2", text: "Rentabilité: comment faire le calcul" },
    {
      type: "p",
      text: "Un nettoyage est rentable lorsque la production récupérée sur tout l’intervalle couvre au moins son coût. Le calcul est plus simple qu’il n’y paraît.",
    },
    { type: "h3", text: "La formule en trois étapes" },
    {
      type: "ol",
      items: [
        "Production annuelle: puissance de l’installation en kWc × production spécifique, souvent environ 1'000 kWh par kWc sur le Plateau; dans les régions très ensoleillées comme le Valais, votre suivi de production peut indiquer davantage.",
        "Perte annuelle en francs: production annuelle × perte moyenne due à l’encrassement en pour cent × valeur d’un kWh. Pour l’électricité injectée, c’est le tarif de reprise de votre gestionnaire de réseau qui compte; pour celle que vous consommez vous-même, le prix de l’électricité achetée au réseau.",
        "Bilan: perte annuelle × nombre d’années jusqu’au prochain nettoyage, moins le coût du nettoyage.",
      ],
    },
    {
      type: "p",
      text: "Après un nettoyage, l’encrassement se reforme peu à peu. Calculez donc avec une perte moyenne sur tout l’intervalle, et non avec la valeur maximale atteinte juste avant le nettoyage suivant.",
    },
    { type: "h3", text: "Quatre exemples" },
    {
      type: "p",
      text: "Les exemples reposent sur 1'000 kWh par kWc et supposent que 30 % de l’électricité est autoconsommée (électricité du réseau à CHF 0.25 par kWh) et que 70 % est injectée dans le réseau (CHF 0.08 par kWh). Un kilowattheure perdu vaut alors en moyenne 0,3 × CHF 0.25 + 0,7 × CHF 0.08 = CHF 0.131. Les coûts de nettoyage sont des hypothèses, à titre d’illustration; votre prix effectif s’affiche dans notre calculateur de devis.",
    },
    {
      type: "table",
      caption: "Bilan d’un nettoyage tous les 2 ans, avec 1'000 kWh par kWc et CHF 0.131 par kWh perdu",
      head: [
        "Installation et emplacement",
        "Perte moyenne",
        "Perte par an",
        "Perte sur 2 ans",
        "Nettoyage (hypothèse)",
        "Bilan",
      ],
      rows: [
        [
          "10 kWc, villa dans un quartier résidentiel de la Côte",
          "3 % (300 kWh)",
          "CHF 39.30",
          "CHF 78.60",
          "CHF 650",
          "moins CHF 571.40",
        ],
        [
          "30 kWc, immeuble locatif au bord d’une route principale à Lausanne",
          "10 % (3'000 kWh)",
          "CHF 393",
          "CHF 786",
          "CHF 1'000",
          "moins CHF 214",
        ],
        [
          "50 kWc, bâtiment artisanal en zone industrielle près de Genève",
          "8 % (4'000 kWh)",
          "CHF 524",
          "CHF 1'048",
          "CHF 1'200",
          "moins CHF 152",
        ],
        [
          "100 kWc, exploitation agricole avec étable dans la Broye",
          "15 % (15'000 kWh)",
          "CHF 1'965",
          "CHF 3'930",
          "CHF 1'800",
          "plus CHF 2'130",
        ],
      ],
    },
    { type: "h3", text: "Ce que ces chiffres signifient" },
    {
      type: "p",
      text: "Le tableau montre en toute honnêteté où le nettoyage s’amortit par le seul gain de production: aux emplacements nettement encrassés et sur les installations d’une certaine taille. À la ferme de la Broye, chaque franc investi dans le nettoyage rapporte environ CHF 2.18 de production supplémentaire sur deux ans, soit un gain net d’environ 118 % du coût du nettoyage. Pour le bâtiment artisanal et l’immeuble lausannois, le gain de production sur deux ans couvre une bonne partie du coût; le calcul devient positif dès que l’autoconsommation augmente, par exemple avec une installation de froid, une pompe à chaleur ou des voitures électriques, ou que l’encrassement est plus marqué.",
    },
    {
      type: "p",
      text: "Pour la villa dans un environnement propre, en revanche, le gain de production ne couvre pas le coût. L’intérêt du nettoyage réside alors dans le contrôle, dans la protection contre les points chauds et les dégâts matériels, et dans la preuve d’entretien à présenter au fabricant. Un seul module à remplacer à cause d’un point chaud coûte vite plus qu’un nettoyage, main-d’œuvre et accès au toit compris. Pour ces installations, nous recommandons l’intervalle le plus long, deux ans, complété par un coup d’œil régulier au suivi de production. Calculez vos propres valeurs avec notre [calculateur de pertes](page:lossCalculator); notre [guide du calculateur de pertes](page:blog:loss-calculator-guide) vous accompagne pas à pas.",
    },

    { type: "h2", text: "Le bon intervalle: chaque année ou tous les deux ans?" },
    {
      type: "p",
      text: "Nous recommandons un nettoyage tous les 1 à 2 ans; chaque nettoyage comprend un contrôle visuel. Le bon rythme dépend avant tout de l’emplacement de votre installation.",
    },
    {
      type: "ul",
      items: [
        "Chaque année: installations proches d’exploitations agricoles et d’étables, comme dans les plaines de la Broye, de l’Orbe ou du Rhône, le long de routes ou de voies ferrées très fréquentées, en zone artisanale ou industrielle, sous des arbres, très fréquentées par les oiseaux, par exemple près des rives du Léman, ou avec des modules très peu inclinés.",
        "Tous les deux ans: installations en zone résidentielle, sans source particulière de saleté, avec une forte inclinaison et bien dégagées.",
        "En plus, si nécessaire: après un chantier dans le voisinage, après un fort épisode de poussière du Sahara ou lorsque le suivi de production montre une baisse nette.",
      ],
    },
    {
      type: "p",
      text: "Pour trouver le bon intervalle, notez après le premier nettoyage de combien la production a augmenté. Si la différence était importante, choisissez l’intervalle court; si elle était faible, l’intervalle long suffit.",
    },

    { type: "h2", text: "Le meilleur moment de l’année" },
    {
      type: "p",
      text: "Un nettoyage rapporte le plus au printemps, avant les mois les plus productifs: vous profitez alors de modules propres tout l’été. Aux endroits où le pollen abonde, un rendez-vous après la floraison principale, au début de l’été, peut être plus judicieux; près des champs, un passage après les moissons, à la fin de l’été ou en automne, et au cœur du vignoble, en Lavaux ou en Valais, après les vendanges. En hiver, nous ne nettoyons que par temps sans gel.",
    },
    {
      type: "p",
      text: "Planifiez à l’avance: vous obtenez en général un rendez-vous dans un délai de 1 à 2 semaines, de 3 à 4 semaines en haute saison, au printemps et en été.",
    },

    { type: "h2", text: "Intervention ponctuelle ou contrat d’entretien?" },
    {
      type: "p",
      text: `Pour beaucoup de particuliers, une intervention ponctuelle renouvelée tous les 1 à 2 ans suffit. Si vous ne voulez vous occuper de rien ou si vous gérez plusieurs installations, un contrat d’entretien est plus pratique. Pour les propriétaires et les gérances, nous proposons des contrats avec un nettoyage annuel ou semestriel. Pour les entreprises, les gérances et les responsables de la gestion technique des bâtiments (facility managers), nous proposons plusieurs niveaux de contrat: un contrat d’un an avec deux nettoyages par an pour des surfaces de ${b2bFacts.minAreaM2} à 500 m², un contrat de trois ans avec trois à quatre nettoyages par an pour 500 à 2'000 m², et des solutions sur mesure au-delà de 2'000 m². Dès ${frenchCount(b2bFacts.volumeDiscountFromProperties)} immeubles, nous accordons des rabais de quantité.`,
    },
    {
      type: "ul",
      items: [
        "Vous n’avez pas à penser au prochain rendez-vous: nous vous contactons à temps.",
        "Le nettoyage a lieu au bon moment de l’année, même en haute saison.",
        "Les rapports de nettoyage et les photos forment au fil des ans une documentation complète.",
        "Les coûts sont prévisibles et s’inscrivent sans surprise dans le budget d’un immeuble.",
      ],
    },
    {
      type: "p",
      text: "Vous trouverez le détail des contrats pour la clientèle professionnelle sur notre page [entreprises et gérances](page:b2b).",
    },

    { type: "h2", text: "Ce que coûte un nettoyage et comment il se déroule" },
    {
      type: "p",
      text: `Le nettoyage de base est proposé dès CHF ${siteFacts.priceFromChf}, la formule Premium avec inspection dès CHF ${siteFacts.premiumPriceChf}; s’y ajoute le prix au m² selon la surface, et votre devis indique le total, TVA comprise. Nous ne facturons aucun frais de déplacement, que vous habitiez à Neuchâtel, à Fribourg ou à Sion, et notre garantie de satisfaction s’applique. Voici comment se déroule une intervention:`,
    },
    {
      type: "ol",
      items: [
        "Vous calculez votre prix avec notre calculateur de devis, en deux minutes environ, ou vous nous envoyez les caractéristiques de votre installation.",
        "Nous convenons d’un rendez-vous, en général dans un délai de 1 à 2 semaines.",
        "Sur place, nous analysons l’installation et définissons le plan de sécurité.",
        "Après un prénettoyage en douceur vient le nettoyage principal, à l’eau déminéralisée, avec des brosses douces et à basse pression.",
        "Nous contrôlons le résultat et documentons l’état de l’installation.",
        "À la remise, vous recevez le rapport de nettoyage avec, le cas échéant, nos remarques sur les défauts constatés.",
      ],
    },
    {
      type: "p",
      text: "Pour une installation de 50 à 100 m², nous sommes sur place deux à quatre heures environ. Pour en savoir plus sur la méthode et le déroulement, consultez notre page [nettoyage d’installations solaires](page:solar).",
    },
    {
      type: "callout",
      title: "Notre conseil: combinez les nettoyages",
      text: "Puisque nous sommes de toute façon sur le toit, il est judicieux de nettoyer aussi les gouttières. Des gouttières bouchées débordent lors des orages et provoquent des dégâts d’eau sur la façade et en bord de toit. Pour en savoir plus, consultez la page sur le [nettoyage des gouttières](page:gutterCleaning).",
    },
    {
      type: "p",
      text: "Vous souhaitez confier votre installation à des professionnels? Calculez votre prix en deux minutes avec notre [calculateur de devis](page:prices#calculator), ou écrivez-nous via la page [contact](page:contact). Nous vous aidons à choisir l’intervalle qui vous convient.",
    },
  ],
  faq: [
    {
      question: "À quelle fréquence faut-il faire nettoyer une installation solaire?",
      answer:
        "Nous recommandons un nettoyage tous les 1 à 2 ans, contrôle visuel compris. Aux emplacements très exposés à la saleté, par exemple près d’exploitations agricoles, de routes ou de zones industrielles, un nettoyage annuel est judicieux; dans un quartier résidentiel propre, un intervalle de deux ans suffit en général.",
    },
    {
      question: "Un mauvais nettoyage peut-il compromettre la garantie du fabricant?",
      answer:
        "Oui, c’est possible. De nombreux fabricants excluent les dommages causés par les nettoyeurs haute pression, les détergents agressifs ou les outils abrasifs. Vérifiez les conditions de garantie de vos modules. Nous nettoyons à l’eau déminéralisée sans produits chimiques, avec des brosses douces et à basse pression, jamais à haute pression, et documentons chaque nettoyage dans un rapport de nettoyage.",
    },
    {
      question: "Combien coûte le nettoyage professionnel d’une installation solaire?",
      answer: `Le nettoyage de base est proposé dès CHF ${siteFacts.priceFromChf}, la formule Premium avec inspection dès CHF ${siteFacts.premiumPriceChf}, plus le prix au m² selon la surface et un ajustement selon le type de toit. Notre calculateur de devis vous donne en deux minutes environ le prix exact, TVA comprise et sans frais de déplacement.`,
    },
  ],
} satisfies BlogArticle;
