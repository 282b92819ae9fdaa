import { cities, cityName, frenchRegions, responseTimeFor, ticinoRegions } from "#app/content/cities";
import { frenchCount, frenchTime, serviceAreaSentence } from "#app/content/phrasing/fr";
import { b2bFacts, roiExampleFigures, roiPercent, yearlyGainChf, type RoiFigures } from "#app/content/pages/b2b/roi";
import { greenRoofFacts } from "#app/content/pages/green-roof/facts";
import { homeFacts } from "#app/content/pages/home/facts";
import { siteFacts } from "#app/content/site-facts";
import { OFFER_VALID_DAYS } from "#app/domain/offer-validity";
import { privacyRetention } from "#app/content/legal/retention.server";
import { quoteCalculatorText } from "#app/content/quote-calculator";
import { FIXED_COST_CHF, M2_PER_UNIT, MAX_SIZE, PRICE_TIERS, ROOF_FACTORS, VAT_RATE } from "#app/domain/pricing";
import {
  AREA_MAX,
  AREA_MIN,
  GABLE_ROOF_AREA_FACTOR,
  ROOF_EXAMPLE_AREAS,
  ROOF_PRICE_PER_M2,
  roofTotal,
} from "#app/domain/roof-price";
import { formatChf, formatDecimal, formatNumber, groupThousands } from "#app/lib/format";
import type { ResponseTime } from "#app/content/cities";
import type { LanguageCards } from "./types";

/**
 * Answer cards in Swiss French (Suisse romande): "vous", no space before : ; ? !, the words of
 * app/content/glossary/fr.ts (devis, rapport de nettoyage, plan de sécurité, toiture végétalisée,
 * TVA comprise, kWc, NPA), times as "8 h", decimals with a comma, francs as on a Swiss invoice.
 * The facts are those of the German pages and the site facts; every figure a module holds comes
 * from it. Only `contact`, `emergency` and `companyIdentity` hold placeholders ({phone}, {email}, {address},
 * {companyName}, {uid}).
 */

