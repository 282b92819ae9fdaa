import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Answer } from "../assistant";
import { startFakeOpenAi, type FakeOpenAi } from "../test/fake-openai";
import { openAiChatModel } from "./chat-model";
import { answerWithModel, groundedPrompt, rejectModelReply, withSourceLinks } from "./model-answer";

const PHONE = "+41 61 511 27 40";

/** An embedded quote answer as the answerer makes it (figures from its grounding). */
const quote: Answer = {
  text: "Für 40 kWp auf einem Flachdach (280 m² Reinigungsfläche) kostet die Reinigung:\n- Netto (exkl. MWST): CHF 979.20\n- MWST 8.1 %: CHF 79.32\n- Total inkl. MWST: CHF 1'058.52\n\n[Offerte als PDF berechnen](/preise-angebot#calculator)",
  language: "de",
  kind: "quote",
  outcome: "answered",
  grounding: ["40 kWp", "280 m²; net CHF 979.20; VAT 8.1 % CHF 79.32; total CHF 1'058.52"],
};

const handover: Answer = {
  text: `Rabatte bespricht unser Team gern persönlich: Telefon ${PHONE}.\n\n[Kontakt](/kontakt)`,
  language: "de",
  kind: "handover",
  outcome: "handover",
  grounding: [`${PHONE} info@solar-dachpflege.ch`],
};

const goodReply =
  "Die Reinigung von 40 kWp auf einem Flachdach kostet total CHF 1'058.52 inklusive 8.1 % MWST (netto CHF 979.20). Fragen? Rufen Sie uns an: 061 511 27 40.";

describe("the model's reply check", () => {
  it("accepts a reply whose figures and phone number all come from the grounding", () => {
    expect(rejectModelReply(goodReply, quote, PHONE)).toBeNull();
  });

  it("refuses a reply with an invented price, percentage or duration", () => {
    expect(rejectModelReply("Total CHF 999.00 inklusive MWST.", quote, PHONE)).toBe("invented-number");
    expect(rejectModelReply("Sie erhalten 10 % Rabatt auf die Reinigung.", quote, PHONE)).toBe("invented-number");
    expect(rejectModelReply("Wir kommen innert 3 Tagen vorbei.", quote, PHONE)).toBe("invented-number");
  });

  it("refuses a reply with a link the embedded answer did not have", () => {
    expect(rejectModelReply("Details: [hier](https://evil.example/offer)", quote, PHONE)).toBe("foreign-link");
    expect(rejectModelReply("Details unter https://evil.example/x", quote, PHONE)).toBe("foreign-link");
    expect(rejectModelReply("Hier berechnen: [Rechner](/preise-angebot#calculator)", quote, PHONE)).toBeNull();
  });

  it("refuses a reply clearly in another language than the answer's", () => {
    const english =
      "The cleaning of your 40 kWp system on a flat roof costs CHF 1'058.52 in total, including VAT. Would you like to book it with us?";
    expect(rejectModelReply(english, quote, PHONE)).toBe("wrong-language");
  });

  it("adds the embedded answer's page link when the model left it out", () => {
    const text = withSourceLinks(goodReply, quote);
    expect(text.endsWith("[Offerte als PDF berechnen](/preise-angebot#calculator)")).toBe(true);
    expect(withSourceLinks(`${goodReply} [Rechner](/preise-angebot#calculator)`, quote)).not.toContain("PDF");
  });

  it("gives the model the grounding, the draft, the history and the question, and asks for the answer's language", () => {
    const messages = groundedPrompt(quote, "Was kostet 40 kWp?", [{ role: "user", content: "Hallo" }], PHONE);
    expect(messages[0]!.role).toBe("system");
    expect(messages[0]!.content).toContain("CHF 1'058.52");
    expect(messages[0]!.content).toContain("German");
    expect(messages.slice(1)).toEqual([
      { role: "user", content: "Hallo" },
      { role: "user", content: "Was kostet 40 kWp?" },
    ]);
  });
});

describe("the model behind an OpenAI-compatible API (fake server in this process)", () => {
  let fake: FakeOpenAi;
  const input = { message: "Was kostet 40 kWp auf dem Flachdach?", history: [], companyPhone: PHONE };
  const model = () => openAiChatModel({ url: fake.url, model: "test-model", apiKey: "sk-test", timeoutMs: 300 });

  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  afterAll(async () => {
    await fake.close();
  });
  beforeEach(() => {
    fake.behaviour = {};
    fake.received.length = 0;
  });

  it("sends the model's grounded reply, with the page link, as a bearer-authenticated, non-streaming request", async () => {
    fake.behaviour = { reply: goodReply };
    const answer = await answerWithModel(model(), quote, input);
    expect(answer).toEqual({
      source: "model",
      model: "used",
      text: `${goodReply}\n\n[Offerte als PDF berechnen](/preise-angebot#calculator)`,
    });
    expect(fake.received).toHaveLength(1);
    expect(fake.received[0]!.path).toBe("/v1/chat/completions");
    expect(fake.received[0]!.authorization).toBe("Bearer sk-test");
    expect(fake.received[0]!.body).toMatchObject({ model: "test-model", stream: false });
  });

  it("sends the embedded answer when the model is slower than the timeout", async () => {
    fake.behaviour = { reply: goodReply, delayMs: 2000 };
    const started = performance.now();
    const answer = await answerWithModel(model(), quote, input);
    expect(performance.now() - started).toBeLessThan(1500);
    expect(answer).toEqual({ source: "embedded", model: "timeout", text: quote.text });
  });

  it("sends the embedded answer when the model answers 500", async () => {
    fake.behaviour = { status: 500 };
    expect(await answerWithModel(model(), quote, input)).toEqual({
      source: "embedded",
      model: "error",
      modelStatus: 500,
      text: quote.text,
    });
  });

  it("sends the embedded answer when the model invents a number", async () => {
    fake.behaviour = { reply: "Die Reinigung kostet CHF 850.00, und wir kommen innert 2 Tagen." };
    expect(await answerWithModel(model(), quote, input)).toEqual({
      source: "embedded",
      model: "invented-number",
      text: quote.text,
    });
  });

  it("sends the embedded answer when the model refuses or says nothing", async () => {
    fake.behaviour = { refusal: "I can't help with that." };
    expect((await answerWithModel(model(), quote, input)).model).toBe("refusal");
    fake.behaviour = { reply: "   " };
    expect((await answerWithModel(model(), quote, input)).model).toBe("empty");
  });

  it("sends the embedded answer when the model cannot be reached", async () => {
    const unreachable = openAiChatModel({ url: "http://127.0.0.1:9/v1", model: "m", timeoutMs: 500 });
    expect(await answerWithModel(unreachable, quote, input)).toEqual({
      source: "embedded",
      model: "error",
      text: quote.text,
    });
  });

  it("never asks the model when the answer hands over to a person", async () => {
    fake.behaviour = { reply: "Gern geben wir Ihnen 20 % Rabatt." };
    expect(await answerWithModel(model(), handover, input)).toEqual({ source: "embedded", text: handover.text });
    expect(fake.received).toHaveLength(0);
  });
});
