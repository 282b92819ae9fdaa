import { createServer } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

/** A mail as the SMTP receiver got it: the raw source and what a mail program would show. */
export interface ReceivedMail {
  raw: string;
  parsed: ParsedMail;
  messageId: string;
  envelope: { from: string; to: string[] };
}

export interface SmtpReceiver {
  port: number;
  /** smtp://127.0.0.1:<port>, for smtpTransport / SMTP_URL. */
  url: string;
  mails: ReceivedMail[];
  /** How many SMTP connections were opened so far. */
  connections(): number;
  /** Resolves once `count` mails arrived (rejects after timeoutMs). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  stop(): Promise<void>;
}

/** A port nobody listens on right now (for a receiver that is "down" and comes back later). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * An SMTP server in the test process, like the company's mail server: plain
 * by default (no STARTTLS offered, so nodemailer does not try to upgrade against
 * a self-signed certificate), no authentication. The sender's "250 OK" comes only after the mail is parsed
 * and recorded, so a delivered mail is already in `mails`.
 */
export async function startSmtpReceiver(port = 0, options: { starttls?: boolean } = {}): Promise<SmtpReceiver> {
  const mails: ReceivedMail[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  let connections = 0;
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    // With starttls, smtp-server offers STARTTLS with its built-in self-signed certificate.
    disabledCommands: options.starttls ? ["AUTH"] : ["STARTTLS", "AUTH"],
    logger: false,
    disableReverseLookup: true,
    size: 10 * 1024 * 1024,
    onConnect(_session, callback) {
      connections++;
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", callback);
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        simpleParser(raw)
          .then((parsed) => {
            mails.push({
              raw,
              parsed,
              messageId: parsed.messageId ?? "",
              envelope: {
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
                to: session.envelope.rcptTo.map((r) => r.address),
              },
            });
            for (const waiter of waiters.splice(0)) {
              if (mails.length >= waiter.count) waiter.resolve();
              else waiters.push(waiter);
            }
            callback();
          })
          .catch(callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const actualPort = (server.server.address() as { port: number }).port;
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    mails,
    connections: () => connections,
    waitFor(count, timeoutMs = 10_000) {
      if (mails.length >= count) return Promise.resolve(mails);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`only ${mails.length} of ${count} mails arrived within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve(mails);
          },
        });
      });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
