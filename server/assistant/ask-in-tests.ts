import { expect } from "vitest";
import type { Lang } from "#app/lib/i18n";
import type { Assistant } from "./types";

/**
 * For tests: asks a question after earlier visitor turns, each answered on its own first, as in a real chat
 * (`ask("und für 180 m²?", "de", ["Was kostet die Dachreinigung pro m²?"])`).
 */
export function askWithEarlierTurns(assistant: Assistant) {
  return (message: string, language: Lang, history: string[] = []) =>
    assistant.answer({
      message,
      language,
      history: history.flatMap((content) => [
        { role: "user" as const, content },
        { role: "assistant" as const, content: assistant.answer({ message: content, language }).text },
      ]),
    });
}

/**
 * For tests: expects a question (after earlier visitor turns) to be answered, not handed over, with a reply that
 * states the fact (`answers("Was kostet die Dachreinigung?", "de", /CHF 11/)`).
 */
export function expectsAnswers(assistant: Assistant) {
  const ask = askWithEarlierTurns(assistant);
  return (message: string, language: Lang, fact: RegExp, earlier: string[] = []) => {
    const reply = ask(message, language, earlier);
    expect(reply.outcome, message).toBe("answered");
    expect(reply.text, message).toMatch(fact);
  };
}

/** For tests: expects a question to be handed to a person (`handsOver("Gebt ihr 20 % Rabatt?", "de")`). */
export function expectsHandover(assistant: Assistant) {
  const ask = askWithEarlierTurns(assistant);
  return (message: string, language: Lang) => expect(ask(message, language).outcome, message).toBe("handover");
}
