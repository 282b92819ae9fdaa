// Instant-quote benchmark: `npm run bench:offer` (DESIGN "Budgets": POST /api/offer including the PDF
// under 50 ms median; the PDF download with 8 connections under 60 ms median). Needs the server bundle
// (build/app-server.mjs, build/pdf-worker.mjs, build/fonts; `node scripts/build-server.mjs` makes them)
// and the React Router build (build/server, build/client).
//
// 1. Starts the production server from a copy of build/ (a rebuild by someone else cannot pull files
//    from under it) on a free port with a temporary DATA_DIR (SQLite, mails spooled as .eml files),
//    one trusted proxy (each request gets its own X-Forwarded-For, so the rate limit never refuses)
//    and RATE_LIMIT_PER_MINUTE=10000.
// 2. POST /api/offer with autocannon: 1 connection (one visitor at a time); BENCH_CONNECTIONS (default 8)
//    connections at BENCH_RATE (default 20) offers per second in all, a heavy but sustainable load; then
//    the same connections as fast as they go (saturation). The server computes and stores the offer and
//    queues both mails; the outbox renders the PDF attachment in the background (in the server's PDF
//    worker threads) while the load runs (so under saturation the outbox falls behind and catches up later).
// 3. Waits until the outbox has spooled every mail (so background rendering does not skew step 4),
//    and reports how fast it did that.
// 4. GET /api/download-offer/:id (PDF rendering) the same way, each request for another offer, oldest
//    first, so the server's small cache of recent PDFs does not answer.
// 5. One visitor's whole flow, POST then GET, one after the other.
// Latency percentiles are exact, from every response's time as autocannon measured it (2xx only; any
// other status is counted and reported). Writes bench-results/offer.json and offer.md.
//
// Environment (all optional): BENCH_CONNECTIONS (8), BENCH_DURATION (seconds per loaded step, 10),
// BENCH_SINGLE_DURATION (seconds per one-connection step, 5), BENCH_PORT (first port tried, 4417),
// BENCH_FLOW_RUNS (50), BENCH_RATE (offers per second in the paced step, 20).
import { mkdirSync, readdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import {
  copyBuild,
  firstFreePort,
  nextIp,
  percentile,
  positiveInt,
  roundTo,
  scratchFolder,
  sleep,
  requireBuild,
  spawnBuiltServer,
  waitUntilReady,
  writeAtomic,
} from "./bench-support.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const BUILD_DIR = path.join(ROOT, "build");
const RESULTS_DIR = path.join(ROOT, "bench-results");
const BUDGET_MS = 50;
/** The PDF download under load: 8 connections at once, each waiting for its render. */
const DOWNLOAD_BUDGET_MS = 60;
const CONNECTIONS = positiveInt(process.env.BENCH_CONNECTIONS, 8);
const DURATION = positiveInt(process.env.BENCH_DURATION, 10);
const SINGLE_DURATION = positiveInt(process.env.BENCH_SINGLE_DURATION, 5);
const FIRST_PORT = positiveInt(process.env.BENCH_PORT, 4417);
const FLOW_RUNS = positiveInt(process.env.BENCH_FLOW_RUNS, 50);
const RATE = positiveInt(process.env.BENCH_RATE, 20);
const HOST = "127.0.0.1";

requireBuild(BUILD_DIR);

// ---------------------------------------------------------------------------------------------
// Server
// ---------------------------------------------------------------------------------------------
const work = scratchFolder("bench-offer-", () => server);
const dataDir = path.join(work, "data");
let server = null;
const serverStderr = [];

async function startServer() {
  const entry = copyBuild(BUILD_DIR, ROOT, work, "bench-offer-server.mjs");
  const port = await firstFreePort(FIRST_PORT, HOST);
  server = spawnBuiltServer(entry, {
    cwd: work,
    host: HOST,
    port,
    dataDir,
    stderr: serverStderr,
  });
  const url = `http://${HOST}:${port}`;
  await waitUntilReady(
    server,
    async () => (await fetch(`${url}/api/download-offer/AAAAAAAAAAAAAAAAAAAAAA`)).status === 404,
    { output: () => Buffer.concat(serverStderr).toString() },
  );
  return url;
}

// ---------------------------------------------------------------------------------------------
// Load
// ---------------------------------------------------------------------------------------------

const roofTypes = ["ziegeldach", "flachdach", "blechdach"];
const units = ["m2", "kwp", "panel"];
const languages = ["de", "fr", "it", "en"];
let bodyCounter = 0;
function offerBody() {
  bodyCounter++;
  return JSON.stringify({
    plz: "4057 Basel",
    roofType: roofTypes[bodyCounter % 3],
    area: 20 + (bodyCounter % 480),
    areaUnit: units[bodyCounter % 3],
    name: "Zoë Dürrenmatt",
    email: `bench${bodyCounter}@example.ch`,
    phone: "+41 61 555 12 34",
    company: "Müller & Söhne Immobilien AG",
    language: languages[bodyCounter % 4],
    page: "/preise-angebot",
    fillMs: 9000,
  });
}

function summarize(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    count: sorted.length,
    medianMs: roundTo(percentile(sorted, 50), 1),
    p95Ms: roundTo(percentile(sorted, 95), 1),
    p99Ms: roundTo(percentile(sorted, 99), 1),
    maxMs: roundTo(sorted[sorted.length - 1] ?? null, 1),
  };
}

