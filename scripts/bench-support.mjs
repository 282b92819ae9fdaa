// What the benchmark scripts share: reading numeric settings from the environment, finding a free
// port, a scratch folder that is removed (with the server started in it) however the script ends,
// starting a server and waiting until it answers, latency percentiles and writing results.
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, renameSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/** A positive whole number from an environment value, or the fallback. */
export function positiveInt(value, fallback) {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** The parts of build/ a benchmark starts the production server from. */
export const SERVER_BUILD_PARTS = [
  "app-server.mjs",
  "pdf-worker.mjs",
  "fonts/DejaVuSans.ttf",
  "server/index.js",
  "client",
];

/** Ends the script with one line when a part of the production build is missing. */
export function requireBuild(buildDir, parts = SERVER_BUILD_PARTS) {
  const missing = parts.find((part) => !existsSync(path.join(buildDir, part)));
  if (!missing) return;
  console.error(`build/${missing} is missing: run \`npm run build\` first.`);
  process.exit(1);
}

/** A port the system reports free on `host` right now. */
export function freePort(host = "127.0.0.1") {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, host, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Whether `port` can be listened on at `host` right now. */
function portIsFree(port, host = "127.0.0.1") {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}

/** The first free port from `first` on (for scripts whose port may be chosen, BENCH_PORT), trying `tries` ports. */
export async function firstFreePort(first, host = "127.0.0.1", tries = 100) {
  for (let port = first; port < first + tries && port <= 65535; port++) if (await portIsFree(port, host)) return port;
  throw new Error(`no free port in ${first}..${first + tries - 1}`);
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts the production server file `entry` with NODE_ENV=production plus `env` over this process's
 * environment. Returns the child at once, so the caller can hand it to its clean-up before waiting.
 */
export function spawnServer(entry, { cwd, env, stdio }) {
  return spawn(process.execPath, [entry], { cwd, env: { ...process.env, NODE_ENV: "production", ...env }, stdio });
}

/**
 * Starts a server file that copyBuild made, as the request benchmarks run it: SQLite in `dataDir`,
 * mails spooled there, rate limits out of the way and a proxy trusted for X-Forwarded-For (nextIp).
 * The server's stderr collects in `stderr`, for the error report when it stops.
 */
export function spawnBuiltServer(entry, { cwd, host, port, dataDir, stderr, env = {} }) {
  const child = spawnServer(entry, {
    cwd,
    env: {
      PORT: String(port),
      HOST: host,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SMTP_URL: "",
      RATE_LIMIT_PER_MINUTE: "10000",
      TRUST_PROXY: "1",
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  child.stderr.on("data", (chunk) => stderr.push(chunk));
  return child;
}

/**
 * Resolves once `isReady()` (polled every `intervalMs`; a throw counts as not yet) is true. Rejects
 * when the child exits first or after `timeoutMs`; `output()` gives what the error shows of the server.
 */
export async function waitUntilReady(child, isReady, { timeoutMs = 30_000, intervalMs = 200, output = () => "" } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) during start-up:\n${output()}`);
    }
    try {
      if (await isReady()) return;
    } catch {
      /* not listening yet */
    }
    await sleep(intervalMs);
  }
  throw new Error(`the server did not start within ${timeoutMs / 1000} s:\n${output()}`);
}

/** The nearest-rank percentile `p` (0-100) of ascending `sorted` values, or null when there are none. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

/** `value` rounded to `digits` decimals; null stays null. */
export function roundTo(value, digits) {
  if (value === null) return null;
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** Writes a results file whole or not at all (a reader never sees half of it). */
export function writeAtomic(file, text) {
  const tmp = `${file}.tmp`;
  writeFileSync(tmp, text);
  renameSync(tmp, file);
}

/**
 * A scratch folder under the system's temporary folder. On exit, SIGINT or SIGTERM the child
 * process `child()` returns (if still running) is killed and the folder removed.
 */
export function scratchFolder(prefix, child) {
  const folder = mkdtempSync(path.join(os.tmpdir(), prefix));
  const cleanup = () => {
    const running = child();
    if (running && running.exitCode === null && running.signalCode === null) {
      try {
        running.kill("SIGKILL");
      } catch {
        /* already gone */
      }
    }
    rmSync(folder, { recursive: true, force: true });
  };
  process.on("exit", cleanup);
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      cleanup();
      process.exit(130);
    });
  }
  return folder;
}

/**
 * A copy of the production build in `folder`, with the project's package.json and node_modules,
 * ready to start. The server file gets a name of its own (`entryName`), so that scripts which stop
 * "app-server.mjs" processes by name never stop a benchmark's server. Returns the server file.
 */
export function copyBuild(buildDir, rootDir, folder, entryName) {
  cpSync(buildDir, path.join(folder, "build"), { recursive: true });
  const entry = path.join(folder, "build", entryName);
  renameSync(path.join(folder, "build/app-server.mjs"), entry);
  cpSync(path.join(rootDir, "package.json"), path.join(folder, "package.json"));
  symlinkSync(path.join(rootDir, "node_modules"), path.join(folder, "node_modules"), "dir");
  return entry;
}

let ipCounter = 0;
/** A new client address per request (10.x.y.z, sent as X-Forwarded-For), so the rate limit never stops a benchmark. */
export function nextIp() {
  ipCounter++;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}
