import { describe, expect, it } from "vitest";
import { publicCompany } from "../company";
import { parseEnv } from "../env";
import { askWithEarlierTurns } from "./ask-in-tests";
import { createAssistant } from "./assistant";
import { toStandardGerman } from "./swiss-german";

const ask = askWithEarlierTurns(createAssistant({ company: publicCompany(parseEnv({})) }));

describe("Swiss German in Standard German", () => {
  it("reads dialect words and phrases as their Standard German", () => {
    expect(toStandardGerman("Was chostet es, 24 Module uf emne Ziegeldach z putze?")).toBe(
      "Was kostet es, 24 Module auf einem Ziegeldach zu putzen?",
    );
    expect(toStandardGerman("Wie mängisch sött mer d Dachrinne putze? Mir händ vill Bäum.")).toBe(
      "wie oft sollte man die Dachrinne putzen? wir haben viel Bäume.",
    );
    expect(toStandardGerman("Wie lang gaht's, bis i d Offerte ha?")).toBe(
      "Wie lang geht es, bis ich die Offerte habe?",
    );
  });

  it("leaves Standard German, hyphenated words and e-mail alone", () => {
    expect(toStandardGerman("Wie lange dauert die Reinigung?")).toBe("Wie lange dauert die Reinigung?");
    expect(toStandardGerman("Schickt mir die E-Mail-Adresse")).toBe("Schickt mir die E-Mail-Adresse");
  });

  it("answers dialect questions the word lists never saw, on the German page only", () => {
    const duration = ask("Wie lang gaht d Reinigig vo üsne 60 m2 Module?", "de");
    expect(duration.outcome).toBe("answered");
    expect(duration.text).toMatch(/Stunden/);
    const included = ask("Was isch alles debii bi de Dachreinigung?", "de");
    expect(included.outcome).toBe("answered");
    expect(included.text).toMatch(/imprägnier/i);
    // "e", "de", "en" stay French and Italian words on those pages.
    expect(ask("Combien coûte le nettoyage de 20 panneaux en tuiles?", "fr").text).toContain("20");
  });
});
