import { formatDecimal } from "#app/lib/format";
import { cityName, mainRegions } from "../cities";
import { siteFacts } from "../site-facts";

/** Words and sentences the en copy builds from the site facts (kept apart from the term base, whose patterns only the tests need). */
const countWords = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];

/**
 * English number style in running text: words for one to nine ("our six regional teams"), figures
 * from 10 on ("120 customers"). Figures with units (50 m², 1 to 3 bar, 30%) and in tables stay figures.
 */
export function englishCount(value: number): string {
  return countWords[value] ?? formatDecimal(value, "en");
}

/** The six regional teams by name; the Lucerne team works for all of Central Switzerland. */
export const englishTeamNames: readonly string[] = mainRegions.map((region) =>
  region.slug === "luzern" ? "Central Switzerland" : cityName(region.slug, "en"),
);

/** Where we work: the one sentence wherever English copy states the service area. */
export const englishServiceArea = `From our head office in Basel, ${englishCount(siteFacts.regionalTeams)} regional teams (${englishTeamNames.slice(0, -1).join(", ")} and ${englishTeamNames.at(-1)}) cover the area within about ${formatDecimal(siteFacts.serviceRadiusKm, "en")} km of Basel; beyond that, we work all over Switzerland, including French-speaking Switzerland and Ticino, with no travel costs.`;
