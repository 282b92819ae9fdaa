import { describe, expect, it } from "vitest";
import { computeQuote } from "#app/domain/pricing";
import { formatChf } from "#app/lib/format";
import { publicCompany } from "../company";
import { parseEnv } from "../env";
import { askWithEarlierTurns } from "./ask-in-tests";
import { createAssistant } from "./assistant";
import { findRoofType } from "./intents/quote";
import { outOfScope } from "./out-of-scope";
import { understand } from "./understand";

/**
 * Behaviours the tenth blind round's tuning half showed missing, each put in new words (the set's own
 * questions stay in the set).
 */

const assistant = createAssistant({ company: publicCompany(parseEnv({})) });
const ask = askWithEarlierTurns(assistant);

describe("a bare how-much beside a size asks its price, also beside another question", () => {
  it("prices 12 panels and still answers when the team could come", () => {
    const understood = understand("12 modules on a tiled roof: how much, and when could you come?");
    expect(understood.attributes.slice(0, 2)).toEqual(["price", "leadTime"]);
    const total = computeQuote({ size: 12, unit: "panel", roofType: "ziegeldach" }).total;
    expect(ask("12 modules on a tiled roof: how much, and when could you come?", "en").text).toContain(
      formatChf(total),
    );
  });

  it("leaves a how-much whose next word names something else", () => {
    expect(understand("how much water do you need for 12 panels?").attributes).not.toContain("price");
    expect(understand("combien de temps pour 30 panneaux ?").attributes).not.toContain("price");
  });
});

describe("Swiss German place names, and a team somewhere", () => {
  it("reads 'z Bärn' and 'uf Züri' as Bern and Zürich in a follow-up", () => {
    const bern = ask("Und uf Bärn?", "de", ["Wie schnell seid ihr bei einem Notfall in Zürich?"]);
    expect(bern.text).toMatch(/Bern/);
    expect(bern.text).toMatch(/24 bis 48 Stunden/);
    expect(ask("Chömed ihr au uf Züri?", "de").text).toMatch(/Zürich/);
  });

  it("answers a team in a region with the regions we serve, not the company's history", () => {
    for (const message of [
      "Gibt es bei euch ein Team für die Ostschweiz?",
      "Vous avez une équipe en Suisse centrale ?",
      "Do you have a team in Central Switzerland?",
    ]) {
      expect(understand(message).attributes, message).toContain("regions");
      expect(understand(message).attributes, message).not.toContain("company");
    }
  });
});

describe("a German compound is about its last word", () => {
  it("reads 'Kundendaten' as data, 'Reinigungskosten' as a price and 'Einsatzdauer' as a duration", () => {
    expect(understand("Wie lange behaltet ihr meine Kontaktdaten?").attributes).toContain("personalData");
    expect(understand("Wie hoch sind die Reinigungskosten?").attributes).toContain("price");
    expect(understand("Welche Einsatzdauer hat so eine Reinigung?").attributes).toContain("duration");
  });

  it("leaves the word itself alone, and counts the compound as explained by its head", () => {
    expect(understand("Wie hoch sind die Kosten?").attributes).toEqual(["price"]);
    expect(understand("Welche Einsatzdauer hat so eine Reinigung?").unexplained).not.toContain("einsatzdauer");
  });
});

describe("receiving the quote by e-mail is how the quote comes", () => {
  it("reads 'do I get the quote by e-mail?' in four languages as the quote's delivery, not the address", () => {
    for (const message of [
      "Erhalte ich die Offerte auch per E-Mail?",
      "Est-ce que je reçois l'offre par mail ?",
      "Il preventivo mi arriva per e-mail?",
      "Will I receive the quote by email?",
    ]) {
      expect(understand(message).attributes, message).toEqual(["quoteHow"]);
    }
  });

  it("reads it after a turn about the quote too", () => {
    const answer = ask("und kommt die dann per Mail?", "de", ["Wie funktioniert die Sofort-Offerte?"]);
    expect(answer.text).toMatch(/PDF/);
    expect(answer.text).toMatch(/E-Mail/);
  });
});