/** One autocannon run; latencies of every 2xx response, exact. */
function load({ url, title, connections, duration, request, overallRate }) {
  return new Promise((resolve, reject) => {
    const times = [];
    const instance = autocannon(
      {
        url,
        connections,
        duration,
        pipelining: 1,
        timeout: 30,
        requests: [request],
        ...(overallRate ? { overallRate } : {}),
      },
      (error, result) => {
        if (error) return reject(error);
        const stats = summarize(times);
        resolve({
          title,
          connections,
          overallRate: overallRate ?? null,
          durationS: result.duration,
          requests: result.requests.total,
          requestsPerSecond: Math.round((result.requests.total / result.duration) * 10) / 10,
          ...stats,
          non2xx: result.non2xx,
          errors: result.errors,
          timeouts: result.timeouts,
          statusCodes: result.statusCodeStats,
        });
      },
    );
    instance.on("response", (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) times.push(responseTime);
    });
  });
}

function postRequest(downloadIds) {
  return {
    method: "POST",
    path: "/api/offer",
    setupRequest(req) {
      return {
        ...req,
        headers: { "content-type": "application/json", accept: "application/json", "x-forwarded-for": nextIp() },
        body: offerBody(),
      };
    },
    onResponse(status, body) {
      if (status === 200 && downloadIds) downloadIds.push(JSON.parse(body).downloadId);
    },
  };
}

function getRequest(downloadIds) {
  let next = 0;
  return {
    method: "GET",
    setupRequest(req) {
      const id = downloadIds[next++ % downloadIds.length];
      return { ...req, path: `/api/download-offer/${id}`, headers: { "x-forwarded-for": nextIp() } };
    },
  };
}

function spooledMails() {
  try {
    return readdirSync(path.join(dataDir, "mail-spool")).filter((name) => name.endsWith(".eml")).length;
  } catch {
    return 0;
  }
}

async function waitForOutbox(expected) {
  const started = Date.now();
  const initial = spooledMails();
  let last = initial;
  let lastChange = Date.now();
  while (spooledMails() < expected) {
    await sleep(500);
    const now = spooledMails();
    if (now !== last) {
      last = now;
      lastChange = Date.now();
    } else if (Date.now() - lastChange > 60_000) {
      throw new Error(`the outbox stopped at ${now} of ${expected} mails`);
    }
  }
  const seconds = (Date.now() - started) / 1000;
  return { mails: expected, waitedS: Math.round(seconds * 10) / 10, backlogAtStart: expected - initial };
}

/**
 * How long another request waits while PDFs render: GET /robots.txt (a small static file, answered by
 * the same event loop) every 50 ms until `until` settles. A render on the event loop holds it up.
 */
async function probe(url, until) {
  let done = false;
  until.then(
    () => (done = true),
    () => (done = true),
  );
  const times = [];
  while (!done) {
    const start = performance.now();
    const res = await fetch(`${url}/robots.txt`, { headers: { "x-forwarded-for": nextIp() } });
    await res.arrayBuffer();
    if (res.status === 200) times.push(performance.now() - start);
    await sleep(50);
  }
  return summarize(times);
}

async function flow(url) {
  const times = { post: [], get: [], total: [] };
  for (let i = 0; i < FLOW_RUNS; i++) {
    const start = performance.now();
    const post = await fetch(`${url}/api/offer`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": nextIp() },
      body: offerBody(),
    });
    const { downloadId } = await post.json();
    const posted = performance.now();
    const pdf = await fetch(`${url}/api/download-offer/${downloadId}`);
    const bytes = (await pdf.arrayBuffer()).byteLength;
    const end = performance.now();
    if (post.status !== 200 || pdf.status !== 200 || bytes < 10_000) throw new Error("flow request failed");
    times.post.push(posted - start);
    times.get.push(end - posted);
    times.total.push(end - start);
    // The outbox renders this offer's mails now; give it the time a visitor takes to click.
    await sleep(100);
  }
  return { runs: FLOW_RUNS, post: summarize(times.post), get: summarize(times.get), total: summarize(times.total) };
}

