import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type SendMailOptions, type TransportOptions } from "nodemailer";
import type { MailMessage } from "./message";

/** Delivers one mail or throws; the outbox retries what throws. */
export interface MailTransport {
  readonly kind: "smtp" | "spool";
  send(mail: MailMessage, messageId: string): Promise<void>;
  close(): void;
}

function toNodemailer(mail: MailMessage, messageId: string): SendMailOptions {
  return {
    from: mail.from,
    to: mail.to,
    replyTo: mail.replyTo,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId,
    headers: mail.headers,
    attachments: mail.attachments?.map((a) => {
      // An attachment made at sending time must have been rendered (rendered-attachments.ts) by now:
      // refusing here keeps the mail in the outbox instead of sending it with an empty file.
      if (a.render && !a.contentBase64) throw new Error(`attachment ${a.filename} was not rendered`);
      return {
        filename: a.filename,
        contentType: a.contentType,
        content: Buffer.from(a.contentBase64, "base64"),
      };
    }),
  };
}

export interface SmtpOptions {
  connectionTimeout: number;
  greetingTimeout: number;
  socketTimeout: number;
  /** An idle connection is closed after this long, so the mail server is not kept busy (and can restart). */
  idleCloseMs: number;
}

/**
 * SMTP_URL set: send through that server. Short timeouts, so a dead server is a
 * quick retry later (and a send always ends well within the outbox lease). A burst
 * of mails goes over one reused connection instead of a new connection, greeting
 * and EHLO for each; the connection is closed once the outbox has nothing more to
 * send. Options in the URL's query (`?pool=false`, `?tls.rejectUnauthorized=false`
 * for a relay with a self-signed certificate, …) take precedence over these.
 */
export function smtpTransport(url: string, options: Partial<SmtpOptions> = {}): MailTransport {
  const { idleCloseMs = 1_000, ...timeouts } = options;
  let transporter: ReturnType<typeof nodemailer.createTransport> | undefined;
  let idleTimer: NodeJS.Timeout | undefined;
  let sending = 0;
  // The options go in the first argument together with the URL: a second argument
  // would only be defaults for each message, and the timeouts would never apply.
  const open = () =>
    (transporter ??= nodemailer.createTransport({
      url,
      pool: true,
      maxConnections: 1,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
      ...timeouts,
    } as TransportOptions));
  const close = () => {
    clearTimeout(idleTimer);
    idleTimer = undefined;
    transporter?.close();
    transporter = undefined;
  };
  return {
    kind: "smtp",
    async send(mail, messageId) {
      clearTimeout(idleTimer);
      sending++;
      try {
        await open().sendMail(toNodemailer(mail, messageId));
      } finally {
        sending--;
        if (sending === 0) {
          idleTimer = setTimeout(close, idleCloseMs);
          idleTimer.unref();
        }
      }
    },
    close,
  };
}

/**
 * No SMTP_URL: every mail becomes an .eml file under DATA_DIR/mail-spool (one
 * file per Message-ID, written whole and then renamed, so a reader never sees
 * half a mail and a retry overwrites rather than duplicates).
 */
export function spoolTransport(dataDir: string): MailTransport {
  const dir = path.resolve(dataDir, "mail-spool");
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "spool",
    async send(mail, messageId) {
      await mkdir(dir, { recursive: true });
      const info = await composer.sendMail(toNodemailer(mail, messageId));
      const name = `${messageId.replace(/[<>]/g, "").replace(/[^A-Za-z0-9_.@-]/g, "_")}.eml`;
      const file = path.join(dir, name);
      await writeFile(`${file}.tmp`, info.message as Buffer);
      await rename(`${file}.tmp`, file);
    },
    close: () => composer.close(),
  };
}
