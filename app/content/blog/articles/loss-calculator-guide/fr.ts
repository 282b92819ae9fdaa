import {
  DEFAULT_TARIFF_CHF_PER_KWH,
  SOILING_MAX,
  SOILING_MIN,
  SYSTEM_COST_CHF_PER_KWP,
  YIELD_KWH_PER_KWP,
} from "../../../../features/loss-calculator/loss";
import { formatChf } from "../../../../lib/format";
import { siteFacts } from "../../../site-facts";
import type { BlogArticle } from "../../types";
import { chf, kwh, lossScenarioResults, scenarioTableRows } from "./scenarios";

/** "1'000 kWh", "CHF 1'500", "CHF 0.08": the loss calculator's assumptions, as the guide quotes them. */
const yieldPerKwp = kwh(YIELD_KWH_PER_KWP);
const plantCost = chf(SYSTEM_COST_CHF_PER_KWP);
const tariff = formatChf(DEFAULT_TARIFF_CHF_PER_KWH);

const results = lossScenarioResults();
const { house, business, farm } = results;
const scenarioLabel = {
  house: "Maison individuelle en quartier résidentiel",
  business: "Toit commercial au bord d’une route principale",
  farm: "Exploitation agricole avec étable",
} as const;

/** The loss guide (French); its scenarios come from scenarios.ts, computed by the loss module. */
export const lossGuideFr = {
  title: "Calculateur de pertes: ce que coûte l’encrassement",
  description:
    "Pas à pas: comment utiliser notre calculateur de pertes, quelles valeurs préparer et comment interpréter les résultats pour votre installation photovoltaïque.",
  excerpt:
    "Puissance, tarif de reprise, emplacement: trois données suffisent pour estimer ce que l’encrassement coûte chaque année à votre installation solaire. Notre guide vous explique le calculateur.",
  author: "Marco Keller, nettoyage d’installations solaires",
  date: "2026-01-27",
  readTimeMinutes: 5,
  category: "Guide",
  tags: ["Calculateur de pertes", "Perte de rendement", "Tarif de reprise", "Nettoyage d’installations solaires"],
  intro: [
    "La plupart des propriétaires savent que la saleté réduit le rendement de leurs panneaux. Rares sont pourtant ceux qui peuvent chiffrer cette perte pour leur propre installation. C’est précisément pour cela que nous avons conçu notre calculateur de pertes. Trois données suffisent: la puissance de votre installation en kWc, votre tarif de reprise en CHF par kWh, généralement entre CHF 0.06 et CHF 0.12 par kWh en Suisse, et l’emplacement, par exemple zone résidentielle, agricole, commerciale ou route très fréquentée.",
    `Dans ce guide, nous parcourons le calculateur étape par étape, présentons des scénarios chiffrés et expliquons d’où viennent les résultats: perte de rendement en francs et en kWh, degré d’encrassement et dégâts possibles. Un exemple pour commencer: une installation de 50 kWc dont l’encrassement réduit le rendement de 8 % perd environ CHF 320 de recettes d’injection par an avec un tarif de reprise de ${tariff} par kWh, sans compter les dégâts que la saleté peut causer.`,
  ],

  imageAlt:
    "Illustration: modules solaires au soleil, un smartphone affichant un calculateur avec graphique et curseurs, et une pile de pièces en francs",
  blocks: [
    { type: "h2", text: "Ce que le calculateur de pertes vous indique" },
    {
      type: "p",
      text: `Le [calculateur de pertes](page:lossCalculator) estime combien de rendement et d’argent une installation photovoltaïque encrassée vous coûte chaque année. Il part d’une production annuelle de ${yieldPerKwp} par kWc, valeur courante sur le Plateau suisse, et d’un coût d’installation de ${plantCost} par kWc. Il en déduit la production attendue, la valeur de l’installation, la perte de production due à l’encrassement et le coût des dommages liés à l’usure et aux points chauds. Le calculateur n’existe pour l’instant qu’en allemand: dans ce guide, vous trouvez entre parenthèses le libellé allemand de chaque champ et de chaque résultat.`,
    },
    {
      type: "p",
      text: "Toutes les valeurs sont annuelles et calculées de manière volontairement prudente. Elles ne remplacent pas une mesure sur place, mais elles montrent de manière fiable si un nettoyage est rentable pour votre installation.",
    },

    { type: "h2", text: "Pas à pas: comment procéder" },
    {
      type: "ol",
      items: [
        "Saisissez la puissance de l’installation en kWc (Anlagenleistung): elle figure sur la fiche technique, sur la facture de l’installateur ou dans le portail de l’onduleur, par exemple 50 kWc.",
        "Indiquez le tarif de reprise en CHF par kWh (Einspeisevergütung): en Suisse, il se situe le plus souvent entre CHF 0.06 et CHF 0.12 par kWh, selon le gestionnaire de réseau, qu’il s’agisse des services industriels de votre ville ou d’un distributeur cantonal. Si vous consommez vous-même une grande partie de votre électricité, indiquez plutôt le prix que vous payez pour l’électricité du réseau.",
        "Choisissez l’emplacement de l’installation (Standort der Anlage): zone résidentielle (Wohngebiet), zone agricole (Landwirtschaft), zone artisanale ou industrielle (Gewerbe) ou route très fréquentée (Verkehr). Pour chaque emplacement, le calculateur propose d’abord un degré d’encrassement typique.",
        `Ajustez le degré d’encrassement (Verschmutzungsgrad) avec le curseur, de ${SOILING_MIN} à ${SOILING_MAX} %: des couches de poussière visibles, de la mousse le long des cadres ou des fientes sur plusieurs modules plaident pour une valeur plus élevée.`,
        "Lisez le résultat: le calculateur affiche la perte totale annuelle (Jährlicher Gesamtverlust), la perte due à l’encrassement (Verschmutzungsverlust), le coût des dommages (Schadenskosten), l’énergie perdue (Verlorene Energie), la production attendue (Sollertrag) et la valeur de l’installation (Anlagewert).",
      ],
    },

    { type: "h2", text: "Trois exemples concrets" },
    {
      type: "p",
      text: "Nous avons calculé les scénarios suivants avec le calculateur de pertes lui-même. Vous voyez ainsi à quel point la taille, l’emplacement et l’encrassement influencent le résultat.",
    },
    {
      type: "table",
      caption: "Pertes annuelles par scénario",
      head: [
        "Scénario",
        "Puissance",
        "Encrassement",
        "Énergie perdue",
        "Perte due à l’encrassement",
        "Coût des dommages",
        "Perte totale",
      ],
      rows: scenarioTableRows(scenarioLabel, { powerUnit: "kWc", percent: (p) => `${p} %` }),
    },
    {
      type: "p",
      text: `Pour la maison individuelle, un encrassement de ${house.soilingPercent} % fait perdre ${kwh(house.result.verlustKwh)} par an, soit ${chf(house.result.verlustFranken)} de recettes d’injection. Le toit commercial perd ${kwh(business.result.verlustKwh)}, soit ${chf(business.result.verlustFranken)}, et l’exploitation agricole pas moins de ${kwh(farm.result.verlustKwh)}, soit ${chf(farm.result.verlustFranken)}. Pour les deux plus grandes installations, un nettoyage, proposé dès CHF ${siteFacts.priceFromChf}, peut donc être amorti dès la première année.`,
    },
    {
      type: "callout",
      title: "Pourquoi le coût des dommages fait partie du calcul",
      text: "La saleté ne coûte pas seulement du rendement. Les cellules ombragées en permanence chauffent davantage (points chauds), et les mousses et les lichens attaquent les cadres et les joints. Le calculateur en tient compte avec un taux de dommages qui augmente avec l’encrassement et plafonne à 8 %, auquel s’ajoute l’usure annuelle normale de l’installation.",
    },

    { type: "h2", text: "Comment bien lire le résultat" },
    {
      type: "ul",
      items: [
        "Si la perte due à l’encrassement dépasse CHF 300 par an, un nettoyage professionnel est en règle générale rentable sans attendre.",
        "Si le coût des dommages augmente nettement, faites aussi contrôler l’installation: nous documentons chaque intervention en photos et signalons les modules qui présentent des anomalies.",
        "Comparez la production attendue calculée avec les valeurs relevées par votre onduleur. Si la production réelle s’en écarte de plus de 10 %, l’encrassement en est une cause fréquente.",
      ],
    },

    { type: "h2", text: "Les différences régionales" },
    {
      type: "p",
      text: "Dans les villes au trafic dense et à l’activité industrielle, comme [Bâle](page:city:basel) ou [Zurich](page:city:zuerich), de la suie et de la poussière fines se déposent, que la pluie n’emporte pas. Dans la région de [Berne](page:city:bern) et à la campagne, ce sont le pollen, les feuilles et l’ammoniac de l’agriculture qui forment des dépôts.",
    },
    {
      type: "p",
      text: "En Suisse romande, on retrouve les mêmes contrastes: dans les agglomérations de Genève et de Lausanne, le trafic et les chantiers laissent une fine pellicule grise sur les modules, tandis que dans les plaines agricoles de la Broye, du Gros-de-Vaud ou du Rhône valaisan, la poussière des champs, l’ammoniac des étables et le pollen des vergers encrassent davantage les modules. Près des vignobles de Lavaux ou du Valais, et partout où la bise soulève la poussière, les dépôts peuvent s’accumuler plus vite. Le calculateur de pertes en tient compte grâce au choix de l’emplacement.",
    },

    { type: "h2", text: "Du résultat au nettoyage" },
    {
      type: "p",
      text: "Nous nettoyons les installations photovoltaïques en douceur, à l’eau déminéralisée, sans produits chimiques et avec des brosses douces. Vous trouverez toutes nos prestations sur la page [nettoyage d’installations solaires](page:solar). Pour savoir à quel rythme un nettoyage est rentable, lisez notre article sur le [nettoyage régulier des installations solaires](page:blog:regular-cleaning-roi). Pour un devis ferme, écrivez-nous via le [formulaire de contact](page:contact) ou calculez directement votre prix avec notre [calculateur de devis](page:prices#calculator).",
    },
  ],
  faq: [
    {
      question: "Le calculateur de pertes est-il précis?",
      answer: `Il calcule avec des valeurs moyennes pour la Suisse: ${yieldPerKwp} par kWc et par an, et ${plantCost} de coût d’installation par kWc. Pour la plupart des installations, le résultat donne ainsi le bon ordre de grandeur; une mesure sur place le rend précis.`,
    },
    {
      question: "Quel degré d’encrassement choisir?",
      answer:
        "Partez de la valeur proposée pour votre emplacement. Si vous voyez depuis le sol des couches de poussière, des fientes ou de la mousse, augmentez-la. Après un an sans nettoyage, 15 à 30 % sont courants en zone résidentielle, davantage près d’étables ou de routes.",
    },
    {
      question: "Mes données sont-elles enregistrées?",
      answer:
        "Non. Le calculateur de pertes fait ses calculs directement dans votre navigateur. Aucune donnée ne nous est transmise tant que vous ne demandez pas vous-même un devis.",
    },
    {
      question: "À quelle fréquence faut-il faire nettoyer son installation?",
      answer:
        "Nous recommandons un nettoyage tous les 1 à 2 ans et un contrôle tous les 12 à 24 mois. En cas de fort encrassement, par exemple à côté d’une étable, un nettoyage annuel peut être judicieux.",
    },
  ],
} satisfies BlogArticle;
