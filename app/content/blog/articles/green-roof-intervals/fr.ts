import { siteFacts } from "../../../site-facts";
import type { BlogArticle } from "../../types";

const insuranceMillions = siteFacts.liabilityInsuranceChf / 1_000_000;

/** "Entretien des toitures végétalisées: intervalles, sécurité et valeur" (French, retold for Suisse romande). */
export const greenRoofIntervalsFr = {
  title: "Entretien des toitures végétalisées: intervalles, sécurité et valeur",
  description:
    "À quelle fréquence entretenir une toiture végétalisée extensive ou intensive, que faire à chaque saison et comment un entretien régulier protège l’étanchéité du toit.",
  excerpt:
    "Une toiture végétalisée demande peu d’entretien, mais elle en demande. Quels intervalles conviennent aux végétalisations extensives et intensives, et que fait-on à chaque passage?",
  author: "Luca Brunner, entretien des toitures végétalisées",
  date: "2026-03-17",
  readTimeMinutes: 10,
  category: "Environnement",
  tags: ["Toiture végétalisée", "Végétalisation", "Intervalles d’entretien", "Étanchéité"],
  intro: [
    "Les toitures végétalisées ont la réputation de demander peu d’entretien, et c’est vrai, à condition qu’on les contrôle régulièrement. Sans entretien, des semis d’arbres s’installent et leurs racines peuvent menacer l’étanchéité, les évacuations se bouchent et l’eau s’accumule lors des fortes pluies. Pour les toitures extensives avec sedum et herbacées, nous recommandons deux passages par an, au printemps et en automne. Les toitures intensives, avec vivaces, gazon ou arbustes, demandent un passage par saison, soit quatre par an.",
    "Dans cet article, nous passons les saisons en revue: au printemps, le contrôle et le réensemencement; en été, l’arrosage pendant les périodes sèches; en automne, le ramassage des feuilles et le dégagement des écoulements; en hiver, un contrôle après les tempêtes et la surveillance de la charge de neige et de la glace. Nous montrons aussi quelles mesures de sécurité sont indispensables sur le toit et comment un contrat d’entretien vous permet de planifier les passages, que votre toiture se trouve au bord du Léman, sur le Plateau fribourgeois ou dans la plaine du Rhône.",
  ],

  imageAlt:
    "Illustration: bâtiment à toit plat couvert d’une végétation extensive en fleurs, avec bordure de toit, descente d’eau pluviale et arbre voisin",
  blocks: [
    { type: "h2", text: "Extensive ou intensive: quelle toiture végétalisée avez-vous?" },
    {
      type: "p",
      text: "La fréquence d’entretien d’une toiture végétalisée dépend avant tout du type de végétalisation. La distinction est simple, et un coup d’œil sur le toit suffit le plus souvent.",
    },
    { type: "h3", text: "Végétalisation extensive" },
    {
      type: "p",
      text: "Les toitures végétalisées extensives reposent sur une fine couche de substrat, en général de moins de 15 centimètres. Y poussent des plantes sobres et résistantes à la sécheresse: sedum, herbacées, graminées et mousses. Elles ne sont pas prévues pour être fréquentées, se passent d’arrosage une fois la phase d’enracinement terminée et restent relativement légères. On les trouve typiquement sur les toits plats des maisons individuelles, des garages, des couverts à voitures ainsi que des bâtiments artisanaux et industriels. À Bâle-Ville, où se trouve notre siège, elles sont particulièrement répandues, car les toits plats neufs et rénovés doivent en règle générale y être végétalisés. En Suisse romande aussi, on les rencontre sur de nombreux toits plats, de Genève à Sion.",
    },
    { type: "h3", text: "Végétalisation intensive" },
    {
      type: "p",
      text: "Les toitures végétalisées intensives sont de véritables toits-jardins: une couche de substrat nettement plus épaisse porte des vivaces, du gazon, des arbustes et parfois de petits arbres. Ces surfaces sont accessibles et utilisées, par exemple comme terrasse, cour intérieure ou espace de détente pour le personnel. Elles demandent donc un entretien proche de celui d’un jardin au sol: arrosage, tonte, taille et fertilisation.",
    },
    { type: "h3", text: "Formes mixtes" },
    {
      type: "p",
      text: "Entre les deux, il existe des formes intermédiaires: des surfaces extensives avec quelques massifs de vivaces, ou des végétalisations intensives simples avec des graminées et des arbustes bas. Dans ce cas, nous fixons l’intervalle selon l’état du toit, le plus souvent entre deux et quatre passages par an.",
    },

    { type: "h2", text: "Les intervalles d’entretien en un coup d’œil" },
    {
      type: "table",
      caption: "Intervalles d’entretien recommandés selon le type de végétalisation",
      head: ["Type de toiture", "Passages par an", "Période", "Priorités"],
      rows: [
        [
          "Toiture végétalisée extensive",
          "2",
          "printemps et automne",
          "retirer la végétation indésirable, dégager les évacuations et les bandes de gravier, combler les zones dénudées",
        ],
        [
          "Toiture végétalisée intensive",
          "4 (un par saison)",
          "printemps, été, automne; en hiver, contrôle après les tempêtes",
          "taille, entretien du gazon, contrôle de l’arrosage, fertilisation, évacuations et feuilles",
        ],
        [
          "Forme mixte",
          "2 à 4",
          "selon l’état et les plantations",
          "comme une toiture extensive, plus l’entretien des massifs et des arbustes",
        ],
        [
          "Contrat d’entretien",
          "selon les besoins",
          "planifiés d’avance, avec passages supplémentaires après les intempéries",
          "tous les travaux du type de toiture, documentation avec photos",
        ],
      ],
    },
    {
      type: "p",
      text: "Ces intervalles sont des valeurs indicatives. Si de grands feuillus se dressent à proximité, par exemple des platanes comme on en voit souvent le long des quais et des avenues, un passage supplémentaire est souvent nécessaire à la fin de l’automne pour dégager les évacuations et les gouttières. Après un violent orage ou une tempête, un contrôle rapide vaut aussi la peine, même en dehors des passages prévus.",
    },

    { type: "h2", text: "Ce que nous faisons à chaque passage" },
    {
      type: "p",
      text: "Un passage d’entretien, c’est bien plus que du désherbage. À chaque visite, nous suivons une liste fixe, pour que rien ne soit oublié:",
    },
    {
      type: "ul",
      items: [
        "Contrôle de la végétation: taux de couverture, zones dénudées, dégâts dus à la sécheresse et espèces indésirables.",
        "Arrachage des semis d’arbres comme le bouleau, l’érable, le saule ou le peuplier, avec leurs racines, tant qu’ils sont encore petits.",
        "Ouverture et nettoyage des écoulements de toiture et des regards de contrôle, pour que l’eau de pluie puisse s’évacuer en tout temps.",
        "Dégagement des bandes de gravier le long des rives, des acrotères, des coupoles d’éclairage et des traversées de toiture.",
        "Contrôle visuel de l’étanchéité aux raccords, aux tôles et aux traversées, dans la mesure où ils sont accessibles.",
        "Contrôle du substrat: ravinements, zones érodées par le vent, notamment par la bise sur les toits exposés, et endroits compactés.",
        "Documentation de l’état du toit avec photos et remarques sur les éventuels défauts.",
      ],
    },

    { type: "h2", text: "Les saisons en détail" },
    { type: "h3", text: "Printemps: contrôle et réensemencement" },
    {
      type: "p",
      text: "Après l’hiver, nous faisons le point: le gel a-t-il laissé des dégâts, les évacuations sont-elles libres, où des zones dénudées sont-elles apparues? À ce moment, les semis d’arbres s’arrachent encore facilement avec leurs racines. Sur les toitures extensives, nous comblons les zones dénudées avec des boutures de sedum ou un mélange de semences adapté. Nous ne les fertilisons qu’en cas de besoin, avec parcimonie et au moyen d’un engrais à action lente, car trop de nutriments favorise les graminées et la végétation indésirable. Sur les toitures intensives, c’est le moment de tailler les vivaces, de tondre le gazon pour la première fois et de remettre l’arrosage en service.",
    },
    { type: "h3", text: "Été: arrosage et protection incendie" },
    {
      type: "p",
      text: "Les végétalisations extensives sont conçues pour supporter la sécheresse. Si le sedum prend une teinte rougeâtre ou brune au cœur de l’été, par exemple lors d’une longue période chaude en Valais central, il s’agit le plus souvent d’une réaction de protection et non d’un motif d’inquiétude: les plantes se rétablissent après la pluie suivante. Seules les surfaces fraîchement aménagées ont besoin d’eau pendant les périodes sèches. Les toitures intensives, en revanche, doivent être arrosées, tondues et désherbées régulièrement. En été, la protection incendie devient aussi un sujet: l’herbe sèche s’enflamme facilement, surtout par temps de foehn. Les bandes de gravier autour des superstructures, des installations de ventilation et des modules solaires doivent donc rester libres de toute végétation.",
    },
    { type: "h3", text: "Automne: feuilles et évacuations" },
    {
      type: "p",
      text: "En automne, tout tourne autour de l’eau. Nous retirons les feuilles, les inflorescences fanées et les parties mortes des plantes, nettoyons les écoulements et les regards de contrôle et arrachons les semis d’arbres apparus pendant l’été. Sur les toitures intensives suivent la dernière tonte, la taille des arbustes et la vidange de l’arrosage avant le premier gel. Le toit aborde ainsi l’hiver en bon état, et l’eau des fortes pluies comme celle de la fonte des neiges peut s’écouler sans obstacle.",
    },
    { type: "h3", text: "Hiver: charge de neige et glace sous surveillance" },
    {
      type: "p",
      text: "En hiver, les plantes sont au repos et les travaux d’entretien s’arrêtent: sur les toitures intensives, le passage d’hiver se limite à un contrôle après les tempêtes. L’essentiel est que l’eau de fonte puisse s’écouler: des évacuations gelées entraînent de l’eau stagnante sur le toit au moment du dégel. Après des chutes de neige exceptionnelles, comme il en tombe parfois dans le Jura ou sur les coteaux valaisans, surveillez la charge de neige et faites appel à un spécialiste en cas de doute. Évitez de marcher sur la végétation gelée, car les plantes se cassent facilement. Le sel de déneigement n’a rien à faire sur une toiture végétalisée: il abîme les plantes et le substrat.",
    },

    { type: "h2", text: "La sécurité sur une toiture végétalisée" },
    {
      type: "p",
      text: "Les toits plats paraissent inoffensifs, et pourtant les chutes y arrivent aussi: en bord de toit non sécurisé, à travers une coupole d’éclairage ou sur une végétation mouillée et glissante. Pour les travaux sur le toit, les prescriptions de protection contre les chutes de l’ordonnance sur les travaux de construction (OTConst) et de la Suva s’appliquent. Nos équipes travaillent donc toujours avec une protection antichute, que ce soit au moyen de points d’ancrage fixes, d’une protection latérale provisoire ou de cordes d’assurage.",
    },
    {
      type: "ul",
      items: [
        "Déterminez comment accéder au toit en toute sécurité: par une sortie de toit, une échelle fixe ou une nacelle élévatrice.",
        "Notez l’emplacement des points d’ancrage et faites-les contrôler régulièrement.",
        "Gardez à portée de main les plans du toit avec les évacuations, les trop-pleins de secours et les traversées.",
        "Ne montez jamais seul sur le toit, ni par temps de pluie, de verglas ou de tempête, ni quand la bise souffle fort.",
      ],
    },
    {
      type: "callout",
      title: "On ne marche jamais sur une coupole",
      text: `Les coupoles et les lanterneaux ne supportent en général pas le poids d’une personne, et en été, ils se voient souvent mal au milieu des hautes herbes. Tenez-vous à distance, ou faites sécuriser les coupoles par des grilles ou des barrières. Et si quelque chose devait arriver malgré tout, notre assurance responsabilité civile couvre les dommages jusqu’à CHF ${insuranceMillions} millions.`,
    },

    { type: "h2", text: "Préserver la valeur: pourquoi l’entretien protège l’étanchéité" },
    {
      type: "p",
      text: "Une toiture végétalisée bien entretenue protège l’étanchéité des UV, de la grêle et des fortes variations de température. Elle retient l’eau de pluie, soulage les canalisations, rafraîchit en été les pièces situées dessous et offre un habitat aux insectes et aux oiseaux. Mais elle n’apporte ces avantages que si elle reste intacte.",
    },
    {
      type: "p",
      text: "Sans entretien, la protection se retourne contre le bâtiment. Les racines des arbustes cherchent leur chemin vers les raccords et les joints, les évacuations bouchées laissent l’eau stagner sur l’étanchéité, et un substrat gorgé d’eau alourdit encore la charge sur la structure porteuse. Les dégâts sous une toiture végétalisée sont en outre difficiles à localiser et à réparer, car il faut d’abord enlever le substrat et la végétation. En comparaison, deux à quatre passages d’entretien par an sont une assurance avantageuse pour la valeur de votre bien immobilier.",
    },
    {
      type: "ul",
      items: [
        "Les racines des arbustes sont retirées avant de menacer l’étanchéité.",
        "Des évacuations dégagées empêchent les refoulements et les dégâts d’eau lors des fortes pluies.",
        "Une végétation intacte protège durablement l’étanchéité des intempéries.",
        "Les rapports et les photos attestent du bon entretien lors d’une vente, d’un sinistre ou d’une rénovation.",
      ],
    },

    { type: "h2", text: "Combiner toiture végétalisée et installation solaire" },
    {
      type: "p",
      text: "De plus en plus de toits plats portent les deux: végétation et photovoltaïque. Les deux font bon ménage: la végétation garde les abords des modules plus frais, et les modules ont un meilleur rendement grâce à des températures plus basses. Pour que cela dure, la végétation ne doit pas ombrager les modules: les plantes situées devant le bord inférieur des modules doivent rester basses, et les semis d’arbres entre les rangées sont retirés tôt. Sur les toits combinés, nous effectuons volontiers l’entretien de la toiture végétalisée et le nettoyage des modules lors de la même intervention.",
    },
    {
      type: "p",
      text: `Une précision, par souci de transparence: la formation certifiée dont notre équipe est au bénéfice depuis ${siteFacts.certifiedSince} porte exclusivement sur le nettoyage d’installations solaires. Elle ne s’applique pas à l’entretien des toitures végétalisées; nos équipes expérimentées effectuent ces travaux selon les principes décrits dans cet article. Pour en savoir plus sur le nettoyage des modules, consultez notre page [nettoyage d’installations solaires](page:solar).`,
    },

    { type: "h2", text: "Planifier l’entretien: intervention ponctuelle ou contrat" },
    {
      type: "p",
      text: "Vous pouvez nous commander des passages ponctuels à tout moment. Pour la plupart des toitures végétalisées, un contrat d’entretien est toutefois la solution la plus simple: les passages du printemps et de l’automne, ou un passage par saison pour les toitures intensives, sont planifiés d’avance, et après des intempéries, nous passons en plus si nécessaire. Pour les gérances et les responsables techniques (facility managers) qui s’occupent de plusieurs immeubles, nous regroupons les interventions; pour en savoir plus, consultez notre page pour la [clientèle professionnelle](page:b2b).",
    },
    {
      type: "p",
      text: "Entre deux passages, vous pouvez vous-même faire beaucoup sans monter sur le toit:",
    },
    {
      type: "ol",
      items: [
        "Après de fortes pluies, vérifiez si de l’eau s’accumule sur le toit ou si les trop-pleins de secours se mettent à couler.",
        "Surveillez les taches d’humidité aux plafonds et aux murs sous le toit, et signalez-les immédiatement.",
        "Observez depuis une fenêtre ou depuis le bâtiment voisin si de hautes herbes ou de jeunes arbres apparaissent.",
        "Faites aussi nettoyer les gouttières au moins une fois par an, deux fois à proximité d’arbres.",
      ],
    },
    {
      type: "p",
      text: "Pour en savoir plus sur nos prestations, consultez nos pages sur l’[entretien des toitures végétalisées](page:greenRoof) et sur le [nettoyage des gouttières](page:gutterCleaning). Vous avez aussi des modules sur le toit? Notre article sur le [nettoyage régulier des installations solaires](page:blog:regular-cleaning-roi) explique quand il est rentable.",
    },
    {
      type: "p",
      text: "Vous souhaitez confier l’entretien de votre toiture végétalisée à des professionnels ou discuter des intervalles qui lui conviennent? Écrivez-nous via la page [contact](page:contact) pour un devis sans engagement. Et si votre toit porte aussi des modules solaires, notre [calculateur de devis](page:prices#calculator) vous indique tout de suite le prix de leur nettoyage.",
    },
  ],
  faq: [
    {
      question: "À quelle fréquence faut-il entretenir une toiture végétalisée?",
      answer:
        "Les toitures végétalisées extensives, avec sedum, herbacées et graminées, demandent deux passages par an, au printemps et en automne. Les toitures intensives, avec vivaces, gazon ou arbustes, en demandent un par saison, soit quatre par an; en hiver, ce passage se limite à un contrôle après les tempêtes. Si des feuillus se trouvent à proximité, ou après des intempéries, un contrôle supplémentaire des évacuations est judicieux.",
    },
    {
      question: "Faut-il arroser une toiture végétalisée extensive en été?",
      answer:
        "En règle générale, non. Les végétalisations extensives sont conçues pour la sécheresse; une teinte rougeâtre ou brunâtre du sedum au cœur de l’été est une réaction de protection normale. Seules les surfaces fraîchement aménagées sont arrosées pendant la phase d’enracinement. Les toitures intensives, en revanche, ont besoin d’eau régulièrement pendant les périodes sèches.",
    },
    {
      question: "Votre formation certifiée s’applique-t-elle aussi à l’entretien des toitures végétalisées?",
      answer: `Non. Notre formation certifiée porte exclusivement sur le nettoyage d’installations solaires. Nos équipes expérimentées entretiennent les toitures végétalisées avec une protection antichute et selon des listes de contrôle fixes, et notre assurance responsabilité civile couvre les dommages jusqu’à CHF ${insuranceMillions} millions.`,
    },
  ],
} satisfies BlogArticle;