describe("a greeting to everyone is no question of doing two things together", () => {
  it("reads 'Grüezi mitenand' and 'Hoi zäme' as greetings", () => {
    const greeted = understand("Grüezi mitenand, was kostet die Reinigung unserer Solarmodule auf dem Dach?");
    expect(greeted.attributes).toEqual(["price"]);
    expect(greeted.services).toEqual(["solar"]);
    expect(understand("Hoi zäme, wie lange dauert die Reinigung der Panels auf dem Dach?").services).toEqual(["solar"]);
  });

  it("still reads cleaning two things 'zäme' as one visit", () => {
    expect(understand("Chönd ihr s Dach und d Module zäme mache?").attributes).toContain("combine");
  });
});

describe("whether the quote binds the visitor", () => {
  it("answers 'is the quote binding for me?' with the quote being free and without obligation", () => {
    expect(understand("Ist das Angebot verbindlich für uns?").attributes).toEqual(["quoteFree"]);
    expect(understand("Is the quote binding for us once I download it?").attributes).toContain("quoteFree");
  });

  it("reads 'Offerte für mich' and saying no as no price question", () => {
    const understood = understand("Wenn ich eine Offerte für mich erstelle, kann ich dann noch Nein sagen?");
    expect(understood.attributes).not.toContain("price");
    expect(understood.attributes).toContain("decline");
  });
});

describe("going as far as a place, and replying with a place named", () => {
  it("reads 'vous allez jusqu'à Sion ?' as whether we serve it", () => {
    const answer = ask("Vous allez jusqu'à Sion ?", "fr");
    expect(answer.outcome).toBe("answered");
    expect(answer.text).toMatch(/Sion/);
  });

  it("says both the reply to a message and the place's call-out time", () => {
    const answer = ask("Kommt ihr bis nach Bern, und wie schnell antwortet ihr?", "de");
    expect(answer.text).toMatch(/24 bis 48 Stunden/);
    expect(answer.text).toMatch(/innert 24 Stunden/);
  });
});

describe("since when, asked of the certificate", () => {
  it("answers since when the team is certified with the certificate, not the founding year", () => {
    for (const [message, lang] of [
      ["Seit wann habt ihr diese Zertifizierung?", "de"],
      ["Et vous êtes certifiés depuis quand ?", "fr"],
      ["Da quando avete la certificazione?", "it"],
    ] as const) {
      expect(understand(message).attributes, message).toEqual(["certification"]);
      expect(ask(message, lang).text, message).toMatch(/2023/);
    }
  });
});

describe("the electric current on the day", () => {
  it("reads 'le courant' as the power on site", () => {
    expect(understand("Vous avez besoin de mon courant ?").attributes).toContain("onTheDay");
  });
});

describe("the amount and the price per square metre", () => {
  it("reads the amount a quote comes to as its price, and prices the size", () => {
    expect(understand("Quel montant pour 40 m² sur un toit en tuiles ?").attributes).toContain("price");
    expect(understand("Welcher Betrag kommt bei 40 m² heraus?").attributes).toContain("price");
    const total = computeQuote({ size: 40, unit: "m2", roofType: "ziegeldach" }).total;
    expect(ask("Quel montant pour 40 m² sur un toit en tuiles ?", "fr").text).toContain(formatChf(total));
  });

  it("answers the price 'au m²' with the rate per square metre", () => {
    expect(understand("C'est combien au m² chez vous ?").attributes).toEqual(["priceComposition"]);
    expect(ask("C'est quoi votre prix au mètre carré chez vous ?", "fr").text).toMatch(/CHF 3\.00 par m²/);
  });
});

describe("what a service includes, and how long a quote holds", () => {
  it("reads 'inclus', 'enthalten' and 'includes' as what is included", () => {
    expect(understand("Qu'est-ce qui est inclus pour les gouttières ?").attributes).toContain("included");
    expect(understand("Was ist bei der Dachreinigung alles enthalten?").attributes).toContain("included");
    expect(understand("What does the roof clean include?").attributes).toContain("included");
  });

  it("reads 'per quanto tempo vale' as the quote's validity", () => {
    expect(understand("Per quanto tempo vale questo vostro preventivo?").attributes).toContain("validity");
  });
});

