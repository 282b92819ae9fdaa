import { formatChf, formatNumber } from "../../lib/format";
import { siteFacts } from "../site-facts";
import type { LanguageGlossary } from "./types";

/**
 * French for Suisse romande: "vous" throughout, buttons in the infinitive, no space before : ; ? !
 * (the site's convention), Swiss words where Romandie uses them (NPA, septante, TVA comprise),
 * thousands with the apostrophe, francs as on a Swiss invoice ("CHF 1'320.00").
 */

/** A time of the site facts ("08:00", "17:00", "08:30") in French style: "8 h", "17 h", "8 h 30". */
export function frenchTime(hhmm: string): string {
  const [hours, minutes] = hhmm.split(":");
  return `${Number(hours)} h${minutes && minutes !== "00" ? ` ${minutes}` : ""}`;
}

const numberWords = [
  "zéro",
  "un",
  "deux",
  "trois",
  "quatre",
  "cinq",
  "six",
  "sept",
  "huit",
  "neuf",
  "dix",
  "onze",
  "douze",
];

/**
 * A count of the site facts in words, as French prose writes small numbers ("six équipes régionales",
 * "trois régions"); digits from 13 on. `feminine` gives "une" for 1.
 */
export function frenchCount(count: number, feminine = false): string {
  if (count === 1 && feminine) return "une";
  return Number.isInteger(count) && count >= 0 && count < numberWords.length
    ? numberWords[count]!
    : formatNumber(count);
}

/**
 * The service area in one sentence (docs: decisions D6), wherever a French page or answer states it:
 * the teams and their radius around Basel, and that we work all over Switzerland without travel costs.
 */
export const serviceAreaSentence = `Nos ${frenchCount(siteFacts.regionalTeams, true)} équipes régionales sont basées à Bâle et couvrent un rayon d’environ ${formatNumber(siteFacts.serviceRadiusKm)} km; nous intervenons toutefois dans toute la Suisse, Suisse romande et Tessin compris, sans frais de déplacement.`;

