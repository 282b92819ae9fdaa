import type { CtaCopy, LinkCopy, PageContent } from "../types";

/**
 * /ueber-uns and its language versions (spec 2 "About"): key figures with the company data
 * (the registration number comes from configuration), the timeline, three values, four
 * certificates and four regional teams. French and Italian add the service regions of their
 * part of Switzerland below the teams.
 */
export interface KeyFigure {
  value: string;
  label: string;
}

export interface TimelineEntry {
  period: string;
  title: string;
  text: string;
}

/**
 * A value of the company (spec 3: title, description, colour). The colour is decorative and
 * follows the order: sustainable (green), first-class (blue), efficient (yellow).
 */
export interface CompanyValue {
  title: string;
  description: string;
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

export interface ServiceRegion {
  name: string;
  cities: string[];
}

export interface AboutContent extends PageContent {
  /** Small badge below the hero introduction. */
  heroBadge: string;
  facts: {
    title: string;
    items: KeyFigure[];
    companyTitle: string;
    nameLabel: string;
    addressLabel: string;
    uidLabel: string;
  };
  timeline: { title: string; items: TimelineEntry[] };
  values: { title: string; intro: string; items: CompanyValue[] };
  certifications: { title: string; verifiedLabel: string; link: LinkCopy; items: Certification[] };
  teams: {
    title: string;
    intro: string;
    projectsLabel: string;
    specialityLabel: string;
    items: RegionalTeam[];
    /** The regions of the reader's part of Switzerland (French and Italian pages). */
    regions?: { title: string; intro: string; items: ServiceRegion[] };
  };
  cta: CtaCopy & { contactButton: LinkCopy; quoteButton: LinkCopy };
}
