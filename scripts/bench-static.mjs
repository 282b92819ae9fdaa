// Static-serving benchmark: `npm run bench:static` (budget: the app serves the prerendered pages
// and assets at least 0.8 x as many requests per second as nginx serving the same files).
//
// 1. Copies build/ to a temp folder (a rebuild by someone else cannot pull files from under it)
//    and starts the production server on it (SQLite in a temp DATA_DIR, LOG_LEVEL=info: the request
//    log is part of serving) and, beside it, nginx from Debian (scripts/ensure-nginx.mjs) serving the
//    same build/client with `gzip_static` and, when Debian's brotli_static module is installed,
//    `brotli_static`; one worker process, access log on, like the app's one process with its log.
// 2. For each page kind (home, service page, city page, blog article, the largest JS asset) and each
//    client (brotli: `Accept-Encoding: br, gzip`; gzip: `Accept-Encoding: gzip`) it checks both answer
//    200 with the expected encoding and the same bytes, then runs autocannon rounds alternating
//    app / nginx (ABBA order), BENCH_ROUNDS per server of BENCH_DURATION seconds with
//    BENCH_CONNECTIONS keep-alive connections. Without the brotli module nginx answers brotli
//    clients with its .gz file: that comparison is app-br against nginx-gz and the report says so.
// 3. Reports the median req/s of each side and their ratio into bench-results/static.json and .md,
//    and the CPU time each server spent per request (from /proc: user + system time of the app's
//    process and of nginx's worker during the rounds), which a busy machine disturbs far less than
//    req/s: on a shared machine the client and other jobs take CPU from both servers unevenly.
//
// BENCH_PIN=1 (with two or more CPUs and `taskset`): each server runs on CPU 1 and this process (the
// load generator) on CPU 0, so both servers get the same core and the client never takes it from
// them. Off by default: on a machine busy with other work a pinned client gets less CPU, not more.
//
// Environment (all optional): BENCH_ROUNDS (3), BENCH_DURATION (seconds, 3), BENCH_CONNECTIONS (10),
// BENCH_BUILD (the build folder to measure, default build/), BENCH_PIN (see above).
// Loopback only, bounded: about kinds x clients x 2 x rounds x duration seconds (~3 minutes).
import { spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
} from "node:fs";
import { writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { ensureNginx } from "./ensure-nginx.mjs";
import { mainConfig, startNginx } from "./nginx-process.mjs";
import { freePort, positiveInt, spawnServer, waitUntilReady } from "./bench-support.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const RESULTS_DIR = path.join(ROOT, "bench-results");
const SOURCE_BUILD = path.resolve(process.env.BENCH_BUILD || path.join(ROOT, "build"));
const ROUNDS = positiveInt(process.env.BENCH_ROUNDS, 3);
const DURATION = positiveInt(process.env.BENCH_DURATION, 3);
const CONNECTIONS = positiveInt(process.env.BENCH_CONNECTIONS, 10);
const TARGET_RATIO = 0.8;
const HOST = "127.0.0.1";

for (const part of ["app-server.mjs", "server/index.js", "client/index.html"]) {
  if (!existsSync(path.join(SOURCE_BUILD, part))) {
    console.error(`build/${part} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
}

const work = mkdtempSync(path.join(os.tmpdir(), "bench-static-"));
let app = null;
let nginx = null;
function cleanup() {
  if (app && app.exitCode === null && app.signalCode === null) app.kill("SIGKILL");
  rmSync(work, { recursive: true, force: true });
}
process.on("exit", cleanup);
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    void nginx?.stop();
    process.exit(130);
  });
}

const PIN = process.env.BENCH_PIN === "1" && os.cpus().length >= 2 && spawnSync("taskset", ["-V"]).status === 0;
/** Moves a process and all its threads to one CPU (best effort: without taskset nothing is pinned). */
function pin(pid, cpu) {
  if (PIN) spawnSync("taskset", ["-a", "-p", "-c", String(cpu), String(pid)], { stdio: "ignore" });
}

function get(url, acceptEncoding) {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { "accept-encoding": acceptEncoding }, agent: false }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

async function startApp(buildDir) {
  const entry = path.join(buildDir, "bench-static-server.mjs");
  cpSync(path.join(buildDir, "app-server.mjs"), entry);
  const port = await freePort(HOST);
  app = spawnServer(entry, {
    cwd: work,
    env: {
      PORT: String(port),
      HOST,
      DATA_DIR: path.join(work, "data"),
      DATABASE_URL: "",
      SMTP_URL: "",
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://${HOST}:${port}`;
  await waitUntilReady(app, async () => (await get(`${url}/robots.txt`, "identity")).status === 200, {
    intervalMs: 100,
  });
  return url;
}

function staticSite(clientDir, port, brotli, prefix) {
  return `
    access_log ${prefix}/access.log;
    server {
        listen ${HOST}:${port} reuseport;
        root ${clientDir};
        etag on;
        gzip_static on;
        ${brotli ? "brotli_static on;" : ""}
        location /assets/ {
            add_header Cache-Control "public, max-age=31536000, immutable";
        }
        location / {
            add_header Cache-Control "public, max-age=300, must-revalidate";
            try_files $uri $uri/index.html =404;
        }
    }`;
}

/** Page kinds and the path of one page of each in this build. */
function pickPages(clientDir) {
  const dirs = readdirSync(clientDir, { withFileTypes: true }).filter((d) => d.isDirectory());
  const city = dirs.find((d) => d.name.startsWith("photovoltaik-solarreinigung-"));
  const blogDir = path.join(clientDir, "blog");
  const article = existsSync(blogDir)
    ? readdirSync(blogDir, { withFileTypes: true }).find(
        (d) => d.isDirectory() && existsSync(path.join(blogDir, d.name, "index.html")),
      )
    : undefined;
  const assets = readdirSync(path.join(clientDir, "assets"))
    .filter((f) => f.endsWith(".js"))
    .map((f) => ({ f, size: statSync(path.join(clientDir, "assets", f)).size }))
    .sort((a, b) => b.size - a.size);
  return [
    { kind: "home", path: "/" },
    { kind: "service page", path: "/solaranlagenreinigung" },
    city && { kind: "city page", path: `/${city.name}` },
    article && { kind: "blog article", path: `/blog/${article.name}` },
    assets[0] && { kind: "largest JS asset", path: `/assets/${assets[0].f}` },
  ].filter(Boolean);
}

const CLOCK_TICKS = 100; // USER_HZ on Linux

/** User + system CPU seconds of processes, from /proc/<pid>/stat (0 where /proc is missing). */
function cpuSeconds(pids) {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // not Linux, or the process is gone
    }
  }
  return ticks / CLOCK_TICKS;
}

/** nginx's worker processes (the master only starts and watches them). */
function childPids(pid) {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

function round(url, acceptEncoding, pids) {
  return new Promise((resolve, reject) => {
    const cpuBefore = cpuSeconds(pids);
    autocannon(
      { url, connections: CONNECTIONS, duration: DURATION, headers: { "accept-encoding": acceptEncoding } },
      (error, result) => {
        if (error) return reject(error);
        const bad = result.non2xx + result.errors + result.timeouts;
        if (bad > 0) return reject(new Error(`${url}: ${bad} failed responses`));
        const cpu = cpuSeconds(pids) - cpuBefore;
        resolve({
          rps: result.requests.average,
          cpuMicrosPerRequest: (cpu * 1e6) / Math.max(1, result.requests.total),
        });
      },
    );
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const nginxInstall = ensureNginx();
const brotli = Boolean(nginxInstall.brotliStaticModule);
const buildDir = path.join(work, "build");
cpSync(SOURCE_BUILD, buildDir, { recursive: true });
cpSync(path.join(ROOT, "package.json"), path.join(work, "package.json"));
symlinkSync(path.join(ROOT, "node_modules"), path.join(work, "node_modules"), "dir");
const clientDir = path.join(buildDir, "client");

const appUrl = await startApp(buildDir);
const nginxPort = await freePort(HOST);
nginx = await startNginx({
  binary: nginxInstall.binary,
  ports: [nginxPort],
  makeConfig: (prefix) =>
    mainConfig(staticSite(clientDir, nginxPort, brotli, prefix), {
      prefix,
      workers: 1,
      modules: brotli ? [nginxInstall.brotliStaticModule] : [],
    }),
});
const nginxUrl = `http://${HOST}:${nginxPort}`;
pin(process.pid, 0);
pin(app.pid, 1);
for (const pid of [nginx.pid, ...childPids(nginx.pid)]) pin(pid, 1);

const clients = [
  { name: "brotli", acceptEncoding: "br, gzip" },
  { name: "gzip", acceptEncoding: "gzip" },
];
const pages = pickPages(clientDir);
const rows = [];
const started = Date.now();
console.log(`app ${appUrl}, nginx ${nginxUrl} (${nginxInstall.version}, brotli_static: ${brotli ? "yes" : "no"})`);
for (const page of pages) {
  for (const client of clients) {
    const [fromApp, fromNginx] = await Promise.all([
      get(appUrl + page.path, client.acceptEncoding),
      get(nginxUrl + page.path, client.acceptEncoding),
    ]);
    for (const [who, res] of [
      ["app", fromApp],
      ["nginx", fromNginx],
    ]) {
      if (res.status !== 200) throw new Error(`${who} answered ${page.path} with ${res.status}`);
    }
    const appEncoding = fromApp.headers["content-encoding"] ?? "identity";
    const nginxEncoding = fromNginx.headers["content-encoding"] ?? "identity";
    if (appEncoding === nginxEncoding && !fromApp.body.equals(fromNginx.body)) {
      throw new Error(`app and nginx sent different ${appEncoding} bytes for ${page.path}`);
    }
    const rates = { app: [], nginx: [] };
    const cpu = { app: [], nginx: [] };
    const pids = { app: [app.pid], nginx: childPids(nginx.pid) };
    for (let r = 0; r < ROUNDS; r++) {
      const order = r % 2 === 0 ? ["app", "nginx"] : ["nginx", "app"];
      for (const who of order) {
        const url = (who === "app" ? appUrl : nginxUrl) + page.path;
        const result = await round(url, client.acceptEncoding, pids[who]);
        rates[who].push(result.rps);
        cpu[who].push(result.cpuMicrosPerRequest);
      }
    }
    const appRps = median(rates.app);
    const nginxRps = median(rates.nginx);
    const appCpu = median(cpu.app);
    const nginxCpu = median(cpu.nginx);
    const row = {
      kind: page.kind,
      path: page.path,
      client: client.name,
      appEncoding,
      nginxEncoding,
      bytes: fromApp.body.length,
      appRps: Math.round(appRps),
      nginxRps: Math.round(nginxRps),
      ratio: Math.round((appRps / nginxRps) * 100) / 100,
      appCpuMicrosPerRequest: Math.round(appCpu),
      nginxCpuMicrosPerRequest: Math.round(nginxCpu),
      cpuRatio: Math.round((nginxCpu / appCpu) * 100) / 100,
      appRounds: rates.app.map(Math.round),
      nginxRounds: rates.nginx.map(Math.round),
    };
    rows.push(row);
    console.log(
      `${row.kind} (${row.path}), ${client.name} client: app ${row.appRps} req/s (${appEncoding}), nginx ${row.nginxRps} req/s (${nginxEncoding}), ratio ${row.ratio}; ` +
        `CPU per request app ${row.appCpuMicrosPerRequest} µs, nginx ${row.nginxCpuMicrosPerRequest} µs (${row.cpuRatio})`,
    );
  }
}
await nginx.stop();
app.kill("SIGTERM");

const ratios = rows.map((r) => r.ratio);
const summary = {
  date: new Date().toISOString(),
  node: process.version,
  nginx: nginxInstall.version,
  nginxBrotliStatic: brotli,
  cpus: os.cpus().length,
  pinned: PIN ? "servers on CPU 1, load generator on CPU 0" : "no",
  loadAverageAtStart: os.loadavg()[0],
  rounds: ROUNDS,
  durationSeconds: DURATION,
  connections: CONNECTIONS,
  targetRatio: TARGET_RATIO,
  medianRatio: median(ratios),
  minRatio: Math.min(...ratios),
  met: Math.min(...ratios) >= TARGET_RATIO,
  medianCpuRatio: median(rows.map((r) => r.cpuRatio)),
  seconds: Math.round((Date.now() - started) / 1000),
  rows,
};
mkdirSync(RESULTS_DIR, { recursive: true });
writeFileSync(path.join(RESULTS_DIR, "static.json"), `${JSON.stringify(summary, null, 2)}\n`);

const md = [
  "# Static pages: app vs nginx",
  "",
  `Made by \`npm run bench:static\` on ${summary.date.slice(0, 10)}: Node ${summary.node}, nginx ${summary.nginx}, ${summary.cpus} CPUs shared ` +
    `(load average ${summary.loadAverageAtStart.toFixed(1)} at start${PIN ? "; each server on CPU 1, the load generator on CPU 0" : ""}). Same build/client; the app with its security headers, ` +
    `per-page CSP and request log; nginx with one worker, access log, \`gzip_static\`${brotli ? " and `brotli_static`" : ""}. ` +
    `${ROUNDS} alternating rounds of ${DURATION} s per side, ${CONNECTIONS} keep-alive connections, median req/s.`,
  brotli
    ? ""
    : "\nnginx has no brotli_static module here: brotli clients get nginx's .gz file, so those rows compare app-br with nginx-gz.",
  "",
  "| page kind | path | client | app req/s (encoding) | nginx req/s (encoding) | ratio | CPU µs/request app / nginx | CPU ratio |",
  "| --- | --- | --- | --- | --- | --- | --- | --- |",
  ...rows.map(
    (r) =>
      `| ${r.kind} | \`${r.path}\` | ${r.client} | ${r.appRps} (${r.appEncoding}) | ${r.nginxRps} (${r.nginxEncoding}) | ${r.ratio.toFixed(2)} | ` +
      `${r.appCpuMicrosPerRequest} / ${r.nginxCpuMicrosPerRequest} | ${r.cpuRatio.toFixed(2)} |`,
  ),
  "",
  `Target: at least ${TARGET_RATIO} x nginx in every row. Lowest ratio ${summary.minRatio.toFixed(2)}, median ${summary.medianRatio.toFixed(2)}: ` +
    `${summary.met ? "met" : "NOT met"}.`,
  "",
  `CPU ratio = nginx's CPU time per request / the app's (1.0: the app is as cheap per request as nginx); ` +
    `median ${summary.medianCpuRatio.toFixed(2)}. Req/s depend on how much CPU each side got on the shared machine; CPU per request does not.`,
  "",
].join("\n");
writeFileSync(path.join(RESULTS_DIR, "static.md"), md);
console.log(`\n${md}`);
process.exit(0);
