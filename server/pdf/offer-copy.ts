import { siteFacts } from "../../app/content/site-facts";
import type { AreaUnit, RoofType } from "../../app/features/quote/pricing";
import { formatDate, formatDecimal } from "../../app/lib/format";
import type { Lang } from "../../app/lib/i18n";

/**
 * Texts of the offer PDF and the offer mails, per language (the PDF is in the
 * language of the page the visitor asked from). Swiss German (ss), Swiss French (no space
 * before : ? !), Italian with a capitalised "Lei", plain English ("quote", never "offer").
 */
export interface OfferCopy {
  /** File name stem of the PDF ("Offerte-OF-….pdf"); ASCII only. */
  fileStem: string;
  tagline: string;
  title: string;
  intro: string;
  numberLabel: string;
  dateLabel: string;
  validUntilLabel: string;
  uidLabel: string;
  customerTitle: string;
  contactPersonLabel: string;
  emailLabel: string;
  phoneLabel: string;
  objectTitle: string;
  locationLabel: string;
  roofTypeLabel: string;
  sizeLabel: string;
  cleaningAreaLabel: string;
  roofTypes: Record<RoofType, string>;
  /** "50 kWp", "24 Module", "120 m²". */
  size: (size: number, unit: AreaUnit) => string;
  table: { item: string; quantity: string; rate: string; amount: string };
  fixedCost: string;
  fixedCostDetail: string;
  areaCost: string;
  areaCostDetail: string;
  roofFactor: (roof: string) => string;
  roofFactorDetail: string;
  subtotal: string;
  net: string;
  vat: (percent: string) => string;
  total: string;
  perM2: string;
  validity: (date: string) => string;
  includedTitle: string;
  included: { title: string; text: string }[];
  guaranteesTitle: string;
  guarantees: { title: string; text: string }[];
  notesTitle: string;
  nextStepsTitle: string;
  nextSteps: string[];
  questions: string;
  closing: string;
  regards: string;
  page: (page: number, pages: number) => string;
  /** The block with the offer page's link and QR code (PDFs attached to the mails). */
  online: { title: string; text: string };
  /** The visitor's mail with the PDF attached. */
  mail: {
    subject: (number: string, company: string) => string;
    intro: string;
    accept: (phone: string) => string;
    download: string;
    /** The button to the offer's own page, where it can be accepted. */
    viewAndAccept: string;
    downloadNote: (date: string) => string;
    notYou: string;
  };
}

/** "2. März 2026", "1er avril 2026", "1° aprile 2026", "1 April 2026" from a YYYY-MM-DD date. */
export function formatOfferDate(isoDate: string, lang: Lang): string {
  const first = { de: "1. ", fr: "1er ", it: "1° ", en: "1 " }[lang];
  return formatDate(isoDate, lang).replace(/^1\.? (?=\D)/, first);
}

const millions = siteFacts.liabilityInsuranceChf / 1_000_000;

const m2 = (area: number, lang: Lang) => `${formatDecimal(area, lang)} m²`;

