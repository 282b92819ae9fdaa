// API benchmark: `npm run bench:api` (needs a production build: `npm run build`; this script never builds).
//
// 1. Starts an SMTP receiver (smtp-server) in this process and the production server bundle
//    (build/app-server.mjs) on a free port with a temp DATA_DIR (SQLite), RATE_LIMIT_PER_MINUTE=10000,
//    SMTP_URL pointing to the receiver, TRUST_PROXY=1 and the default LOG_LEVEL (logs go to a file).
// 2. Fires valid JSON posts with autocannon, first BENCH_SINGLE_REQUESTS one after the other (the
//    latency one visitor sees), then BENCH_REQUESTS over BENCH_CONNECTIONS connections, alternating /api/contact and /api/leads,
//    each with a unique visitor address, the server's own Origin and an X-Forwarded-For client
//    address out of BENCH_CLIENTS (so the per-client rate limit is counted but not the bottleneck:
//    one client gets at most 10000 posts a minute).
//    After the burst has drained, a sustained phase: BENCH_SUSTAINED_RATE posts/s (default 100) for
//    BENCH_SUSTAINED_SECONDS (default 60), the rate the outbox must keep pace with; each mail's outbox lag
//    (from the request being stored to the receiver having the mail) is reported as p50/p95/max seconds.
// 3. Waits until the outbox has drained, then checks: every 200 answer is a stored record, there
//    are exactly as many records as 200 answers, and the receiver got 2 mails per record (one to the
//    company with Reply-To the visitor, one to the visitor), each Message-ID once.
// 4. Repeats against PostgreSQL when DATABASE_URL is set (records of this run are told apart by
//    their run id in the addresses, so the database need not be empty).
// 5. Writes bench-results/api.json and bench-results/api.md and prints the summary.
//
// Exit codes: 0 all checks passed; 1 no build; 2 the benchmark could not run or a check failed.
// Environment (optional): BENCH_SINGLE_REQUESTS (posts sent one at a time first, default 200),
// BENCH_REQUESTS (posts of the concurrent phase, default 3000), BENCH_CONNECTIONS (default 32),
// BENCH_CLIENTS (distinct client addresses, default 500), BENCH_DRAIN_TIMEOUT_S (default 600),
// BENCH_SUSTAINED_RATE (posts/s of the sustained phase, default 100; 0 skips it), BENCH_SUSTAINED_SECONDS (default 60),
// DATABASE_URL (also run on PostgreSQL), BENCH_SERVER_BUNDLE (another bundle of server/index.ts than
// build/app-server.mjs, e.g. to compare before and after a change; it still serves the build's pages).
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import Database from "better-sqlite3";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { freePort, percentile, roundTo, sleep, spawnServer, waitUntilReady } from "./bench-support.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SERVER_BUNDLE = path.resolve(ROOT, process.env.BENCH_SERVER_BUNDLE || "build/app-server.mjs");
const SERVER_BUILD = path.join(ROOT, "build/server/index.js");
const RESULTS_DIR = path.join(ROOT, "bench-results");
const MAIL_TO = "info@solar-dachpflege.ch";

const REQUESTS = Number(process.env.BENCH_REQUESTS || 3000);
const SINGLE = Number(process.env.BENCH_SINGLE_REQUESTS || 200);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 32);
const CLIENTS = Number(process.env.BENCH_CLIENTS || 500);
const DRAIN_TIMEOUT_MS = Number(process.env.BENCH_DRAIN_TIMEOUT_S || 600) * 1000;
const SUSTAINED_RATE = Number(process.env.BENCH_SUSTAINED_RATE ?? 100);
const SUSTAINED_SECONDS = Number(process.env.BENCH_SUSTAINED_SECONDS || 60);
/** The outbox keeps pace when every mail of the sustained phase leaves within this many seconds of its request. */
const LAG_BUDGET_S = 10;

function log(message) {
  console.log(`[bench:api] ${message}`);
}

/** A latency or lag percentile, to the hundredth. */
const roundedPercentile = (sorted, p) => roundTo(percentile(sorted, p), 2);

