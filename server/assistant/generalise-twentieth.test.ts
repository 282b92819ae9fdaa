import { describe, expect, it } from "vitest";
import { publicCompany } from "../company";
import { parseEnv } from "../env";
import { askWithEarlierTurns } from "./ask-in-tests";
import { createAssistant } from "./assistant";
import { understand } from "./understand";

/**
 * Behaviours found missing by questions in my own words and by the nineteenth and twentieth blind rounds' tuning halves,
 * each put in new words (the sets' own questions stay in the sets).
 */

const assistant = createAssistant({ company: publicCompany(parseEnv({})) });
const ask = askWithEarlierTurns(assistant);
const handsOver = (message: string, lang: "de" | "fr" | "it" | "en") =>
  expect(ask(message, lang).outcome, message).toBe("handover");

describe("when the office is open", () => {
  it("reads 'open' with a when-word as the office hours, not the wait for a date", () => {
    expect(understand("C'est ouvert quand chez vous?").attributes).toEqual(["hours"]);
    expect(ask("Quando siete aperti?", "it").text).toMatch(/lunedì al venerdì/);
    expect(ask("Vous êtes ouverts quand, en fait?", "fr").text).toMatch(/lundi au vendredi/);
  });
});

describe("which of the teams would come", () => {
  it("reads 'which of your teams' of a place as that place's team", () => {
    expect(ask("We live in Schwyz: which one of your teams comes out to us?", "en").text).toMatch(
      /Central Switzerland team/,
    );
    expect(ask("Nous sommes à Zoug, laquelle de vos équipes se déplace?", "fr").text).toMatch(/Suisse centrale/);
  });
});

describe("the state of a job already booked", () => {
  it("goes to a person when nothing has been heard since", () => {
    handsOver("We booked through the quote page two weeks ago and have not heard anything since.", "en");
    handsOver("J'ai accepté le devis, toujours pas de nouvelles, vous avez fixé une date?", "fr");
    handsOver("Ho accettato il preventivo ma nessuna notizia finora, c'è una data?", "it");
  });
});

describe("solar thermal collectors", () => {
  it("go to a person: the prices are for solar panels", () => {
    handsOver("Que coûte le nettoyage de nos panneaux solaires thermiques?", "fr");
    handsOver("What would you charge for the solar collectors that heat our water?", "en");
  });
});

describe("how many customers and how they rate us", () => {
  it("answers both: the company's figures and the reviews", () => {
    const reply = ask("Quanti clienti avete e che voto vi danno?", "it").text;
    expect(reply).toMatch(/120 clienti/);
    expect(reply).toMatch(/4,9/);
  });
});

describe("since when a service or a tool is offered", () => {
  it("answers the years the teams and services were added, not the founding nor an appointment", () => {
    expect(ask("Since when have you been doing green roofs?", "en").text).toMatch(/between 2020 and 2023/);
    expect(ask("Wann habt ihr angefangen, Dachrinnen zu putzen?", "de").text).toMatch(/von 2020 bis 2023/);
    expect(ask("Vous avez commencé quand avec les robots?", "fr").text).toMatch(/entre 2020 et 2023/);
  });

  it("keeps 'when can you start' the wait for a date", () => {
    expect(ask("When could you start with the roof?", "en").text).not.toMatch(/2020/);
  });
});

describe("gutters while the panels are cleaned", () => {
  it("reads 'when you clean the panels' as both in one visit, not a date asked", () => {
    expect(ask("Ha senso fare anche le grondaie quando pulite i moduli?", "it").text).toMatch(/stesso intervento/);
    expect(ask("Is it worth doing the gutters too when you're cleaning the panels?", "en").text).toMatch(/same visit/);
  });
});

describe("one contact person for a business", () => {
  it("answers with what businesses get, without the office's address", () => {
    const reply = ask("Als Gewerbebetrieb, hätten wir einen festen Ansprechpartner?", "de").text;
    expect(reply).toMatch(/feste Ansprechperson/);
    expect(reply).not.toMatch(/Hochbergerstrasse/);
    expect(ask("Avremmo un referente fisso come condominio?", "it").text).toMatch(/interlocutore fisso/);
  });
});

describe("the time of year asked in other words", () => {
  it("reads 'when in the year' and 'which months' as the best season", () => {
    expect(understand("Which months are best for having the panels washed?").attributes).toContain("season");
    expect(ask("Wann im Jahr lasse ich die Module am besten reinigen?", "de").text).toMatch(/Frühling/);
  });
});

