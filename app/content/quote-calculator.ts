import { formMessages } from "../features/forms/messages";
import type { AreaUnit, RoofType } from "../features/quote/pricing";
import type { Lang } from "../lib/i18n";

/**
 * Texts of the instant-quote calculator (spec 2, 4, 5, 9) on the four quote pages
 * (/preise-angebot, /fr/prix-devis, /it/prezzi-preventivo, /en/prices-quote). They
 * travel in the page's loader data, so the browser bundle carries none of them.
 * Placeholders in braces are filled by the calculator: {min} and {max} the size
 * limits, {area} "50 kWp = 350 m²", {rate} "CHF 2.10", {roof} and {factor} the roof
 * type and its factor, {number} the offer number, {days} how long the offer holds.
 */
export interface QuoteCalculatorText {
  title: string;
  /** Decimal mark of the language's numbers in the price lines (VAT rate, roof factor). */
  decimalMark: "." | ",";
  intro: string;
  plantLegend: string;
  contactLegend: string;
  plzLabel: string;
  plzHint: string;
  roofTypeLabel: string;
  roofTypePlaceholder: string;
  roofTypes: Record<RoofType, string>;
  sizeLabel: string;
  sizeHint: string;
  unitLabel: string;
  /** Options of the unit select. */
  units: Record<AreaUnit, string>;
  /** Units after a number in the preview ("50 kWp", "25 Module"). */
  unitsShort: Record<AreaUnit, string>;
  companyLabel: string;
  notesLabel: string;
  notesHint: string;
  submit: string;
  sending: string;
  /** Spec 5: shown under the disabled PDF button. */
  requiredHint: string;
  /** Shown without JavaScript, followed by the company's e-mail address. */
  noscript: string;
  preview: {
    title: string;
    empty: string;
    fixedCost: string;
    cleaning: string;
    roofFactor: string;
    net: string;
    vat: string;
    total: string;
    guarantee: string;
    guaranteeText: string;
  };
  result: {
    download: string;
    /** Read by screen readers after the download link. */
    newTab: string;
    newOffer: string;
    number: string;
    validity: string;
  };
}

