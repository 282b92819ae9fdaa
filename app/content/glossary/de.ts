import type { LanguageGlossary } from "./types";

/**
 * German for German-speaking Switzerland: Swiss standard German (ss, never ß), formal "Sie",
 * Swiss words where they are the usual ones ("Offerte", "innert", "Fixpreis", "MWST"), numbers
 * with a decimal comma and the apostrophe, francs as "CHF 1'320.00".
 */
export const de: LanguageGlossary = {
  terms: {
    quote: {
      use: "Offerte",
      reject: [/(?<!Preise & )Angebot/, /Kostenvoranschlag/, /Preisangebot/, /Offertenrechner/],
      note: "Das Dokument und die Anfrage danach (Offertanfrage, Sofort-Offerte, Offertrechner). Nur das Menü heisst nach der Spezifikation «Preise & Angebot»; für das, was wir tun, «Leistungen».",
    },
    quoteButton: {
      use: "Sofort-Offerte starten",
      reject: [
        /^Sofort-Offerte (?:berechnen|anfordern|erstellen)$/,
        /^(?:Jetzt )?Offerte (?:berechnen|erstellen)$/,
        /^Offerte als PDF berechnen$/,
        /^Preise & Offerte$/,
        /^Zu Preisen und Offerte$/,
        /^Reinigung berechnen$/,
        /^Zur Sofort-Offerte$/,
      ],
      note: "Jeder Knopf und Link, der den Offertrechner öffnet, auch in der Fusszeile und auf den Stadtseiten. Der Knopf des Dachreinigungsrechners heisst «Preis berechnen».",
    },
    cleaningReport: {
      use: "Reinigungsprotokoll",
      reject: [/Fotoprotokoll/, /Reinigungsbericht/, /Arbeitsrapport/, /Servicebericht/, /Reinigungsrapport/],
      note: "Nach jeder Reinigung (Solaranlage, Dach, Dachrinnen); nach einem Pflegegang auf dem Gründach das «Pflegeprotokoll».",
    },
    safetyPlan: {
      use: "Sicherheitskonzept",
      reject: [/Sicherheitsplan/, /Schutzkonzept/, /Sicherungskonzept/],
    },
    gutter: {
      use: "Dachrinne",
      reject: [/Regenrinne/, /Dachkännel/, /\bKännel/, /Dachtraufe/],
      note: "Im Zusammenhang kurz «Rinne»; das senkrechte Rohr ist das «Fallrohr».",
    },
    greenRoof: {
      use: "Gründach",
      reject: [/Grasdach/, /Ökodach/, /Gruendach/, /Dachgrün\b/],
      note: "Die Bepflanzung selbst ist die «Begrünung» (extensiv, intensiv); «Dachgarten» nur für ein intensives Gründach.",
    },
    premiumPackage: {
      use: "Premium-Paket",
      reject: [/Premiumreinigung/, /Premium-Reinigung/, /Premiumpaket/, /Premium mit Inspektion/, /Premium-Service/],
      note: "Immer mit Inspektion; das günstigere Paket ist die «Basisreinigung».",
    },
    feedInTariff: {
      use: "Einspeisevergütung",
      reject: [/Einspeisetarif/, /Einspeisepreis/, /Rückliefertarif/, /Rücklieferungsvergütung/],
    },
    demineralisedWater: {
      use: "demineralisiertes Wasser",
      reject: [/entmineralisiert/i, /destilliertes? Wasser/, /Osmosewasser/, /VE-Wasser/, /Reinstwasser/],
    },
    solarCleaning: {
      use: "Solarreinigung",
      reject: [
        /Solaranlagenreinigung/,
        /Photovoltaik-Reinigung/,
        /Photovoltaikreinigung/,
        /PV-Reinigung/,
        /Modulreinigung/,
        /Solarpanel-?[Rr]einigung/,
      ],
      note: "Auch im Menü und als Seitentitel; die Adresse /solaranlagenreinigung bleibt.",
    },
    roofCleaning: {
      use: "Dachreinigung",
      reject: [/Dachsanierung/, /Dachwäsche/, /Dachputz/],
    },
    maintenancePlan: {
      use: "Wartungsplan",
      reject: [/Pflegeplan/, /Unterhaltsplan/, /Wartungskalender/],
      note: "Das PDF mit den Intervallen; die Spalte darin heisst «Jahreskalender».",
    },
    maintenanceContract: {
      use: "Wartungsvertrag",
      reject: [/Pflegevertrag/, /Servicevertrag/, /Wartungsabo/, /Unterhaltsvertrag/, /Wartungsvereinbarung/],
    },
    liabilityInsurance: {
      use: "Betriebshaftpflichtversicherung",
      reject: [
        /\bHaftpflichtversicherung/,
        /Betriebshaftpflicht(?!versicherung)/,
        /Haftpflichtdeckung/,
        /\bHaftpflicht\b/,
      ],
      note: "Kurz: «bis CHF 5 Millionen versichert» oder «haftpflichtversichert».",
    },
    travelCosts: {
      use: "Anfahrtskosten",
      reject: [/Fahrtkosten/, /Fahrkosten/, /Reisekosten/, /Anfahrtspauschale/, /Wegpauschale/, /Anfahrt CHF/],
      note: "Es gibt keine: «ohne Anfahrtskosten», «Anfahrtskosten verrechnen wir nicht».",
    },
    vat: {
      use: "MWST",
      reject: [/MwSt/, /\bMwst\b/, /Mehrwertsteuer/, /\bUSt\b/],
      note: "«inkl. MWST», «exkl. MWST», «MWST 8,1 %».",
    },
    satisfactionGuarantee: {
      use: "Zufriedenheitsgarantie",
      reject: [/100\s?%\s?Zufriedenheit/, /Zufriedenheit garantiert/, /Geld-zurück/],
      note: "Erklärt als: «Entspricht das Ergebnis nicht Ihren Erwartungen, reinigen wir die beanstandeten Stellen kostenlos nach.»",
    },
    certifiedTraining: {
      use: "zertifizierte Schulung für die Solarreinigung",
      reject: [/Solarakademie/, /[Aa]kademie/, /Zertifizierung durch/, /(?:von|durch) einer? [^.]{0,30}zertifiziert/],
      note: "Unser Team hat sie 2023 abgeschlossen («seit 2023 zertifiziert»); eine Stelle, die zertifiziert, nennen wir nicht.",
    },
    officeHours: {
      use: "Bürozeiten",
      reject: [
        /Öffnungszeiten/,
        /Geschäftszeiten/,
        /[Hh]otline/,
        /nur (?:nach Vereinbarung|auf Termin)/,
        /Beratungen? [^.]{0,30}auf Termin/,
        /rund um die Uhr/,
      ],
      note: "Montag bis Freitag, 08:00–17:00 Uhr, Telefon inbegriffen; Notfälle per E-Mail mit dem Betreff NOTFALL.",
    },
  },
  languageTerms: [
    {
      thing: "A period of time (within 24 hours)",
      use: "innert",
      reject: [/\binnerhalb (?:von )?(?:\d|eine[rs]?m?\b|zwei|drei|vier|fünf|wenigen|kurzer)/],
      note: "Schweizer Gebrauch; «innerhalb» nur räumlich (innerhalb der Stadt).",
    },
    {
      thing: "How soon a team can come to a city (24 / 24–48 / 48–72 hours)",
      use: "vor Ort innert … Stunden",
      reject: [/(?:antworten|Antwort|melden uns)[^.]{0,40}\b(?:24|48)\s?(?:–|-|bis)\s?(?:48|72)\b/, /Reaktionszeit:/],
      note: "Nicht zu verwechseln mit der Antwort auf eine Anfrage, die überall «innert 24 Stunden» kommt.",
    },
    {
      thing: "What we do for customers (the range of services)",
      use: "Leistungen",
      reject: [/Dienstleistung/, /Leistungsangebot/, /Serviceangebot/],
      note: "Menü, Fusszeile und Seiten: «Unsere Leistungen», «Leistungen für Unternehmen»; nie «Angebot».",
    },
    {
      thing: "The price that holds (no surcharges)",
      use: "Fixpreis",
      reject: [/Festpreis/, /Pauschalpreis/],
      note: "Wie die «Fixpreis-Garantie» des Offertrechners.",
    },
    {
      thing: "The panels of a solar installation",
      use: "Solarmodule",
      reject: [/Solarpanel/, /Solarpaneel/, /Photovoltaikpanel/],
      note: "Kurz «Module».",
    },
    {
      thing: "The calculator that makes the PDF quote",
      use: "Offertrechner",
      reject: [/Offert-Rechner/, /Angebotsrechner/, /Preiskalkulator/],
      note: "Sein Ergebnis ist die «Sofort-Offerte»; der «Preisrechner» ist der Rechner der Dachreinigung, der «Verlustrechner» und der «Ertragsrechner» schätzen Verluste.",
    },
    {
      thing: "Square metres",
      use: "m²",
      reject: [/\bm2\b/, /\bqm\b/],
    },
  ],
  style: {
    decimal: "Komma: 4,9 von 5 · 8,1 % · 0,5 bis 1 bar (Beträge in Franken ausgenommen: CHF 0.08)",
    thousands: "Apostroph: 8'643 Module · 10'000 m² · 5'000 Zeichen (Jahreszahlen und Postleitzahlen ohne)",
    chf: "CHF vor dem Betrag, Punkt vor den Rappen: CHF 1'320.00 · CHF 388 · CHF 0.08 pro kWh",
    percent: "Zahl, Leerzeichen, Prozentzeichen: 30 % · 8,1 %; im Fliesstext auch «30 Prozent»",
    time: "08:00–17:00 Uhr, Montag bis Freitag",
    date: "14. März 2025",
  },
  rejectedForms: [
    { pattern: /ß/, why: "Schweizer Rechtschreibung: ss" },
    {
      pattern: /\b(?:du|dich|dir|dein|deine|deinen|deinem|deiner|deines)\b/i,
      why: "Wir siezen: Sie, Ihr",
    },
    {
      pattern: /(?<![\d'’])(?<!CHF\s?)(?<!CHF\s?[-−]\s?)\b\d+\.\d+\b(?!\s?CHF)/,
      why: "Dezimalkomma (4,9; 8,1 %); nur Frankenbeträge mit Punkt (CHF 0.08)",
    },
    { pattern: /\d\s?CHF\/kWh/, why: "Franken vor dem Betrag: CHF 0.08 pro kWh" },
    { pattern: /\d%/, why: "Leerzeichen vor dem Prozentzeichen: 30 %" },
    {
      pattern: /(?<![A-Z]{2} )\b\d{5,}\b/,
      why: "Tausender mit Apostroph: 10'000 (ausser ausländischen Postleitzahlen)",
    },
    {
      pattern: /\b[1-9]\d{3}\s(?:m²|kWh|kWp|Module|Zeichen|Franken|Stunden|Bewertungen|Kundinnen|Kunden)/,
      why: "Tausender mit Apostroph auch bei vier Stellen: 5'000 Zeichen",
    },
    { pattern: /(?<![\d:])\d:00\b/, why: "Stunden mit zwei Ziffern: 08:00" },
    { pattern: /\b\d{1,2}\.\d{2}\s?Uhr/, why: "Uhrzeit mit Doppelpunkt: 08:00 Uhr" },
    { pattern: /\b(?:bis|–|-)\s?18(?:[.:]00)?\s?Uhr|\b18:00\b/, why: "Bürozeiten bis 17:00 Uhr" },
  ],
};
