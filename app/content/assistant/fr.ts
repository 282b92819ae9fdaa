import type { AssistantCopy } from "./types";

/** French (Swiss) sentences of the assistant. */
export const assistantFr: AssistantCopy = {
  quoteIntro: "Pour {size} {unit} sur un {roof}{area}, le nettoyage de base coûte:",
  /** Follows the size when it is not given in m² (panels, kWp): the area it stands for. */
  quoteArea: " ({area} m² à nettoyer)",
  quoteAllRoofs: "Pour {size} {unit}{area}, le nettoyage de base coûte, TVA comprise, selon le type de toit:",
  quoteAskRoof: "Indiquez-moi le type de toit et je vous détaille le montant net, la TVA et le total.",
  quoteNeedSize:
    "Le prix se compose d’un forfait de base de {fixed} et d’un prix au m² qui baisse à mesure que la surface augmente; les toits plats reviennent moins cher, les toits en tôle un peu plus. Indiquez-moi la taille de votre installation (m², kWc ou nombre de modules) et le type de toit: je vous calcule le prix.",
  quoteOutOfRange:
    "Le calculateur de devis accepte des tailles jusqu’à {max}, en m², en kWc ou en nombre de modules. Pour une installation plus grande, nous vous établissons un devis sur mesure.",
  calculatorLink: "Calculer mon devis",
  regionInText: (region) => region.replace(/^Région /, "région "),
  teamSpeciality: "Spécialité de notre {team} ({region}): {speciality}.",
  cityResponse: "Nous intervenons à {city} ({region}), sans frais de déplacement. {hours}.",
  regionProjects: "Dans la région de {city}, nous avons réalisé jusqu’ici {count} projets de référence.",
  cityResponseNoRegion: "Nous intervenons à {city}, sans frais de déplacement. {hours}.",
  cityPageLink: "{city} (page en allemand)",
  contactPageLink: "Contact",
  lossIntro:
    "Pour une installation de {kwp} kWc (emplacement «{location}», {percent} % de perte de rendement due à l’encrassement en moyenne annuelle, tarif de reprise de {tariff} par kWh), voici les montants approximatifs par an. L’usure touche aussi une installation propre; un nettoyage évite la perte due à l’encrassement et réduit les dommages:",
  yieldCalculatorResult:
    "{tariffPhrase}, votre installation perd environ {francs} par an, et {fiveYears} sur cinq ans. Le calculateur de rendement procède ainsi: pour l’environnement «{environment}», il retient un indice d’encrassement de {index} (une mesure de la saleté qui se dépose, pas une perte) et, pour cet indice, une perte de rendement de {rate} en moyenne annuelle. Il se fonde sur une production annuelle de {perKwp} kWh par kWc, soit {energy} kWh pour {kwp} kWc, dont {kwh} kWh sont perdus.",
  yieldTariffStated: "À {tariff} le kWh",
  yieldTariffPreset: "Avec le tarif de reprise par défaut du calculateur, {tariff} le kWh",
  soilingIndexRate:
    "Non: {index} est l’indice d’encrassement, pas une perte. Pour cet indice, le calculateur de rendement retient une perte de rendement de {rate} en moyenne annuelle.",
  afterAcceptance:
    "Nous vous avons envoyé une confirmation par e-mail. Nous vous contactons dans les {hours} heures pour vous proposer une date d’intervention, en général dans un délai d’une à deux semaines, et de trois à quatre semaines en haute saison.",
  basicPackageIncludes:
    "Le nettoyage de base est un nettoyage en douceur de votre installation solaire, sans produits chimiques, avec des brosses douces et à basse pression. Il comprend:",
  soilingSlider:
    "Dans le calculateur de pertes, vous réglez le degré d’encrassement avec le curseur, de {min} à {max} %.",
  chatPrivacy:
    "Nous n’enregistrons ni vos messages à l’assistant virtuel ni ses réponses: une fois la réponse donnée, ils sont effacés de notre serveur. Pour chaque question, notre journal ne retient que sa longueur, la langue, le type de réponse et la durée de traitement, jamais le texte. La conversation elle-même reste dans la mémoire de session de votre navigateur jusqu’à ce que vous fermiez le chat ou l’onglet.",
  dataLocation:
    "Les données de nos formulaires, du devis immédiat et des inscriptions à la newsletter sont enregistrées dans notre base de données, chez un hébergeur en Suisse. Ce n’est qu’avec votre accord pour Google Analytics que des données peuvent être transmises à Google aux États-Unis.",
  gutterRating:
    "Nos clients attribuent en moyenne {rating} étoiles sur 5 à notre nettoyage de gouttières ({count} avis).",
  videoLength: "La vidéo explicative dure {minutes} minutes et {seconds} secondes.",
  galleryCase: "{title} à {place}: {gain} après le nettoyage ({area}).",
  newsletterSignUp: "Pour vous inscrire, saisissez votre adresse e-mail sur la page du blog et cliquez sur «{button}».",
  yesWeCome: "Oui, bien sûr.",
  lossLines: {
    revenue: "Perte de rendement",
    wear: "Usure de l’installation (même sans encrassement)",
    damage: "Dommages dus à l’encrassement",
    total: "Perte et usure par an",
  },
  lossAtStatedPercent:
    "Avec {percent} % de perte de rendement due à l’encrassement, une installation de {kwp} kWc (environ {yield} kWh par an) produit quelque {kwh} kWh de moins. Au tarif de reprise de {tariff} par kWh, cela représente environ {francs} par an, sans compter l’usure ni les dommages consécutifs.",
  lossPageResult:
    "Pour {kwp} kWc, {tariff} par kWh et un taux d’encrassement (Verschmutzungsgrad) de {percent} %, le calculateur de pertes détaillé (en allemand) arrive à {total} par an: {revenue} de perte due à l’encrassement ({kwh} kWh sur une production attendue de {yield} kWh) et {damage} d’usure et de dommages. Il se base pour cela sur une valeur d’installation de {value} ({perKwpCost} par kWc) et sur un taux de dommages de {rate} %.",
  lossWithOwnUse:
    "En comptant {yieldPerKwp} kWh par kWc et par an, une installation de {kwp} kWc produit environ {yield} kWh par an; {percent} % de perte due à l’encrassement représentent environ {kwh} kWh. Si vous consommez vous-mêmes {share} % de l’électricité (autoconsommation), {ownKwh} kWh perdus auraient couvert votre propre consommation: vous devez les acheter au réseau à {grid} par kWh, soit {ownCost}. Les {fedKwh} kWh restants auraient été injectés: avec un tarif de reprise de {tariff} par kWh (le vôtre figure sur le décompte de votre gestionnaire de réseau), ils auraient rapporté {fedValue}. Au total, il vous manque environ {francs} par an, contre {feedInOnly} si toute la production était injectée. À cela s’ajoutent les dégâts que l’encrassement peut causer.",
  lossPageLink: "Calculateur de pertes",
  handover:
    "Je ne peux malheureusement pas vous répondre de manière fiable ici. Notre équipe vous renseignera directement: par téléphone au {phone}, sur WhatsApp ou via le formulaire de contact.",
  handoverDiscount:
    "Pour les rabais et les conditions particulières, adressez-vous directement à notre équipe: par téléphone au {phone}, sur WhatsApp ou via le formulaire de contact.",
  handoverDate:
    "Notre équipe fixe les rendez-vous directement avec vous; je ne peux pas vous promettre de date ici. Appelez-nous au {phone}, écrivez-nous sur WhatsApp ou via le formulaire de contact.",
  handoverPromise:
    "Je ne peux pas vous faire de promesse ni vous donner de garantie ici; notre équipe vous répondra directement: par téléphone au {phone}, sur WhatsApp ou via le formulaire de contact.",
  handoverExactPrice:
    "Je ne peux pas vous indiquer de prix ferme dans ce chat: vous le recevrez avec notre devis. Contactez directement notre équipe: par téléphone au {phone}, sur WhatsApp ou via le formulaire de contact.",
  whatsappLabel: "WhatsApp",
  sourceLabel: "En savoir plus",
  greeting:
    "Bonjour! Posez-moi vos questions sur les prix, le nettoyage, nos régions ou le déroulement – ou indiquez-moi la taille de votre installation et le type de toit pour obtenir un prix.",
  hoursRange: {
    "24": "Délai d’intervention en cas d’urgence: 24 heures",
    "24-48": "Délai d’intervention en cas d’urgence: 24 à 48 heures",
    "48-72": "Délai d’intervention en cas d’urgence: 48 à 72 heures",
  },
  roofQuote: "Le nettoyage d’un toit de {area} m² coûte {total} hors TVA ({rate} par m², sans frais de déplacement).",
  tierRate: "{band}, le m² coûte {rate}, auxquels s’ajoutent le forfait de base de {base} et la TVA.",
  tierRateAt:
    "Avec {area} m², votre installation se situe dans la tranche {band}: le m² coûte {rate}, auxquels s’ajoutent le forfait de base de {base} et la TVA.",
  tierBands: { first: "jusqu’à {to} m²", middle: "de plus de {from} m² à {to} m²", last: "au-delà de {from} m²" },
  roofAreaFromFootprint: "Pour une surface au sol de {footprint} m², cela donne environ {min} à {max} m² de toiture.",
  articleIntro: "Notre blog y consacre un article: «{title}».",
  roofQuoteWithVat:
    "Le nettoyage d’un toit de {area} m² coûte {gross} TVA comprise: {total} hors TVA, plus {vatAmount} de TVA à {vatRate} ({rate} par m², sans frais de déplacement).",
  weekendClosed: "Le samedi et le dimanche, notre bureau est fermé.",
  confirm: "Oui, c’est possible.",
  deny: "Non.",
  /** A question about something the company does not do at all (not a gap in what the site says). */
  handoverOutOfScope:
    "Je ne peux pas vous renseigner sur ce sujet: je réponds aux questions sur le nettoyage d’installations solaires, de toitures et de gouttières et sur l’entretien de toitures végétalisées. Notre équipe est joignable au {phone}, sur WhatsApp ou via le formulaire de contact.",
};
