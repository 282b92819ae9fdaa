import { siteFacts } from "./site-facts";

/**
 * German copy of /preise-angebot around the instant-quote calculator (spec 2 and 9): the two
 * packages, the three extra services included in every cleaning, the package note and the
 * WhatsApp banner. Prices come from the site facts; the calculator itself is the quote feature's.
 */
export const pricesPage = {
  packages: {
    title: "Unsere Pakete",
    intro: "Beide Preise verstehen sich inklusive 8,1 % MWST und ohne Anfahrtskosten – in der ganzen Schweiz.",
    fromLabel: "ab",
    items: [
      {
        name: "Basisreinigung",
        priceChf: siteFacts.priceFromChf,
        text: "Die schonende Reinigung Ihrer Photovoltaikanlage mit demineralisiertem Wasser, ohne Chemie, mit weichen Bürsten und wenig Druck.",
        features: [
          "Reinigung aller Module mit Osmosewasser",
          "Sichtkontrolle und Fotodokumentation",
          "Reinigungsprotokoll zum Abschluss",
        ],
        highlight: false,
      },
      {
        name: "Premium mit Inspektion",
        priceChf: siteFacts.premiumPriceChf,
        text: "Die Basisreinigung und zusätzlich eine Inspektion der Anlage: Module, Rahmen, Kabelführung und Befestigungen werden geprüft.",
        features: [
          "Alles aus der Basisreinigung",
          "Inspektion von Modulen, Rahmen und Befestigungen",
          "Bericht mit Empfehlungen für Wartung und Reparaturen",
        ],
        highlight: true,
      },
    ],
    highlightLabel: "Empfohlen",
  },
  included: {
    title: "Bei jeder Reinigung inbegriffen",
    intro: "Drei Zusatzleistungen, die Sie bei uns nicht extra bezahlen:",
    items: [
      {
        title: "Inspektion",
        text: "Während der Reinigung prüfen wir jedes Modul von Auge auf Risse, Verfärbungen, Hotspots und lose Befestigungen.",
        mark: "1",
      },
      {
        title: "Mängeldokumentation",
        text: "Was uns auffällt, halten wir mit Fotos und Position im Reinigungsprotokoll fest – als Nachweis für Versicherung und Garantie.",
        mark: "2",
      },
      {
        title: "Partner-Reparatur",
        text: "Braucht es eine Reparatur, vermitteln wir Ihnen auf Wunsch einen geprüften Partnerbetrieb aus Ihrer Region.",
        mark: "3",
      },
    ],
  },
  packageNote: {
    title: "Gut zu wissen",
    items: [
      "Der Preis richtet sich nach der Fläche: Zur Grundpauschale von CHF 388 kommt ein Preis pro m², der mit zunehmender Fläche sinkt.",
      "Flachdächer sind günstiger, Blechdächer etwas aufwendiger; der Offertrechner berücksichtigt die Dachart automatisch.",
      "Für mehrere Liegenschaften und regelmässige Reinigungen bieten wir Wartungsverträge mit Mengenrabatt an.",
    ],
    b2bLink: "Wartungsverträge für Unternehmen",
  },
  whatsapp: {
    title: "Lieber kurz schreiben?",
    text: "Schicken Sie uns ein Foto Ihrer Anlage per WhatsApp – wir melden uns mit einer Einschätzung und einem Preis.",
    button: "WhatsApp-Chat starten",
  },
  cta: {
    title: "Fragen zu Ihrer Offerte?",
    text: "Wir beraten Sie gerne persönlich und antworten innert 24 Stunden.",
    contactButton: "Kontakt aufnehmen",
    faqButton: "Häufige Fragen",
  },
} as const;

export type PricesPageCopy = typeof pricesPage;
