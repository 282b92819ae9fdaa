import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureNginx } from "#scripts/ensure-nginx.mjs";
import { mainConfig, startNginx, type NginxProcess } from "#scripts/nginx-process.mjs";
import { createTestStore, type TestStore } from "#server/test/databases";
import { freePort, startSmtpReceiver, type SmtpReceiver } from "#server/test/smtp";
import {
  ROOT,
  awayFromMinuteEdge,
  makeCertificate,
  postJson,
  request,
  requireProductionBuild,
  sleep,
  type AppInstance,
  type RequestOptions,
  startAppInstance,
} from "./harness";
import { testSiteConfig } from "./site-config";

/**
 * The production build behind nginx as docs/how-to/deploy.md describes it: deploy/nginx.conf in front
 * of two instances of `node build/app-server.mjs` on one PostgreSQL database, with TRUST_PROXY=1.
 */
const RATE_LIMIT = 3;
const HOST = "www.solar-dachpflege.ch";

const contact = (name: string) => ({
  name,
  email: `${name.toLowerCase().replace(/\s+/g, ".")}@example.ch`,
  message: "Unsere Anlage auf dem Lagerhaus ist stark verschmutzt.",
  language: "de",
  page: "/kontakt",
  fillMs: 8000,
});

describe("behind nginx: two instances on one PostgreSQL", () => {
  let workDir: string;
  let store: TestStore;
  let smtp: SmtpReceiver;
  let instances: AppInstance[] = [];
  let nginx: NginxProcess;
  let ca: Buffer;
  let http: string;
  let https: string;

  beforeAll(async () => {
    requireProductionBuild();
    const { binary } = ensureNginx();
    workDir = mkdtempSync(path.join(tmpdir(), "solarclean-ops-"));
    const cert = makeCertificate(workDir);
    ca = readFileSync(cert.certificate);
    store = await createTestStore("postgres");
    smtp = await startSmtpReceiver();
    const [portA, portB, httpPort, httpsPort] = [
      await freePort(),
      await freePort(),
      await freePort(),
      await freePort(),
    ];
    const env = {
      DATABASE_URL: store.databaseUrl!,
      DATA_DIR: store.dataDir,
      SMTP_URL: smtp.url,
      TRUST_PROXY: "1",
      RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
      LOG_LEVEL: "warn",
    };
    // Started together, as systemd starts both units: both run the migrations on the same database.
    instances = await Promise.all([startAppInstance(portA!, env), startAppInstance(portB!, env)]);
    const site = testSiteConfig(readFileSync(path.join(ROOT, "deploy/nginx.conf"), "utf8"), {
      httpPort: httpPort!,
      httpsPort: httpsPort!,
      upstreamPorts: [portA!, portB!],
      certificate: cert.certificate,
      certificateKey: cert.key,
    });
    nginx = await startNginx({
      binary,
      makeConfig: (prefix) => mainConfig(site, { prefix }),
      ports: [httpPort!, httpsPort!],
    });
    http = `http://127.0.0.1:${httpPort}`;
    https = `https://127.0.0.1:${httpsPort}`;
  }, 120_000);

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
    await smtp?.stop();
    await store?.destroy();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  const viaNginx = (pathname: string, options: RequestOptions = {}) =>
    request(`${https}${pathname}`, { ...options, ca, headers: { host: HOST, ...options.headers } });
  const postViaNginx = (pathname: string, body: unknown, options: RequestOptions = {}) =>
    postJson(`${https}${pathname}`, body, { ...options, ca, headers: { host: HOST, ...options.headers } });

  it("redirects plain HTTP to the same path on HTTPS, without HSTS", async () => {
    const reply = await request(`${http}/kontakt?quelle=flyer`, { headers: { host: HOST } });
    expect(reply.status).toBe(301);
    expect(reply.headers.location).toBe(`https://${HOST}/kontakt?quelle=flyer`);
    expect(reply.headers["strict-transport-security"]).toBeUndefined();
  });

  it("serves the pages over HTTPS with HSTS, the page's own CSP and the brotli file", async () => {
    const reply = await viaNginx("/kontakt", { headers: { "accept-encoding": "br, gzip" } });
    expect(reply.status).toBe(200);
    expect(reply.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(reply.headers["content-encoding"]).toBe("br");
    expect(reply.headers["content-security-policy"]).toContain("'sha256-");
    const redirect = await viaNginx("/kontakt/");
    expect(redirect.status).toBe(301);
    expect(redirect.headers.location).toBe("/kontakt");
  });

  it("sends no HSTS from an instance reached over plain HTTP (no proxy in front)", async () => {
    const reply = await request(`${instances[0]!.url}/kontakt`);
    expect(reply.status).toBe(200);
    expect(reply.headers["strict-transport-security"]).toBeUndefined();
  });

  it("gives each client address its own form budget (the address nginx saw)", async () => {
    await awayFromMinuteEdge();
    const first = "127.0.0.2";
    const second = "127.0.0.3";
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMIT; i++) {
      statuses.push((await postViaNginx("/api/contact", {}, { localAddress: first })).status);
    }
    // An empty form is answered 400 (validation comes after the limit); the post over the budget gets 429.
    expect(statuses).toEqual([...Array<number>(RATE_LIMIT).fill(400), 429]);
    const other = await postViaNginx("/api/contact", {}, { localAddress: second });
    expect(other.status).toBe(400);
  });

  it("does not trust an X-Forwarded-For the client sent itself", async () => {
    await awayFromMinuteEdge();
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMIT; i++) {
      const spoofed = { "x-forwarded-for": `203.0.113.${10 + i}` };
      statuses.push((await postViaNginx("/api/contact", {}, { localAddress: "127.0.0.4", headers: spoofed })).status);
    }
    expect(statuses).toEqual([...Array<number>(RATE_LIMIT).fill(400), 429]);
  });

  it("shares one rate limit between the two instances", async () => {
    await awayFromMinuteEdge();
    const client = { "x-forwarded-for": "198.51.100.7" };
    const replies = [];
    for (let i = 0; i <= RATE_LIMIT; i++) {
      const instance = instances[i % 2]!;
      replies.push(await postJson(`${instance.url}/api/contact`, {}, { headers: client }));
    }
    expect(replies.map((r) => r.status)).toEqual([...Array<number>(RATE_LIMIT).fill(400), 429]);
    expect(Number(replies.at(-1)!.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("sends every mail exactly once although both instances run the outbox", async () => {
    const names = ["Anna Muster", "Beat Keller", "Chiara Rossi", "Daniel Frei", "Elif Demir", "Fabienne Roth"];
    const replies = await Promise.all(
      names.map((name, i) => postViaNginx("/api/contact", contact(name), { localAddress: `127.0.1.${i + 1}` })),
    );
    expect(replies.map((r) => r.status)).toEqual(names.map(() => 200));
    // Each request: one mail to the company, one confirmation to the visitor.
    await smtp.waitFor(names.length * 2, 30_000);
    // Give a second sender time to show up.
    await sleep(3000);
    expect(smtp.mails).toHaveLength(names.length * 2);
    expect(new Set(smtp.mails.map((m) => m.messageId)).size).toBe(names.length * 2);
    for (const name of names) {
      const visitor = contact(name).email;
      expect(smtp.mails.filter((m) => m.envelope.to.includes(visitor))).toHaveLength(1);
      expect(smtp.mails.filter((m) => m.raw.includes(visitor) && !m.envelope.to.includes(visitor))).toHaveLength(1);
    }
  });

  it("keeps serving through nginx while one instance stops with SIGTERM", async () => {
    const exitCode = await instances[1]!.stop();
    expect(exitCode).toBe(0);
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await viaNginx("/")).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
    const posted = await postViaNginx("/api/contact", contact("Gion Caduff"), { localAddress: "127.0.2.1" });
    expect(posted.status).toBe(200);
  });
});
