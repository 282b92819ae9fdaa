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
