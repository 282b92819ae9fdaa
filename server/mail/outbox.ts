import type { Transaction } from "kysely";
import type { Db } from "../db/connect";
import { newId, type Clock } from "../db/ids";
import type { Database } from "../db/schema";
import type { Logger } from "../logger";
import type { MailMessage } from "./message";
import type { MailTransport } from "./transport";

/**
 * Transactional outbox (DESIGN "Data and mail"). A request and its mails are
 * written in one transaction; the worker below sends what is due and retries
 * with exponential back-off until the mail is out. Delivery is at-least-once:
 * a crash between sending and marking re-sends the same Message-ID, which
 * receiving systems recognise as the same mail.
 */

export interface OutboxMail {
  kind: string;
  recordId: string;
  mail: MailMessage;
}

export function messageIdFor(id: string, siteUrl: string): string {
  return `<${id}@${new URL(siteUrl).hostname}>`;
}

export async function enqueueMails(
  trx: Transaction<Database> | Db,
  mails: OutboxMail[],
  options: { siteUrl: string; now: Date },
): Promise<void> {
  if (mails.length === 0) return;
  const at = options.now.toISOString();
  await trx
    .insertInto("outbox")
    .values(
      mails.map(({ kind, recordId, mail }) => {
        const id = newId();
        return {
          id,
          kind,
          record_id: recordId,
          message_id: messageIdFor(id, options.siteUrl),
          payload: JSON.stringify(mail),
          next_attempt_at: at,
          created_at: at,
        };
      }),
    )
    .execute();
}

export interface RetryPolicy {
  /** Delay after the first failure; doubles with each further one. */
  baseDelayMs: number;
  /** The delay never grows beyond this, so a server that comes back is used within minutes. */
  maxDelayMs: number;
}

export const defaultRetryPolicy: RetryPolicy = { baseDelayMs: 5_000, maxDelayMs: 5 * 60_000 };

/** Delay before the next attempt after `attempts` failed ones (1, 2, 3, ...). */
export function retryDelayMs(attempts: number, policy: RetryPolicy = defaultRetryPolicy): number {
  const exponent = Math.min(Math.max(attempts - 1, 0), 30);
  return Math.min(policy.baseDelayMs * 2 ** exponent, policy.maxDelayMs);
}

export interface OutboxWorkerOptions {
  db: Db;
  transport: MailTransport;
  logger: Logger;
  clock: Clock;
  retry?: RetryPolicy;
  /** How often the worker looks for due mails when nobody wakes it. */
  pollMs?: number;
  /** How long a taken row stays with this worker before another may take it. */
  leaseMs?: number;
  batchSize?: number;
}

export interface OutboxWorker {
  /** Look for due mails now (called after a request was stored). */
  wake(): void;
  /** One pass: send every due mail once. Returns how many were sent. */
  runOnce(): Promise<{ sent: number; failed: number }>;
  start(): void;
  stop(): Promise<void>;
}

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, transport, logger, clock } = options;
  const retry = options.retry ?? defaultRetryPolicy;
  const pollMs = options.pollMs ?? 1_000;
  const leaseMs = options.leaseMs ?? 120_000;
  const batchSize = options.batchSize ?? 20;

  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<unknown> = Promise.resolve();
  let wakeRequested = false;

  async function claimDue(): Promise<{ id: string; message_id: string; payload: string; attempts: number }[]> {
    const now = clock().toISOString();
    const due = await db
      .selectFrom("outbox")
      .select(["id", "message_id", "payload", "attempts"])
      .where("sent_at", "is", null)
      .where("next_attempt_at", "<=", now)
      .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", now)]))
      .orderBy("next_attempt_at")
      .limit(batchSize)
      .execute();
    const lease = new Date(clock().getTime() + leaseMs).toISOString();
    const claimed = [];
    for (const row of due) {
      // Taking the row is a conditional update, so two instances never send the same row at once.
      const result = await db
        .updateTable("outbox")
        .set({ locked_until: lease })
        .where("id", "=", row.id)
        .where("sent_at", "is", null)
        .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", now)]))
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 1) claimed.push(row);
    }
    return claimed;
  }

  async function runOnce() {
    let sent = 0;
    let failed = 0;
    for (const row of await claimDue()) {
      const attempts = row.attempts + 1;
      try {
        await transport.send(JSON.parse(row.payload) as MailMessage, row.message_id);
        await db
          .updateTable("outbox")
          .set({ sent_at: clock().toISOString(), attempts, locked_until: null, last_error: null })
          .where("id", "=", row.id)
          .execute();
        sent++;
      } catch (error) {
        failed++;
        const next = new Date(clock().getTime() + retryDelayMs(attempts, retry)).toISOString();
        const reason = error instanceof Error ? error.message : String(error);
        await db
          .updateTable("outbox")
          .set({ attempts, next_attempt_at: next, locked_until: null, last_error: reason.slice(0, 500) })
          .where("id", "=", row.id)
          .execute();
        // The id is enough to find the row; the mail's addresses stay out of the log.
        logger.warn({ outboxId: row.id, attempts, nextAttemptAt: next, reason: reason.slice(0, 200) }, "mail not sent");
      }
    }
    return { sent, failed };
  }

  async function loop() {
    if (!running) return;
    wakeRequested = false;
    let more = false;
    try {
      const { sent, failed } = await runOnce();
      more = sent + failed >= batchSize;
    } catch (error) {
      logger.error({ err: error }, "outbox pass failed");
    }
    if (!running) return;
    timer = setTimeout(schedule, more || wakeRequested ? 0 : pollMs);
  }

  function schedule() {
    // The timer has fired: while this pass runs, wake() must not start a second pass beside it.
    timer = undefined;
    current = loop();
  }

  return {
    wake() {
      if (!running) return;
      wakeRequested = true;
      if (timer) {
        clearTimeout(timer);
        timer = undefined;
        timer = setTimeout(schedule, 0);
      }
    },
    runOnce,
    start() {
      if (running) return;
      running = true;
      schedule();
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      await current.catch(() => {});
    },
  };
}
