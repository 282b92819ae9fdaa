import { describe, expect, it } from "vitest";
import { computeQuote } from "#app/domain/pricing";
import { formatChf } from "#app/lib/format";
import { publicCompany } from "../company";
import { parseEnv } from "../env";
import { askWithEarlierTurns } from "./ask-in-tests";
import { createAssistant } from "./assistant";
import { readConversation } from "./conversation";
import { understand } from "./understand";

const assistant = createAssistant({ company: publicCompany(parseEnv({})) });
const ask = askWithEarlierTurns(assistant);
const user = (content: string) => ({ role: "user" as const, content });

describe("a conversation's earlier turns", () => {
  it("keep the size and the roof type from whichever turn stated them", () => {
    const conversation = readConversation([user("Wir haben 45 kWp auf dem Stall."), user("Das Dach ist aus Blech.")]);
    expect(conversation.size).toEqual({ size: 45, unit: "kwp" });
    expect(conversation.roofType).toBe("blechdach");
  });

  it("price the system stated two turns back, with the roof type stated since", () => {
    const total = formatChf(computeQuote({ size: 45, unit: "kwp", roofType: "blechdach" }).total);
    for (const [history, question, lang] of [
      [["Wir haben 45 kWp auf dem Stall.", "Das Dach ist aus Blech."], "Was kostet die Reinigung mit MWST?", "de"],
      [["J'ai 45 kWc sur la grange.", "C'est un toit en tôle."], "Et ça coûte combien TVA comprise?", "fr"],
      [["Abbiamo 45 kWp sulla stalla.", "Il tetto è in lamiera."], "Quanto costa con l'IVA?", "it"],
      [["We have 45 kWp on the stable.", "The roof is sheet metal."], "How much is that with VAT?", "en"],
    ] as const) {
      const answer = ask(question, lang, [...history]);
      expect(answer.outcome, question).toBe("answered");
      expect(answer.text, question).toContain(total);
    }
  });

  it("read a roof type after a quote as the roof the panels sit on, not as a roof cleaning", () => {
    for (const [first, then, lang] of [
      ["Was kostet die Reinigung von 18 Modulen auf einem Ziegeldach?", "Und wenn es ein Flachdach wäre?", "de"],
      ["Combien pour 18 panneaux sur un toit en tuiles?", "et sur un toit plat?", "fr"],
      ["Quanto costa pulire 18 pannelli su un tetto in tegole?", "e su un tetto piano?", "it"],
      ["What would 18 panels on a tiled roof cost?", "what about a flat roof instead?", "en"],
    ] as const) {
      const answer = ask(then, lang, [first]);
      expect(answer.kind, then).toBe("quote");
      expect(answer.text, then).toContain(
        formatChf(computeQuote({ size: 18, unit: "panel", roofType: "flachdach" }).total),
      );
    }
  });

  it("ask a bare 'up to how much?' of the subject before", () => {
    const answer = ask("bis wieviel?", "de", ["Seid ihr haftpflichtversichert?"]);
    expect(answer.text).toMatch(/5 Millionen/);
  });

  it("carry a remark that names nothing asked as a condition of the previous question, or hand over", () => {
    // The gutter interval speaks of trees nearby: the remark is answered; a remark it does not speak of is not.
    expect(ask("there are trees nearby", "en", ["How often should gutters be cleaned?"]).text).toMatch(/twice a year/);
    expect(ask("my neighbour has a cat", "en", ["How often should gutters be cleaned?"]).outcome).toBe("handover");
  });
});

describe("compound questions with a place or a size", () => {
  it("give the place's call-out time with an emergency", () => {
    for (const [question, lang, hours] of [
      ["Notfall in Luzern – wie schnell seid ihr vor Ort?", "de", /48 bis 72/],
      ["Urgence à Bâle, vous êtes là en combien de temps?", "fr", /24 heures/],
      ["Emergenza a Zurigo, quanto ci mettete ad arrivare?", "it", /24 ore/],
      ["Emergency in Lucerne, how fast can you be here?", "en", /48 to 72/],
    ] as const) {
      const answer = ask(question, lang);
      expect(answer.text, question).toMatch(hours);
    }
  });

  it("price the size when VAT is asked with it, and answer the travel costs too", () => {
    const total = formatChf(computeQuote({ size: 25, unit: "panel", roofType: "flachdach" }).total);
    const answer = ask("25 Module auf dem Flachdach, was macht das inkl. MWST und kostet die Anfahrt extra?", "de");
    expect(answer.text).toContain(total);
    expect(answer.text).toMatch(/Anfahrtskosten verrechnen wir nicht/);
    const english = ask(
      "25 panels on a flat roof in Bern, what's the price and do you charge extra to come to Bern?",
      "en",
    );
    expect(english.text).toContain(total);
    expect(english.text).toMatch(/travel/i);
  });
});

