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
      reject: [
        /Premiumreinigung/,
        /Premium-Reinigung/,
        /Premiumpaket/,
        /Premium mit Inspektion/,
        /Premium-Service/,
        /Premium-Paket[^.]{0,40}\b(?:kostet|für) CHF/,
      ],
      note: "Immer mit Inspektion und «ab CHF 588», nie als Festbetrag; das günstigere Paket ist die «Basisreinigung» (ab CHF 388).",
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
        /CHF \d+ Mio\./,
        /CHF 5'000'000/,
        /Personen- und Sachschäden/,
        /[Ff]ür den Fall der Fälle/,
        /\b(?:[Uu]nsere|[Dd]ie) Arbeit ist [^.]{0,40}versichert/,
        /versicherung bis [^.]{0,30} für jeden Einsatz/,
      ],
      note: "Sie deckt Schäden, die wir bei der Arbeit verursachen: «Verursachen wir einen Schaden, deckt ihn unsere Betriebshaftpflichtversicherung bis CHF 5 Millionen.» Kurz: «bis CHF 5 Millionen versichert» oder «haftpflichtversichert». Nie direkt nach einem Rat zur eigenen Sicherheit (Lichtkuppel, Leiter), wo es so klingt, als wäre der Sturz der Leserin versichert.",
    },
    travelCosts: {
      use: "Anfahrtskosten",
      reject: [
        /Fahrtkosten/,
        /Fahrkosten/,
        /Reisekosten/,
        /Anfahrtspauschale/,
        /Wegpauschale/,
        /Anfahrt CHF/,
        /zusätzliche[n]? Anfahrtskosten/,
      ],
      note: "Es gibt keine: «ohne Anfahrtskosten», «Anfahrtskosten verrechnen wir nicht» (nie «ohne zusätzliche Anfahrtskosten»).",
    },
    vat: {
      use: "MWST",
      reject: [/MwSt/, /\bMwst\b/, /Mehrwertsteuer/, /\bUSt\b/],
      note: "«inkl. MWST», «exkl. MWST», «MWST 8,1 %».",
    },
    satisfactionGuarantee: {
      use: "Zufriedenheitsgarantie",
      reject: [
        /100\s?%\s?Zufriedenheit/,
        /Zufriedenheit garantiert/,
        /Geld-zurück/,
        /reinigen wir kostenlos nach/,
        /Stimmt das Ergebnis nicht/,
      ],
      note: "Erklärt als: «Entspricht das Ergebnis nicht Ihren Erwartungen, reinigen wir die beanstandeten Stellen kostenlos nach.»",
    },
    certifiedTraining: {
      use: "zertifizierte Schulung für die Solarreinigung",
      reject: [
        /Solarakademie/,
        /[Aa]kademie/,
        /Zertifizierung durch/,
        /(?:von|durch) einer? [^.]{0,30}zertifiziert/,
        /\b(?:[Ww]ir sind|sind wir)\b[^.;]{0,40}\bzertifiziert/,
        /\bseit \d{4} zertifiziert/,
        /zertifizierte[rs]? (?:Betrieb|Unternehmen|Fachbetrieb|Partner)/,
      ],
      note: "Unser Team hat die Schulung 2023 abgeschlossen: «Unser Team hat 2023 eine zertifizierte Schulung für die Solarreinigung abgeschlossen», kurz «Zertifizierte Schulung seit 2023». Nie «wir sind (seit 2023) zertifiziert» über das Unternehmen, das auch Dächer, Dachrinnen und Gründächer pflegt; eine Stelle, die zertifiziert, nennen wir nicht.",
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
      reject: [/\binnerhalb (?:von )?(?:\d|eine[rs]?m?\b|zwei|drei|vier|fünf|wenigen|kurzer)/, /\binnert ein bis\b/],
      note: "Schweizer Gebrauch, mit Genitiv oder Dativ: «innert einer bis zwei Wochen», «innert drei bis vier Wochen»; «innerhalb» nur räumlich (innerhalb der Stadt).",
    },
    {
      thing: "How soon a team can come to a city (24 / 24–48 / 48–72 hours)",
      use: "vor Ort innert … Stunden",
      reject: [
        /(?:antworten|Antwort|melden uns)[^.]{0,40}\b(?:24|48)\s?(?:–|-|bis)\s?(?:48|72)\b/,
        /Reaktionszeit/,
        /innert \d+–\d+ Stunden/,
      ],
      note: "Immer «in dringenden Fällen innert … vor Ort», mit «bis» («innert 24 bis 48 Stunden»). Nicht zu verwechseln mit der Antwort auf eine Anfrage, die überall «innert 24 Stunden» kommt, ohne Zusatz wie «(Montag bis Freitag)».",
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
    {
      thing: "The two starting prices (Basisreinigung, Premium-Paket)",
      use: "ab CHF 388 bzw. ab CHF 588, zuzüglich Flächenpreis und MWST",
      reject: [
        /\bab CHF \d[\d']* (?:inklusive|inkl\.) (?:[\d,]+ % )?MWST/,
        /\bbei CHF \d[\d']* (?:inklusive|inkl\.)/,
        /Fixpreise? ab CHF/,
        /(?:Beide|Alle|Unsere) (?:Preise|Beträge)[^.]{0,20} (?:verstehen sich|sind) inklusive/,
      ],
      note: "Beides sind Grundpreise: Dazu kommen der Preis pro m² (Flächenpreis), der Zu- oder Abschlag für die Dachart und 8,1 % MWST. «Inklusive MWST» ist nur der Gesamtbetrag im Offertrechner und in der Offerte.",
    },
    {
      thing: "The free check included in every cleaning",
      use: "Sichtkontrolle",
      reject: [
        /(?:inbegriffen|inklusive|kostenlos|ohne Aufpreis)[^.]{0,40}\bInspektion/,
        /\bInspektion\b[^.]{0,30}(?:inbegriffen|ohne Aufpreis|kostenlos)/,
      ],
      note: "«Inspektion» heisst nur die Prüfung im Premium-Paket.",
    },
    {
      thing: "Robots and drones",
      use: "Reinigungsroboter auf grossen Flachdächern; Drohnen für Kontrolle und Dokumentation",
      reject: [
        /Drohnenreinigung/,
        /[Rr]einig\w*[^.;]{0,40}\b(?:mit )?(?:Reinigungs)?[Rr]obotern? (?:oder|und) (?:mit )?Drohnen?\b/,
        /Drohnen?,? die [^.]{0,40}reinig/,
        /reinigen und inspizieren wir[^.]{0,20}Drohnen/,
        /Drohneninspektion/,
        /Inspektion und Ertragsanalyse/,
      ],
      note: "Drohnen reinigen nie; was sie tun, ist «Kontrolle» («Drohnenkontrolle»), nicht «Inspektion» (die gibt es nur im Premium-Paket).",
    },
    {
      thing: "How often a solar installation is cleaned",
      use: "alle ein bis zwei Jahre reinigen und dabei kontrollieren lassen",
      reject: [/12 bis 24 Monate/, /12[–-]24 Monate/, /alle 1 bis 2 Jahre/],
      note: "Eine eigene Kontrolle neben der Reinigung gibt es nicht.",
    },
    {
      thing: "Maintenance contracts for owners and property managers",
      use: "jährlich oder halbjährlich",
      reject: [/zweijährlich/],
      note: "Die Vertragsstufen für Unternehmen (Basis, Professional, Enterprise) haben eigene Laufzeiten.",
    },
    {
      thing: "Where we work",
      use: "Von unserem Hauptsitz in Basel aus betreuen sechs regionale Teams (Basel, Aargau, Zürich, Zentralschweiz, Bern, Langenthal) das Gebiet im Umkreis von rund 100 km; darüber hinaus arbeiten wir in der ganzen Schweiz, auch in der Romandie und im Tessin, ohne Anfahrtskosten.",
      reject: [
        /in der ganzen Deutschschweiz unterwegs/,
        /grössere Aufträge übernehmen wir schweizweit/,
        /Teams sind (?:in|von) Basel aus/,
        /Teams sind in Basel/,
      ],
      note: "Der Satz `germanServiceArea`; das Team in Luzern heisst «Team Zentralschweiz».",
    },
    {
      thing: "The yearly total of the loss calculators",
      use: "Verlust und Abnutzung pro Jahr",
      reject: [/Gesamtverlust/, /Schadenskosten/, /^Total pro Jahr$/],
      note: "Das Total des Verlustrechners und des Rechners auf der Startseite enthält die normale Abnutzung, darum nie «Gesamtverlust». Der Ertragsrechner der Solarseite zeigt «Verlust pro Jahr» (ohne Abnutzung und Schäden).",
    },
    {
      thing: "What the calculators assume",
      use: "die Annahmen jedes Rechners nur bei diesem Rechner",
      reject: [/Annahmen, mit denen auch unsere Rechner/, /(?:dieselben|gleichen) Annahmen wie/],
      note: "Alle Rechner gehen von 1'000 kWh pro kWp aus. Der Ertragsrechner zeigt den Verschmutzungsindex der Umgebung (0 bis 100, kein Verlust) und eine Verlustrate von 1 bis 5 % im Jahresmittel; im Verlustrechner ist der Verschmutzungsgrad der verlorene Anteil des Ertrags.",
    },
    {
      thing: "Wear of an installation",
      use: "Abnutzung",
      reject: [/Verschleiss/],
      note: "Die normale Alterung, die auch eine saubere Anlage hat: «Abnutzung der Anlage (auch ohne Verschmutzung)». Eine Reinigung verhindert den Ertragsverlust durch Verschmutzung und verringert Schäden, die Abnutzung nicht.",
    },
    {
      thing: "Size of a solar installation",
      use: "kWp",
      reject: [/\bkW\b/],
    },
    {
      thing: "Joint self-consumption scheme",
      use: "Zusammenschluss zum Eigenverbrauch (ZEV)",
      reject: [/Eigenverbrauchsgemeinschaft/],
    },
    {
      thing: "Mobile elevating work platform",
      use: "Hubarbeitsbühne",
      reject: [/\bHebebühne/],
    },
    {
      thing: "Gutter guard",
      use: "Laubschutzgitter",
      reject: [/Rinnenschutzgitter/],
    },
    {
      thing: "Anti-reflective coating of the modules",
      use: "Antireflexbeschichtung",
      reject: [/Antireflex-Beschichtung/],
    },
    {
      thing: "What a visitor enters about the installation",
      use: "Anlagendaten",
      reject: [/Anlagedaten/],
    },
    {
      thing: "The consent notice",
      use: "Cookie-Hinweis",
      reject: [/Cookie-Banner/, /notwendige Cookies/, /Alle akzeptieren/, /Nur notwendige/],
      note: "Ohne Zustimmung setzt die Website keine Cookies. Die Knöpfe heissen «Akzeptieren» und «Ablehnen».",
    },
    {
      thing: "Greeting",
      use: "Grüezi",
      reject: [/^Guten Tag!/],
      note: "Grüezi nur im Chat und in der WhatsApp-Nachricht; in Mails «Guten Tag {Name}».",
    },
    {
      thing: "The roof-type line of the quote (calculator and offer PDF)",
      use: "Zu-/Abschlag Dachart",
      reject: [/Dachfaktor/],
      note: "«Zu-/Abschlag Dachart: Flachdach (× 0,9)» im Offertrechner, «Zu-/Abschlag Dachart (Flachdach)» in der Offerte.",
    },
    {
      thing: "What the cleaning of roofs and of panels uses",
      use: "Module: ganz ohne Chemie; Dächer: ohne Reinigungsmittel, danach die im Preis inbegriffene Spezialimprägnierung",
      reject: [/aggressive[nr]? (?:Chemie|Reinigungsmittel)/, /Hausbrand/],
      note: "«Ohne Chemie» nur für die Solarreinigung; auf dem Dach tragen wir eine Imprägnierung auf.",
    },
    {
      thing: "Pressure on solar panels",
      use: "Niederdruck, kein Hochdruck",
      reject: [
        /(?:Modul|Solar|Photovoltaik|demineralisiert)[^.]{0,80}\b\d(?:,\d)? ?(?:bis|–) ?\d bar\b/,
        /wenig Druck/,
      ],
      note: "Die Werte in bar (1 bis 3 bar, auf Flachdächern 0,5 bis 1 bar) gelten nur für die Dachreinigung.",
    },
    {
      thing: "What a cleaning brings",
      use: "bis zu 30 % mehr Ertrag als eine verschmutzte Anlage",
      reject: [/bis zu \d+ ?(?:%|Prozent)(?: Ertrag)? zurück/, /Ertrag zurückholen/],
      note: "Nie «holt bis zu 30 % zurück» neben einem Verlust von 15 bis 25 %.",
    },
    {
      thing: "Being at home on the day",
      use: "Sie müssen nicht zu Hause sein; wir brauchen Zugang zum Dach und einen Wasseranschluss.",
      reject: [/nicht anwesend sein, wenn/, /nicht die ganze Zeit anwesend/],
    },
    {
      thing: "The button or link that opens the loss calculator",
      use: "Verlust berechnen",
      reject: [/^Ertragsverlust berechnen$/, /^Zum Verlustrechner$/, /^Verlustrechner öffnen$/],
      note: "Ein Name für jeden Knopf und Link zum Verlustrechner (Startseite, B2B, Dachreinigung, Blog, Verlustrechner selbst); im Fliesstext heisst er «Verlustrechner».",
    },
    {
      thing: "What the offer costs the reader",
      use: "kostenlos und für Sie unverbindlich",
      reject: [
        /\b[Kk]ostenlos und unverbindlich\b/,
        /\b[Kk]ostenlose[nrs]? und unverbindliche/,
        /kostenlose, unverbindliche/,
      ],
      note: "Die Offerte verpflichtet die Kundin oder den Kunden zu nichts, ihr Preis gilt für uns aber verbindlich («Fixpreis-Garantie»).",
    },
    {
      thing: "The call button",
      use: "Anrufen",
      reject: [/^Jetzt anrufen$/, /^Jetzt kostenlose Offerte anfordern$/],
      note: "Knöpfe ohne «Jetzt»: «Anrufen», «Kostenlose Offerte anfordern».",
    },
    {
      thing: "A link to a service page",
      use: "Zur Solarreinigung, Zur Dachreinigung, …",
      reject: [/^Mehr zur? \S+$/],
      note: "Links und Knöpfe nennen das Ziel: «Zur Dachrinnenreinigung», «Zu den häufigen Fragen».",
    },
  ],
  style: {
    decimal: "Komma: 4,9 von 5 · 8,1 % · 0,5 bis 1 bar (Beträge in Franken ausgenommen: CHF 0.08)",
    thousands: "Apostroph: 8'643 Module · 10'000 m² · 5'000 Zeichen (Jahreszahlen und Postleitzahlen ohne)",
    chf: "CHF vor dem Betrag, Punkt vor den Rappen: CHF 1'320.00 · CHF 388 · CHF 0.08 pro kWh",
    percent:
      "Zahl, Leerzeichen, Prozentzeichen, auch im Fliesstext: 30 % · 8,1 %; «Prozent» nur ohne Zahl davor (um wenige Prozent)",
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
    { pattern: /\d-mal\b/, why: "Zahlwort: zweimal, viermal" },
    {
      pattern:
        /\b(?:[1-9]|1[0-2]) bis (?:[1-9]|1[0-2]) (?:Jahre|Jahren|Wochen|Stunden|Minuten)\b|\b\d Minuten\b|rund zwei Minuten/,
      why: "Im Fliesstext Zahlwörter: alle ein bis zwei Jahre, innert einer bis zwei Wochen, zwei bis vier Stunden, in zwei Minuten",
    },
    { pattern: /Stunden \(Montag bis Freitag\)/, why: "Die Antwort kommt innert 24 Stunden, ohne Zusatz" },
    {
      pattern: /Vor Ort über Ionenaustauscher/,
      why: "Demineralisiertes Wasser, das wir vor Ort über Ionenaustauscher aufbereiten",
    },
    { pattern: /mit reinem Wasser/, why: "demineralisiertes Wasser" },
    { pattern: /unverbindliche Sofort-Offerte/, why: "Der Preis der Sofort-Offerte ist verbindlich" },
    { pattern: /rund CHF \d+ pro m²/, why: "CHF 11 pro m² ist der Ansatz der Dachreinigung, kein Richtwert" },
    { pattern: /Littau/, why: "Seit 2010 ein Teil der Stadt Luzern, keine Nachbargemeinde" },
    {
      pattern: /\b[Ii]mmer mehr\b|\bfast immer\b/,
      why: "Nichts behaupten, was wir nicht belegen können: «viele», «in der Regel»",
    },
    { pattern: /in gute[n]? Hände/, why: "Floskel: sagen, was wir tun («Pflege für Ihr Gründach»)" },
    {
      pattern: /Reifenabrieb (?:von|vom) [^.,]{0,20}\bBahn/,
      why: "Reifenabrieb kommt von der Strasse; von der Bahn kommt Bremsstaub",
    },
    {
      pattern: /Reifen- und Bremsabrieb|Brems- und Reifenabrieb/,
      why: "Reifenabrieb von Strassen, Bremsstaub von Bahnlinien",
    },
    { pattern: /\d Prozent\b/, why: "Nach einer Zahl das Prozentzeichen: 8 %; «Prozent» nur ohne Zahl" },
    { pattern: /\bfrei (?:zu )?halten\b/, why: "Zusammen: Abläufe freihalten, die Abläufe freizuhalten" },
    {
      pattern: /\bIhr jährlicher Verlust\b/,
      why: "Das Ergebnis enthält auch die normale Abnutzung: «Ihr Ergebnis pro Jahr»",
    },
    {
      pattern: /Ist auch die Gründachpflege zertifiziert|Gründachpflege ist nicht zertifiziert|Das Zertifikat gilt/,
      why: "Zertifiziert ist die Schulung des Teams, nicht eine Leistung",
    },
    {
      pattern: /weichen, rotierenden Bürsten/,
      why: "Von Hand mit weichen Bürsten; die rotierende Bürste hat nur der Roboter",
    },
    {
      pattern: /\b([A-ZÄÖÜ][a-zäöü]+) (?:in|im Kanton) \1\b/,
      why: "Den Ort nicht zweimal nennen: «in Appenzell AI», «in der Stadt Solothurn»",
    },
    {
      pattern: /^Ihr Preis \(exkl\. MWST\)$/,
      why: "Der Rechner hängt die Fläche in Klammern an: «Ihr Preis exkl. MWST (100 m²)»",
    },
  ],
};
