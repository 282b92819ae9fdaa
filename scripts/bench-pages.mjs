// Page-budget benchmark: `npm run build && npm run bench:pages` (see docs/budgets.md).
//
// 1. Initial JavaScript per page kind as a browser fetches it (scripts/initial-js.mjs): Chromium,
//    driven by Playwright with an empty cache, loads the page from the production server (which
//    this script starts itself on a free port) and every script response until the network is
//    idle, before any interaction, is counted with its gzip transfer size. Budget 125 KB.
// 2. Lighthouse (Node API, default mobile config with simulated throttling) against the same
//    server, 5 runs per page, medians.
// 3. Writes bench-results/pages.json (raw numbers) and bench-results/pages.md (summary table,
//    missed budgets, failing audits) and prints the summary.
//
// It is a report, not a test: it exits 0 even when a budget is missed. It exits 1 when there is
// no build, and 2 when the benchmark itself could not run (server or Chromium would not start,
// every Lighthouse run failed, or the overall time limit was hit).
// It never builds anything.
//
// Environment (all optional): CHROMIUM_PATH (default /usr/bin/chromium), BENCH_PORT (first port
// tried, default 4317), BENCH_RUNS (default 5), BENCH_RUN_TIMEOUT_MS (per Lighthouse run, default
// 120000), BENCH_TOTAL_TIMEOUT_MS (whole Lighthouse phase, default 1200000), BENCH_LANG (browser
// language, default de-CH; "none" keeps Chromium's en-US, which triggers the first-visit redirect of /).
// Flag: --js-only skips Lighthouse.
import { execFile } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { JS_BUDGET_KB, kb, measureInitialJs } from "./initial-js.mjs";
import { firstFreePort, positiveInt, sleep, spawnServer, waitUntilReady, writeAtomic } from "./bench-support.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const BUILD_DIR = path.join(ROOT, "build");
const RESULTS_DIR = path.join(ROOT, "bench-results");

// ---------------------------------------------------------------------------------------------
// Budgets and pages (docs/budgets.md, /work/shared/DESIGN.md "Budgets")
// ---------------------------------------------------------------------------------------------
const CATEGORY_BUDGETS = { performance: 98, accessibility: 100, "best-practices": 100, seo: 100 };
const CLS_BUDGET = 0;
const SLOW_CPU_BENCHMARK_INDEX = 1000;
const CATEGORIES = Object.keys(CATEGORY_BUDGETS);
const CATEGORY_LABELS = {
  performance: "Performance",
  accessibility: "Accessibility",
  "best-practices": "Best Practices",
  seo: "SEO",
};

/** Representative page per kind. not-found is rendered on request (SSR), so it has no HTML file. */
const PAGES = [
  { kind: "home", path: "/", audit: true },
  { kind: "service", path: "/solaranlagenreinigung", audit: true },
  { kind: "prices", path: "/preise-angebot", audit: false },
  { kind: "prices (fr)", path: "/fr/prix-devis", audit: false },
  { kind: "prices (it)", path: "/it/prezzi-preventivo", audit: true },
  { kind: "prices (en)", path: "/en/prices-quote", audit: false },
  { kind: "city", path: "/photovoltaik-solarreinigung-basel", audit: true },
  { kind: "blog article", path: "/blog/warum-verschmutzte-solarpanels-risiko-sind", audit: true },
  { kind: "blog article (fr)", path: "/fr/blog/pourquoi-panneaux-solaires-sales-sont-un-risque", audit: true },
  { kind: "blog listing (it)", path: "/it/blog", audit: false },
  { kind: "home (fr)", path: "/fr", audit: true },
  { kind: "service (en)", path: "/en/solar-panel-cleaning", audit: true },
  { kind: "contact", path: "/kontakt", audit: false },
  { kind: "contact (fr)", path: "/fr/contact", audit: false },
  { kind: "roof cleaning", path: "/dachreinigung", audit: false },
  { kind: "leads", path: "/leads", audit: false },
  { kind: "loss calculator", path: "/verlustrechner", audit: false },
  { kind: "contact (it)", path: "/it/contatto", audit: false },
  { kind: "contact (en)", path: "/en/contact", audit: false },
  { kind: "green roof", path: "/gruendachpflege", audit: false },
  { kind: "gutter cleaning", path: "/dachrinnenreinigung", audit: false },
  { kind: "b2b", path: "/b2b", audit: false },
  { kind: "about", path: "/ueber-uns", audit: false },
  { kind: "faq", path: "/faq", audit: false },
  { kind: "blog listing", path: "/blog", audit: false },
  { kind: "certificates", path: "/zertifikate", audit: false },
  { kind: "imprint", path: "/impressum", audit: false },
  { kind: "privacy", path: "/datenschutz", audit: false },
];

