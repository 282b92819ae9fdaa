import { siteFacts } from "#app/content/site-facts";
import { priceFacts as p } from "./facts";
import type { PricesContent } from "./types";

export const pricesDe = {
  meta: {
    title: "Preise & Sofort-Offerte für die Solarreinigung",
    description: `Basisreinigung ab ${p.basicChf}, Premium-Paket mit Inspektion ab ${p.premiumChf}, zuzüglich Flächenpreis und MWST, ohne Anfahrtskosten. Den Preis der Basisreinigung berechnen Sie in zwei Minuten.`,
  },
  hero: {
    heading: "Preise und Sofort-Offerte",
    intro: [
      `Mit unserem Offertrechner sehen Sie in zwei Minuten, was die Basisreinigung Ihrer Solaranlage kostet. Geben Sie Postleitzahl, Dachart und Grösse ein – wahlweise in Quadratmetern, kWp oder Anzahl Module. Der Preis setzt sich aus einer Grundpauschale und einem Preis pro Quadratmeter zusammen, der mit zunehmender Fläche sinkt; je nach Dachart kommt ein Zu- oder Abschlag dazu. Der Rechner weist die ${p.vatPercentComma} % MWST separat aus und zeigt Ihnen den Gesamtbetrag inklusive MWST, ohne Anfahrtskosten.`,
      `Die Basisreinigung gibt es ab ${p.basicChf}, das Premium-Paket ab ${p.premiumChf}; es umfasst zusätzlich eine Inspektion Ihrer Anlage, und wir offerieren es Ihnen auf Anfrage. Bei jeder Reinigung inbegriffen sind eine Sichtkontrolle, die Dokumentation allfälliger Mängel und auf Wunsch die Vermittlung eines Partnerbetriebs für Reparaturen. Ihre Offerte erhalten Sie als PDF per E-Mail. Den Auftrag erteilen Sie danach online auf der Seite Ihrer Offerte, per Antwort auf unsere E-Mail oder telefonisch; Fragen beantworten wir innert ${siteFacts.replyWithinHours} Stunden, auch per WhatsApp.`,
    ],
  },
  packages: {
    title: "Unsere Pakete",
    intro: `Zu beiden Preisen kommen der Preis pro m² Modulfläche und der Zu- oder Abschlag für die Dachart; Ihre Offerte zeigt den Gesamtbetrag inklusive ${p.vatPercentComma} % MWST. Anfahrtskosten verrechnen wir in der ganzen Schweiz nicht.`,
    highlightLabel: "Empfohlen",
    priceFromLabel: "ab",
    items: [
      {
        name: "Basisreinigung",
        priceChf: p.basic,
        text: "Die schonende Reinigung Ihrer Photovoltaikanlage mit demineralisiertem Wasser, ohne Chemie, mit weichen Bürsten und Niederdruck.",
        features: [
          "Reinigung aller Module mit demineralisiertem Wasser",
          "Sichtkontrolle und Fotodokumentation",
          "Reinigungsprotokoll zum Abschluss",
        ],
        highlight: false,
      },
      {
        name: "Premium-Paket mit Inspektion",
        priceChf: p.premium,
        text: "Die Basisreinigung und zusätzlich eine Inspektion der Anlage: Module, Rahmen, Kabelführung und Befestigungen werden geprüft.",
        features: [
          "Alles aus der Basisreinigung",
          "Inspektion von Modulen, Rahmen und Befestigungen",
          "Bericht mit Empfehlungen für Wartung und Reparaturen",
        ],
        highlight: true,
      },
    ],
  },
  included: {
    title: "Bei jeder Reinigung inbegriffen",
    intro: "Drei Zusatzleistungen, die Sie bei uns nicht extra bezahlen:",
    items: [
      {
        title: "Sichtkontrolle",
        text: "Während der Reinigung prüfen wir jedes Modul von Auge auf Risse, lose Befestigungen und Verfärbungen, die auf Hotspots hindeuten können.",
        mark: "1",
      },
      {
        title: "Mängeldokumentation",
        text: "Was uns auffällt, halten wir mit Fotos und Position im Reinigungsprotokoll fest – hilfreich bei Versicherungs- und Garantiefragen.",
        mark: "2",
      },
      {
        title: "Vermittlung von Reparaturen",
        text: "Braucht es eine Reparatur, vermitteln wir Ihnen auf Wunsch einen geprüften Partnerbetrieb aus Ihrer Region.",
        mark: "3",
      },
    ],
  },
  packageNote: {
    title: "Gut zu wissen",
    items: [
      `Der Preis richtet sich nach der Fläche: Zur Grundpauschale von ${p.fixedCostChf} kommt ein Preis pro m², der mit zunehmender Fläche sinkt.`,
      "Flachdächer sind günstiger, Blechdächer etwas teurer; der Offertrechner berücksichtigt die Dachart automatisch.",
      "Für mehrere Liegenschaften und regelmässige Reinigungen bieten wir Wartungsverträge mit Mengenrabatt an.",
    ],
    b2bLink: { label: "Wartungsverträge für Unternehmen", to: { page: "b2b" } },
  },
  whatsapp: {
    title: "Lieber kurz schreiben?",
    text: "Schicken Sie uns ein Foto Ihrer Anlage per WhatsApp – wir melden uns mit einer Einschätzung und einem Preis.",
    button: "WhatsApp-Chat starten",
  },
  cta: {
    title: "Fragen zu Ihrer Offerte?",
    text: `Wir beraten Sie zu Ihrer Anlage und antworten innert ${siteFacts.replyWithinHours} Stunden.`,
    contactButton: { label: "Kontakt aufnehmen", to: { page: "contact" } },
    faqButton: { label: "Zu den häufigen Fragen", to: { page: "faq" } },
  },
} satisfies PricesContent;
