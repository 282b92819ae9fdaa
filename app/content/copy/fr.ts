import type { LocalizedCopy } from "./types";

/** French (Swiss French) page copy. */
export const frCopy: LocalizedCopy = {
  home: {
    title: "Nettoyage de panneaux solaires et de toitures en Suisse",
    description:
      "Nettoyage professionnel d’installations solaires et de toitures, entretien de toitures vertes depuis Bâle. Dès CHF 388, sans produits chimiques.",
    heading: "Plus de rendement grâce à des panneaux solaires propres",
    intro: [
      "Poussière, pollen, fientes d’oiseaux et feuilles mortes se déposent année après année sur vos modules et réduisent leur production. Un nettoyage professionnel vous permet de récupérer jusqu’à 20 % de rendement. Nous travaillons uniquement avec de l’eau déminéralisée, sans produits chimiques, et recourons au besoin à des robots ou à des drones. Notre équipe est certifiée par une académie solaire depuis 2023 et assurée en responsabilité civile jusqu’à CHF 5 millions.",
      "Depuis notre fondation à Bâle en 2019, nos 6 équipes régionales ont nettoyé 8'643 modules. En Suisse romande, nous intervenons dans la région lémanique, dans les cantons de Neuchâtel et de Fribourg ainsi qu’en Valais. Le nettoyage est proposé dès CHF 388, TVA comprise et sans frais de déplacement. Demandez votre devis: nous vous répondons dans les 24 heures, du lundi au vendredi de 08:00 à 18:00.",
    ],
  },
  contact: {
    title: "Contact – conseil et devis pour votre nettoyage",
    description:
      "Contactez-nous pour un conseil ou un devis de nettoyage solaire, de toiture ou d’entretien de toiture verte. Réponse dans les 24 heures, du lundi au vendredi.",
    heading: "Contactez-nous",
    intro: [
      "Vous souhaitez faire nettoyer votre installation photovoltaïque, entretenir une toiture verte ou simplement obtenir un conseil? Appelez-nous ou écrivez-nous par e-mail: nous vous répondons dans les 24 heures, du lundi au vendredi de 08:00 à 18:00. Pour un devis précis, indiquez-nous votre code postal, le type de toit et la taille approximative de l’installation en kWc, en nombre de modules ou en mètres carrés.",
      "Notre siège se trouve à Bâle, et nous intervenons en Suisse romande dans trois régions: la région lémanique avec Genève, Lausanne, Vevey, Montreux et Nyon, la région de Neuchâtel, Fribourg et du Nord vaudois avec Yverdon-les-Bains, ainsi que le Valais avec Sion, Martigny et Monthey. Nous ne facturons aucun frais de déplacement, et nos travaux sont couverts par une assurance responsabilité civile jusqu’à CHF 5 millions.",
    ],
  },
  solar: {
    title: "Nettoyage d’installations solaires sans chimie",
    description:
      "Nettoyage de panneaux photovoltaïques à l’eau déminéralisée: certifié depuis 2023, assuré jusqu’à CHF 5 millions, dès CHF 388 TVA comprise.",
    heading: "Nettoyage professionnel d’installations solaires",
    intro: [
      "Des modules encrassés produisent moins d’électricité: un encrassement léger coûte 5 à 10 % du rendement, un encrassement important dû aux fientes, aux feuilles ou aux lichens 15 à 25 %. Un nettoyage dans les règles de l’art vous permet de récupérer jusqu’à 20 % de rendement. Nous utilisons exclusivement de l’eau déminéralisée et des brosses douces, sans produits chimiques, afin de préserver le verre, les cadres et les joints.",
      "Chaque intervention suit six étapes: analyse sur place, concept de sécurité, prénettoyage en douceur, nettoyage principal, contrôle qualité avec documentation et remise du procès-verbal de nettoyage. Notre équipe est certifiée par une académie solaire depuis 2023 et assurée jusqu’à CHF 5 millions. Une installation de 50 à 100 m² est nettoyée en deux à quatre heures. Nous recommandons un nettoyage tous les 1 à 2 ans.",
    ],
    faq: [
      {
        question: "À quelle fréquence faut-il nettoyer une installation solaire?",
        answer:
          "Nous recommandons un nettoyage tous les 1 à 2 ans. À proximité de surfaces agricoles, de routes très fréquentées ou d’arbres, un nettoyage annuel peut être judicieux, car la poussière, le pollen et les feuilles s’y accumulent plus vite.",
      },
      {
        question: "Le nettoyage est-il sans danger pour mes modules?",
        answer:
          "Oui. Nous nettoyons à l’eau déminéralisée avec des brosses douces, sans produits chimiques ni haute pression sur les modules. Notre équipe est certifiée par une académie solaire depuis 2023, et chaque intervention est couverte par notre assurance responsabilité civile jusqu’à CHF 5 millions.",
      },
      {
        question: "Combien de temps dure le nettoyage?",
        answer:
          "Une installation de 50 à 100 m² est en général nettoyée en deux à quatre heures. Vous obtenez habituellement un rendez-vous dans un délai de 1 à 2 semaines, et de 3 à 4 semaines en haute saison.",
      },
    ],
  },
  greenRoof: {
    title: "Entretien de toitures vertes extensives et intensives",
    description:
      "Entretien de toitures végétalisées: contrôle de la végétation, désherbage, évacuations dégagées. Toitures extensives 2 fois et intensives 4 fois par an.",
    heading: "Entretien de toitures vertes",
    intro: [
      "Une toiture verte retient l’eau de pluie, rafraîchit le bâtiment en été et protège l’étanchéité – à condition d’être entretenue régulièrement. Nous contrôlons la végétation, retirons les pousses indésirables comme les jeunes arbres, dégageons les évacuations, les bandes de gravier et les chéneaux, et complétons au besoin le substrat ou les plantations. Nos travaux suivent les saisons, car le printemps, l’été, l’automne et l’hiver ont chacun leurs exigences.",
      "Nous entretenons en général les toitures vertes extensives deux fois par an et les toitures intensives quatre fois par an; avec un contrat d’entretien, nous fixons les intervalles selon vos besoins. Veuillez noter que notre certification par une académie solaire concerne uniquement le nettoyage solaire. Pour l’entretien des toitures vertes, notre assurance jusqu’à CHF 5 millions s’applique également, et nous ne facturons aucun frais de déplacement.",
    ],
    faq: [
      {
        question: "À quelle fréquence une toiture verte doit-elle être entretenue?",
        answer:
          "Les toitures vertes extensives, avec sedum, mousses et herbacées, nécessitent en général deux passages par an, au printemps et en automne. Les toitures intensives avec vivaces, gazon ou arbustes sont entretenues quatre fois par an.",
      },
      {
        question: "Que comprend l’entretien d’une toiture verte?",
        answer:
          "Le contrôle de la végétation, l’élimination des pousses indésirables, le dégagement des évacuations et des bandes de gravier, le contrôle visuel des rives ainsi que, si nécessaire, un réensemencement, un apport de substrat ou un arrosage en période sèche.",
      },
      {
        question: "L’entretien des toitures vertes est-il aussi certifié?",
        answer:
          "Non. Notre certification par une académie solaire, obtenue en 2023, porte uniquement sur le nettoyage d’installations solaires. Notre assurance responsabilité civile jusqu’à CHF 5 millions couvre en revanche aussi les travaux sur votre toiture verte.",
      },
    ],
  },
  prices: {
    title: "Prix et devis pour le nettoyage solaire",
    description:
      "Nettoyage de base dès CHF 388, formule premium avec inspection à CHF 588, TVA comprise et sans frais de déplacement. Demandez votre devis personnalisé.",
    heading: "Prix et devis",
    intro: [
      "Le prix d’un nettoyage dépend surtout de la surface de votre installation et du type de toit. Il se compose d’un forfait de base et d’un prix au mètre carré qui diminue à mesure que la surface augmente. Vous pouvez nous indiquer la taille en mètres carrés, en kWc ou en nombre de modules. Tous nos prix s’entendent TVA de 8,1 % comprise et sans frais de déplacement, avec garantie de prix fixe.",
      "Le nettoyage de base est proposé dès CHF 388. La formule premium à CHF 588 comprend en plus une inspection de votre installation. Chaque nettoyage inclut un contrôle visuel, la documentation d’éventuels défauts et, sur demande, la mise en relation avec une entreprise partenaire pour les réparations. Contactez-nous pour votre devis: nous vous répondons dans les 24 heures.",
    ],
  },
  about: {
    title: "À propos – votre équipe de nettoyage solaire",
    description:
      "Depuis 2019, nous nettoyons des installations solaires et entretenons des toitures: 6 équipes régionales, 8'643 modules nettoyés, certifiés depuis 2023.",
    heading: "À propos de nous",
    intro: [
      "Nous avons fondé notre entreprise à Bâle en 2019, car de nombreuses installations solaires produisent nettement moins qu’elles ne le pourraient après quelques années – simplement parce que personne ne les nettoie. Depuis, nous avons nettoyé 8'643 modules et sommes passés à 6 équipes régionales. Nos valeurs: un travail durable à l’eau déminéralisée, une exécution de première qualité et une organisation efficace qui vous évite tout frais de déplacement.",
      "Depuis 2023, nous sommes certifiés par une académie solaire pour le nettoyage d’installations photovoltaïques, et notre assurance responsabilité civile couvre les dommages jusqu’à CHF 5 millions. Nos clients nous attribuent une note moyenne de 4,9 sur 5. Outre les installations solaires, nous nettoyons les toits et les gouttières et entretenons les toitures vertes, pour les particuliers, les gérances et les entreprises.",
    ],
  },
  blog: {
    title: "Blog – conseils sur le nettoyage solaire et les toits verts",
    description:
      "Guides pratiques sur le nettoyage d’installations photovoltaïques, les pertes de rendement dues à l’encrassement, la planification et les toitures vertes.",
    heading: "Conseils et blog",
    intro: [
      "Combien de rendement perd une installation solaire encrassée? Quand un nettoyage est-il rentable, et à quel rythme une toiture verte doit-elle être entretenue? Dans notre blog, nous répondons aux questions que nous posent le plus souvent les propriétaires, les gérances et les entreprises. Nos articles s’appuient sur notre expérience de 8'643 modules nettoyés depuis 2019 et restent compréhensibles sans connaissances techniques.",
      "Vous y trouverez des guides sur la planification de l’entretien, les technologies de nettoyage et l’impact environnemental de votre installation. Notre calculateur de pertes vous aide en outre à estimer ce que l’encrassement coûte chaque année à votre installation. Si vous souhaitez ensuite un avis personnalisé, écrivez-nous: nous vous répondons dans les 24 heures.",
    ],
  },
  faq: {
    title: "Questions fréquentes sur le nettoyage solaire",
    description:
      "Réponses aux questions fréquentes: fréquence de nettoyage, prix dès CHF 388, nettoyage sans chimie, durée de l’intervention et assurance jusqu’à CHF 5 millions.",
    heading: "Questions fréquentes (FAQ)",
    intro: [
      "Vous trouverez ici les réponses aux questions que l’on nous pose le plus souvent avant un nettoyage: à quelle fréquence nettoyer une installation solaire, combien cela coûte, avec quoi nous nettoyons, combien de temps dure une intervention et comment vous êtes protégé en cas de dommage. Les réponses concernent les installations photovoltaïques; pour les toitures vertes, consultez la page correspondante.",
      "Votre question n’y figure pas? Écrivez-nous ou appelez-nous: nous vous répondons dans les 24 heures, du lundi au vendredi de 08:00 à 18:00. Pour connaître le prix du nettoyage de votre installation, indiquez-nous simplement votre code postal, le type de toit et la taille de l’installation. Nos prix sont TVA comprise et sans frais de déplacement.",
    ],
    faq: [
      {
        question: "À quelle fréquence dois-je faire nettoyer mon installation solaire?",
        answer:
          "Nous recommandons un nettoyage tous les 1 à 2 ans et un contrôle tous les 12 à 24 mois. Près de surfaces agricoles, d’arbres ou de routes très fréquentées, les modules s’encrassent plus vite; un nettoyage annuel peut alors être judicieux.",
      },
      {
        question: "Combien coûte un nettoyage solaire?",
        answer:
          "Le nettoyage de base est proposé dès CHF 388, la formule premium avec inspection coûte CHF 588. Le prix exact dépend de la surface et du type de toit. Tous nos prix s’entendent TVA comprise et sans frais de déplacement.",
      },
      {
        question: "Utilisez-vous des produits chimiques?",
        answer:
          "Non. Nous nettoyons exclusivement à l’eau déminéralisée avec des brosses douces. L’eau sèche sans traces de calcaire, préserve le revêtement des modules et ne laisse aucun résidu sur le toit ni dans l’environnement.",
      },
      {
        question: "Combien de temps dure un nettoyage?",
        answer:
          "Une installation de 50 à 100 m² est en général nettoyée en deux à quatre heures. Vous obtenez habituellement un rendez-vous dans un délai de 1 à 2 semaines, et de 3 à 4 semaines en haute saison.",
      },
      {
        question: "Êtes-vous assurés en cas de dommage?",
        answer:
          "Oui. Notre assurance responsabilité civile couvre les dommages jusqu’à CHF 5 millions. De plus, notre équipe est certifiée depuis 2023 par une académie solaire pour le nettoyage d’installations solaires.",
      },
    ],
  },
};
