import { describe, expect, it } from "vitest";
import { publicCompany } from "../company";
import { parseEnv } from "../env";
import { createAssistant } from "./assistant";
import { asksWhetherPossible, confirms, denies } from "./stance";

const assistant = createAssistant({ company: publicCompany(parseEnv({})) });

describe("a yes only where the question asks whether something can be done", () => {
  it("reads can-questions in four languages, and not questions with a question word or a negation", () => {
    expect(asksWhetherPossible("Darf ich Ihnen Bilder vom Dach per WhatsApp schicken?")).toBe(true);
    expect(asksWhetherPossible("Est-ce que je peux vous écrire sur WhatsApp ?")).toBe(true);
    expect(asksWhetherPossible("Si può fare tutto in un solo intervento?")).toBe(true);
    expect(asksWhetherPossible("Could you do both jobs on one visit?")).toBe(true);
    expect(asksWhetherPossible("Wie kann ich euch Fotos schicken?")).toBe(false);
    expect(asksWhetherPossible("Comment puis-je vous envoyer des photos ?")).toBe(false);
    expect(asksWhetherPossible("Can't you come on a Saturday?")).toBe(false);
    expect(asksWhetherPossible("Do you interrupt production while you clean?")).toBe(false);
  });

  it("confirms only a single card that says the thing is offered", () => {
    expect(confirms("Can I send you a photo?", ["whatsapp"])).toBe(true);
    expect(confirms("Can I send you a photo?", ["whatsapp", "contact"])).toBe(false);
    expect(confirms("Can you clean with chemicals?", ["chemicals"])).toBe(false);
  });

  it("answers 'can I send a photo on WhatsApp?' with a yes in the visitor's language", () => {
    expect(
      assistant.answer({ message: "Kann ich euch es Foti vom Dach per WhatsApp schicke?", language: "de" }).text,
    ).toMatch(/^Ja, gern\./);
    expect(
      assistant.answer({ message: "On peut vous envoyer des photos sur WhatsApp ?", language: "fr" }).text,
    ).toMatch(/^Oui, c’est possible\./);
    expect(assistant.answer({ message: "Could I send you pictures on WhatsApp?", language: "en" }).text).toMatch(
      /^Yes, of course\./,
    );
  });

  it("says yes to 'can you do both on one visit?' but not to 'do you do both on the same day?'", () => {
    const ask = (message: string, language: "de" | "it") => assistant.answer({ message, language }).text;
    expect(ask("Potete pulire tetto e pannelli nello stesso intervento?", "it")).toMatch(/^Sì, certo\./);
    expect(ask("Reinigt ihr Dach und Module am selben Tag?", "de")).not.toMatch(/^Ja/);
  });

  it("gives no yes to a question about how, or to one that asks whether a drawback happens", () => {
    expect(assistant.answer({ message: "Wie schicke ich euch Fotos per WhatsApp?", language: "de" }).text).not.toMatch(
      /^Ja/,
    );
    const interrupt = assistant.answer({
      message: "Do you have to stop our factory's production to clean?",
      language: "en",
    });
    expect(interrupt.text).not.toMatch(/^Yes/);
  });
});

describe("a no only before a card that denies the claim the question states", () => {
  it("answers 'is rain enough?' with a no in every language, negated or not", () => {
    for (const [message, lang, no] of [
      ["Reicht der Regen nicht, damit die Module sauber bleiben?", "de", /^Nein\./],
      ["La pluie ne suffit-elle pas pour garder les panneaux propres ?", "fr", /^Non\./],
      ["Basta la pioggia per tenere puliti i pannelli?", "it", /^No\./],
      ["Isn't the rain enough to keep my panels clean?", "en", /^No\./],
    ] as const) {
      const answer = assistant.answer({ message, language: lang });
      expect(answer.text, message).toMatch(no);
    }
  });

  it("gives no stance to another question about rain", () => {
    expect(denies("Does rain damage solar panels?", ["rain"])).toBe(false);
    expect(denies("How much rain is enough to clean the panels?", ["rain"])).toBe(false);
    expect(denies("Is rain enough?", ["rain", "method"])).toBe(false);
  });
});

describe("a yes for the quote calculator only when the size is given another way", () => {
  it("confirms a quote from the number of panels or kWp, and nothing else about quotes", () => {
    expect(confirms("Geht das auch nur mit der Anzahl Module?", ["quoteHowItWorks"])).toBe(true);
    expect(confirms("Je n'ai que les kWc, c'est possible ?", ["quoteHowItWorks"])).toBe(true);
    expect(confirms("Posso fare il preventivo con il numero di moduli?", ["quoteHowItWorks"])).toBe(true);
    expect(confirms("Can I get a quote without giving my address?", ["quoteHowItWorks"])).toBe(false);
  });
});
