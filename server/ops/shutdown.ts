import type http from "node:http";
import net from "node:net";
import type { Logger } from "../logger";

export interface ShutdownOptions {
  server: http.Server;
  logger: Logger;
  /** Everything must be done within this time (SHUTDOWN_GRACE_MS); then the process exits anyway. */
  graceMs: number;
  /** Stops the outbox (handing back its rows) and closes the database; gets the time left. */
  stopServices?: (timeLeftMs: number) => Promise<void>;
  exit?: (code: number) => void;
}

export interface Shutdown {
  /** True once a signal arrived: /readyz answers 503, responses carry Connection: close. */
  draining(): boolean;
  /** Begins the shutdown (a second call exits at once). Resolves when everything is closed. */
  begin(reason: string): Promise<void>;
}

/** How long idle keep-alive connections are left alone after the signal (clients with a request under way send it). */
const IDLE_SETTLE_MS = 1_000;
const IDLE_SWEEP_MS = 250;

/**
 * Graceful shutdown on SIGTERM/SIGINT (docs/operations.md):
 * 1. stop accepting connections; answers from now on carry `Connection: close`,
 *    also those of requests in flight, so each keep-alive client learns with
 *    its next answer not to send on that connection again;
 * 2. idle connections are closed after a short settle time (closing them at
 *    once would reset a client whose next request is already on its way);
 * 3. when the last connection is gone: the outbox hands back the mails it holds
 *    and the database is closed; exit 0;
 * 4. after the grace period, whatever is left is cut and the process exits 1.
 */
export function createShutdown(options: ShutdownOptions): Shutdown {
  const { server, logger, graceMs } = options;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let draining = false;
  let done: Promise<void> | undefined;
  const open = new Set<http.ServerResponse>();

  // Prepended: runs before the app, so even an answer written at once gets the header.
  server.prependListener("request", (_req: http.IncomingMessage, res: http.ServerResponse) => {
    if (draining) res.setHeader("Connection", "close");
    open.add(res);
    res.once("close", () => open.delete(res));
  });

  async function run(reason: string) {
    const started = Date.now();
    const deadline = started + graceMs;
    logger.info({ reason, graceMs, inFlight: open.size }, "shutting down: no new connections, finishing requests");
    for (const res of open) if (!res.headersSent) res.setHeader("Connection", "close");

    const forced = setTimeout(() => {
      logger.warn({ inFlight: open.size }, "shutdown grace period over: closing what is left");
      server.closeAllConnections();
      exit(1);
    }, graceMs);

    // net.Server's close, not http.Server's: the latter also closes idle keep-alive connections at once.
    const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
    let sweep: NodeJS.Timeout | undefined;
    const settle = setTimeout(
      () => {
        server.closeIdleConnections();
        sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
      },
      Math.min(IDLE_SETTLE_MS, graceMs / 4),
    );
    await closed;
    clearTimeout(settle);
    clearInterval(sweep);
    logger.info({ ms: Date.now() - started }, "all connections closed");

    try {
      await options.stopServices?.(Math.max(0, deadline - Date.now() - 250));
    } catch (error) {
      logger.error({ err: error }, "stopping the services failed");
    }
    clearTimeout(forced);
    logger.info({ ms: Date.now() - started }, "shutdown complete");
    exit(0);
  }

  return {
    draining: () => draining,
    begin(reason) {
      if (done) {
        logger.warn({ reason }, "second signal during shutdown: exiting now");
        exit(1);
        return done;
      }
      draining = true;
      done = run(reason);
      return done;
    },
  };
}
