import { constants } from "node:fs";
import { access } from "node:fs/promises";
import express, { type Router } from "express";
import { sql } from "kysely";
import type { Db } from "../db/connect";
import { outboxBacklog } from "../mail/outbox";

/**
 * GET /healthz: the process is alive (200, no I/O), for a restart policy.
 * GET /readyz: the server can take requests (200) or not (503), for a load
 * balancer or an uptime check: the database answers within 1 s and the mail
 * spool is writable (when mails are spooled). Both are never cached and are
 * mounted before the request log, so a probe every few seconds does not fill it.
 */
export interface ReadinessDeps {
  /** Absent when the server runs without its services (then never ready). */
  db?: Db;
  /** The mail spool folder when SMTP_URL is unset. */
  spoolDir?: string;
  /** True once shutdown has begun: a balancer stops sending new requests. */
  draining?: () => boolean;
  clock?: () => Date;
  /** How long the database may take to answer (default 1 s). */
  databaseTimeoutMs?: number;
}

export interface Readiness {
  ready: boolean;
  database: { ok: boolean; ms: number; error?: string };
  outbox?: { unsent: number; oldestUnsentAgeSeconds: number | null };
  mailSpool?: { ok: boolean; error?: string };
  draining?: true;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export async function checkReadiness(deps: ReadinessDeps): Promise<Readiness> {
  const clock = deps.clock ?? (() => new Date());
  const timeoutMs = deps.databaseTimeoutMs ?? 1_000;
  const started = performance.now();
  const result: Readiness = { ready: false, database: { ok: false, ms: 0 } };
  if (deps.db) {
    const db = deps.db;
    try {
      // One round trip for the ping and the backlog; a frozen database gives up after timeoutMs.
      result.outbox = await withTimeout(
        sql`select 1`.execute(db).then(() => outboxBacklog(db, clock())),
        timeoutMs,
      );
      result.database.ok = true;
    } catch (error) {
      result.database.error = error instanceof Error ? error.message.split("\n")[0] : String(error);
    }
  } else {
    result.database.error = "no database configured";
  }
  result.database.ms = Math.round((performance.now() - started) * 10) / 10;
  if (deps.spoolDir) {
    try {
      await access(deps.spoolDir, constants.W_OK);
      result.mailSpool = { ok: true };
    } catch (error) {
      result.mailSpool = { ok: false, error: (error as NodeJS.ErrnoException).code ?? String(error) };
    }
  }
  const draining = deps.draining?.() ?? false;
  if (draining) result.draining = true;
  result.ready = result.database.ok && (result.mailSpool?.ok ?? true) && !draining;
  return result;
}

export function healthRouter(deps: ReadinessDeps): Router {
  const router = express.Router();
  router.get("/healthz", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.status(200).json({ status: "ok" });
  });
  router.get("/readyz", async (_req, res) => {
    const readiness = await checkReadiness(deps);
    res.setHeader("Cache-Control", "no-store");
    res.status(readiness.ready ? 200 : 503).json(readiness);
  });
  return router;
}
