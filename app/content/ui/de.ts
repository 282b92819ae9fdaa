/**
 * German UI strings: the source every other language is typed against
 * (a missing key in fr/it/en fails the typecheck).
 */
export const de = {
  langName: "Deutsch",
  skipToContent: "Zum Inhalt springen",
  nav: {
    mainLabel: "Hauptnavigation",
    services: "Dienstleistungen",
    solar: "Solaranlagenreinigung",
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
    ctaTitle: "Bereit für mehr Ertrag?",
    ctaText: "Berechnen Sie Ihre Offerte in zwei Minuten oder rufen Sie uns an.",
    quoteButton: "Offerte berechnen",
    callButton: "Jetzt anrufen",
    servicesTitle: "Dienstleistungen",
    contactTitle: "Kontakt",
    quickLinksTitle: "Schnellzugriff",
    serviceAreaTitle: "Einsatzgebiet",
    serviceAreaNote: "und die ganze Schweiz",
    companyId: "UID",
    imprint: "Impressum",
    privacy: "Datenschutz",
    certificates: "Zertifikate",
    lossCalculator: "Verlustrechner",
    socialTitle: "Folgen Sie uns",
    rights: "Alle Rechte vorbehalten.",
    hours: "Mo–Fr 08:00–17:00",
  },
  cookie: {
    title: "Cookies und Datenschutz",
    text: "Wir verwenden notwendige Cookies für den Betrieb der Website. Mit Ihrer Zustimmung nutzen wir zusätzlich Google Analytics, um die Website zu verbessern. Ihre Wahl können Sie jederzeit in der Datenschutzerklärung nachlesen.",
    acceptAll: "Alle akzeptieren",
    necessaryOnly: "Nur notwendige",
    privacyLink: "Datenschutzerklärung",
  },
  whatsapp: {
    label: "WhatsApp",
    ariaLabel: "Chat auf WhatsApp öffnen",
    greeting:
      "Grüezi! Ich interessiere mich für eine Reinigung meiner Solaranlage und hätte gerne eine Offerte.",
  },
  image: {
    loading: "Bild wird geladen",
    failed: "Bild konnte nicht geladen werden",
  },
  toast: {
    close: "Schliessen",
    region: "Benachrichtigungen",
  },
  common: {
    getQuote: "Sofort-Offerte starten",
    contactUs: "Kontakt aufnehmen",
    learnMore: "Mehr erfahren",
    readMore: "Weiterlesen",
    responseTime: "Antwort innert 24 Stunden",
    breadcrumbHome: "Startseite",
    faqTitle: "Häufige Fragen",
  },
  city: {
    heading: "Photovoltaik-Reinigung in {city}",
    responseTimeLabel: "Reaktionszeit in {city}",
    responseTimes: { "24": "innert 24 Stunden", "24-48": "innert 24–48 Stunden", "48-72": "innert 48–72 Stunden" },
    notFoundTitle: "Stadt nicht gefunden",
    notFoundText: "Die angeforderte Stadt wird von uns noch nicht abgedeckt.",
    backHome: "Zur Startseite",
  },
  blog: {
    notFoundTitle: "Artikel nicht gefunden",
    notFoundText: "Dieser Artikel existiert nicht oder wurde verschoben.",
    backToBlog: "Zurück zum Blog",
    by: "von",
    readTime: "{minutes} Min. Lesezeit",
    publishedOn: "Veröffentlicht am",
  },
};

export type UiStrings = typeof de;