// ---------------------------------------------------------------------------------------------
// The company's mail server: counts what arrives (raw headers only, no full parse: it must keep up).
// ---------------------------------------------------------------------------------------------
async function startReceiver() {
  const mails = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    disableReverseLookup: true,
    logger: false,
    size: 10 * 1024 * 1024,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on("data", (chunk) => chunks.push(chunk));
      stream.on("error", callback);
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const head = raw.slice(0, raw.search(/\r?\n\r?\n/) >>> 0).replace(/\r?\n[ \t]+/g, " ");
        const header = (name) => new RegExp(`^${name}:\\s*(.*)$`, "im").exec(head)?.[1]?.trim();
        mails.push({
          receivedAt: Date.now(),
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          messageId: header("Message-ID"),
          replyTo: header("Reply-To")
            ?.replace(/^.*<|>.*$/g, "")
            .toLowerCase(),
        });
        callback();
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const { port } = server.server.address();
  return { url: `smtp://127.0.0.1:${port}`, mails, stop: () => new Promise((r) => server.close(r)) };
}

// ---------------------------------------------------------------------------------------------
// The production server
// ---------------------------------------------------------------------------------------------
async function startServer({ port, dataDir, smtpUrl, databaseUrl, logFile }) {
  const fd = openSync(logFile, "a");
  const env = {
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? "",
    SMTP_URL: smtpUrl,
    MAIL_TO,
    RATE_LIMIT_PER_MINUTE: "10000",
    TRUST_PROXY: "1",
  };
  const child = spawnServer(SERVER_BUNDLE, { cwd: ROOT, env, stdio: ["ignore", fd, fd] });
  closeSync(fd);
  let exited = null;
  child.on("exit", (code, signal) => (exited = { code, signal }));
  const url = `http://127.0.0.1:${port}`;
  await waitUntilReady(child, async () => (await fetch(`${url}/api/__bench-ready`)).status === 404, {
    timeoutMs: 60_000,
    intervalMs: 100,
    output: () => tail(logFile),
  });
  return {
    url,
    async stop() {
      if (exited) return;
      child.kill("SIGTERM");
      const until = Date.now() + 10_000;
      while (!exited && Date.now() < until) await sleep(50);
      if (!exited) child.kill("SIGKILL");
    },
  };
}

function tail(file, lines = 30) {
  try {
    return readFileSync(file, "utf8").trim().split("\n").slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
}

// ---------------------------------------------------------------------------------------------
// Reading the stored records back (SQLite file directly, or PostgreSQL)
// ---------------------------------------------------------------------------------------------
async function openStore({ dataDir, databaseUrl }) {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    // The queries below use ? placeholders; PostgreSQL numbers them.
    const all = async (sql, params) => {
      let n = 0;
      return (
        await pool.query(
          sql.replace(/\?/g, () => `$${++n}`),
          params,
        )
      ).rows;
    };
    return { all, close: () => pool.end() };
  }
  const file = path.join(dataDir, "site.sqlite");
  const db = new Database(file, { readonly: true, fileMustExist: true });
  db.pragma("busy_timeout = 5000");
  return { all: async (sql, params) => db.prepare(sql).all(...params), close: async () => db.close() };
}

async function storedRecords(store, runId) {
  const like = `bench-${runId}-%`;
  const contacts = await store.all("SELECT id, email FROM contact_messages WHERE email LIKE ?", [like]);
  const leads = await store.all("SELECT id, email FROM leads WHERE email LIKE ?", [like]);
  return [...contacts, ...leads];
}

/** When each mail of this run was queued (= its request stored), by Message-ID. */
async function queuedAt(store, runId) {
  const like = `bench-${runId}-%`;
  const rows = await store.all(
    `SELECT o.message_id, o.created_at FROM outbox o WHERE
       o.record_id IN (SELECT id FROM contact_messages WHERE email LIKE ?) OR
       o.record_id IN (SELECT id FROM leads WHERE email LIKE ?)`,
    [like, like],
  );
  return new Map(rows.map((r) => [r.message_id, new Date(r.created_at).getTime()]));
}

/** Seconds from request to the receiver having the mail, for mails queued in [from, to). */
function outboxLag(mails, queued, from, to) {
  const lags = [];
  for (const mail of mails) {
    const at = queued.get(mail.messageId);
    if (at !== undefined && at >= from && at < to) lags.push((mail.receivedAt - at) / 1000);
  }
  lags.sort((a, b) => a - b);
  return {
    mails: lags.length,
    p50: roundedPercentile(lags, 50),
    p95: roundedPercentile(lags, 95),
    max: roundedPercentile(lags, 100),
    withinBudget: lags.filter((lag) => lag <= LAG_BUDGET_S).length,
  };
}

