import type { FaqItem } from "../pages/types";

/**
 * German city-page content (spec 2 "City pages", 3 "Region info", 9 "Response
 * times per city"). The nine main cities get tailored texts; every other city
 * gets `genericCityContent`. Response times, project counts and prices follow
 * spec 9 and `cities.ts` exactly.
 */
export interface CityContent {
  /** <title> without the company name (the layout appends it), 30-60 characters, unique per city. */
  title: string;
  /** Meta description, 120-160 characters. */
  description: string;
  /** The visible h1; contains the city name. */
  heading: string;
  /** Two paragraphs of introduction, 50-90 words each. */
  intro: string[];
  /** 60-120 words: what is special about PV and roofs here (climate, pollution sources, building stock). */
  localCharacter: string;
  /** 50-100 words: typical roofs and installations. */
  typicalInstallations: string;
  /** 3-5 short bullet points of what we do specially here. */
  specialties: string[];
  /** Surrounding municipalities and quarters served from this city. */
  coverage: string[];
  /** Four city-specific questions, one of them about the response time. */
  faq: FaqItem[];
}

export type TailoredCitySlug =
  "basel" | "zuerich" | "bern" | "aargau" | "luzern" | "langenthal" | "st-gallen" | "winterthur" | "schaffhausen";
