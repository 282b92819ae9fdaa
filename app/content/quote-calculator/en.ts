import type { QuoteCalculatorText } from "./types";

/** English texts of the instant-quote calculator. */
export const quoteCalculatorEn: QuoteCalculatorText = {
  title: "Your instant quote",
  decimalMark: ".",
  intro:
    "Enter the location, roof type and size of your system and the price of basic cleaning appears straight away. Add your contact details and we will create your quote as a PDF for you to download.",
  plantLegend: "Your system",
  contactLegend: "Your contact details",
  plzLabel: "Postcode and town",
  plzHint: "For example 4057 Basel",
  roofTypeLabel: "Roof type",
  roofTypePlaceholder: "Please choose",
  roofTypes: { ziegeldach: "Tiled roof", flachdach: "Flat roof", blechdach: "Metal roof" },
  roofTypesInText: { ziegeldach: "tiled roof", flachdach: "flat roof", blechdach: "metal roof" },
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
    net: "Net amount (excl. VAT)",
    vat: "VAT {rate}%",
    total: "Total incl. VAT",
    guarantee: "Fixed-price guarantee",
    guaranteeText:
      "The calculated price is binding on us for the size and roof type you entered, with no travel costs.",
  },
  result: {
    download: "Download the quote (PDF)",
    newTab: "(opens in a new tab)",
    newOffer: "New quote",
    number: "Quote number: {number}",
    validity: "The quote is valid for {days} days.",
  },
};
