import type { LocationTypeId } from "#app/domain/loss";
import { foldForMatching } from "../text";
import { findSize } from "./quote";

/**
 * A question about what soiling costs a plant of a given size ("Wie viel verliere ich mit
 * 30 kWp?", "perte annuelle 20 kWc"). Pure.
 */
const LOSS_WORDS = [
  "verlust",
  "verlier",
  "einbuss",
  "ertragsausfall",
  "mindertrag",
  "schaden",
  "perte",
  "perd",
  "manque a gagner",
  "perdit",
  "perdo",
  "perde",
  "perso ",
  "loss",
  "lose",
  "losing",
  "lost",
];

export function asksForLoss(message: string): boolean {
  const folded = foldForMatching(message);
  return LOSS_WORDS.some((word) => folded.includes(` ${word}`));
}

/** Largest soiling loss in percent a question may state; a higher figure is not a soiling loss. */
const MAX_STATED_LOSS_PERCENT = 50;

/**
 * The soiling loss the visitor states ("wenn sie 8% verschmutzt ist", "8 pour cent de perte",
 * "8 percent soiling"), in percent; undefined when none or an implausible one is given.
 */
export function findStatedLossPercent(message: string): number | undefined {
  const match = /(\d{1,2}(?:[.,]\d)?)\s*(?:%|prozent|pour\s?cent|per\s?cento|percent|per\s?cent)/i.exec(message);
  if (!match) return undefined;
  const percent = Number(match[1]!.replace(",", "."));
  return percent > 0 && percent <= MAX_STATED_LOSS_PERCENT ? percent : undefined;
}

/**
 * The German loss calculator page, named by its title or its slider ("im Verlustrechner", "Verschmutzungsgrad 20 %"):
 * it counts wear and damage on top of the soiling loss.
 */
export function namesLossPage(message: string): boolean {
  const folded = foldForMatching(message);
  return folded.includes("verlustrechner") || folded.includes("verschmutzungsgrad");
}

/** The plant size in kWp when the question gives one. */
export function findKwp(message: string): number | undefined {
  const size = findSize(message);
  return size?.unit === "kwp" ? size.size : undefined;
}

/** Places the calculators' location names do not say ("neben einem Bauernhof", "near the motorway"). */
const LOCATION_WORDS: Record<LocationTypeId, readonly string[]> = {
  wohngebiet: ["wohnquartier", "quartier residentiel", "quartiere residenziale", "residential"],
  landwirtschaft: [
    "bauernhof",
    "buurehof",
    "bauernh",
    "stall",
    "ferme",
    "agricol",
    "fattoria",
    "stalla",
    "fienile",
    "farm",
    "barn",
  ],
  gewerbe: ["gewerb", "industri", "commercial", "artisanal", "artigianal"],
  verkehr: ["autobahn", "hauptstras", "autoroute", "route", "strada", "autostrada", "road", "motorway", "highway"],
};
const FOLDED_LOCATION_WORDS = Object.entries(LOCATION_WORDS).map(
  ([id, words]) => [id as LocationTypeId, words.map((word) => foldForMatching(word).trimEnd())] as const,
);

/** The location type named in the question, by the names the home calculator shows in that language. */
export function findLocation(
  message: string,
  locations: readonly { id: LocationTypeId; name: string }[],
): LocationTypeId | undefined {
  const folded = foldForMatching(message);
  const wordsOf = (name: string) =>
    foldForMatching(name)
      .trim()
      .split(" ")
      .filter((word) => word.length >= 5)
      .map((word) => word.slice(0, 6));
  const named = locations.map((location) => ({ id: location.id, words: wordsOf(location.name) }));
  for (const location of named) {
    // Only words that name this location alone ("agricoles", not "proximité" shared by two).
    const own = location.words.filter(
      (word) => !named.some((other) => other !== location && other.words.includes(word)),
    );
    if (own.some((word) => folded.includes(` ${word}`))) return location.id;
  }
  return FOLDED_LOCATION_WORDS.find(([, words]) => words.some((word) => folded.includes(word)))?.[0];
}
