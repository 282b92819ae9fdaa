import { PostgresAdapter, sql, type ExpressionBuilder, type Transaction } from "kysely";
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
  /**
   * A mail for later (the offer reminder, the next-cleaning mail): not sent before then. Its row
   * counts as written at that time, so /readyz does not see it as waiting before it is due.
   */
  notBefore?: Date;
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
      mails.map(({ kind, recordId, mail, notBefore }) => {
        const id = newId();
        const due = notBefore && notBefore.getTime() > options.now.getTime() ? notBefore.toISOString() : at;
        return {
          id,
          kind,
          record_id: recordId,
          message_id: messageIdFor(id, options.siteUrl),
          payload: JSON.stringify(mail),
          next_attempt_at: due,
          created_at: due,
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
  /**
   * A wake-up after a commit starts the pass this much later, so the requests of
   * that moment share one pass (two writes) instead of one pass each; at 100
   * posts/s that is a few passes a second instead of a hundred.
   */
  wakeDelayMs?: number;
  /**
   * How long a taken row stays with this worker before another may take it. The
   * worker renews the lease while it sends, so it can be short: a process killed
   * with -9 leaves its rows to the next worker within this time.
   */
  leaseMs?: number;
  /** Rows taken per pass (one statement). */
  batchSize?: number;
  /** Mails of a pass sent at the same time. */
  concurrency?: number;
  /** Names this worker in the outbox rows it holds (default: a random id per process start). */
  workerId?: string;
}

export interface OutboxWorker {
  readonly workerId: string;
  /** Look for due mails now (called after a request was stored). */
  wake(): void;
  /** One pass: send every due mail once. Returns how many were sent. */
  runOnce(): Promise<{ sent: number; failed: number }>;
  start(): void;
  /**
   * Stops passing, waits up to `waitMs` for the pass in progress, then hands back
   * the rows this worker still holds, so another instance (or the next start)
   * sends them at once instead of after the lease.
   */
  stop(options?: { waitMs?: number }): Promise<void>;
}

export const defaultLeaseMs = 20_000;

interface ClaimedRow {
  id: string;
  message_id: string;
  payload: string;
  attempts: number;
}

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, transport, logger, clock } = options;
  const retry = options.retry ?? defaultRetryPolicy;
  const pollMs = options.pollMs ?? 1_000;
  const wakeDelayMs = options.wakeDelayMs ?? 25;
  const leaseMs = options.leaseMs ?? defaultLeaseMs;
  const batchSize = options.batchSize ?? 50;
  const concurrency = Math.max(1, options.concurrency ?? 4);
  const workerId = options.workerId ?? `w-${newId()}`;
  // PostgreSQL: instances taking rows at the same moment skip each other's rows instead of waiting for them.
  const skipLocked = db.getExecutor().adapter instanceof PostgresAdapter;

  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<unknown> = Promise.resolve();
  let wakeRequested = false;
  let timerDueAt = 0;
  /** Rows a pass of this worker is sending (runOnce may be called beside the running loop). */
  const held = new Set<string>();

  const leaseUntil = () => new Date(clock().getTime() + leaseMs).toISOString();

  /** Takes up to batchSize due rows in one statement, so a pass costs one write however many rows it takes. */
  async function claimDue(): Promise<ClaimedRow[]> {
    const now = clock().toISOString();
    const lease = leaseUntil();
    const free = (eb: ExpressionBuilder<Database, "outbox">) =>
      eb.and([
        eb("sent_at", "is", null),
        eb("next_attempt_at", "<=", now),
        eb.or([eb("locked_until", "is", null), eb("locked_until", "<", now)]),
      ]);
    // A materialised CTE takes the rows once: as a plain `IN (SELECT … LIMIT)` PostgreSQL may run the
    // sub-select again per row, and with SKIP LOCKED each run finds other rows.
    // RETURNING gives this pass exactly the rows its own statement took. (Reading back "every row
    // claimed by this worker" raced when two passes of one worker overlapped: a read that started
    // before the other pass marked its rows sent could return them again after that pass was done.)
    const taken = await db
      .with(
        (cte) => cte("due").materialized(),
        (qb) => {
          const due = qb.selectFrom("outbox").select("id").where(free).orderBy("next_attempt_at").limit(batchSize);
          return skipLocked ? due.forUpdate().skipLocked() : due;
        },
      )
      .updateTable("outbox")
      .set({ locked_until: lease, claimed_by: workerId })
      .where("id", "in", (eb) => eb.selectFrom("due").select("due.id"))
      // Repeated on the row being updated: PostgreSQL re-checks them after waiting for another
      // instance's update of the same row, so a row is never taken twice.
      .where(free)
      .returning(["id", "message_id", "payload", "attempts", "next_attempt_at"])
      .execute();
    const mine = taken
      .filter((row) => !held.has(row.id))
      .sort((a, b) => new Date(a.next_attempt_at).getTime() - new Date(b.next_attempt_at).getTime());
    for (const row of mine) held.add(row.id);
    return mine;
  }

  /** Keeps the rows of the pass in progress with this worker while their mails are being sent. */
  async function renewLease() {
    try {
      await db
        .updateTable("outbox")
        .set({ locked_until: leaseUntil() })
        .where("claimed_by", "=", workerId)
        .where("sent_at", "is", null)
        .execute();
    } catch (error) {
      logger.warn({ err: error }, "outbox lease not renewed");
    }
  }

  async function release(): Promise<number> {
    const result = await db
      .updateTable("outbox")
      .set({ locked_until: null, claimed_by: null })
      .where("claimed_by", "=", workerId)
      .where("sent_at", "is", null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async function send(row: ClaimedRow): Promise<boolean> {
    const attempts = row.attempts + 1;
    try {
      await transport.send(JSON.parse(row.payload) as MailMessage, row.message_id);
      return true;
    } catch (error) {
      const next = new Date(clock().getTime() + retryDelayMs(attempts, retry)).toISOString();
      const reason = error instanceof Error ? error.message : String(error);
      await db
        .updateTable("outbox")
        .set({
          attempts,
          next_attempt_at: next,
          locked_until: null,
          claimed_by: null,
          last_error: reason.slice(0, 500),
        })
        .where("id", "=", row.id)
        .execute();
      // The id is enough to find the row; the mail's addresses stay out of the log.
      logger.warn({ outboxId: row.id, attempts, nextAttemptAt: next, reason: reason.slice(0, 200) }, "mail not sent");
      return false;
    }
  }

  async function runOnce() {
    const rows = await claimDue();
    if (rows.length === 0) return { sent: 0, failed: 0 };
    const renewal = setInterval(() => void renewLease(), Math.max(leaseMs / 3, 50));
    renewal.unref();
    const sentIds: string[] = [];
    let failed = 0;
    try {
      let next = 0;
      const runner = async () => {
        while (next < rows.length) {
          const row = rows[next++]!;
          if (await send(row)) sentIds.push(row.id);
          else failed++;
        }
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, rows.length) }, runner));
    } finally {
      clearInterval(renewal);
      // One write marks the whole pass; a crash before it re-sends these mails with the same Message-ID.
      try {
        if (sentIds.length > 0) {
          await db
            .updateTable("outbox")
            .set({
              sent_at: clock().toISOString(),
              attempts: sql<number>`attempts + 1`,
              locked_until: null,
              claimed_by: null,
              last_error: null,
            })
            .where("id", "in", sentIds)
            .execute();
        }
      } finally {
        for (const row of rows) held.delete(row.id);
      }
    }
    return { sent: sentIds.length, failed };
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
    const delay = more ? 0 : wakeRequested ? wakeDelayMs : pollMs;
    timerDueAt = Date.now() + delay;
    timer = setTimeout(schedule, delay);
  }

  function schedule() {
    // The timer has fired: while this pass runs, wake() must not start a second pass beside it.
    timer = undefined;
    current = loop();
  }

  return {
    workerId,
    wake() {
      if (!running) return;
      wakeRequested = true;
      // Waiting for the next poll: start sooner. A pass already due soon is not pushed back by
      // further wake-ups (a steady stream of requests must not postpone it forever).
      if (timer && timerDueAt > Date.now() + wakeDelayMs) {
        clearTimeout(timer);
        timerDueAt = Date.now() + wakeDelayMs;
        timer = setTimeout(schedule, wakeDelayMs);
      }
    },
    runOnce,
    start() {
      if (running) return;
      running = true;
      schedule();
    },
    async stop({ waitMs = Number.POSITIVE_INFINITY } = {}) {
      running = false;
      clearTimeout(timer);
      timer = undefined;
      let waitTimer: NodeJS.Timeout | undefined;
      const waited = Number.isFinite(waitMs)
        ? new Promise<void>((resolve) => (waitTimer = setTimeout(resolve, waitMs)))
        : new Promise<never>(() => {});
      await Promise.race([current.catch(() => {}), waited]);
      clearTimeout(waitTimer);
      try {
        const handedBack = await release();
        if (handedBack > 0) logger.info({ handedBack, workerId }, "outbox rows handed back");
      } catch (error) {
        logger.warn({ err: error }, "outbox rows not handed back (they are free again when their lease ends)");
      }
    },
  };
}

/**
 * A database only this process uses (the server owns its SQLite file): rows a
 * killed earlier run still held are free at once, no need to wait for their lease.
 */
export async function releaseAllClaims(db: Db): Promise<number> {
  const result = await db
    .updateTable("outbox")
    .set({ locked_until: null, claimed_by: null })
    .where("sent_at", "is", null)
    .where("locked_until", "is not", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** What /readyz reports about the outbox: unsent mails and how long the oldest has waited. */
export async function outboxBacklog(
  db: Db,
  now: Date,
): Promise<{ unsent: number; oldestUnsentAgeSeconds: number | null }> {
  const row = await db
    .selectFrom("outbox")
    .select((eb) => [eb.fn.countAll<number | string>().as("unsent"), eb.fn.min("created_at").as("oldest")])
    .where("sent_at", "is", null)
    // Mails for later (reminders) are not waiting before they are due.
    .where("created_at", "<=", now.toISOString())
    .executeTakeFirstOrThrow();
  const oldest = row.oldest ? new Date(String(row.oldest)).getTime() : undefined;
  return {
    unsent: Number(row.unsent),
    oldestUnsentAgeSeconds: oldest === undefined ? null : Math.max(0, Math.round((now.getTime() - oldest) / 100) / 10),
  };
}
