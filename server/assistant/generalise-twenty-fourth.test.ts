import { describe, expect, it } from "vitest";
import { publicCompany } from "../company";
import { parseEnv } from "../env";
import { askWithEarlierTurns, expectsAnswers } from "./ask-in-tests";
import { createAssistant } from "./assistant";

/**
 * Behaviours found missing by questions in my own words and by the twenty-fourth blind round's tuning half, each put in
 * new words (the set's own questions stay in the set).
 */

const assistant = createAssistant({ company: publicCompany(parseEnv({})) });
const ask = askWithEarlierTurns(assistant);
const answers = expectsAnswers(assistant);

describe("the newsletter", () => {
  it("says how signing up is confirmed, what happens to a sign-up never confirmed and how to leave", () => {
    answers("Comment fonctionne l'abonnement à votre newsletter?", "fr", /double opt-in/);
    answers("I never clicked the confirmation link for your newsletter, what now?", "en", /deleted after 30 days/);
    answers("Wie kann ich den Newsletter wieder abbestellen?", "de", /Link in jeder Ausgabe/);
    answers("posso disdire la newsletter quando voglio?", "it", /link presente in ogni invio/);
  });
  it("reads signing up for the newsletter as the newsletter, not as booking a job", () => {
    answers("Where can I sign up for your newsletter?", "en", /confirm your subscription/);
  });
});

describe("the newsletter's answer as the question needs it", () => {
  it("says how to leave first when that is asked, and what it sends only when asked", () => {
    expect(ask("How can I unsubscribe from your newsletter?", "en").text).toMatch(/^You can unsubscribe at any time/);
    expect(ask("How can I unsubscribe from your newsletter?", "en").text).not.toMatch(
      /seasonal maintenance tips|30 days/,
    );
    expect(ask("Was schickt ihr im Newsletter?", "de").text).toMatch(/saisonale Pflegetipps/);
  });
});

describe("the explainer video and the cookie notice", () => {
  it("says the video sends nothing to the provider before it is played", () => {
    answers("Le vidéo de la page d'accueil transmet mes données à YouTube?", "fr", /youtube-nocookie\.com/);
    answers("Schickt euer Video Daten an YouTube?", "de", /keine Daten an den Videoanbieter/);
  });
  it("says what a video about the cleaning shows", () => {
    answers("Do you have a video of how you clean the panels?", "en", /demineralised water/);
  });
  it("says Google Analytics runs only with consent", () => {
    answers("Ci tracciate con Google Analytics?", "it", /Senza il Suo consenso non utilizziamo alcun cookie/);
    answers("Setzt ihr Cookies?", "de", /Ohne Ihre Zustimmung setzen wir keine Cookies/);
  });
});

describe("trees on a green roof", () => {
  it("says why tree seedlings go, asked as trees growing or as a problem", () => {
    answers("Some tiny trees are growing on our green roof, is that bad?", "en", /roots can pierce/);
    answers("Sul nostro tetto verde crescono delle piantine d'albero, è un problema?", "it", /radici/);
    answers("Auf dem Gründach wachsen kleine Bäume, ist das schlimm?", "de", /Wurzeln/);
  });
});

describe("when something is best done", () => {
  it("reads 'when is it best' as the best season, not how soon we come or a town's response time", () => {
    answers("Wänn sött mer z Basel am beschte d Panel putze lah?", "de", /Frühling/);
    answers("Quand est-ce qu'il vaut mieux faire nettoyer nos panneaux?", "fr", /printemps/);
    answers("Quando conviene far pulire l'impianto?", "it", /primavera/);
    answers("Quel est le bon moment dans l'année pour vider les gouttières?", "fr", /automne/);
  });
  it("still reads the best time to call as the office hours (a guard: the new season words must not take it)", () => {
    answers("When is the best time to call you?", "en", /Monday to Friday/);
    answers("Quel est le bon moment pour vous appeler?", "fr", /du lundi au vendredi/);
  });
});

describe("the loss calculator's wear", () => {
  it("says why wear is counted even for a clean plant, from the guide", () => {
    answers(
      "Warum rechnet euer Verlustrechner Abnutzung ein, obwohl meine Module sauber sind?",
      "de",
      /auch bei sauberen Modulen/,
    );
    answers("Why does the loss calculator add wear when my panels are clean?", "en", /occurs on a clean system too/);
  });
  it("gives the home calculator's figures, total included, for a size asked about in that calculator", () => {
    answers(
      "Sur le calculateur de pertes de la page d'accueil, j'entre 40 kWc en zone agricole: ça donne combien au total?",
      "fr",
      /Perte et usure par an: CHF/,
    );
  });
  it("gives the loss of a system stated in the turn before, where it stands", () => {
    const reply = ask("Et ça me fait perdre combien par an d'après le calculateur?", "fr", [
      "Nous avons 20 kWc sur une grange, à côté d'une ferme.",
    ]);
    expect(reply.text).toMatch(/20 kWc/);
    expect(reply.text).toMatch(/agricole/);
  });
});

