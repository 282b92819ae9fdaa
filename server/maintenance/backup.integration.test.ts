import { execFile } from "node:child_process";
import { existsSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import SQLite from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/connect";
import { createTestStore, tempDir, type TestStore } from "../test/databases";
import { daysBefore, insertContact, insertLead, insertOffer } from "../test/fixtures";
import { backupSqlite, restoreSqlite } from "./backup";
import { exportFormats, exportRecords, exportTypes } from "./export";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

function cli(args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["scripts/cli.mjs", ...args],
      { cwd: root, env: { ...process.env, NODE_ENV: "production", DATABASE_URL: "", ...env }, timeout: 60_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? (typeof error.code === "number" ? error.code : 1) : 0, stdout, stderr }),
    );
  });
}

async function exportEverything(handle: DatabaseHandle): Promise<string[]> {
  const out: string[] = [];
  for (const type of exportTypes) {
    for (const format of exportFormats) out.push(await exportRecords(handle.db, { type, format }));
  }
  return out;
}

async function fill(handle: DatabaseHandle, count: number, prefix: string) {
  const now = new Date();
  for (let i = 0; i < count; i++) {
    await insertContact(handle.db, { id: `${prefix}-c${i}`, created_at: daysBefore(now, i % 30), name: `Kunde ${i}` });
  }
}

describe("SQLite backup and restore", () => {
  const cleanup: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });

  async function serverStore(): Promise<{ store: TestStore; server: DatabaseHandle }> {
    const store = await createTestStore("sqlite");
    // Opened like the server opens it: holding the lock.
    const server = await store.open({ owner: true });
    cleanup.push(
      () => store.destroy(),
      () => server.close(),
    );
    return { store, server };
  }

  it("copies a consistent database while the server holds it and keeps writing", async () => {
    const { store, server } = await serverStore();
    await fill(server, 200, "before");
    const target = path.join(tempDir(), "backup.sqlite");
    cleanup.push(() => rmSync(path.dirname(target), { recursive: true, force: true }));

    const writes = fill(server, 200, "during");
    const report = await backupSqlite(store.dataDir, target);
    await writes;

    expect(report.bytes).toBeGreaterThan(0);
    const copy = new SQLite(target, { readonly: true });
    try {
      expect(copy.pragma("integrity_check", { simple: true })).toBe("ok");
      const rows = (copy.prepare("SELECT count(*) AS n FROM contact_messages").get() as { n: number }).n;
      // All rows committed before the backup started, and whichever of the later ones made it in.
      expect(rows).toBeGreaterThanOrEqual(200);
      expect(rows).toBeLessThanOrEqual(400);
    } finally {
      copy.close();
    }
    expect(readdirSync(path.dirname(target))).toEqual(["backup.sqlite"]);
  });

  it("backup, wipe, restore: the export is the same before and after", async () => {
    const { store, server } = await serverStore();
    const now = new Date();
    await fill(server, 20, "x");
    await insertLead(server.db, { id: "lead-1", created_at: daysBefore(now, 5) });
    await insertOffer(server.db, { created_at: daysBefore(now, 4), number: "2026-0042" });
    const before = await exportEverything(server);
    const target = path.join(tempDir(), "nightly.sqlite");
    cleanup.push(() => rmSync(path.dirname(target), { recursive: true, force: true }));

    const backedUp = await cli(["backup", target], { DATA_DIR: store.dataDir });
    expect(backedUp.stderr).toBe("");
    expect(backedUp.code).toBe(0);
    expect(backedUp.stdout).toMatch(/^backed up to .*nightly\.sqlite \(\d+ bytes\)\n$/);

    // Restoring needs the server stopped: its lock says so.
    const refused = await cli(["restore", target], { DATA_DIR: store.dataDir });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/in use by another server process/);

    await server.close();
    rmSync(store.dataDir, { recursive: true, force: true });
    // A stale write-ahead log from the wiped database must not be replayed onto the restored one.
    const restored = await cli(["restore", target], { DATA_DIR: store.dataDir });
    expect(restored.code).toBe(0);
    expect(restored.stdout).toMatch(/^restored .*site\.sqlite/);

    const reopened = await store.open({ owner: true });
    cleanup.push(() => reopened.close());
    expect(await exportEverything(reopened)).toEqual(before);
    expect(before[0]).toContain("Kunde 19");
  });

  it("a restore removes the old database's write-ahead log", async () => {
    const { store, server } = await serverStore();
    await fill(server, 5, "old");
    const target = path.join(tempDir(), "b.sqlite");
    cleanup.push(() => rmSync(path.dirname(target), { recursive: true, force: true }));
    await backupSqlite(store.dataDir, target);
    await server.close();
    writeFileSync(path.join(store.dataDir, "site.sqlite-wal"), "not a log of this database");
    restoreSqlite(store.dataDir, target);
    expect(existsSync(path.join(store.dataDir, "site.sqlite-wal"))).toBe(false);
    const reopened = await store.open();
    cleanup.push(() => reopened.close());
    expect((await exportRecords(reopened.db, { type: "contacts", format: "json" })).match(/old-c/g)).toHaveLength(5);
  });

  it("says what is wrong instead of copying nothing", async () => {
    const empty = tempDir();
    cleanup.push(() => rmSync(empty, { recursive: true, force: true }));
    await expect(backupSqlite(empty, path.join(empty, "x.sqlite"))).rejects.toThrow(/no database at/);
    expect(() => restoreSqlite(empty, path.join(empty, "missing.sqlite"))).toThrow(/no backup file/);
    const usage = await cli(["backup"], { DATA_DIR: empty });
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/backup needs a file name/);
    const postgres = await cli(["backup", "x.sqlite"], { DATA_DIR: empty, DATABASE_URL: "postgres://u@127.0.0.1/db" });
    expect(postgres.code).toBe(2);
    expect(postgres.stderr).toMatch(/pg_dump/);
  });
});
