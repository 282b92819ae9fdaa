import {
  datedReviews,
  galleryCases,
  homeFacts as f,
  locationTypes,
  regionTeams,
  serviceAreas,
  type GalleryCaseText,
} from "./facts";
import { YIELD_KWH_PER_KWP } from "#app/domain/loss";
import { VAT_RATE } from "#app/domain/pricing";
import { formatDecimal, groupThousands } from "#app/lib/format";
import { b2bFacts } from "../b2b/roi";
import { frenchCount, frenchTeamNames, frenchTime, serviceAreaSentence } from "#app/content/phrasing/fr";
import type { HomeContent, Review } from "./types";

/**
 * French home (/fr): every section of the German home for readers in Romandie, with their own
 * regions next to the project counts of the teams around Basel, and links to the French pages.
 */

const opens = frenchTime(f.hours.opens);
const closes = frenchTime(f.hours.closes);
const vat = formatDecimal(VAT_RATE * 100, "fr");

/** The same location names as the solar page's yield calculator. */
const locationsFr = {
  wohngebiet: {
    name: "Zone résidentielle",
    description: "Peu de poussière, surtout du pollen, des feuilles et quelques fientes d’oiseaux.",
  },
  landwirtschaft: {
    name: "Zone agricole",
    description: "Poussière des champs, ammoniac des étables et beaucoup de fientes d’oiseaux.",
  },
  gewerbe: {
    name: "Zone artisanale ou industrielle",
    description: "Particules fines et suie dues aux entreprises et aux livraisons.",
  },
  verkehr: {
    name: "Route très fréquentée",
    description: "Abrasion des pneus, suie et poussière de freins dues à la circulation.",
  },
};

const galleryTextsFr: GalleryCaseText[] = [
  {
    title: "Maison individuelle avec toit en pente",
    location: "Riehen (BS)",
    before:
      "Avant: modules solaires sur le toit en pente, couverts de taches grises et brunes, de feuilles et de fientes",
    after: "Après: les mêmes modules propres, d’un bleu profond et brillant",
  },
  {
    title: "Toit plat d’un bâtiment commercial",
    location: "Pratteln (BL)",
    before: "Avant: modules surélevés sur le toit plat, couverts de suie, de poussière et de fientes",
    after: "Après: les rangées de modules du toit plat propres et d’un bleu uniforme",
  },
  {
    title: "Toit de grange d’une exploitation agricole",
    location: "Sursee (LU)",
    before:
      "Avant: modules sur le toit de la grange avec des croûtes de poussière, des feuilles et beaucoup de fientes",
    after: "Après: le toit de la grange avec des modules solaires propres et bleus",
  },
];

/** The six reviews of the German home (decisions E9), in French: same people, towns, systems, figures and dates. */
const reviewsFr: Omit<Review, "dateText">[] = [
  {
    id: "r1",
    name: "Monika S.",
    location: "Binningen",
    rating: 5,
    text: "Ponctuels, aimables et très soigneux. Depuis le nettoyage, notre onduleur affiche nettement plus par beau temps. Le rapport de nettoyage avec photos m’a été particulièrement utile.",
    project: "Installation solaire, maison individuelle, 11 kWc",
    improvement: "+16 % de rendement",
    date: "2026-06-12",
    source: "Google",
  },
  {
    id: "r2",
    name: "Reto B.",
    location: "Aarau",
    rating: 5,
    text: "Notre installation sur le toit de l’atelier était très encrassée après trois ans. L’équipe a travaillé sans produits chimiques et a tout documenté avec soin. Le devis était clair, et le prix fixe a été respecté.",
    project: "Installation solaire, toit commercial, 85 kWc",
    improvement: "+22 % de rendement",
    date: "2025-09-03",
    source: "Google",
  },
  {
    id: "r3",
    name: "Claudia M.",
    location: "Liestal",
    rating: 5,
    text: "Toiture végétalisée et gouttières entretenues en un seul rendez-vous. Tout nous a été expliqué, et les abords de la maison étaient ensuite plus propres qu’avant.",
    project: "Entretien de la toiture végétalisée et nettoyage des gouttières",
    improvement: "Écoulements à nouveau dégagés",
    date: "2025-05-21",
    source: "Google",
  },
  {
    id: "r4",
    name: "Urs K.",
    location: "Winterthour",
    rating: 4,
    text: "Du bon travail à des prix corrects. Le rendez-vous a été repoussé d’une semaine à cause de la pluie, mais on nous a prévenus à temps.",
    project: "Installation solaire, immeuble locatif, 32 kWc",
    improvement: "+12 % de rendement",
    date: "2024-10-15",
    source: "Facebook",
  },
  {
    id: "r5",
    name: "Sandra W.",
    location: "Kriens",
    rating: 5,
    text: "Notre ferme jouxte un champ de maïs: les modules étaient donc très encrassés. Le nettoyage à l’eau déminéralisée en valait la peine, et nous avons aussitôt conclu un contrat d’entretien.",
    project: "Installation solaire, toit de grange, 60 kWc",
    improvement: "+27 % de rendement",
    date: "2026-03-28",
    source: "Google",
  },
  {
    id: "r6",
    name: "Beat H.",
    location: "Langenthal",
    rating: 5,
    text: "Mousses et algues ont disparu, le toit a retrouvé l’aspect du neuf. Un travail très soigné, aucune trace dans le jardin et une facture claire.",
    project: "Nettoyage de toiture, toit en tuiles, 140 m²",
    improvement: "Mousses et algues éliminées",
    date: "2024-07-09",
    source: "Google",
  },
];

