import { siteFacts } from "../site-facts";
import { formatDecimal } from "#app/lib/format";
import { m2, millions } from "./shared";
import type { OfferCopy } from "./types";

export const offerCopyDe: OfferCopy = {
  fileStem: "Offerte",
  online: {
    title: "Offerte online annehmen",
    text: "Scannen Sie den Code oder öffnen Sie den Link: Dort erteilen Sie den Auftrag mit wenigen Angaben.",
  },
  tagline: "Reinigung von Solaranlagen, Dächern und Dachrinnen",
  title: "Offerte für die Reinigung Ihrer Solaranlage",
  intro: "Vielen Dank für Ihre Anfrage. Gerne offerieren wir Ihnen die Reinigung Ihrer Anlage zu folgendem Fixpreis:",
  numberLabel: "Offerte Nr.",
  dateLabel: "Datum",
  validUntilLabel: "Gültig bis",
  uidLabel: "UID",
  customerTitle: "Offerte für",
  contactPersonLabel: "Kontaktperson",
  emailLabel: "E-Mail",
  phoneLabel: "Telefon",
  objectTitle: "Objekt",
  locationLabel: "PLZ / Ort",
  roofTypeLabel: "Dachart",
  sizeLabel: "Anlagengrösse",
  cleaningAreaLabel: "Reinigungsfläche",
  roofTypes: { ziegeldach: "Ziegeldach", flachdach: "Flachdach", blechdach: "Blechdach" },
  size: (size, unit) =>
    unit === "m2"
      ? m2(size, "de")
      : unit === "kwp"
        ? `${formatDecimal(size, "de")} kWp`
        : `${formatDecimal(size, "de")} Modul${size === 1 ? "" : "e"}`,
  table: { item: "Position", quantity: "Menge", rate: "Ansatz", amount: "Betrag" },
  fixedCost: "Grundpauschale",
  fixedCostDetail: "Einsatzplanung, Sicherheitskonzept, Reinigungsprotokoll",
  areaCost: "Reinigung der Modulfläche",
  areaCostDetail: "Demineralisiertes Wasser, weiche Bürsten, ohne Chemie",
  roofFactor: (roof) => `Zu-/Abschlag Dachart (${roof})`,
  roofFactorDetail: "auf Grundpauschale und Reinigung",
  subtotal: "Zwischensumme",
  net: "Nettobetrag (exkl. MWST)",
  vat: (percent) => `MWST ${percent} %`,
  total: "Total inkl. MWST",
  perM2: "/ m²",
  validity: (date) => `Diese Offerte gilt 30 Tage, bis und mit ${date}.`,
  includedTitle: "Im Preis inbegriffen",
  included: [
    {
      title: "Sichtkontrolle",
      text: "Wir prüfen jedes Modul von Auge auf Risse, lose Befestigungen und Verfärbungen, die auf Hotspots hindeuten können.",
    },
    {
      title: "Mängeldokumentation",
      text: "Befunde halten wir mit Fotos und Position im Reinigungsprotokoll fest.",
    },
    {
      title: "Vermittlung von Reparaturen",
      text: "Braucht es eine Reparatur, vermitteln wir Ihnen auf Wunsch einen Partnerbetrieb.",
    },
  ],
  guaranteesTitle: "Ihre Sicherheit",
  guarantees: [
    {
      title: "Fixpreis-Garantie",
      text: "Der offerierte Preis ist für uns verbindlich und gilt für die angegebene Anlagengrösse und Dachart, ohne Zuschläge oder Nachforderungen.",
    },
    {
      title: "Zufriedenheitsgarantie",
      text: "Entspricht das Ergebnis nicht Ihren Erwartungen, reinigen wir die beanstandeten Stellen kostenlos nach.",
    },
    {
      title: "Haftpflichtversichert",
      text: `Verursachen wir einen Schaden, deckt ihn unsere Betriebshaftpflichtversicherung bis CHF\u00a0${millions}\u00a0Millionen.`,
    },
    { title: "Keine Anfahrtskosten", text: "Anfahrtskosten verrechnen wir nicht, in der ganzen Schweiz." },
  ],
  notesTitle: "Ihre Bemerkungen",
  nextStepsTitle: "So geht es weiter",
  nextSteps: [
    "Auftrag erteilen: online über den Link oder den QR-Code in dieser Offerte, per Antwort auf unsere E-Mail oder telefonisch.",
    `Termin: Wir melden uns innert ${siteFacts.replyWithinHours} Stunden. Einen Termin erhalten Sie meist innert einer bis zwei Wochen, in der Hochsaison innert drei bis vier Wochen.`,
    "Reinigung: Danach erhalten Sie das Reinigungsprotokoll mit Fotos und die Rechnung zum offerierten Fixpreis.",
  ],
  questions: "Fragen zur Offerte? Rufen Sie uns an oder schreiben Sie uns:",
  closing: "Wir freuen uns auf Ihren Auftrag.",
  regards: "Freundliche Grüsse",
  page: (page, pages) => `Seite ${page} von ${pages}`,
  mail: {
    subject: (number, company) => `Ihre Offerte ${number} von ${company}`,
    intro:
      "vielen Dank für Ihre Anfrage. Im Anhang finden Sie Ihre Offerte für die Reinigung Ihrer Solaranlage als PDF.",
    accept: (phone) =>
      `Den Auftrag erteilen Sie online auf der Seite Ihrer Offerte (Link unten), per Antwort auf diese E-Mail oder telefonisch unter ${phone}. Auch Ihre Fragen beantworten wir gern per E-Mail oder am Telefon.`,
    download: "Offerte herunterladen (PDF)",
    viewAndAccept: "Offerte ansehen und Auftrag erteilen",
    downloadNote: (date) => `Der Link zur Offerte ist bis und mit ${date} gültig.`,
    notYou: "Falls Sie keine Offerte angefordert haben, können Sie diese E-Mail ignorieren.",
  },
};