const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
];
// Browser language. A first visit to / from a fr/it/en browser is redirected client-side to /fr, /it or
// /en (app/lib/first-visit.ts); Chromium defaults to en-US, which would measure that redirect instead of
// the German home. de-CH is the site's main audience. BENCH_LANG=en-US (etc.) measures the redirect;
// BENCH_LANG=none keeps Chromium's default.
const BENCH_LANG = process.env.BENCH_LANG || "de-CH";
if (BENCH_LANG !== "none") {
  const base = BENCH_LANG.split("-")[0];
  CHROME_FLAGS.push(`--lang=${BENCH_LANG}`, `--accept-lang=${base === BENCH_LANG ? base : `${BENCH_LANG},${base}`}`);
}
// Five runs, median: Lighthouse's variability guide (docs/variability.md) finds that this halves the spread.
const RUNS = positiveInt(process.env.BENCH_RUNS, 5);
const RUN_TIMEOUT_MS = positiveInt(process.env.BENCH_RUN_TIMEOUT_MS, 120_000);
const TOTAL_TIMEOUT_MS = positiveInt(process.env.BENCH_TOTAL_TIMEOUT_MS, 20 * 60_000);
const FIRST_PORT = positiveInt(process.env.BENCH_PORT, 4317);
const HOST = "127.0.0.1";
const SERVER_START_TIMEOUT_MS = 30_000;
const JS_ONLY = process.argv.includes("--js-only");

// ---------------------------------------------------------------------------------------------
// Preconditions
// ---------------------------------------------------------------------------------------------
const REQUIRED_BUILD_PARTS = ["client", "client/index.html", "app-server.mjs", "server/index.js"];
const missingBuildPart = (buildDir) => REQUIRED_BUILD_PARTS.find((p) => !existsSync(path.join(buildDir, p)));
if (missingBuildPart(BUILD_DIR)) {
  console.error(`No production build (build/${missingBuildPart(BUILD_DIR)} is missing): run npm run build first.`);
  process.exit(1);
}

/** Identifies a build, to notice a rebuild (by someone else) while copying or benchmarking. */
function buildStamp(buildDir) {
  try {
    const info = readFileSync(path.join(buildDir, "build-info.json"), "utf8");
    const html = statSync(path.join(buildDir, "client/index.html"));
    const server = statSync(path.join(buildDir, "server/index.js"));
    return `${info} ${html.mtimeMs} ${html.size} ${server.mtimeMs} ${server.size}`;
  } catch {
    return null;
  }
}

// Everything is measured on a snapshot of build/ in a temporary directory, so that a rebuild by
// someone else during the run cannot mix two builds or pull files from under the server.
let SNAP_DIR = null; // temporary directory: build/ copy, package.json, node_modules symlink
let SERVER_ENTRY = null;

async function snapshotBuild() {
  SNAP_DIR = mkdtempSync(path.join(os.tmpdir(), "bench-pages-"));
  for (let attempt = 1; attempt <= 5; attempt++) {
    const before = buildStamp(BUILD_DIR);
    const target = path.join(SNAP_DIR, "build");
    rmSync(target, { recursive: true, force: true });
    let copied = true;
    try {
      cpSync(BUILD_DIR, target, { recursive: true });
    } catch {
      copied = false;
    }
    if (copied && before && before === buildStamp(BUILD_DIR) && !missingBuildPart(target)) {
      // The server bundle is ESM ("type": "module") and imports its dependencies from node_modules.
      cpSync(path.join(ROOT, "package.json"), path.join(SNAP_DIR, "package.json"));
      symlinkSync(path.join(ROOT, "node_modules"), path.join(SNAP_DIR, "node_modules"), "dir");
      SERVER_ENTRY = path.join(target, "app-server.mjs");
      return before;
    }
    console.log(`build/ is changing (a build is running?), waiting before copying it again (${attempt}/5) ...`);
    await sleep(10_000);
  }
  throw new Error("build/ kept changing or is incomplete: wait for the running build to finish");
}

function removeSnapshot() {
  if (!SNAP_DIR) return;
  try {
    rmSync(SNAP_DIR, { recursive: true, force: true });
  } catch {
    /* best effort */
  }
  SNAP_DIR = null;
}

// ---------------------------------------------------------------------------------------------
// Clean-up of everything this script starts (server child process, Chromium instances)
// ---------------------------------------------------------------------------------------------
let serverChild = null;
const liveChromes = new Set();

function killChromeSync(chrome) {
  liveChromes.delete(chrome);
  try {
    // chrome-launcher starts Chromium as a process-group leader and kills the whole group.
    chrome.kill();
  } catch {
    /* already gone */
  }
}

