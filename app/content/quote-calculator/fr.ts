import type { QuoteCalculatorText } from "./types";

/** French (Swiss) texts of the instant-quote calculator. */
export const quoteCalculatorFr: QuoteCalculatorText = {
  title: "Votre devis immédiat",
  decimalMark: ",",
  intro:
    "Indiquez le lieu, le type de toit et la taille de votre installation: le prix s’affiche aussitôt. Avec vos coordonnées, nous établissons votre devis en PDF, à télécharger tout de suite.",
  plantLegend: "Votre installation",
  contactLegend: "Vos coordonnées",
  plzLabel: "NPA et localité",
  plzHint: "Par exemple 1003 Lausanne",
  roofTypeLabel: "Type de toit",
  roofTypePlaceholder: "Veuillez choisir",
  roofTypes: { ziegeldach: "Toit en tuiles", flachdach: "Toit plat", blechdach: "Toit en tôle" },
  roofTypesInText: { ziegeldach: "toit en tuiles", flachdach: "toit plat", blechdach: "toit en tôle" },
  sizeLabel: "Taille de l’installation",
  sizeHint: "De {min} à {max}, dans l’unité choisie",
  unitLabel: "Unité",
  units: { m2: "m²", kwp: "kWc", panel: "Nombre de modules" },
  unitsShort: { m2: "m²", kwp: "kWc", panel: "modules" },
  companyLabel: "Entreprise ou nom",
  notesLabel: "Remarques",
  notesHint: "Par exemple accès au toit, pente ou date souhaitée",
  submit: "Établir le devis en PDF",
  sending: "Établissement du devis…",
  requiredHint: "Veuillez remplir tous les champs obligatoires (*).",
  noscript:
    "Sans JavaScript, le prix s’affiche après l’envoi: vous recevez le devis avec votre prix fixe en PDF, à télécharger et par e-mail. Des questions? Écrivez-nous:",
  preview: {
    title: "Votre prix",
    empty: "Choisissez le type de toit et indiquez la taille: votre prix s’affiche ici.",
    fixedCost: "Forfait de base",
    cleaning: "Nettoyage {area} × {rate}/m²",
    roofFactor: "Ajustement selon le type de toit ({roof}, × {factor})",
    net: "Montant net (hors TVA)",
    vat: "TVA {rate} %",
    total: "Total TVA comprise",
    guarantee: "Garantie de prix fixe",
    guaranteeText: "Le prix calculé nous engage pour la taille et le type de toit indiqués, sans frais de déplacement.",
  },
  result: {
    download: "Télécharger le devis (PDF)",
    newTab: "(s’ouvre dans un nouvel onglet)",
    newOffer: "Établir un nouveau devis",
    number: "Numéro de devis: {number}",
    validity: "Le devis est valable {days} jours.",
  },
};
