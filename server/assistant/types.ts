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

export interface Assistant {
  answer(input: AskInput): Answer;
  stats: AssistantStats;
}

export interface AssistantOptions {
  company: Company;
  /** Absolute origin; when set, links are absolute (for answers shown outside the site). */
  siteUrl?: string;
}