describe("a sudden drop said as 'd'un coup' or 'since yesterday'", () => {
  it("gets the note on a technical fault", () => {
    expect(ask("Le rendement a baissé d'un coup, c'est l'encrassement?", "fr").text).toMatch(/installateur/);
    expect(understand("Our production has fallen since yesterday, could it be dirt?").attributes).toEqual([
      "suddenDrop",
    ]);
  });
});

describe("one contact for all of a manager's buildings", () => {
  it("reads 'un seul contact' as the contact person", () => {
    expect(ask("On pourrait avoir un seul contact pour nos douze immeubles?", "fr").text).toMatch(
      /interlocuteur attitré/,
    );
  });
});

describe("being tied on while on the roof", () => {
  it("is the safety on the roof, and 'quand ils montent' asks no date", () => {
    expect(understand("Les gars sont encordés quand ils travaillent en hauteur?").attributes).toEqual(["safety"]);
    expect(ask("Are your workers tied off up there?", "en").text).toMatch(/fall protection/);
  });
});

describe("covering the whole country", () => {
  it("is where we work, not an insurance's cover", () => {
    const reply = ask("Do you cover the entire country?", "en").text;
    expect(reply).toMatch(/all over Switzerland/);
    expect(reply).not.toMatch(/liability insurance/);
  });
});

describe("what soiling loses and what a cleaning costs, asked together", () => {
  it("answers both", () => {
    const reply = ask("Combien perd une installation encrassée, et combien coûte le nettoyage?", "fr").text;
    expect(reply).toMatch(/5 à 10 %|5 et 10 %/);
    expect(reply).toMatch(/388/);
  });
});

describe("a day of next week, a free trial and a competitor's price", () => {
  it("go to a person", () => {
    handsOver("Könntet ihr nächsten Dienstag vorbeikommen?", "de");
    handsOver("Vous pourriez passer vendredi prochain?", "fr");
    handsOver("Would you do a free trial on a few panels first?", "en");
    handsOver(
      "Un'altra ditta ci ha chiesto 300 franchi, loro mi hanno detto che è un buon prezzo: voi costate meno?",
      "it",
    );
  });

  it("keeps the office hours of a day next week", () => {
    expect(ask("Ist euer Büro nächsten Samstag offen?", "de").outcome).toBe("answered");
  });
});

describe("the company's story and when a service was added", () => {
  it("answers the founding and the years of growth", () => {
    const reply = ask("Can you tell me your history, how have you grown?", "en").text;
    expect(reply).toMatch(/2019/);
    expect(reply).toMatch(/between 2020 and 2023/);
    expect(ask("Und wann sind die Dachrinnen dazugekommen?", "de", ["Seit wann gibt es euch?"]).text).toMatch(
      /von 2020 bis 2023/,
    );
  });
});

describe("proof of the credentials", () => {
  it("says the documents come on request, beside the certification", () => {
    const reply = ask("Could you show me the paperwork for your training certificate?", "en").text;
    expect(reply).toMatch(/on request we send you proof of our certified training/);
    expect(reply).toMatch(/Our team completed certified training/);
    expect(ask("Potete mostrarmi una prova della vostra certificazione?", "it").text).toMatch(
      /su richiesta Le inviamo l’attestato/,
    );
  });

  it("reads 'before we sign' as when the proof is wanted, not an order", () => {
    expect(ask("Will you send the certificates before we sign anything?", "en").text).not.toMatch(/QR code/);
  });
});

describe("the loss with part of the power used on site", () => {
  it("adds what buying that power back from the grid costs, as the output-loss article reckons", () => {
    const reply = ask(
      "20 kWp with 5% soiling loss, we use half of the power ourselves and grid power is CHF 0.28",
      "en",
    );
    expect(reply.text).toMatch(/CHF 140/);
    expect(reply.text).toMatch(/CHF 180/);
    expect(reply.text).toMatch(/CHF 80 if you fed all your power into the grid/);
  });

  it("takes the size and the loss of the earlier turn in a follow-up", () => {
    const reply = ask("Et si on consomme 50 % nous-mêmes, avec le courant du réseau à 28 centimes?", "fr", [
      "Combien perd une installation de 20 kWc avec 5 % d'encrassement?",
    ]);
    expect(reply.text).toMatch(/CHF 180/);
    expect(reply.text).toMatch(/autoconsommation/);
  });
});