function killServerSync(signal = "SIGKILL") {
  if (serverChild && serverChild.exitCode === null && serverChild.signalCode === null) {
    try {
      serverChild.kill(signal);
    } catch {
      /* already gone */
    }
  }
}

async function stopServer() {
  const child = serverChild;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const timer = setTimeout(() => killServerSync("SIGKILL"), 5000);
  await exited;
  clearTimeout(timer);
}

function cleanupSync() {
  for (const chrome of [...liveChromes]) killChromeSync(chrome);
  killServerSync("SIGKILL");
  removeSnapshot();
}

process.on("exit", cleanupSync);
for (const [signal, code] of [
  ["SIGINT", 130],
  ["SIGTERM", 143],
  ["SIGHUP", 129],
]) {
  process.on(signal, () => {
    console.error(`\nbench-pages: ${signal} received, stopping server and Chromium.`);
    cleanupSync();
    process.exit(code);
  });
}
// A Lighthouse run abandoned after its timeout may still reject later, once its Chromium is gone.
process.on("unhandledRejection", (reason) => {
  console.warn(`bench-pages: ignored late error: ${reason instanceof Error ? reason.message : String(reason)}`);
});

// ---------------------------------------------------------------------------------------------
// 1. Initial JavaScript as a browser fetches it
// ---------------------------------------------------------------------------------------------
async function measureAllJs(base, pages) {
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ["--no-sandbox", "--disable-gpu"] });
  try {
    const results = [];
    for (const page of pages) {
      // A context of its own per page: an empty cache, as on a first visit.
      const context = await browser.newContext({ locale: BENCH_LANG === "none" ? undefined : BENCH_LANG });
      try {
        const tab = await context.newPage();
        const js = await withTimeout(measureInitialJs(tab, base + page.path), 60_000, `loading ${page.path}`);
        const status = js.files.length ? null : "no script was fetched";
        results.push(status ? { error: status } : js);
      } catch (error) {
        results.push({ error: error instanceof Error ? error.message : String(error) });
      } finally {
        await context.close();
      }
    }
    return results;
  } finally {
    await browser.close();
  }
}

// ---------------------------------------------------------------------------------------------
// 2. Server + Lighthouse
// ---------------------------------------------------------------------------------------------
async function fetchStatus(url, timeoutMs = 5000) {
  const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: "manual" });
  await res.arrayBuffer();
  return res.status;
}

async function startServer(port) {
  const logTail = [];
  const keep = (chunk) => {
    logTail.push(...chunk.toString("utf8").split("\n").filter(Boolean));
    logTail.splice(0, Math.max(0, logTail.length - 40));
  };
  serverChild = spawnServer(SERVER_ENTRY, {
    cwd: SNAP_DIR,
    env: {
      PORT: String(port),
      HOST,
      LOG_LEVEL: process.env.LOG_LEVEL || "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  serverChild.stdout.on("data", keep);
  serverChild.stderr.on("data", keep);
  const base = `http://${HOST}:${port}`;
  await waitUntilReady(serverChild, async () => (await fetchStatus(`${base}/`, 2000)) === 200, {
    timeoutMs: SERVER_START_TIMEOUT_MS,
    output: () => logTail.join("\n"),
  });
  return { base, logTail };
}

function withTimeout(promise, ms, what) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms / 1000} s`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

let lighthouseFn;
let chromeLauncher;
async function loadLighthouse() {
  lighthouseFn ??= (await import("lighthouse")).default;
  chromeLauncher ??= await import("chrome-launcher");
}

async function launchChrome() {
  const chrome = await withTimeout(
    chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: CHROME_FLAGS,
      logLevel: "silent",
      handleSIGINT: false,
      maxConnectionRetries: 100,
    }),
    30_000,
    "Chromium start",
  );
  liveChromes.add(chrome);
  return chrome;
}

async function chromiumVersion(chrome) {
  try {
    const res = await fetch(`http://127.0.0.1:${chrome.port}/json/version`, { signal: AbortSignal.timeout(5000) });
    const info = await res.json();
    return String(info.Browser ?? "").replace(/^(?:Headless)?Chrome\//, "Chromium ") || null;
  } catch {
    return null;
  }
}

function chromiumVersionFromBinary() {
  return new Promise((resolve) => {
    execFile(CHROMIUM_PATH, ["--version"], { timeout: 10_000 }, (error, stdout) =>
      resolve(error ? null : stdout.trim() || null),
    );
  });
}

const SCORED_MODES = new Set(["binary", "numeric", "metricSavings"]);

function auditItems(audit) {
  const items = audit.details?.items;
  if (!Array.isArray(items)) return [];
  const out = [];
  for (const item of items) {
    const node = item.node ?? (item.subItems?.items?.[0]?.relatedNode || undefined);
    const text =
      node?.selector && node?.snippet
        ? `${node.selector} — ${node.snippet}`
        : (node?.selector ??
          node?.snippet ??
          item.url ??
          (typeof item.source === "object" ? item.source?.url : item.source) ??
          item.description ??
          item.label ??
          undefined);
    if (text) out.push(String(text).replace(/\s+/g, " ").slice(0, 200));
    if (out.length >= 5) break;
  }
  return out;
}

function summarizeLhr(lhr) {
  const scores = {};
  const failingAudits = {};
  for (const id of CATEGORIES) {
    const cat = lhr.categories[id];
    scores[id] = cat && cat.score !== null ? Math.round(cat.score * 100) : null;
    failingAudits[id] = [];
    for (const ref of cat?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || !SCORED_MODES.has(audit.scoreDisplayMode) || audit.score >= 1) continue;
      failingAudits[id].push({
        id: audit.id,
        title: audit.title,
        score: audit.score,
        weight: ref.weight,
        displayValue: audit.displayValue ?? null,
        items: auditItems(audit),
      });
    }
  }
  const auditErrors = Object.values(lhr.audits)
    .filter((a) => a.scoreDisplayMode === "error")
    .map((a) => ({ id: a.id, message: String(a.errorMessage ?? "").slice(0, 200) }));
  const num = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    scores,
    metrics: {
      cls: num("cumulative-layout-shift"),
      lcpMs: num("largest-contentful-paint"),
      tbtMs: num("total-blocking-time"),
      fcpMs: num("first-contentful-paint"),
      speedIndexMs: num("speed-index"),
    },
    failingAudits,
    auditErrors,
    finalUrl: lhr.finalDisplayedUrl ?? lhr.finalUrl,
    lighthouseVersion: lhr.lighthouseVersion,
    hostUserAgent: lhr.environment?.hostUserAgent ?? null,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    warnings: lhr.runWarnings ?? [],
  };
}