async function unsentMails(store, runId) {
  const like = `bench-${runId}-%`;
  const rows = await store.all(
    `SELECT COUNT(*) AS n FROM outbox o WHERE o.sent_at IS NULL AND (
       o.record_id IN (SELECT id FROM contact_messages WHERE email LIKE ?) OR
       o.record_id IN (SELECT id FROM leads WHERE email LIKE ?))`,
    [like, like],
  );
  return Number(rows[0].n);
}

// ---------------------------------------------------------------------------------------------
// One benchmark run on one database
// ---------------------------------------------------------------------------------------------
async function benchOnce(database) {
  const runId = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "solarclean-bench-"));
  const logFile = path.join(dataDir, "server.log");
  const receiver = await startReceiver();
  const port = await freePort();
  log(`${database.name}: starting ${path.relative(ROOT, SERVER_BUNDLE)} on :${port} (DATA_DIR ${dataDir})`);
  const server = await startServer({ port, dataDir, smtpUrl: receiver.url, databaseUrl: database.url, logFile });
  const store = await openStore({ dataDir, databaseUrl: database.url });
  // How durable the database is set up matters for these numbers; say it in the report.
  const durability = database.url
    ? (await store.all("SELECT name, setting FROM pg_settings WHERE name IN ('fsync', 'synchronous_commit')", []))
        .map((r) => `${r.name}=${r.setting}`)
        .join(", ")
    : "synchronous=FULL, journal_mode=WAL";

  let counter = 0;
  const answers = { contact: new Map(), lead: new Map() };
  const ids = new Set();
  let badBodies = 0;
  const statusCounts = {};

  const headers = () => ({
    "content-type": "application/json",
    accept: "application/json",
    origin: server.url,
    "x-forwarded-for": `10.77.${(counter % CLIENTS) >> 8}.${(counter % CLIENTS) & 255}`,
  });
  const onResponse = (kind) => (status, body) => {
    answers[kind].set(status, (answers[kind].get(status) ?? 0) + 1);
    if (status === 200) {
      try {
        const parsed = JSON.parse(body);
        if (parsed.ok === true && typeof parsed.id === "string") ids.add(parsed.id);
        else badBodies++;
      } catch {
        badBodies++;
      }
    }
  };

  /** One autocannon run; every answer also counts for the checks below. */
  async function fire(connections, amount, overallRate) {
    const latencies = [];
    const codes = {};
    const started = performance.now();
    const instance = autocannon({
      url: server.url,
      connections,
      // A fixed number of requests, every answer awaited: with a duration, requests still in flight at
      // the end are stored by the server but never counted, and the books would not balance.
      amount,
      ...(overallRate ? { overallRate } : {}),
      timeout: 30,
      requests: [
        {
          method: "POST",
          path: "/api/contact",
          setupRequest(req) {
            counter++;
            return {
              ...req,
              headers: headers(),
              body: JSON.stringify({
                name: `Bench Kontakt ${counter}`,
                company: "Benchmark AG",
                email: `bench-${runId}-${counter}@example.ch`,
                phone: "061 511 27 40",
                message: `Lasttest ${counter}: Bitte reinigen Sie unsere Solaranlage (ca. 40 Module).`,
                language: "de",
                page: "/kontakt",
                fillMs: 9000,
              }),
            };
          },
          onResponse: onResponse("contact"),
        },
        {
          method: "POST",
          path: "/api/leads",
          setupRequest(req) {
            counter++;
            return {
              ...req,
              headers: headers(),
              body: JSON.stringify({
                name: `Bench Lead ${counter}`,
                email: `bench-${runId}-${counter}@example.ch`,
                phone: "+41 79 123 45 67",
                company: "Benchmark SA",
                area: 250,
                service: "solarreinigung",
                message: "Offerte bitte.",
                language: "fr",
                page: "/fr",
                fillMs: 12000,
              }),
            };
          },
          onResponse: onResponse("lead"),
        },
      ],
    });
    instance.on("response", (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      codes[statusCode] = (codes[statusCode] ?? 0) + 1;
      statusCounts[statusCode] = (statusCounts[statusCode] ?? 0) + 1;
    });
    const result = await instance;
    const seconds = (performance.now() - started) / 1000;
    const sorted = latencies.sort((a, b) => a - b);
    const total = Object.values(codes).reduce((a, b) => a + b, 0);
    return {
      connections,
      requests: total,
      durationS: Math.round(seconds * 100) / 100,
      requestsPerSecond: Math.round((total / seconds) * 10) / 10,
      latencyMs: {
        p50: roundedPercentile(sorted, 50),
        p95: roundedPercentile(sorted, 95),
        p99: roundedPercentile(sorted, 99),
        max: roundedPercentile(sorted, 100),
      },
      status: codes,
      errors: result.errors,
      timeouts: result.timeouts,
    };
  }

  const loadStarted = Date.now();
  log(`${database.name}: ${SINGLE} posts one after the other (1 connection)`);
  const single = await fire(1, SINGLE);
  log(`${database.name}: ${REQUESTS} posts over ${CONNECTIONS} connections`);
  const loaded = await fire(CONNECTIONS, REQUESTS);
  const loadEnded = Date.now();

  // Let the outbox drain: every mail of every record of this run sent and received.
  // Mails of this run: to or Reply-To one of its visitor addresses (a shared PostgreSQL database may
  // still hold unsent mails of an earlier run, which this server then delivers too).
  const prefix = `bench-${runId}-`;
  const ownMails = () =>
    receiver.mails.filter((m) => m.to.some((to) => to.startsWith(prefix)) || m.replyTo?.startsWith(prefix));
  let records = await storedRecords(store, runId);
  let unsent = await unsentMails(store, runId);
  async function drain(since) {
    unsent = await unsentMails(store, runId);
    records = await storedRecords(store, runId);
    while ((unsent > 0 || ownMails().length < records.length * 2) && Date.now() - since < DRAIN_TIMEOUT_MS) {
      await sleep(250);
      unsent = await unsentMails(store, runId);
      records = await storedRecords(store, runId);
    }
    return Date.now();
  }
  log(`${database.name}: load done (${ids.size} accepted); waiting for the outbox to drain`);
  const drainedAt = await drain(loadEnded);

  // Sustained: the rate the outbox must keep pace with, started on an empty outbox.
  let sustained;
  let sustainedWindow = [0, 0];
  if (SUSTAINED_RATE > 0) {
    // autocannon splits the rate over the connections in whole requests per second: 10 connections give
    // exactly 100/s (32 gave 96/s).
    const connections = Math.max(1, Math.min(CONNECTIONS, Math.floor(SUSTAINED_RATE / 10)));
    log(`${database.name}: ${SUSTAINED_RATE} posts/s for ${SUSTAINED_SECONDS} s (${connections} connections)`);
    const from = Date.now() - 1000;
    sustained = await fire(connections, SUSTAINED_RATE * SUSTAINED_SECONDS, SUSTAINED_RATE);
    const sustainedEnded = Date.now();
    sustainedWindow = [from, sustainedEnded + 1000];
    await drain(sustainedEnded);
  }
  await sleep(500); // anything sent twice would arrive now
  records = await storedRecords(store, runId);
  unsent = await unsentMails(store, runId);
  const queued = await queuedAt(store, runId);
  const burstLag = outboxLag(ownMails(), queued, loadStarted - 1000, loadEnded + 1000);
  const sustainedLag = sustained ? outboxLag(ownMails(), queued, ...sustainedWindow) : undefined;

  // Checks
  const recordIds = new Set(records.map((r) => r.id));
  const missing = [...ids].filter((id) => !recordIds.has(id));
  const extra = records.filter((r) => !ids.has(r.id));
  const mails = ownMails();
  const messageIds = mails.map((m) => m.messageId);
  const duplicateMessageIds = messageIds.length - new Set(messageIds).size;
  const recordsPerEmail = new Map();
  for (const r of records) {
    const email = r.email.toLowerCase();
    recordsPerEmail.set(email, (recordsPerEmail.get(email) ?? 0) + 1);
  }
  const visitorMails = new Map();
  const companyMails = new Map();
  for (const mail of mails) {
    if (mail.to.length === 1 && mail.to[0] === MAIL_TO) {
      companyMails.set(mail.replyTo, (companyMails.get(mail.replyTo) ?? 0) + 1);
    } else {
      for (const to of mail.to) visitorMails.set(to, (visitorMails.get(to) ?? 0) + 1);
    }
  }
  let wrongMailCounts = 0;
  for (const [email, n] of recordsPerEmail) {
    if ((visitorMails.get(email) ?? 0) !== n || (companyMails.get(email) ?? 0) !== n) wrongMailCounts++;
  }
  const twoXx = Object.entries(statusCounts)
    .filter(([code]) => code.startsWith("2"))
    .reduce((sum, [, n]) => sum + n, 0);
  const total = Object.values(statusCounts).reduce((a, b) => a + b, 0);
  const checks = {
    "every 200 answer is a stored record": missing.length === 0,
    "no stored record without a 200 answer": extra.length === 0,
    "records = 2xx answers": records.length === twoXx,
    "every 200 answer carries a new id": badBodies === 0 && ids.size === twoXx,
    "outbox drained": unsent === 0,
    "2 mails received per record": mails.length === records.length * 2,
    "per record one company mail (Reply-To visitor) and one visitor mail": wrongMailCounts === 0,
    "each Message-ID received once": duplicateMessageIds === 0,
    "no errors or timeouts": [single, loaded, sustained]
      .filter(Boolean)
      .every((phase) => phase.errors === 0 && phase.timeouts === 0),
    ...(sustainedLag
      ? {
          [`sustained ${SUSTAINED_RATE} posts/s: every mail out within ${LAG_BUDGET_S} s of its request`]:
            sustainedLag.mails > 0 && sustainedLag.withinBudget === sustainedLag.mails,
        }
      : {}),
  };

  await server.stop();
  await store.close();
  await receiver.stop();
  const serverErrors = tail(logFile, 100000)
    .split("\n")
    .filter((line) => /"level":(50|60)/.test(line)).length;
  rmSync(dataDir, { recursive: true, force: true });

  return {
    database: database.name,
    durability,
    single,
    loaded,
    sustained,
    outboxLagSeconds: { burst: burstLag, sustained: sustainedLag },
    clients: CLIENTS,
    requests: total,
    status: statusCounts,
    byEndpoint: { contact: Object.fromEntries(answers.contact), leads: Object.fromEntries(answers.lead) },
    twoXx,
    nonTwoXx: total - twoXx,
    records: records.length,
    mailsReceived: mails.length,
    mailsOfEarlierRuns: receiver.mails.length - mails.length,
    mailsExpected: records.length * 2,
    drainSecondsAfterLoad: Math.round((drainedAt - loadEnded) / 100) / 10,
    mailsPerSecondOverall: Math.round((burstLag.mails / ((drainedAt - loadStarted) / 1000)) * 10) / 10,
    serverErrorLogLines: serverErrors,
    checks,
    passed: Object.values(checks).every(Boolean),
  };
}

