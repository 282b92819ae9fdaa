import type { QuoteCalculatorText } from "./types";

/** Italian (Swiss) texts of the instant-quote calculator. */
export const quoteCalculatorIt: QuoteCalculatorText = {
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
  roofTypesInText: { ziegeldach: "tetto in tegole", flachdach: "tetto piano", blechdach: "tetto in lamiera" },
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
    roofFactor: "Adeguamento per tipo di tetto: {roof} (× {factor})",
    net: "Importo netto (IVA esclusa)",
    vat: "IVA {rate} %",
    total: "Totale IVA inclusa",
    guarantee: "Garanzia di prezzo fisso",
    guaranteeText:
      "Per la dimensione e il tipo di tetto indicati, il prezzo calcolato è vincolante per noi, senza costi di trasferta.",
  },
  result: {
    download: "Scarichi il preventivo (PDF)",
    newTab: "(si apre in una nuova scheda)",
    newOffer: "Calcoli un nuovo preventivo",
    number: "Numero del preventivo: {number}",
    validity: "Il preventivo è valido {days} giorni.",
  },
};
