import { cityName, mainRegions } from "../cities";
import { siteFacts } from "../site-facts";

/** Words and sentences the it copy builds from the site facts (kept apart from the term base, whose patterns only the tests need). */
/** "a, b e c". */
const italianList = (items: readonly string[]) =>
  items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} e ${items.at(-1)}`;

/**
 * Small numbers in words for running text ("i nostri sei team regionali", "due volte all’anno"); from 10 on,
 * digits. One is "uno" (pass the right form of "un/una" in the sentence itself).
 */
export function italianCount(n: number): string {
  return ["zero", "uno", "due", "tre", "quattro", "cinque", "sei", "sette", "otto", "nove"][n] ?? String(n);
}

/** How often, in words: "una volta", "due volte", "quattro volte". */
/**
 * A figure with its article, elided where it is spoken with a vowel ("l’8", "l’11", "l’80", but "il 30"); with "di",
 * "dell’8" / "del 30". For percentages in running text.
 */
export function italianWithArticle(figure: string, preposition: "" | "di" = ""): string {
  const elided = /^(?:8|11(?:\D|$)|1(?:\D|$))/.test(figure);
  if (preposition === "di") return elided ? `dell’${figure}` : `del ${figure}`;
  return elided ? `l’${figure}` : `il ${figure}`;
}

export function italianTimes(n: number): string {
  return n === 1 ? "una volta" : `${italianCount(n)} volte`;
}

/** The six regional teams as Italian copy names them: the Lucerne team is “Svizzera centrale” (decision E10). */
export const italianTeamNames: readonly string[] = mainRegions.map((region) =>
  region.slug === "luzern" ? "Svizzera centrale" : cityName(region.slug, "it"),
);

/** The service area in one sentence (decisions D6 and E10), with the figures of the site facts. */
export const italianServiceArea = `Dalla nostra sede di Basilea, i nostri ${italianCount(siteFacts.regionalTeams)} team regionali (${italianList(italianTeamNames)}) coprono un raggio di circa ${siteFacts.serviceRadiusKm} km; al di là di questa zona lavoriamo in tutta la Svizzera, Romandia e Ticino compresi, sempre senza costi di trasferta.`;

/** "CHF 388" with a normal or a no-break space, for the patterns below. */
