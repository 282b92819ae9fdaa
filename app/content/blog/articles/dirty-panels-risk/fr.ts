import { siteFacts } from "../../../site-facts";
import type { BlogArticle } from "../../types";

const { light, heavy } = siteFacts.soilingLossPercent;
const insuranceMillions = siteFacts.liabilityInsuranceChf / 1_000_000;

/** "Pourquoi des panneaux solaires encrassés sont un risque" (French, retold for Suisse romande). */
export const dirtyPanelsRiskFr = {
  title: "Pourquoi des panneaux solaires encrassés sont un risque",
  description:
    "Fientes, feuilles et lichens ne coûtent pas que du rendement: ils peuvent causer des points chauds et abîmer durablement vos modules. Les risques à connaître.",
  excerpt:
    "La saleté sur les modules solaires est bien plus qu’un défaut esthétique: elle entraîne perte de rendement, points chauds et vieillissement prématuré. Voici comment la prévenir.",
  author: "Marco Keller, nettoyage d’installations solaires",
  date: "2026-09-15",
  readTimeMinutes: 11,
  category: "Technologie",
  tags: ["Nettoyage d’installations solaires", "Points chauds", "Fientes d’oiseaux", "Protection des modules"],
  intro: [
    `Beaucoup de propriétaires pensent que la pluie suffit à garder leur installation solaire propre. Ce n’est guère le cas lorsque les modules sont peu inclinés ou que les dépôts sont tenaces: fientes d’oiseaux, pollen, suie ou lichens. La saleté s’accumule surtout le long du bord inférieur des modules, là où l’eau s’écoule, et forme peu à peu une couche qui absorbe la lumière. Que votre toit domine le Léman, se trouve au milieu des vignes de Lavaux ou en bordure des champs de la Broye, le constat est le même: un encrassement léger coûte ${light.from} à ${light.to} % du rendement, un encrassement important ${heavy.from} à ${heavy.to} %.`,
    "Plus encore que la perte de production, ce sont les dégâts qui en découlent qui comptent. Lorsqu’une tache recouvre certaines cellules, celles-ci se comportent comme une résistance et peuvent fortement chauffer: c’est ce qu’on appelle un point chaud, qui peut abîmer durablement les cellules et le film de protection arrière du module (backsheet). Les lichens et les mousses retiennent en outre l’humidité contre le cadre. Dans cet article, nous vous expliquons comment reconnaître un encrassement critique et pourquoi un nettoyage professionnel à l’eau déminéralisée tous les 1 à 2 ans permet de prévenir ces risques.",
  ],

  imageAlt:
    "Illustration: rangée de modules solaires sur leur support, sous un ciel bleu et un soleil éclatant, au-dessus d’un pré vert",
  blocks: [
    { type: "h2", text: "Les salissures que l’on trouve sur les modules" },
    {
      type: "p",
      text: "Toutes les salissures ne posent pas le même problème. Pour évaluer la situation de manière réaliste, il vaut la peine de distinguer trois types d’encrassement, car ils n’agissent pas de la même façon sur le rendement, sur les matériaux et sur la sécurité.",
    },
    { type: "h3", text: "Le voile de saleté uniforme" },
    {
      type: "p",
      text: "Particules fines, suie, pollen, abrasion des pneus et des freins le long des routes et des voies ferrées, poussière des champs et des chantiers: tout cela se dépose en un film mince sur toute la surface des modules. Pensez à une maison proche de l’autoroute entre Genève et Lausanne, d’une ligne CFF ou d’une plaine agricole. Chaque pluie emporte une partie de ce film, mais laisse un résidu qui sèche et se lie à la couche suivante. Les longues périodes de bise, sèches et sans pluie, favorisent encore cette accumulation. Ce voile absorbe la lumière de manière uniforme et fait baisser le rendement insidieusement. Comme la baisse est lente, on ne la remarque souvent qu’en mettant côte à côte la production de plusieurs années.",
    },
    { type: "h3", text: "Les taches ponctuelles" },
    {
      type: "p",
      text: "Fientes d’oiseaux, feuilles, fleurs ou résine recouvrent une partie ou la totalité de certaines cellules. Ces taches sont particulièrement délicates, pour le rendement comme pour le module, car les cellules d’un module sont montées en série: une seule cellule fortement recouverte freine toute la chaîne de cellules. Les fientes adhèrent en outre très fortement et ne partent guère, même sous une forte averse. Près des rives du Léman ou du lac de Neuchâtel, où les mouettes aiment se poser sur les faîtes, il faut s’attendre à en trouver davantage.",
    },
    { type: "h3", text: "La colonisation biologique" },
    {
      type: "p",
      text: "Mousses, algues et lichens s’installent de préférence sur la partie basse du cadre, là où la saleté et l’humidité s’accumulent, par exemple sur un toit ombragé en lisière de forêt ou dans un endroit humide au bord d’un lac. À partir de là, ils gagnent lentement les cellules, retiennent l’eau et libèrent des substances qui peuvent attaquer les surfaces. Cette colonisation ne disparaît pas d’elle-même: elle s’étend d’année en année.",
    },

    { type: "h2", text: "Risque 1: une perte de rendement qui s’additionne chaque année" },
    {
      type: "p",
      text: `Le dommage le plus évident, c’est l’électricité qui manque. Avec un encrassement léger, une installation produit ${light.from} à ${light.to} % de moins, avec un encrassement important ${heavy.from} à ${heavy.to} % de moins. Cette perte n’est pas ponctuelle: elle se répète chaque année et augmente tant que personne n’intervient.`,
    },
    {
      type: "p",
      text: "Prenons un exemple: une installation de 10 kWc sur une villa du Plateau produit environ 10'000 kWh par an. Si l’encrassement lui fait perdre 8 %, il manque 800 kWh. Si cette électricité est injectée dans le réseau à un tarif de reprise de CHF 0.08 par kWh, vous perdez CHF 64 par an. Si vous l’aviez consommée vous-même, à la place d’électricité achetée plus cher au réseau, la perte serait nettement plus élevée. Pour les installations plus grandes, sur un immeuble locatif, un bâtiment artisanal ou une grange, on parle vite de plusieurs centaines de francs par an. Pour estimer la perte de votre propre installation, lisez notre article [Combien de rendement perd une installation solaire encrassée?](page:blog:output-loss) et utilisez notre [calculateur de pertes](page:lossCalculator).",
    },

    { type: "h2", text: "Risque 2: les points chauds, quand des cellules surchauffent" },
    {
      type: "p",
      text: "Les points chauds sont la principale raison de prendre au sérieux les taches ponctuelles. Ils ne sont pas dus à la chaleur du soleil en tant que telle, mais à la manière dont les cellules sont connectées entre elles.",
    },
    { type: "h3", text: "Comment naît un point chaud" },
    {
      type: "p",
      text: "Dans un module, des dizaines de cellules sont montées en série, et le même courant les traverse toutes. Si une fiente ou une feuille mouillée recouvre une cellule, celle-ci ne produit presque plus rien. Les autres cellules de la chaîne forcent pourtant leur courant à la traverser. La cellule recouverte agit alors comme une résistance et transforme la puissance électrique en chaleur. Les diodes de dérivation (bypass) logées dans la boîte de jonction limitent cet effet en court-circuitant une chaîne de cellules. Elles ne protègent toutefois pas complètement dans toutes les situations, et une chaîne ainsi court-circuitée ne produit plus rien pendant ce temps.",
    },
    {
      type: "p",
      text: "Si l’ombrage dure des semaines ou des mois, l’échauffement local peut endommager durablement la cellule, ses soudures et le film arrière. Les conséquences typiques sont des décolorations, des microfissures qui s’étendent et, dans les cas extrêmes, une brûlure dans le film. Un module ainsi endommagé perd de la puissance pour de bon, même après un nettoyage minutieux.",
    },
    { type: "h3", text: "Les signes d’alerte" },
    {
      type: "ul",
      items: [
        "Dans le suivi de production (monitoring), une chaîne de modules (string) produit sensiblement moins que des strings comparables de même orientation.",
        "Certaines cellules présentent des décolorations brunâtres ou jaunâtres.",
        "Des taches tenaces, comme des fientes, se trouvent au même endroit depuis des mois.",
        "Au dos des modules, le film présente des cloques, des décolorations ou des traces de brûlure.",
      ],
    },
    {
      type: "p",
      text: "Seule une thermographie de l’installation en fonctionnement, par temps ensoleillé, permet d’en avoir le cœur net; votre installateur peut par exemple s’en charger. Si vous remarquez de tels signes, ne traitez pas vous-même les endroits concernés: faites appel à un spécialiste.",
    },

    { type: "h2", text: "Risque 3: des dégâts au verre, aux cadres et aux joints" },
    {
      type: "p",
      text: "Le verre frontal des modules modernes est robuste, mais pas invulnérable. De nombreux fabricants le dotent d’un revêtement antireflet qui laisse passer davantage de lumière vers les cellules. Or ce revêtement souffre précisément des dépôts agressifs et des mauvaises méthodes de nettoyage.",
    },
    {
      type: "ul",
      items: [
        "Les fientes d’oiseaux et les lichens contiennent des acides qui, après une longue exposition, peuvent attaquer la surface du verre et son revêtement.",
        "L’ammoniac des étables et du lisier se combine à la poussière pour former un dépôt collant, toujours plus difficile à enlever d’une année à l’autre: à surveiller si votre toit jouxte une ferme d’élevage.",
        "Les mousses et les lichens retiennent l’humidité contre le cadre et peuvent accélérer le vieillissement des joints et des bords.",
        "L’eau du robinet calcaire laisse en séchant des taches qui absorbent à leur tour la lumière et retiennent de nouvelles salissures.",
        "Les éponges abrasives, les brosses dures et les nettoyeurs haute pression rayent le revêtement ou font pénétrer l’eau dans les cadres et les joints.",
      ],
    },
    {
      type: "p",
      text: "Une partie de ces dégâts est irréversible. Plus les dépôts restent longtemps, plus le risque augmente qu’un voile mat subsiste après le nettoyage. Un entretien précoce revient donc presque toujours moins cher qu’une remise en état coûteuse après de nombreuses années.",
    },

    { type: "h2", text: "Risque 4: garantie et preuve d’entretien" },
    {
      type: "p",
      text: "Les fabricants de modules accordent en règle générale deux garanties: une garantie produit contre les défauts de matériaux et de fabrication, et une garantie de performance qui promet une puissance minimale pendant de nombreuses années. Toutes deux sont assorties de conditions. Les notices de montage et d’entretien de nombreux fabricants précisent comment les modules peuvent être nettoyés et ce qu’il faut éviter, par exemple la haute pression, les solvants ou les produits abrasifs.",
    },
    {
      type: "p",
      text: "Pour vous, propriétaire, cela signifie que des dégâts dus à un manque d’entretien ou à un nettoyage inadapté peuvent donner lieu à des litiges avec le fabricant. Un point chaud causé par une fiente restée des mois au même endroit peut difficilement être invoqué comme défaut de fabrication. Conservez donc les factures et les rapports de nettoyage avec les documents de l’installation. Ils prouvent que l’installation a été entretenue correctement et consignent son état à un moment précis. Dans une PPE, le plus simple est de les remettre à l’administrateur, qui les classe avec le reste du dossier technique. Les obligations qui s’appliquent à vos modules figurent dans les conditions de garantie; votre installateur peut aussi vous renseigner.",
    },

    { type: "h2", text: "Risque 5: protection incendie et sécurité" },
    {
      type: "p",
      text: "Une installation photovoltaïque posée dans les règles de l’art est sûre. L’encrassement et l’absence de contrôle peuvent toutefois augmenter le risque, surtout lorsque plusieurs défauts se cumulent.",
    },
    { type: "h3", text: "Feuilles, nids et animaux sous les modules" },
    {
      type: "p",
      text: "Sous les modules s’accumulent des feuilles, des brindilles et des matériaux de nidification. Une fois secs, ces matériaux brûlent facilement, et ils se trouvent exactement là où passent les câbles et les connecteurs. Les pigeons et les fouines abîment en outre l’isolation des câbles. Lors d’un nettoyage, les spécialistes repèrent ces endroits et peuvent les documenter avant qu’un câble rongé ne devienne un vrai problème.",
    },
    { type: "h3", text: "Sécurité électrique et risque de chute" },
    {
      type: "p",
      text: "Les modules solaires sont sous tension dès que la lumière les atteint, et on ne peut pas simplement les couper. Le courant continu d’une ligne endommagée est dangereux. Ne nettoyez donc jamais des modules dont le verre est fêlé, dont les câbles sont abîmés ou dont la boîte de jonction est ouverte, et ne touchez pas ces endroits. S’y ajoute le risque de chute: sur un toit en forte pente, sur des tuiles mouillées ou des surfaces couvertes de mousse, on perd vite l’équilibre, que ce soit sur un chalet valaisan ou sur une maison de la Riviera. Les travaux sur le toit doivent être confiés à des personnes expérimentées, équipées d’une protection antichute.",
    },
    {
      type: "callout",
      title: "Important pour votre sécurité",
      text: "Ne montez pas vous-même sur le toit pour nettoyer, et n’utilisez pas de nettoyeur haute pression. Prenez plutôt quelques photos des modules depuis le sol ou depuis une fenêtre de toit, et envoyez-les-nous. Nous évaluons ensuite si un nettoyage est nécessaire.",
    },

    { type: "h2", text: "Comment reconnaître un encrassement critique" },
    {
      type: "p",
      text: "Pour évaluer l’état de votre installation, vous n’avez pas besoin de monter sur le toit. Ces quelques étapes suffisent pour vous en faire une bonne idée:",
    },
    {
      type: "ol",
      items: [
        "Comparez la production mensuelle et annuelle affichée par votre suivi de production avec celle des années précédentes. Une baisse progressive indique un encrassement, une chute soudaine plutôt un défaut technique.",
        "Observez les modules sous une lumière rasante, depuis le sol, une fenêtre de toit ou un bâtiment voisin plus haut, au besoin avec des jumelles. Un voile gris, une bordure sombre au bas des modules ou des taches claires isolées se voient bien.",
        "Guettez les traces vertes sur les cadres: mousses et lichens montrent que l’humidité et la saleté y stagnent longtemps.",
        "Examinez les environs: arbres, champs, vignes, étables, chantiers, routes très fréquentées ou voies ferrées à proximité accélèrent l’encrassement.",
        "Observez les oiseaux: si des pigeons ou des mouettes se posent régulièrement sur le faîte, il faut s’attendre à des fientes sur les modules.",
      ],
    },
    {
      type: "p",
      text: "Si plusieurs de ces points s’appliquent, ou si le dernier contrôle remonte à plus de 12 à 24 mois, il vaut la peine de faire évaluer l’installation par un professionnel.",
    },

    { type: "h2", text: "Bien prévenir: un nettoyage sans risque" },
    {
      type: "p",
      text: "La bonne nouvelle: la plupart de ces risques peuvent être évités grâce à un nettoyage professionnel tous les 1 à 2 ans et à un contrôle tous les 12 à 24 mois. La méthode est décisive, car un mauvais nettoyage cause plus de dégâts que la saleté elle-même.",
    },
    {
      type: "ul",
      items: [
        "L’eau, déminéralisée sur place par échange d’ions, dissout la saleté et sèche sans traces de calcaire, sans aucun produit chimique.",
        "Des brosses douces détachent les dépôts sans rayer le verre ni son revêtement.",
        "Une basse pression de 1 à 3 bars préserve les cadres et les joints; nous n’utilisons jamais de nettoyeur haute pression.",
        "Sur les grands toits plats, un robot de nettoyage traite la surface de manière régulière, sans surcharger les modules; des drones servent au contrôle et à la documentation.",
        `Nos équipes travaillent avec une protection antichute, et notre assurance responsabilité civile nous couvre jusqu’à CHF ${insuranceMillions} millions.`,
      ],
    },
    {
      type: "p",
      text: "Pour une installation de 50 à 100 m², comptez deux à quatre heures sur place. Vous obtenez en général un rendez-vous dans un délai de 1 à 2 semaines, de 3 à 4 semaines en haute saison. Pendant le nettoyage, nous prêtons attention aux dégâts visibles, comme des fissures, des câbles détachés ou des décolorations, et les consignons dans le rapport de nettoyage. Pour en savoir plus sur le déroulement, consultez notre page [nettoyage d’installations solaires](page:solar); vous trouverez les réponses aux questions fréquentes dans notre [FAQ](page:faq).",
    },
    {
      type: "callout",
      title: "La règle à retenir",
      text: "Baisse progressive de la production, bordure de saleté visible ou traces vertes sur les cadres: il est temps de nettoyer. Et si une tache recouvre la même cellule depuis des mois, n’attendez pas le prochain rendez-vous prévu.",
    },
    {
      type: "p",
      text: "Vous voulez savoir où en est votre installation? Écrivez-nous via notre page [contact](page:contact), ou calculez directement votre prix avec notre [calculateur de devis](page:prices#calculator), sans frais de déplacement et avec notre garantie de satisfaction.",
    },
  ],
  faq: [
    {
      question: "La pluie ne suffit-elle pas à garder les panneaux solaires propres?",
      answer:
        "La pluie emporte une partie de la poussière qui n’adhère pas, mais pas les dépôts tenaces comme les fientes, la résine, les lichens ou la bordure de saleté au bas des modules. Sur les modules peu inclinés, l’eau stagne en outre et laisse de la saleté en s’évaporant. Un nettoyage professionnel tous les 1 à 2 ans reste donc utile, même dans les régions pluvieuses.",
    },
    {
      question: "L’encrassement peut-il endommager durablement un module solaire?",
      answer:
        "Oui. Si une tache recouvre une cellule pendant longtemps, celle-ci peut fortement chauffer et devenir un point chaud qui abîme la cellule, les soudures ou le film arrière. Les dépôts acides comme les fientes et les lichens peuvent aussi attaquer le revêtement du verre. Ces dégâts subsistent après le nettoyage.",
    },
    {
      question: "Puis-je nettoyer moi-même mon installation au nettoyeur haute pression?",
      answer:
        "Nous le déconseillons clairement. La haute pression peut endommager le revêtement, les joints et les cadres, et de nombreux fabricants excluent ces dégâts de leur garantie. S’y ajoutent le risque de chute et les dangers électriques sur le toit. Nous nettoyons à l’eau déminéralisée, avec des brosses douces et à basse pression, entre 1 et 3 bars.",
    },
  ],
} satisfies BlogArticle;
