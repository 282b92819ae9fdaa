import { formatNumber } from "#app/lib/format";
import { cityName, mainRegions } from "../cities";
import { siteFacts } from "../site-facts";

/** Words and sentences the fr copy builds from the site facts (kept apart from the term base, whose patterns only the tests need). */
/**
 * French for Suisse romande: "vous" throughout, buttons in the infinitive, no space before : ; ? !
 * (the site's convention), Swiss words where Romandie uses them (NPA, septante, TVA comprise),
 * thousands with the apostrophe, francs as on a Swiss invoice ("CHF 1'320.00").
 */

/** A time of the site facts ("08:00", "17:00", "08:30") in French style: "8 h", "17 h", "8 h 30". */
export function frenchTime(hhmm: string): string {
  const [hours, minutes] = hhmm.split(":");
  return `${Number(hours)} h${minutes && minutes !== "00" ? ` ${minutes}` : ""}`;
}

const numberWords = [
  "zéro",
  "un",
  "deux",
  "trois",
  "quatre",
  "cinq",
  "six",
  "sept",
  "huit",
  "neuf",
  "dix",
  "onze",
  "douze",
];

/**
 * A count of the site facts in words, as French prose writes small numbers ("six équipes régionales",
 * "trois régions"); digits from 13 on. `feminine` gives "une" for 1.
 */
export function frenchCount(count: number, feminine = false): string {
  if (count === 1 && feminine) return "une";
  return Number.isInteger(count) && count >= 0 && count < numberWords.length
    ? numberWords[count]!
    : formatNumber(count);
}

/** The regional teams as French names them: the Lucerne team is that of Central Switzerland (decisions E10). */
export const frenchTeamNames: string[] = mainRegions.map((region) =>
  region.slug === "luzern" ? "Suisse centrale" : cityName(region.slug, "fr"),
);

/**
 * The service area in one sentence (docs: decisions D6, E10), wherever a French page or answer states it:
 * the head office in Basel, the six regional teams and their radius, and that we work all over
 * Switzerland without travel costs.
 */
export const serviceAreaSentence = `Depuis notre siège de Bâle, nos ${frenchCount(siteFacts.regionalTeams, true)} équipes régionales (${frenchTeamNames.slice(0, -1).join(", ")} et ${frenchTeamNames.at(-1)}) couvrent un rayon d’environ ${formatNumber(siteFacts.serviceRadiusKm)} km autour de Bâle; au-delà, nous intervenons dans toute la Suisse, y compris en Suisse romande et au Tessin, sans frais de déplacement.`;

/** The same, capitalised to open a sentence ("Six équipes …"). */
export function frenchCountCapitalised(count: number, feminine = false): string {
  const words = frenchCount(count, feminine);
  return words.charAt(0).toUpperCase() + words.slice(1);
}
