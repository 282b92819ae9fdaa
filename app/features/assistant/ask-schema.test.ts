import { describe, expect, it } from "vitest";
import { askMessages, historyBytes, MAX_HISTORY_BYTES, MAX_MESSAGE_LENGTH, parseAsk } from "./ask-schema";

describe("parseAsk", () => {
  it("accepts a question with its page language and history, trimmed, dropping unknown fields", () => {
    const parsed = parseAsk(
      {
        message: "  Wie oft reinigen?  ",
        language: "de",
        conversationHistory: [{ role: "assistant", content: "Grüezi!", extra: 1 }],
        page: "/",
      },
      "en",
    );
    expect(parsed).toEqual({
      ok: true,
      data: {
        message: "Wie oft reinigen?",
        language: "de",
        conversationHistory: [{ role: "assistant", content: "Grüezi!" }],
      },
    });
  });

  it("takes a missing history as none and a missing language as the page's (from the request)", () => {
    expect(parseAsk({ message: "Ciao" }, "it")).toEqual({
      ok: true,
      data: { message: "Ciao", language: "it", conversationHistory: [] },
    });
  });

  it("counts the message after trimming: exactly the limit passes, one more is refused", () => {
    expect(parseAsk({ message: ` ${"a".repeat(MAX_MESSAGE_LENGTH)} `, language: "en" }, "de").ok).toBe(true);
    expect(parseAsk({ message: "a".repeat(MAX_MESSAGE_LENGTH + 1), language: "en" }, "de")).toEqual({
      ok: false,
      field: "message",
      message: askMessages.en.messageTooLong,
    });
  });

  it("states the limit in the Swiss format", () => {
    expect(askMessages.de.messageTooLong).toContain("1'000");
    expect(askMessages.fr.messageTooLong).toContain("1'000");
  });

  it("measures the history as UTF-8 JSON, like the widget: 8 KB pass, a byte more is refused", () => {
    const overhead = historyBytes([{ role: "user", content: "" }]);
    const fits = [{ role: "user" as const, content: "a".repeat(MAX_HISTORY_BYTES - overhead) }];
    expect(historyBytes(fits)).toBe(MAX_HISTORY_BYTES);
    expect(parseAsk({ message: "x", language: "fr", conversationHistory: fits }, "de").ok).toBe(true);
    const over = [{ role: "user" as const, content: `${"a".repeat(MAX_HISTORY_BYTES - overhead - 1)}é` }];
    expect(parseAsk({ message: "x", language: "fr", conversationHistory: over }, "de")).toEqual({
      ok: false,
      field: "conversationHistory",
      message: askMessages.fr.historyTooLong,
    });
  });

  it("words a refusal in the body's language when it is valid, else in the request's", () => {
    expect(parseAsk({ message: "", language: "it" }, "de")).toMatchObject({ message: askMessages.it.messageMissing });
    expect(parseAsk({ message: "", language: "xx" }, "fr")).toMatchObject({ message: askMessages.fr.messageMissing });
    expect(parseAsk({ message: "Hi", language: "xx" }, "fr")).toEqual({
      ok: false,
      field: "language",
      message: askMessages.fr.languageInvalid,
    });
  });

  it("has every refusal in all four languages, Swiss German without the sharp s", () => {
    const keys = Object.keys(askMessages.de).sort();
    for (const texts of Object.values(askMessages)) {
      expect(Object.keys(texts).sort()).toEqual(keys);
      for (const text of Object.values(texts)) expect(text.trim().length).toBeGreaterThan(10);
    }
    expect(Object.values(askMessages.de).join(" ")).not.toContain("ß");
  });
});