// ---------------------------------------------------------------------------------------------
function markdown(report) {
  const lines = [
    "# API benchmark",
    "",
    `Measured ${report.measuredAt} with \`npm run bench:api\` on the production build (${report.build}; server bundle ${report.serverBundle}). ` +
      `Node ${report.node}, ${report.cpus} CPUs (${report.cpuModel}), load average ${report.loadAverageStart} at start and ${report.loadAverageEnd} at end ` +
      "(the server, the load generator and the SMTP receiver share the machine).",
    "",
    `Load: autocannon, first ${SINGLE} posts one after the other (1 connection: the latency one visitor sees), then ${REQUESTS} posts over ${CONNECTIONS} connections; ` +
      "valid JSON posts alternating /api/contact and /api/leads, " +
      `each with a unique visitor address, the server's own Origin and one of ${CLIENTS} client addresses (X-Forwarded-For, TRUST_PROXY=1; ` +
      "RATE_LIMIT_PER_MINUTE=10000). SQLite as the server sets it up: synchronous=FULL, every accepted request is on disk before the 200. " +
      "Mails go over SMTP to an smtp-server receiver in the benchmark process, sent by the server's outbox worker during and after the load.",
    "",
    "| Database | connections | requests/s | p50 ms | p95 ms | p99 ms | 2xx | non-2xx | records | mails received / expected | drain after load s | checks |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|",
  ];
  for (const r of report.runs) {
    for (const phase of [r.single, r.loaded]) {
      const first = phase === r.single;
      lines.push(
        `| ${first ? `${r.database} (${r.durability})` : ""} | ${phase.connections} | ${phase.requestsPerSecond} | ${phase.latencyMs.p50} | ${phase.latencyMs.p95} | ${phase.latencyMs.p99} | ` +
          (first
            ? `${r.twoXx} | ${r.nonTwoXx} | ${r.records} | ${r.mailsReceived} / ${r.mailsExpected} | ${r.drainSecondsAfterLoad} | ${r.passed ? "✅ all passed" : "❌ failed"} |`
            : "| | | | | |"),
      );
    }
  }
  if (report.runs.some((r) => r.outboxLagSeconds?.sustained)) {
    lines.push(
      "",
      `Outbox lag: seconds from a request being stored to its mail being at the SMTP receiver (budget: ${LAG_BUDGET_S} s at ${SUSTAINED_RATE} posts/s ` +
        `sustained for ${SUSTAINED_SECONDS} s, started on an empty outbox; the burst above is shown for comparison).`,
      "",
      "| Database | phase | posts/s | mails | lag p50 s | lag p95 s | lag max s | within budget |",
      "|---|---|---:|---:|---:|---:|---:|---:|",
    );
    for (const r of report.runs) {
      const phases = [
        ["sustained", r.sustained, r.outboxLagSeconds.sustained],
        ["burst", r.loaded, r.outboxLagSeconds.burst],
      ];
      for (const [name, phase, lag] of phases) {
        if (!lag) continue;
        lines.push(
          `| ${name === "sustained" ? r.database : ""} | ${name} | ${phase.requestsPerSecond} | ${lag.mails} | ${lag.p50} | ${lag.p95} | ${lag.max} | ${lag.withinBudget} / ${lag.mails} |`,
        );
      }
    }
  }
  for (const r of report.runs) {
    lines.push("", `## ${r.database}`, "");
    for (const [name, ok] of Object.entries(r.checks)) lines.push(`- ${ok ? "✅" : "❌"} ${name}`);
    lines.push(
      `- statuses: ${JSON.stringify(r.status)} (contact ${JSON.stringify(r.byEndpoint.contact)}, leads ${JSON.stringify(r.byEndpoint.leads)}); errors ${r.single.errors + r.loaded.errors}, timeouts ${r.single.timeouts + r.loaded.timeouts}`,
      `- latency max ${r.single.latencyMs.max} ms (1 connection), ${r.loaded.latencyMs.max} ms (${r.loaded.connections} connections); mail throughput over load + drain ${r.mailsPerSecondOverall} mails/s; server error log lines ${r.serverErrorLogLines}` +
        (r.mailsOfEarlierRuns
          ? `; ${r.mailsOfEarlierRuns} mails left unsent by an earlier run were delivered too`
          : ""),
    );
  }
  if (report.skipped) lines.push("", report.skipped);
  return `${lines.join("\n")}\n`;
}

