// Chat assistant benchmark: `npm run bench:assistant` (needs a production build: `npm run build`; this script never builds).
//
// 1. Starts a copy of the production server bundle (SQLite in a temp DATA_DIR, no language model,
//    ASSISTANT_RATE_LIMIT_PER_MINUTE=10000, TRUST_PROXY=1) and reads its start-up line "chat assistant
//    ready": the time to build the per-language search indexes, the passages per language and the heap
//    the indexes added; the server's resident memory (VmRSS) once it listens.
// 2. Sends visitor questions in four languages (quotes, cities, losses, FAQ topics, hand-overs), each
//    with a two-turn history: BENCH_WARMUP first (not counted), then BENCH_SINGLE one after the other
//    (what one visitor waits for: median, p95, p99 of POST /api/ask), then BENCH_REQUESTS over
//    BENCH_CONNECTIONS connections (req/s, median, p97.5). The server's own answer time per question (its
//    log field `ms`, without HTTP) is reported too.
// 3. Writes bench-results/assistant.json and .md and prints the summary. Target: median under 20 ms.
//
// Exit codes: 0 done and within target; 1 no build; 2 the benchmark could not run, an answer was not
// 200, or the median missed the target.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import {
  copyBuild,
  freePort,
  nextIp,
  percentile,
  positiveInt,
  roundTo,
  scratchFolder,
  sleep,
  requireBuild,
  spawnServer,
  waitUntilReady,
} from "./bench-support.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const BUILD_DIR = path.join(ROOT, "build");
const RESULTS_DIR = path.join(ROOT, "bench-results");
const HOST = "127.0.0.1";
const TARGET_MEDIAN_MS = 20;
const WARMUP = positiveInt(process.env.BENCH_WARMUP, 60);
const SINGLE = positiveInt(process.env.BENCH_SINGLE, 400);
const REQUESTS = positiveInt(process.env.BENCH_REQUESTS, 2000);
const CONNECTIONS = positiveInt(process.env.BENCH_CONNECTIONS, 4);

function log(message) {
  console.log(`[bench:assistant] ${message}`);
}

requireBuild(BUILD_DIR);

/** Questions as visitors type them, with the page they are on. */
const QUESTIONS = [
  ["de", "Was kostet die Reinigung von 40 kWp auf einem Flachdach?"],
  ["de", "Wie schnell sind Sie in Liestal?"],
  ["de", "Wie oft sollte ich meine Solaranlage reinigen lassen?"],
  ["de", "Wie viel verliere ich pro Jahr mit 10 kWp wenn ich nicht reinige?"],
  ["de", "Gibt es Rabatt wenn ich gleich buche?"],
  ["fr", "20 panneaux, toit en tuiles, combien ça coûte ?"],
  ["fr", "Vous intervenez à Delémont ?"],
  ["fr", "Quels produits utilisez-vous pour nettoyer les panneaux ?"],
  ["fr", "Est-ce que vous êtes assurés ?"],
  ["it", "150 m² tetto in lamiera, quanto costa?"],
  ["it", "Venite anche a Lugano?"],
  ["it", "Ogni quanto va pulito l'impianto?"],
  ["it", "Potete venire domani mattina?"],
  ["en", "100 square metres, tiled roof - what's the price?"],
  ["en", "Do you cover Zurich?"],
  ["en", "Do you use chemicals on the panels?"],
  ["en", "What are your opening hours?"],
];

const history = [
  { role: "user", content: "Hallo" },
  { role: "assistant", content: "Grüezi! Wie kann ich helfen?" },
];
const bodies = QUESTIONS.map(([language, message]) =>
  JSON.stringify({ message, language, conversationHistory: history }),
);

const work = scratchFolder("bench-assistant-", () => server);
let server = null;
const serverOut = [];
const serverErr = [];

function serverLogLines() {
  return Buffer.concat(serverOut)
    .toString("utf8")
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line));
}

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return Math.round(kb / 102.4) / 10;
}

