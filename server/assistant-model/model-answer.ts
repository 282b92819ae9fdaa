import type { Lang } from "#app/lib/i18n";
import type { Answer, ChatTurn, Consideration } from "../assistant";
import type { ChatModel, ModelFailure, ModelMessage } from "./chat-model";

/**
 * The optional language model's turn (decision 073): it reads the visitor's question and the answers the embedded
 * answerer made from the site, and chooses the one that answers it, or none, and then a person answers. It writes
 * nothing itself: every word, number and link the visitor reads is the chosen answer's own, made from the site's
 * facts. A question a rule gave to a person (a discount, a date, a promise, a topic the company does not deal with)
 * never goes to the model.
 */

export type ModelOutcome = ModelFailure | "unreadable" | "chosen" | "none";

export interface ModelAnswer {
  answer: Answer;
  /** "model" when the model's choice was sent (an answer or the hand-over), else "embedded". */
  source: "model" | "embedded";
  /** What happened with the model (absent when it was not asked). */
  model?: ModelOutcome;
  /** The candidate the model chose, 1-based (0: none of them); logged as a number, never a text. */
  choice?: number;
  /** The model API's HTTP status when it answered with an error (401: check ASSISTANT_LLM_API_KEY). */
  modelStatus?: number;
}

const LANGUAGE_NAMES: Record<Lang, string> = {
  de: "German",
  fr: "French",
  it: "Italian",
  en: "English",
};

/** The messages sent to the model: the rules, the numbered answers, the conversation so far and the question. */
export function choicePrompt(
  candidates: readonly Answer[],
  message: string,
  history: readonly ChatTurn[],
): ModelMessage[] {
  const language = LANGUAGE_NAMES[candidates[0]?.language ?? "de"];
  const rules = [
    "You check the answers of a Swiss solar panel and roof cleaning company's website chat.",
    `Below are ${candidates.length} answers in ${language}, each written from the company's website. Choose the one that answers the visitor's last question: what was asked, all of it.`,
    "Choose 0 when none of them does: when an answer is about something else, leaves out part of the question, or when the question asks what only a person can give (an appointment date, a discount, a promise, personal data, a complaint) or has nothing to do with the company. A wrong answer is worse than none: a person then answers.",
    'Reply with JSON only, nothing else: {"choice": <number>}',
  ].join("\n");
  const answers = candidates.map((candidate, index) => `<answer number="${index + 1}">\n${candidate.text}\n</answer>`);
  return [
    { role: "system", content: `${rules}\n\n${answers.join("\n\n")}` },
    ...history.map((turn) => ({ role: turn.role, content: turn.content })),
    { role: "user", content: message },
  ];
}

/** The model's choice, 0 to `count`, or null when its reply says none clearly (then the embedded answer goes out). */
export function readChoice(reply: string, count: number): number | null {
  const json = /\{[^{}]*\}/.exec(reply)?.[0];
  let choice: unknown;
  if (json) {
    try {
      choice = (JSON.parse(json) as { choice?: unknown }).choice;
    } catch {
      choice = undefined;
    }
  } else if (/^\s*\d+\s*$/.test(reply)) {
    choice = Number(reply);
  }
  return typeof choice === "number" && Number.isInteger(choice) && choice >= 0 && choice <= count ? choice : null;
}

export async function answerWithModel(
  model: ChatModel,
  considered: Consideration,
  input: { message: string; history: readonly ChatTurn[] },
): Promise<ModelAnswer> {
  const { answer: embedded, candidates } = considered;
  if (candidates.length === 0) return { answer: embedded, source: "embedded" };
  const result = await model.complete(choicePrompt(candidates, input.message, input.history));
  if (!result.ok) {
    const status = result.status === undefined ? {} : { modelStatus: result.status };
    return { answer: embedded, source: "embedded", model: result.reason, ...status };
  }
  const choice = readChoice(result.text, candidates.length);
  if (choice === null) return { answer: embedded, source: "embedded", model: "unreadable" };
  if (choice === 0) return { answer: considered.handover, source: "model", model: "none", choice };
  return { answer: candidates[choice - 1]!, source: "model", model: "chosen", choice };
}
