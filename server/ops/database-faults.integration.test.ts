import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formMessages } from "#app/content/forms";
import { createRateLimiter } from "../api/rate-limit";
import { offerRouter } from "../api/offer-router";
import { apiRouter } from "../api/router";
import { openDatabase, type DatabaseHandle } from "../db/connect";
import { isDatabaseUnavailable, redactDatabaseUrl } from "../db/faults";
import { systemClock } from "../db/ids";
import { parseEnv } from "../env";
import { companyFromEnv } from "../mail/company";
import type { RequestDeps } from "../requests/requests";
import { httpRequest, memoryLogger, SITE_URL, uniqueIp, type HttpResult } from "../test/api-app";
import { createTestStore, type TestStore } from "../test/databases";
import { RETRY_AFTER_SECONDS } from "./database-unavailable";
import { healthRouter } from "./health";
import { startTcpProxy, type TcpProxy } from "./tcp-proxy";

const env = parseEnv({ NODE_ENV: "test", SITE_URL });
const company = companyFromEnv(env);

const bodies: Record<string, Record<string, unknown>> = {
  "/api/contact": { name: "Anna Muster", email: "anna@example.ch", message: "Bitte um Rückruf", language: "de" },
  "/api/leads": { name: "Marc Favre", email: "marc@example.ch", phone: "+41 79 123 45 67", language: "fr" },
  "/api/newsletter": { email: "luca@example.ch", language: "it" },
  "/api/offer": {
    plz: "4057 Basel",
    roofType: "flachdach",
    area: 50,
    areaUnit: "kwp",
    email: "jo@example.ch",
    phone: "+41 61 555 12 34",
    company: "Example Ltd",
    language: "en",
    page: "/en/prices",
    fillMs: 9000,
  },
};
const languageOf = (body: Record<string, unknown>) => body.language as "de" | "fr" | "it" | "en";