export const homeFr = {
  meta: {
    title: "Nettoyage d’installations solaires et de toitures en Suisse",
    description: `Nettoyage d’installations solaires et de toitures, entretien de toitures végétalisées: depuis Bâle, dans toute la Suisse. Modules nettoyés sans produits chimiques, nettoyage de base dès CHF ${f.priceFromChf}, sans frais de déplacement.`,
  },
  hero: {
    heading: "Plus de rendement grâce à des panneaux solaires propres",
    intro: [
      `Poussière, pollen, fientes d’oiseaux et feuilles mortes se déposent année après année sur vos modules et réduisent leur production. Selon l’emplacement, une installation nettoyée produit jusqu’à ${f.yieldGain} % de plus qu’une installation encrassée. Nous nettoyons les modules uniquement à l’eau déminéralisée, sans produits chimiques; sur les grands toits plats, un robot de nettoyage prend le relais, et des drones servent au contrôle et à la documentation.`,
      `Depuis notre fondation à Bâle en ${f.foundedYear}, nos ${frenchCount(f.regionalTeams, true)} équipes régionales ont nettoyé ${f.modulesCleaned} modules pour plus de ${f.customersOver} clients. En Suisse romande, nos équipes sont régulièrement présentes dans la région lémanique, dans les cantons de Neuchâtel et de Fribourg ainsi qu’en Valais, sans frais de déplacement. Le nettoyage de base est proposé dès CHF ${f.priceFromChf}, plus le prix au m²; votre devis indique le total, TVA de ${vat} % comprise. Calculez votre devis en ligne ou appelez-nous du lundi au vendredi, de ${opens} à ${closes}: nous répondons à chaque demande dans les ${f.replyHours} heures.`,
    ],
  },
  heroActions: {
    quoteButton: { label: "Calculer mon devis", to: { page: "prices", section: "calculator" } },
    lossButton: "Calculer ma perte",
  },
  video: {
    title: "Comment nous nettoyons votre installation solaire",
    text: "En deux minutes, vous voyez comment nous procédons: analyse sur place, sécurisation, prénettoyage en douceur, nettoyage principal à l’eau déminéralisée, contrôle, puis remise du rapport de nettoyage.",
    playLabel: "Lire la vidéo explicative: comment nous nettoyons votre installation solaire (durée 2 min 14 s)",
    iframeTitle: "Vidéo explicative: comment nous nettoyons votre installation solaire",
    privacyNote:
      "La vidéo n’est chargée depuis youtube-nocookie.com qu’après votre clic; auparavant, aucune donnée n’est transmise au fournisseur de la vidéo.",
  },
  audience: {
    title: "Pour qui nettoyons-nous?",
    intro: "Choisissez ce qui vous correspond: nous vous présentons les prestations adaptées.",
    options: [
      {
        key: "private",
        title: "Particuliers",
        text: `Pour les maisons individuelles, les immeubles locatifs et les immeubles en PPE: nettoyage de votre installation solaire dès CHF ${f.priceFromChf}, plus le prix au m² et la TVA, sans frais de déplacement.`,
        link: { label: "En savoir plus sur nos prestations pour les particuliers", to: { page: "solar" } },
      },
      {
        key: "business",
        title: "Entreprises",
        text: `Pour l’artisanat, l’industrie, l’agriculture et les gérances: contrats d’entretien, rabais de quantité dès ${frenchCount(b2bFacts.volumeDiscountFromProperties)} immeubles et un interlocuteur attitré.`,
        link: { label: "Contacter notre équipe pour les entreprises", to: { page: "contact" } },
      },
    ],
  },
  solar: {
    title: `Nettoyage d’installations solaires: jusqu’à ${f.yieldGain} % de rendement en plus`,
    text: "Poussière, pollen, suie et fientes d’oiseaux forment sur les modules une couche que la pluie seule n’élimine pas. Nous nettoyons à l’eau déminéralisée et avec des brosses douces, sans aucun produit chimique; sur les grands toits plats, un robot de nettoyage prend le relais, et des drones servent au contrôle et à la documentation. Nous nettoyons une installation de 50 à 100 m² en deux à quatre heures.",
    points: [
      "Nettoyage sans produits chimiques, à l’eau déminéralisée",
      "Robot de nettoyage sur les grands toits plats, drones pour le contrôle",
      "Rapport de nettoyage avec photos avant et après",
      "Recommandé tous les 1 à 2 ans",
    ],
    stats: [
      { value: f.modulesCleaned, label: "modules nettoyés" },
      { value: String(f.foundedYear), label: "année de fondation" },
      { value: String(f.regionalTeams), label: "équipes régionales" },
    ],
    link: { label: "En savoir plus sur le nettoyage d’installations solaires", to: { page: "solar" } },
  },
  gallery: {
    title: "Avant et après",
    intro: "Trois projets de nos équipes: comparez l’état des modules avant et après le nettoyage.",
    caseCounter: "Projet {n} sur {total}",
    beforeLabel: "Avant",
    afterLabel: "Après",
    toggleLabel: "Afficher l’état après le nettoyage",
    previous: "Projet précédent",
    next: "Projet suivant",
    locationLabel: "Lieu",
    areaLabel: "Surface",
    improvementLabel: "Amélioration",
    cases: galleryCases(
      galleryTextsFr,
      (percent) => `+${percent} % de rendement`,
      (m2) => `${m2} m²`,
    ),
  },
  loss: {
    title: "Combien vous coûte une installation encrassée?",
    intro: `Saisissez la puissance de votre installation et choisissez son emplacement. Le calcul se fonde sur une production annuelle de ${groupThousands(String(YIELD_KWH_PER_KWP))} kWh par kWc, un tarif de reprise de ${f.lossTariffChf} par kWh et un coût d’installation de ${f.lossPlantCostChf} par kWc.`,
    kwpLabel: "Puissance de l’installation en kWc",
    kwpHint: `Par exemple ${f.lossDefaultKwp} pour une installation de ${f.lossDefaultKwp} kWc.`,
    locationLegend: "Emplacement de l’installation",
    pollutionLabel: "{percent} % de perte de rendement en moyenne annuelle",
    resultsTitle: "Votre estimation pour une année",
    revenueLoss: "Perte de rendement",
    wear: "Usure de l’installation (même sans encrassement)",
    damage: "Dommages dus à l’encrassement",
    total: "Perte et usure par an",
    note: "Valeurs indicatives, sans garantie, calculées avec une perte de rendement typique pour chaque emplacement, en moyenne sur l’année. L’usure touche aussi une installation propre; un nettoyage évite la perte due à l’encrassement et réduit les dommages. Dans le calculateur de pertes détaillé, vous saisissez votre propre tarif de reprise et le degré d’encrassement de votre installation.",
    quoteButton: { label: "Calculer mon devis", to: { page: "prices", section: "calculator" } },
    detailLink: { label: "Ouvrir le calculateur de pertes", to: { page: "lossCalculator" } },
    defaultLocation: "wohngebiet",
    locations: locationTypes(locationsFr),
  },
  greenRoof: {
    title: "Entretien de toitures végétalisées",
    text: "Une toiture végétalisée bien entretenue retient l’eau de pluie, rafraîchit en été et protège l’étanchéité. Nous contrôlons la végétation, retirons les jeunes pousses d’arbres et dégageons les écoulements et les bandes de gravier.",
    points: [
      "Toitures végétalisées extensives: deux fois par an",
      "Toitures végétalisées intensives: une fois par saison (quatre fois par an)",
      "Contrats d’entretien selon vos besoins",
    ],
    link: { label: "En savoir plus sur l’entretien des toitures végétalisées", to: { page: "greenRoof" } },
  },
  roofCleaning: {
    title: "Nettoyage de toiture",
    text: "Mousses, algues et lichens attaquent les tuiles et l’étanchéité. Nous nettoyons votre toit dans le respect des matériaux, à basse pression et à l’eau chaude, vidons les gouttières et appliquons une imprégnation spéciale, comprise dans le prix.",
    points: [
      `CHF ${f.roofChfPerM2} par m², plus la TVA, sans frais de déplacement`,
      "Nettoyage des gouttières compris",
      "Recommandé tous les 3 à 5 ans",
    ],
    link: { label: "En savoir plus sur le nettoyage de toiture", to: { page: "roofCleaning" } },
  },
  benefits: {
    title: "Vos avantages",
    items: [
      {
        title: `Jusqu’à ${f.yieldGain} % de rendement en plus`,
        text: `Des modules propres transforment davantage de lumière en électricité: selon l’emplacement, ils produisent jusqu’à ${f.yieldGain} % de plus que des modules encrassés.`,
      },
      {
        title: "Modules nettoyés sans produits chimiques",
        text: "Nous nettoyons les modules uniquement à l’eau déminéralisée et avec des brosses douces, ce qui préserve les modules, le toit et l’environnement.",
      },
      {
        title: `Formation certifiée suivie en ${f.certifiedSince}`,
        text: `Notre équipe a suivi en ${f.certifiedSince} une formation certifiée en nettoyage professionnel d’installations solaires.`,
      },
      {
        title: `Assurance responsabilité civile jusqu’à CHF ${f.insuranceMillionChf} millions`,
        text: "Elle couvre les dommages que nous pourrions causer lors de nos interventions. Sur demande, nous vous envoyons l’attestation d’assurance avant l’intervention.",
      },
      {
        title: "Aucun frais de déplacement",
        text: "Vous payez le prix fixe de votre devis, sans supplément pour le déplacement, que vous habitiez à Genève, à Fribourg ou à Sion.",
      },
      {
        title: `Réponse dans les ${f.replyHours} heures, garantie de satisfaction`,
        text: "Nous répondons à chaque demande dans ce délai, et vous obtenez en général un rendez-vous dans un délai d’une à deux semaines. Si le résultat ne répond pas à vos attentes, nous nettoyons à nouveau gratuitement les endroits que vous nous signalez.",
      },
    ],
  },
  regions: {
    title: "Notre zone d’intervention",
    intro: `${serviceAreaSentence} Plus de ${f.customersOver} clients nous font confiance, en Suisse romande comme en Suisse alémanique. Vous nous joignez du lundi au vendredi, de ${opens} à ${closes}.`,
    areas: {
      title: "Nos régions en Suisse romande",
      intro:
        "Votre commune ne figure pas dans la liste? Contactez-nous: nous intervenons aussi chez vous, sans frais de déplacement.",
      items: serviceAreas("fr"),
    },
    teamsTitle: "Projets de nos équipes régionales en Suisse alémanique",
    projects: "{count} projets de référence",
    // The Lucerne team is that of Central Switzerland (decisions E10); its link still leads to the Lucerne page.
    teams: regionTeams("fr").map((team, index) => ({ ...team, name: frenchTeamNames[index] ?? team.name })),
  },
  reviews: {
    title: "L’avis de nos clients",
    ratingLabel: "{rating} étoiles sur 5",
    summary: "{rating} sur 5, sur la base de {count} avis",
    rating: formatDecimal(f.rating, "fr"),
    count: f.reviewCount,
    projectLabel: "Projet",
    improvementLabel: "Résultat",
    sourceLabel: "Avis sur {source} (traduit de l’allemand)",
    quoteMarks: ["«", "»"],
    showAll: "Afficher tous les avis",
    showLess: "Afficher moins d’avis",
    items: datedReviews(reviewsFr, "fr"),
  },
} satisfies HomeContent;