async function main() {
  if (!existsSync(SERVER_BUNDLE) || !existsSync(SERVER_BUILD)) {
    console.error("No production build (build/app-server.mjs, build/server/index.js). Run `npm run build` first.");
    process.exit(1);
  }
  const databases = [{ name: "SQLite", url: undefined }];
  if (process.env.DATABASE_URL) databases.push({ name: "PostgreSQL", url: process.env.DATABASE_URL });
  const loadAverageStart = os.loadavg()[0].toFixed(2);
  const runs = [];
  for (const database of databases) {
    try {
      runs.push(await benchOnce(database));
    } catch (error) {
      console.error(`[bench:api] ${database.name}: the benchmark could not run: ${error.stack ?? error}`);
      process.exit(2);
    }
  }
  let build = "unknown";
  try {
    const info = JSON.parse(readFileSync(path.join(ROOT, "build/build-info.json"), "utf8"));
    build = info.builtAt ? `built ${info.builtAt}` : "build/build-info.json";
  } catch {
    // no build info
  }
  const report = {
    measuredAt: new Date().toISOString(),
    build,
    serverBundle: path.relative(ROOT, SERVER_BUNDLE),
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? "unknown",
    loadAverageStart,
    loadAverageEnd: os.loadavg()[0].toFixed(2),
    parameters: {
      single: SINGLE,
      requests: REQUESTS,
      connections: CONNECTIONS,
      clients: CLIENTS,
      sustainedRate: SUSTAINED_RATE,
      sustainedSeconds: SUSTAINED_SECONDS,
    },
    runs,
    skipped: process.env.DATABASE_URL
      ? undefined
      : "PostgreSQL not measured: set DATABASE_URL=postgres://… to add a run.",
  };
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(path.join(RESULTS_DIR, "api.json"), `${JSON.stringify(report, null, 2)}\n`);
  const md = markdown(report);
  writeFileSync(path.join(RESULTS_DIR, "api.md"), md);
  console.log(`\n${md}`);
  log("written bench-results/api.md and bench-results/api.json");
  process.exit(runs.every((r) => r.passed) ? 0 : 2);
}

await main();