export const quoteCalculatorText: Record<Lang, QuoteCalculatorText> = {
  de: {
    title: "Ihre Sofort-Offerte",
    decimalMark: ",",
    intro:
      "Geben Sie Standort, Dachart und Grösse Ihrer Anlage ein – der Preis erscheint sofort. Mit Ihren Kontaktangaben erstellen wir die Offerte als PDF zum Herunterladen.",
    plantLegend: "Ihre Anlage",
    contactLegend: "Ihre Kontaktangaben",
    plzLabel: "PLZ und Ort",
    plzHint: "Zum Beispiel 4057 Basel",
    roofTypeLabel: "Dachart",
    roofTypePlaceholder: "Bitte wählen",
    roofTypes: { ziegeldach: "Ziegeldach", flachdach: "Flachdach", blechdach: "Blechdach" },
    sizeLabel: "Grösse der Anlage",
    sizeHint: "{min} bis {max}, in der gewählten Einheit",
    unitLabel: "Einheit",
    units: { m2: "m²", kwp: "kWp", panel: "Anzahl Module" },
    unitsShort: { m2: "m²", kwp: "kWp", panel: "Module" },
    companyLabel: "Firma oder Name",
    notesLabel: "Bemerkungen",
    notesHint: "Zum Beispiel Zugang zum Dach, Dachneigung oder Wunschtermin",
    submit: "Offerte als PDF erstellen",
    sending: "Offerte wird erstellt …",
    requiredHint: "Bitte füllen Sie alle Pflichtfelder (*) aus.",
    noscript:
      "Ohne JavaScript erscheint der Preis erst nach dem Absenden: Sie erhalten die Offerte mit Ihrem Fixpreis als PDF zum Herunterladen und per E-Mail. Fragen? Schreiben Sie uns:",
    preview: {
      title: "Ihr Preis",
      empty: "Wählen Sie die Dachart und geben Sie die Grösse ein – hier erscheint sofort Ihr Preis.",
      fixedCost: "Grundpauschale",
      cleaning: "Reinigung {area} × {rate}/m²",
      roofFactor: "Dachfaktor {roof} (× {factor})",
      net: "Netto (exkl. MWST)",
      vat: "MWST {rate} %",
      total: "Total inkl. MWST",
      guarantee: "Fixpreis-Garantie",
      guaranteeText: "Der berechnete Preis gilt verbindlich, ohne Anfahrtskosten.",
    },
    result: {
      download: "Offerte herunterladen (PDF)",
      newTab: "(öffnet in einem neuen Tab)",
      newOffer: "Neue Offerte",
      number: "Offertnummer: {number}",
      validity: "Die Offerte gilt {days} Tage.",
    },
  },
  fr: {
    title: "Calculez votre devis immédiat",
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
      roofFactor: "{roof}: facteur × {factor}",
      net: "Montant net (hors TVA)",
      vat: "TVA {rate} %",
      total: "Total TVA comprise",
      guarantee: "Garantie de prix fixe",
      guaranteeText: "Le prix calculé est ferme, sans frais de déplacement.",
    },
    result: {
      download: "Télécharger le devis (PDF)",
      newTab: "(s’ouvre dans un nouvel onglet)",
      newOffer: "Établir un nouveau devis",
      number: "Numéro du devis: {number}",
      validity: "Le devis est valable {days} jours.",
    },
  },
  it: {
    title: "Il Suo preventivo immediato",
    decimalMark: ",",
    intro:
      "Indichi luogo, tipo di tetto e dimensione del Suo impianto: il prezzo appare subito. Con i Suoi dati di contatto prepariamo il preventivo in PDF da scaricare.",
    plantLegend: "Il Suo impianto",
    contactLegend: "I Suoi dati di contatto",
    plzLabel: "Numero postale e località",
    plzHint: "Per esempio 6900 Lugano",
    roofTypeLabel: "Tipo di tetto",
    roofTypePlaceholder: "Scelga",
    roofTypes: { ziegeldach: "Tetto in tegole", flachdach: "Tetto piano", blechdach: "Tetto in lamiera" },
    sizeLabel: "Dimensione dell’impianto",
    sizeHint: "Da {min} a {max}, nell’unità scelta",
    unitLabel: "Unità",
    units: { m2: "m²", kwp: "kWp", panel: "Numero di moduli" },
    unitsShort: { m2: "m²", kwp: "kWp", panel: "moduli" },
    companyLabel: "Azienda o nome",
    notesLabel: "Osservazioni",
    notesHint: "Per esempio accesso al tetto, pendenza o data desiderata",
    submit: "Crei il preventivo in PDF",
    sending: "Creazione del preventivo…",
    requiredHint: "Compili tutti i campi obbligatori (*).",
    noscript:
      "Senza JavaScript il prezzo appare dopo l’invio: riceve il preventivo con il Suo prezzo fisso in PDF da scaricare e per e-mail. Domande? Ci scriva:",
    preview: {
      title: "Il Suo prezzo",
      empty: "Scelga il tipo di tetto e indichi la dimensione: il Suo prezzo appare qui.",
      fixedCost: "Forfait di base",
      cleaning: "Pulizia {area} × {rate}/m²",
      roofFactor: "Adeguamento per tipo di tetto – {roof} (× {factor})",
      net: "Importo netto (IVA esclusa)",
      vat: "IVA {rate} %",
      total: "Totale IVA inclusa",
      guarantee: "Garanzia di prezzo fisso",
      guaranteeText: "Il prezzo calcolato è vincolante, senza costi di trasferta.",
    },
    result: {
      download: "Scarichi il preventivo (PDF)",
      newTab: "(si apre in una nuova scheda)",
      newOffer: "Calcoli un nuovo preventivo",
      number: "Numero del preventivo: {number}",
      validity: "Il preventivo è valido {days} giorni.",
    },
  },
  en: {
    title: "Your instant quote",
    decimalMark: ".",
    intro:
      "Enter the location, roof type and size of your system and the price appears straight away. Add your contact details and we will create your quote as a PDF for you to download.",
    plantLegend: "Your system",
    contactLegend: "Your contact details",
    plzLabel: "Postcode and town",
    plzHint: "For example 4057 Basel",
    roofTypeLabel: "Roof type",
    roofTypePlaceholder: "Please choose",
    roofTypes: { ziegeldach: "Tiled roof", flachdach: "Flat roof", blechdach: "Metal roof" },
    sizeLabel: "System size",
    sizeHint: "{min} to {max}, in the unit you choose",
    unitLabel: "Unit",
    units: { m2: "m²", kwp: "kWp", panel: "Number of panels" },
    unitsShort: { m2: "m²", kwp: "kWp", panel: "panels" },
    companyLabel: "Company or name",
    notesLabel: "Notes",
    notesHint: "For example roof access, roof pitch or a preferred date",
    submit: "Create PDF quote",
    sending: "Creating your quote…",
    requiredHint: "Please fill in all required fields (*).",
    noscript:
      "Without JavaScript, the price only appears once you send the form: you get the quote with your fixed price as a PDF to download and by e-mail. Questions? E-mail us:",
    preview: {
      title: "Your price",
      empty: "Choose the roof type and enter the size – your price appears here.",
      fixedCost: "Base charge",
      cleaning: "Cleaning {area} × {rate}/m²",
      roofFactor: "Roof-type adjustment ({roof}, × {factor})",
      net: "Net (excl. VAT)",
      vat: "VAT {rate}%",
      total: "Total incl. VAT",
      guarantee: "Fixed-price guarantee",
      guaranteeText: "The calculated price is binding, with no travel costs.",
    },
    result: {
      download: "Download quote (PDF)",
      newTab: "(opens in a new tab)",
      newOffer: "New quote",
      number: "Quote number: {number}",
      validity: "The quote is valid for {days} days.",
    },
  },
};

/**
 * What the calculator of a page gets from the loader: its texts, plus the shared
 * texts of the offer request (spec 8's failure alert, the success heading, the size
 * message), so the page can show them even before the sending code has loaded.
 */
export interface QuoteCalculatorCopy extends QuoteCalculatorText {
  success: { title: string; description: string };
  failure: { title: string; description: string };
  sizeRange: string;
}

export function quoteCalculatorCopy(lang: Lang): QuoteCalculatorCopy {
  const messages = formMessages[lang];
  return {
    ...quoteCalculatorText[lang],
    success: messages.offerSuccess,
    failure: messages.offerFailure,
    sizeRange: messages.offerFields.area ?? messages.invalid,
  };
}
