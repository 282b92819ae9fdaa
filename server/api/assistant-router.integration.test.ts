import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uiStrings } from "#app/content/ui";
import { askMessages, MAX_HISTORY_TURNS, MAX_MESSAGE_LENGTH } from "#app/features/assistant/ask-schema";
import { formMessages } from "#app/content/forms";
import { computeQuote } from "#app/domain/pricing";
import { formatChf } from "#app/lib/format";
import { hrefOf } from "#app/lib/page-links";
import type { Assistant } from "../assistant";
import { openAiChatModel } from "../assistant-model/chat-model";
import { uniqueIp } from "../test/api-app";
import {
  assistantTestEnv,
  sharedAssistant,
  startAssistantServer,
  type AssistantTestServer,
} from "../test/assistant-api";
import { dialects, useTestDatabase } from "../test/databases";
import { startFakeOpenAi, type FakeOpenAi } from "../test/fake-openai";
import { testClock } from "../test/mail";

const PHONE = assistantTestEnv.COMPANY_PHONE;
const apology = (lang: "de" | "fr" | "it" | "en") => uiStrings[lang].assistant.apology.replace("{phone}", PHONE);

const contact = {
  name: "Anna Muster",
  email: "anna.muster@example.ch",
  message: "Bitte rufen Sie mich an.",
  language: "de",
  page: "/kontakt",
  fillMs: 8000,
};

/** A word no answer contains: whatever the log holds, it must not be the visitor's text. */
const MARKER = "Zebrastreifenmuster";

beforeAll(() => {
  sharedAssistant();
}, 60_000);

