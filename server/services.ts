import { openDatabase, type DatabaseHandle } from "./db/connect";
import { systemClock, type Clock } from "./db/ids";
import type { Env } from "./env";
import type { Logger } from "./logger";
import { companyFromEnv } from "./mail/company";
import { withFollowUpCheck } from "./mail/follow-up-check";
import { createOutboxWorker, releaseAllClaims, type OutboxWorker, type RetryPolicy } from "./mail/outbox";
import { withRenderedAttachments } from "./mail/rendered-attachments";
import { smtpTransport, spoolTransport, type MailTransport } from "./mail/transport";
import { purge } from "./maintenance/purge";
import { createRateLimiter, type RateLimiter } from "./api/rate-limit";
import { offerPdfForMail } from "./requests/offers";
import type { RequestDeps } from "./requests/requests";

/** Everything the API needs that holds state: database, mail outbox, rate limits, daily purge. */
export interface Services {
  database: DatabaseHandle;
  transport: MailTransport;
  outbox: OutboxWorker;
  requests: RequestDeps;
  rateLimiter: RateLimiter;
  /** Chat questions per address (ASSISTANT_RATE_LIMIT_PER_MINUTE), counted apart from the form posts. */
  assistantRateLimiter: RateLimiter;
  start(): void;
  /** Stops the outbox (waiting up to `waitMs` for mails being sent, then handing back the rest) and closes the database. */
  stop(options?: { waitMs?: number }): Promise<void>;
}

export interface ServiceOptions {
  clock?: Clock;
  retry?: RetryPolicy;
  /** The server owns its SQLite file (default); tests that open it twice say no. */
  owner?: boolean;
}

const DAY_MS = 86_400_000;

export async function createServices(env: Env, logger: Logger, options: ServiceOptions = {}): Promise<Services> {
  const clock = options.clock ?? systemClock;
  const database = await openDatabase({
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    owner: options.owner ?? true,
    timeoutMs: env.DATABASE_TIMEOUT_MS,
  });
  if (database.dialect === "sqlite" && (options.owner ?? true)) {
    // Only this process uses the file: rows an earlier run held when it was killed are free now.
    const released = await releaseAllClaims(database.db);
    if (released > 0) logger.info({ released }, "outbox rows held by an earlier run are free again");
  }
  const company = companyFromEnv(env);
  // Offer mails carry their PDF as a reference; it is rendered when the mail is sent.
  const transport = withFollowUpCheck(
    withRenderedAttachments(env.SMTP_URL ? smtpTransport(env.SMTP_URL) : spoolTransport(env.DATA_DIR), {
      // The PDF of an offer mail links the offer's page (its token is only in the mails).
      "offer-pdf": (offerId, ref) => offerPdfForMail(database.db, company, offerId, ref.pageUrl),
    }),
    database.db,
    clock,
  );
  const outbox = createOutboxWorker({ db: database.db, transport, logger, clock, retry: options.retry });
  const requests: RequestDeps = {
    db: database.db,
    company,
    clock,
    offerFollowUps: {
      reminderAfterHours: env.OFFER_REMINDER_AFTER_HOURS,
      nextCleaningAfterDays: env.NEXT_CLEANING_REMINDER_DAYS,
    },
    mailQueued: () => outbox.wake(),
  };
  const rateLimiter = createRateLimiter(database.db, env.RATE_LIMIT_PER_MINUTE, clock);
  const assistantRateLimiter = createRateLimiter(database.db, env.ASSISTANT_RATE_LIMIT_PER_MINUTE, clock);
  let purgeTimer: NodeJS.Timeout | undefined;

  async function runPurge() {
    try {
      const report = await purge(database.db, { now: clock(), dataDir: env.DATA_DIR });
      logger.info({ purged: report }, "retention purge done");
    } catch (error) {
      logger.error({ err: error }, "retention purge failed");
    }
  }

  logger.info(
    { database: database.dialect, location: database.location, mail: transport.kind },
    transport.kind === "spool"
      ? "mails are written as .eml files under DATA_DIR/mail-spool (set SMTP_URL to send them)"
      : "mails go out through SMTP_URL",
  );

  return {
    database,
    transport,
    outbox,
    requests,
    rateLimiter,
    assistantRateLimiter,
    start() {
      outbox.start();
      // Once shortly after start-up, then every day (/datenschutz: deletion runs daily).
      purgeTimer = setTimeout(function tick() {
        void runPurge();
        purgeTimer = setTimeout(tick, DAY_MS);
        purgeTimer.unref();
      }, 30_000);
      purgeTimer.unref();
    },
    async stop(stopOptions = {}) {
      clearTimeout(purgeTimer);
      await outbox.stop(stopOptions);
      transport.close();
      await database.close();
    },
  };
}