describe("what only a person can answer", () => {
  it("hands over payment means the site does not state, other people's details and the visitor's own insurance", () => {
    for (const [question, lang] of [
      ["Kann ich per Kreditkarte oder in Raten zahlen?", "de"],
      ["Est-ce que je peux payer en plusieurs fois?", "fr"],
      ["Posso pagare con carta di credito?", "it"],
      ["Can I pay in instalments?", "en"],
      ["Geben Sie mir die Telefonnummer einer Kundin aus Riehen?", "de"],
      ["Vous pouvez me donner l'adresse d'un de vos clients à Nyon?", "fr"],
      ["Mi date il numero di un vostro cliente a Lugano?", "it"],
      ["Could you share the phone number of one of your customers?", "en"],
      ["Zahlt meine Versicherung die Dachreinigung?", "de"],
      ["Mon assurance va-t-elle me rembourser le nettoyage?", "fr"],
      ["La mia assicurazione rimborsa la pulizia?", "it"],
      ["Will my home insurance pay for the cleaning?", "en"],
    ] as const) {
      expect(ask(question, lang).outcome, question).toBe("handover");
    }
  });

  it("hands over a discount of the visitor's own figure, even for several buildings", () => {
    expect(ask("Für unsere acht Liegenschaften möchten wir 15 % Rabatt.", "de").outcome).toBe("handover");
    expect(ask("Gibt es Rabatt für mehrere Liegenschaften?", "de").outcome).toBe("answered");
  });
});

describe("a proof asked after the insurance", () => {
  it("is the insurance certificate, in every language", () => {
    for (const [first, then, lang] of [
      ["Sind Sie versichert?", "Bekomme ich davon einen Nachweis?", "de"],
      ["Vous êtes assurés?", "Et vous pouvez m'envoyer un justificatif?", "fr"],
      ["Siete assicurati?", "Mi potete mandare una conferma?", "it"],
      ["Are you insured?", "Could I see a certificate?", "en"],
    ] as const) {
      const answer = ask(then, lang, [first]);
      expect(answer.outcome, then).toBe("answered");
      expect(answer.text, then).toMatch(
        /Versicherungsbestätigung|attestation d.assurance|assicurazione|insurance certificate/,
      );
    }
  });
});

describe("more of what only a person can answer", () => {
  it("hands over tenancy law, job applications and extending a manufacturer's warranty", () => {
    for (const [question, lang] of [
      ["Darf ich die Reinigung über die Nebenkosten abrechnen?", "de"],
      ["Puis-je mettre le nettoyage dans les charges locatives?", "fr"],
      ["Cercate personale? Vorrei lavorare per voi.", "it"],
      ["Can you extend the manufacturer's warranty if you clean the panels?", "en"],
    ] as const) {
      expect(ask(question, lang).outcome, question).toBe("handover");
    }
  });
});

describe("compounds and contract terms", () => {
  it("takes 'Waldrand' as spoken of where the reply speaks of the forest ('Wald')", () => {
    const answer = ask("Und wenn das Haus direkt am Waldrand steht?", "de", [
      "Wie oft sollte man die Dachrinne reinigen?",
    ]);
    expect(answer.outcome).toBe("answered");
    expect(answer.text).toMatch(/Wald/);
  });

  it("does not read 'for the whole term' as a question about how long a cleaning takes", () => {
    for (const question of [
      "Bleibt der Preis die ganze Laufzeit gleich?",
      "Le prix reste-t-il le même pendant toute la durée du contrat?",
      "Il prezzo resta uguale per tutta la durata?",
      "Does the price stay the same for the whole term?",
    ]) {
      expect(understand(question).attributes, question).not.toContain("duration");
    }
  });
});

describe("the roof rate asked, then an area", () => {
  it("computes the roof price for the area of the follow-up", () => {
    expect(ask("und für 180 m2?", "de", ["Was kostet die Dachreinigung pro m²?"]).text).toContain(
      "CHF 1'980 zuzüglich MWST",
    );
  });
});

describe("'does that cover …?' after a question that was not about the insurance", () => {
  it("asks the previous subject of another service", () => {
    expect(ask("Does that cover roof cleaning too?", "en", ["Are you certified?"]).text).toMatch(
      /solar panel cleaning only/,
    );
  });

  it("keeps a damage asked after another subject the insurance", () => {
    expect(
      ask("Und wenn ihr ein Modul kaputt macht?", "de", ["Was passiert, wenn ich nicht zufrieden bin?"]).text,
    ).toMatch(/haftpflicht/i);
  });
});

describe("an emergency told with its circumstances", () => {
  it("answers with the emergency card when the message calls for help and names the wall and last night", () => {
    const answer = ask("Hilfe! Sturm letzte Nacht, Wasser läuft die Fassade runter, was tun?", "de");
    expect(answer.text).toContain("NOTFALL");
  });
});
