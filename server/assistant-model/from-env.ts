import { createAssistant, type Assistant } from "../assistant";
import { publicCompany } from "../company";
import type { Env } from "../env";
import type { Logger } from "../logger";
import { openAiChatModel, type ChatModel } from "./chat-model";

/** The language model when ASSISTANT_LLM_URL is set (the model name is then required by server/env.ts). */
export function assistantModelFromEnv(env: Env): ChatModel | undefined {
  if (!env.ASSISTANT_LLM_URL || !env.ASSISTANT_LLM_MODEL) return undefined;
  return openAiChatModel({
    url: env.ASSISTANT_LLM_URL,
    model: env.ASSISTANT_LLM_MODEL,
    apiKey: env.ASSISTANT_LLM_API_KEY,
    timeoutMs: env.ASSISTANT_LLM_TIMEOUT_MS,
  });
}

/**
 * Builds the search indexes now (server start-up) and logs what it cost: time, passages and
 * the heap it added, so an operator sees the assistant's share of the server's memory.
 */
export function buildAssistantAtStartup(env: Env, logger: Logger): Assistant {
  const heapBefore = process.memoryUsage().heapUsed;
  const assistant = createAssistant({ company: publicCompany(env) });
  const memory = process.memoryUsage();
  logger.info(
    {
      buildMs: assistant.stats.buildMs,
      passages: assistant.stats.passages,
      heapAddedMb: Math.round((memory.heapUsed - heapBefore) / 1e5) / 10,
      rssMb: Math.round(memory.rss / 1e5) / 10,
      model: env.ASSISTANT_LLM_URL ? new URL(env.ASSISTANT_LLM_URL).host : "none",
    },
    "chat assistant ready",
  );
  return assistant;
}

/** The same answerer, built on the first question (apps made without start-up, e.g. in tests). */
export function lazyAssistant(env: Env): () => Assistant {
  let assistant: Assistant | undefined;
  return () => (assistant ??= createAssistant({ company: publicCompany(env) }));
}
