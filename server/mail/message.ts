/** A mail as the outbox stores it (JSON) and the transports send it. */
export interface MailMessage {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
  /**
   * A follow-up mail written for later is sent only if its offer is still in this state and
   * the customer has not opted out (checked when it is sent: server/mail/follow-up-check.ts).
   */
  onlyIfOffer?: { id: string; state: "sent" | "accepted" };
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The content; empty while `render` is still to be done. */
  contentBase64: string;
  /**
   * Content made when the mail is sent instead of stored in the outbox: the
   * offer PDF is rendered again from its stored offer (server/mail/rendered-attachments.ts).
   */
  render?: { kind: "offer-pdf"; recordId: string; pageUrl?: string };
}

/** Escape a value for HTML text and attribute positions. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** Subjects are one line: a value with a line break must never start a new header. */
export function oneLine(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();
}
