import type { LocationTypeId } from "#app/features/loss-calculator/loss";
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

/** The plant size in kWp when the question gives one. */
export function findKwp(message: string): number | undefined {
  const size = findSize(message);
  return size?.unit === "kwp" ? size.size : undefined;
}

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
  return undefined;
}