describe("a maker's warranty put at risk by cleaning", () => {
  it("says yes: makers exclude damage from pressure washers, harsh agents and abrasive tools; then how we clean", () => {
    const reply = ask("Can a bad cleaning job invalidate the warranty of the panels?", "en").text;
    expect(reply).toMatch(/^Yes, it can/);
    expect(reply).toMatch(/exclude damage caused by pressure washers/);
    expect(ask("Erlischt die Garantie der Module, wenn man sie falsch reinigt?", "de").text).toMatch(
      /Ja, das ist möglich/,
    );
  });
});

describe("a green roof of both kinds", () => {
  it("gets the article's row for the mixed form: two to four visits a year", () => {
    expect(ask("Our green roof is part sedum, part shrubs. How many visits a year?", "en").text).toMatch(
      /two to four visits a year/,
    );
    expect(
      ask("Toit végétalisé avec du sedum et quelques massifs: il faut passer combien de fois?", "fr").text,
    ).toMatch(/deux à quatre fois par an/);
  });
});

describe("whether photos are needed for a quote", () => {
  it("says the quote needs a postcode, a roof type and a size, and photos can still be sent", () => {
    const reply = ask("Braucht ihr zwingend Bilder für eine Offerte?", "de").text;
    expect(reply).toMatch(/Fotos sind für die Offerte nicht nötig/);
    expect(reply).toMatch(/Postleitzahl, Dachart und Grösse/);
    expect(ask("Are pictures required before you can quote?", "en").text).toMatch(/do not need to send photos/);
  });
});

describe("power used on site, without a grid price", () => {
  it("gets the output-loss article's reasoning and worked example", () => {
    const reply = ask("Does the loss get bigger when we use most of the solar power ourselves?", "en").text;
    expect(reply).toMatch(/most cautious figure/);
    expect(reply).toMatch(/CHF 524/);
    expect(ask("Lohnt sich die Reinigung mehr, wenn wir viel Eigenverbrauch haben?", "de").text).toMatch(
      /vorsichtigste Variante/,
    );
  });

  it("reads 'je mets quel tarif' as the tariff to enter in the calculator", () => {
    expect(ask("Dans le calculateur, je mets quel tarif si on autoconsomme beaucoup?", "fr").text).toMatch(
      /prix que vous payez pour l’électricité du réseau/,
    );
  });
});

describe("the roof as where we are", () => {
  it("reads 'up on the roof' as where we work, so gutters asked beside the panels are both in one visit", () => {
    const reply = ask(
      "While you are up on the roof cleaning the modules, could you do the gutters at the same time?",
      "en",
    );
    expect(reply.text).toMatch(/same visit/);
    expect(reply.text).not.toMatch(/CHF 11 per m²/);
  });

  it("reads 'how long, and must I be home' with the roof as the place, not a roof cleaning", () => {
    expect(ask("How long does it take, and can the caretaker let you up on the roof?", "en").text).toMatch(
      /do not need to be at home/,
    );
  });
});

describe("calling without an appointment", () => {
  it("gets the office hours, which say no appointment is needed", () => {
    expect(ask("Must I make an appointment before calling you?", "en").text).toMatch(/without an appointment/);
    expect(ask("Faut-il prendre rendez-vous avant de vous appeler?", "fr").text).toMatch(/lundi au vendredi/);
  });
});

describe("a job accepted online with nothing received yet", () => {
  it("goes to a person", () => {
    handsOver("Ho accettato il preventivo, la data è già fissata? Non ho ricevuto nessuna conferma.", "it");
  });
});

describe("what extensive and intensive mean", () => {
  it("gets the green-roof page's answer on the two kinds", () => {
    expect(ask("Intensiv und extensiv bei Gründächern – erklärt mir das?", "de").text).toMatch(/Dachgarten/);
    expect(ask("What is an intensive green roof?", "en").text).toMatch(/roof garden/);
  });
});

describe("someone's phone number asked with their title", () => {
  it("goes to a person", () => {
    handsOver("Potete darmi il numero di cellulare del signor Bernasconi, quello della recensione?", "it");
    handsOver("Vous pouvez me donner le numéro de natel de Madame Rochat, celle de l avis?", "fr");
  });
});

describe("'dazu' and 'added' said of something else", () => {
  it("keep a date asked a date", () => {
    expect(ask("Wann kommt ihr für die Dachrinne, und was braucht ihr dazu?", "de").text).not.toMatch(/2020/);
    expect(ask("When can you come, and can the gutters be added?", "en").text).not.toMatch(/2020/);
    expect(ask("When were gutters added to your services?", "en").text).toMatch(/between 2020 and 2023/);
  });
});
