import type { Lang } from "#app/lib/i18n";
import { detectLanguage, inventedNumbers, type Answer, type ChatTurn } from "../assistant";
import type { ChatModel, ModelFailure, ModelMessage } from "./chat-model";

/**
 * The optional language model's turn (DESIGN "The chat assistant"): it rewrites the embedded
 * answer from the same grounding, in the visitor's language. Its reply is used only when every
 * number, phone number and link in it comes from that grounding and it is in the right
 * language; otherwise the embedded answer goes out. Hand-overs never go to the model: a
 * question the site cannot answer gets a person, not a guess.
 */

export type ModelOutcome = ModelFailure | "invented-number" | "foreign-link" | "wrong-language" | "used";

export interface ModelAnswer {
  text: string;
  /** "model" when the model's reply was sent, else "embedded". */
  source: "model" | "embedded";
  /** What happened with the model (absent when it was not asked). */
  model?: ModelOutcome;
  /** The model API's HTTP status when it answered with an error (401: check ASSISTANT_LLM_API_KEY). */
  modelStatus?: number;
}

const LANGUAGE_NAMES: Record<Lang, string> = {
  de: "Swiss Standard German (use ss, never the sharp s; address the visitor as Sie)",
  fr: "Swiss French (address the visitor as vous)",
  it: "Swiss Italian (address the visitor as Lei)",
  en: "plain British English",
};

const LINK = /\[([^\]\n]+)\]\(([^)\s]+)\)/g;
const BARE_URL = /\bhttps?:\/\/[^\s)]+/g;

function linkTargets(text: string): string[] {
  const withoutMarkdown = text.replace(LINK, " ");
  return [...[...text.matchAll(LINK)].map((m) => m[2]!), ...(withoutMarkdown.match(BARE_URL) ?? [])];
}

function markdownLinks(text: string): { markdown: string; target: string }[] {
  return [...text.matchAll(LINK)].map((m) => ({ markdown: m[0], target: m[2]! }));
}

/** The messages sent to the model: rules, the facts, the conversation so far and the question. */
export function groundedPrompt(
  embedded: Answer,
  message: string,
  history: readonly ChatTurn[],
  companyPhone: string,
): ModelMessage[] {
  const rules = [
    "You are the website assistant of a Swiss solar panel and roof cleaning company.",
    `Answer in ${LANGUAGE_NAMES[embedded.language]}, in at most 120 words, plain text with markdown links only.`,
    "Use ONLY the facts between <facts> and </facts>. Never add a price, percentage, number, date, duration, discount or promise that is not written there.",
    "Keep every markdown link of the draft answer exactly as written (label may be translated, target never changed); add no other links.",
    `If the facts do not answer the question, say so and suggest calling ${companyPhone}.`,
  ].join("\n");
  const facts = [
    "<facts>",
    ...embedded.grounding,
    `Company phone: ${companyPhone}`,
    "Draft answer (correct, may be rephrased):",
    embedded.text,
    "</facts>",
  ].join("\n\n");
  return [
    { role: "system", content: `${rules}\n\n${facts}` },
    ...history.map((turn) => ({ role: turn.role, content: turn.content })),
    { role: "user", content: message },
  ];
}

/**
 * Why a model reply may not be sent, or null when it may. Pure: numbers must appear in the
 * grounding (or the embedded answer built from it), links must be the embedded answer's, and a
 * reply clearly in another language than the answer's is refused.
 */
export function rejectModelReply(reply: string, embedded: Answer, companyPhone: string): ModelOutcome | null {
  const grounding = [...embedded.grounding, embedded.text, companyPhone];
  if (inventedNumbers(reply, grounding).length > 0) return "invented-number";
  const allowed = new Set(linkTargets(embedded.text));
  if (linkTargets(reply).some((target) => !allowed.has(target))) return "foreign-link";
  const replyLanguage = detectLanguage(reply.replace(LINK, "$1"));
  if (replyLanguage !== null && replyLanguage !== embedded.language) return "wrong-language";
  return null;
}

/** The model's reply with the embedded answer's page links it left out, so every answer links its source. */
export function withSourceLinks(reply: string, embedded: Answer): string {
  const present = new Set(linkTargets(reply));
  const missing = markdownLinks(embedded.text).filter((link) => !present.has(link.target));
  return missing.length === 0 ? reply : `${reply}\n\n${missing.map((link) => link.markdown).join(" ")}`;
}

export async function answerWithModel(
  model: ChatModel | undefined,
  embedded: Answer,
  input: { message: string; history: readonly ChatTurn[]; companyPhone: string },
): Promise<ModelAnswer> {
  if (!model || embedded.outcome === "handover" || embedded.kind === "greeting") {
    return { text: embedded.text, source: "embedded" };
  }
  const result = await model.complete(groundedPrompt(embedded, input.message, input.history, input.companyPhone));
  if (!result.ok) {
    const status = result.status === undefined ? {} : { modelStatus: result.status };
    return { text: embedded.text, source: "embedded", model: result.reason, ...status };
  }
  const rejected = rejectModelReply(result.text, embedded, input.companyPhone);
  if (rejected) return { text: embedded.text, source: "embedded", model: rejected };
  return { text: withSourceLinks(result.text, embedded), source: "model", model: "used" };
}
