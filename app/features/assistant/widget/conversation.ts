/**
 * The widget's conversation: what may be sent, the history that goes with a question, and how the
 * conversation is kept in sessionStorage so it survives navigation within the tab (nothing of it
 * is stored on the server). Pure apart from the two storage functions, which swallow storage errors.
 */

export type ChatRole = "user" | "assistant";

export interface ChatMessage {
  role: ChatRole;
  content: string;
  /** ISO-8601, from the server for answers, from the browser for questions and the apology. */
  timestamp: string;
  /** Written by the browser (the apology after a failure): shown, never sent back as history. */
  local?: boolean;
}

export interface HistoryTurn {
  role: ChatRole;
  content: string;
}

/** The limits POST /api/ask enforces; the widget keeps within them so a long chat never earns a 400. */
export const MAX_MESSAGE_LENGTH = 1000;
export const MAX_HISTORY_TURNS = 20;
export const MAX_HISTORY_BYTES = 8 * 1024;

/** How many messages the tab keeps; older ones are dropped (the server never needs more than the history). */
export const MAX_STORED_MESSAGES = 40;

export const STORAGE_KEY = "assistantConversation";

/** The text to send, trimmed; null when there is nothing to send (empty or whitespace only). */
export function outgoingText(draft: string): string | null {
  const text = draft.trim();
  if (text === "") return null;
  return text.slice(0, MAX_MESSAGE_LENGTH);
}

/** A message is sent only when it has text and no other is waiting for its answer. */
export function canSend(draft: string, pending: boolean): boolean {
  return !pending && outgoingText(draft) !== null;
}

const utf8 = new TextEncoder();

function jsonBytes(value: unknown): number {
  return utf8.encode(JSON.stringify(value)).length;
}

/**
 * The earlier turns sent with a question: the newest ones that fit both limits (turn count and JSON
 * size), oldest first, without the browser's own messages. An answer longer than the byte limit on its
 * own is left out together with everything before it.
 */
export function historyFor(messages: readonly ChatMessage[]): HistoryTurn[] {
  const turns = messages.filter((m) => !m.local).map(({ role, content }) => ({ role, content }));
  const kept: HistoryTurn[] = [];
  for (let i = turns.length - 1; i >= 0 && kept.length < MAX_HISTORY_TURNS; i--) {
    const candidate = [turns[i]!, ...kept];
    if (jsonBytes(candidate) > MAX_HISTORY_BYTES) break;
    kept.unshift(turns[i]!);
  }
  return kept;
}

function isChatMessage(value: unknown): value is ChatMessage {
  if (typeof value !== "object" || value === null) return false;
  const m = value as Record<string, unknown>;
  return (
    (m.role === "user" || m.role === "assistant") &&
    typeof m.content === "string" &&
    m.content !== "" &&
    typeof m.timestamp === "string" &&
    (m.local === undefined || typeof m.local === "boolean")
  );
}

/** Reads a stored conversation; anything unreadable or foreign counts as no conversation. */
export function parseStoredConversation(raw: string | null): ChatMessage[] {
  if (!raw) return [];
  try {
    const data: unknown = JSON.parse(raw);
    const list = (data as { messages?: unknown } | null)?.messages;
    if (!Array.isArray(list)) return [];
    return list.filter(isChatMessage).slice(-MAX_STORED_MESSAGES);
  } catch {
    return [];
  }
}

export function serializeConversation(messages: readonly ChatMessage[]): string {
  return JSON.stringify({ messages: messages.slice(-MAX_STORED_MESSAGES) });
}

// sessionStorage can be missing or refuse (privacy modes, full quota): the chat then lasts as long as the page.

export function loadConversation(): ChatMessage[] {
  try {
    return parseStoredConversation(window.sessionStorage.getItem(STORAGE_KEY));
  } catch {
    return [];
  }
}

export function saveConversation(messages: readonly ChatMessage[]): void {
  try {
    if (messages.length === 0) window.sessionStorage.removeItem(STORAGE_KEY);
    else window.sessionStorage.setItem(STORAGE_KEY, serializeConversation(messages));
  } catch {
    // Not kept; the conversation still works on this page.
  }
}