/** "a, b et c". */
function list(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} et ${items.at(-1)}`;
}

const chf = (amount: number) => formatChf(amount, 0);
const percent = (value: number) => `${formatDecimal(value, "fr")} %`;

const basicPrice = chf(siteFacts.priceFromChf);
const premiumPrice = chf(siteFacts.premiumPriceChf);
const vat = percent(VAT_RATE * 100);
const reply = `dans les ${siteFacts.replyWithinHours} heures`;
const hours = `du lundi au vendredi, de ${frenchTime(siteFacts.hours.opens)} à ${frenchTime(siteFacts.hours.closes)}`;
const insurance = `CHF ${siteFacts.liabilityInsuranceChf / 1_000_000} millions`;
const light = siteFacts.soilingLossPercent.light;
const heavy = siteFacts.soilingLossPercent.heavy;
const yieldUpTo = percent(siteFacts.yieldGainUpToPercent);

const firstTier = PRICE_TIERS[0]!;
const lastTier = PRICE_TIERS[PRICE_TIERS.length - 1]!;
/** The last rate applies above the bound of the tier before it. */
const lastTierFrom = PRICE_TIERS[PRICE_TIERS.length - 2]!.upToM2;
const flatRoofLess = percent(Math.round((1 - ROOF_FACTORS.flachdach) * 100));
const metalRoofMore = percent(Math.round((ROOF_FACTORS.blechdach - 1) * 100));

const roofPerM2 = chf(ROOF_PRICE_PER_M2);
const calculator = quoteCalculatorText.fr;
const [smallRoof, largeRoof] = ROOF_EXAMPLE_AREAS;

/** The towns with a given response time (cities.ts), in French. */
function townsWith(time: ResponseTime): string {
  return list(cities.filter((city) => responseTimeFor(city.slug) === time).map((city) => cityName(city.slug, "fr")));
}

/** A service region with its towns: "Valais (Sion, Martigny, Monthey)". */
const withTowns = (name: string, towns: readonly string[]) => `${name} (${towns.join(", ")})`;

/** The French regions as a sentence names them (cities.ts holds them as list headings, "Région lémanique"). */
const frenchRegionInSentence: Record<string, string> = {
  "Région lémanique": "la région lémanique",
  "Neuchâtel, Fribourg et Nord vaudois": "la région de Neuchâtel, de Fribourg et du Nord vaudois",
  Valais: "le Valais",
};

/** The Ticino zones are named in Italian in cities.ts ("Sud", "Centro", "Nord"). */
const ticinoZoneFr: Record<string, string> = { Sud: "le sud", Centro: "le centre", Nord: "le nord" };
/** "un centre logistique au bord de l’autoroute (500 kWc): 90'000 kWh de plus par an, …": an example of the business page. */
const roiExample = (title: string, f: RoiFigures) =>
  `${title} (${groupThousands(String(f.kWp))} kWc), avec ${groupThousands(String(f.recoveredKwh))} kWh de plus par an, soit ${chf(yearlyGainChf(f))} de revenus supplémentaires pour ${chf(f.costChf)} de nettoyage par an – un retour sur investissement de ${roiPercent(f)} %`;

export const fr: LanguageCards = {
  solarPrice: {
    text: `Le nettoyage de base de votre installation solaire est proposé dès ${basicPrice}; la formule Premium, qui comprend en plus une inspection, dès ${premiumPrice}. Ces deux prix correspondent au forfait de base: s’y ajoutent un prix au m² selon la surface et un ajustement selon le type de toit, puis la TVA de ${vat}. Le prix exact du nettoyage de base, TVA comprise, s’affiche dans notre calculateur de devis à partir de votre NPA, du type de toit et de la taille de l’installation (en m², en kWc ou en nombre de modules); la formule Premium vous est proposée sur demande. Nous ne facturons aucun frais de déplacement.`,
    link: { page: "prices", section: "calculator" },
  },
  premiumPackage: {
    text: `La formule Premium comprend le nettoyage de base et, en plus, une inspection de votre installation: les modules, les cadres, le cheminement des câbles et les fixations sont contrôlés. Vous recevez un rapport d’inspection avec nos recommandations d’entretien et de réparation. Elle est proposée dès ${premiumPrice}: c’est son forfait de base, auquel s’ajoutent le prix au m² selon la surface, l’ajustement selon le type de toit et la TVA de ${vat}. Le calculateur de devis chiffre le nettoyage de base; pour la formule Premium, nous établissons le devis sur demande. Nous ne facturons aucun frais de déplacement.`,
    link: { page: "prices" },
  },
  roofFactor: {
    text: `Par rapport à un toit en tuiles, le nettoyage de l’installation solaire coûte ${metalRoofMore} de plus sur un toit en tôle et ${flatRoofLess} de moins sur un toit plat. Cet écart s’applique à tout le montant net, forfait de base et prix au m² compris; s’y ajoute la TVA de ${vat}.`,
    link: { page: "prices" },
  },
  priceComposition: {
    text: `Le prix se compose d’un forfait de base de ${chf(FIXED_COST_CHF)} et d’un prix au m² qui baisse à mesure que la surface augmente: ${formatChf(firstTier.chfPerM2)} par m² jusqu’à ${formatNumber(firstTier.upToM2)} m², et ${formatChf(lastTier.chfPerM2)} par m² au-delà de ${formatNumber(lastTierFrom)} m². Par rapport à un toit en tuiles, le nettoyage coûte ${flatRoofLess} de moins sur un toit plat et ${metalRoofMore} de plus sur un toit en tôle, et s’y ajoute la TVA de ${vat}; le devis indique le montant net, la TVA et le total. Le calculateur de devis accepte des tailles jusqu’à ${formatNumber(MAX_SIZE)}, en m², en kWc ou en nombre de modules.`,
    link: { page: "faq" },
  },
  quoteHowItWorks: {
    text: `Avec notre calculateur de devis immédiat, vous connaissez en ${frenchCount(homeFacts.quoteMinutes)} minutes le prix du nettoyage de base: indiquez votre NPA, le type de toit et la taille de l’installation, en m², en kWc ou en nombre de modules. Avec vos coordonnées, nous établissons votre devis en PDF, que vous pouvez télécharger tout de suite et que vous recevez aussi par e-mail. Le prix du devis, TVA comprise et sans frais de déplacement, nous engage pour la taille et le type de toit indiqués. La formule Premium, avec inspection, vous est proposée sur demande.`,
    link: { page: "prices", section: "calculator" },
  },
  quoteValidity: {
    text: `Votre devis est valable ${OFFER_VALID_DAYS} jours. La date d’échéance figure sur le PDF, et le lien pour télécharger le devis fonctionne jusqu’à cette date incluse. Passé cette date, inutile de tout ressaisir: sur la page de votre devis, le bouton «Nouveau devis avec les mêmes informations» vous permet d’obtenir un nouveau devis aux prix actuels.`,
    link: { page: "prices", section: "calculator" },
  },
  orderAfterQuote: {
    text: `Pour passer commande, acceptez le devis en ligne sur la page du devis: le lien figure dans l’e-mail qui accompagne votre devis, et le PDF contient ce lien et un code QR. Vous pouvez aussi répondre à notre e-mail ou nous appeler. Nous vous répondons ${reply} et vous proposons un rendez-vous, en général dans un délai d’une à deux semaines, de trois à quatre semaines en haute saison. Si vous acceptez le devis en ligne, vous recevez aussitôt une confirmation par e-mail.`,
    link: { page: "contact" },
  },
  payment: {
    text: `Vous recevez la facture après le nettoyage, avec le rapport de nettoyage et ses photos, au prix fixe indiqué dans votre devis. Pour toute autre question sur le paiement, contactez-nous directement.`,
    link: { page: "prices" },
  },
  travelCosts: {
    text: `Nous ne facturons aucun frais de déplacement, où que vous soyez en Suisse: aucun supplément pour le déplacement ne s’ajoute au prix de votre devis.`,
    link: { page: "prices" },
  },
  vat: {
    text: `Nos prix «dès» (nettoyage de base dès ${basicPrice}, formule Premium dès ${premiumPrice}) correspondent au forfait de base, hors TVA: s’y ajoutent le prix au m² selon la surface et l’ajustement selon le type de toit, puis la TVA de ${vat}. Votre devis indique séparément le montant net hors TVA, la TVA et le total, TVA comprise. Le nettoyage de toiture, à ${roofPerM2} par m², s’entend lui aussi hors TVA.`,
    link: { page: "prices" },
  },
  insurance: {
    text: `Notre assurance responsabilité civile couvre les dommages que nous pourrions causer, jusqu’à ${insurance}. Pour chaque intervention, nous établissons un plan de sécurité avec protection contre les chutes selon les règles de la Suva. Sur demande, nous vous envoyons l’attestation d’assurance avant l’intervention.`,
    link: { page: "faq" },
  },
  guarantee: {
    text: `Notre garantie de satisfaction: si le résultat ne répond pas à vos attentes, nous nettoyons à nouveau gratuitement les endroits que vous nous signalez. Avec la garantie de prix fixe, le prix du devis nous engage pour la taille d’installation et le type de toit indiqués, sans supplément ni facturation ultérieure. Pour le nettoyage de toiture, nous accordons en outre une garantie de cinq ans; les conditions figurent sur le certificat de garantie.`,
    link: { page: "faq" },
  },
  certification: {
    text: `En ${siteFacts.certifiedSince}, notre équipe a suivi une formation certifiée en nettoyage d’installations solaires; le nettoyage de toiture et de gouttières et l’entretien des toitures végétalisées ne font pas l’objet d’une certification distincte; nous les effectuons avec le même soin. Nos vols de drone respectent les règles de l’Office fédéral de l’aviation civile (OFAC). Sur le toit, nous appliquons les règles de la Suva en matière de sécurité au travail et de protection contre les chutes.`,
    link: { page: "about" },
  },
  method: {
    text: `Nous nettoyons vos modules exclusivement à l’eau déminéralisée et avec des brosses douces, sans produits chimiques ni haute pression. L’eau déminéralisée sèche sans laisser de traces de calcaire. Sur les maisons individuelles, notre équipe travaille le plus souvent à la main, avec des perches télescopiques; sur les grands toits plats, nous utilisons un robot de nettoyage. Vous recevez ensuite un rapport de nettoyage avec photos avant et après.`,
    link: { page: "solar" },
  },
  chemicals: {
    text: `Pour nettoyer les modules solaires, nous n’utilisons aucun produit chimique: uniquement de l’eau déminéralisée et des brosses douces. Cette eau détache la poussière, le pollen et les fientes d’oiseaux, sèche sans traces de calcaire et ne laisse aucun résidu sur les modules, dans les gouttières ou dans le jardin. Après un nettoyage de toiture, en revanche, nous appliquons une imprégnation spéciale, comprise dans le prix.`,
    link: { page: "solar" },
  },
  highPressure: {
    text: `Nous ne nettoyons jamais les modules à haute pression: elle peut endommager les joints, les cadres et le revêtement antireflet. Nous travaillons à basse pression, avec de l’eau déminéralisée et des brosses douces, en respectant les prescriptions de nettoyage des fabricants de modules.`,
    link: { page: "faq" },
  },
  robotsDrones: {
    text: `Nous utilisons des robots et des drones lorsque c’est utile: sur les grands toits plats des bâtiments commerciaux et industriels, un robot à brosse rotative nettoie les rangées de modules de manière rapide et régulière. Les drones ne nettoient pas: ils photographient les toits étendus ou difficiles d’accès avant et après le nettoyage, pour le contrôle et la documentation, selon les règles de l’OFAC. Sur les maisons individuelles, notre équipe nettoie le plus souvent à la main. Nous pilotons nos drones dans la catégorie ouverte, respectons les zones de restriction de vol et vous prévenons avant chaque vol, de même que votre voisinage si nécessaire.`,
    link: { page: "solar" },
  },
  duration: {
    text: `Nous nettoyons en général une installation de 50 à 100 m² en deux à quatre heures. Votre présence n’est pas nécessaire: il nous suffit d’avoir accès au toit et à un raccordement d’eau.`,
    link: { page: "faq" },
  },
  onTheDay: {
    text: `Le jour du nettoyage, il nous faut un accès au toit et un raccordement d’eau, par exemple un robinet extérieur; une prise électrique est utile, mais pas indispensable. Vous n’avez pas besoin d’être présent, et vous recevez à la fin un rapport de nettoyage.`,
    link: { page: "solar" },
  },
  solarInterval: {
    text: `Nous recommandons de nettoyer votre installation solaire tous les 1 à 2 ans; chaque nettoyage comprend un contrôle visuel. Près de surfaces agricoles, d’arbres, de routes très fréquentées ou de zones industrielles, les modules s’encrassent plus vite: un nettoyage annuel y est souvent rentable.`,
    link: { page: "solar" },
  },
  yieldGain: {
    text: `Un encrassement léger coûte ${light.from} à ${light.to} % du rendement, un encrassement important (fientes d’oiseaux, feuilles, lichens) ${heavy.from} à ${heavy.to} %. Selon l’emplacement, une installation nettoyée produit jusqu’à ${yieldUpTo} de plus qu’une installation encrassée. Notre calculateur de pertes vous montre ce que cela représente en francs pour votre installation.`,
    link: { page: "solar" },
  },
  leadTime: {
    text: `Nous répondons à chaque demande ${reply}. Vous obtenez ensuite en général un rendez-vous dans un délai d’une à deux semaines, et de trois à quatre semaines en haute saison (printemps et été).`,
    link: { page: "faq" },
  },
  replyTime: {
    text: `Nous répondons à chaque demande ${reply}. Pendant nos heures de bureau, ${hours}, vous pouvez aussi nous appeler directement.`,
    link: { page: "contact" },
  },
  hours: {
    text: `Nos heures de bureau, téléphone compris: ${hours}. Pendant ces heures, vous pouvez nous appeler directement; par e-mail, vous pouvez nous écrire à tout moment, et nous vous répondons ${reply}.`,
    link: { page: "contact" },
  },
  contact: {
    text: `Vous pouvez nous appeler au {phone}, ${hours}, ou nous écrire à {email} ou par le formulaire de contact; nous répondons à chaque demande ${reply}. Notre adresse: {address}.`,
    link: { page: "contact" },
  },
  emergency: {
    text: `En cas d’urgence, par exemple une gouttière qui déborde ou des dégâts après une tempête, envoyez-nous un e-mail à {email} avec l’objet «NOTFALL» («urgence» en allemand): nous traitons ces messages en priorité. Pendant nos heures de bureau, ${hours}, appelez-nous au {phone}. Par tempête ou par orage, ne montez surtout pas vous-même sur une échelle.`,
    link: { page: "contact" },
  },
  regions: {
    text: `${serviceAreaSentence} Notre délai d’intervention en cas d’urgence, c’est-à-dire le temps qu’il faut à une équipe pour être sur place, est de 24 heures à ${townsWith("24")}, de 48 à 72 heures à ${townsWith("48-72")} et, dans les autres localités, en général de 24 à 48 heures.`,
    link: { page: "about" },
  },
  romandie: {
    text: `Nous intervenons dans toute la Suisse romande, sans frais de déplacement; nos équipes y sont régulièrement présentes dans ${frenchCount(frenchRegions.length, true)} régions: ${frenchRegions.map((region) => withTowns(frenchRegionInSentence[region.name] ?? region.name, region.cities)).join("; ")}. Si votre localité ne figure pas dans la liste, contactez-nous: nous intervenons aussi chez vous, sans frais de déplacement.`,
    link: { page: "contact" },
  },
  ticino: {
    text: `Au Tessin, nous intervenons dans ${frenchCount(ticinoRegions.length, true)} zones: ${list(ticinoRegions.map((region) => withTowns(ticinoZoneFr[region.name] ?? region.name, region.cities)))}, toujours sans frais de déplacement.`,
    link: { page: "contact" },
  },
  roofPrice: {
    text: `Le nettoyage de toiture coûte ${roofPerM2} par m², plus la TVA, sans frais de déplacement; l’élimination des mousses et des algues, le nettoyage des gouttières, une imprégnation spéciale et une garantie de cinq ans sont compris; seul un revêtement coloré, proposé sur demande, est facturé en supplément. Un toit de ${formatNumber(smallRoof)} m² revient ainsi à ${chf(roofTotal(smallRoof))}, un toit de ${formatNumber(largeRoof)} m² à ${chf(roofTotal(largeRoof))} (hors TVA). La page consacrée au nettoyage de toiture (en allemand) présente d’autres exemples et un calculateur de prix pour les surfaces comprises entre ${formatNumber(AREA_MIN)} et ${formatNumber(AREA_MAX)} m².`,
    link: { page: "roofCleaning" },
  },
  roofMethod: {
    text: `Nous nettoyons les toits en tuiles, plats et en tôle dans le respect des matériaux, jamais à haute pression: à basse pression (de 1 à 3 bar, de 0,5 à 1 bar sur les toits plats) et, là où le matériau le permet, à l’eau chaude de 80 à 95 °C. Les mousses épaisses sont d’abord retirées à la main, puis la surface est débarrassée des mousses, des algues et des lichens, de haut en bas. Une fois le toit sec, nous appliquons une imprégnation spéciale, comprise dans le prix; un revêtement coloré est proposé sur demande.`,
    link: { page: "roofCleaning" },
  },
  roofGuarantee: {
    text: `Nous accordons une garantie de cinq ans sur le nettoyage de toiture; les conditions figurent sur le certificat de garantie. À la fin des travaux, vous recevez un rapport de nettoyage avec photos avant et après, les éventuels dégâts constatés et votre certificat de garantie.`,
    link: { page: "roofCleaning" },
  },
  roofInterval: {
    text: `En règle générale, nous recommandons un nettoyage de toiture tous les 3 à 5 ans; c’est aussi l’intervalle qui convient à la plupart des toits de Suisse romande. Sur les pans nord, sous les arbres et dans les endroits humides, la mousse pousse plus vite: nous conseillons alors plutôt tous les trois ans. Les gouttières, elles, devraient être nettoyées au moins une fois par an.`,
    link: { page: "roofCleaning" },
  },
  asbestos: {
    text: `Les plaques et bardeaux en fibrociment (Eternit) posés avant 1990 peuvent contenir de l’amiante: nous ne nettoyons ces toits ni à pression ni mécaniquement, et ne nettoyons que des plaques sans amiante. Nous vérifions d’abord l’année de construction et le matériau et, en cas de doute, faisons analyser un échantillon. Pour un assainissement, nous vous indiquons une entreprise spécialisée reconnue.`,
    link: { page: "roofCleaning" },
  },
  paysOff: {
    text: `Cela dépend de l’installation et de son emplacement. Une installation nettoyée produit jusqu’à ${yieldUpTo} de plus qu’une installation encrassée, et le nettoyage s’amortit par le seul gain de production surtout sur les grandes installations nettement encrassées: dans l’exemple chiffré de notre article, l’exploitation agricole avec étable (100 kWc) affiche sur deux ans un bilan positif, plus CHF 2'130. Pour une villa dans un environnement propre, en revanche, le gain de production ne couvre pas le coût; l’intérêt du nettoyage réside alors dans le contrôle, dans la protection contre les points chauds et les dégâts matériels, et dans la preuve d’entretien à présenter au fabricant. Pour ces installations, nous recommandons un nettoyage tous les deux ans et un coup d’œil régulier au suivi de production. Calculez vos propres valeurs avec notre calculateur de pertes.`,
    link: { page: "blog:regular-cleaning-roi" },
  },
  roiExamples: {
    text: `Notre page consacrée aux entreprises (en allemand) présente trois exemples tirés de nos interventions: ${roiExample("un centre logistique au bord de l’autoroute", roiExampleFigures.logistics)}; ${roiExample("un ensemble résidentiel zurichois administré par une gérance", roiExampleFigures.residential)}; ${roiExample("une exploitation agricole du Fricktal", roiExampleFigures.farm)}. Le retour sur investissement correspond au revenu supplémentaire annuel, moins le coût du nettoyage, divisé par ce coût.`,
    link: { page: "b2b" },
  },
  slateRoof: {
    text: `Nous nettoyons aussi les toits en ardoise, avec un soin particulier: l’ardoise naturelle est durable, mais cassante. Nous travaillons lentement, en grande partie à la main, avec des brosses douces, à basse pression (1 à 2 bar) et à l’eau chaude de 80 à 95 °C, et ne nous déplaçons sur le toit qu’au moyen d’échelles de toit et de crochets de sécurité. Nous consignons les ardoises mal fixées et les crochets d’ardoise desserrés, et n’appliquons l’imprégnation que là où elle profite à l’ardoise.`,
    link: { page: "roofCleaning" },
  },
  metalRoof: {
    text: `Les toits en métal – tôle d’acier revêtue, zinc-titane, cuivre ou aluminium – ne supportent ni produits abrasifs ni brosses dures. Nous les nettoyons à basse pression (1 à 2 bar) avec des brosses douces; pour la tôle revêtue, nous utilisons de l’eau chaude de 80 à 95 °C. Sur le cuivre et le zinc-titane, nous préservons la patine naturelle; nous contrôlons les vis, les joints et les premières traces de rouille, et vous signalons, photos à l’appui, tout dommage au revêtement.`,
    link: { page: "roofCleaning" },
  },
  gutterPrice: {
    text: `Pour le nettoyage des gouttières, nous établissons un prix forfaitaire, sans frais de déplacement, selon la longueur des gouttières, le nombre de descentes, la hauteur du bâtiment et l’accès: il suffit de nous demander un devis. Nous vidons les gouttières à la main, rinçons les descentes et photographions les éventuels dégâts. Si nous nettoyons votre toiture, le nettoyage des gouttières est déjà compris dans le prix de ${roofPerM2} par m² (hors TVA).`,
    link: { page: "gutterCleaning" },
  },
  gutterInterval: {
    text: `Nous recommandons de faire nettoyer les gouttières au moins une fois par an, idéalement à la fin de l’automne, après la chute des feuilles. Avec des arbres à proximité, deux fois par an, au printemps et à la fin de l’automne; si votre maison est en lisière de forêt, trois fois par an.`,
    link: { page: "gutterCleaning" },
  },
  leafGuard: {
    text: `Une grille pare-feuilles retient les grosses feuilles et espace les nettoyages, mais les aiguilles, les graines et la saleté fine passent quand même: elle ne remplace donc pas le nettoyage des gouttières. Nous nettoyons aussi les grilles et les paniers pare-feuilles existants et, sur demande, nous posons de nouvelles grilles.`,
    link: { page: "gutterCleaning" },
  },
  greenRoofInterval: {
    text: `Nous entretenons les toitures végétalisées extensives (sedum, mousses, herbacées) en général ${frenchCount(greenRoofFacts.extensiveVisitsPerYear)} fois par an, au printemps et en automne. Les toitures végétalisées intensives, avec vivaces, gazon ou arbustes, demandent un passage par saison, soit ${frenchCount(greenRoofFacts.intensiveVisitsPerYear)} par an: en été avec contrôle de l’arrosage et taille; en hiver, ce passage se limite à un contrôle après les tempêtes. Avec un contrat d’entretien, nous fixons les intervalles selon vos besoins.`,
    link: { page: "greenRoof" },
  },
  greenRoofTasks: {
    text: `Nous entretenons la végétation et retirons les pousses indésirables comme les semis d’arbres, avec leurs racines, avant qu’elles n’abîment l’étanchéité. Nous dégageons les écoulements, les trop-pleins, les bandes de gravier et les gouttières, réensemençons les zones dénudées ou complétons le substrat, et arrosons au besoin en période sèche. Après chaque passage, vous recevez un rapport d’entretien avec photos de l’état du toit.`,
    link: { page: "greenRoof" },
  },
  greenRoofPrice: {
    text: `Pour l’entretien des toitures végétalisées, il n’existe pas de liste de prix fixes: nous établissons un devis selon l’emplacement, la surface et le type de végétalisation de votre toit. Indiquez-nous ces informations: nous vous répondons ${reply} avec une proposition de passages et d’intervalles, sans frais de déplacement.`,
    link: { page: "greenRoof" },
  },
  greenRoofCertification: {
    text: `L’entretien des toitures végétalisées n’est pas certifié: la formation certifiée que notre équipe a suivie en ${siteFacts.certifiedSince} porte uniquement sur le nettoyage d’installations solaires. Nous y travaillons toutefois avec le même soin, avec un plan de sécurité pour chaque intervention, et notre assurance responsabilité civile couvre aussi les dommages que nous pourrions causer lors de ces travaux, jusqu’à ${insurance}.`,
    link: { page: "greenRoof" },
  },
  greenRoofWithSolar: {
    text: `Une toiture végétalisée et une installation solaire vont bien ensemble, à condition que la végétation n’ombrage pas les modules; le pollen encrasse aussi le verre. Nous raccourcissons donc la végétation haute devant les rangées de modules et nettoyons les modules lors de la même intervention, sans frais de déplacement. La végétation rafraîchit en outre le toit: les modules ont un meilleur rendement grâce à des températures plus basses.`,
    link: { page: "greenRoof" },
  },
  b2bContracts: {
    text: `Pour les entreprises, nous proposons trois contrats d’entretien: Basis (un an, deux nettoyages par an, pour ${formatNumber(b2bFacts.minAreaM2)} à 500 m² de modules), Professional (trois ans, trois à quatre nettoyages par an, pour 500 à 2'000 m², avec garantie de prix sur toute la durée) et Enterprise (durée et intervalles sur mesure, dès 2'000 m² et pour les portefeuilles de plusieurs sites). Pour chaque installation, vous recevez un rapport de nettoyage avec photos, utile pour votre documentation et vos rapports internes. Dès ${frenchCount(b2bFacts.volumeDiscountFromProperties)} immeubles, nous accordons des rabais de quantité.`,
    link: { page: "b2b" },
  },
  b2bConsultation: {
    text: `La première consultation est gratuite: envoyez-nous l’emplacement, la surface des modules ou la puissance en kWc et, si vous les avez, vos données de rendement des deux dernières années. Nous estimons votre perte due à l’encrassement et vous proposons un modèle de contrat et un intervalle de nettoyage. Vous recevez un devis ferme ${reply} après la visite sur place.`,
    link: { page: "b2b" },
  },
  maintenancePlan: {
    text: `Notre plan d’entretien gratuit, à télécharger en PDF, réunit sur deux pages tous les intervalles pour l’installation solaire, la toiture, les gouttières et la toiture végétalisée, avec un calendrier annuel et les travaux d’entretien de chaque saison. Vous le trouvez sur la page de notre blog.`,
    link: { page: "blog" },
  },
  maintenanceContract: {
    text: `Avec un contrat d’entretien, nos passages sont planifiés à l’avance: un nettoyage annuel ou semestriel, contrôle visuel compris, pour les propriétaires comme pour les gérances; les entreprises disposent de leurs propres contrats (Basis, Professional et Enterprise). Pour les toitures végétalisées, nous fixons les intervalles selon vos besoins, sur demande en combinaison avec le nettoyage de votre installation solaire; pour plusieurs immeubles, nous accordons des rabais de quantité.`,
    link: { page: "prices" },
  },
  season: {
    text: `Le meilleur moment pour nettoyer votre installation solaire est le printemps, avant les mois les plus productifs; là où le pollen abonde, plutôt après la floraison principale, et près des champs, après les moissons, à la fin de l’été ou en automne. En hiver, nous ne nettoyons que par temps sans gel, et lors des journées caniculaires, nous travaillons tôt le matin, tant que les modules sont encore frais.`,
    link: { page: "blog:regular-cleaning-roi" },
  },
  company: {
    text: `Nous avons fondé notre entreprise à Bâle en ${siteFacts.foundedYear}. Depuis, nos ${frenchCount(siteFacts.regionalTeams, true)} équipes régionales ont nettoyé ${formatNumber(siteFacts.modulesCleaned)} modules solaires, et plus de ${formatNumber(siteFacts.customersOver)} clients nous font confiance. Outre les installations solaires, nous nettoyons les toitures et les gouttières et entretenons les toitures végétalisées.`,
    link: { page: "about" },
  },
  reviews: {
    text: `Nos clients nous attribuent en moyenne une note de ${formatDecimal(siteFacts.rating, "fr")} sur 5, sur la base de ${formatNumber(siteFacts.reviewCount)} avis. Vous trouvez une sélection de ces avis sur notre page d’accueil.`,
    link: { page: "home" },
  },
  warrantyPanels: {
    text: `Nous nettoyons selon les prescriptions des fabricants de modules: basse pression au lieu de haute pression, brosses douces, eau déminéralisée et aucun produit abrasif ni chimique. Notre méthode suit ainsi les prescriptions de nettoyage habituelles des fabricants, et le rapport de nettoyage consigne comment nous avons nettoyé. Les conditions exactes figurent dans la garantie de vos modules.`,
    link: { page: "solar" },
  },
  gutterWithSolar: {
    text: "Tant que nous sommes sur le toit pour nettoyer votre installation solaire, autant nettoyer aussi les gouttières: nous pouvons, sur demande, le faire lors de la même intervention. Des gouttières bouchées débordent lors des orages et provoquent des dégâts d’eau sur la façade et en bord de toit. Pour les gouttières, nous établissons un prix forfaitaire selon leur longueur, le nombre de descentes, la hauteur du bâtiment et l’accès, sans frais de déplacement.",
    link: { page: "gutterCleaning" },
  },
  roofWithSolar: {
    text: "Sur demande, nous nettoyons le toit et l’installation solaire lors de la même intervention: le toit en douceur, à basse pression, et les modules dans les règles de l’art, à l’eau déminéralisée et sans produits chimiques. Nous ne marchons jamais sur les modules.",
    link: { page: "roofCleaning" },
  },
  b2bOperations: {
    text: "Nous nettoyons les installations des entreprises sans interruption de l’exploitation, et nous pouvons intervenir en dehors de vos heures d’exploitation. Sur les grands toits plats, nous travaillons avec un robot de nettoyage et de l’eau déminéralisée; pour chaque installation, vous recevez un rapport de nettoyage.",
    link: { page: "b2b" },
  },
  b2bMinimum: {
    text: `Nous nous occupons des installations d’entreprises, de gérances et de facility management à partir de ${b2bFacts.minAreaM2} m² de modules. Le contrat Basis couvre ${b2bFacts.minAreaM2} à 500 m², Professional 500 à 2'000 m² et Enterprise les installations dès 2'000 m².`,
    link: { page: "b2b" },
  },
  quoteWithoutPhotos: {
    text: `Non, pas besoin de photos pour le devis: pour le nettoyage de base de votre installation solaire, il suffit d’indiquer dans le calculateur votre NPA, le type de toit et la taille de l’installation (en m², en kWc ou en nombre de modules); vous obtenez le prix fixe en ${frenchCount(homeFacts.quoteMinutes)} minutes. Si vous préférez nous montrer votre installation, envoyez-nous une photo sur WhatsApp: nous vous répondons avec une première évaluation et un ordre de grandeur du prix.`,
    link: { page: "prices", section: "calculator" },
  },
  companyGrowth: {
    text: `Nous avons élargi notre offre au nettoyage de toiture et de gouttières et à l’entretien de toitures végétalisées entre ${siteFacts.growthYears.from} et ${siteFacts.growthYears.to}; auparavant, depuis notre création à Bâle en ${siteFacts.foundedYear}, nous nettoyions uniquement des installations solaires. Durant ces mêmes années, nos équipes d’Argovie, de Zurich, de Suisse centrale, de Berne et de Langenthal ont vu le jour, et nous nous sommes équipés d’un robot de nettoyage pour les grands toits plats et de drones pour le contrôle et la documentation.`,
    link: { page: "about" },
  },
  businessContactPerson: {
    text: `Oui: en tant qu’entreprise ou gérance, vous avez chez nous un interlocuteur attitré. Nous vous proposons aussi des contrats d’entretien et, dès ${frenchCount(b2bFacts.volumeDiscountFromProperties)} immeubles, un rabais de quantité.`,
    link: { page: "b2b" },
  },
  documentsOnRequest: {
    text: `Oui: sur demande, nous vous envoyons l’attestation de la formation certifiée en nettoyage d’installations solaires suivie par notre équipe en ${siteFacts.certifiedSince}, l’attestation de notre assurance responsabilité civile (jusqu’à ${insurance}) et le plan de sécurité établi pour votre intervention selon les règles de la Suva.`,
    link: { page: "certificates" },
  },
  greenRoofMixed: {
    text: `Pour une toiture végétalisée mixte, par exemple une surface de sedum avec quelques massifs de vivaces, nous passons en général ${frenchCount(greenRoofFacts.mixedVisitsPerYear.from)} à ${frenchCount(greenRoofFacts.mixedVisitsPerYear.to)} fois par an; nous fixons l’intervalle selon l’état du toit et les plantations. À chaque passage, nous effectuons les mêmes travaux que sur une toiture extensive et entretenons en plus les massifs et les arbustes.`,
    link: { page: "blog:green-roof-intervals" },
  },
  quoteFree: {
    text: "Notre devis est gratuit et sans engagement. Avec le calculateur de devis, vous recevez votre prix fixe en PDF en deux minutes, et vous ne passez commande qu’en acceptant le devis en ligne, en répondant à notre e-mail ou en nous appelant.",
    link: { page: "prices", section: "calculator" },
  },
  insuranceProof: {
    text: `Sur demande, nous vous envoyons l’attestation d’assurance avant l’intervention. Notre assurance responsabilité civile couvre les dommages que nous pourrions causer, jusqu’à ${insurance}, pour le nettoyage d’installations solaires comme pour le nettoyage de toiture, le nettoyage des gouttières et l’entretien des toitures végétalisées.`,
    link: { page: "certificates" },
  },
  languages: {
    text: "Les principales pages de notre site existent en français, en allemand, en italien et en anglais (certaines n’existent qu’en allemand), et nous vous conseillons et établissons vos devis dans ces quatre langues. Écrivez-nous ou appelez-nous dans celle qui vous convient le mieux.",
    link: { page: "contact" },
  },
  calculatorInputs: {
    text: `Dans le calculateur de devis, les champs «${calculator.plzLabel}», «${calculator.roofTypeLabel}», «${calculator.sizeLabel}» et «${calculator.companyLabel}» sont obligatoires, de même que l’adresse e-mail; le numéro de téléphone et les remarques sont facultatifs. Vous indiquez la taille en m², en kWc ou en nombre de modules, jusqu’à ${formatNumber(MAX_SIZE)}; pour la conversion, le calculateur compte ${formatDecimal(M2_PER_UNIT.kwp, "fr")} m² par kWc et ${formatDecimal(M2_PER_UNIT.panel, "fr")} m² par module. Pour le type de toit, vous avez le choix entre un ${calculator.roofTypesInText.ziegeldach}, un ${calculator.roofTypesInText.flachdach} (${flatRoofLess} moins cher) et un ${calculator.roofTypesInText.blechdach} (${metalRoofMore} plus cher).`,
    link: { page: "prices", section: "calculator" },
  },
  companyIdentity: {
    text: "Notre entreprise, {companyName}, est inscrite au registre du commerce du canton de Bâle-Ville. Adresse du siège: {address}. Notre numéro d’identification des entreprises (IDE) est le {uid}; il figure aussi dans les mentions légales et au bas de chaque page.",
    link: { page: "imprint" },
  },
  waterSupply: {
    text: "Le jour du nettoyage, il nous faut chez vous un raccordement d’eau, par exemple un robinet extérieur. Nous déminéralisons l’eau sur place par échange d’ions, sans aucun produit chimique: elle sèche ainsi sans traces de calcaire et ne laisse aucun résidu.",
    link: { page: "solar" },
  },
  calculatorPrivacy: {
    text: "Le calculateur de pertes, le calculateur de rendement et le calculateur de prix du nettoyage de toiture fonctionnent entièrement dans votre navigateur: les données de votre installation ne nous sont pas transmises et ne sont pas enregistrées. Nous n’enregistrons vos indications, avec le devis, que si vous établissez un devis en PDF avec le calculateur de devis.",
    link: { page: "privacy" },
  },
  roofAreaEstimate: {
    text: `En règle générale, prenez la surface au sol de la maison, débord de toit compris, et multipliez-la par ${formatDecimal(GABLE_ROOF_AREA_FACTOR.min, "fr")} à ${formatDecimal(GABLE_ROOF_AREA_FACTOR.max, "fr")}; cela vaut pour un toit à deux pans courant. Le calculateur de prix pour le nettoyage de toiture part de cette valeur, et nous confirmons la surface exacte dans le devis.`,
    link: { page: "roofCleaning" },
  },
  calculatorEstimates: {
    text: "Les résultats du calculateur de rendement, du calculateur de pertes et du calculateur de prix pour le nettoyage de toiture sont des estimations. Ce qui nous engage, c’est le prix du devis immédiat que vous recevez en PDF, ainsi que tout autre devis écrit.",
    link: { page: "imprint" },
  },
  saharaDust: {
    text: "La poussière du Sahara est fine et minérale: essuyée à sec, elle peut rayer le verre des modules. N’essayez donc pas de l’enlever vous-même avec un balai ou un chiffon. Nous la rinçons à basse pression avec beaucoup d’eau déminéralisée, et seulement ensuite nous nettoyons la surface.",
    link: { page: "solar" },
  },
  dataRights: {
    text: "Vous avez le droit de savoir quelles données personnelles nous détenons sur vous, de les faire rectifier et de les faire effacer, sauf obligation légale de conservation. Écrivez-nous pour cela à {email} ou par courrier à {address}; afin de ne transmettre aucune donnée à une personne non autorisée, nous pouvons vous demander de justifier de votre identité. Vous pouvez aussi adresser une plainte au Préposé fédéral à la protection des données et à la transparence (PFPDT), à Berne.",
    link: { page: "privacy" },
  },
  dataRetention: {
    text: `Nous conservons les messages envoyés par le formulaire de contact pendant ${privacyRetention.contactYears} ans, les données du devis immédiat (indications, prix calculés, devis en PDF) pendant ${privacyRetention.quoteYears} ans et les e-mails envoyés depuis le site pendant ${privacyRetention.emailYears} ans; passé ces délais, ils sont supprimés automatiquement. Vous avez le droit de consulter vos données, de les faire rectifier et de les faire supprimer.`,
    link: { page: "privacy" },
  },
  reminder: {
    text: "En acceptant votre devis en ligne, vous pouvez cocher, sur la page du devis, la case «Rappelez-moi lorsqu’il sera temps de refaire un nettoyage.» Lorsque le prochain nettoyage sera dû, nous vous enverrons un e-mail avec un lien vers un nouveau devis établi avec les mêmes informations; un clic suffit pour ne plus recevoir ces rappels. Avec un contrat d’entretien, c’est nous qui vous contactons en temps utile.",
    link: { page: "prices", section: "calculator" },
  },
  tenant: {
    text: "En tant que locataire, vous pouvez vous aussi nous demander un nettoyage. Les travaux sur le toit sont toutefois le plus souvent commandés par le propriétaire ou la gérance: associez-les dès le départ et indiquez-nous leurs coordonnées dans votre demande.",
    link: { page: "contact" },
  },
  snowYourself: {
    text: "Nous vous le déconseillons. Une pelle ou un balai peut rayer le verre et les cadres, et un toit enneigé présente un risque de chute. La surface des modules étant lisse, la neige glisse généralement d’elle-même dès que le soleil revient. Si des dégâts ou des traces de saleté apparaissent après l’hiver, nous les consignons, photos à l’appui, lors du prochain nettoyage.",
    link: { page: "city:st-gallen" },
  },
  walkOnPanels: {
    text: "Non, nous ne marchons jamais sur les modules solaires. Nous les nettoyons avec de l’eau déminéralisée et des brosses douces, sans haute pression et sans peser sur eux. Sur les grands toits plats, nous utilisons un robot de nettoyage qui, grâce à sa légèreté, ne surcharge pas les modules.",
    link: { page: "solar" },
  },
  safety: {
    text: "Nous établissons un plan de sécurité pour chaque intervention. Selon les règles de la Suva, nous y définissons la protection contre les chutes, les points d’ancrage et la zone de travail – avec cordes de sécurité, échafaudage ou nacelle élévatrice selon le toit – et, si nécessaire, nous balisons la zone située sous le toit. Nos collaborateurs sont régulièrement formés à la sécurité au travail et à la protection contre les chutes.",
    link: { page: "certificates" },
  },
  servicesOverview: {
    text: "En plus du nettoyage d’installations solaires, nous nettoyons les toitures et les gouttières et entretenons les toitures végétalisées, pour les particuliers comme pour les entreprises et les gérances, à qui nous proposons aussi des contrats d’entretien. Sur demande, nous nettoyons le toit et l’installation solaire lors de la même intervention, et le nettoyage de toiture comprend celui des gouttières.",
    link: { page: "home" },
  },
  fixedPrice: {
    text: "Le prix que le calculateur de devis vous indique en ligne, et que reprend votre devis, est un prix fixe qui nous engage: il vaut pour la taille d’installation et le type de toit indiqués, TVA comprise et sans frais de déplacement. Le jour du nettoyage, aucun supplément ni facturation ultérieure ne s’y ajoute (garantie de prix fixe).",
    link: { page: "prices", section: "calculator" },
  },
  acceptForm: {
    text: `Pour nous confier le mandat sur la page de votre devis, quelques indications suffisent: l’adresse du lieu d’intervention (rue et numéro, NPA et localité), un numéro de téléphone et la période souhaitée – «Dès que possible», «Date flexible» ou un mois précis. Sous «Indications d’accès», vous pouvez nous décrire l’accès au toit et le robinet d’eau, ou préciser s’il faut une échelle ou une nacelle. Si vous le souhaitez, nous vous rappellerons aussi le moment venu de refaire un nettoyage. Nous vous proposons ensuite une date.`,
    link: { page: "prices" },
  },
  declineQuote: {
    text: `Vous n’avez rien à faire: votre devis est sans engagement et valable ${OFFER_VALID_DAYS} jours. Si vous souhaitez nous le dire, refusez-le sur la page de votre devis, sous «Ce devis ne vous convient pas?», avec «Non, merci»; indiquer la raison est facultatif. Si votre devis n’est ni accepté ni refusé après quelques jours, nous vous envoyons un seul rappel par e-mail; vous pouvez aussi le désactiver d’un clic sur «Ne plus recevoir de rappels». Si vous changez d’avis, vous pouvez établir un nouveau devis à tout moment.`,
    link: { page: "prices" },
  },
};