describe("the home page's before-and-after projects", () => {
  it("gives each project's place and yield gained", () => {
    answers(
      "In der Vorher-Nachher-Galerie: wie viel mehr Ertrag brachte die Reinigung in Pratteln?",
      "de",
      /Pratteln BL: \+24 % Ertrag/,
    );
    answers(
      "Sulle foto prima e dopo, quanto ha guadagnato la casa di Riehen?",
      "it",
      /Riehen \(BS\): \+18 % di rendimento/,
    );
  });
  it("gives only the project the question names", () => {
    const reply = ask("In your before-and-after gallery, how much did the house in Riehen gain?", "en").text;
    expect(reply).toMatch(/Riehen \(BS\): \+18% yield after cleaning/);
    expect(reply).not.toMatch(/Sursee/);
  });
  it("still gives the cleaning report for before-and-after photos one receives (a guard)", () => {
    answers("Will I receive before-and-after photos of my panels?", "en", /cleaning report/);
  });
});

describe("the guide's examples asked by their size", () => {
  it("gives the guide's own figures for an example named with its kWp, not the home calculator's", () => {
    answers(
      "Dans votre guide du calculateur de pertes, l'exploitation agricole de 100 kWc perd combien?",
      "fr",
      /25'000 kWh/,
    );
  });
});

describe("a roof type asked after a price's make-up", () => {
  it("gives the roof factor of the panels' roof, not the price of a roof cleaning", () => {
    const reply = ask("and what if it is a metal roof?", "en", ["Is a cleaning cheaper on a flat roof than on tiles?"]);
    expect(reply.text).toMatch(/10% more on a metal roof/);
    expect(reply.text).not.toMatch(/CHF 11 per m²/);
  });
  it("still prices a roof cleaning when the turn before asked one (a guard)", () => {
    expect(ask("Und bei einem Flachdach?", "de", ["Was kostet eine Dachreinigung?"]).text).toMatch(/CHF 11 pro m²/);
  });
});

describe("an example of the guide named by its size", () => {
  it("gives the guide's figures without the calculator named, but computes a size or soiling the guide has not", () => {
    answers("Nell'esempio della guida, il tetto commerciale da 50 kWp quanto perde?", "it", /10'000 kWh/);
    expect(
      ask("Im Ratgeber gab es eine 50-kWp-Anlage mit 8 % Verschmutzung: wie viel verliert sie?", "de").text,
    ).not.toMatch(/10'000 kWh/);
  });
});

describe("yes-or-no questions answered with a yes", () => {
  it("says yes before a place's answer when asked whether we come there", () => {
    expect(ask("Chömed ihr eigentlich au uf Chur?", "de").text).toMatch(
      /^Ja, gern\. Wir kommen ohne Anfahrtskosten nach Chur/,
    );
    expect(ask("Do you cover Zug?", "en").text).toMatch(/^Yes\. We come to Zug/);
  });
  it("gives the place's answer without a yes to a question that asks how soon (a guard)", () => {
    expect(ask("How fast can you be in Zug?", "en").text).toMatch(/^We come to Zug with no travel costs/);
  });
});

describe("phone hours and photos for a quote", () => {
  it("reads phone hours as the office hours beside WhatsApp", () => {
    answers("What are your phone hours? Can I also use WhatsApp?", "en", /Monday to Friday/);
  });
  it("says photos are not needed for a quote and where to send them, when WhatsApp is named too", () => {
    answers(
      "Muss ich für eine Offerte Fotos schicken, und geht das per WhatsApp?",
      "de",
      /Fotos sind für die Offerte nicht nötig/,
    );
  });
});

describe("a portfolio of sites and one contact for all buildings", () => {
  it("gives the contract tiers for an area spread across sites", () => {
    answers("Wir haben rund 2500 m² Module auf acht Standorte verteilt – welcher Vertrag passt?", "de", /Enterprise/);
  });
  it("says businesses have one contact person for all their buildings", () => {
    answers("Would we deal with the same person for every one of our buildings?", "en", /one contact person/);
  });
});

describe("what a maintenance contract brings", () => {
  it("lists the advantages the cleaning article gives, not the contract tiers", () => {
    answers("Was bringt mir ein Wartungsvertrag gegenüber einer einzelnen Reinigung?", "de", /Budget der Liegenschaft/);
    answers(
      "Why sign a maintenance contract rather than booking a cleaning when I need one?",
      "en",
      /costs are predictable/,
    );
  });
  it("still answers whether one can have a contract with the contract itself (a guard)", () => {
    answers(
      "Posso fare un contratto di manutenzione invece di chiamarvi ogni volta?",
      "it",
      /una o due pulizie|una o due volte/,
    );
  });
});

describe("a few more ways of asking", () => {
  it("reads how long a quote 'vaut' as its validity", () => {
    answers("Votre devis, il vaut combien de temps?", "fr", /30 jours/);
  });
  it("reads the 'momento giusto' for gutters as their season", () => {
    answers("Qual è il momento giusto per far pulire le grondaie?", "it", /autunno/);
  });
  it("reads how many modules we have cleaned as the company's figures", () => {
    answers("Wievill Module hend ihr eigentlich scho putzt?", "de", /8'643/);
  });
  it("reads the right time to call as the office hours (a guard)", () => {
    answers("What's the right time to call you?", "en", /Monday to Friday/);
  });
});
