import { galleryFacts } from "#app/content/pages/home/facts";
import { foldForMatching } from "../text";

/**
 * The words that name each of the home page's before-and-after projects, by the gallery's scene: its town and what the
 * building is, in the four languages. Data only.
 */
/** The towns of the gallery's projects, which name one project alone. */
const PROJECT_TOWNS = ["riehen", "pratteln", "sursee"];

// prettier-ignore
const PROJECT_WORDS: Record<string, readonly string[]> = {
  einfamilienhaus: ["riehen", "einfamilienhaus", "maison individuelle", "casa unifamiliare", "detached house", "family house"],
  gewerbedach: ["pratteln", "gewerbe", "commercial", "commerciale", "industriel", "industriale", "business roof"],
  scheune: ["sursee", "scheune", "stall", "bauernhof", "grange", "ferme", "fienile", "stalla", "fattoria", "barn", "farm"],
};

/**
 * The gallery project a question names ("the barn in Sursee"), as its index in the gallery; undefined when it names none
 * or more than one. Pure.
 */
export function namedGalleryProject(message: string): number | undefined {
  const folded = foldForMatching(message);
  const named = galleryFacts.flatMap((fact, index) =>
    (PROJECT_WORDS[fact.scene] ?? []).some((word) => folded.includes(` ${foldForMatching(word).trim()}`))
      ? [index]
      : [],
  );
  return named.length === 1 ? named[0] : undefined;
}

/** Whether a question names a gallery project by its town ("the commercial roof in Pratteln"). Pure. */
export function namesGalleryTown(message: string): boolean {
  const folded = foldForMatching(message);
  return PROJECT_TOWNS.some((town) => folded.includes(` ${town}`));
}
