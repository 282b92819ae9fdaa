import { describe, expect, it } from "vitest";
import { unexplainedContent } from "./coverage";
import { keywordTokens } from "./text";

const left = (question: string) => unexplainedContent(keywordTokens(question));

describe("words every question may carry", () => {
  it("leaves must, during and the visitor's own work out, in four languages", () => {
    expect(left("dois pendant travaille")).toEqual([]);
    expect(left("devo durante")).toEqual([]);
    expect(left("während arbeite")).toEqual([]);
    expect(left("must during")).toEqual([]);
  });

  it("leaves typically and usually out, in four languages", () => {
    expect(left("normalerweise typischerweise")).toEqual([]);
    expect(left("généralement normalement")).toEqual([]);
    expect(left("solitamente generalmente")).toEqual([]);
    expect(left("typically usually")).toEqual([]);
  });

  it("leaves the dirt a cleaning removes out, in four languages", () => {
    expect(left("verschmutzte dreckige")).toEqual([]);
    expect(left("encrassés sales")).toEqual([]);
    expect(left("sporchi")).toEqual([]);
    expect(left("dirty soiled")).toEqual([]);
  });

  it("leaves the languages' common words out (a longer list than the search's stop words)", () => {
    expect(left("in case something gets several")).toEqual([]);
    expect(left("ganz neben daher")).toEqual([]);
    expect(left("tout plusieurs")).toEqual([]);
    expect(left("sopra ogni volta")).toEqual([]);
  });

  it("keeps the common words that are topics here: a date, a number, something new, a price too dear", () => {
    expect(left("today number new")).toEqual(["today", "number"]);
    expect(left("morgen nummer")).toEqual(["morgen", "nummer"]);
    expect(left("nouveau cher aujourd'hui")).toEqual(["nouveau", "cher", "aujourd"]);
    expect(left("nuovo oggi nome")).toEqual(["nuovo", "oggi", "nome"]);
  });

  it("does not count working as a topic ('how does payment work?', 'I am at work')", () => {
    expect(left("work works working changes")).toEqual([]);
  });

  it("does not count managing buildings, a canton's second name or 'tipo' as topics", () => {
    expect(left("we manage five buildings")).toEqual([]);
    expect(left("Landschaft Campagne")).toEqual([]);
    expect(left("tipo regolarmente")).toEqual([]);
  });

  it("keeps a content word", () => {
    expect(left("wärmepumpe")).toEqual(["warmepumpe"]);
  });
});

describe("being at home on the day, asked around the visitor's working day", () => {
  it("is answered in three languages", async () => {
    const { createAssistant } = await import("./assistant");
    const { publicCompany } = await import("../company");
    const { parseEnv } = await import("../env");
    const assistant = createAssistant({ company: publicCompany(parseEnv({})) });
    for (const [message, language, words] of [
      ["Faut-il que je sois présent pendant le nettoyage? Je travaille la journée.", "fr", /besoin d’être présent/],
      ["Devo esserci durante la pulizia? Di giorno sono al lavoro.", "it", /Non deve essere a casa/],
      ["Muss ich während der Reinigung daheim sein? Ich arbeite tagsüber.", "de", /nicht zu Hause sein/],
    ] as const) {
      const answer = assistant.answer({ message, language });
      expect(answer.outcome, message).toBe("answered");
      expect(answer.text, message).toMatch(words);
    }
  });
});
