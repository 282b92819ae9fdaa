import type { QuoteCalculatorText } from "./types";

/** German (Swiss) texts of the instant-quote calculator. */
export const quoteCalculatorDe: QuoteCalculatorText = {
  title: "Ihre Sofort-Offerte",
  decimalMark: ",",
  intro:
    "Geben Sie Standort, Dachart und Grösse Ihrer Anlage ein – der Preis der Basisreinigung erscheint sofort. Mit Ihren Kontaktangaben erstellen wir die Offerte als PDF zum Herunterladen.",
  plantLegend: "Ihre Anlage",
  contactLegend: "Ihre Kontaktangaben",
  plzLabel: "PLZ und Ort",
  plzHint: "Zum Beispiel 4057 Basel",
  roofTypeLabel: "Dachart",
  roofTypePlaceholder: "Bitte wählen",
  roofTypes: { ziegeldach: "Ziegeldach", flachdach: "Flachdach", blechdach: "Blechdach" },
  roofTypesInText: { ziegeldach: "Ziegeldach", flachdach: "Flachdach", blechdach: "Blechdach" },
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
    roofFactor: "Zu-/Abschlag Dachart: {roof} (× {factor})",
    net: "Nettobetrag (exkl. MWST)",
    vat: "MWST {rate} %",
    total: "Total inkl. MWST",
    guarantee: "Fixpreis-Garantie",
    guaranteeText:
      "Der berechnete Preis ist für uns verbindlich und gilt für die angegebene Grösse und Dachart, ohne Anfahrtskosten.",
  },
  result: {
    download: "Offerte herunterladen (PDF)",
    newTab: "(öffnet in einem neuen Tab)",
    newOffer: "Neue Offerte erstellen",
    number: "Offertnummer: {number}",
    validity: "Die Offerte gilt {days} Tage.",
  },
};
