import type { AssistantCopy } from "./types";

/** German (Swiss) sentences of the assistant. */
export const assistantDe: AssistantCopy = {
  quoteIntro: "Für {size} {unit} auf einem {roof}{area} kostet die Basisreinigung:",
  /** Follows the size when it is not given in m² (panels, kWp): the area it stands for. */
  quoteArea: " ({area} m² Reinigungsfläche)",
  quoteAllRoofs: "Für {size} {unit}{area} kostet die Basisreinigung inkl. MWST je nach Dachart:",
  quoteAskRoof: "Nennen Sie mir die Dachart, dann schlüssle ich Ihnen Nettobetrag, MWST und Total auf.",
  quoteNeedSize:
    "Der Preis setzt sich aus der Grundpauschale von {fixed} und einem Preis pro m² zusammen, der mit der Fläche sinkt; Flachdächer sind günstiger, Blechdächer etwas teurer, und dazu kommt die MWST. Nennen Sie mir die Grösse Ihrer Anlage (m², kWp oder Anzahl Module) und die Dachart, dann rechne ich Ihnen den Preis aus.",
  quoteOutOfRange:
    "Der Offertrechner rechnet mit Grössen bis {max}, ob in m², kWp oder Anzahl Module. Für eine grössere Anlage erstellen wir Ihnen gern eine individuelle Offerte.",
  calculatorLink: "Sofort-Offerte starten",
  regionInText: (region) => region,
  teamSpeciality: "Unser {team} ({region}) ist spezialisiert auf {speciality}.",
  cityResponse:
    "Wir kommen ohne Anfahrtskosten nach {city} ({region}); in dringenden Fällen ist unser Team {hours} bei Ihnen vor Ort.",
  regionProjects: "Im Raum {city} haben wir bisher {count} Referenzprojekte ausgeführt.",
  cityResponseNoRegion:
    "Wir kommen ohne Anfahrtskosten nach {city}; in dringenden Fällen ist unser Team {hours} bei Ihnen vor Ort.",
  cityPageLink: "Solarreinigung {city}",
  contactPageLink: "Kontakt",
  lossIntro:
    "Für eine Anlage mit {kwp} kWp ({location}, {percent} % Ertragsverlust durch Verschmutzung im Jahresmittel, Einspeisevergütung {tariff} pro kWh) ergeben sich pro Jahr ungefähr diese Beträge. Die Abnutzung fällt auch bei einer sauberen Anlage an; eine Reinigung verhindert den Ertragsverlust und verringert die Schäden:",
  yieldCalculatorResult:
    "{tariffPhrase} verliert Ihre Anlage rund {francs} im Jahr, in fünf Jahren {fiveYears}. So rechnet der Ertragsrechner: Für die Umgebung «{environment}» setzt er einen Verschmutzungsindex von {index} an – er zeigt, wie viel Schmutz sich ansammelt, nicht den Verlust – und rechnet dafür mit {rate} Ertragsverlust im Jahresmittel. Er geht von {perKwp} kWh Jahresertrag pro kWp aus, bei {kwp} kWp also von {energy} kWh; davon fehlen {kwh} kWh.",
  yieldTariffStated: "Bei {tariff} pro kWh",
  yieldTariffPreset: "Mit der voreingestellten Einspeisevergütung von {tariff} pro kWh",
  soilingIndexRate:
    "Nein, sondern {rate} im Jahresmittel: So viel Ertragsverlust rechnet der Ertragsrechner bei einem Verschmutzungsindex von {index}.",
  afterAcceptance:
    "Die Bestätigung haben wir Ihnen per E-Mail geschickt. Wir melden uns innert {hours} Stunden und schlagen Ihnen einen Termin vor – meist innert einer bis zwei Wochen, in der Hochsaison innert drei bis vier Wochen.",
  basicPackageIncludes:
    "Die Basisreinigung ist die schonende Reinigung Ihrer Photovoltaikanlage – ohne Chemie, mit weichen Bürsten und Niederdruck. Sie umfasst:",
  soilingSlider:
    "Im Verlustrechner stellen Sie den Verschmutzungsgrad mit dem Schieberegler ein, von {min} bis {max} %.",
  chatPrivacy:
    "Ihre Nachrichten an den Chat-Assistenten und seine Antworten speichern wir nicht: Nach dem Beantworten werden sie auf unserem Server verworfen. Im Protokoll halten wir pro Frage nur die Länge, die Sprache, die Art der Antwort und die Bearbeitungsdauer fest, nie den Text. Das Gespräch selbst bleibt im Sitzungsspeicher Ihres Browsers, bis Sie den Chat beenden oder den Tab schliessen.",
  dataLocation:
    "Die Daten aus unseren Formularen, der Sofort-Offerte und der Newsletter-Anmeldung speichern wir in unserer Datenbank bei einem Hosting-Anbieter in der Schweiz. Nur mit Ihrer Einwilligung in Google Analytics können Daten an Google in die USA übermittelt werden.",
  gutterRating:
    "Unsere Dachrinnenreinigung bewerten Kundinnen und Kunden mit {rating} von 5 Sternen ({count} Bewertungen).",
  videoLength: "Das Erklärvideo dauert {minutes} Minuten und {seconds} Sekunden.",
  galleryCase: "{title} in {place}: {gain} nach der Reinigung ({area}).",
  newsletterSignUp:
    "Um sich anzumelden, geben Sie auf der Blogseite Ihre E-Mail-Adresse ein und klicken auf «{button}».",
  yesWeCome: "Ja, gern.",
  lossLines: {
    revenue: "Ertragsverlust",
    wear: "Abnutzung der Anlage (auch ohne Verschmutzung)",
    damage: "Schäden durch Verschmutzung",
    total: "Verlust und Abnutzung pro Jahr",
  },
  lossAtStatedPercent:
    "Bei {percent} % Ertragsverlust durch Verschmutzung erzeugt eine Anlage mit {kwp} kWp (rund {yield} kWh pro Jahr) etwa {kwh} kWh weniger. Bei einer Einspeisevergütung von {tariff} pro kWh sind das rund {francs} pro Jahr – Abnutzung und Folgeschäden nicht eingerechnet.",
  lossPageResult:
    "Der Verlustrechner ergibt für {kwp} kWp, {tariff} pro kWh und einen Verschmutzungsgrad von {percent} % einen Verlust von {total} pro Jahr: {revenue} Ertragsverlust durch Verschmutzung ({kwh} von {yield} kWh Sollertrag) und {damage} für Abnutzung und Schäden. Der Rechner geht dabei von einem Anlagewert von {value} ({perKwpCost} pro kWp) und einer Schadensrate von {rate} % aus.",
  lossWithOwnUse:
    "Bei rund {yieldPerKwp} kWh pro kWp erzeugt eine Anlage mit {kwp} kWp etwa {yield} kWh im Jahr; {percent} % Ertragsverlust durch Verschmutzung sind rund {kwh} kWh. Davon hätten Sie {ownKwh} kWh selbst verbraucht ({share} %): Diese müssen Sie für {grid} pro kWh aus dem Netz zukaufen, das sind {ownCost}. Die übrigen {fedKwh} kWh wären eingespeist worden; bei einer Einspeisevergütung von {tariff} pro kWh (Ihren genauen Satz finden Sie auf der Abrechnung Ihres Energieversorgers) entgehen Ihnen {fedValue}. Zusammen sind das {francs} pro Jahr – ohne Eigenverbrauch wären es {feedInOnly}. Mögliche Schäden durch die Verschmutzung sind nicht eingerechnet.",
  lossPageLink: "Verlustrechner",
  handover:
    "Darauf kann ich Ihnen hier keine Antwort geben. Für Fragen zu unseren Leistungen – Solarreinigung, Dachreinigung, Dachrinnenreinigung und Gründachpflege – erreichen Sie unser Team persönlich: Telefon {phone}, WhatsApp oder über das Kontaktformular.",
  handoverDiscount:
    "Rabatte und Sonderkonditionen bespricht unser Team direkt mit Ihnen: Telefon {phone}, WhatsApp oder über das Kontaktformular.",
  handoverDate:
    "Termine vereinbart unser Team direkt mit Ihnen; ein Datum kann ich hier nicht zusagen. Rufen Sie uns an unter {phone}, schreiben Sie uns auf WhatsApp oder über das Kontaktformular.",
  handoverPromise:
    "Zusagen und Garantien kann ich hier nicht geben; das bespricht unser Team direkt mit Ihnen: Telefon {phone}, WhatsApp oder über das Kontaktformular.",
  handoverExactPrice:
    "Einen verbindlichen Preis kann ich Ihnen hier im Chat nicht nennen; den erhalten Sie mit der Offerte. Unser Team erreichen Sie per Telefon unter {phone}, per WhatsApp oder über das Kontaktformular.",
  whatsappLabel: "WhatsApp",
  sourceLabel: "Mehr dazu",
  greeting:
    "Grüezi! Fragen Sie mich zu Preisen, Reinigung, Einsatzgebiet oder Ablauf – oder nennen Sie mir Grösse und Dachart Ihrer Anlage für einen Preis.",
  hoursRange: { "24": "innert 24 Stunden", "24-48": "innert 24 bis 48 Stunden", "48-72": "innert 48 bis 72 Stunden" },
  roofQuote:
    "Die Dachreinigung für {area} m² kostet {total} zuzüglich MWST ({rate} pro m²; Anfahrtskosten verrechnen wir nicht).",
  tierRate: "Bei Anlagen {band} kostet der m² {rate}; dazu kommen die Grundpauschale von {base} und die MWST.",
  tierRateAt:
    "Mit {area} m² liegt Ihre Anlage in der Stufe {band}: Der m² kostet {rate}; dazu kommen die Grundpauschale von {base} und die MWST.",
  tierBands: { first: "bis {to} m²", middle: "über {from} bis {to} m²", last: "über {from} m²" },
  roofAreaFromFootprint: "Bei {footprint} m² Grundfläche sind das rund {min} bis {max} m² Dachfläche.",
  articleIntro: "Dazu gibt es in unserem Blog den Artikel «{title}».",
  roofQuoteWithVat:
    "Die Dachreinigung für {area} m² kostet {gross} inklusive {vatRate} MWST: {total} zuzüglich {vatAmount} MWST ({rate} pro m²; Anfahrtskosten verrechnen wir nicht).",
  weekendClosed: "Am Samstag und Sonntag ist unser Büro geschlossen.",
  confirm: "Ja, gern.",
  deny: "Nein.",
  /** A question about something the company does not do at all (not a gap in what the site says). */
  handoverOutOfScope:
    "Dazu kann ich Ihnen nichts sagen: Ich beantworte Fragen zur Reinigung von Solaranlagen, Dächern und Dachrinnen und zur Gründachpflege. Unser Team erreichen Sie unter {phone}, per WhatsApp oder über das Kontaktformular.",
};
