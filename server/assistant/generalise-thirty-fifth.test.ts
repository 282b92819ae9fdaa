import { describe, it } from "vitest";
import { publicCompany } from "../company";
import { parseEnv } from "../env";
import { expectsAnswers, expectsHandover } from "./ask-in-tests";
import { createAssistant } from "./assistant";

/**
 * Behaviours found missing by questions in my own words and by the thirty-fifth blind round's tuning half, each put in
 * new words (the set's own questions stay in the set).
 */

const assistant = createAssistant({ company: publicCompany(parseEnv({})) });
const answers = expectsAnswers(assistant);
const handsOver = expectsHandover(assistant);

describe("one's rights over one's data", () => {
  it("says how to have one's data deleted, asked how or whether, in every language", () => {
    answers("Kann ich meine Angaben bei euch löschen lassen?", "de", /Recht auf .*Löschung[\s\S]*info@/);
    answers("Comment je fais pour que vous effaciez mes données ?", "fr", /faire effacer[\s\S]*info@/);
    answers("Potete eliminare tutti i dati che avete su di me?", "it", /farli cancellare[\s\S]*info@/);
    answers("How would I get you to erase the details you hold about me?", "en", /have it deleted[\s\S]*info@/);
  });
  it("names the authority to complain to", () => {
    answers("Where do I complain about how you handle my privacy?", "en", /FDPIC/);
    answers("A quelle autorité je m'adresse pour un souci de données personnelles ?", "fr", /PFPDT/);
  });
  it("leaves a deletion requested outright to a person, who checks the identity", () => {
    handsOver("Löscht bitte sofort alle meine Daten.", "de");
    handsOver("Please delete my data and confirm by e-mail.", "en");
  });
});