async function lighthouseRun(url) {
  const chrome = await launchChrome();
  try {
    const version = await chromiumVersion(chrome);
    const run = lighthouseFn(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: CATEGORIES,
      maxWaitForLoad: 45_000,
    });
    run.catch(() => {}); // may reject after we gave up on it
    const result = await withTimeout(run, RUN_TIMEOUT_MS, `Lighthouse run for ${url}`);
    const lhr = result?.lhr;
    if (!lhr) throw new Error("Lighthouse returned no result");
    if (lhr.runtimeError)
      throw new Error(`Lighthouse runtime error ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    return { ...summarizeLhr(lhr), chromium: version };
  } finally {
    killChromeSync(chrome);
  }
}

function median(values) {
  const v = values.filter((x) => typeof x === "number" && Number.isFinite(x)).sort((a, b) => a - b);
  if (!v.length) return null;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
}

function aggregateRuns(runs) {
  const ok = runs.filter((r) => !r.error);
  const scores = {};
  for (const id of CATEGORIES) scores[id] = median(ok.map((r) => r.scores[id]));
  const metrics = {};
  for (const key of ["cls", "lcpMs", "tbtMs", "fcpMs", "speedIndexMs"])
    metrics[key] = median(ok.map((r) => r.metrics[key]));
  // Audits scoring below 1 in a category that scored below 100 in at least one run.
  const failingAudits = {};
  for (const id of CATEGORIES) {
    const below = ok.filter((r) => r.scores[id] !== null && r.scores[id] < 100);
    if (!below.length) continue;
    const byId = new Map();
    for (const r of ok) {
      for (const a of r.failingAudits[id]) {
        const entry = byId.get(a.id) ?? {
          id: a.id,
          title: a.title,
          weight: a.weight,
          runs: 0,
          scores: [],
          displayValues: [],
          items: [],
        };
        entry.runs += 1;
        entry.scores.push(a.score);
        if (a.displayValue) entry.displayValues.push(a.displayValue);
        for (const item of a.items) if (!entry.items.includes(item) && entry.items.length < 5) entry.items.push(item);
        byId.set(a.id, entry);
      }
    }
    failingAudits[id] = {
      runsBelow100: below.length,
      audits: [...byId.values()].sort((a, b) => b.weight - a.weight || b.runs - a.runs),
    };
  }
  const pass = {};
  for (const id of CATEGORIES) pass[id] = scores[id] !== null && scores[id] >= CATEGORY_BUDGETS[id];
  pass.cls = metrics.cls !== null && metrics.cls <= CLS_BUDGET;
  return { successfulRuns: ok.length, scores, metrics, pass, failingAudits };
}

async function runLighthouse(pages, meta, { base, logTail }) {
  await loadLighthouse();
  const started = Date.now();
  const deadline = started + TOTAL_TIMEOUT_MS;
  const serverGone = () =>
    serverChild.exitCode !== null || serverChild.signalCode !== null
      ? `the server exited (${serverChild.exitCode ?? serverChild.signalCode}) during the run:\n${logTail.join("\n")}`
      : null;
  const results = {};
  let timedOut = false;
  try {
    for (const page of pages) {
      if (serverGone()) throw new Error(serverGone());
      const url = base + page.path;
      const runs = [];
      results[page.path] = { url, runs };
      let status;
      try {
        status = await fetchStatus(url);
      } catch (error) {
        status = `error: ${error.message}`;
      }
      if (status !== 200) {
        runs.push({ error: `GET ${page.path} answered ${status}, expected 200` });
        console.log(`  ${page.path}: GET answered ${status}, skipping Lighthouse`);
        continue;
      }
      for (let i = 1; i <= RUNS; i++) {
        if (Date.now() + RUN_TIMEOUT_MS > deadline) {
          timedOut = true;
          runs.push({ error: `skipped: the total limit of ${TOTAL_TIMEOUT_MS / 1000} s would be exceeded` });
          continue;
        }
        const t0 = Date.now();
        process.stdout.write(`  Lighthouse ${page.path} run ${i}/${RUNS} ... `);
        try {
          const r = await lighthouseRun(url);
          runs.push(r);
          meta.chromium ??= r.chromium;
          meta.lighthouse ??= r.lighthouseVersion;
          meta.hostUserAgent ??= r.hostUserAgent;
          const s = r.scores;
          console.log(
            `${((Date.now() - t0) / 1000).toFixed(0)} s: P ${s.performance} A ${s.accessibility} BP ${s["best-practices"]} SEO ${s.seo}, ` +
              `CLS ${fmtCls(r.metrics.cls)}, LCP ${fmtMs(r.metrics.lcpMs)} ms, TBT ${fmtMs(r.metrics.tbtMs)} ms`,
          );
        } catch (error) {
          runs.push({ error: error instanceof Error ? error.message : String(error) });
          console.log(`failed: ${error instanceof Error ? error.message : error}`);
          if (serverGone()) throw new Error(serverGone());
        }
      }
      Object.assign(results[page.path], aggregateRuns(runs));
    }
  } catch (error) {
    for (const r of Object.values(results)) if (r.successfulRuns === undefined) Object.assign(r, aggregateRuns(r.runs));
    error.partialResults = results;
    throw error;
  }
  meta.lighthouseSeconds = Math.round((Date.now() - started) / 1000);
  return { results, timedOut };
}

// ---------------------------------------------------------------------------------------------
// 3. Report
// ---------------------------------------------------------------------------------------------
const fmtCls = (v) =>
  v === null || v === undefined ? "–" : v === 0 ? "0" : v < 0.001 ? v.toExponential(1) : v.toFixed(3);
const fmtMs = (v) => (v === null || v === undefined ? "–" : String(Math.round(v)));
const mark = (ok) => (ok ? "✅" : "❌");

function gitCommit() {
  return new Promise((resolve) => {
    execFile("git", ["rev-parse", "--short", "HEAD"], { cwd: ROOT, timeout: 5000 }, (error, stdout) =>
      resolve(error ? null : stdout.trim()),
    );
  });
}

function buildMarkdown(report) {
  const L = [];
  const { meta } = report;
  L.push("# Page budgets", "");
  L.push(
    `Measured ${meta.date} on the production build${meta.builtAt ? ` of ${meta.builtAt}` : ""}` +
      `${meta.gitCommit ? ` (HEAD ${meta.gitCommit})` : ""} with \`npm run bench:pages\`. ` +
      `Node ${meta.node}, ${meta.chromium ?? "Chromium (not run)"}, Lighthouse ${meta.lighthouse ?? "(not run)"}` +
      `${meta.benchmarkIndex ? `, CPU benchmark index ${meta.benchmarkIndex}` : ""}` +
      `, ${meta.cpus} CPUs, load average ${meta.loadAverageAtStart[0]} at start` +
      `${meta.loadAverageAtEnd ? ` and ${meta.loadAverageAtEnd[0]} at end` : ""}` +
      ` (other work on the machine lowers Performance and raises TBT).`,
  );
  L.push(
    "",
    `JavaScript: every script response of a first visit in Chromium until the network is idle (500 ms without a request), ` +
      `before any interaction, with its gzip transfer size, summed (KB = 1024 bytes). Lighthouse: default mobile config (simulated throttling), ${meta.runs} runs per page, ` +
      `median of each value; a first visit (so the cookie banner is shown) from a browser set to ` +
      `${BENCH_LANG === "none" ? "Chromium's default language" : BENCH_LANG}. See docs/budgets.md.`,
    "",
  );
  L.push(
    `| Page | JS gz KB (≤ ${JS_BUDGET_KB}) | Performance (≥ ${CATEGORY_BUDGETS.performance}) | Accessibility (100) | Best Practices (100) | SEO (100) | CLS (0) | LCP ms | TBT ms |`,
  );
  L.push("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
  for (const page of report.pages) {
    const js = page.js.error ? `error ${mark(false)}` : `${page.js.gzipKB.toFixed(1)} ${mark(page.js.pass)}`;
    const lh = page.lighthouse;
    let cells;
    if (!lh) cells = [page.audit ? `not run ${mark(false)}` : "not audited", "–", "–", "–", "–", "–", "–"];
    else if (!lh.successfulRuns) cells = [`all runs failed ${mark(false)}`, "–", "–", "–", "–", "–", "–"];
    else {
      cells = [
        ...CATEGORIES.map((id) => `${lh.scores[id] ?? "–"} ${mark(lh.pass[id])}`),
        `${fmtCls(lh.metrics.cls)} ${mark(lh.pass.cls)}`,
        fmtMs(lh.metrics.lcpMs),
        fmtMs(lh.metrics.tbtMs),
      ];
      const perRun = lh.runs.filter((r) => !r.error).map((r) => r.scores.performance);
      cells[0] += ` (runs: ${perRun.join(", ")})`;
      if (lh.successfulRuns < meta.runs) cells[0] += ` (${lh.successfulRuns}/${meta.runs} runs)`;
    }
    L.push(`| ${page.kind} \`${page.path}\` | ${js} | ${cells.join(" | ")} |`);
  }
  L.push("");
  L.push("## Budgets missed", "");
  if (report.missed.length) for (const m of report.missed) L.push(`- ${m}`);
  else L.push("None.");
  L.push("");
  L.push("## Failing Lighthouse audits", "");
  L.push(
    "Audits scoring below 1 in a category that scored below 100 in at least one run (weight = the audit's weight in its category; runs = in how many runs it failed).",
    "",
  );
  let anyAudit = false;
  for (const page of report.pages) {
    const fa = page.lighthouse?.failingAudits;
    if (!fa || !Object.keys(fa).length) continue;
    anyAudit = true;
    L.push(`### ${page.kind} \`${page.path}\``, "");
    for (const [cat, info] of Object.entries(fa)) {
      L.push(
        `- **${CATEGORY_LABELS[cat]}** (below 100 in ${info.runsBelow100}/${page.lighthouse.successfulRuns} runs)`,
      );
      const audits = cat === "performance" ? info.audits.filter((a) => Math.min(...a.scores) < 0.9) : info.audits;
      if (!audits.length) L.push("  - (no single audit below 0.9)");
      for (const a of audits) {
        const dv = a.displayValues.length ? ` — ${[...new Set(a.displayValues)].slice(0, 3).join(" / ")}` : "";
        L.push(
          `  - \`${a.id}\` ${a.title} (weight ${a.weight}, ${a.runs}/${page.lighthouse.successfulRuns} runs, score ${Math.min(...a.scores)})${dv}`,
        );
        for (const item of a.items.slice(0, 3)) L.push(`    - ${item.replace(/\|/g, "\\|").replace(/`/g, "'")}`);
      }
    }
    L.push("");
  }
  if (!anyAudit) L.push("None.", "");
  const errors = report.pages.flatMap((p) =>
    (p.lighthouse?.runs ?? []).filter((r) => r.error).map((r) => `\`${p.path}\`: ${r.error}`),
  );
  const auditErrors = new Map();
  for (const p of report.pages)
    for (const r of p.lighthouse?.runs ?? [])
      for (const a of r.auditErrors ?? [])
        if (!auditErrors.has(a.id)) auditErrors.set(a.id, a.message.split(/:\s+/).pop() ?? "");
  const redirects = report.pages.flatMap((p) => {
    const ended = new Set(
      (p.lighthouse?.runs ?? [])
        .filter((r) => r.finalUrl && new URL(r.finalUrl).pathname !== p.path)
        .map((r) => new URL(r.finalUrl).pathname),
    );
    return [...ended].map(
      (to) =>
        `\`${p.path}\`: Lighthouse ended on \`${to}\` (redirected), so the numbers describe that redirect, not the page itself`,
    );
  });
  const warnings = report.pages.flatMap((p) =>
    (p.js.files ?? [])
      .filter((f) => f.status !== 200)
      .map((f) => `\`${p.path}\`: ${f.url} answered ${f.status ?? "nothing"}`),
  );
  if (
    redirects.length ||
    errors.length ||
    warnings.length ||
    auditErrors.size ||
    meta.busy ||
    meta.slowCpu ||
    meta.timedOut ||
    meta.infraError ||
    meta.buildChanged
  ) {
    L.push("## Problems with the measurement", "");
    if (meta.infraError) L.push(`- The benchmark did not complete: ${meta.infraError}`);
    if (meta.busy) L.push(`- ${meta.busy}`);
    if (meta.slowCpu) L.push(`- ${meta.slowCpu}`);
    if (meta.buildChanged)
      L.push(
        "- build/ was rebuilt during the run; the numbers are for the build copied at the start (see the date above).",
      );
    if (meta.timedOut)
      L.push(`- The total time limit (${TOTAL_TIMEOUT_MS / 1000} s) was reached; some runs were skipped.`);
    for (const e of [...redirects, ...errors, ...warnings]) L.push(`- ${e}`);
    const byMessage = new Map();
    for (const [id, message] of auditErrors) byMessage.set(message, [...(byMessage.get(message) ?? []), id]);
    for (const [message, ids] of byMessage)
      L.push(
        `- Lighthouse ${meta.lighthouse} could not compute ${ids.map((id) => `\`${id}\``).join(", ")} with this Chromium ` +
          `(${message || "no message"}): a tool limitation, not a site problem; those checks are missing from the scores.`,
      );
    L.push("");
  }
  L.push("## Initial JavaScript files", "");
  L.push("| File | raw KB | gzip KB | pages |");
  L.push("|---|---:|---:|---|");
  const files = new Map();
  for (const page of report.pages) {
    for (const f of page.js.files ?? []) {
      const e = files.get(f.url) ?? { ...f, pages: [] };
      e.pages.push(page.path);
      files.set(f.url, e);
    }
  }
  for (const f of [...files.values()].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    const pages = f.pages.length === report.pages.length ? "all" : f.pages.map((p) => `\`${p}\``).join(", ");
    L.push(
      `| ${f.url}${f.status !== 200 ? ` (status ${f.status})` : ""} | ${kb(f.rawBytes).toFixed(1)} | ${kb(f.gzipBytes).toFixed(1)} | ${pages} |`,
    );
  }
  L.push("");
  return L.join("\n");
}

