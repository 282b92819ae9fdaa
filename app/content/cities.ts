/**
 * Cities and regions: the single source for city pages, the service-area lists,
 * response times and regional project counts. Tailored copy for the city pages
 * lives with the city content; this module holds the facts.
 */
export type ResponseTime = "24" | "24-48" | "48-72";

export interface City {
  /** URL slug (also the :stadt parameter of /regionen/:stadt). */
  slug: string;
  name: string;
  /** Canton code, e.g. "BS". */
  code: string;
  /** Region name shown to visitors. */
  region: string;
  /** Whether the city has tailored page copy (the others get the generic text). */
  tailored: boolean;
}

export const cities: readonly City[] = [
  { slug: "basel", name: "Basel", code: "BS", region: "Nordwestschweiz", tailored: true },
  { slug: "zuerich", name: "Zürich", code: "ZH", region: "Region Zürich", tailored: true },
  { slug: "aargau", name: "Aargau", code: "AG", region: "Kanton Aargau", tailored: true },
  { slug: "luzern", name: "Luzern", code: "LU", region: "Zentralschweiz", tailored: true },
  { slug: "langenthal", name: "Langenthal", code: "BE", region: "Oberaargau", tailored: true },
  { slug: "bern", name: "Bern", code: "BE", region: "Region Bern", tailored: true },
  { slug: "st-gallen", name: "St. Gallen", code: "SG", region: "Ostschweiz", tailored: true },
  { slug: "winterthur", name: "Winterthur", code: "ZH", region: "Region Winterthur", tailored: true },
  { slug: "schaffhausen", name: "Schaffhausen", code: "SH", region: "Kanton Schaffhausen", tailored: true },
  { slug: "thun", name: "Thun", code: "BE", region: "Berner Oberland", tailored: false },
  { slug: "biel-bienne", name: "Biel/Bienne", code: "BE", region: "Seeland", tailored: false },
  { slug: "chur", name: "Chur", code: "GR", region: "Graubünden", tailored: false },
  { slug: "zug", name: "Zug", code: "ZG", region: "Zentralschweiz", tailored: false },
  { slug: "solothurn", name: "Solothurn", code: "SO", region: "Kanton Solothurn", tailored: false },
  { slug: "frauenfeld", name: "Frauenfeld", code: "TG", region: "Thurgau", tailored: false },
  { slug: "baden", name: "Baden", code: "AG", region: "Kanton Aargau", tailored: false },
  { slug: "uster", name: "Uster", code: "ZH", region: "Zürcher Oberland", tailored: false },
  { slug: "rapperswil-jona", name: "Rapperswil-Jona", code: "SG", region: "Zürichsee", tailored: false },
  { slug: "wil-sg", name: "Wil SG", code: "SG", region: "Ostschweiz", tailored: false },
  { slug: "liestal", name: "Liestal", code: "BL", region: "Baselland", tailored: false },
  { slug: "olten", name: "Olten", code: "SO", region: "Kanton Solothurn", tailored: false },
  { slug: "glarus", name: "Glarus", code: "GL", region: "Glarnerland", tailored: false },
  { slug: "schwyz", name: "Schwyz", code: "SZ", region: "Zentralschweiz", tailored: false },
  { slug: "altdorf-ur", name: "Altdorf UR", code: "UR", region: "Kanton Uri", tailored: false },
  { slug: "sarnen", name: "Sarnen", code: "OW", region: "Obwalden", tailored: false },
  { slug: "stans", name: "Stans", code: "NW", region: "Nidwalden", tailored: false },
  { slug: "herisau", name: "Herisau", code: "AR", region: "Appenzell Ausserrhoden", tailored: false },
  { slug: "appenzell", name: "Appenzell", code: "AI", region: "Appenzell Innerrhoden", tailored: false },
];

/** Zürich has its own historic URL; every other city uses the common pattern. */
export function cityPath(slug: string): string {
  return slug === "zuerich" ? "/solarreinigung-pv-reinigung-zuerich" : `/photovoltaik-solarreinigung-${slug}`;
}

export function findCity(slug: string): City | undefined {
  return cities.find((c) => c.slug === slug.toLowerCase());
}

const responseTimes: Record<string, ResponseTime> = {
  basel: "24",
  zuerich: "24",
  winterthur: "24",
  luzern: "48-72",
};

/** Spec 9: 24 h for Basel, Zürich, Winterthur; 48-72 h for Luzern; 24-48 h everywhere else. */
export function responseTimeFor(slug: string): ResponseTime {
  return responseTimes[slug] ?? "24-48";
}

/** The six main regions (header mobile menu, footer, home) with their project counts. */
export const mainRegions = [
  { slug: "basel", name: "Basel", projects: 18 },
  { slug: "aargau", name: "Aargau", projects: 12 },
  { slug: "zuerich", name: "Zürich", projects: 15 },
  { slug: "luzern", name: "Luzern", projects: 8 },
  { slug: "bern", name: "Bern", projects: 10 },
  { slug: "langenthal", name: "Langenthal", projects: 6 },
] as const;

/** French-speaking and Ticino service regions (spec 3). */
export const frenchRegions = [
  { name: "Région Lémanique", cities: ["Genève", "Lausanne", "Vevey", "Montreux", "Nyon"] },
  { name: "Suisse Centrale", cities: ["Neuchâtel", "Fribourg", "Yverdon-les-Bains"] },
  { name: "Valais", cities: ["Sion", "Martigny", "Monthey"] },
] as const;

export const ticinoRegions = [
  { name: "Sud", cities: ["Lugano", "Mendrisio", "Chiasso", "Balerna"] },
  { name: "Centrale", cities: ["Bellinzona", "Locarno", "Ascona", "Tenero"] },
  { name: "Nord", cities: ["Biasca", "Airolo", "Faido", "Acquarossa"] },
] as const;
