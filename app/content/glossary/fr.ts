import { formatChf } from "#app/lib/format";
import { b2bFacts } from "../pages/b2b/roi";
import { siteFacts } from "../site-facts";
import type { LanguageGlossary } from "./types";
import { frenchTime } from "../phrasing/fr";

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
      reject: [
        /\bconcepts? de sécurité(?!\p{L})/iu,
        /\bdispositifs? de sécurité(?!\p{L})/iu,
        /\b(?:le|du|au) même plan de sécurité\b/i,
      ],
      note: "Un plan de sécurité pour chaque intervention, aussi sur une toiture végétalisée; jamais «le même plan de sécurité».",
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
      reject: [
        /\beau (?:osmosée|distillée|ultrapure|pure|désionisée|déionisée|déminé)(?![\p{L}])/iu,
        /\bdissou(?:t|dre|ent)\b/,
      ],
      note: "Avec les brosses douces, l’eau déminéralisée «détache» la saleté; jamais «dissout».",
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
        /\b[Nn]os travaux sont couverts\b/,
        /\b[Aa]ssurés jusqu’à\b/,
        /\bsi quelque chose devait arriver malgré tout\b/i,
        /\bnous couvre jusqu’à\b/,
      ],
      note: `«Notre assurance responsabilité civile couvre les dommages que nous pourrions causer, jusqu’à CHF ${siteFacts.liabilityInsuranceChf / 1_000_000} millions»; «assurés en responsabilité civile» pour l’équipe. Jamais juste après un conseil sur la sécurité du lecteur (coupole, échelle), où elle semblerait couvrir sa propre chute.`,
    },
    travelCosts: {
      use: "frais de déplacement",
      reject: [
        /\bfrais (?:de trajet|d.approche|de route|de voyage|kilométriques)\b/i,
        /\bcoûts? de déplacement\b/i,
        /\bfrais de déplacement supplémentaires\b/,
        /\b[Ll]e déplacement est compris\b/,
      ],
      note: "«Sans frais de déplacement», «aucun frais de déplacement» ou «sans supplément pour le déplacement»; jamais «le déplacement est compris dans le prix».",
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
        /\bsi le résultat ne vous satisfait pas\b/i,
      ],
      note: "Toujours la même portée: si le résultat ne répond pas à vos attentes, nous nettoyons à nouveau gratuitement les endroits que vous nous signalez.",
    },
    certifiedTraining: {
      use: "formation certifiée",
      reject: [
        /\bacadémies?\b/i,
        /\bcertifiée?s? par\b/i,
        /\bcertifications? (?:par|d.une|obtenue)\b/i,
        /\b[Nn]otre certification\b/,
        /\b[Cc]ertifiée?s? depuis\b/,
        /\b(?:entreprise|société|équipe) certifiée\b|\bnous sommes certifiés\b/i,
        /^Vérifiée?s?$/,
      ],
      note: `«En ${siteFacts.certifiedSince}, notre équipe a suivi une formation certifiée en nettoyage d’installations solaires» ou «formation certifiée suivie en ${siteFacts.certifiedSince}»; jamais «formation certifiée depuis»; jamais une entreprise ou une équipe «certifiée». Aucun organisme n’est nommé, et la formation ne couvre pas l’entretien des toitures végétalisées: sur une page de toiture, de gouttières ou de toiture végétalisée, on le dit une seule fois.`,
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
      note: `Téléphone compris: on nous appelle directement; pour un conseil approfondi, nous convenons d’un rendez-vous. Urgences: un e-mail avec l’objet «NOTFALL» («urgence» en allemand), comme sur la page de contact allemande. Réponse à chaque demande dans les ${siteFacts.replyWithinHours} heures; le délai d’intervention d’une ville (24, 24 à 48 ou 48 à 72 heures) est une autre donnée.`,
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
        /\binspections? gratuites?\b|\binspections?\b[^.;]{0,40}\bsans supplément\b/i,
        /(?:à l’œil nu|[Cc]ontrôle visuel)[^.]{0,120}(?<!signaler (?:un|des) )\bpoints? chauds?\b/,
        /\bcâbles? desserrés?\b/i,
      ],
      note: "«Inspection» désigne uniquement celle de la formule Premium. Le contrôle visuel cherche les fissures, les fixations desserrées et les décolorations «qui peuvent signaler un point chaud»: il ne trouve pas les points chauds eux-mêmes.",
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
      note: `Ni la réponse (à chaque demande dans les ${siteFacts.replyWithinHours} heures, sans «jours ouvrables») ni le rendez-vous (en général dans un délai d’une à deux semaines, de trois à quatre en haute saison): «Dans quel délai puis-je obtenir un rendez-vous?».`,
    },
    {
      thing: "The drain of a flat or green roof",
      use: "écoulement",
      reject: [/\bévacuations?\b/i],
      note: "«Dégager les écoulements et les bandes de gravier», comme sur la page des toitures végétalisées et dans le plan d’entretien; l’eau, elle, «s’évacue».",
    },
    {
      thing: "The soft brushes we clean modules with",
      use: "brosses douces",
      reject: [/\bbrosses? souples?\b/i],
    },
    {
      thing: "The yearly total of the home loss calculator and the assistant's loss answer (loss plus normal wear)",
      use: "Perte et usure par an",
      reject: [/\bPerte totale par an\b/, /^Usure$/],
      note: "L’usure est celle d’une installation propre aussi: «Usure de l’installation (même sans encrassement)»; le pourcentage d’un emplacement est une «moyenne annuelle». Un nettoyage évite la perte due à l’encrassement et réduit les dommages, pas l’usure.",
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
      pattern:
        /\b[Nn]ous travaillons (?:uniquement|exclusivement) (?:à|avec de) l’eau déminéralisée\b|^Sans produits chimiques$/,
      why: "«Sans produits chimiques» vaut pour le nettoyage des modules: le nettoyage de toiture comprend une imprégnation. «Nous nettoyons les modules uniquement à l’eau déminéralisée», «Modules nettoyés sans produits chimiques»",
    },
    {
      pattern: /\b[Ll]e devis de la formule Premium, nous vous l’établissons\b/,
      why: "Dislocation orale: «pour la formule Premium, nous établissons le devis sur demande»",
    },
    { pattern: /\bArc lémanique\b/, why: "Le site dit «région lémanique»" },
    { pattern: /\b[Rr]essem(?:er|ons|é)\b/, why: "«Réensemencer», comme sur la page des toitures végétalisées" },
    {
      pattern: /(?<!\b(?:toits?|toitures?|tuiles)\b[^.]{0,200})\bproduits? chimiques? agressifs?\b/,
      why: "Modules: aucun produit chimique («sans produits chimiques»); «sans produits chimiques agressifs» seulement pour le nettoyage de toiture, dont l’imprégnation est un produit",
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
    {
      pattern: /\b12 à 24 mois\b|\bcontrôle tous les\b|\bcontrôler tous les \d/,
      why: "Un seul intervalle: un nettoyage tous les 1 à 2 ans, et chaque nettoyage comprend un contrôle visuel",
    },
    {
      pattern: /\bvolontiers\b|\bsimplement\b/i,
      why: "Tics calqués sur «gerne» et «einfach»: dire ce que nous faisons, sans formule de politesse",
    },
    { pattern: /\binstallations? à plat\b/, why: "«Les grandes installations en toiture plate»" },
    {
      pattern: /\b[Ff]acteur de toit\b|\bfacteur ×/,
      why: "«Ajustement selon le type de toit», dans le calculateur comme dans le devis PDF",
    },
    {
      pattern: /\b[Pp]rix fixe dès\b/,
      why: "Le prix fixe est celui du devis; «dès» désigne le forfait de base: «Un prix fixe, connu d’avance»",
    },
    {
      pattern: new RegExp(`(?<![\\d'])(?!${b2bFacts.minAreaM2}\\b)\\d+ à 500 m²`),
      why: `Contrat Basis pour les entreprises: de ${b2bFacts.minAreaM2} à 500 m² (b2bFacts.minAreaM2)`,
    },
    {
      pattern:
        /\bimprégnation\b[^.;]{0,40}\b(?:si vous le souhaitez|en option|sur demande|facultatives?)\b|\b(?:en option|facultative?)[^.;]{0,30}\bimprégnation\b/,
      why: "L’imprégnation spéciale est comprise dans le prix du nettoyage de toiture; seul un revêtement coloré est proposé sur demande",
    },
    {
      pattern: /(?<!\p{L})équipes?(?: régionales)? (?:sont )?basées? à Bâle\b|(?<!\p{L})équipes partent de Bâle\b/u,
      why: "Le siège est à Bâle, les six équipes régionales sont réparties de Bâle à Langenthal: «Depuis notre siège de Bâle, nos six équipes régionales …»",
    },
    {
      pattern: /(?<!\p{L})[ÉEé]quipe de Lucerne\b|\bArgovie, Zurich, Lucerne\b/u,
      why: "L’équipe de Lucerne est celle de la «Suisse centrale»",
    },
    {
      pattern:
        /\bmodules?\b[^.]{0,160}\b\d(?:,\d)? (?:et|à) \d bars?\b|\b\d(?:,\d)? (?:et|à) \d bars?\b[^.]{0,160}\bmodules?\b/,
      why: "Modules: «basse pression, jamais de haute pression»; les valeurs en bars concernent le nettoyage de toiture",
    },
    {
      pattern: /Jährlicher Gesamtverlust/,
      why: "Le libellé de l’outil allemand est «Verlust und Abnutzung pro Jahr»",
    },
    {
      pattern: /\b[Ll]es réponses concernent (?:uniquement )?les installations\b/,
      why: "La FAQ répond aussi sur les toitures végétalisées",
    },
    {
      pattern: /\bprésents? tout le temps\b/,
      why: "«Vous n’avez pas besoin d’être présent: il nous faut un accès au toit et un raccordement d’eau»",
    },
    { pattern: /^Vos indications$/, why: "«Récapitulatif de votre demande»" },
    {
      pattern: /\brécupér\w*\b[^.;]{0,40}\bjusqu’à\b|\b(?:vous fait|vous permet de|qu’il vous fait) récupérer\b/,
      why: `Gain: «une installation nettoyée produit jusqu’à ${siteFacts.yieldGainUpToPercent} % de plus qu’une installation encrassée», jamais «récupérer»`,
    },
    {
      pattern:
        /\bgaranties?\b[^.]{0,80}\b(?:restent? valables?|(?:est|sont|reste|restent) préservées?)\b|\bne mettez en jeu ni\b/,
      why: "Aucune promesse sur la garantie d’un fabricant: nous nettoyons selon ses prescriptions, et le rapport de nettoyage consigne comment",
    },
    {
      pattern: /\b[Vv]ous êtes (?:couverte?s?|protégée?s?)\b/,
      why: `Assurance: «notre assurance responsabilité civile couvre les dommages que nous pourrions causer, jusqu’à CHF ${siteFacts.liabilityInsuranceChf / 1_000_000} millions», jamais une promesse au client`,
    },
    {
      pattern:
        /\bformule Premium\b[^.]{0,160}\b(?:votre devis indique le total|le calculateur (?:de devis )?(?:vous )?indique)\b/,
      why: "Le calculateur, le devis PDF et la page du devis chiffrent le nettoyage de base; la formule Premium est proposée sur demande",
    },
    {
      pattern: /\bpresque toujours une solution\b/,
      why: "«Nous intervenons aussi chez vous, sans frais de déplacement»",
    },
    { pattern: /\bentre de bonnes mains\b/, why: "Calque de «in guten Händen»" },
    { pattern: /\b\d+\+/, why: "«Plus de 120», jamais «120+»" },
    {
      pattern: /\bjudicieu(?:x|se|ses)\b/,
      why: "Tic calqué sur «sinnvoll»: «utile», «avantageux», «se justifie», «valoir la peine», «recommandé», «préférable»",
    },
    {
      pattern: /\bde toute façon\b/,
      why: "Calque de «sowieso»: «tant que nous sommes sur le toit», «varie naturellement»",
    },
    {
      pattern: /\b[Cc]alcul(?:e|ez|ons|ent) (?:donc )?avec\b/,
      why: "Calque de «rechnen mit»: «il se fonde sur», «basez votre calcul sur»",
    },
    { pattern: /\bcas de garantie\b/, why: "Calque de «Garantiefall»: «faire jouer la garantie»" },
    {
      pattern: /\b[Àà] la remise\b(?! du rapport)/,
      why: "Calque de «bei der Übergabe»: «à la fin de l’intervention», «après chaque intervention»",
    },
    {
      pattern:
        /\bdommages corporels et matériels\b|\b(?:assurance|[Aa]ssurés?)\b[^.]{0,80}\bpour chaque intervention\b|\b[Ll]ors de chaque intervention(?:, | sur le toit, )notre assurance\b|^Assurés en responsabilité civile\b/,
      why: `Assurance, une seule formule: «notre assurance responsabilité civile couvre les dommages que nous pourrions causer, jusqu’à CHF ${siteFacts.liabilityInsuranceChf / 1_000_000} millions»`,
    },
    {
      pattern: /\bprix (?:du devis|calculé) est ferme\b|\bmontant de votre devis est un prix fixe\b/,
      why: "Prix fixe: «le prix du devis nous engage pour la taille d’installation et le type de toit indiqués»",
    },
    {
      pattern: /\bvous conseillons et établissons vos devis en français, en allemand et en anglais\b/,
      why: "Nous conseillons et établissons les devis dans les quatre langues du site: français, allemand, italien et anglais",
    },
    { pattern: /\bde plus en plus\b/, why: "Aucune affirmation invérifiable («de plus en plus», «presque toujours»)" },
    {
      pattern: /\bplantes problématiques\b/,
      why: "Calque de «Problempflanzen»: «plantes indésirables», «néophytes envahissantes»",
    },
    {
      pattern: /\bAppelez-nous sans rendez-vous\b/,
      why: "On ne prend pas rendez-vous pour téléphoner: «appelez-nous directement»",
    },
    {
      pattern: /^(?:Demander conseil|Poser une question)$/,
      why: "Un lien vers la page Contact dit «Nous contacter»; l’ancre vers le formulaire «Décrire mon projet»",
    },
  ],
};
