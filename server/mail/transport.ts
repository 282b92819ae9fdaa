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
    attachments: mail.attachments?.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: Buffer.from(a.contentBase64, "base64"),
    })),
  };
}

/** SMTP_URL set: send through that server. Short timeouts, so a dead server is a quick retry later. */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as TransportOptions);
  return {
    kind: "smtp",
    async send(mail, messageId) {
      await transporter.sendMail(toNodemailer(mail, messageId));
    },
    close: () => transporter.close(),
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
