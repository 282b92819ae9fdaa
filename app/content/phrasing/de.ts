import { siteFacts } from "../site-facts";

/** Words and sentences the de copy builds from the site facts (kept apart from the term base, whose patterns only the tests need). */
/** Small numbers in words for running text ("sechs regionale Teams", "ab drei Liegenschaften"); from 13 on, digits. */
export function germanCount(n: number): string {
  return (
    ["null", "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn", "elf", "zwölf"][n] ??
    String(n)
  );
}

/** How often, in words: "einmal", "zweimal", "viermal" (never "2-mal"). */
export function germanTimes(n: number): string {
  return n >= 1 && n <= 12 ? `${n === 1 ? "ein" : germanCount(n)}mal` : `${n} Mal`;
}

/**
 * Where we work, in one sentence (decisions E10): wherever a German text states the service area.
 * The Lucerne team is the team «Zentralschweiz».
 */
export const germanServiceArea = `Von unserem Hauptsitz in Basel aus betreuen ${germanCount(siteFacts.regionalTeams)} regionale Teams (Basel, Aargau, Zürich, Zentralschweiz, Bern, Langenthal) das Gebiet im Umkreis von rund ${siteFacts.serviceRadiusKm} km; darüber hinaus arbeiten wir in der ganzen Schweiz, auch in der Romandie und im Tessin, ohne Anfahrtskosten.`;