describe("letter courtesy and 'added on top' carry no topic of their own", () => {
  it("answers a polite letter about the certificates", () => {
    const answer = ask(
      "Sehr geehrte Damen und Herren, verfügen Sie über eine Zertifizierung? Freundliche Grüsse",
      "de",
    );
    expect(answer.outcome).toBe("answered");
    expect(answer.text).toMatch(/2023/);
  });

  it("answers whether VAT is included or added on top", () => {
    const answer = ask("L'IVA è già compresa nel prezzo del calcolatore o viene aggiunta dopo?", "it");
    expect(answer.outcome).toBe("answered");
    expect(answer.text).toMatch(/8,1/);
  });

  it("prices a system in Yverdon, s'il vous plaît", () => {
    const answer = ask("Le prix pour 12 kWc à Yverdon sur un toit en tuiles, s'il vous plaît ?", "fr");
    expect(answer.outcome).toBe("answered");
    expect(answer.kind).toBe("quote");
  });
});

describe("a compound in the reply says its first part", () => {
  it("answers cleaning outside the hours a plant runs ('Betrieb' is said by 'Betriebsunterbruch')", () => {
    const answer = ask("Bei uns läuft ein 3-Schicht-Betrieb. Könnt ihr ausserhalb der Betriebszeiten reinigen?", "de");
    expect(answer.outcome).toBe("answered");
    expect(answer.text).toMatch(/Betriebsunterbruch|ausserhalb/);
  });
});

describe("a service's guarantee, what a job sets you back, inputs sent", () => {
  it("answers whether a service comes with a guarantee, and still hands over a promise", () => {
    const answer = ask("Garantiert ihr die Dachreinigung?", "de");
    expect(answer.outcome).toBe("answered");
    expect(answer.text).toMatch(/fünf Jahre/);
    expect(ask("Garantiert ihr, dass die Module danach 20 % mehr liefern?", "de").outcome).toBe("handover");
  });

  it("reads 'what would it set me back' as the price", () => {
    expect(understand("What would 40 panels set me back?").attributes).toContain("price");
  });

  it("answers whether the inputs typed into a calculator are sent", () => {
    const answer = ask("Werden die Eingaben aus dem Verlustrechner euch geschickt oder gespeichert?", "de");
    expect(answer.outcome).toBe("answered");
    expect(answer.text).toMatch(/Browser/);
  });
});

describe("a lower rate per m² for a larger size is the price, not a discount", () => {
  it("prices the new size after a price, beside the rate", () => {
    const answer = ask("and 250 m²? I heard it gets cheaper per m² above 200", "en", [
      "How much is basic cleaning for 200 m² on a flat roof?",
    ]);
    expect(answer.outcome).toBe("answered");
    const total = computeQuote({ size: 250, unit: "m2", roofType: "flachdach" }).total;
    expect(answer.text).toContain(formatChf(total));
  });

  it("still hands over a cheaper rate per m² asked for oneself", () => {
    expect(ask("Could you make it cheaper per m² for us?", "en").outcome).toBe("handover");
  });
});

