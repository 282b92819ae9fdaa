import { pathOf } from "../route-table";
import type { MaintenancePlanCopy } from "./types";

export const maintenancePlanCopyFr: MaintenancePlanCopy = {
  fileName: "plan-entretien-solaire-toit.pdf",
  tagline: "Installations solaires · Toitures · Gouttières · Toitures végétalisées",
  uidLabel: "IDE",
  title: "Plan d’entretien pour installation solaire, toiture et toiture végétalisée",
  intro:
    "Un entretien régulier de l’installation solaire, de la toiture, des gouttières et de la toiture végétalisée préserve le rendement, évite les dégâts d’eau et maintient la valeur du bâtiment. Nous recommandons ces intervalles pour les toits de Suisse romande, de la région lémanique au Valais.",
  intervalsTitle: "Les intervalles en un coup d’œil",
  table: { object: "Élément", task: "Travaux", interval: "Intervalle", note: "Remarque" },
  rows: {
    solarCleaning: {
      object: "Installation solaire",
      task: "Nettoyage avec contrôle visuel",
      interval: "tous les 1 à 2 ans",
      note: "Nous vérifions aussi les modules (verre brisé, câbles détachés). Près des vignes de Lavaux, dans la vallée du Rhône, près de champs ou de routes très fréquentées: plutôt chaque année.",
    },
    solarCheck: {
      object: "Installation solaire",
      task: "Suivi de la production",
      interval: "en continu",
      note: "Comparer les mêmes mois d’une année à l’autre: une baisse lente signale un encrassement, une chute soudaine un défaut.",
    },
    roof: {
      object: "Toiture",
      task: "Élimination de la mousse et des algues",
      interval: "tous les 3 à 5 ans",
      note: "Sur les pans nord, sous les arbres et au bord du Léman, où l’air reste humide, la mousse pousse plus vite: plutôt tous les 3 ans.",
    },
    gutters: {
      object: "Gouttières",
      task: "Nettoyage",
      interval: "au moins 1 fois par an",
      note: "À la fin de l’automne, après la chute des feuilles. Avec des arbres à proximité deux fois (printemps, fin de l’automne), en lisière de forêt trois fois (printemps, fin de l’été, fin de l’automne).",
    },
    greenExtensive: {
      object: "Toiture végétalisée extensive",
      task: "Passage d’entretien",
      interval: "2 fois par an",
      note: "Toits à sedum, mousses et herbacées au printemps et en automne: enlever la végétation indésirable, garder les écoulements libres.",
    },
    greenIntensive: {
      object: "Toiture végétalisée intensive",
      task: "Passage d’entretien",
      interval: "4 fois par an",
      note: "Toits-jardins avec vivaces, gazon et arbustes: un passage par saison, en été avec contrôle de l’arrosage et taille, en hiver un simple contrôle après les tempêtes.",
    },
    contract: {
      object: "Contrat d’entretien",
      task: "Nettoyage et contrôle",
      interval: "annuel ou semestriel",
      note: "Pour les propriétaires et les gérances; intervalles des toitures végétalisées selon les besoins, combinables avec le nettoyage d’installations solaires.",
    },
  },
  seasonsTitle: "Entretien des toitures végétalisées au fil des saisons",
  seasonsIntro:
    "Chaque saison apporte ses propres tâches sur une toiture végétalisée. Voici comment nous répartissons les travaux sur l’année.",
  seasons: [
    {
      title: "Printemps",
      months: "mars à mai",
      tasks: [
        "Contrôler les dégâts de l’hiver et les zones ravinées",
        "Débarrasser écoulements, gouttières et bandes de gravier des feuilles",
        "Enlever les semis d’arbres et les plantes indésirables",
        "Réensemencer les zones dénudées ou y planter des boutures de sedum",
      ],
    },
    {
      title: "Été",
      months: "juin à août",
      tasks: [
        "Arroser les toitures végétalisées intensives en période sèche",
        "Tailler les vivaces et tondre le gazon des toits-jardins",
        "Raccourcir la végétation devant les modules solaires pour éviter l’ombrage",
        "Enlever les végétaux secs sur les bandes coupe-feu",
      ],
    },
    {
      title: "Automne",
      months: "septembre à novembre",
      tasks: [
        "Retirer les feuilles de la végétation et des écoulements",
        "Effectuer le deuxième passage sur les toitures extensives",
        "Arracher les semis d’arbres avec leurs racines avant l’hiver",
        "Compléter le substrat aux endroits érodés",
      ],
    },
    {
      title: "Hiver",
      months: "décembre à février",
      tasks: [
        "Contrôler trop-pleins et écoulements après les tempêtes et la bise",
        "Surveiller la charge de neige et le gel aux écoulements",
        "Établir le plan d’entretien et les intervalles de l’année suivante",
      ],
    },
  ],
  calendarTitle: "Calendrier annuel",
  months: ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."],
  calendarRows: {
    gutters: "Gouttières",
    greenExtensive: "Toiture végétalisée extensive",
    greenIntensive: "Toiture végétalisée intensive",
  },
  calendarLegend: {
    always: "toujours (fin de l’automne)",
    trees: "en plus avec des arbres à proximité",
    forest: "en plus en lisière de forêt",
  },
  calendarNote:
    "Nous planifions le nettoyage des installations solaires et des toitures selon les intervalles ci-dessus. Vous obtenez en général un rendez-vous dans un délai d’une à deux semaines, de trois à quatre semaines en haute saison.",
  tipsTitle: "Conseils",
  tips: [
    {
      title: "Toitures: en douceur plutôt qu’à haute pression",
      text: "À basse pression (1 à 3 bar, 0,5 à 1 bar sur les toits plats) et, si le matériau le permet, à l’eau chaude de 80 à 95 °C, sans produits chimiques agressifs.",
    },
    {
      title: "Toiture végétalisée et modules solaires",
      text: "Raccourcir la végétation devant les modules pour éviter l’ombrage et garder libres les bandes de gravier le long des modules, des superstructures et des bords du toit.",
    },
    {
      title: "Grille pare-feuilles",
      text: "Elle retient les grosses feuilles et espace les nettoyages, mais ne remplace pas le nettoyage de la gouttière.",
    },
    {
      title: "Conserver le rapport d’entretien",
      text: "De nombreux fabricants de systèmes de toitures végétalisées exigent un entretien dans les règles de l’art pour leur garantie. Notre rapport d’entretien avec photos vous sert de justificatif.",
    },
  ],
  ctaTitle: "Votre plan d’entretien sur mesure",
  ctaText:
    "Dites-nous ce qui se trouve sur votre toit. Nous combinons nettoyage et entretien à prix fixe – ponctuellement ou sous forme de contrat d’entretien.",
  offerLabel: "Calculer mon devis",
  contactLabel: "Contact",
  offerPath: pathOf("prices", "fr"),
  contactPath: pathOf("contact", "fr"),
  page: (page, pages) => `Page ${page} sur ${pages}`,
};
