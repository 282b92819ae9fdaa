import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ensureDataDir } from "../db/connect";
import { isDatabaseUnavailable, redactDatabaseUrl } from "../db/faults";
import type { Env } from "../env";
import type { Logger } from "../logger";
import { createServices, type Services } from "../services";
import { reasonOf, StartupError } from "./startup-error";

/**
 * No SMTP_URL: mails are written to DATA_DIR/mail-spool. A spool that cannot be
 * written stops start-up (instead of every mail failing quietly in the outbox).
 */
export function checkMailSpool(env: Env): void {
  if (env.SMTP_URL) return;
  ensureDataDir(path.resolve(env.DATA_DIR));
  const dir = path.resolve(env.DATA_DIR, "mail-spool");
  const probe = path.join(dir, `.write-test-${process.pid}`);
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(probe, "");
    rmSync(probe, { force: true });
  } catch (error) {
    throw new StartupError(
      `The mail spool ${dir} is not writable (${reasonOf(error)}): fix its permissions or set SMTP_URL to send mails.`,
    );
  }
}

export interface RetryOptions {
  /** Give up after this long (DATABASE_STARTUP_TIMEOUT_MS). */
  timeoutMs: number;
  /** First pause between tries; doubles up to maxDelayMs. */
  firstDelayMs?: number;
  maxDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Opens the database and the services. A PostgreSQL that is not reachable yet
 * (the container starting beside ours, a failover) is tried again with back-off
 * for `timeoutMs`, one log line per try; then start-up stops with one line naming
 * DATABASE_URL without its password. Other database errors stop at once.
 */
export async function createServicesWithRetry(
  env: Env,
  logger: Logger,
  options: RetryOptions = { timeoutMs: env.DATABASE_STARTUP_TIMEOUT_MS },
): Promise<Services> {
  const sleep = options.sleep ?? realSleep;
  const now = options.now ?? Date.now;
  const started = now();
  let delay = options.firstDelayMs ?? 500;
  const maxDelay = options.maxDelayMs ?? 5_000;
  const where = env.DATABASE_URL ? `PostgreSQL at ${redactDatabaseUrl(env.DATABASE_URL)} (DATABASE_URL)` : "";
  for (let attempt = 1; ; attempt++) {
    try {
      return await createServices(env, logger);
    } catch (error) {
      if (error instanceof StartupError || !env.DATABASE_URL) throw error;
      // A migration that could not connect wraps the driver's error: name that one.
      const cause = (error as { cause?: unknown }).cause;
      const reason = reasonOf(cause !== undefined && isDatabaseUnavailable(cause) ? cause : error);
      if (!isDatabaseUnavailable(error)) throw new StartupError(`Cannot use the ${where}: ${reason}`);
      const elapsed = now() - started;
      if (elapsed + delay > options.timeoutMs) {
        throw new StartupError(
          `${where} not reachable after ${attempt} tries in ${Math.round(elapsed / 1000)} s ` +
            `(DATABASE_STARTUP_TIMEOUT_MS=${options.timeoutMs}): ${reason}`,
        );
      }
      logger.warn({ attempt, retryInMs: delay, reason }, "database not reachable yet, trying again");
      await sleep(delay);
      delay = Math.min(delay * 2, maxDelay);
    }
  }
}