// ---------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------
async function main() {
  const meta = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? "unknown",
    loadAverageAtStart: os.loadavg().map((v) => Math.round(v * 100) / 100),
    connections: CONNECTIONS,
    durationS: DURATION,
    singleDurationS: SINGLE_DURATION,
    database: "SQLite (synchronous = FULL, WAL) in a temporary DATA_DIR",
    mail: "spooled as .eml files by the outbox in the same process, PDFs rendered in its worker threads",
  };
  const url = await startServer();
  console.log(`server up at ${url}; warming up ...`);
  const downloadIds = [];
  await load({ url, title: "warm-up", connections: 2, duration: 2, request: postRequest(downloadIds) });

  const steps = {};
  console.log("POST /api/offer, 1 connection ...");
  steps.postSingle = await load({
    url,
    title: "POST /api/offer, 1 connection",
    connections: 1,
    duration: SINGLE_DURATION,
    request: postRequest(downloadIds),
  });
  console.log(`POST /api/offer, ${CONNECTIONS} connections at ${RATE} offers/s ...`);
  steps.postRated = await load({
    url,
    title: `POST /api/offer, ${CONNECTIONS} connections, ${RATE} offers/s`,
    connections: CONNECTIONS,
    duration: DURATION,
    overallRate: RATE,
    request: postRequest(downloadIds),
  });
  console.log("waiting for the outbox to catch up ...");
  await waitForOutbox(downloadIds.length * 2);
  console.log(`POST /api/offer, ${CONNECTIONS} connections, as fast as they go ...`);
  steps.postLoaded = await load({
    url,
    title: `POST /api/offer, ${CONNECTIONS} connections, no rate limit (saturation)`,
    connections: CONNECTIONS,
    duration: DURATION,
    request: postRequest(downloadIds),
  });

  console.log("waiting for the outbox to send (spool) every mail ...");
  const outbox = await waitForOutbox(downloadIds.length * 2);
  outbox.mailsPerSecond = outbox.waitedS > 0 ? Math.round((outbox.backlogAtStart / outbox.waitedS) * 10) / 10 : null;

  console.log("GET /api/download-offer, 1 connection ...");
  steps.getSingle = await load({
    url,
    title: "GET /api/download-offer/:id (PDF), 1 connection",
    connections: 1,
    duration: SINGLE_DURATION,
    request: getRequest(downloadIds),
  });
  console.log(`GET /api/download-offer, ${CONNECTIONS} connections, and /robots.txt meanwhile ...`);
  const quietProbe = await probe(url, sleep(3000));
  const loadedGet = load({
    url,
    title: `GET /api/download-offer/:id (PDF), ${CONNECTIONS} connections`,
    connections: CONNECTIONS,
    duration: DURATION,
    request: getRequest(downloadIds.slice(steps.getSingle.requests)),
  });
  const loadedProbe = await probe(url, loadedGet);
  steps.getLoaded = await loadedGet;
  const eventLoop = { quiet: quietProbe, duringPdfLoad: loadedProbe };

  console.log("waiting for the outbox again, then one visitor's flow (POST, then GET) ...");
  await waitForOutbox(downloadIds.length * 2);
  const visitorFlow = await flow(url);

  meta.loadAverageAtEnd = os.loadavg().map((v) => Math.round(v * 100) / 100);
  const problems = [];
  for (const step of Object.values(steps)) {
    if (step.non2xx || step.errors || step.timeouts) {
      problems.push(`${step.title}: ${step.non2xx} non-2xx, ${step.errors} errors, ${step.timeouts} timeouts`);
    }
  }
  if (Math.max(meta.loadAverageAtStart[0], meta.loadAverageAtEnd[0]) > meta.cpus) {
    problems.push(
      `The machine was busy (load average up to ${Math.max(meta.loadAverageAtStart[0], meta.loadAverageAtEnd[0])} on ${meta.cpus} CPUs): the figures are pessimistic.`,
    );
  }
  const report = {
    meta,
    budgetMs: BUDGET_MS,
    downloadBudgetMs: DOWNLOAD_BUDGET_MS,
    steps,
    eventLoop,
    outbox,
    flow: visitorFlow,
    problems,
  };
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeAtomic(path.join(RESULTS_DIR, "offer.json"), `${JSON.stringify(report, null, 2)}\n`);
  const md = markdown(report);
  writeAtomic(path.join(RESULTS_DIR, "offer.md"), md);
  console.log(`\n${md}`);
}

