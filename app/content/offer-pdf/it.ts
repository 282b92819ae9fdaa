import { siteFacts } from "../site-facts";
import { formatDecimal } from "#app/lib/format";
import { m2, millions } from "./shared";
import type { OfferCopy } from "./types";

export const offerCopyIt: OfferCopy = {
  fileStem: "Preventivo",
  online: {
    title: "Accetti il preventivo online",
    text: "Scansioni il codice o apra il link: sulla pagina del preventivo può conferirci l’incarico online in pochi passaggi.",
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
  areaCostDetail: "Solo acqua demineralizzata e spazzole morbide",
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
      text: "Per la dimensione dell’impianto e il tipo di tetto indicati, il prezzo è vincolante per noi, senza supplementi né costi aggiuntivi.",
    },
    {
      title: "Garanzia di soddisfazione",
      text: "Se il risultato non corrisponde alle Sue aspettative, puliamo di nuovo gratuitamente i punti che ci indica.",
    },
    {
      title: "Assicurazione di responsabilità civile",
      text: `La nostra assicurazione di responsabilità civile copre i danni che dovessimo causare, fino a CHF\u00a0${millions}\u00a0milioni.`,
    },
    { title: "Nessun costo di trasferta", text: "In tutta la Svizzera, Ticino compreso." },
  ],
  notesTitle: "Le Sue osservazioni",
  nextStepsTitle: "Come procedere",
  nextSteps: [
    "Conferimento dell’incarico: online sulla pagina del preventivo (link e codice QR in questo documento), rispondendo alla nostra e-mail o per telefono.",
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
      "grazie per la Sua richiesta. In allegato trova, in formato PDF, il preventivo per la pulizia del Suo impianto fotovoltaico.",
    accept: (phone) =>
      `Può conferirci l’incarico online sulla pagina del preventivo (link qui sotto), rispondendo a questa e-mail o chiamandoci al numero ${phone}. Ha domande? Siamo a Sua disposizione agli stessi recapiti.`,
    download: "Scarichi il preventivo",
    viewAndAccept: "Apra il preventivo e conferisca l’incarico",
    downloadNote: (date) => `Il link al preventivo resta attivo fino al ${date} compreso.`,
    notYou: "Se non ha richiesto un preventivo, può ignorare questa e-mail.",
  },
};
