import { chmodSync, chownSync, existsSync, mkdirSync, writeFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "#server/test/smtp";
import { startTcpProxy } from "../tcp-proxy";
import { bundleServer, removeBundle, ROOT } from "./bundle";
import {
  isRoot,
  NOBODY,
  oneLine,
  removeTempDataDirs,
  startServerProcess,
  tempDataDir,
  type ServerProcess,
} from "./harness";

/**
 * Start-up faults of the production server: each stops the process with exit
 * code 1 and one line on stderr naming the cause (no stack trace).
 */
let bundle: string;
const running: ServerProcess[] = [];
const start = async (...args: Parameters<typeof startServerProcess>) => {
  const server = await startServerProcess(...args);
  running.push(server);
  return server;
};

beforeAll(async () => {
  if (!existsSync(path.join(ROOT, "build/server/index.js")))
    throw new Error("No production build: run `npm run build` first.");
  bundle = await bundleServer();
});
afterEach(async () => {
  for (const server of running.splice(0)) {
    server.kill("SIGKILL");
    await server.exited(5_000).catch(() => {});
  }
});
afterAll(() => {
  removeTempDataDirs();
  removeBundle();
});

// Permission faults need a user the kernel checks: as root the server runs as `nobody`.
const asUser = isRoot ? { uid: NOBODY } : {};
const userOwned = (dir: string) => {
  if (isRoot) chownSync(dir, NOBODY, NOBODY);
  return dir;
};

describe("start-up faults", () => {
  it("port in use: one line naming the port, exit 1 (the process no longer keeps running without a port)", async () => {
    const blocker = net.createServer();
    const port = await freePort();
    await new Promise<void>((resolve) => blocker.listen(port, "127.0.0.1", resolve));
    try {
      const server = await start(bundle, { PORT: String(port), DATA_DIR: tempDataDir() });
      const { code } = await server.exited(20_000);
      expect(code).toBe(1);
      expect(oneLine(server)).toMatch(new RegExp(`^Port ${port} is already in use .*EADDRINUSE`));
    } finally {
      blocker.close();
    }
  });

  it("DATA_DIR that cannot be created", async () => {
    const parent = tempDataDir();
    writeFileSync(path.join(parent, "not-a-folder"), "");
    const dataDir = path.join(parent, "not-a-folder", "data");
    const server = await start(bundle, { DATA_DIR: dataDir });
    expect((await server.exited(20_000)).code).toBe(1);
    expect(oneLine(server)).toMatch(/does not exist and cannot be created .*ENOTDIR/);
    expect(oneLine(server)).toContain("not-a-folder");
  });

  it("DATA_DIR that is not writable", async () => {
    const dataDir = tempDataDir();
    chmodSync(dataDir, 0o555);
    const server = await start(bundle, { DATA_DIR: dataDir }, asUser);
    expect((await server.exited(20_000)).code).toBe(1);
    expect(oneLine(server)).toMatch(new RegExp(`DATA_DIR ${dataDir} is not writable .*EACCES`));
  });

  it("a read-only database file", async () => {
    const dataDir = userOwned(tempDataDir());
    const file = path.join(dataDir, "site.sqlite");
    new SQLite(file).close();
    chmodSync(file, 0o444);
    const server = await start(bundle, { DATA_DIR: dataDir }, asUser);
    expect((await server.exited(20_000)).code).toBe(1);
    expect(oneLine(server)).toMatch(new RegExp(`database file ${file} is read-only`));
  });

  it("an unwritable mail spool when SMTP_URL is unset", async () => {
    const dataDir = userOwned(tempDataDir());
    mkdirSync(path.join(dataDir, "mail-spool"), { mode: 0o555 });
    if (isRoot) chownSync(path.join(dataDir, "mail-spool"), 0, 0);
    const server = await start(bundle, { DATA_DIR: dataDir }, asUser);
    expect((await server.exited(20_000)).code).toBe(1);
    expect(oneLine(server)).toMatch(/mail spool .*mail-spool is not writable .*set SMTP_URL/);
  });

  it("a SQLite file owned by another running server", async () => {
    const dataDir = tempDataDir();
    const first = await start(bundle, { DATA_DIR: dataDir });
    await first.ready();
    const second = await start(bundle, { DATA_DIR: dataDir });
    expect((await second.exited(20_000)).code).toBe(1);
    expect(oneLine(second)).toMatch(/in use by another server process \(pid \d+\)/);
    // The first server is not disturbed.
    expect((await fetch(`${first.url}/readyz`)).status).toBe(200);
  });

  it("PostgreSQL unreachable: retried with one log line per try, then one line naming DATABASE_URL without its password", async () => {
    const closedPort = await freePort();
    const url = `postgres://site:s3cret-pw@127.0.0.1:${closedPort}/site`;
    const server = await start(bundle, {
      DATA_DIR: tempDataDir(),
      DATABASE_URL: url,
      DATABASE_STARTUP_TIMEOUT_MS: "3000",
    });
    const { code, ms } = await server.exited(20_000);
    expect(code).toBe(1);
    const line = oneLine(server);
    expect(line).toContain(
      `PostgreSQL at postgres://site:***@127.0.0.1:${closedPort}/site (DATABASE_URL) not reachable`,
    );
    expect(line).toContain("ECONNREFUSED");
    expect(server.stdout.join("\n") + line).not.toContain("s3cret-pw");
    const tries = server.logs().filter((l) => l.msg === "database not reachable yet, trying again");
    // 0.5 + 1 + 2 s of back-off fit into 3 s, the next pause would not.
    expect(tries.length).toBeGreaterThanOrEqual(2);
    expect(tries.every((t) => String(t.reason).includes("ECONNREFUSED"))).toBe(true);
    expect(ms).toBeLessThan(10_000);
  });

  it("PostgreSQL that comes up while start-up retries: the server starts and is ready", async () => {
    const admin = new URL(process.env.TEST_DATABASE_URL!);
    const proxy = await startTcpProxy(Number(admin.port || 5432));
    proxy.down();
    try {
      const viaProxy = new URL(admin);
      viaProxy.port = String(proxy.port);
      const server = await start(bundle, { DATA_DIR: tempDataDir(), DATABASE_URL: viaProxy.toString() });
      // The database comes up only once the server has found it down and said it will try again: how long start-up
      // takes before its first try depends on the machine, so a fixed wait could heal the proxy before any try.
      const triedOnce = () => server.logs().some((l) => l.msg === "database not reachable yet, trying again");
      for (let waited = 0; !triedOnce() && waited < 20_000; waited += 100)
        await new Promise((resolve) => setTimeout(resolve, 100));
      proxy.heal();
      await server.ready(30_000);
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
      expect(
        server.logs().filter((l) => l.msg === "database not reachable yet, trying again").length,
      ).toBeGreaterThanOrEqual(1);
    } finally {
      await proxy.close();
    }
  });
});
