import type { Company } from "#app/lib/company";
import type { Lang } from "#app/lib/i18n";

/** What the answerer takes and gives: the contract of `createAssistant` and of the HTTP layer that calls it. */
export type AnswerKind = "facts" | "quote" | "city" | "loss" | "search" | "greeting" | "handover";
export type AnswerOutcome = "answered" | "handover";

export interface ChatTurn {
  role: "user" | "assistant";
  content: string;
}

export interface AskInput {
  message: string;
  /** The page's language. */
  language: Lang;
  history?: readonly ChatTurn[];
}

export interface Answer {
  text: string;
  /** The language the answer is written in. */
  language: Lang;
  kind: AnswerKind;
  outcome: AnswerOutcome;
  /** The site passages and computed facts the answer rests on. */
  grounding: string[];
  /** Words of the question the answer leaves unexplained (for the evaluation's analysis). */
  unexplained?: string[];
}

export interface AssistantStats {
  /** Passages per language. */
  passages: Record<Lang, number>;
  buildMs: number;
}

/** The answer with the grounded answers a language model may choose among instead (DESIGN: the chat assistant). */
export interface Consideration {
  /** What the answerer alone sends. */
  answer: Answer;
  /**
   * Answers made from the site, each with its grounding: the planned answer (when sent), a planned one whose words fell
   * short of the question, the best passages. Empty when a rule decided (a discount, a date, a topic for a person) or
   * for a greeting: then no model is asked.
   */
  candidates: Answer[];
  /** The hand-over to a person in the answer's language, for when none of the candidates answers. */
  handover: Answer;
}

export interface Assistant {
  answer(input: AskInput): Answer;
  /** The same decision, with the candidates a language model may choose among. */
  consider(input: AskInput): Consideration;
  stats: AssistantStats;
}

export interface AssistantOptions {
  company: Company;
  /** Absolute origin; when set, links are absolute (for answers shown outside the site). */
  siteUrl?: string;
}
