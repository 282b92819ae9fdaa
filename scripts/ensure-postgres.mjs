// A PostgreSQL server for the tests (DESIGN "Tests and checks": the data layer runs on SQLite
// and on PostgreSQL, started from Debian's package when none runs).
//
//   node scripts/ensure-postgres.mjs      prints the admin URL (starting the server when needed)
//   ensurePostgres()                      the same, for the Vitest global set-up
//
// - TEST_DATABASE_URL set: that server is used as it is (the user must be allowed to CREATE DATABASE).
// - Otherwise our own server on 127.0.0.1:${TEST_PG_PORT:-54329}, data in /tmp/solarclean-pg-<port>,
//   trust authentication for local connections, fsync off (throw-away test data). It is reused when
//   it already runs, and left running afterwards (it is cheap; `pg_ctl -D <dir> stop` stops it).
// - No server binaries: as root we `apt-get install -y postgresql`; otherwise we fail and say what to
//   install. We never skip the PostgreSQL tests silently.
// - PostgreSQL refuses to run as root, so as root initdb and pg_ctl run as the `postgres` user.
import { spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

export const DEFAULT_PORT = 54329;

function log(message) {
  process.stderr.write(`[ensure-postgres] ${message}\n`);
}

function run(command, args, options = {}) {
  return spawnSync(command, args, { encoding: "utf8", cwd: "/tmp", ...options });
}

/** The newest /usr/lib/postgresql/<version>/bin holding pg_ctl, or undefined. */
export function findPostgresBin() {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, "bin", "pg_ctl")))
    .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
  return versions[0] ? path.join(root, versions[0], "bin") : undefined;
}

function isRoot() {
  return typeof process.getuid === "function" && process.getuid() === 0;
}

function installPostgres() {
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  log("PostgreSQL server binaries not found: installing Debian's postgresql package (apt-get install -y postgresql)");
  let result = run("apt-get", ["install", "-y", "--no-install-recommends", "postgresql"], { env, stdio: "inherit" });
  if (result.status !== 0) {
    log("apt-get install failed; running apt-get update and trying again");
    run("apt-get", ["update"], { env, stdio: "inherit" });
    result = run("apt-get", ["install", "-y", "--no-install-recommends", "postgresql"], { env, stdio: "inherit" });
  }
  if (result.error?.code === "ENOENT") throw new Error(`apt-get is not available here.\n${missingServerMessage()}`);
  if (result.status !== 0) {
    throw new Error(
      `Could not install PostgreSQL with apt-get (exit code ${result.status}).\n${missingServerMessage()}`,
    );
  }
}

function missingServerMessage() {
  return (
    "The tests need a PostgreSQL server and none was found (no /usr/lib/postgresql/<version>/bin/pg_ctl).\n" +
    "Either install Debian's package as root:  apt-get install -y postgresql\n" +
    "or point the tests to a server whose user may CREATE DATABASE:\n" +
    "  TEST_DATABASE_URL=postgres://user:password@127.0.0.1:5432/postgres npx vitest run"
  );
}

/** Runs a PostgreSQL tool as the user that owns the data: `postgres` when we are root. */
function runAsOwner(bin, tool, args) {
  const command = path.join(bin, tool);
  if (!isRoot()) return run(command, args);
  const quoted = [command, ...args].map((a) => `'${String(a).replace(/'/g, `'\\''`)}'`).join(" ");
  return run("su", ["postgres", "-s", "/bin/sh", "-c", quoted]);
}

function isReady(bin, port) {
  const isready = bin ? path.join(bin, "pg_isready") : "pg_isready";
  return run(isready, ["-h", "127.0.0.1", "-p", String(port), "-t", "2"]).status === 0;
}

function sleep(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Several test runs may start at the same moment (two engineers, `npm test` and an editor):
 * a directory is the lock, so only one of them runs initdb / pg_ctl start.
 */
function withStartLock(port, fn) {
  const lock = `/tmp/solarclean-pg-${port}.starting`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
      try {
        if (Date.now() - statSync(lock).mtimeMs > 120_000) rmSync(lock, { recursive: true, force: true });
      } catch {
        // removed by its owner meanwhile
      }
      if (Date.now() > deadline) throw new Error(`Timed out waiting for ${lock} (remove it if no test run is active).`);
      sleep(200);
    }
  }
  try {
    return fn();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

function startOwnServer(port) {
  let bin = findPostgresBin();
  if (bin && isReady(bin, port)) return;
  if (!bin) {
    if (!isRoot()) throw new Error(missingServerMessage());
    installPostgres();
    bin = findPostgresBin();
    if (!bin) throw new Error(`apt-get installed postgresql but no pg_ctl was found.\n${missingServerMessage()}`);
  }
  if (isRoot() && run("id", ["-u", "postgres"]).status !== 0) {
    throw new Error(
      "PostgreSQL refuses to run as root and there is no `postgres` user to run it as. " +
        "Install Debian's postgresql package (it creates the user) or set TEST_DATABASE_URL.",
    );
  }
  withStartLock(port, () => {
    if (isReady(bin, port)) return;
    const dataDir = `/tmp/solarclean-pg-${port}`;
    const logFile = `/tmp/solarclean-pg-${port}.log`;
    if (existsSync(dataDir) && !existsSync(path.join(dataDir, "PG_VERSION"))) {
      rmSync(dataDir, { recursive: true, force: true }); // a half-made folder of an interrupted initdb
    }
    if (!existsSync(dataDir)) {
      log(`creating a test cluster in ${dataDir} (${bin})`);
      mkdirSync(dataDir, { mode: 0o700 });
      if (isRoot()) {
        const uid = Number(run("id", ["-u", "postgres"]).stdout.trim());
        const gid = Number(run("id", ["-g", "postgres"]).stdout.trim());
        chownSync(dataDir, uid, gid);
      }
      const init = runAsOwner(bin, "initdb", [
        "-D",
        dataDir,
        "-U",
        "postgres",
        "--auth=trust",
        "--encoding=UTF8",
        "--no-locale",
        "--no-sync",
      ]);
      if (init.status !== 0) {
        rmSync(dataDir, { recursive: true, force: true });
        throw new Error(`initdb failed:\n${init.stdout}\n${init.stderr}`);
      }
    }
    log(`starting PostgreSQL on 127.0.0.1:${port} (log: ${logFile})`);
    const options = [
      `-p ${port}`,
      "-k /tmp",
      "-c listen_addresses=127.0.0.1",
      "-c max_connections=300",
      // Test data is thrown away: durability only costs time here.
      "-c fsync=off",
      "-c synchronous_commit=off",
      "-c full_page_writes=off",
    ].join(" ");
    const start = runAsOwner(bin, "pg_ctl", ["-D", dataDir, "-o", options, "-l", logFile, "-w", "-t", "60", "start"]);
    if (start.status !== 0 && !isReady(bin, port)) {
      throw new Error(
        `pg_ctl start failed (exit ${start.status}):\n${start.stdout}\n${start.stderr}\nSee ${logFile} for the server's log.`,
      );
    }
  });
}

/**
 * The URL of a PostgreSQL server the tests may create databases on (database `postgres`).
 * Throws with a message saying what to install when there is none and we cannot install it.
 */
export function ensurePostgres() {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  const port = Number(process.env.TEST_PG_PORT || DEFAULT_PORT);
  startOwnServer(port);
  // initdb -U postgres: the superuser is called postgres whoever runs the server.
  return `postgres://postgres@127.0.0.1:${port}/postgres`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  try {
    console.log(ensurePostgres());
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