/** The same, capitalised to open a sentence ("Six équipes …"). */
export function frenchCountCapitalised(count: number, feminine = false): string {
  const words = frenchCount(count, feminine);
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const fr: LanguageGlossary = {
  terms: {
    quote: {
      use: "devis",
      reject: [
        /\bOffertes?\b/,
        /\b(?:votre|une|cette|notre|d’une|l’)\s?offertes?\b/,
        /\boffres? de prix\b/i,
        /\bcotations?\b/i,
        /\bestimations? de prix\b/i,
      ],
      note: "Le document chiffré (PDF) et la demande: «devis», «devis immédiat» pour le calculateur. «Offre» seulement au sens de notre gamme de prestations.",
    },
    quoteButton: {
      use: "Calculer mon devis",
      reject: [
        /\b(?:Obtenir|Demander|Recevoir) (?:un|mon|votre|le) devis\b/,
        /\bCalculer (?:le|un|votre) (?:devis|prix)\b/,
      ],
      note: "Chaque bouton ou lien qui ouvre le calculateur de devis, pied de page et barre mobile compris; un lien vers le formulaire de contact dit «Décrire mon projet».",
    },
    cleaningReport: {
      use: "rapport de nettoyage",
      reject: [/\bprocès-verba(?:l|ux)\b/i, /\bprotocoles? de nettoyage\b/i, /\bPV de nettoyage\b/],
      note: "Après l’entretien d’une toiture végétalisée: «rapport d’entretien».",
    },
    safetyPlan: {
      use: "plan de sécurité",
      reject: [/\bconcepts? de sécurité(?!\p{L})/iu, /\bdispositifs? de sécurité(?!\p{L})/iu],
    },
    gutter: {
      use: "gouttière",
      reject: [/\bchéneaux?\b/i, /\bcheneaux?\b/i],
      note: "Le mot que tout visiteur cherche; «chéneau» (gouttière encastrée, ou helvétisme pour toute gouttière) n’est pas utilisé. Le tuyau vertical est la «descente».",
    },
    greenRoof: {
      use: "toiture végétalisée",
      reject: [
        /\btoitures? vertes?\b/i,
        /\btoits? verts?\b/i,
        /\btoits? végétalisés?(?!\p{L})/iu,
        /\btoits? végétaux\b/i,
      ],
      note: "Extensive ou intensive; «toit-jardin» seulement pour une toiture végétalisée intensive accessible.",
    },
    premiumPackage: {
      use: "formule Premium",
      reject: [
        /\bformule premium\b/,
        /(?<![Ff]ormule )\bPremium avec inspection\b/,
        /\b(?:nettoyage|offre|option|forfait|pack) [Pp]remium\b/,
        new RegExp(`(?<!dès )${formatChf(siteFacts.premiumPriceChf, 0).replace(" ", "[\\s\\u00a0]?")}\\b`),
      ],
      note: `Toujours avec son inspection, «dès ${formatChf(siteFacts.premiumPriceChf, 0)}» (le forfait de base, jamais un prix total); l’autre formule est le «nettoyage de base». L’inspection n’appartient qu’à cette formule: chaque nettoyage comprend un «contrôle visuel».`,
    },
    feedInTariff: {
      use: "tarif de reprise",
      reject: [
        /\btarifs? d.injection\b/i,
        /\b(?:prix|tarifs?) de rachat\b/i,
        /\brétributions? (?:de reprise|de l.injection|à l.injection)\b/i,
        /\brémunérations? (?:de|à) l.injection\b/i,
      ],
      note: "Le terme des distributeurs romands (SIG, Romande Energie, Groupe E).",
    },
    demineralisedWater: {
      use: "eau déminéralisée",
      reject: [/\beau (?:osmosée|distillée|ultrapure|pure|désionisée|déionisée|déminé)(?![\p{L}])/iu],
    },
    solarCleaning: {
      use: "nettoyage d’installations solaires",
      reject: [
        /\bnettoyage solaire\b/i,
        /\bnettoyage (?:photovoltaïque|PV)\b/i,
        /\bnettoyages? (?:de|des) panneaux\b/i,
        /\bnettoyages? d.installations? photovoltaïques?\b/i,
      ],
      note: "Le nom de la prestation; dans le texte courant, «nettoyer votre installation solaire» ou «le nettoyage des modules».",
    },
    roofCleaning: {
      use: "nettoyage de toiture",
      reject: [/\bnettoyages? de(?:s)? toits?\b/i, /\bnettoyages? de toitures\b/i],
      note: "Au singulier, comme nom de la prestation (CHF par m²).",
    },
    maintenancePlan: {
      use: "plan d’entretien",
      reject: [/\bplans? de maintenance\b/i, /\bcalendriers? d.entretien\b/i, /\bprogrammes? d.entretien\b/i],
    },
    maintenanceContract: {
      use: "contrat d’entretien",
      reject: [/\bcontrats? de (?:maintenance|service|nettoyage)\b/i, /\babonnements?\b/i, /\bMaintenance\b/],
    },
    liabilityInsurance: {
      use: "assurance responsabilité civile",
      reject: [
        /\bassurances? RC\b/i,
        /\bassurances? de responsabilité civile\b/i,
        /\bresponsabilité civile (?:d.entreprise|professionnelle)\b/i,
        /\bRC (?:entreprise|professionnelle)\b/i,
      ],
      note: `Jusqu’à CHF ${siteFacts.liabilityInsuranceChf / 1_000_000} millions; «assurés en responsabilité civile» pour l’équipe.`,
    },
    travelCosts: {
      use: "frais de déplacement",
      reject: [/\bfrais (?:de trajet|d.approche|de route|de voyage|kilométriques)\b/i, /\bcoûts? de déplacement\b/i],
      note: "«Sans frais de déplacement» ou «aucun frais de déplacement».",
    },
    vat: {
      use: "TVA",
      reject: [
        /\bMWST\b/,
        /\bTTC\b/,
        /\bHT\b/,
        /\bhors taxes?\b/i,
        /\bTVA (?:incluse|inclue|inclus)\b/,
        new RegExp(
          `CHF[\\s\\u00a0]?(?:${siteFacts.priceFromChf}|${siteFacts.premiumPriceChf})\\b[^.;:]{0,60}\\bTVA (?:de [\\d,]+[\\s\\u00a0]?% )?comprise`,
        ),
        /\b(?:[Ll]es deux|[Tt]ous nos|[Nn]os) prix s’entendent\b/,
      ],
      note: `«TVA comprise», «hors TVA», «TVA 8,1 %». Les prix «dès ${formatChf(siteFacts.priceFromChf, 0)}» et «dès ${formatChf(siteFacts.premiumPriceChf, 0)}» sont des forfaits de base hors TVA: «plus le prix au m²; votre devis indique le total, TVA comprise», jamais «dès ${formatChf(siteFacts.priceFromChf, 0)}, TVA comprise».`,
    },
    satisfactionGuarantee: {
      use: "garantie de satisfaction",
      reject: [
        /\b100\s?%\s?(?:de )?satisf/i,
        /\bsatisfaction garantie\b/i,
        /\bsatisfaits? ou remboursés?(?!\p{L})/iu,
        /\bgarantie satisfaction\b/i,
      ],
      note: "Si le résultat ne vous satisfait pas, nous nettoyons à nouveau gratuitement les endroits concernés.",
    },
    certifiedTraining: {
      use: "formation certifiée",
      reject: [
        /\bacadémies?\b/i,
        /\bcertifiée?s? par\b/i,
        /\bcertifications? (?:par|d.une|obtenue)\b/i,
        /\b[Nn]otre certification\b/,
        /(?<![Ff]ormation )\b[Cc]ertifiée?s? depuis\b/,
      ],
      note: `«Depuis ${siteFacts.certifiedSince}, notre équipe est au bénéfice d’une formation certifiée en nettoyage d’installations solaires»; aucun organisme n’est nommé, et la formation ne couvre pas l’entretien des toitures végétalisées.`,
    },
    officeHours: {
      use: `du lundi au vendredi, de ${frenchTime(siteFacts.hours.opens)} à ${frenchTime(siteFacts.hours.closes)}`,
      reject: [
        /\b18 ?h\b/,
        /\b[Ll]un(?:di)?\.?\s?[–-]\s?[Vv]en(?:dredi)?\b/,
        /\b(?:sur rendez-vous uniquement|uniquement sur rendez-vous)\b/i,
        /\bhotline\b/i,
        /\b24 ?h ?(?:\/|sur) ?24\b/,
      ],
      note: `Téléphone compris: on nous appelle sans rendez-vous. Urgences: un e-mail avec l’objet «NOTFALL» («urgence» en allemand), comme sur la page de contact allemande. Réponse à chaque demande dans les ${siteFacts.replyWithinHours} heures; le délai d’intervention d’une ville (24, 24 à 48 ou 48 à 72 heures) est une autre donnée.`,
    },
  },
  languageTerms: [
    {
      thing: "Kilowatt peak, the rated power of a system",
      use: "kWc",
      reject: [/\bkWp\b/],
      note: "kilowatt-crête",
    },
    {
      thing: "Postcode",
      use: "NPA",
      reject: [/\bcode postal\b/i, /\bcodes postaux\b/i],
      note: "«NPA et localité», comme sur les formulaires suisses.",
    },
    {
      thing: "E-mail",
      use: "e-mail",
      reject: [/\bcourriels?\b/i, /(?<!-)\bmails?\b/i, /\bE-Mail\b/],
    },
    {
      thing: "A cell that overheats under shade or dirt",
      use: "point chaud",
      reject: [/\bhot[- ]?spots?\b/i],
    },
    {
      thing: "Property management company",
      use: "gérance",
      reject: [/\bsyndics?\b/i],
      note: "La PPE a son administrateur.",
    },
    {
      thing: "Seventy and ninety in words",
      use: "septante, nonante",
      reject: [/\bsoixante-dix\b/i, /\bquatre-vingt-dix\b/i],
      note: "«Huitante» ne se dit pas à Genève ni à Neuchâtel: 80 s’écrit en chiffres.",
    },
    {
      thing: "The free check included in every cleaning (only the premium package has an inspection)",
      use: "contrôle visuel",
      reject: [
        /\binspections? visuelles?\b/i,
        /[Cc]ompris dans (?:chaque nettoyage|le prix)\b[^.]{0,40}\b[Ii]nspection\b/,
        /\b[Cc]haque nettoyage (?:inclut|comprend) (?:une|l’)inspection\b/,
      ],
      note: "«Inspection» désigne uniquement celle de la formule Premium.",
    },
    {
      thing: "How soon a team can be on site in urgent cases (a city's 24, 24-48 or 48-72 hours)",
      use: "délai d’intervention",
      reject: [
        /\btemps de (?:réaction|réponse)\b/i,
        /\bDans quel délai pouvez-vous intervenir\b/,
        /\bjours ouvrables\b/i,
        /\d heures \(du lundi au vendredi\)/,
      ],
      note: `Ni la réponse (à chaque demande dans les ${siteFacts.replyWithinHours} heures, sans «jours ouvrables») ni le rendez-vous (en général dans un délai de 1 à 2 semaines, de 3 à 4 en haute saison): «Dans quel délai puis-je obtenir un rendez-vous?».`,
    },
  ],
  style: {
    decimal: "virgule: 4,9 · 8,1 % · 0,5 bar (les montants en francs gardent le point: CHF 0.85)",
    thousands: "apostrophe: 8'643 · 10'000 · 1'000 kWh",
    chf: "CHF avant le montant: CHF 1'320.00 · CHF 388 · CHF 0.08 par kWh · CHF 5 millions",
    percent: "espace avant %: 30 % · 8,1 %",
    time: "8 h · 17 h · 8 h 30 (du lundi au vendredi, de 8 h à 17 h)",
    date: "14 mars 2026 · 1er avril 2026",
  },
  rejectedForms: [
    { pattern: /[ \u00a0\u202f][:;?!]/, why: "Le site ne met pas d’espace avant : ; ? !" },
    { pattern: /\b\d{1,2}:\d{2}\b/, why: "Heures à la française: «8 h», «17 h», «8 h 30»; une durée: «2 min 14 s»" },
    {
      pattern: /(?<!CHF[\s\u00a0]?)(?<![\d.'’])\d+\.\d+/,
      why: "Virgule décimale (4,9; 8,1 %); seuls les montants en francs gardent le point (CHF 0.85)",
    },
    { pattern: /\d[\s\u00a0]?CHF\b/, why: "CHF avant le montant: «CHF 0.08 par kWh», jamais «0.08 CHF/kWh»" },
    { pattern: /\d%/, why: "Espace avant %: «30 %»" },
    {
      pattern: /(?<![\d'’])\d{1,3}[\u00a0\u202f ]\d{3}(?![\d'’]|[\u00a0\u202f ]\d)/,
      why: "Milliers avec l’apostrophe: «10'000», «8'643»",
    },
    {
      pattern: /\b[1-9]\d{3,}[\s\u00a0]?(?:kWh|kWc|m²|modules|caractères|clients|avis|francs)\b|\bCHF[\s\u00a0]?\d{4,}/,
      why: "Milliers avec l’apostrophe, dès 1'000: «5'000 caractères», «CHF 1'500»",
    },
    { pattern: /\p{L}'\p{L}/u, why: "Apostrophe typographique dans les mots (l’eau); ' seulement pour les milliers" },
    { pattern: /["“”]/, why: "Guillemets français: «NOTFALL»" },
    {
      pattern: /«[ \u00a0\u202f]|[ \u00a0\u202f]»/,
      why: "Guillemets sans espace intérieure («NOTFALL»), comme : ; ? ! sans espace",
    },
    { pattern: /\.\.\./, why: "Points de suspension: …" },
    { pattern: /\p{Ll} & \p{Ll}/u, why: "«et» en toutes lettres" },
    { pattern: /(?<!\p{L})(?:tu|toi|ton|ta|tes)(?!\p{L})/u, why: "Un seul registre: le vouvoiement" },
    { pattern: /\bPrêts? pour plus de\b/, why: "Calque de l’allemand («Bereit für mehr …»)" },
    { pattern: /\bsans chimie\b/i, why: "Calque: «sans produits chimiques»" },
    {
      pattern: /\bproduits? chimiques? agressifs?\b/,
      why: "Nous n’utilisons aucun produit chimique: «sans produits chimiques», sans adjectif qui laisserait entendre le contraire",
    },
    {
      pattern: /\bmodules?\b[^.]{0,60}\btravaill\w* (?:un peu )?(?:mieux|plus efficacement)\b/,
      why: "Calque de l’allemand: les modules «ont un meilleur rendement grâce à des températures plus basses»",
    },
    {
      pattern: /\bfaible poids par mètre carré/,
      why: "Calque: le robot nettoie «grâce à sa légèreté, sans surcharger les modules»",
    },
    {
      pattern:
        /\b[Nn]ettoy\w*\b[^.;]{0,120}\brobots?(?: de nettoyage)? (?:ou|et) (?:à |par |avec |des |un |d’un |à des )?drones?\b|\brobots? de nettoyage (?:ou|et) (?:à des |des |de )?drones?\b|\bdrones? (?:qui )?nettoi/,
      why: "Les robots nettoient les grands toits plats; les drones servent uniquement au contrôle et à la documentation",
    },
    {
      pattern: /\bcontrats?\b[^.]{0,80}\b(?:tous les deux ans|bisannuel\w*)/i,
      why: "Contrat d’entretien: nettoyage annuel ou semestriel (une ou deux fois par an)",
    },
    {
      pattern: /\benviron quatre (?:fois|passages?)\b|\bdébut de l’été, fin de l’été/,
      why: "Toitures végétalisées intensives: une fois par saison, soit quatre fois par an (en hiver, un contrôle après les tempêtes)",
    },
    { pattern: /\b\d+(?:,\d+)? kW\b|\(kW\)/, why: "Puissance d’une installation en kWc, jamais en kW" },
    {
      pattern: /\bmêmes hypothèses\b|\bhypothèses de nos calculateurs\b/,
      why: "Le calculateur de rendement et le calculateur de pertes ont chacun leurs hypothèses, indiquées à côté de l’outil",
    },
    {
      pattern: new RegExp(`\\b${siteFacts.ticinoInstallationsOver} installations\\b`),
      why: "Les installations tessinoises sont un chiffre régional, réservé aux pages italiennes sur le Tessin",
    },
    {
      pattern: new RegExp(formatChf(siteFacts.liabilityInsuranceChf, 0).replace(" ", "[\\s\\u00a0]?")),
      why: `Assurance: «CHF ${siteFacts.liabilityInsuranceChf / 1_000_000} millions»`,
    },
    {
      pattern: new RegExp(`jusqu[’']à (?!${siteFacts.yieldGainUpToPercent}\\b)\\d+\\s?% de (?:rendement|production)`),
      why: `Un seul chiffre de gain: jusqu’à ${siteFacts.yieldGainUpToPercent} % (siteFacts.yieldGainUpToPercent)`,
    },
  ],
};
