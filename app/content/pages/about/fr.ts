import { formatDecimal, formatNumber } from "#app/lib/format";
import { frenchCount, frenchCountCapitalised, frenchTime, serviceAreaSentence } from "#app/content/phrasing/fr";
import { siteFacts } from "#app/content/site-facts";
import { aboutFacts as f, frenchRegions, regionsNamed } from "./facts";
import type { AboutContent } from "./types";

const replyHours = siteFacts.replyWithinHours;

export const aboutFr = {
  meta: {
    title: "À propos – nettoyage d’installations solaires et de toitures depuis Bâle",
    description: `Depuis ${f.founded}, nous nettoyons des installations solaires et entretenons des toitures: ${frenchCount(f.teams, true)} équipes régionales, ${f.modules} modules nettoyés, une formation certifiée suivie en ${f.certifiedSince}.`,
  },
  hero: {
    heading: "À propos de nous",
    intro: [
      `Nous avons fondé notre entreprise à Bâle en ${f.founded}, car de nombreuses installations solaires produisent nettement moins qu’elles ne le pourraient après quelques années, faute d’être nettoyées. Depuis, nous avons nettoyé ${f.modules} modules. Plus de ${formatNumber(f.customersOver)} clients nous ont fait confiance. ${serviceAreaSentence}`,
      `En ${f.certifiedSince}, notre équipe a suivi une formation certifiée en nettoyage d’installations solaires. Nous nettoyons les installations solaires de manière durable, à l’eau déminéralisée et sans produits chimiques. Nous soignons chaque intervention et planifions nos tournées efficacement, pour que vous n’ayez aucun frais de déplacement. Outre les installations solaires, nous nettoyons les toits et les gouttières et entretenons les toitures végétalisées, pour les particuliers, les gérances et les entreprises.`,
    ],
  },
  heroBadge: `Depuis ${f.founded} à Bâle · ${f.teams} équipes régionales`,

  facts: {
    title: "Notre entreprise en chiffres",
    items: [
      { value: f.founded, label: "année de fondation, à Bâle" },
      { value: String(f.teams), label: "équipes régionales" },
      { value: f.modules, label: "modules solaires nettoyés" },
      {
        value: formatDecimal(siteFacts.rating, "fr"),
        label: `note moyenne sur 5, d’après ${siteFacts.reviewCount} avis`,
      },
    ],
    companyTitle: "Données de l’entreprise",
    nameLabel: "Raison sociale",
    addressLabel: "Siège",
    uidLabel: "Numéro d’identification des entreprises (IDE)",
  },

  timeline: {
    title: "Notre histoire",
    items: [
      {
        period: f.founded,
        title: "Création à Bâle",
        text: "Avec un véhicule, une installation de traitement de l’eau et beaucoup de curiosité, nous nettoyons nos premières installations solaires à Bâle-Ville et à Bâle-Campagne. Un constat s’impose vite: après quelques années, bien des installations produisent nettement moins qu’elles ne le pourraient.",
      },
      {
        period: f.growthPeriod,
        title: "Développement en Suisse alémanique",
        text: `De nouvelles équipes régionales se constituent pour l’Argovie, Zurich, la Suisse centrale, Berne et Langenthal. Nous nous équipons d’un robot de nettoyage pour les grands toits plats et de drones pour le contrôle et la documentation, élargissons notre offre au nettoyage de toiture et de gouttières ainsi qu’à l’entretien de toitures végétalisées; en ${f.certifiedSince}, notre équipe suit une formation certifiée en nettoyage d’installations solaires.`,
      },
      {
        period: "2024–aujourd’hui",
        title: "Partenaire des particuliers et des entreprises",
        text: `${frenchCountCapitalised(f.teams, true)} équipes régionales, ${f.modules} modules nettoyés et des contrats d’entretien pour des gérances, des entreprises et des exploitations agricoles: nous nous occupons aujourd’hui aussi bien de maisons individuelles que de toits industriels de plusieurs milliers de mètres carrés, en Suisse alémanique comme en Suisse romande.`,
      },
    ],
  },

  values: {
    title: "Nos valeurs",
    intro: "Trois principes guident chacune de nos interventions, du premier appel jusqu’au rapport de nettoyage.",
    items: [
      {
        title: "Durabilité",
        description:
          "Nous nettoyons les modules solaires à l’eau déminéralisée plutôt qu’avec des produits chimiques, limitons les trajets entre deux interventions et aidons votre installation à produire le plus possible d’électricité propre.",
      },
      {
        title: "Un travail soigné",
        description:
          "Des spécialistes formés, des méthodes conformes aux prescriptions des fabricants et un rapport de nettoyage avec photos: vous voyez noir sur blanc ce que nous avons fait.",
      },
      {
        title: "Efficacité",
        description: `Un devis en deux minutes, une réponse dans les ${replyHours} heures, un rendez-vous en général dans un délai d’une à deux semaines – et comme nous planifions nos tournées par région, aucun frais de déplacement.`,
      },
    ],
  },

  certifications: {
    title: "Certificats et attestations",
    verifiedLabel: "Attestation sur demande",
    link: { label: "Voir tous les certificats", to: { page: "certificates" } },
    items: [
      {
        title: "Formation certifiée en nettoyage d’installations solaires",
        description: `Notre équipe a suivi en ${f.certifiedSince} une formation certifiée en nettoyage professionnel d’installations solaires.`,
        verified: true,
      },
      {
        title: `Assurance responsabilité civile jusqu’à CHF ${f.insuranceMillions} millions`,
        description:
          "Elle couvre les dommages que nous pourrions causer lors de nos interventions, du nettoyage d’installations solaires à l’entretien des toitures végétalisées.",
        verified: true,
      },
      {
        title: "Sécurité au travail selon les règles de la Suva",
        description:
          "Protection contre les chutes, plan de sécurité et équipes formées pour chaque intervention en hauteur.",
        verified: true,
      },
      {
        title: "Drones selon les règles de l’OFAC",
        description:
          "Nos vols de drone pour le contrôle et la documentation respectent les règles de l’Office fédéral de l’aviation civile.",
        verified: false,
      },
    ],
  },

  teams: {
    title: "Nos équipes régionales",
    intro: `Voici quatre de nos ${frenchCount(f.teams, true)} équipes régionales, avec une sélection de leurs projets de référence.`,
    projectsLabel: "Projets de référence",
    specialityLabel: "Spécialité",
    items: [
      {
        name: "Équipe de Bâle",
        short: "BS",
        region: "Bâle-Ville et Bâle-Campagne",
        projects: f.projects.basel,
        speciality:
          "Toits de la vieille ville à l’accès étroit et installations proches du Rhin et des zones industrielles",
      },
      {
        name: "Équipe d’Argovie",
        short: "AG",
        region: "Argovie et Fricktal",
        projects: f.projects.aargau,
        speciality: "Exploitations agricoles avec toits d’étables et de granges",
      },
      {
        name: "Équipe de Zurich",
        short: "ZH",
        region: "Ville et canton de Zurich",
        projects: f.projects.zuerich,
        speciality: "Toits commerciaux et industriels nettoyés au robot",
      },
      {
        name: "Équipe de Suisse centrale",
        short: "LU",
        region: "Lucerne, Zoug et Schwytz",
        projects: f.projects.luzern,
        speciality: "Toits en pente des Préalpes et toitures végétalisées avec installation solaire",
      },
    ],
    regions: {
      title: "En Suisse romande",
      intro: `En Suisse romande, nos équipes sont régulièrement présentes dans trois régions, de Genève au Valais. Vous nous joignez du lundi au vendredi, de ${frenchTime(f.hours.opens)} à ${frenchTime(f.hours.closes)}.`,
      items: regionsNamed(frenchRegions, ["Région lémanique", "Neuchâtel, Fribourg et Nord vaudois", "Valais"]),
    },
  },

  cta: {
    title: "Faisons connaissance",
    text: `Maison individuelle ou toit industriel: écrivez-nous, nous vous répondons dans les ${replyHours} heures. Et avec notre calculateur de devis, vous connaissez tout de suite le prix du nettoyage de votre installation solaire.`,
    contactButton: { label: "Nous contacter", to: { page: "contact" } },
    quoteButton: { label: "Calculer mon devis", to: { page: "prices", section: "calculator" } },
  },
} satisfies AboutContent;