async function startServer() {
  const entry = copyBuild(BUILD_DIR, ROOT, work, "bench-assistant-server.mjs");
  const port = await freePort(HOST);
  const started = performance.now();
  server = spawnServer(entry, {
    cwd: work,
    env: {
      PORT: String(port),
      HOST,
      DATA_DIR: path.join(work, "data"),
      DATABASE_URL: "",
      SMTP_URL: "",
      ASSISTANT_LLM_URL: "",
      ASSISTANT_RATE_LIMIT_PER_MINUTE: "10000",
      TRUST_PROXY: "1",
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout.on("data", (chunk) => serverOut.push(chunk));
  server.stderr.on("data", (chunk) => serverErr.push(chunk));
  const url = `http://${HOST}:${port}`;
  await waitUntilReady(server, async () => (await fetch(`${url}/healthz`)).status === 200, {
    timeoutMs: 60_000,
    intervalMs: 100,
    output: () => Buffer.concat(serverErr).toString(),
  });
  return { url, startMs: Math.round(performance.now() - started) };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function ask(url, body) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = http.request(
      `${url}/api/ask`,
      {
        method: "POST",
        agent,
        headers: {
          "content-type": "application/json",
          accept: "application/json",
          "x-forwarded-for": nextIp(),
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode, ms: Number(process.hrtime.bigint() - started) / 1e6 }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

function summarize(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    count: sorted.length,
    median: roundTo(percentile(sorted, 50), 2),
    p95: roundTo(percentile(sorted, 95), 2),
    p99: roundTo(percentile(sorted, 99), 2),
    max: roundTo(percentile(sorted, 100), 2),
  };
}

async function main() {
  const { url, startMs } = await startServer();
  // The log is written asynchronously: on a busy machine the line can come just after /healthz answers.
  const readyLine = () => serverLogLines().find((line) => line.msg === "chat assistant ready");
  for (let waited = 0; !readyLine() && waited < 5000; waited += 50) await sleep(50);
  const ready = readyLine();
  if (!ready) throw new Error("the server logged no 'chat assistant ready' line");
  const rssAtStart = rssMb(server.pid);
  log(
    `server up in ${startMs} ms; indexes built in ${ready.buildMs} ms, heap +${ready.heapAddedMb} MB, RSS ${rssAtStart} MB`,
  );

  let failures = 0;
  for (let i = 0; i < WARMUP; i++) {
    if ((await ask(url, bodies[i % bodies.length])).status !== 200) failures++;
  }
  const answerLogStart = serverLogLines().length;
  const single = [];
  for (let i = 0; i < SINGLE; i++) {
    const { status, ms } = await ask(url, bodies[i % bodies.length]);
    if (status !== 200) failures++;
    single.push(ms);
  }
  const singleStats = summarize(single);
  log(
    `one at a time: median ${singleStats.median} ms, p95 ${singleStats.p95} ms, p99 ${singleStats.p99} ms (${SINGLE} questions)`,
  );

  let next = 0;
  const loaded = await autocannon({
    url: `${url}/api/ask`,
    connections: CONNECTIONS,
    amount: REQUESTS,
    requests: [
      {
        method: "POST",
        setupRequest(request) {
          const i = next++;
          return {
            ...request,
            headers: {
              "content-type": "application/json",
              accept: "application/json",
              "x-forwarded-for": `10.8.${(i >> 8) & 255}.${i & 255}`,
            },
            body: bodies[i % bodies.length],
          };
        },
      },
    ],
  });
  failures += loaded.non2xx + loaded.errors + loaded.timeouts;
  const concurrent = {
    connections: CONNECTIONS,
    requests: loaded.requests.total,
    reqPerSec: Math.round(loaded.requests.average),
    median: loaded.latency.p50,
    p97_5: loaded.latency.p97_5,
    p99: loaded.latency.p99,
  };
  log(
    `${CONNECTIONS} connections: ${concurrent.reqPerSec} req/s, median ${concurrent.median} ms, p97.5 ${concurrent.p97_5} ms, p99 ${concurrent.p99} ms`,
  );

  const answerLines = serverLogLines()
    .slice(answerLogStart)
    .filter((line) => line.msg === "assistant answer");
  const answerer = summarize(answerLines.map((line) => line.ms));
  const kinds = {};
  for (const line of answerLines) kinds[line.kind] = (kinds[line.kind] ?? 0) + 1;
  const rssAfter = rssMb(server.pid);
  log(
    `answerer alone (server log): median ${answerer.median} ms, p95 ${answerer.p95} ms; RSS after load ${rssAfter} MB`,
  );

  const withinTarget = singleStats.median !== null && singleStats.median < TARGET_MEDIAN_MS;
  const result = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    questions: QUESTIONS.length,
    startup: {
      serverStartMs: startMs,
      indexBuildMs: ready.buildMs,
      passages: ready.passages,
      indexHeapAddedMb: ready.heapAddedMb,
      rssAtStartMb: rssAtStart,
      rssAfterLoadMb: rssAfter,
    },
    single: singleStats,
    concurrent,
    answererMs: answerer,
    answerKinds: kinds,
    failures,
    targetMedianMs: TARGET_MEDIAN_MS,
    withinTarget,
  };
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(path.join(RESULTS_DIR, "assistant.json"), `${JSON.stringify(result, null, 2)}\n`);
  const md = [
    "# bench:assistant",
    "",
    `${result.date}, Node ${result.node}, ${result.cpus} CPUs; embedded answerer (no language model), SQLite; ${QUESTIONS.length} questions in four languages with a two-turn history.`,
    "",
    "| measure | value |",
    "| --- | --- |",
    `| index build at start-up | ${ready.buildMs} ms (passages de ${ready.passages.de}, fr ${ready.passages.fr}, it ${ready.passages.it}, en ${ready.passages.en}) |`,
    `| heap added by the indexes | ${ready.heapAddedMb} MB |`,
    `| server RSS at start-up / after the load | ${rssAtStart} MB / ${rssAfter} MB |`,
    `| server start (spawn to /healthz 200) | ${startMs} ms |`,
    `| POST /api/ask one at a time (${SINGLE}) | median ${singleStats.median} ms, p95 ${singleStats.p95} ms, p99 ${singleStats.p99} ms |`,
    `| POST /api/ask, ${CONNECTIONS} connections (${concurrent.requests}) | ${concurrent.reqPerSec} req/s, median ${concurrent.median} ms, p97.5 ${concurrent.p97_5} ms |`,
    `| answerer alone (server log, no HTTP) | median ${answerer.median} ms, p95 ${answerer.p95} ms |`,
    `| answers by kind | ${Object.entries(kinds)
      .map(([kind, n]) => `${kind} ${n}`)
      .join(", ")} |`,
    `| non-200 answers | ${failures} |`,
    "",
    `Target: median under ${TARGET_MEDIAN_MS} ms one at a time: ${withinTarget ? "met" : "MISSED"}.`,
    "",
  ].join("\n");
  writeFileSync(path.join(RESULTS_DIR, "assistant.md"), md);
  log(
    `written to bench-results/assistant.md and .json; target ${withinTarget ? "met" : "MISSED"}; non-200: ${failures}`,
  );
  agent.destroy();
  return withinTarget && failures === 0 ? 0 : 2;
}

main()
  .then((code) => {
    process.exit(code);
  })
  .catch((error) => {
    console.error(`[bench:assistant] ${error instanceof Error ? error.message : error}`);
    process.exit(2);
  });
