import { cities, cityName, ownRegions, responseTimeFor, type ResponseTime } from "#app/content/cities";
import { tailoredCityContent } from "#app/content/cities/de-tailored";
import { languages, type Lang } from "#app/lib/i18n";
import { foldForMatching, keywordTokens } from "../text";

/**
 * Finds a place the company serves in a question: a city of cities.ts under any of its
 * names (Basel, Bâle, Basilea), or a town of the French-speaking and Ticino regions. Pure.
 */
export interface PlaceMatch {
  /** The city's slug, or undefined for a town of the French-speaking and Ticino regions. */
  slug?: string;
  /** The name in the answer's language. */
  name: string;
  /** A town served by a city's team: that city's name, for its page and counts (the town has none of its own). */
  servedFrom?: string;
  /** The region in the answer's language; undefined where only a German name exists. */
  region?: string;
  responseTime: ResponseTime;
  /** The message with the place's name taken out (to judge the rest of the question). */
  rest: string;
}

interface Candidate {
  folded: string;
  resolve(lang: Lang): Omit<PlaceMatch, "rest">;
}

/** Names visitors write for the Romandie and Ticino towns in other languages. */
const TOWN_ALIASES: Record<string, readonly string[]> = {
  Genève: ["genf", "geneva", "ginevra"],
  Neuchâtel: ["neuenburg"],
  Fribourg: ["freiburg", "friburgo"],
  Sion: ["sitten"],
  Lausanne: ["losanna"],
  "Yverdon-les-Bains": ["yverdon"],
};

/**
 * The Romandie towns and regions as a German, Italian or English reader names them (cities.ts names
 * them in French only); without them the Italian answer reads "Interveniamo a Genève (Région lémanique)".
 */
const PLACE_NAMES: Partial<Record<Lang, Record<string, string>>> = {
  de: {
    Genève: "Genf",
    Fribourg: "Freiburg",
    Neuchâtel: "Neuenburg",
    Sion: "Sitten",
    "Région lémanique": "Genferseeregion",
    "Neuchâtel, Fribourg et Nord vaudois": "Neuenburg, Freiburg und Nordwaadt",
    Valais: "Wallis",
  },
  en: {
    Genève: "Geneva",
    "Région lémanique": "Lake Geneva region",
    "Neuchâtel, Fribourg et Nord vaudois": "Neuchâtel, Fribourg and northern Vaud",
  },
  it: {
    Genève: "Ginevra",
    Lausanne: "Losanna",
    Fribourg: "Friburgo",
    "Région lémanique": "Arco lemanico",
    "Neuchâtel, Fribourg et Nord vaudois": "Neuchâtel, Friburgo e Nord vodese",
    Valais: "Vallese",
  },
};
const placeName = (name: string, lang: Lang) => PLACE_NAMES[lang]?.[name] ?? name;

function fold(name: string): string {
  return keywordTokens(name).join(" ");
}

function candidates(): Candidate[] {
  const list: Candidate[] = [];
  for (const city of cities) {
    const names = new Set([city.name, city.slug.replace(/-/g, " "), ...Object.values(city.names ?? {})]);
    for (const name of names) {
      list.push({
        folded: fold(name.replace(/\/.*/, "")),
        resolve: (lang) => ({
          slug: city.slug,
          name: cityName(city.slug, lang),
          // The city list names its regions in German only ("Zentralschweiz").
          region: lang === "de" ? city.region : undefined,
          responseTime: responseTimeFor(city.slug),
        }),
      });
    }
  }
  // The towns a city page lists as served by that city's team ("Wir sind unter anderem hier im Einsatz": Riehen,
  // Allschwil … for Basel): the city's region and call-out time.
  for (const [slug, content] of Object.entries(tailoredCityContent)) {
    const city = cities.find((candidate) => candidate.slug === slug);
    for (const town of content.coverage) {
      list.push({
        folded: fold(town),
        resolve: (lang) => ({
          slug,
          name: town,
          servedFrom: cityName(slug, lang),
          region: lang === "de" ? city?.region : undefined,
          responseTime: responseTimeFor(slug),
        }),
      });
    }
  }
  for (const lang of languages) {
    for (const region of ownRegions(lang)) {
      for (const town of region.cities) {
        for (const name of [town, ...(TOWN_ALIASES[town] ?? [])]) {
          list.push({
            folded: fold(name),
            // Towns outside the city list have the response time of "everywhere else".
            resolve: (lang) => ({
              name: placeName(town, lang),
              region: placeName(region.name, lang),
              responseTime: responseTimeFor(fold(town)),
            }),
          });
        }
      }
    }
  }
  // Longest names first: "St. Gallen" before "Gallen", "Rapperswil Jona" before "Jona".
  return list.sort((a, b) => b.folded.length - a.folded.length);
}

const allCandidates = candidates();

export function findPlace(message: string, lang: Lang): PlaceMatch | undefined {
  const folded = foldForMatching(message);
  for (const candidate of allCandidates) {
    if (candidate.folded.length >= 3 && folded.includes(` ${candidate.folded} `)) {
      return { ...candidate.resolve(lang), rest: folded.replace(` ${candidate.folded} `, " ").trim() };
    }
  }
  return undefined;
}
