import { describe, expect, it } from "vitest";
import { publicCompany } from "../company";
import { parseEnv } from "../env";
import { askWithEarlierTurns, expectsAnswers } from "./ask-in-tests";
import { createAssistant } from "./assistant";

/**
 * Behaviours found missing by questions in my own words and by the twenty-eighth blind round's tuning half, each put in
 * new words (the set's own questions stay in the set).
 */

const assistant = createAssistant({ company: publicCompany(parseEnv({})) });
const ask = askWithEarlierTurns(assistant);
const answers = expectsAnswers(assistant);

describe("a regional team named with a possessive or an adjective", () => {
  it("keeps the English possessive's noun and reads the German adjective of the town", () => {
    answers("Is the Zurich team's speciality flat roofs?", "en", /Zurich team/);
    answers("Worauf ist das Aargauer Team spezialisiert?", "de", /Team Aargau/);
  });
});

describe("what a cleaning brings besides clean panels", () => {
  it("answers what we check while cleaning with the visual check, in every language", () => {
    answers("Which things do you check on the panels during the cleaning?", "en", /cracks/);
    answers("Was prüft ihr an den Modulen, wenn ihr putzt?", "de", /Risse/);
    answers("Pendant le nettoyage, vous vérifiez quoi sur les panneaux?", "fr", /fissures/);
    answers("Durante la pulizia cosa verificate sui moduli?", "it", /crepe/);
  });
  it("reads the paperwork after the job as the cleaning report", () => {
    answers("Is there any paperwork for us once you are done?", "en", /cleaning report/);
  });
  it('keeps "you\'re cleaning" apart from cleaning again under the guarantee', () => {
    const reply = ask("Are you wearing harnesses while you're cleaning the panels?", "en", []);
    expect(reply.text).not.toMatch(/satisfaction guarantee/);
  });
});

describe("the lead time in the busy months", () => {
  it("answers how soon we can come in the busy time with the high-season wait", () => {
    answers("How soon can you be here? I guess May is your busy time", "en", /three to four weeks/);
  });
});

describe("Swiss German words the dialect list lacked", () => {
  it("reads ratings, companies and contracts in dialect", () => {
    answers("Wie sind eure Bewertige?", "de", /4,9 von 5/);
    answers("Git's bi öich Wartigsverträg für Firme?", "de", /Professional/);
  });
  it('keeps a message with dialect words German although it has two French-looking "de"', () => {
    const reply = ask("Isch de Schnee vo de Module es Problem, söll ich dä abechratze?", "de", []);
    expect(reply.text).toMatch(/raten davon ab/);
  });
});

describe("clearing snow off the panels oneself", () => {
  it("advises against it in every language, and clearing it for the visitor stays with a person", () => {
    answers("Darf ich den Schnee mit der Schaufel selbst von den Modulen schieben?", "de", /raten davon ab/);
    answers("Faut-il que je retire la neige de mes panneaux moi-même avec une pelle?", "fr", /déconseillons/);
    answers("Devo spalare io la neve dai pannelli?", "it", /sconsigliamo/);
    answers("Should I brush the snow off my panels myself?", "en", /advise against/);
    expect(ask("Could you come and clear the snow off our panels next week?", "en", []).outcome).toBe("handover");
  });
});

describe("why the company was founded", () => {
  it("gives the reason the about page states", () => {
    answers("Wieso habt ihr das Unternehmen gegründet?", "de", /niemand sie reinigt/);
    answers("Why was the company set up in the first place?", "en", /nobody cleans them/);
  });
});

describe("words that belong to another subject", () => {
  it('reads the French verb "produire" as the yield, not a cleaning product', () => {
    answers("Une fois propres, mes panneaux produisent combien de plus?", "fr", /30 %/);
  });
  it("reads a job step by step as the six steps", () => {
    answers("Comment se passe une intervention, étape par étape?", "fr", /Six étapes/);
  });
  it("reads the feed-in tariff asked in general as its usual range, not the calculator's preset", () => {
    answers("En gros, le tarif de reprise en Suisse tourne autour de combien?", "fr", /CHF 0\.06 et CHF 0\.12/);
  });
  it("reads square metres after a number as the size to price", () => {
    // 60 m² on a tiled roof: (CHF 388 + 60 × CHF 3.00) × 1.081 = CHF 614.01
    answers("Quanto costa circa la pulizia di un impianto di 60 metri quadri?", "it", /CHF 614\.01/);
  });
  it("reads power used at home in Italian as own use, not as a soiling loss", () => {
    const reply = ask("e se il 30 % dell'energia lo consumo io?", "it", [
      "quanto perde all'anno un impianto da 50 kWp sporco all'8%?",
    ]);
    expect(reply.text).toMatch(/524/);
  });
});

describe("the calculator's units", () => {
  it("answers how kWp and panels turn into square metres with the conversion first", () => {
    answers(
      "In how many square metres does your calculator turn 1 kWp into?",
      "en",
      /^You can give the size[^.]*7 m² per kWp/,
    );
    answers("und wenn ich nur die Anzahl Module kenne?", "de", /1,6 m² pro Modul/, [
      "Wie rechnet euer Offertrechner kWp in m² um?",
    ]);
  });
});

describe("how often near a farm", () => {
  it('reads "every 2 years" as the interval and a system on a barn roof as the panels', () => {
    answers("Our house is beside a pig farm. Is cleaning every 3 years OK?", "en", /once a year/);
    answers("Unsere Anlage ist auf dem Stalldach, reicht es alle 3 Jahre?", "de", /jährliche Reinigung/);
  });
});

describe("comparisons with other firms", () => {
  it("hands over a comparison with the other companies, or with what another firm asks", () => {
    expect(ask("Would you be cheaper than the other cleaning companies around Bern?", "en", []).outcome).toBe(
      "handover",
    );
    expect(ask("Siete più convenienti di PuliSol? loro mi chiedono 250 franchi", "it", []).outcome).toBe("handover");
  });
});

describe("answers that start with what was asked", () => {
  it("gives only the calculator's conversion when its units are asked", () => {
    const reply = ask("Mit wie vielen m² pro kWp rechnet der Offertrechner?", "de", []);
    expect(reply.text).toMatch(/7 m² pro kWp/);
    expect(reply.text).not.toMatch(/Pflichtfelder/);
  });
  it("opens what we check with the check itself, not the section's heading", () => {
    answers("What do you check on the panels when you clean them?", "en", /^While cleaning, we look over every panel/);
  });
  it("reads an Italian drop in the yield overnight and a large flat roof's method", () => {
    answers("L'inverter mostra un crollo da un giorno all'altro, è lo sporco?", "it", /guasto|installatore/);
    answers("Sul tetto piano del capannone abbiamo tanti moduli: come li pulite?", "it", /robot/);
  });
});

describe("a reminder when the next cleaning is due", () => {
  it('reads "when it is due" as the reminder, not the reply time', () => {
    answers("Gebt ihr Bescheid, sobald die nächste Reinigung fällig ist?", "de", /erinnern/);
  });
});

describe("panels hot from the sun", () => {
  it("answers cold water on hot panels with the cool morning first", () => {
    answers(
      "Our panels are in the sun all day. Is your cold rinse bad for them?",
      "en",
      /^We do not clean when there is frost, and on hot summer days we work in the early morning/,
    );
  });
});
