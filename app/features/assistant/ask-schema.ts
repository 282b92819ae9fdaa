import { z } from "zod";
import { formatNumber } from "#app/lib/format";
import { languages, type Lang } from "#app/lib/i18n";

/**
 * POST /api/ask (spec 7), shared by the server and the chat widget:
 * `{ message, language, conversationHistory: [{ role, content }] }` -> `200 { response, timestamp, outcome }`.
 * The limits keep one question cheap to answer and to send on to a language model.
 */
export const MAX_MESSAGE_LENGTH = 1000;
export const MAX_HISTORY_TURNS = 20;
/** The history's size as UTF-8 JSON (what the widget measures before sending). */
export const MAX_HISTORY_BYTES = 8 * 1024;

export const chatTurnSchema = z.object({
  role: z.enum(["user", "assistant"]),
  content: z.string(),
});

export const askSchema = z.object({
  message: z.string(),
  language: z.enum(languages),
  conversationHistory: z.array(chatTurnSchema).default([]),
});

export type AskBody = z.infer<typeof askSchema>;
export type AskHistoryTurn = z.infer<typeof chatTurnSchema>;

export interface AskResponse {
  response: string;
  /** ISO-8601 time of the answer. */
  timestamp: string;
  /** "answered" or "handover": for the widget's analytics, never the text. */
  outcome: string;
}

export type AskField = "message" | "language" | "conversationHistory";

export type AskParse =
  | { ok: true; data: { message: string; language: Lang; conversationHistory: AskHistoryTurn[] } }
  | { ok: false; field: AskField; message: string };

interface AskMessages {
  /** A body that is not JSON, or not an object. */
  unreadable: string;
  messageMissing: string;
  messageTooLong: string;
  languageInvalid: string;
  historyInvalid: string;
  historyTooLong: string;
}

const maxLength = formatNumber(MAX_MESSAGE_LENGTH);

/** The refusals of POST /api/ask in the visitor's language. */
export const askMessages: Record<Lang, AskMessages> = {
  de: {
    unreadable: "Ihre Nachricht konnte nicht gelesen werden. Bitte senden Sie sie noch einmal.",
    messageMissing: "Bitte schreiben Sie Ihre Frage.",
    messageTooLong: `Ihre Frage ist zu lang. Bitte fassen Sie sich kürzer (höchstens ${maxLength} Zeichen).`,
    languageInvalid: "Die Sprache der Anfrage ist unbekannt. Bitte laden Sie die Seite neu.",
    historyInvalid: "Der Gesprächsverlauf ist ungültig. Bitte beenden Sie den Chat und beginnen Sie ihn neu.",
    historyTooLong: "Der Gesprächsverlauf ist zu lang. Bitte beenden Sie den Chat und beginnen Sie ihn neu.",
  },
  fr: {
    unreadable: "Votre message n’a pas pu être lu. Veuillez l’envoyer à nouveau.",
    messageMissing: "Veuillez écrire votre question.",
    messageTooLong: `Votre question est trop longue. Veuillez la raccourcir (${maxLength} caractères au maximum).`,
    languageInvalid: "La langue de la demande est inconnue. Veuillez recharger la page.",
    historyInvalid: "L’historique de la conversation n’est pas valable. Veuillez fermer le chat et le recommencer.",
    historyTooLong: "L’historique de la conversation est trop long. Veuillez fermer le chat et le recommencer.",
  },
  it: {
    unreadable: "Non è stato possibile leggere il Suo messaggio. Lo invii di nuovo, per favore.",
    messageMissing: "Scriva la Sua domanda, per favore.",
    messageTooLong: `La Sua domanda è troppo lunga. La accorci, per favore (al massimo ${maxLength} caratteri).`,
    languageInvalid: "La lingua della richiesta è sconosciuta. Ricarichi la pagina, per favore.",
    historyInvalid: "La cronologia della conversazione non è valida. Chiuda la chat e la ricominci, per favore.",
    historyTooLong: "La cronologia della conversazione è troppo lunga. Chiuda la chat e la ricominci, per favore.",
  },
  en: {
    unreadable: "Your message could not be read. Please send it again.",
    messageMissing: "Please type your question.",
    messageTooLong: `Your question is too long. Please shorten it (${maxLength} characters at most).`,
    languageInvalid: "The language of the request is unknown. Please reload the page.",
    historyInvalid: "The conversation history is not valid. Please end the chat and start again.",
    historyTooLong: "The conversation history is too long. Please end the chat and start again.",
  },
};

const utf8 = new TextEncoder();

/** The history's size as the widget measures it: UTF-8 bytes of its JSON. */
export function historyBytes(history: readonly AskHistoryTurn[]): number {
  return utf8.encode(JSON.stringify(history)).length;
}

/**
 * Checks a request body. `fallbackLanguage` (from the page or the browser) words the refusal
 * when the body names no valid language. Pure.
 */
export function parseAsk(body: unknown, fallbackLanguage: Lang): AskParse {
  const data = body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const languageResult = askSchema.shape.language.safeParse(data.language);
  const lang = languageResult.success ? languageResult.data : fallbackLanguage;
  const texts = askMessages[lang];
  const refuse = (field: AskField, message: string): AskParse => ({ ok: false, field, message });

  if (typeof data.message !== "string" || data.message.trim() === "") return refuse("message", texts.messageMissing);
  const message = data.message.trim();
  if (message.length > MAX_MESSAGE_LENGTH) return refuse("message", texts.messageTooLong);
  if (data.language !== undefined && !languageResult.success) return refuse("language", texts.languageInvalid);

  const history = askSchema.shape.conversationHistory.safeParse(data.conversationHistory ?? undefined);
  if (!history.success) return refuse("conversationHistory", texts.historyInvalid);
  const turns = history.data.map(({ role, content }) => ({ role, content }));
  if (turns.length > MAX_HISTORY_TURNS || historyBytes(turns) > MAX_HISTORY_BYTES) {
    return refuse("conversationHistory", texts.historyTooLong);
  }
  return { ok: true, data: { message, language: lang, conversationHistory: turns } };
}
