/**
 * A client for an OpenAI-compatible chat completions API (`ASSISTANT_LLM_URL`): one request per
 * question, no streaming, a hard timeout. It never throws: every failure is a reason the caller
 * logs before it answers with the embedded assistant instead.
 */

export interface ModelMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

export type ModelFailure = "timeout" | "error" | "refusal" | "empty";

export type ModelResult = { ok: true; text: string } | { ok: false; reason: ModelFailure; status?: number };

export interface ChatModel {
  complete(messages: readonly ModelMessage[]): Promise<ModelResult>;
}

export interface ChatModelOptions {
  /** Base URL such as https://api.openai.com/v1; `/chat/completions` is appended. */
  url: string;
  model: string;
  /** Sent as a bearer token when set. */
  apiKey?: string;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
}

/** Longest reply taken from a model: a chat answer, not an essay (and the reply is checked word by word). */
const MAX_REPLY_CHARS = 4000;

export function chatCompletionsUrl(base: string): string {
  return `${base.replace(/\/+$/, "")}/chat/completions`;
}

interface CompletionBody {
  choices?: { finish_reason?: string; message?: { content?: unknown; refusal?: unknown } }[];
}

export function openAiChatModel(options: ChatModelOptions): ChatModel {
  const endpoint = chatCompletionsUrl(options.url);
  const fetchImpl = options.fetchImpl ?? fetch;
  return {
    async complete(messages) {
      const timeout = AbortSignal.timeout(options.timeoutMs);
      try {
        const response = await fetchImpl(endpoint, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            accept: "application/json",
            ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
          },
          body: JSON.stringify({ model: options.model, messages, stream: false, temperature: 0 }),
          signal: timeout,
        });
        if (!response.ok) {
          await response.body?.cancel();
          return { ok: false, reason: "error", status: response.status };
        }
        const body = (await response.json()) as CompletionBody;
        const choice = body.choices?.[0];
        const refusal = choice?.message?.refusal;
        if ((typeof refusal === "string" && refusal.trim() !== "") || choice?.finish_reason === "content_filter") {
          return { ok: false, reason: "refusal" };
        }
        const content = choice?.message?.content;
        if (typeof content !== "string" || content.trim() === "") return { ok: false, reason: "empty" };
        if (content.length > MAX_REPLY_CHARS) return { ok: false, reason: "error" };
        return { ok: true, text: content.trim() };
      } catch {
        return { ok: false, reason: timeout.aborted ? "timeout" : "error" };
      }
    },
  };
}
