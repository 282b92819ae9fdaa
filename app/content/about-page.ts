import { mainRegions } from "./cities";
import { siteFacts } from "./site-facts";
import { groupThousands } from "../lib/format";

/**
 * Sections of the German /ueber-uns (spec 2 "About"): key figures (founded 2019, 6 regional
 * teams, 8'643 modules, 100 % satisfaction), company data with the registration number (UID,
 * from configuration), timeline, mission values, four certificates and four regional teams.
 * Heading, introduction, title and description are in copy/de.ts (about).
 */

/** Values (spec 3): title, description, colour. */
export interface CompanyValue {
  title: string;
  description: string;
  colour: "leaf" | "brand" | "sun";
}

/** Certification (spec 3): title, description, verified flag. */
export interface Certification {
  title: string;
  description: string;
  verified: boolean;
}

/**
 * Regional team (spec 3): name, region, projects, speciality. Instead of the spec's photo
 * (no photos on this site) each card shows a badge with the team's short name.
 */
export interface RegionalTeam {
  name: string;
  /** Badge text, e.g. the canton abbreviation. */
  short: string;
  region: string;
  projects: number;
  speciality: string;
}

export interface TimelineEntry {
  period: string;
  title: string;
  text: string;
}

function projectsIn(slug: (typeof mainRegions)[number]["slug"]): number {
  return mainRegions.find((region) => region.slug === slug)!.projects;
}

const modules = groupThousands(String(siteFacts.modulesCleaned));

export const aboutPage = {
  heroBadge: `Seit ${siteFacts.foundedYear} aus Basel · ${siteFacts.regionalTeams} regionale Teams`,

  facts: {
    title: "Unser Unternehmen in Zahlen",
    items: [
      { value: String(siteFacts.foundedYear), label: "Gründungsjahr, in Basel" },
      { value: String(siteFacts.regionalTeams), label: "regionale Teams in der Deutschschweiz" },
      { value: modules, label: "gereinigte Solarmodule" },
      { value: "100 %", label: "Zufriedenheit – mit unserer Zufriedenheitsgarantie" },
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
        period: String(siteFacts.foundedYear),
        title: "Gründung in Basel",
        text: "Mit einem Fahrzeug, einer Wasseraufbereitung und viel Neugier reinigen wir die ersten Solaranlagen in Basel-Stadt und Baselland. Schnell zeigt sich: Viele Anlagen liefern nach wenigen Jahren deutlich weniger Strom, als sie könnten.",
      },
      {
        period: "2020–2023",
        title: "Wachstum in der Deutschschweiz",
        text: "Neue Teams im Aargau, in Zürich, Luzern, Bern und Langenthal kommen dazu. Wir setzen Reinigungsroboter und Drohnen ein, erweitern unser Angebot um Dach-, Dachrinnenreinigung und Gründachpflege und lassen uns 2023 von einer Solarakademie zertifizieren.",
      },
      {
        period: "2024–heute",
        title: "Partner für Private und Unternehmen",
        text: `Sechs regionale Teams, ${modules} gereinigte Module und Wartungsverträge für Verwaltungen, Gewerbe und Landwirtschaft: Heute betreuen wir Einfamilienhäuser ebenso wie Industriedächer mit mehreren tausend Quadratmetern.`,
      },
    ] satisfies TimelineEntry[],
  },

  values: {
    title: "Wofür wir stehen",
    intro: "Drei Grundsätze leiten jeden Einsatz – vom ersten Telefonat bis zum Reinigungsprotokoll.",
    items: [
      {
        title: "Nachhaltig",
        description:
          "Wir reinigen mit demineralisiertem Wasser statt Chemie, planen kurze Wege zwischen den Einsätzen und helfen Ihrer Anlage, möglichst viel sauberen Strom zu liefern.",
        colour: "leaf",
      },
      {
        title: "Erstklassig",
        description:
          "Zertifizierte Fachleute, herstellerkonforme Verfahren und ein Reinigungsprotokoll mit Fotos: Sie sehen schwarz auf weiss, was wir gemacht haben.",
        colour: "brand",
      },
      {
        title: "Effizient",
        description:
          "Sofort-Offerte in zwei Minuten, Antwort innert 24 Stunden, Termine meist innert 1 bis 2 Wochen – und weil wir Touren regional planen, keine Anfahrtskosten.",
        colour: "sun",
      },
    ] satisfies CompanyValue[],
  },

  certifications: {
    title: "Zertifikate und Nachweise",
    verifiedLabel: "Geprüft",
    link: "Alle Zertifikate ansehen",
    items: [
      {
        title: "Zertifizierte Solarreinigung",
        description: `Seit ${siteFacts.certifiedSince} von einer Solarakademie für die fachgerechte Reinigung von Photovoltaikanlagen zertifiziert.`,
        verified: true,
      },
      {
        title: "Betriebshaftpflicht bis CHF 5 Millionen",
        description: "Personen- und Sachschäden sind bei jedem Einsatz auf dem Dach bis CHF 5 Millionen versichert.",
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
    ] satisfies Certification[],
  },

  teams: {
    title: "Unsere regionalen Teams",
    intro: `Sechs Teams arbeiten von Basel aus in der ganzen Deutschschweiz. Vier davon stellen wir hier vor, mit den Projekten, die sie betreut haben.`,
    projectsLabel: "Projekte",
    specialityLabel: "Spezialgebiet",
    items: [
      {
        name: "Team Basel",
        short: "BS",
        region: "Basel-Stadt und Basel-Landschaft",
        projects: projectsIn("basel"),
        speciality: "Altstadtdächer mit engem Zugang und Anlagen in der Nähe von Rhein und Industrie",
      },
      {
        name: "Team Aargau",
        short: "AG",
        region: "Aargau und Fricktal",
        projects: projectsIn("aargau"),
        speciality: "Landwirtschaftsbetriebe mit Stall- und Scheunendächern",
      },
      {
        name: "Team Zürich",
        short: "ZH",
        region: "Stadt und Kanton Zürich",
        projects: projectsIn("zuerich"),
        speciality: "Gewerbe- und Industriedächer mit Reinigungsroboter",
      },
      {
        name: "Team Zentralschweiz",
        short: "ZS",
        region: "Luzern, Zug und Schwyz",
        projects: projectsIn("luzern"),
        speciality: "Steildächer im Voralpengebiet und Gründächer mit Solaranlage",
      },
    ] satisfies RegionalTeam[],
  },

  cta: {
    title: "Lernen Sie uns kennen",
    text: "Ob Einfamilienhaus oder Industriedach: Schreiben Sie uns, wir melden uns innert 24 Stunden. Den Preis für Ihre Solaranlage sehen Sie mit der Sofort-Offerte sofort.",
    contactButton: "Kontakt aufnehmen",
    quoteButton: "Sofort-Offerte starten",
  },
} as const;