describe.each(dialects)("POST /api/ask on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  const time = testClock("2026-11-23T10:00:10.000Z");
  let api: AssistantTestServer;

  beforeAll(async () => {
    api = await startAssistantServer({ db: database.handle.db, clock: time.clock });
  });
  afterAll(async () => {
    await api?.close();
  });

  it("answers a quote question with the calculator's figures and the calculator link, uncached", async () => {
    const res = await api.ask(
      { message: "Was kostet die Reinigung von 40 kWp auf einem Flachdach?", language: "de", conversationHistory: [] },
      { ip: uniqueIp() },
    );
    const quote = computeQuote({ size: 40, unit: "kwp", roofType: "flachdach" });
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(Object.keys(res.json).sort()).toEqual(["outcome", "response", "timestamp"]);
    expect(res.json.outcome).toBe("answered");
    for (const amount of [quote.net, quote.vat, quote.total]) expect(res.json.response).toContain(formatChf(amount));
    expect(res.json.response).toContain(`](${hrefOf({ page: "prices", section: "calculator" }, "de")})`);
    expect(Math.abs(Date.parse(res.json.timestamp) - Date.now())).toBeLessThan(60_000);
  });

  it("answers in French on the French page and hands a discount question to a person with the phone number", async () => {
    const res = await api.ask(
      { message: "Vous faites un rabais si je réserve maintenant ?", language: "fr", conversationHistory: [] },
      { ip: uniqueIp() },
    );
    expect(res.status).toBe(200);
    expect(res.json.outcome).toBe("handover");
    expect(res.json.response).toContain(PHONE);
    expect(res.json.response).toContain(`](${hrefOf({ page: "contact" }, "fr")})`);
  });

  it("uses the conversation history for a follow-up that names only the roof", async () => {
    const res = await api.ask(
      {
        message: "Und mit einem Ziegeldach?",
        language: "de",
        conversationHistory: [
          { role: "user", content: "Was kosten 20 Module?" },
          { role: "assistant", content: "Für 20 Module …" },
        ],
      },
      { ip: uniqueIp() },
    );
    expect(res.status).toBe(200);
    expect(res.json.response).toContain(
      formatChf(computeQuote({ size: 20, unit: "panel", roofType: "ziegeldach" }).total),
    );
  });

  it("logs length, languages, kind and outcome of each question, never its text", async () => {
    const message = `Was kostet 30 kWp Blechdach? ${MARKER}`;
    const res = await api.ask({ message, language: "de", conversationHistory: [] }, { ip: uniqueIp() });
    expect(res.status).toBe(200);
    const line = api.logs.filter((entry) => entry.msg === "assistant answer").at(-1);
    expect(line).toMatchObject({
      length: message.length,
      pageLanguage: "de",
      language: "de",
      kind: "quote",
      outcome: "answered",
      source: "embedded",
    });
    expect(JSON.stringify(api.logs)).not.toContain(MARKER);
  });

  describe("400 with a message in the visitor's language", () => {
    const cases: [string, unknown, "message" | "language" | "conversationHistory", keyof (typeof askMessages)["de"]][] =
      [
        ["a missing message", { language: "fr", conversationHistory: [] }, "message", "messageMissing"],
        ["a blank message", { message: " \n\t ", language: "fr" }, "message", "messageMissing"],
        ["a message that is not text", { message: 42, language: "fr" }, "message", "messageMissing"],
        [
          "a message over the limit",
          { message: "a".repeat(MAX_MESSAGE_LENGTH + 1), language: "fr" },
          "message",
          "messageTooLong",
        ],
        [
          "a history that is not a list",
          { message: "Bonjour", language: "fr", conversationHistory: "x" },
          "conversationHistory",
          "historyInvalid",
        ],
        [
          "a history turn with another role",
          { message: "Bonjour", language: "fr", conversationHistory: [{ role: "system", content: "x" }] },
          "conversationHistory",
          "historyInvalid",
        ],
        [
          "a history turn without text",
          { message: "Bonjour", language: "fr", conversationHistory: [{ role: "user", content: 1 }] },
          "conversationHistory",
          "historyInvalid",
        ],
        [
          "a history over the turn limit",
          {
            message: "Bonjour",
            language: "fr",
            conversationHistory: Array.from({ length: MAX_HISTORY_TURNS + 1 }, () => ({ role: "user", content: "x" })),
          },
          "conversationHistory",
          "historyTooLong",
        ],
        [
          "a history over 8 KB",
          {
            message: "Bonjour",
            language: "fr",
            conversationHistory: [{ role: "assistant", content: "é".repeat(4200) }],
          },
          "conversationHistory",
          "historyTooLong",
        ],
      ];
    it.each(cases)("for %s", async (_name, body, field, key) => {
      const res = await api.ask(body, { ip: uniqueIp() });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ field, message: askMessages.fr[key] });
    });

    it("for a language the site does not have, worded in the page's language (Referer)", async () => {
      const res = await api.ask(
        { message: "Hola", language: "es" },
        { ip: uniqueIp(), headers: { referer: `${api.url}/it/contatto`, host: new URL(api.url).host } },
      );
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ field: "language", message: askMessages.it.languageInvalid });
    });

    it("for a body that is not JSON or not an object", async () => {
      const broken = await api.ask(undefined, {
        ip: uniqueIp(),
        raw: '{"message": "Hallo',
        headers: { "accept-language": "en" },
      });
      expect(broken.status).toBe(400);
      expect(broken.json).toEqual({ message: askMessages.en.unreadable });
      const list = await api.ask([1, 2], { ip: uniqueIp(), headers: { "accept-language": "en" } });
      expect(list.status).toBe(400);
      expect(list.json).toEqual({ field: "message", message: askMessages.en.messageMissing });
    });
  });

  it("answers 403 to another site, 415 to other content types, 413 to a huge body, 405 to GET", async () => {
    const body = { message: "Hallo", language: "de", conversationHistory: [] };
    const crossSite = await api.ask(body, { ip: uniqueIp(), headers: { origin: "https://evil.example" } });
    expect(crossSite.status).toBe(403);
    expect(crossSite.json).toEqual({ message: formMessages.de.crossSite });
    const fetchSite = await api.ask(body, { ip: uniqueIp(), headers: { "sec-fetch-site": "cross-site" } });
    expect(fetchSite.status).toBe(403);

    for (const contentType of ["text/plain", "application/x-www-form-urlencoded"]) {
      const res = await api.ask(undefined, {
        ip: uniqueIp(),
        raw: "message=Hallo&language=de",
        headers: { "content-type": contentType, "accept-language": "fr" },
      });
      expect(res.status).toBe(415);
      expect(res.json).toEqual({ message: formMessages.fr.unsupportedType });
    }

    const huge = await api.ask({ message: "Hallo", language: "de", padding: "x".repeat(40_000) }, { ip: uniqueIp() });
    expect(huge.status).toBe(413);
    expect(huge.json).toEqual({ message: formMessages.de.tooLarge });

    const get = await fetch(`${api.url}/api/ask`);
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
    for (const res of [crossSite, huge]) expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("answers 429 over its own budget per address, apart from the forms' budget, and again next minute", async () => {
    const clock = testClock("2026-11-23T10:00:15.000Z");
    const limited = await startAssistantServer({
      db: database.handle.db,
      clock: clock.clock,
      assistantLimitPerMinute: 3,
      formLimitPerMinute: 2,
    });
    try {
      const ip = uniqueIp();
      const question = { message: "Wie oft sollte man Solarmodule reinigen?", language: "de", conversationHistory: [] };
      // Two form posts use up the forms' budget of this address, not the assistant's.
      for (let i = 0; i < 2; i++) expect((await limited.post("/api/contact", contact, ip)).status).toBe(200);
      expect((await limited.post("/api/contact", contact, ip)).status).toBe(429);
      for (let i = 0; i < 3; i++) expect((await limited.ask(question, { ip })).status).toBe(200);

      const refused = await limited.ask(question, { ip, headers: { "accept-language": "it" } });
      expect(refused.status).toBe(429);
      expect(refused.headers["retry-after"]).toBe("45");
      expect(refused.json).toEqual({ message: formMessages.it.tooMany });
      expect((await limited.ask(question, { ip: uniqueIp() })).status).toBe(200);

      clock.advance(60_000);
      expect((await limited.ask(question, { ip })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe("POST /api/ask when it cannot answer", () => {
  const database = useTestDatabase("sqlite");
  const time = testClock("2026-11-23T10:00:10.000Z");

  it("answers 503 with the apology and the phone number when the answerer fails, logging no text", async () => {
    const failing: Assistant = {
      stats: { passages: { de: 0, fr: 0, it: 0, en: 0 }, buildMs: 0 },
      answer: () => {
        throw new Error(`index broken while reading ${MARKER}`);
      },
      consider: () => {
        throw new Error(`index broken while reading ${MARKER}`);
      },
    };
    const api = await startAssistantServer({ db: database.handle.db, clock: time.clock, assistant: () => failing });
    try {
      const res = await api.ask({ message: `Frage ${MARKER}`, language: "it" }, { ip: uniqueIp() });
      expect(res.status).toBe(503);
      expect(res.json).toEqual({ message: apology("it") });
      expect(api.logs.some((entry) => entry.msg === "assistant failed: answered 503")).toBe(true);
      expect(JSON.stringify(api.logs)).not.toContain(MARKER);
    } finally {
      await api.close();
    }
  });

  it("answers 503 with Retry-After when the rate-limit store (the database) is away", async () => {
    const api = await startAssistantServer({
      db: database.handle.db,
      clock: time.clock,
      rateLimiter: {
        hit: () => Promise.reject(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" })),
      },
    });
    try {
      const res = await api.ask(
        { message: "Hallo", language: "en" },
        { ip: uniqueIp(), headers: { "accept-language": "en" } },
      );
      expect(res.status).toBe(503);
      expect(res.headers["retry-after"]).toBe("30");
      expect(res.json).toEqual({ message: apology("en") });
    } finally {
      await api.close();
    }
  });
});

describe("POST /api/ask with a language model (fake OpenAI-compatible server)", () => {
  const database = useTestDatabase("sqlite");
  const time = testClock("2026-11-23T10:00:10.000Z");
  let fake: FakeOpenAi;
  let api: AssistantTestServer;
  const question = { message: "Was kostet 40 kWp auf einem Flachdach?", language: "de", conversationHistory: [] };
  const total = formatChf(computeQuote({ size: 40, unit: "kwp", roofType: "flachdach" }).total);

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    const model = openAiChatModel({ url: fake.url, model: "test-model", timeoutMs: 300 });
    api = await startAssistantServer({ db: database.handle.db, clock: time.clock, model });
  });
  afterAll(async () => {
    await api?.close();
    await fake?.close();
  });

  /** The answers the model was offered, by number, from the last request it received. */
  const offered = () => {
    const messages = fake.received.at(-1)!.body.messages as { role: string; content: string }[];
    return [...messages[0]!.content.matchAll(/<answer number="(\d+)">\n([\s\S]*?)\n<\/answer>/g)].map((m) => m[2]!);
  };

  it("sends the site's answer the model chose, word for word, and logs the choice by its number", async () => {
    fake.behaviour = { reply: '{"choice": 1}' };
    const first = await api.ask(question, { ip: uniqueIp() });
    expect(first.status).toBe(200);
    const answers = offered();
    expect(answers.length).toBeGreaterThanOrEqual(2);
    expect(answers[0]).toContain(total);
    expect(first.json.response).toBe(answers[0]);

    fake.behaviour = { reply: '{"choice": 2}' };
    const second = await api.ask(question, { ip: uniqueIp() });
    expect(second.json.response).toBe(answers[1]);
    expect(second.json.outcome).toBe("answered");
    expect(api.logs.at(-1)).toMatchObject({ msg: "assistant answer", source: "model", model: "chosen", choice: 2 });
    expect(JSON.stringify(api.logs.at(-1))).not.toContain("Flachdach");
  });

  it("hands over to a person when the model finds that none of the answers fits", async () => {
    fake.behaviour = { reply: '{"choice": 0}' };
    const res = await api.ask(question, { ip: uniqueIp() });
    expect(res.status).toBe(200);
    expect(res.json.outcome).toBe("handover");
    expect(res.json.response).toContain("+41 61 511 27 40");
    expect(res.json.response).not.toContain(total);
    expect(api.logs.at(-1)).toMatchObject({ source: "model", model: "none", choice: 0, outcome: "handover" });
  });

  it("sends the embedded answer when the model's reply names no answer, is slow or fails", async () => {
    for (const [behaviour, outcome] of [
      [{ reply: "Die Reinigung kostet CHF 499.00, mit 15 % Rabatt." }, "unreadable"],
      [{ reply: '{"choice": 2}', delayMs: 1500 }, "timeout"],
      [{ status: 500 }, "error"],
    ] as const) {
      fake.behaviour = behaviour;
      const res = await api.ask(question, { ip: uniqueIp() });
      expect(res.status).toBe(200);
      expect(res.json.response).toContain(total);
      expect(res.json.response).not.toContain("499");
      expect(api.logs.at(-1)).toMatchObject({ msg: "assistant answer", source: "embedded", model: outcome });
      if (outcome === "error") expect(api.logs.at(-1)).toMatchObject({ modelStatus: 500 });
    }
  });

  it("never asks the model about a discount: a rule gives it to a person", async () => {
    fake.behaviour = { reply: '{"choice": 1}' };
    const before = fake.received.length;
    const res = await api.ask(
      { message: "Gebt ihr mir 20 % Rabatt auf die Reinigung?", language: "de", conversationHistory: [] },
      { ip: uniqueIp() },
    );
    expect(res.json.outcome).toBe("handover");
    expect(fake.received.length).toBe(before);
    expect(api.logs.at(-1)).toMatchObject({ source: "embedded" });
    expect(api.logs.at(-1)).not.toHaveProperty("model");
  });
});

describe("POST /api/ask with hostile bodies", () => {
  const database = useTestDatabase("sqlite");
  const time = testClock("2026-11-23T10:00:10.000Z");

  it("answers every body with 200, 400 or 413 and a message, never a 5xx", async () => {
    const api = await startAssistantServer({ db: database.handle.db, clock: time.clock });
    const turn = fc.record(
      { role: fc.constantFrom("user", "assistant", "system", 1), content: fc.oneof(fc.string(), fc.integer()) },
      { requiredKeys: [] },
    );
    const body = fc.oneof(
      fc.jsonValue({ maxDepth: 3 }),
      fc.record(
        {
          message: fc.oneof(
            fc.string({ maxLength: 1200 }),
            fc.string({ unit: "binary", maxLength: 200 }),
            fc.jsonValue({ maxDepth: 1 }),
          ),
          language: fc.oneof(fc.constantFrom("de", "fr", "it", "en", "es", ""), fc.jsonValue({ maxDepth: 1 })),
          conversationHistory: fc.oneof(fc.array(turn, { maxLength: 25 }), fc.jsonValue({ maxDepth: 2 })),
        },
        { requiredKeys: [] },
      ),
    );
    try {
      await fc.assert(
        fc.asyncProperty(body, async (value) => {
          const res = await api.ask(value, { ip: uniqueIp() });
          expect([200, 400, 413]).toContain(res.status);
          expect(typeof (res.json?.response ?? res.json?.message)).toBe("string");
        }),
        { numRuns: Number(process.env.FUZZ_RUNS ?? 150) },
      );
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    } finally {
      await api.close();
    }
  }, 60_000);
});