describe("database faults (PostgreSQL behind a proxy that can hang or go away)", () => {
  let store: TestStore;
  let proxy: TcpProxy;
  let handle: DatabaseHandle;
  let server: http.Server;
  let url: string;
  const { logger, lines } = memoryLogger();

  beforeAll(async () => {
    store = await createTestStore("postgres");
    const target = new URL(store.databaseUrl!);
    proxy = await startTcpProxy(Number(target.port));
    const viaProxy = new URL(store.databaseUrl!);
    viaProxy.port = String(proxy.port);
    handle = await openDatabase({ dataDir: store.dataDir, databaseUrl: viaProxy.toString(), timeoutMs: 1_000 });
    const requests: RequestDeps = { db: handle.db, company, clock: systemClock };
    const rateLimiter = createRateLimiter(handle.db, 10_000, systemClock);
    const app = express();
    app.set("trust proxy", 1);
    app.use(healthRouter({ db: handle.db, spoolDir: store.dataDir }));
    app.use("/api", offerRouter({ requests, rateLimiter, siteUrl: SITE_URL, logger }));
    app.use("/api", apiRouter({ requests, rateLimiter, siteUrl: SITE_URL, logger }));
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    proxy?.heal();
    await handle?.close();
    await proxy?.close();
    await store?.destroy();
  });

  const post = (path: string): Promise<HttpResult> =>
    httpRequest(
      `${url}${path}`,
      "POST",
      { accept: "application/json", "content-type": "application/json", "x-forwarded-for": uniqueIp() },
      JSON.stringify(bodies[path]),
    );

  async function expectUnavailable(path: string, withinMs: number) {
    const started = Date.now();
    const res = await post(path);
    const ms = Date.now() - started;
    expect(res.status, `${path}: ${res.text}`).toBe(503);
    expect(res.headers["retry-after"]).toBe(String(RETRY_AFTER_SECONDS));
    expect(res.json.message).toBe(formMessages[languageOf(bodies[path]!)].unavailable(company.phone));
    expect(res.json.message).toContain(company.phone);
    expect(ms).toBeLessThan(withinMs);
  }

  it("posts are stored while the database answers, and /readyz reports it with the outbox backlog", async () => {
    for (const path of Object.keys(bodies)) expect((await post(path)).status, path).toBe(200);
    const started = Date.now();
    const ready = await httpRequest(`${url}/readyz`, "GET", {});
    console.log(`[readyz] PostgreSQL answering: 200 after ${Date.now() - started} ms`);
    expect(ready.status).toBe(200);
    expect(ready.headers["cache-control"]).toBe("no-store");
    expect(ready.json).toMatchObject({ ready: true, database: { ok: true }, mailSpool: { ok: true } });
    // contact, lead, newsletter and offer: company and visitor mails (the newsletter only the visitor's).
    expect(ready.json.outbox.unsent).toBeGreaterThanOrEqual(4);
    expect(ready.json.outbox.oldestUnsentAgeSeconds).toBeGreaterThanOrEqual(0);
  });

  it("a hanging database: every post answers 503 in the visitor's language within the timeout, /readyz 503 within ~1 s", async () => {
    proxy.freeze();
    for (const path of Object.keys(bodies)) await expectUnavailable(path, 4_000);
    const started = Date.now();
    const ready = await httpRequest(`${url}/readyz`, "GET", {});
    expect(ready.status).toBe(503);
    expect(ready.json.database).toMatchObject({ ok: false });
    const frozenMs = Date.now() - started;
    console.log(`[readyz] PostgreSQL hanging: 503 after ${frozenMs} ms`);
    expect(frozenMs).toBeLessThan(1_500);
    expect((await httpRequest(`${url}/healthz`, "GET", {})).status).toBe(200);
    // Logged as a warning, never as an error with the visitor's data.
    expect(lines.some((l) => l.msg === "database unavailable: answered 503")).toBe(true);
    expect(lines.some((l) => Number(l.level) >= 50)).toBe(false);
    expect(JSON.stringify(lines)).not.toContain("anna@example.ch");
  });

  it("recovers by itself once the database answers again", async () => {
    proxy.heal();
    const deadline = Date.now() + 10_000;
    let status = 0;
    while (Date.now() < deadline) {
      status = (await post("/api/contact")).status;
      if (status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).toBe(200);
    expect((await httpRequest(`${url}/readyz`, "GET", {})).status).toBe(200);
  });

  it("a database that is gone: 503 at once, then recovery", async () => {
    proxy.down();
    for (const path of Object.keys(bodies)) await expectUnavailable(path, 2_000);
    proxy.heal();
    const deadline = Date.now() + 10_000;
    let status = 0;
    while (Date.now() < deadline && status !== 200) {
      status = (await post("/api/leads")).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).toBe(200);
  });

  it("/readyz is 503 when the mail spool is not writable", async () => {
    const app = express();
    app.use(healthRouter({ db: handle.db, spoolDir: path.join(store.dataDir, "missing", "mail-spool") }));
    const other = http.createServer(app);
    await new Promise<void>((resolve) => other.listen(0, "127.0.0.1", resolve));
    try {
      const res = await httpRequest(`http://127.0.0.1:${(other.address() as AddressInfo).port}/readyz`, "GET", {});
      expect(res.status).toBe(503);
      expect(res.json).toMatchObject({ ready: false, database: { ok: true }, mailSpool: { ok: false } });
    } finally {
      await new Promise<void>((resolve) => other.close(() => resolve()));
    }
  });
});

describe("isDatabaseUnavailable", () => {
  it.each([
    [{ code: "ECONNREFUSED" }],
    [{ code: "57P01", message: "terminating connection due to administrator command" }],
    [{ code: "57014", message: "canceling statement due to statement timeout" }],
    [{ code: "08006" }],
    [new Error("Connection terminated unexpectedly")],
    [new Error("timeout exceeded when trying to connect")],
    [new Error("Query read timeout")],
    [{ code: "SQLITE_BUSY" }],
    [{ code: "SQLITE_READONLY_DBMOVED" }],
    [{ code: "SQLITE_FULL" }],
    [Object.assign(new AggregateError([{ code: "ECONNREFUSED" }]), { code: undefined })],
  ])("%o means the database is away", (error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    [new Error("boom")],
    [{ code: "23505", message: "duplicate key value violates unique constraint" }],
    [{ code: "42P01", message: 'relation "x" does not exist' }],
    [{ code: "SQLITE_CONSTRAINT_UNIQUE" }],
    [undefined],
    ["ECONNREFUSED"],
  ])("%o is a bug, not an outage", (error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it("redacts the password of DATABASE_URL", () => {
    expect(redactDatabaseUrl("postgres://site:s3cret@db.internal:5432/site")).toBe(
      "postgres://site:***@db.internal:5432/site",
    );
    expect(redactDatabaseUrl("postgres://db.internal/site")).toBe("postgres://db.internal/site");
  });
});
