import { siteFacts } from "../../../site-facts";
import type { BlogArticle } from "../../types";

const { light, heavy } = siteFacts.soilingLossPercent;

/** "Combien de rendement perd une installation solaire encrassée?" (French, retold for Suisse romande). */
export const outputLossFr = {
  title: "Combien de rendement perd une installation solaire encrassée?",
  description: `De ${light.from} à ${heavy.to} %: comment l’encrassement réduit le rendement de votre installation photovoltaïque, quels facteurs comptent et comment estimer vous-même la perte.`,
  excerpt:
    "Combien de rendement la saleté coûte-t-elle vraiment? Les chiffres de notre pratique, les principaux facteurs en jeu et un exemple chiffré pour une installation de 50 kWc.",
  author: "L’équipe de nettoyage d’installations solaires et de toitures",
  date: "2026-07-07",
  readTimeMinutes: 11,
  category: "Guide",
  tags: ["Perte de rendement", "Photovoltaïque", "Encrassement", "Rentabilité"],
  intro: [
    `Ce que perd une installation encrassée dépend surtout de son emplacement, de l’inclinaison des modules et du type de saleté. Sur les toits des quartiers résidentiels, la perte reste en général faible, de quelques pour cent à peine; à proximité d’exploitations agricoles, de zones artisanales ou de routes très fréquentées, elle est nettement plus élevée. Une villa sur les hauts de Lausanne, une ferme dans la Broye et un entrepôt au bord de l’autoroute dans le Genevois ne s’encrassent pas au même rythme. Sur le terrain, nous constatons ${light.from} à ${light.to} % de rendement en moins pour un encrassement léger, et ${heavy.from} à ${heavy.to} % pour un encrassement important.`,
    "Prenons un exemple: une installation de 50 kWc produit environ 50'000 kWh par an. Avec un tarif de reprise de CHF 0.08 par kWh et 8 % de perte due à l’encrassement, il vous manque chaque année environ CHF 320, sans compter les dégâts que l’encrassement peut causer. Dans cet article, nous vous montrons comment estimer ces valeurs pour votre propre installation, comment repérer une baisse dans votre suivi de production (monitoring) et à partir de quand un nettoyage est rentable.",
  ],

  imageAlt:
    "Illustration: modules solaires couverts de taches de saleté et de fientes d’oiseaux, à côté d’un graphique à barres en baisse",
  blocks: [
    { type: "h2", text: "Ce que signifie vraiment une perte de rendement" },
    {
      type: "p",
      text: "La puissance nominale de votre installation, exprimée en kWc, ne change pas avec la saleté. Elle indique ce que les modules fournissent dans des conditions de laboratoire normalisées. Ce qui diminue, c’est l’énergie réellement produite, c’est-à-dire les kilowattheures par an. La saleté agit comme un filtre: une partie de la lumière du soleil est absorbée ou diffusée avant d’atteindre les cellules.",
    },
    {
      type: "p",
      text: "La perte n’est pas toujours proportionnelle à la surface encrassée. Un film de poussière uniforme réduit le rendement à peu près en proportion de la lumière perdue. Une seule tache opaque sur une cellule peut en revanche freiner toute une chaîne de cellules du module, car les cellules sont montées en série. C’est pourquoi une installation avec quelques taches tenaces perd souvent davantage que ne le laisse supposer un coup d’œil sur le toit. Les dégâts que ces taches peuvent entraîner sont décrits dans notre article [Pourquoi des panneaux solaires encrassés sont un risque](page:blog:dirty-panels-risk).",
    },

    { type: "h2", text: "Les principaux facteurs en jeu" },
    { type: "h3", text: "Emplacement et environnement" },
    {
      type: "p",
      text: "L’environnement détermine la quantité de saleté qui atteint les modules. Poussière des champs, ammoniac des étables, suie et abrasion des pneus le long des routes, poussière de freins le long des voies ferrées, émissions des entreprises et de l’industrie, pollen et feuilles des arbres: chaque source laisse sa propre couche. En Suisse romande, on pense aux plaines agricoles de la Broye, de l’Orbe ou du Rhône, aux vignobles de Lavaux et du Valais, aux zones industrielles autour de Genève et aux axes autoroutiers du Plateau. Un chantier dans le voisinage peut lui aussi réduire sensiblement le rendement pendant des mois.",
    },
    { type: "h3", text: "Inclinaison des modules" },
    {
      type: "p",
      text: "La pluie rince mieux les modules fortement inclinés. Sur les modules très peu inclinés, fréquents sur les toits plats des bâtiments artisanaux, l’eau stagne plus longtemps. En s’évaporant, elle laisse la saleté sur le bord inférieur, où le cadre du module forme une petite arête contre laquelle la boue s’accumule.",
    },
    { type: "h3", text: "Nature de la saleté" },
    {
      type: "p",
      text: "La pluie emporte en partie la poussière qui n’adhère pas. Les fientes d’oiseaux, la résine, les lichens et le dépôt que l’ammoniac fixe dans les zones agricoles adhèrent en revanche fortement et restent en place pendant des mois, voire des années. Ce sont eux qui expliquent la plus grande partie des pertes élevées.",
    },
    { type: "h3", text: "Météo et saison" },
    {
      type: "p",
      text: "L’encrassement est en général le plus fort après un printemps sec et riche en pollen ou après un été poussiéreux. Les longues périodes de bise, sèches et sans pluie, prolongent encore ces phases. Or c’est justement pendant ces mois que le soleil brille le plus longtemps: la perte pèse donc particulièrement lourd pendant la période la plus productive. En Suisse romande comme ailleurs en Suisse s’ajoute de temps à autre de la poussière du Sahara, portée par des vents du sud. Elle se dépose en un film fin et rougeâtre sur les modules et les toits, et la pluie suivante ne fait souvent que l’étaler.",
    },

    { type: "h2", text: "Valeurs indicatives selon l’emplacement" },
    {
      type: "p",
      text: "Les valeurs suivantes sont tirées de notre pratique. Elles s’appliquent à des installations qui n’ont pas été nettoyées depuis un à deux ans. Selon l’inclinaison, le type de modules et l’environnement, la réalité peut s’en écarter nettement.",
    },
    {
      type: "ul",
      items: [
        "Quartier résidentiel sans source particulière de saleté: environ 3 %, donc une perte faible.",
        "Zone artisanale ou industrielle: environ 6 %, davantage selon les entreprises voisines.",
        "Proximité d’exploitations agricoles, d’étables ou de champs: environ 8 %, nettement plus en cas de dépôt tenace lié à l’ammoniac.",
        "Au bord de routes très fréquentées ou de voies ferrées: environ 10 %.",
        `Modules peu inclinés avec fientes ou lichens, ou installation non nettoyée depuis plusieurs années: ${heavy.from} à ${heavy.to} %.`,
      ],
    },
    {
      type: "p",
      text: `En résumé: un encrassement léger coûte ${light.from} à ${light.to} % du rendement, un encrassement important ${heavy.from} à ${heavy.to} %. Pour savoir où se situe votre installation, le plus fiable reste votre propre suivi de production; nous y revenons plus bas.`,
    },

    { type: "h2", text: "Exemple de calcul: ce que coûtent 8 % sur une installation de 50 kWc" },
    {
      type: "p",
      text: "Reprenons pas à pas l’exemple de l’introduction. Il peut vous servir de modèle: remplacez simplement les chiffres par les valeurs de votre installation.",
    },
    {
      type: "ol",
      items: [
        "Production annuelle: avec une production spécifique de 1'000 kWh par kWc, une installation de 50 kWc produit environ 50 × 1'000 = 50'000 kWh par an.",
        "Valeur de la production: avec un tarif de reprise de CHF 0.08 par kWh, cette électricité vaut 50'000 × CHF 0.08 = CHF 4'000 par an.",
        "Perte en kWh: avec 8 % de perte due à l’encrassement, il manque 50'000 kWh × 8 % = 4'000 kWh par an.",
        "Perte en francs: 4'000 kWh × CHF 0.08 = CHF 320 par an. Vous obtenez le même résultat directement avec CHF 4'000 × 8 %.",
        "Sur l’intervalle de nettoyage: si l’installation n’est pas nettoyée pendant deux ans et que la perte reste de 8 %, le manque à gagner atteint CHF 640. Si l’encrassement augmente encore la deuxième année, il est d’autant plus élevé.",
      ],
    },
    {
      type: "p",
      text: "Une production spécifique de 1'000 kWh par kWc est une valeur de référence courante pour une installation bien orientée sur le Plateau suisse. Vous trouverez votre propre chiffre dans votre suivi de production: divisez la production annuelle par la puissance de l’installation en kWc. Le tarif de reprise figure sur le décompte de votre gestionnaire de réseau, qu’il s’agisse des SIG, de Romande Energie, du Groupe E ou des services industriels de votre commune; en Suisse, il se situe le plus souvent entre CHF 0.06 et CHF 0.12 par kWh.",
    },

    { type: "h2", text: "Quatre scénarios comparés" },
    {
      type: "p",
      text: "Le tableau montre à quel point le résultat dépend de la taille de l’installation et de son emplacement. Tous les scénarios reposent sur 1'000 kWh par kWc et un tarif de reprise de CHF 0.08 par kWh. L’autoconsommation et les éventuels dégâts dus à l’encrassement ne sont pas pris en compte.",
    },
    {
      type: "table",
      caption: "Perte de rendement annuelle due à l’encrassement, avec 1'000 kWh par kWc et CHF 0.08 par kWh",
      head: [
        "Scénario",
        "Puissance",
        "Production annuelle",
        "Valeur de la production par an",
        "Perte de rendement",
        "Perte en kWh par an",
        "Perte en CHF par an",
      ],
      rows: [
        ["Villa en zone résidentielle", "10 kWc", "10'000 kWh", "CHF 800", "3 %", "300 kWh", "CHF 24"],
        [
          "Immeuble locatif au bord d’une route principale",
          "30 kWc",
          "30'000 kWh",
          "CHF 2'400",
          "10 %",
          "3'000 kWh",
          "CHF 240",
        ],
        ["Bâtiment artisanal en zone industrielle", "50 kWc", "50'000 kWh", "CHF 4'000", "8 %", "4'000 kWh", "CHF 320"],
        ["Exploitation agricole avec étable", "100 kWc", "100'000 kWh", "CHF 8'000", "15 %", "15'000 kWh", "CHF 1'200"],
      ],
    },
    {
      type: "p",
      text: "Pour la villa dans un environnement propre, par exemple dans un quartier calme du Gros-de-Vaud, la perte sur l’électricité injectée reste modeste. Le nettoyage y sert surtout à contrôler l’installation, et un intervalle de deux ans suffit en général. Pour l’exploitation agricole, dans la Broye ou la plaine du Rhône, la perte annuelle atteint en revanche l’ordre de grandeur d’un nettoyage professionnel, et cela avant même de tenir compte de l’autoconsommation et des dommages possibles causés par le dépôt incrusté.",
    },

    { type: "h2", text: "Autoconsommation: pourquoi la perte est souvent plus élevée" },
    {
      type: "p",
      text: "Le calcul avec le tarif de reprise est la variante la plus prudente. L’électricité que vous consommez vous-même remplace de l’électricité du réseau, qui vous coûte, selon votre fournisseur, plusieurs fois le tarif de reprise. Chaque kilowattheure perdu à cause de la saleté et que vous auriez utilisé vous-même doit être acheté au réseau, au tarif plein.",
    },
    { type: "h3", text: "L’exemple avec autoconsommation" },
    {
      type: "p",
      text: "Supposons que 30 % de l’électricité de l’installation de 50 kWc soit consommée dans le bâtiment et que l’électricité du réseau coûte CHF 0.25 par kWh. C’est une hypothèse pour cet exemple; votre tarif figure sur votre facture d’électricité. Sur les 4'000 kWh perdus, 1'200 kWh concernent alors l’autoconsommation. Vous devez les acheter au réseau à CHF 0.25 par kWh, ce qui coûte CHF 300. Les 2'800 kWh restants auraient été injectés et auraient rapporté 2'800 × CHF 0.08 = CHF 224. Au total, il vous manque ainsi CHF 524 par an au lieu de CHF 320.",
    },
    { type: "h3", text: "Quand l’autoconsommation compte particulièrement" },
    {
      type: "ul",
      items: [
        "Les entreprises qui consomment beaucoup d’électricité pendant la journée, par exemple pour le froid, la ventilation ou les machines, comme une cave ou une fromagerie.",
        "Les ménages équipés d’une pompe à chaleur, d’une voiture électrique ou d’une batterie de stockage.",
        "Les immeubles locatifs et en PPE organisés en regroupement dans le cadre de la consommation propre (RCP), où les habitantes et les habitants consomment l’électricité solaire produite sur leur toit.",
      ],
    },

    { type: "h2", text: "Comment repérer la perte dans votre suivi de production" },
    {
      type: "p",
      text: "Une baisse de quelques pour cent passe presque inaperçue au quotidien, car la production varie de toute façon d’un jour à l’autre et d’une année à l’autre. Avec une démarche systématique, elle devient pourtant visible:",
    },
    {
      type: "ol",
      items: [
        "Notez pour chaque année depuis la mise en service la production spécifique en kWh par kWc. Les modules vieillissent lentement: leur usure n’explique pas une baisse de plusieurs pour cent en un ou deux ans.",
        "Comparez les mêmes mois sur plusieurs années, de préférence les mois ensoleillés de mai à août. Les effets de la météo se compensent ainsi en partie.",
        "Comparez entre eux les strings de même orientation. Si l’un d’eux produit nettement moins que les autres par une journée claire, cela indique un encrassement local, un ombrage ou un défaut.",
        "Observez les journées claires qui suivent une forte pluie: si la puissance augmente alors sensiblement, c’est surtout de la saleté peu adhérente qui recouvrait les modules. Si elle reste basse, il s’agit de dépôts tenaces que la pluie ne dissout pas.",
        "Relevez la production avant et après un nettoyage. La différence, lors de journées ensoleillées comparables, vous montre l’ampleur de la perte due à l’encrassement et vous aide à choisir le prochain intervalle.",
      ],
    },
    {
      type: "callout",
      title: "Chute soudaine? Vérifiez d’abord la technique",
      text: "La saleté agit progressivement. Si la production s’effondre d’un jour à l’autre, il s’agit le plus souvent d’une panne technique, par exemple de l’onduleur, d’un fusible ou d’un connecteur. Adressez-vous alors d’abord à votre installateur, avant de prévoir un nettoyage.",
    },

    { type: "h2", text: "Quand un nettoyage est-il rentable?" },
    {
      type: "p",
      text: "La rentabilité d’un nettoyage dépend de trois grandeurs: la perte annuelle en francs, le coût du nettoyage et l’intervalle. Si vous faites nettoyer tous les deux ans, le coût se répartit sur deux années de production supplémentaire. Règle pratique: si la perte estimée sur l’intervalle de nettoyage est au moins égale au coût du nettoyage, celui-ci est rentable sur le plan purement financier. S’y ajoute un bénéfice qui ne se chiffre pas directement en francs: à chaque nettoyage, nous vérifions si les modules présentent des dégâts visibles et documentons l’état de l’installation.",
    },
    {
      type: "ul",
      items: [
        `Le nettoyage de base est proposé dès CHF ${siteFacts.priceFromChf}, plus le prix au m² selon la surface. Notre calculateur de devis vous donne en deux minutes le prix exact pour votre installation, TVA comprise.`,
        "Nous recommandons un nettoyage tous les 1 à 2 ans et un contrôle tous les 12 à 24 mois, plutôt un nettoyage annuel aux emplacements très exposés.",
        "Nous nettoyons à l’eau déminéralisée, sans produits chimiques, avec des brosses douces et à basse pression, entre 1 et 3 bars, jamais au nettoyeur haute pression.",
        "Sur les grands toits plats, nous utilisons un robot de nettoyage, et des drones pour le contrôle; pour 50 à 100 m², comptez deux à quatre heures.",
        "Nous ne facturons aucun frais de déplacement, et vous bénéficiez de notre garantie de satisfaction.",
      ],
    },
    {
      type: "p",
      text: "Calculez votre propre perte avec notre [calculateur de pertes](page:lossCalculator). Le fonctionnement du calculateur et la manière d’interpréter ses résultats sont expliqués dans notre guide [Calculateur de pertes: ce que coûte l’encrassement](page:blog:loss-calculator-guide). Si vous gérez plusieurs installations, en tant que gérance ou entreprise, notre offre pour la [clientèle professionnelle](page:b2b) mérite un coup d’œil.",
    },
    {
      type: "p",
      text: "Vous aimeriez savoir combien de rendement votre installation peut récupérer? Écrivez-nous via notre page [contact](page:contact), ou obtenez directement votre prix avec notre [calculateur de devis](page:prices#calculator).",
    },
  ],
  faq: [
    {
      question: "Combien de rendement perd une installation solaire encrassée?",
      answer: `Avec un encrassement léger, la perte est en général de ${light.from} à ${light.to} %, avec un encrassement important de ${heavy.from} à ${heavy.to} %. Dans les quartiers résidentiels propres, elle reste souvent faible, de l’ordre de quelques pour cent; à proximité d’exploitations agricoles, de zones artisanales ou de routes très fréquentées, elle est nettement plus élevée.`,
    },
    {
      question: "Comment calculer en francs la perte de mon installation?",
      answer:
        "Multipliez la puissance de l’installation en kWc par la production spécifique, souvent environ 1'000 kWh par kWc sur le Plateau, puis par votre tarif de reprise. Appliquez ensuite à ce montant le pourcentage de perte estimé. Exemple: 50 kWc × 1'000 kWh/kWc × CHF 0.08/kWh = CHF 4'000, dont 8 % font CHF 320 par an.",
    },
    {
      question: "Comment voir dans le suivi de production que les modules sont encrassés?",
      answer:
        "Le signe typique est une baisse progressive de la production spécifique sur un à deux ans, que le vieillissement normal n’explique pas. Comparez les mêmes mois sur plusieurs années et les strings de même orientation entre eux. Une chute soudaine indique en revanche plutôt un défaut technique.",
    },
  ],
} satisfies BlogArticle;