export const offerCopy: Record<Lang, OfferCopy> = {
  de: {
    fileStem: "Offerte",
    online: {
      title: "Offerte online annehmen",
      text: "Scannen Sie den Code oder öffnen Sie den Link: Dort erteilen Sie den Auftrag mit wenigen Angaben.",
    },
    tagline: "Reinigung von Solaranlagen, Dächern und Dachrinnen",
    title: "Offerte für die Reinigung Ihrer Solaranlage",
    intro: "Vielen Dank für Ihre Anfrage. Gerne offerieren wir Ihnen die Reinigung Ihrer Anlage zu folgendem Fixpreis:",
    numberLabel: "Offerte Nr.",
    dateLabel: "Datum",
    validUntilLabel: "Gültig bis",
    uidLabel: "UID",
    customerTitle: "Kunde",
    contactPersonLabel: "Kontaktperson",
    emailLabel: "E-Mail",
    phoneLabel: "Telefon",
    objectTitle: "Objekt",
    locationLabel: "PLZ / Ort",
    roofTypeLabel: "Dachart",
    sizeLabel: "Anlagengrösse",
    cleaningAreaLabel: "Reinigungsfläche",
    roofTypes: { ziegeldach: "Ziegeldach", flachdach: "Flachdach", blechdach: "Blechdach" },
    size: (size, unit) =>
      unit === "m2"
        ? m2(size, "de")
        : unit === "kwp"
          ? `${formatDecimal(size, "de")} kWp`
          : `${formatDecimal(size, "de")} Modul${size === 1 ? "" : "e"}`,
    table: { item: "Position", quantity: "Menge", rate: "Ansatz", amount: "Betrag" },
    fixedCost: "Grundpauschale",
    fixedCostDetail: "Einsatzplanung, Sicherheitskonzept, Reinigungsprotokoll",
    areaCost: "Reinigung der Modulfläche",
    areaCostDetail: "Demineralisiertes Wasser, weiche Bürsten, ohne Chemie",
    roofFactor: (roof) => `Zu-/Abschlag Dachart (${roof})`,
    roofFactorDetail: "auf Grundpauschale und Reinigung",
    subtotal: "Zwischensumme",
    net: "Nettobetrag (exkl. MWST)",
    vat: (percent) => `MWST ${percent} %`,
    total: "Total inkl. MWST",
    perM2: "/ m²",
    validity: (date) => `Diese Offerte gilt 30 Tage, bis und mit ${date}.`,
    includedTitle: "Im Preis inbegriffen",
    included: [
      {
        title: "Sichtkontrolle",
        text: "Wir prüfen jedes Modul von Auge auf Risse, lose Befestigungen und Verfärbungen, die auf Hotspots hindeuten können.",
      },
      {
        title: "Mängeldokumentation",
        text: "Befunde halten wir mit Fotos und Position im Reinigungsprotokoll fest.",
      },
      {
        title: "Partner-Reparatur",
        text: "Braucht es eine Reparatur, vermitteln wir auf Wunsch einen geprüften Partnerbetrieb.",
      },
    ],
    guaranteesTitle: "Ihre Sicherheit",
    guarantees: [
      { title: "Fixpreis-Garantie", text: "Der offerierte Preis gilt – ohne Zuschläge oder Nachforderungen." },
      {
        title: "Zufriedenheitsgarantie",
        text: "Entspricht das Ergebnis nicht Ihren Erwartungen, reinigen wir die beanstandeten Stellen kostenlos nach.",
      },
      {
        title: "Haftpflichtversichert",
        text: `Unsere Arbeit ist bis CHF\u00a0${millions}\u00a0Millionen haftpflichtversichert.`,
      },
      { title: "Keine Anfahrtskosten", text: "Anfahrtskosten verrechnen wir nicht, in der ganzen Schweiz." },
    ],
    notesTitle: "Ihre Bemerkungen",
    nextStepsTitle: "So geht es weiter",
    nextSteps: [
      "Auftrag erteilen: Antworten Sie auf unsere E-Mail oder rufen Sie uns an.",
      `Termin: Wir melden uns innert ${siteFacts.replyWithinHours} Stunden. Einen Termin erhalten Sie meist innert einer bis zwei Wochen, in der Hochsaison innert drei bis vier Wochen.`,
      "Reinigung: Danach erhalten Sie das Reinigungsprotokoll mit Fotos und die Rechnung zum offerierten Fixpreis.",
    ],
    questions: "Fragen zur Offerte? Rufen Sie uns an oder schreiben Sie uns:",
    closing: "Wir freuen uns auf Ihren Auftrag.",
    regards: "Freundliche Grüsse",
    page: (page, pages) => `Seite ${page} von ${pages}`,
    mail: {
      subject: (number, company) => `Ihre Offerte ${number} von ${company}`,
      intro:
        "vielen Dank für Ihre Anfrage. Im Anhang finden Sie Ihre Offerte für die Reinigung Ihrer Solaranlage als PDF.",
      accept: (phone) =>
        `Möchten Sie den Auftrag erteilen oder haben Sie Fragen? Antworten Sie einfach auf diese E-Mail oder rufen Sie uns an: ${phone}.`,
      download: "Offerte herunterladen",
      viewAndAccept: "Offerte ansehen und Auftrag erteilen",
      downloadNote: (date) => `Der Link zur Offerte funktioniert bis und mit ${date}.`,
      notYou: "Falls Sie keine Offerte angefordert haben, können Sie diese E-Mail ignorieren.",
    },
  },
  fr: {
    fileStem: "Devis",
    online: {
      title: "Accepter le devis en ligne",
      text: "Scannez le code ou ouvrez le lien: vous nous confiez le mandat en quelques clics.",
    },
    tagline: "Nettoyage d’installations solaires, de toitures et de gouttières",
    title: "Devis pour le nettoyage de votre installation solaire",
    intro:
      "Merci pour votre demande. Nous avons le plaisir de vous proposer le nettoyage de votre installation au prix fixe suivant:",
    numberLabel: "Devis n°",
    dateLabel: "Date",
    validUntilLabel: "Valable jusqu’au",
    uidLabel: "IDE",
    customerTitle: "Client",
    contactPersonLabel: "Personne de contact",
    emailLabel: "E-mail",
    phoneLabel: "Téléphone",
    objectTitle: "Votre installation",
    locationLabel: "NPA / Localité",
    roofTypeLabel: "Type de toit",
    sizeLabel: "Taille de l’installation",
    cleaningAreaLabel: "Surface à nettoyer",
    roofTypes: { ziegeldach: "Toit en tuiles", flachdach: "Toit plat", blechdach: "Toit en tôle" },
    size: (size, unit) =>
      unit === "m2"
        ? m2(size, "fr")
        : unit === "kwp"
          ? `${formatDecimal(size, "fr")} kWc`
          : `${formatDecimal(size, "fr")} module${size > 1 ? "s" : ""}`,
    table: { item: "Prestation", quantity: "Quantité", rate: "Prix unitaire", amount: "Montant" },
    fixedCost: "Forfait de base",
    fixedCostDetail: "Organisation de l’intervention, plan de sécurité, rapport de nettoyage",
    areaCost: "Nettoyage de la surface des modules",
    areaCostDetail: "Eau déminéralisée, brosses douces, sans produits chimiques",
    roofFactor: (roof) => `Ajustement selon le type de toit (${roof.toLowerCase()})`,
    roofFactorDetail: "sur le forfait de base et le nettoyage",
    subtotal: "Sous-total",
    net: "Montant net (hors TVA)",
    vat: (percent) => `TVA ${percent.replace(".", ",")} %`,
    total: "Total TVA comprise",
    perM2: "/ m²",
    validity: (date) => `Ce devis est valable 30 jours, jusqu’au ${date} inclus.`,
    includedTitle: "Compris dans le prix",
    included: [
      {
        title: "Contrôle visuel",
        text: "Nous examinons chaque module à l’œil nu: fissures, fixations desserrées et décolorations qui peuvent signaler un point chaud.",
      },
      {
        title: "Documentation des défauts",
        text: "Nos constats figurent avec photos et emplacement dans le rapport de nettoyage.",
      },
      {
        title: "Réparation par un partenaire",
        text: "Si une réparation s’impose, nous vous recommandons sur demande une entreprise partenaire qualifiée.",
      },
    ],
    guaranteesTitle: "Vos garanties",
    guarantees: [
      {
        title: "Garantie de prix fixe",
        text: "Le prix du devis est ferme – sans supplément ni facturation ultérieure.",
      },
      {
        title: "Garantie de satisfaction",
        text: "Si le résultat ne vous satisfait pas, nous nettoyons à nouveau gratuitement les endroits concernés.",
      },
      {
        title: "Assurance responsabilité civile",
        text: `Nos travaux sont couverts jusqu’à CHF\u00a0${millions}\u00a0millions.`,
      },
      { title: "Aucun frais de déplacement", text: "Le déplacement est compris, dans toute la Suisse." },
    ],
    notesTitle: "Vos remarques",
    nextStepsTitle: "Et ensuite?",
    nextSteps: [
      "Passer commande: répondez à notre e-mail ou appelez-nous.",
      `Rendez-vous: nous vous répondons dans les ${siteFacts.replyWithinHours} heures. Vous obtenez en général un rendez-vous dans un délai de 1 à 2 semaines, de 3 à 4 semaines en haute saison.`,
      "Nettoyage: après l’intervention, vous recevez le rapport de nettoyage avec photos et la facture au prix fixe convenu.",
    ],
    questions: "Des questions sur ce devis? Appelez-nous ou écrivez-nous:",
    closing: "Nous serions heureux de travailler pour vous.",
    regards: "Meilleures salutations",
    page: (page, pages) => `Page ${page} sur ${pages}`,
    mail: {
      subject: (number, company) => `Votre devis ${number} de ${company}`,
      intro:
        "Merci pour votre demande. Vous trouverez en annexe votre devis pour le nettoyage de votre installation solaire, au format PDF.",
      accept: (phone) =>
        `Vous souhaitez passer commande ou avez des questions? Répondez à cet e-mail ou appelez-nous au ${phone}.`,
      download: "Télécharger le devis",
      viewAndAccept: "Voir le devis et confier le mandat",
      downloadNote: (date) => `Le lien vers le devis est valable jusqu’au ${date} inclus.`,
      notYou: "Si vous n’avez pas demandé de devis, vous pouvez ignorer cet e-mail.",
    },
  },
  it: {
    fileStem: "Preventivo",
    online: {
      title: "Accetti il preventivo online",
      text: "Scansioni il codice o apra il link: può conferirci l’incarico in pochi passaggi.",
    },
    tagline: "Pulizia di impianti fotovoltaici, tetti e grondaie",
    title: "Preventivo per la pulizia del Suo impianto fotovoltaico",
    intro:
      "Grazie per la Sua richiesta. Siamo lieti di sottoporLe il seguente prezzo fisso per la pulizia del Suo impianto:",
    numberLabel: "Preventivo n.",
    dateLabel: "Data",
    validUntilLabel: "Valido fino al",
    uidLabel: "IDI",
    customerTitle: "Cliente",
    contactPersonLabel: "Persona di contatto",
    emailLabel: "E-mail",
    phoneLabel: "Telefono",
    objectTitle: "Dati dell’impianto",
    locationLabel: "Numero postale / località",
    roofTypeLabel: "Tipo di tetto",
    sizeLabel: "Dimensione dell’impianto",
    cleaningAreaLabel: "Superficie da pulire",
    roofTypes: { ziegeldach: "Tetto in tegole", flachdach: "Tetto piano", blechdach: "Tetto in lamiera" },
    size: (size, unit) =>
      unit === "m2"
        ? m2(size, "it")
        : unit === "kwp"
          ? `${formatDecimal(size, "it")} kWp`
          : `${formatDecimal(size, "it")} modul${size === 1 ? "o" : "i"}`,
    table: { item: "Voce", quantity: "Quantità", rate: "Prezzo unitario", amount: "Importo" },
    fixedCost: "Forfait di base",
    fixedCostDetail: "Pianificazione, piano di sicurezza, rapporto di pulizia",
    areaCost: "Pulizia della superficie dei moduli",
    areaCostDetail: "Acqua demineralizzata, spazzole morbide, senza prodotti chimici",
    roofFactor: (roof) => `Adeguamento per tipo di tetto (${roof.toLowerCase()})`,
    roofFactorDetail: "sul forfait di base e sulla pulizia",
    subtotal: "Subtotale",
    net: "Importo netto (IVA esclusa)",
    vat: (percent) => `IVA ${percent} %`,
    total: "Totale IVA inclusa",
    perM2: "/ m²",
    validity: (date) => `Questo preventivo è valido 30 giorni, fino al ${date} compreso.`,
    includedTitle: "Compreso nel prezzo",
    included: [
      {
        title: "Controllo visivo",
        text: "Controlliamo a vista ogni modulo: crepe, fissaggi allentati e scolorimenti che possono indicare un hotspot.",
      },
      {
        title: "Documentazione dei difetti",
        text: "Quanto riscontrato figura con foto e posizione nel rapporto di pulizia.",
      },
      {
        title: "Riparazione tramite partner",
        text: "Se serve una riparazione, su richiesta Le indichiamo un’azienda partner qualificata.",
      },
    ],
    guaranteesTitle: "Le nostre garanzie",
    guarantees: [
      {
        title: "Garanzia di prezzo fisso",
        text: "Il prezzo indicato è vincolante, senza supplementi né costi aggiuntivi.",
      },
      {
        title: "Garanzia di soddisfazione",
        text: "Se il risultato non è all’altezza, puliamo di nuovo gratuitamente i punti interessati.",
      },
      {
        title: "Assicurazione di responsabilità civile",
        text: `Il nostro lavoro è assicurato fino a CHF\u00a0${millions}\u00a0milioni.`,
      },
      { title: "Nessun costo di trasferta", text: "La trasferta è compresa nel prezzo, in tutta la Svizzera." },
    ],
    notesTitle: "Le Sue osservazioni",
    nextStepsTitle: "Come procedere",
    nextSteps: [
      "Conferimento dell’incarico: risponda alla nostra e-mail o ci chiami.",
      `Appuntamento: Le rispondiamo entro ${siteFacts.replyWithinHours} ore. Di regola riceve un appuntamento entro 1–2 settimane, in alta stagione entro 3–4 settimane.`,
      "Pulizia: in seguito riceve il rapporto di pulizia con foto e la fattura al prezzo fisso del preventivo.",
    ],
    questions: "Domande sul preventivo? Ci chiami o ci scriva:",
    closing: "Saremo lieti di ricevere il Suo incarico.",
    regards: "Cordiali saluti",
    page: (page, pages) => `Pagina ${page} di ${pages}`,
    mail: {
      subject: (number, company) => `Il Suo preventivo ${number} di ${company}`,
      intro:
        "Grazie per la Sua richiesta. In allegato trova, in formato PDF, il preventivo per la pulizia del Suo impianto fotovoltaico.",
      accept: (phone) =>
        `Desidera conferirci l’incarico o ha domande? Basta rispondere a questa e-mail o chiamarci al numero ${phone}.`,
      download: "Scarichi il preventivo",
      viewAndAccept: "Apra il preventivo e conferisca l’incarico",
      downloadNote: (date) => `Il link al preventivo funziona fino al ${date} compreso.`,
      notYou: "Se non ha richiesto un preventivo, può ignorare questa e-mail.",
    },
  },
  en: {
    fileStem: "Quote",
    online: {
      title: "Accept the quote online",
      text: "Scan the code or open the link to book the job with a few details.",
    },
    tagline: "Cleaning of solar panels, roofs and gutters",
    title: "Quote for cleaning your solar panels",
    intro:
      "Thank you for your request. We are pleased to quote you the following fixed price for cleaning your system:",
    numberLabel: "Quote no.",
    dateLabel: "Date",
    validUntilLabel: "Valid until",
    uidLabel: "UID",
    customerTitle: "Customer",
    contactPersonLabel: "Contact person",
    emailLabel: "E-mail",
    phoneLabel: "Phone",
    objectTitle: "Property",
    locationLabel: "Postcode / town",
    roofTypeLabel: "Roof type",
    sizeLabel: "System size",
    cleaningAreaLabel: "Area to clean",
    roofTypes: { ziegeldach: "Tiled roof", flachdach: "Flat roof", blechdach: "Metal roof" },
    size: (size, unit) =>
      unit === "m2"
        ? m2(size, "en")
        : unit === "kwp"
          ? `${formatDecimal(size, "en")} kWp`
          : `${formatDecimal(size, "en")} panel${size === 1 ? "" : "s"}`,
    table: { item: "Item", quantity: "Quantity", rate: "Rate", amount: "Amount" },
    fixedCost: "Base charge",
    fixedCostDetail: "Planning, safety plan, cleaning report",
    areaCost: "Cleaning of the panel area",
    areaCostDetail: "Demineralised water, soft brushes, no chemicals",
    roofFactor: (roof) => `Roof-type adjustment (${roof.toLowerCase()})`,
    roofFactorDetail: "on base charge and cleaning",
    subtotal: "Subtotal",
    net: "Net amount (excl. VAT)",
    vat: (percent) => `VAT ${percent}%`,
    total: "Total incl. VAT",
    perM2: "/ m²",
    validity: (date) => `This quote is valid for 30 days, up to and including ${date}.`,
    includedTitle: "Included in the price",
    included: [
      {
        title: "Visual check",
        text: "We check every panel by eye for cracks, loose fixings and discolouration that can point to hot spots.",
      },
      {
        title: "Defect report",
        text: "Anything we find goes into the cleaning report with photos and its position.",
      },
      {
        title: "Repairs by a partner",
        text: "If a repair is needed, we can put you in touch with a vetted partner company.",
      },
    ],
    guaranteesTitle: "Your guarantees",
    guarantees: [
      { title: "Fixed-price guarantee", text: "The price quoted is what you pay – no surcharges, no extras." },
      {
        title: "Satisfaction guarantee",
        text: "If the result falls short, we clean the affected area again at no charge.",
      },
      { title: "Liability insurance", text: `Our work is insured up to CHF\u00a0${millions}\u00a0million.` },
      {
        title: "No travel costs",
        text: "We work all over Switzerland, including Romandie and Ticino, and never charge travel costs.",
      },
    ],
    notesTitle: "Your notes",
    nextStepsTitle: "What happens next",
    nextSteps: [
      "Accept the quote: reply to our e-mail or give us a call.",
      `Appointment: we reply within ${siteFacts.replyWithinHours} hours. You usually get an appointment within one to two weeks, or three to four weeks in the high season.`,
      "Cleaning: afterwards you receive the cleaning report with photos and the invoice for the fixed price quoted.",
    ],
    questions: "Questions about this quote? Call or e-mail us:",
    closing: "We look forward to working with you.",
    regards: "Kind regards",
    page: (page, pages) => `Page ${page} of ${pages}`,
    mail: {
      subject: (number, company) => `Your quote ${number} from ${company}`,
      intro: "Thank you for your request. Your quote for cleaning your solar panels is attached as a PDF.",
      accept: (phone) =>
        `Would you like to go ahead, or do you have any questions? Reply to this e-mail or call us on ${phone}.`,
      download: "Download the quote",
      viewAndAccept: "View the quote and book the job",
      downloadNote: (date) => `The link to the quote works up to and including ${date}.`,
      notYou: "If you did not request a quote, you can ignore this e-mail.",
    },
  },
};

/** The language of an offer copy (the PDF and the mails write numbers in its style). */
export function offerCopyLang(copy: OfferCopy): Lang {
  return (Object.keys(offerCopy) as Lang[]).find((lang) => offerCopy[lang] === copy) ?? "de";
}
