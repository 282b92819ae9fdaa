import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type RefObject } from "react";
import { track } from "#app/lib/analytics";
import { fill, useLang, useUi } from "#app/lib/ui";
import { usePublicConfig } from "#app/lib/use-config";
import { askAssistant } from "./ask-client";
import {
  MAX_MESSAGE_LENGTH,
  canSend,
  historyFor,
  loadConversation,
  outgoingText,
  saveConversation,
  type ChatMessage,
} from "./conversation";
import { ReplyText } from "./reply-text";

export interface AssistantPanelProps {
  /** The round button of the layout (assistant-launcher.tsx): hidden while the panel is open, it opens it again. */
  launcher: RefObject<HTMLButtonElement | null>;
}

/** Below Tailwind's `sm`, the panel fills the screen: following a site link must show the page. */
const PHONE_QUERY = "(max-width: 639.98px)";

const iconButton =
  "flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-white hover:bg-white/15 focus-visible:outline-white";

/**
 * The chat widget once its code is loaded (at the first open, see assistant-launcher.tsx): a non-modal dialog
 * with title, minimize and close, the greeting and the conversation in a polite live region, and
 * the message field. Enter sends, Shift+Enter starts a new line; while an answer is pending the field
 * is disabled and a spinner shows. A failure appends the apology with the company's phone number.
 * The conversation is kept in sessionStorage for the tab; "close" ends it and deletes it.
 */