function markdown({ meta, budgetMs, downloadBudgetMs, steps, eventLoop, outbox, flow, problems }) {
  const mark = (ms, budget = budgetMs) => (ms !== null && ms < budget ? "✅" : "❌");
  const L = [];
  L.push("# Instant quote: POST /api/offer and the offer PDF", "");
  L.push(
    `Measured ${meta.date} with \`npm run bench:offer\` on the production server bundle (build/app-server.mjs). ` +
      `Node ${meta.node}, ${meta.cpus} CPUs (${meta.cpuModel}), load average ${meta.loadAverageAtStart[0]} at start and ` +
      `${meta.loadAverageAtEnd[0]} at end. ${meta.database}; ${meta.mail}. Latencies are exact percentiles over every ` +
      "2xx response, as autocannon measured them on the same machine.",
    "",
  );
  L.push(
    `Budgets: POST /api/offer including the PDF under ${budgetMs} ms median (DESIGN "Budgets"); the PDF download ` +
      `with ${CONNECTIONS} connections under ${downloadBudgetMs} ms median.`,
    "",
  );
  L.push("| Step | Connections | Requests | Req/s | Median ms | p95 ms | p99 ms | Max ms | Non-2xx |");
  L.push("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
  for (const s of Object.values(steps)) {
    // The budget is for an offer request; the saturation step shows the capacity, not a request's time.
    const isPost = s.title.startsWith("POST") && !s.title.includes("saturation");
    const isLoadedGet = s.title.startsWith("GET") && s.connections > 1;
    const budgetMark = isPost ? ` ${mark(s.medianMs)}` : isLoadedGet ? ` ${mark(s.medianMs, downloadBudgetMs)}` : "";
    L.push(
      `| ${s.title} | ${s.connections} | ${s.requests} | ${s.requestsPerSecond} | ${s.medianMs}${budgetMark} | ${s.p95Ms} | ${s.p99Ms} | ${s.maxMs} | ${s.non2xx} |`,
    );
  }
  L.push("");
  L.push(
    `Other requests meanwhile: GET /robots.txt (a static file, the same event loop) every 50 ms took median ` +
      `${eventLoop.duringPdfLoad.medianMs} ms (p95 ${eventLoop.duringPdfLoad.p95Ms}, p99 ${eventLoop.duringPdfLoad.p99Ms}, ` +
      `${eventLoop.duringPdfLoad.count} requests) during the ${CONNECTIONS}-connection PDF step, and median ` +
      `${eventLoop.quiet.medianMs} ms (p95 ${eventLoop.quiet.p95Ms}) just before it, with no load.`,
    "",
  );
  L.push(
    `One visitor, ${flow.runs} times: POST, then download the PDF. POST median ${flow.post.medianMs} ms (p95 ${flow.post.p95Ms}), ` +
      `download median ${flow.get.medianMs} ms (p95 ${flow.get.p95Ms}), both together median ${flow.total.medianMs} ms ` +
      `(p95 ${flow.total.p95Ms}, p99 ${flow.total.p99Ms}) ${mark(flow.total.medianMs)}.`,
    "",
  );
  L.push(
    `Outbox: ${outbox.backlogAtStart} mails (two per offer, each with the offer PDF, rendered once per offer and ` +
      `cached for the second mail) were spooled ${outbox.waitedS} s after the loaded POST step ended` +
      `${outbox.mailsPerSecond ? ` (about ${outbox.mailsPerSecond} mails/s)` : ""}.`,
    "",
  );
  L.push(
    "Under saturation every offer also costs a PDF render for its mails on the same CPUs, so the server " +
      "takes offers faster than it can render their attachments: the POST latency then measures the queue, " +
      "and the outbox catches up afterwards (above). The paced step is the load the site is built for with room " +
      "to spare (a small company gets a few offers a day).",
    "",
  );
  L.push("## How the PDF stays out of the POST", "");
  L.push(
    "POST /api/offer validates, computes the price, stores the offer and queues both mails in one transaction; " +
      "the mails carry a reference to their PDF, which the outbox renders when it sends them. The download " +
      "renders the PDF from the stored offer (the same bytes as the attachment). Both render in the server's PDF " +
      "worker threads (server/pdf/pdf-pool.ts, one per CPU), so the event loop keeps answering other requests " +
      "meanwhile; each thread parses the fonts and lays out the fixed texts once, when it starts.",
    "",
  );
  if (problems.length) {
    L.push("## Problems with the measurement", "");
    for (const p of problems) L.push(`- ${p}`);
    L.push("");
  }
  return L.join("\n");
}

main()
  .then(() => {
    process.exit(0);
  })
  .catch((error) => {
    console.error(error);
    if (server?.exitCode !== null || server?.signalCode) {
      console.error(`The server stopped (exit code ${server?.exitCode}, signal ${server?.signalCode}):`);
    }
    const stderr = Buffer.concat(serverStderr).toString().trim();
    if (stderr) console.error(`Server stderr:\n${stderr.split("\n").slice(-30).join("\n")}`);
    process.exit(2);
  });
