import { describe, expect, it } from "vitest";
import { aboutContent } from "#app/content/pages/about";
import { languages } from "#app/lib/i18n";
import { foldForMatching } from "../text";
import { namedTeam, teamAnswer, teamNamedBeside } from "./team";

describe("the about page's regional teams", () => {
  it("are in the same order in every language", () => {
    const projects = aboutContent.de.teams.items.map((team) => team.projects);
    for (const lang of languages) expect(aboutContent[lang].teams.items.map((team) => team.projects)).toEqual(projects);
  });

  it("are found by their region's name in any language, beside a team word", () => {
    expect(namedTeam(foldForMatching("équipe de Suisse centrale"))).toBe(3);
    expect(namedTeam(foldForMatching("il team di Zurigo"))).toBe(2);
    expect(teamNamedBeside(foldForMatching("What does your Basel team do best?"))).toBe(true);
    expect(teamNamedBeside(foldForMatching("How far out from Basel do your teams go?"))).toBe(false);
    expect(namedTeam(foldForMatching("Teams in Basel und Zürich"))).toBeUndefined();
  });

  it("answers in a sentence with the region and speciality in the page's words", () => {
    expect(teamAnswer("de", 3)).toBe(
      "Unser Team Zentralschweiz (Luzern, Zug und Schwyz) ist spezialisiert auf Steildächer im Voralpengebiet und Gründächer mit Solaranlage.",
    );
    expect(teamAnswer("it", 1)).toBe(
      "Specialità del nostro team di Argovia (Argovia e Fricktal): aziende agricole con tetti di stalle e fienili.",
    );
    expect(teamAnswer("en", 0)).toMatch(
      /^Our Basel team \(Basel-Stadt and Basel-Landschaft\) specialises in old-town roofs/,
    );
    expect(teamAnswer("fr", 3)).toMatch(
      /^Spécialité de notre équipe de Suisse centrale \(Lucerne, Zoug et Schwytz\): toits/,
    );
  });
});