export function AssistantPanel({ launcher }: AssistantPanelProps) {
  const ui = useUi();
  const text = ui.assistant;
  const lang = useLang();
  const { company, siteUrl } = usePublicConfig();
  const titleId = useId();
  const inputId = useId();
  const [messages, setMessages] = useState<ChatMessage[]>(loadConversation);
  const [draft, setDraft] = useState("");
  const [pending, setPending] = useState(false);
  const pendingRef = useRef(false);
  const request = useRef<AbortController | null>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const siteOrigins = [originOf(siteUrl), window.location.origin].filter((o): o is string => o !== null);
  // Mounted by the first click on the launcher: open from the start.
  const [open, setOpen] = useState(true);
  const focusLauncher = useRef(false);

  function onHide({ returnFocus }: { returnFocus: boolean }) {
    focusLauncher.current = returnFocus;
    setOpen(false);
  }

  // The launcher is hidden while the panel is open, and has the focus back when the panel closes.
  useEffect(() => {
    const button = launcher.current;
    if (!button) return;
    button.hidden = open;
    if (!open && focusLauncher.current) button.focus();
    focusLauncher.current = false;
  }, [launcher, open]);

  // Every open is reported, the first one (this mount) included.
  useEffect(() => {
    const button = launcher.current;
    const reopen = () => {
      setOpen(true);
      track("assistant_open", { page_language: lang });
    };
    button?.addEventListener("click", reopen);
    return () => button?.removeEventListener("click", reopen);
  }, [launcher, lang]);

  useEffect(() => {
    track("assistant_open", { page_language: lang });
    // Only the mount: later opens come through the launcher's clicks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => saveConversation(messages), [messages]);

  // Focus into the panel when it opens and after each answer (the field was disabled meanwhile).
  useEffect(() => {
    if (open && !pending) input.current?.focus();
  }, [open, pending]);

  // The newest message in view.
  useEffect(() => {
    if (open && log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [open, messages, pending]);

  // An answer still on its way when the panel goes (the layout is left) is not waited for.
  useEffect(() => () => request.current?.abort(), []);

  async function send() {
    const message = outgoingText(draft);
    if (message === null || pendingRef.current) return;
    pendingRef.current = true;
    setPending(true);
    const history = historyFor(messages);
    setMessages((list) => [...list, { role: "user", content: message, timestamp: new Date().toISOString() }]);
    setDraft("");
    const controller = new AbortController();
    request.current = controller;
    try {
      const reply = await askAssistant(
        { message, language: lang, conversationHistory: history },
        { signal: controller.signal },
      );
      setMessages((list) => [...list, { role: "assistant", content: reply.response, timestamp: reply.timestamp }]);
      track("assistant_message", { page_language: lang, outcome: reply.outcome ?? "answered" });
    } catch {
      if (controller.signal.aborted) return;
      const apology = fill(text.apology, { phone: company.phone });
      setMessages((list) => [
        ...list,
        { role: "assistant", content: apology, timestamp: new Date().toISOString(), local: true },
      ]);
      track("assistant_message", { page_language: lang, outcome: "error" });
    } finally {
      if (request.current === controller) {
        request.current = null;
        pendingRef.current = false;
        setPending(false);
      }
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void send();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends; Shift+Enter is a new line; Enter that completes an IME composition is left alone.
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  }

  function endConversation() {
    request.current?.abort();
    request.current = null;
    pendingRef.current = false;
    setPending(false);
    setMessages([]);
    setDraft("");
    onHide({ returnFocus: true });
  }

  function onSiteLink() {
    if (window.matchMedia(PHONE_QUERY).matches) onHide({ returnFocus: false });
  }

  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      hidden={!open}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.stopPropagation();
          onHide({ returnFocus: true });
        }
      }}
      data-assistant-panel=""
      className="fixed inset-0 z-50 flex flex-col overflow-hidden bg-white sm:inset-auto sm:bottom-20 sm:right-4 sm:h-96 sm:w-80 sm:rounded-2xl sm:border sm:border-line sm:shadow-2xl md:bottom-6 md:right-6"
    >
      <div className="flex items-center gap-1 bg-brand-800 py-2 pl-4 pr-2 text-white">
        <h2 id={titleId} className="flex-1 truncate text-base font-semibold">
          {text.title}
        </h2>
        <button
          type="button"
          aria-label={text.minimize}
          className={iconButton}
          onClick={() => onHide({ returnFocus: true })}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-5 w-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
          >
            <path d="M6 13h12" strokeLinecap="round" />
          </svg>
        </button>
        <button type="button" aria-label={text.close} className={iconButton} onClick={endConversation}>
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-5 w-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
          >
            <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
          </svg>
        </button>
      </div>

      <div
        ref={log}
        role="log"
        aria-live="polite"
        aria-label={text.log}
        tabIndex={0}
        className="flex flex-1 flex-col gap-3 overflow-y-auto bg-surface p-3 text-sm leading-relaxed"
      >
        <Bubble role="assistant" label={text.assistant}>
          {text.greeting}
        </Bubble>
        {messages.map((message, index) => (
          <Bubble key={index} role={message.role} label={message.role === "user" ? text.you : text.assistant}>
            {message.role === "user" ? (
              message.content
            ) : (
              <ReplyText
                text={message.content}
                siteOrigins={siteOrigins}
                newTabLabel={text.newTab}
                onSiteLink={onSiteLink}
              />
            )}
          </Bubble>
        ))}
        {pending && (
          <div className="flex items-center gap-2 self-start rounded-2xl bg-white px-3 py-2 text-muted shadow-sm">
            <span
              aria-hidden="true"
              className="h-4 w-4 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700 motion-reduce:animate-none"
            />
            <span>{text.pending}</span>
          </div>
        )}
      </div>

      <form onSubmit={onSubmit} data-assistant="" className="flex items-end gap-2 border-t border-line bg-white p-2">
        <label htmlFor={inputId} className="sr-only">
          {text.inputLabel}
        </label>
        <textarea
          ref={input}
          id={inputId}
          rows={2}
          value={draft}
          maxLength={MAX_MESSAGE_LENGTH}
          placeholder={text.placeholder}
          disabled={pending}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          className="min-h-11 flex-1 resize-none rounded-xl border border-line px-3 py-2 text-base text-ink placeholder:text-muted disabled:bg-surface sm:text-sm"
        />
        <button
          type="submit"
          aria-label={text.send}
          disabled={!canSend(draft, pending)}
          className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-50"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-5 w-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M4 12 20 4l-6 16-3-7-7-1Z" strokeLinejoin="round" />
          </svg>
        </button>
      </form>
    </section>
  );
}

function Bubble({ role, label, children }: { role: ChatMessage["role"]; label: string; children: React.ReactNode }) {
  return (
    <div
      className={
        role === "user"
          ? "max-w-[85%] self-end whitespace-pre-line break-words rounded-2xl rounded-br-sm bg-brand-700 px-3 py-2 text-white"
          : "max-w-[90%] self-start whitespace-pre-line break-words rounded-2xl rounded-bl-sm bg-white px-3 py-2 text-ink shadow-sm"
      }
    >
      <span className="sr-only">{label} </span>
      {children}
    </div>
  );
}

function originOf(url: string | undefined): string | null {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
}
