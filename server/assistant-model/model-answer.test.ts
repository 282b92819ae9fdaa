import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Answer, Consideration } from "../assistant";
import { startFakeOpenAi, type FakeOpenAi } from "../test/fake-openai";
import { openAiChatModel } from "./chat-model";
import { answerWithModel, choicePrompt, readChoice } from "./model-answer";

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

/** A passage of the site, as the answerer offers it beside its own answer. */
const passage: Answer = {
  text: "Die Anfahrt ist in der ganzen Schweiz inbegriffen: Wir verrechnen keine Anfahrtskosten.\n\n[Preise & Angebot](/preise-angebot)",
  language: "de",
  kind: "search",
  outcome: "answered",
  grounding: ["Anfahrt inbegriffen"],
};

const considered: Consideration = { answer: quote, candidates: [quote, passage], handover };

describe("reading the model's choice", () => {
  it("reads the number from the JSON it was asked for, also inside a code fence or with words around it", () => {
    expect(readChoice('{"choice": 2}', 3)).toBe(2);
    expect(readChoice('```json\n{ "choice": 1 }\n```', 3)).toBe(1);
    expect(readChoice('Here you go: {"choice":0}', 3)).toBe(0);
    expect(readChoice("3", 3)).toBe(3);
  });

  it("reads nothing from a number out of range, a fraction, a text or broken JSON", () => {
    expect(readChoice('{"choice": 4}', 3)).toBeNull();
    expect(readChoice('{"choice": -1}', 3)).toBeNull();
    expect(readChoice('{"choice": 1.5}', 3)).toBeNull();
    expect(readChoice('{"choice": "2"}', 3)).toBeNull();
    expect(readChoice("The second answer is best.", 3)).toBeNull();
    expect(readChoice('{"choice": 2', 3)).toBeNull();
  });
});

describe("the prompt", () => {
  it("numbers the site's answers in the system message and ends with the history and the question", () => {
    const messages = choicePrompt([quote, passage], "Was kostet 40 kWp?", [{ role: "user", content: "Hallo" }]);
    expect(messages[0]!.role).toBe("system");
    expect(messages[0]!.content).toContain(`<answer number="1">\n${quote.text}\n</answer>`);
    expect(messages[0]!.content).toContain(`<answer number="2">\n${passage.text}\n</answer>`);
    expect(messages[0]!.content).toContain("German");
    expect(messages[0]!.content).toContain('{"choice": <number>}');
    expect(messages.slice(1)).toEqual([
      { role: "user", content: "Hallo" },
      { role: "user", content: "Was kostet 40 kWp?" },
    ]);
  });
});

describe("the model behind an OpenAI-compatible API (fake server in this process)", () => {
  let fake: FakeOpenAi;
  const input = { message: "Was kostet 40 kWp auf dem Flachdach, und ist die Anfahrt dabei?", history: [] };
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

  it("sends the answer the model chose, word for word, from a bearer-authenticated, non-streaming request", async () => {
    fake.behaviour = { reply: '{"choice": 2}' };
    expect(await answerWithModel(model(), considered, input)).toEqual({
      answer: passage,
      source: "model",
      model: "chosen",
      choice: 2,
    });
    expect(fake.received).toHaveLength(1);
    expect(fake.received[0]!.path).toBe("/v1/chat/completions");
    expect(fake.received[0]!.authorization).toBe("Bearer sk-test");
    expect(fake.received[0]!.body).toMatchObject({ model: "test-model", stream: false, temperature: 0 });
  });

  it("hands over to a person when the model finds that no answer fits", async () => {
    fake.behaviour = { reply: '{"choice": 0}' };
    expect(await answerWithModel(model(), considered, input)).toEqual({
      answer: handover,
      source: "model",
      model: "none",
      choice: 0,
    });
  });

  it("sends the embedded answer when the model's reply names no answer", async () => {
    fake.behaviour = { reply: "Die Reinigung kostet CHF 850.00." };
    expect(await answerWithModel(model(), considered, input)).toEqual({
      answer: quote,
      source: "embedded",
      model: "unreadable",
    });
  });

  it("sends the embedded answer when the model is slower than the timeout", async () => {
    fake.behaviour = { reply: '{"choice": 2}', delayMs: 2000 };
    const started = performance.now();
    const answer = await answerWithModel(model(), considered, input);
    expect(performance.now() - started).toBeLessThan(1500);
    expect(answer).toEqual({ answer: quote, source: "embedded", model: "timeout" });
  });

  it("sends the embedded answer when the model answers 500", async () => {
    fake.behaviour = { status: 500 };
    expect(await answerWithModel(model(), considered, input)).toEqual({
      answer: quote,
      source: "embedded",
      model: "error",
      modelStatus: 500,
    });
  });

  it("sends the embedded answer when the model refuses or says nothing", async () => {
    fake.behaviour = { refusal: "I can't help with that." };
    expect((await answerWithModel(model(), considered, input)).model).toBe("refusal");
    fake.behaviour = { reply: "   " };
    expect((await answerWithModel(model(), considered, input)).model).toBe("empty");
  });

  it("sends the embedded answer when the model cannot be reached", async () => {
    const unreachable = openAiChatModel({ url: "http://127.0.0.1:9/v1", model: "m", timeoutMs: 500 });
    expect(await answerWithModel(unreachable, considered, input)).toEqual({
      answer: quote,
      source: "embedded",
      model: "error",
    });
  });

  it("never asks the model when a rule gave the question to a person (no candidates)", async () => {
    fake.behaviour = { reply: '{"choice": 1}' };
    const byRule: Consideration = { answer: handover, candidates: [], handover };
    expect(await answerWithModel(model(), byRule, input)).toEqual({ answer: handover, source: "embedded" });
    expect(fake.received).toHaveLength(0);
  });
});
