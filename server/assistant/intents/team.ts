import { assistantCopy } from "#app/content/assistant";
import { aboutContent } from "#app/content/pages/about";
import type { Lang } from "#app/lib/i18n";

/**
 * The regional teams the about page presents (Basel, Aargau, Zürich, Central Switzerland), found by the names visitors
 * give their region in any language, and what the page says of each: the region it covers and its speciality. Pure.
 */

/** The names of each team's region, in the about page's order (the same in every language). */
const TEAM_NAME_SOURCES = [
  // "das Basler Team", "the Zurich team's speciality"
  "basel|basler|bale|basilea",
  "aargau|aargauer|argovie|argovia|fricktal",
  "zurich|zuerich|zurigo|zurcher|zuercher",
  // the region by its name, and by the three cantons the page lists
  "zentralschweiz|innerschweiz|suisse centrale|svizzera centrale|central switzerland|luzern|lucerne|lucerna|zug|zoug|zugo|schwyz|svitto",
];
const TEAM_NAMES = TEAM_NAME_SOURCES.map((names) => new RegExp(` (?:${names})\\b`));
const ANY_TEAM_NAME = TEAM_NAME_SOURCES.join("|");

const TEAM_BESIDE_NAME = new RegExp(
  ` (?:team|equipe|squadra)(?: \\S+){0,2} (?:${ANY_TEAM_NAME})\\b| (?:${ANY_TEAM_NAME}) teams?\\b`,
);

/** "Which team would come?", "welches Team ist zuständig?": the team of the place named. */
const WHICH_TEAM =
  / (?:which|what|welches|welche|quelle|laquelle|quale|wer)(?: \S+){0,3}? (?:teams?|equipes?|squadr[ae])\b/;

/**
 * A team word right beside a team's region ("Team Zentralschweiz", "équipe de Suisse centrale", "your Basel team"), or
 * which team is asked of a place ("We're in Schwyz: which team would come?").
 */
export function teamNamedBeside(folded: string): boolean {
  return TEAM_BESIDE_NAME.test(folded) || asksWhichTeam(folded);
}

/** "Which team would come?": the team itself is asked, its region and speciality. */
export function asksWhichTeam(folded: string): boolean {
  return WHICH_TEAM.test(folded);
}

/** The index of the team a folded message names, if it names exactly one of them. */
export function namedTeam(folded: string): number | undefined {
  const named = TEAM_NAMES.flatMap((pattern, index) => (pattern.test(folded) ? [index] : []));
  return named.length === 1 ? named[0] : undefined;
}

/** A name or phrase inside a sentence: German keeps its capitals, the other languages start in lower case. */
const inSentence = (text: string, lang: Lang) =>
  lang === "de" || /^\p{Lu}{2}/u.test(text) || /^\p{Lu}\p{Ll}+ (?:\p{Lu}|team)/u.test(text)
    ? text
    : `${text[0]!.toLowerCase()}${text.slice(1)}`;

/** "Unser Team Zentralschweiz (Luzern, Zug und Schwyz) ist spezialisiert auf …", in the page's own words. */
export function teamAnswer(lang: Lang, index: number): string | undefined {
  const team = aboutContent[lang].teams.items[index];
  if (!team) return undefined;
  return assistantCopy[lang].teamSpeciality
    .replace("{team}", inSentence(team.name, lang))
    .replace("{region}", team.region)
    .replace("{speciality}", inSentence(team.speciality, lang));
}
