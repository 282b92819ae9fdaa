import { formatDecimal } from "#app/lib/format";
import { germanCount, germanServiceArea } from "#app/content/phrasing/de";
import { siteFacts } from "#app/content/site-facts";
import { aboutFacts as f } from "./facts";
import type { AboutContent } from "./types";

/** "sechs": the number of teams in running text. */
const teams = germanCount(f.teams);

export const aboutDe = {
  meta: {
    title: "Über uns – Ihr Team für Solar- und Dachpflege",
    description: `Seit ${f.founded} reinigen wir Solaranlagen und pflegen Dächer: ${teams} regionale Teams, ${f.modules} gereinigte Module, zertifizierte Schulung für die Solarreinigung seit ${f.certifiedSince}. Lernen Sie uns kennen.`,
  },
  hero: {
    heading: "Über uns",
    intro: [
      `Wir haben unser Unternehmen ${f.founded} in Basel gegründet, weil viele Solaranlagen nach wenigen Jahren deutlich weniger Strom liefern, als sie könnten – schlicht, weil niemand sie reinigt. Seither haben wir ${f.modules} Module gereinigt und sind auf ${teams} regionale Teams gewachsen: Basel, Aargau, Zürich, Zentralschweiz, Bern und Langenthal. Unsere Kundinnen und Kunden bewerten uns mit durchschnittlich ${formatDecimal(siteFacts.rating, "de", 1)} von 5 Sternen (${siteFacts.reviewCount} Bewertungen).`,
      `Im Jahr ${f.certifiedSince} hat unser Team eine zertifizierte Schulung für die Solarreinigung abgeschlossen. Schäden, die wir bei der Arbeit verursachen, deckt unsere Betriebshaftpflichtversicherung bis CHF ${f.insuranceMillions} Millionen. Solaranlagen reinigen wir nachhaltig mit demineralisiertem Wasser statt Chemie, wir legen Wert auf sorgfältige Arbeit und planen unsere Touren effizient, damit Sie keine Anfahrtskosten tragen. Neben Solaranlagen reinigen wir Dächer und Dachrinnen und pflegen Gründächer – für Private, Verwaltungen und Unternehmen.`,
    ],
  },
  heroBadge: `Seit ${f.founded} aus Basel · ${f.teams} regionale Teams`,

  facts: {
    title: "Unser Unternehmen in Zahlen",
    items: [
      { value: f.founded, label: "in Basel gegründet" },
      { value: String(f.teams), label: "regionale Teams" },
      { value: f.modules, label: "gereinigte Solarmodule" },
      { value: `über ${f.customersOver}`, label: "Kundinnen und Kunden" },
    ],
    companyTitle: "Firmendaten",
    nameLabel: "Firma",
    addressLabel: "Sitz",
    uidLabel: "Unternehmens-Identifikationsnummer (UID)",
  },

  timeline: {
    title: "Unsere Geschichte",
    items: [
      {
        period: f.founded,
        title: "Gründung in Basel",
        text: "Mit einem Fahrzeug, einer Wasseraufbereitung und viel Neugier reinigen wir die ersten Solaranlagen in Basel-Stadt und Baselland. Schnell zeigt sich: Viele Anlagen liefern nach wenigen Jahren deutlich weniger Strom, als sie könnten.",
      },
      {
        period: f.growthPeriod,
        title: "Wachstum in der Deutschschweiz",
        text: `Neue Teams im Aargau, in Zürich, in der Zentralschweiz, in Bern und in Langenthal kommen dazu. Wir setzen Reinigungsroboter für grosse Flachdächer und Drohnen für Kontrolle und Dokumentation ein, erweitern unsere Leistungen um Dachreinigung, Dachrinnenreinigung und Gründachpflege, und ${f.certifiedSince} schliesst unser Team eine zertifizierte Schulung für die Solarreinigung ab.`,
      },
      {
        period: "2024–heute",
        title: "Partner für Private und Unternehmen",
        text: `Heute sind wir mit ${teams} regionalen Teams unterwegs und haben ${f.modules} Module gereinigt. Wir betreuen Einfamilienhäuser ebenso wie Industriedächer mit mehreren tausend Quadratmetern, für Verwaltungen, Gewerbe und Landwirtschaft auch mit Wartungsverträgen.`,
      },
    ],
  },

  values: {
    title: "Wofür wir stehen",
    intro: "Drei Grundsätze leiten jeden Einsatz – vom ersten Telefonat bis zum Reinigungsprotokoll.",
    items: [
      {
        title: "Nachhaltig",
        description:
          "Solaranlagen reinigen wir mit demineralisiertem Wasser statt Chemie, wir planen kurze Wege zwischen den Einsätzen und helfen Ihrer Anlage, möglichst viel sauberen Strom zu liefern.",
      },
      {
        title: "Sorgfältig",
        description:
          "Ein Team mit zertifizierter Schulung für die Solarreinigung, Reinigung nach den Vorgaben der Hersteller und ein Reinigungsprotokoll mit Fotos: Sie sehen schwarz auf weiss, was wir gemacht haben.",
      },
      {
        title: "Effizient",
        description: `Sofort-Offerte in zwei Minuten, Antwort innert ${siteFacts.replyWithinHours} Stunden, Termine meist innert einer bis zwei Wochen – und weil wir Touren regional planen, keine Anfahrtskosten.`,
      },
    ],
  },

  certifications: {
    title: "Zertifikate und Nachweise",
    verifiedLabel: "Nachweis auf Anfrage",
    link: { label: "Unsere Nachweise ansehen", to: { page: "certificates" } },
    items: [
      {
        title: "Zertifizierte Schulung",
        description: `Unser Team hat ${f.certifiedSince} eine zertifizierte Schulung für die fachgerechte Reinigung von Photovoltaikanlagen abgeschlossen.`,
        verified: true,
      },
      {
        title: `Versichert bis CHF ${f.insuranceMillions} Millionen`,
        description: `Schäden, die wir bei einem Einsatz verursachen, deckt unsere Betriebshaftpflichtversicherung bis CHF ${f.insuranceMillions} Millionen.`,
        verified: true,
      },
      {
        title: "Arbeitssicherheit nach Suva-Regeln",
        description: "Absturzsicherung, Sicherheitskonzept und geschulte Teams für jeden Einsatz in der Höhe.",
        verified: true,
      },
      {
        title: "Drohneneinsatz nach BAZL-Regeln",
        description:
          "Unsere Drohnenflüge für Kontrolle und Dokumentation halten die Regeln des Bundesamts für Zivilluftfahrt ein.",
        verified: false,
      },
    ],
  },

  teams: {
    title: "Unsere regionalen Teams",
    intro: `${germanServiceArea} Vier Teams stellen wir hier vor, mit ausgewählten Referenzprojekten.`,
    projectsLabel: "Referenzprojekte",
    specialityLabel: "Spezialgebiet",
    items: [
      {
        name: "Team Basel",
        short: "BS",
        region: "Basel-Stadt und Basel-Landschaft",
        projects: f.projects.basel,
        speciality: "Altstadtdächer mit engem Zugang und Anlagen in der Nähe von Rhein und Industrie",
      },
      {
        name: "Team Aargau",
        short: "AG",
        region: "Aargau und Fricktal",
        projects: f.projects.aargau,
        speciality: "Landwirtschaftsbetriebe mit Stall- und Scheunendächern",
      },
      {
        name: "Team Zürich",
        short: "ZH",
        region: "Stadt und Kanton Zürich",
        projects: f.projects.zuerich,
        speciality: "Gewerbe- und Industriedächer mit Reinigungsroboter",
      },
      {
        name: "Team Zentralschweiz",
        short: "ZS",
        region: "Luzern, Zug und Schwyz",
        projects: f.projects.luzern,
        speciality: "Steildächer im Voralpengebiet und Gründächer mit Solaranlage",
      },
    ],
  },

  cta: {
    title: "Lernen Sie uns kennen",
    text: `Ob Einfamilienhaus oder Industriedach: Schreiben Sie uns, wir melden uns innert ${siteFacts.replyWithinHours} Stunden. Den Preis für die Reinigung Ihrer Solaranlage zeigt Ihnen die Sofort-Offerte in zwei Minuten.`,
    contactButton: { label: "Kontakt aufnehmen", to: { page: "contact" } },
    quoteButton: { label: "Sofort-Offerte starten", to: { page: "prices", section: "calculator" } },
  },
} satisfies AboutContent;
