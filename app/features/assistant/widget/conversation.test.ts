import { describe, expect, it } from "vitest";
import * as api from "../ask-schema";
import {
  MAX_HISTORY_BYTES,
  MAX_HISTORY_TURNS,
  MAX_MESSAGE_LENGTH,
  MAX_STORED_MESSAGES,
  canSend,
  historyFor,
  outgoingText,
  parseStoredConversation,
  serializeConversation,
  type ChatMessage,
} from "./conversation";

const at = "2026-11-23T10:00:00.000Z";
const user = (content: string): ChatMessage => ({ role: "user", content, timestamp: at });
const assistant = (content: string): ChatMessage => ({ role: "assistant", content, timestamp: at });

describe("limits", () => {
  // The widget keeps its own copy (importing the schema module would bring zod into its chunk).
  it("are the limits POST /api/ask enforces", () => {
    expect([MAX_MESSAGE_LENGTH, MAX_HISTORY_TURNS, MAX_HISTORY_BYTES]).toEqual([
      api.MAX_MESSAGE_LENGTH,
      api.MAX_HISTORY_TURNS,
      api.MAX_HISTORY_BYTES,
    ]);
  });
});

describe("outgoingText / canSend", () => {
  it("sends the trimmed text", () => {
    expect(outgoingText("  Was kostet 40 kWp?\n")).toBe("Was kostet 40 kWp?");
  });

  it("sends nothing for an empty or whitespace-only message", () => {
    for (const draft of ["", "   ", "\n\t \n"]) {
      expect(outgoingText(draft)).toBeNull();
      expect(canSend(draft, false)).toBe(false);
    }
  });

  it("sends nothing while an answer is pending", () => {
    expect(canSend("Hallo", true)).toBe(false);
    expect(canSend("Hallo", false)).toBe(true);
  });

  it("cuts a message to the server's limit", () => {
    expect(outgoingText("a".repeat(MAX_MESSAGE_LENGTH + 50))).toHaveLength(MAX_MESSAGE_LENGTH);
  });
});

describe("historyFor", () => {
  it("sends earlier turns as role and content, without the browser's apology", () => {
    const messages: ChatMessage[] = [
      user("Preis für 40 kWp?"),
      assistant("CHF 1'234.00"),
      user("Und Basel?"),
      { role: "assistant", content: "Entschuldigung …", timestamp: at, local: true },
    ];
    expect(historyFor(messages)).toEqual([
      { role: "user", content: "Preis für 40 kWp?" },
      { role: "assistant", content: "CHF 1'234.00" },
      { role: "user", content: "Und Basel?" },
    ]);
  });

  it("keeps only the newest turns the server accepts", () => {
    const messages = Array.from({ length: 30 }, (_, i) => (i % 2 ? assistant(`a${i}`) : user(`q${i}`)));
    const history = historyFor(messages);
    expect(history).toHaveLength(MAX_HISTORY_TURNS);
    expect(history.at(-1)).toEqual({ role: "assistant", content: "a29" });
    expect(history[0]).toEqual({ role: "user", content: "q10" });
  });

  it("stays under the size limit, dropping the oldest turns, also with multi-byte text", () => {
    const long = "ü".repeat(900); // 1'800 bytes in UTF-8
    const messages = Array.from({ length: 12 }, (_, i) => (i % 2 ? assistant(long) : user(long)));
    const history = historyFor(messages);
    expect(new TextEncoder().encode(JSON.stringify(history)).length).toBeLessThanOrEqual(MAX_HISTORY_BYTES);
    expect(history.length).toBe(4);
    expect(history.at(-1)?.role).toBe("assistant");
  });

  it("is empty for a new conversation", () => {
    expect(historyFor([])).toEqual([]);
  });
});

describe("stored conversation", () => {
  it("reads back what it stored", () => {
    const messages = [user("Hallo"), assistant("Grüezi"), { ...assistant("Sorry"), local: true }];
    expect(parseStoredConversation(serializeConversation(messages))).toEqual(messages);
  });

  it("keeps the newest messages only", () => {
    const messages = Array.from({ length: MAX_STORED_MESSAGES + 5 }, (_, i) => user(`m${i}`));
    const restored = parseStoredConversation(serializeConversation(messages));
    expect(restored).toHaveLength(MAX_STORED_MESSAGES);
    expect(restored.at(-1)?.content).toBe(`m${MAX_STORED_MESSAGES + 4}`);
  });

  it("treats missing, broken or foreign data as no conversation", () => {
    for (const raw of [null, "", "{", "[]", '{"messages":"x"}', "null"]) {
      expect(parseStoredConversation(raw)).toEqual([]);
    }
  });

  it("drops entries that are not chat messages", () => {
    const raw = JSON.stringify({
      messages: [user("ok"), { role: "system", content: "x", timestamp: at }, { role: "user", content: 5 }, null],
    });
    expect(parseStoredConversation(raw)).toEqual([user("ok")]);
  });
});
