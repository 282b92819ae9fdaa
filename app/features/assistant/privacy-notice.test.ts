import { describe, expect, it } from "vitest";
import { privacyDe } from "#app/content/legal/legal-pages.server";
import { STORAGE_KEY } from "./widget/conversation";

/** /datenschutz tells a visitor what the chat assistant processes, before they use it. */
describe("privacy policy on the chat assistant", () => {
  const blocksOf = (heading: string) => {
    const section = privacyDe.sections.find((s) => s.heading.includes(heading));
    expect(section, heading).toBeDefined();
    return JSON.stringify(section!.blocks);
  };

  it("says what is sent, that nothing of the text is stored or logged, and where the conversation stays", () => {
    const data = blocksOf("Welche Daten");
    expect(data).toContain("Chat-Assistent");
    expect(data).toContain("Gesprächsverlauf");
    expect(data).toContain("nie den Text");
    expect(data).toContain(`«${STORAGE_KEY}»`);
    expect(data).toContain("Fragen an den Chat-Assistenten pro IP-Adresse und Minute");
  });

  it("names the optional language model as a recipient and what it receives", () => {
    const recipients = blocksOf("Empfänger");
    expect(recipients).toContain("Sprachmodell für den Chat-Assistenten");
    expect(recipients).toContain("Ihre Frage, der bisherige Gesprächsverlauf");
  });

  it("says the analytics events carry the outcome and language, not the text", () => {
    expect(blocksOf("Empfänger")).toContain("das Öffnen des Chat-Assistenten");
  });
});