// ---------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------
async function main() {
  const meta = {
    date: new Date().toISOString(),
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    chromiumPath: CHROMIUM_PATH,
    chromiumFlags: CHROME_FLAGS,
    browserLanguage: BENCH_LANG,
    chromium: null,
    lighthouse: null,
    runs: RUNS,
    runTimeoutMs: RUN_TIMEOUT_MS,
    totalTimeoutMs: TOTAL_TIMEOUT_MS,
    cpus: os.cpus().length,
    loadAverageAtStart: os.loadavg().map((v) => Math.round(v * 100) / 100),
    gitCommit: await gitCommit(),
    builtAt: null,
  };
  const stampAtStart = await snapshotBuild();
  try {
    meta.builtAt = JSON.parse(readFileSync(path.join(SNAP_DIR, "build/build-info.json"), "utf8")).builtAt ?? null;
  } catch {
    /* optional */
  }

  const port = await firstFreePort(FIRST_PORT, HOST, 50);
  console.log(`Starting the production server on http://${HOST}:${port} ...`);
  let server;
  try {
    server = await startServer(port);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    cleanupSync();
    return 2;
  }
  meta.serverUrl = server.base;

  console.log("Initial JavaScript (gzip transfer, first visit in Chromium) per page:");
  const jsResults = await measureAllJs(server.base, PAGES);
  const pages = PAGES.map((p, i) => ({ ...p, js: jsResults[i], lighthouse: null }));
  for (const p of pages) {
    if (p.js.error) console.log(`  ${p.path}: ${p.js.error}`);
    else
      console.log(
        `  ${p.path.padEnd(50)} ${p.js.gzipKB.toFixed(1).padStart(6)} KB in ${p.js.fileCount} files ${mark(p.js.pass)}`,
      );
  }

  let infraError = null;
  if (!JS_ONLY) {
    console.log(`\nLighthouse (mobile, simulated throttling), ${RUNS} runs per page:`);
    try {
      const { results, timedOut } = await runLighthouse(
        pages.filter((p) => p.audit),
        meta,
        server,
      );
      meta.timedOut = timedOut;
      for (const p of pages) if (results[p.path]) p.lighthouse = results[p.path];
      const failedPages = pages.filter((p) => p.audit && !p.lighthouse?.successfulRuns).map((p) => p.path);
      if (failedPages.length) infraError = `no successful Lighthouse run for ${failedPages.join(", ")}`;
      if (timedOut) infraError ??= "the total time limit was reached";
    } catch (error) {
      infraError = error instanceof Error ? error.message : String(error);
      console.error(`\nLighthouse phase failed: ${infraError}`);
      for (const p of pages) if (error?.partialResults?.[p.path]) p.lighthouse = error.partialResults[p.path];
    }
    meta.chromium ??= await chromiumVersionFromBinary();
    meta.benchmarkIndex = median(pages.flatMap((p) => (p.lighthouse?.runs ?? []).map((r) => r.benchmarkIndex)));
  }

  await stopServer();
  cleanupSync();
  meta.loadAverageAtEnd = os.loadavg().map((v) => Math.round(v * 100) / 100);
  const peakLoad = Math.max(meta.loadAverageAtStart[0], meta.loadAverageAtEnd[0]);
  if (!JS_ONLY && peakLoad > meta.cpus) {
    meta.busy =
      `The machine was busy (load average up to ${peakLoad} on ${meta.cpus} CPUs): Performance, LCP and TBT ` +
      "are pessimistic; run again on an idle machine before acting on them.";
    console.error(`\nWARNING: ${meta.busy}`);
  }
  // Lighthouse's own threshold (core/gather/driver/environment.js): below it the host CPU is "at least ~2x
  // weaker than our regular target device" for the default 4x slowdown, and scores drop accordingly.
  if (!JS_ONLY && meta.benchmarkIndex && meta.benchmarkIndex <= SLOW_CPU_BENCHMARK_INDEX) {
    meta.slowCpu =
      `The CPU was slow (benchmark index ${meta.benchmarkIndex}, Lighthouse expects more than ${SLOW_CPU_BENCHMARK_INDEX} ` +
      "for its default 4x CPU slowdown): TBT and Performance are pessimistic; on this shared machine the index " +
      "changes with the load of other tenants, so run again when it is higher before acting on them.";
    console.error(`\nWARNING: ${meta.slowCpu}`);
  }
  if (buildStamp(BUILD_DIR) !== stampAtStart) {
    meta.buildChanged = true;
    console.log("\nNote: build/ was rebuilt during the run; these numbers are for the build copied at the start.");
  }

  const missed = [];
  for (const p of pages) {
    if (p.js.error) missed.push(`\`${p.path}\`: JavaScript not measured (${p.js.error})`);
    else if (!p.js.pass)
      missed.push(`\`${p.path}\`: initial JavaScript ${p.js.gzipKB.toFixed(1)} KB gzipped > ${JS_BUDGET_KB} KB`);
    const lh = p.lighthouse;
    if (!lh) continue;
    if (!lh.successfulRuns) {
      missed.push(`\`${p.path}\`: no successful Lighthouse run`);
      continue;
    }
    for (const id of CATEGORIES)
      if (!lh.pass[id]) missed.push(`\`${p.path}\`: ${CATEGORY_LABELS[id]} ${lh.scores[id]} < ${CATEGORY_BUDGETS[id]}`);
    if (!lh.pass.cls) missed.push(`\`${p.path}\`: CLS ${fmtCls(lh.metrics.cls)} > ${CLS_BUDGET}`);
  }

  const report = {
    meta: { ...meta, infraError },
    budgets: { jsGzipKB: JS_BUDGET_KB, categories: CATEGORY_BUDGETS, cls: CLS_BUDGET },
    missed,
    pages,
  };
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeAtomic(path.join(RESULTS_DIR, "pages.json"), `${JSON.stringify(report, null, 2)}\n`);
  const md = buildMarkdown(report);
  writeAtomic(path.join(RESULTS_DIR, "pages.md"), md);

  console.log(`\n${md}`);
  console.log(`Wrote ${path.relative(ROOT, path.join(RESULTS_DIR, "pages.md"))} and pages.json.`);
  if (missed.length) {
    console.log(`\nBUDGETS MISSED (${missed.length}):`);
    for (const m of missed) console.log(`  ✗ ${m.replace(/`/g, "")}`);
  } else {
    console.log("\nAll budgets met.");
  }
  if (infraError) {
    console.error(`\nThe benchmark did not complete: ${infraError}`);
    return 2;
  }
  return 0;
}

// Hard stop in case something hangs outside the per-step timeouts.
const hardStop = setTimeout(() => {
  console.error("bench-pages: hard time limit reached, stopping server and Chromium.");
  cleanupSync();
  process.exit(2);
}, TOTAL_TIMEOUT_MS + 120_000);
hardStop.unref();

main()
  .then((code) => {
    cleanupSync();
    process.exit(code);
  })
  .catch((error) => {
    console.error(error);
    cleanupSync();
    process.exit(2);
  });
