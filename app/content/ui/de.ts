import { siteFacts } from "../site-facts";

/**
 * German UI strings: the source every other language is typed against
 * (a missing key in fr/it/en fails the typecheck).
 */
export const de = {
  langName: "Deutsch",
  skipToContent: "Zum Inhalt springen",
  nav: {
    mainLabel: "Hauptnavigation",
    services: "Leistungen",
    solar: "Solarreinigung",
    roof: "Dachreinigung",
    gutter: "Dachrinnenreinigung",
    greenRoof: "Gründachpflege",
    b2b: "Für Unternehmen (B2B)",
    prices: "Preise & Angebot",
    company: "Unternehmen",
    about: "Über uns",
    blog: "Blog",
    faq: "FAQ",
    contact: "Kontakt",
    home: "Startseite",
    callUs: "Anrufen",
    openMenu: "Menü öffnen",
    closeMenu: "Menü schliessen",
    regions: "Regionen",
    languageLabel: "Sprache wählen",
    logoLabel: "zur Startseite",
  },
  footer: {
    tagline:
      "Professionelle Reinigung von Solaranlagen, Dächern und Dachrinnen sowie Gründachpflege – aus Basel für die ganze Schweiz.",
    ctaTitle: "Fragen zu Ihrem Dach oder Ihrer Anlage?",
    ctaText: `Wir antworten innert ${siteFacts.replyWithinHours} Stunden. Den Preis der Solarreinigung berechnen Sie in zwei Minuten selbst.`,
    quoteButton: "Sofort-Offerte starten",
    callButton: "Anrufen",
    servicesTitle: "Leistungen",
    contactTitle: "Kontakt",
    quickLinksTitle: "Schnellzugriff",
    serviceAreaTitle: "Einsatzgebiet",
    serviceAreaNote: "und die ganze Schweiz",
    companyId: "UID",
    imprint: "Impressum",
    privacy: "Datenschutz",
    /** Opens the cookie notice again, to change the choice. */
    cookieSettings: "Cookie-Einstellungen",
    certificates: "Zertifikate",
    lossCalculator: "Verlustrechner",
    socialTitle: "Folgen Sie uns",
    rights: "Alle Rechte vorbehalten.",
    /** Filled with the opening hours of app/content/site-facts.ts. */
    hours: "Mo–Fr {opens}–{closes}",
  },
  cookie: {
    title: "Cookies und Datenschutz",
    text: "Ohne Ihre Zustimmung setzen wir keine Cookies. Mit Ihrer Zustimmung nutzen wir Google Analytics, um die Website zu verbessern. Ihre Wahl können Sie jederzeit ändern; mehr dazu in der Datenschutzerklärung.",
    acceptAll: "Akzeptieren",
    necessaryOnly: "Ablehnen",
    privacyLink: "Datenschutzerklärung",
  },
  whatsapp: {
    label: "WhatsApp",
    ariaLabel: "Chat auf WhatsApp öffnen",
    greeting: "Grüezi! Ich interessiere mich für eine Reinigung meiner Solaranlage und hätte gerne eine Offerte.",
  },
  image: {
    loading: "Bild wird geladen",
    failed: "Bild konnte nicht geladen werden",
  },
  toast: {
    close: "Schliessen",
    region: "Benachrichtigungen",
  },
  trust: {
    label: "Vertrauen und Sicherheit",
    rating: "{rating} von 5 Sternen · {count} Bewertungen",
    insurance: `Versichert bis CHF ${siteFacts.liabilityInsuranceChf / 1_000_000} Millionen`,
    certified: "Solarreinigung: zertifizierte Schulung seit {year}",
    noTravelCosts: "Keine Anfahrtskosten",
  },
  common: {
    getQuote: "Sofort-Offerte starten",
    contactUs: "Kontakt aufnehmen",
    learnMore: "Mehr erfahren",
    readMore: "Weiterlesen",
    responseTime: `Antwort innert ${siteFacts.replyWithinHours} Stunden`,
    breadcrumbHome: "Startseite",
    faqTitle: "Häufige Fragen",
    personalAdvice: "Persönliche Beratung",
    /** Marks a link to a page that exists in German only (never shown on German pages). */
    inGerman: "(auf Deutsch)",
    /** Said once above a list of links to city pages, which exist in German only (never shown on German pages). */
    cityPagesInGerman: "Stadtseiten auf Deutsch",
  },
  city: {
    heading: "Solarreinigung {city}",
    /** Followed by the city's response time: how soon the team can be on site there. */
    responseTimeLabel: "In dringenden Fällen bei Ihnen vor Ort",
    responseTimes: {
      "24": "innert 24 Stunden",
      "24-48": "innert 24 bis 48 Stunden",
      "48-72": "innert 48 bis 72 Stunden",
    },
    notFoundTitle: "Ort nicht gefunden",
    notFoundText: "Für diesen Ort gibt es noch keine eigene Seite – im Einsatz sind wir aber in der ganzen Schweiz.",
    backHome: "Zur Startseite",
  },
  forms: {
    requiredNote: "Mit * markierte Felder sind Pflichtfelder.",
    sending: "Wird gesendet …",
    honeypot: "Dieses Feld bitte leer lassen",
    name: "Name",
    company: "Firma",
    email: "E-Mail-Adresse",
    phone: "Telefonnummer",
    message: "Ihre Nachricht",
    contactSubmit: "Nachricht senden",
    privacyNote: "Wir verwenden Ihre Angaben nur, um Ihre Anfrage zu beantworten. Mehr dazu in der {privacy}.",
    privacyLink: "Datenschutzerklärung",
    newsletterTitle: "Newsletter",
    newsletterText:
      "Neue Ratgeber und saisonale Pflegetipps für Solaranlage, Dach und Gründach – direkt in Ihr Postfach, ohne Werbeflut.",
    newsletterEmail: "Ihre E-Mail-Adresse",
    newsletterSubmit: "Anmelden",
    newsletterConsent:
      "Sie erhalten zuerst eine E-Mail zur Bestätigung (Double-Opt-in) und können sich jederzeit wieder abmelden. Mehr in der {privacy}.",
  },
  blog: {
    latestTitle: "Neueste Beiträge",
    moreTitle: "Weitere Beiträge",
    toolTitle: "Was kostet Sie der Schmutz?",
    toolText:
      "Mit unserem Verlustrechner sehen Sie in einer Minute, wie viel Ertrag und Geld Ihre Anlage durch Verschmutzung verliert.",
    toolLink: "Verlust berechnen",
    questionTitle: "Fragen zu Ihrer Anlage?",
    questionText: `Schreiben Sie uns: Wir antworten innert ${siteFacts.replyWithinHours} Stunden und beraten Sie zu Ihrer Anlage.`,
    share: "Artikel teilen",
    linkCopied: "Link kopiert",
    linkCopiedText: "Der Link zu diesem Artikel ist in der Zwischenablage.",
    shareFailed: "Der Link konnte nicht kopiert werden.",
    planTitle: "Wartungsplan zum Herunterladen",
    planText:
      "Alle Intervalle für Solaranlage, Dach, Dachrinnen und Gründach auf zwei Seiten – mit Jahreskalender und Pflegearbeiten nach Jahreszeit.",
    planLink: "PDF herunterladen",
    ctaTitle: "Lohnt sich eine Reinigung für Ihre Anlage?",
    ctaText: `Berechnen Sie Ihren Fixpreis in zwei Minuten oder schreiben Sie uns – wir antworten innert ${siteFacts.replyWithinHours} Stunden.`,
    /** The closing call to action of an article about green roofs. */
    greenRoofCtaTitle: "Soll Ihr Gründach gepflegt werden?",
    greenRoofCtaText: `Beschreiben Sie uns Ihr Dach: Wir antworten innert ${siteFacts.replyWithinHours} Stunden und schlagen Ihnen die Pflege vor, die es braucht.`,
    greenRoofLink: "Zur Gründachpflege",
    tags: "Schlagwörter",
    faqTitle: "Fragen zu diesem Artikel",
    notFoundTitle: "Artikel nicht gefunden",
    notFoundText: "Dieser Artikel existiert nicht oder wurde verschoben.",
    backToBlog: "Zurück zum Blog",
    by: "von",
    readTime: "{minutes} Min. Lesezeit",
    publishedOn: "Veröffentlicht am",
  },
  /** The chat assistant (spec 3 labels; the apology is spec 8's, {phone} filled from configuration). */
  assistant: {
    open: "Chat-Assistent öffnen",
    title: "Chat-Assistent",
    placeholder: "Ihre Frage …",
    inputLabel: "Ihre Nachricht an den Assistenten",
    send: "Senden",
    minimize: "Minimieren",
    /** Ends the conversation: the panel closes and the stored conversation is deleted. */
    close: "Chat beenden",
    greeting:
      "Grüezi! Ich beantworte Ihre Fragen zu unseren Leistungen, Preisen und Einsatzgebieten – zum Beispiel: «Was kostet die Reinigung von 40 kWp auf einem Flachdach?» Bitte geben Sie hier keine persönlichen Daten ein.",
    pending: "Der Assistent schreibt …",
    apology: "Entschuldigung, ich kann momentan nicht antworten. Bitte kontaktieren Sie uns direkt unter {phone}.",
    log: "Chatverlauf",
    you: "Sie:",
    assistant: "Assistent:",
    newTab: "(öffnet in einem neuen Tab)",
  },
};

export type UiStrings = typeof de;
