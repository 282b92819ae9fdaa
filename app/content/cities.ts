import type { Lang } from "../lib/i18n";

/**
 * Cities and regions: the single source for city pages, the service-area lists,
 * response times and regional project counts. Tailored copy for the city pages
 * lives with the city content; this module holds the facts.
 */
export type ResponseTime = "24" | "24-48" | "48-72";

export interface City {
  /** URL slug (also the :stadt parameter of /regionen/:stadt). */
  slug: string;
  /** German name, as on the (German-only) city page. */
  name: string;
  /** The name a French, Italian or English reader knows (Bâle, Basilea), where it differs from the German one. */
  names?: Partial<Record<Exclude<Lang, "de">, string>>;
  /** Canton code, e.g. "BS". */
  code: string;
  /** Region name shown to visitors. */
  region: string;
  /** Whether the city has tailored page copy (the others get the generic text). */
  tailored: boolean;
}

export const cities: readonly City[] = [
  {
    slug: "basel",
    name: "Basel",
    names: { fr: "Bâle", it: "Basilea", en: "Basel" },
    code: "BS",
    region: "Nordwestschweiz",
    tailored: true,
  },
  {
    slug: "zuerich",
    name: "Zürich",
    names: { fr: "Zurich", it: "Zurigo", en: "Zurich" },
    code: "ZH",
    region: "Region Zürich",
    tailored: true,
  },
  {
    slug: "aargau",
    name: "Aargau",
    names: { fr: "Argovie", it: "Argovia", en: "Aargau" },
    code: "AG",
    region: "Kanton Aargau",
    tailored: true,
  },
  {
    slug: "luzern",
    name: "Luzern",
    names: { fr: "Lucerne", it: "Lucerna", en: "Lucerne" },
    code: "LU",
    region: "Zentralschweiz",
    tailored: true,
  },
  { slug: "langenthal", name: "Langenthal", code: "BE", region: "Oberaargau", tailored: true },
  {
    slug: "bern",
    name: "Bern",
    names: { fr: "Berne", it: "Berna", en: "Bern" },
    code: "BE",
    region: "Region Bern",
    tailored: true,
  },
  {
    slug: "st-gallen",
    name: "St. Gallen",
    names: { fr: "Saint-Gall", it: "San Gallo", en: "St. Gallen" },
    code: "SG",
    region: "Ostschweiz",
    tailored: true,
  },
  {
    slug: "winterthur",
    name: "Winterthur",
    names: { fr: "Winterthour", it: "Winterthur", en: "Winterthur" },
    code: "ZH",
    region: "Region Winterthur",
    tailored: true,
  },
  {
    slug: "schaffhausen",
    name: "Schaffhausen",
    names: { fr: "Schaffhouse", it: "Sciaffusa", en: "Schaffhausen" },
    code: "SH",
    region: "Kanton Schaffhausen",
    tailored: true,
  },
  {
    slug: "thun",
    name: "Thun",
    names: { fr: "Thoune", it: "Thun", en: "Thun" },
    code: "BE",
    region: "Berner Oberland",
    tailored: false,
  },
  { slug: "biel-bienne", name: "Biel/Bienne", code: "BE", region: "Seeland", tailored: false },
  {
    slug: "chur",
    name: "Chur",
    names: { fr: "Coire", it: "Coira", en: "Chur" },
    code: "GR",
    region: "Graubünden",
    tailored: false,
  },
  {
    slug: "zug",
    name: "Zug",
    names: { fr: "Zoug", it: "Zugo", en: "Zug" },
    code: "ZG",
    region: "Zentralschweiz",
    tailored: false,
  },
  {
    slug: "solothurn",
    name: "Solothurn",
    names: { fr: "Soleure", it: "Soletta", en: "Solothurn" },
    code: "SO",
    region: "Kanton Solothurn",
    tailored: false,
  },
  { slug: "frauenfeld", name: "Frauenfeld", code: "TG", region: "Thurgau", tailored: false },
  { slug: "baden", name: "Baden", code: "AG", region: "Kanton Aargau", tailored: false },
  { slug: "uster", name: "Uster", code: "ZH", region: "Zürcher Oberland", tailored: false },
  { slug: "rapperswil-jona", name: "Rapperswil-Jona", code: "SG", region: "Zürichsee", tailored: false },
  { slug: "wil-sg", name: "Wil SG", code: "SG", region: "Ostschweiz", tailored: false },
  { slug: "liestal", name: "Liestal", code: "BL", region: "Baselland", tailored: false },
  { slug: "olten", name: "Olten", code: "SO", region: "Kanton Solothurn", tailored: false },
  {
    slug: "glarus",
    name: "Glarus",
    names: { fr: "Glaris", it: "Glarona", en: "Glarus" },
    code: "GL",
    region: "Glarnerland",
    tailored: false,
  },
  {
    slug: "schwyz",
    name: "Schwyz",
    names: { fr: "Schwytz", it: "Svitto", en: "Schwyz" },
    code: "SZ",
    region: "Zentralschweiz",
    tailored: false,
  },
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

/** A city's name in a language: "Bâle" on French pages, "Basilea" on Italian ones, "Basel" in German. */
export function cityName(slug: string, lang: Lang): string {
  const city = findCity(slug);
  if (!city) throw new Error(`Unknown city ${slug}`);
  return (lang === "de" ? undefined : city.names?.[lang]) ?? city.name;
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

/** The city whose call-out time applies to a Swiss postcode ("4057 Basel"), by its first four digits. */
const postcodeCities: { from: number; to: number; slug: string }[] = [
  { from: 4000, to: 4059, slug: "basel" },
  { from: 8000, to: 8099, slug: "zuerich" },
  { from: 8400, to: 8411, slug: "winterthur" },
  { from: 6000, to: 6015, slug: "luzern" },
];

/** How soon a team can come to a postcode: the city's response time, 24-48 h where no city applies. */
export function responseTimeForPostcode(plz: string): ResponseTime {
  const digits = /^\s*(\d{4})/.exec(plz)?.[1];
  if (!digits) return "24-48";
  const n = Number(digits);
  const city = postcodeCities.find((c) => n >= c.from && n <= c.to);
  return city ? responseTimeFor(city.slug) : "24-48";
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

/**
 * French-speaking and Ticino service regions (spec 3), as the French and Italian footers and
 * contact pages name them. The spec calls the second French region "Suisse Centrale"; a reader
 * in Romandie takes that for Lucerne and its neighbours, so it is named after its cities
 * (docs/decisions/049-city-and-region-names-per-language.md). The Ticino regions are "Sud", "Centro"
 * and "Nord" here; Italian copy names them as a reader in Ticino does (`ticinoRegionNamesIt`: Sottoceneri, Bellinzonese e Locarnese, Tre Valli).
 */
export interface ServiceRegion {
  name: string;
  cities: readonly string[];
}

export const frenchRegions: readonly ServiceRegion[] = [
  { name: "Région lémanique", cities: ["Genève", "Lausanne", "Vevey", "Montreux", "Nyon"] },
  { name: "Neuchâtel, Fribourg et Nord vaudois", cities: ["Neuchâtel", "Fribourg", "Yverdon-les-Bains"] },
  { name: "Valais", cities: ["Sion", "Martigny", "Monthey"] },
];

export const ticinoRegions: readonly ServiceRegion[] = [
  { name: "Sud", cities: ["Lugano", "Mendrisio", "Chiasso", "Balerna"] },
  { name: "Centro", cities: ["Bellinzona", "Locarno", "Ascona", "Tenero"] },
  { name: "Nord", cities: ["Biasca", "Airolo", "Faido", "Acquarossa"] },
];

/** The names a reader in Ticino uses for the three zones: Sottoceneri, Bellinzonese e Locarnese, Tre Valli. */
export const ticinoRegionNamesIt: Readonly<Record<string, string>> = {
  Sud: "Sottoceneri",
  Centro: "Bellinzonese e Locarnese",
  Nord: "Tre Valli",
};

/** The regions a language's own pages list besides the German-speaking cities (none for German and English). */
export function ownRegions(lang: Lang): readonly ServiceRegion[] {
  if (lang === "fr") return frenchRegions;
  if (lang === "it")
    return ticinoRegions.map((region) => ({ ...region, name: ticinoRegionNamesIt[region.name] ?? region.name }));
  return [];
}