describe("a contract named by its tier after the contracts", () => {
  it("answers what area the Professional contract is meant for", () => {
    const answer = ask("e il Professional per che superficie è pensato?", "it", [
      "Che contratti avete per le aziende?",
    ]);
    expect(answer.outcome).toBe("answered");
    expect(answer.text).toMatch(/500–2'000 m²/);
  });
});

describe("why demineralised water", () => {
  it("says in every language that it dries without limescale marks", () => {
    for (const [message, lang, said] of [
      ["Warum nehmt ihr demineralisiertes Wasser?", "de", /Kalkflecken/],
      ["Pourquoi de l'eau déminéralisée ?", "fr", /calcaire/],
      ["Perché usate acqua demineralizzata?", "it", /calcare/],
      ["Why demineralised water?", "en", /limescale/],
    ] as const) {
      expect(ask(message, lang).text, message).toMatch(said);
    }
  });
});

describe("downloading the quote is how the quote comes", () => {
  it("does not read downloading the quote as the maintenance plan", () => {
    expect(understand("Kann ich die Offerte gleich herunterladen?").attributes).toEqual(["quoteHow"]);
    expect(understand("Can I download the maintenance plan?").attributes).toContain("plan");
  });
});

describe("a town a city page lists as served by that city's team", () => {
  it("answers Binningen with Basel's call-out time and links Basel's page", () => {
    const answer = ask("Kommt ihr in dringenden Fällen auch schnell nach Binningen?", "de");
    expect(answer.text).toMatch(/Binningen/);
    expect(answer.text).toMatch(/innert 24 Stunden/);
    expect(answer.text).toMatch(/\[Solarreinigung Basel\]/);
  });

  it("does not give the town the city's project count", () => {
    expect(ask("Wie viele Projekte habt ihr in Binningen gemacht?", "de").outcome).toBe("handover");
  });
});

describe("the eleventh round's tuning half: shapes that recur", () => {
  it("reads dialect 'sit wänn' and 'since when does the company exist' as the founding", () => {
    expect(ask("Sit wänn gits öii Firma?", "de").text).toMatch(/2019/);
    expect(ask("How long has your company existed, since when?", "en").text).toMatch(/2019/);
  });

  it("hands over snow clearing, a dearer-than-them comparison, a church tower in dialect and who pays between tenant and landlord", () => {
    expect(outOfScope("Räumt ihr im Winter den Schnee vom Dach?")).toBe(true);
    expect(outOfScope("Pourquoi êtes-vous plus chers que les autres ?")).toBe(true);
    expect(ask("Was chostet d Reinigung vom Chilchturm?", "de").outcome).toBe("handover");
    expect(outOfScope("Als Mieter: muss ich oder der Vermieter die Reinigung zahlen?")).toBe(true);
    expect(outOfScope("I am a tenant: can I order a cleaning myself?")).toBe(false);
  });

  it("reads a plain's name as a place, not a flat roof, and a farm next door as no business", () => {
    expect(findRoofType("Abbiamo 30 kWp su un tetto in tegole nel Piano di Magadino")).toBe("ziegeldach");
    const understood = understand("Wohnen neben einem Bauernhof: wie oft sollten wir reinigen?");
    expect(understood.services).not.toContain("b2b");
    expect(understood.attributes).toContain("interval");
  });

  it("answers what happens after accepting, not accepting in time, a quote that does not suit and what is needed on site", () => {
    // What comes once it is accepted (the confirmation and a date), not how to accept it.
    expect(understand("Und was geschieht, wenn ich die Offerte angenommen habe?").attributes).toContain(
      "afterAcceptance",
    );
    expect(understand("E se non lo accetto subito?").attributes).toContain("validity");
    expect(understand("Le devis ne me convient pas, que faire ?").attributes).toContain("decline");
    expect(understand("Qu'est-ce qu'il vous faut sur place ?").attributes).toContain("onTheDay");
  });

  it("answers a panel breaking during the cleaning with the insurance, and water pouring over the gutter as an emergency", () => {
    expect(understand("Und wenn beim Reinigen ein Modul kaputt geht?").attributes).toContain("damageDuringCleaning"); // the solar FAQ: insurance and photos before the job
    expect(understand("La grondaia butta fuori acqua quando piove").attributes).toContain("emergency");
  });
});

describe("greetings, buildings, wanting and work carry no topic; 'in alta Leventina' is a place", () => {
  it("prices a system asked with 'Guten Tag … nennen Sie mir'", () => {
    const answer = ask(
      "Guten Tag, unsere Anlage hat 40 kWp auf einem Ziegeldach. Können Sie mir einen Richtpreis nennen?",
      "de",
    );
    expect(answer.kind).toBe("quote");
  });

  it("answers the payment when asked whether a deposit is wanted before the work", () => {
    const answer = ask("Volete un acconto prima del lavoro o si paga dopo?", "it");
    expect(answer.outcome).toBe("answered");
    expect(answer.text).toMatch(/fattura/);
  });

  it("answers the travel costs for a town in the upper part of a valley", () => {
    const answer = ask("Abitiamo ad Airolo, in alta Leventina: la trasferta la pago io?", "it");
    expect(answer.outcome).toBe("answered");
  });
});

describe("where the teams are, signing the quote, a follow-up on an unanswered quote", () => {
  it("answers where the teams are with the six regional teams", () => {
    const answer = ask("Vous avez combien d'équipes, et où sont-elles ?", "fr");
    expect(answer.text).toMatch(/six équipes régionales/);
    expect(answer.text).toMatch(/Langenthal/);
  });

  it("reads signing and posting the quote back as how to accept it, and a follow-up as the reminder", () => {
    expect(understand("Muss ich die Offerte unterschreiben und zurückschicken?").attributes).toContain("order");
    expect(understand("Vous allez me relancer si je ne réponds pas ?").attributes).toContain("reminder");
  });
});
