import type { Lang } from "#app/lib/i18n";
import type { HistoryTurn } from "./conversation";

/** What POST /api/ask receives and answers (spec 7). */
export interface AskRequest {
  message: string;
  language: Lang;
  conversationHistory: HistoryTurn[];
}

export interface AskReply {
  response: string;
  timestamp: string;
  /** The kind of answer when the server says it (for analytics only); never the text. */
  outcome?: string;
}

/** Longer than the server's own limit for a language model (8 s by default), so the server decides first. */
export const ASK_TIMEOUT_MS = 20_000;

export class AskFailed extends Error {
  constructor(readonly status: number | null) {
    super(status === null ? "no answer" : `status ${status}`);
    this.name = "AskFailed";
  }
}

/** Reads a 200 answer; anything without a reply text is a failure. */
export function parseAskReply(body: unknown): AskReply {
  const data = body as Record<string, unknown> | null;
  if (typeof data?.response !== "string" || data.response.trim() === "") throw new AskFailed(200);
  const timestamp = typeof data.timestamp === "string" ? data.timestamp : new Date().toISOString();
  const outcome = typeof data.outcome === "string" && /^[a-z_-]{1,30}$/.test(data.outcome) ? data.outcome : undefined;
  return outcome ? { response: data.response, timestamp, outcome } : { response: data.response, timestamp };
}

/**
 * Sends one question. Rejects with AskFailed on any non-200 answer, unreadable body, network error or
 * timeout, and with the caller's AbortError when `signal` aborts (the visitor ended the chat).
 */
export async function askAssistant(
  request: AskRequest,
  {
    signal,
    fetchImpl = fetch,
    timeoutMs = ASK_TIMEOUT_MS,
  }: { signal?: AbortSignal; fetchImpl?: typeof fetch; timeoutMs?: number } = {},
): Promise<AskReply> {
  const timeout = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await fetchImpl("/api/ask", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(request),
      credentials: "same-origin",
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new AskFailed(null);
  }
  if (response.status !== 200) throw new AskFailed(response.status);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new AskFailed(200);
  }
  return parseAskReply(body);
}
