/**
 * The chat assistant's answerer (issue #14): `createAssistant({ company, siteUrl })` builds the
 * per-language indexes once at start-up; `answer({ message, language, history })` is pure and
 * synchronous. The HTTP layer (POST /api/ask) and the optional language model live elsewhere.
 */
export {
  createAssistant,
  MIN_COVERAGE,
  type Answer,
  type AnswerKind,
  type AnswerOutcome,
  type AskInput,
  type Assistant,
  type AssistantOptions,
  type AssistantStats,
  type ChatTurn,
  type Consideration,
} from "./assistant";
export { inventedNumbers, numbersIn } from "./grounding";
export { chooseLanguage, detectLanguage } from "./language";
