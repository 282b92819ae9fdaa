import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, dialects, type TestStore } from "../test/databases";
import { DatabaseLockedError, openDatabase } from "./connect";

const tables = ["contact_messages", "leads", "offers", "newsletter_subscriptions", "outbox", "rate_limits"] as const;

describe.each(dialects)("migrations on %s", (dialect) => {
  let store: TestStore;
  beforeAll(async () => {
    store = await createTestStore(dialect);
  });
  afterAll(async () => {
    await store.destroy();
  });

  it("create every table at open, and opening again changes nothing and keeps the data", async () => {
    const first = await store.open();
    let appliedAtFirstOpen: string[];
    try {
      appliedAtFirstOpen = (
        await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(first.db)
      ).rows.map((r) => r.name);
      expect(appliedAtFirstOpen[0]).toBe("2026-11-22-01-requests-and-outbox");
      expect(first.dialect).toBe(dialect);
      for (const table of tables) {
        const rows = await first.db.selectFrom(table).selectAll().execute();
        expect(rows, table).toEqual([]);
      }
      await first.db
        .insertInto("contact_messages")
        .values({
          id: "kept",
          created_at: "2026-01-01T00:00:00.000Z",
          name: "Anna",
          company: null,
          email: "anna@example.ch",
          phone: null,
          message: "Hallo",
          language: "de",
          page: null,
          spam: 0,
        })
        .execute();
    } finally {
      await first.close();
    }

    for (let round = 0; round < 2; round++) {
      const again = await store.open();
      try {
        const applied = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(again.db);
        expect(applied.rows.map((r) => r.name)).toEqual(appliedAtFirstOpen);
        const kept = await again.db.selectFrom("contact_messages").select(["id", "name"]).execute();
        expect(kept).toEqual([{ id: "kept", name: "Anna" }]);
      } finally {
        await again.close();
      }
    }
  });

  it("tells where the data lives", async () => {
    const handle = await store.open();
    try {
      if (dialect === "sqlite") expect(handle.location).toBe(path.join(store.dataDir, "site.sqlite"));
      else expect(handle.location).toMatch(/^127\.0\.0\.1:\d+\/test_\d+_[0-9a-f]+$/);
    } finally {
      await handle.close();
    }
  });
});

// Several instances share one database only on PostgreSQL (a SQLite file has one owner).
describe("migrations on postgres", () => {
  it("survive two instances migrating a new database at the same moment", async () => {
    const fresh = await createTestStore("postgres");
    const [a, b] = await Promise.all([fresh.open(), fresh.open()]);
    try {
      // Each migration ran once, whoever got there first.
      const applied = await sql<{ name: string }>`SELECT name FROM kysely_migration`.execute(a.db);
      expect(applied.rows.length).toBeGreaterThan(0);
      expect(new Set(applied.rows.map((r) => r.name)).size).toBe(applied.rows.length);
      expect(await b.db.selectFrom("outbox").selectAll().execute()).toEqual([]);
    } finally {
      await Promise.all([a.close(), b.close()]);
      await fresh.destroy();
    }
  });
});

describe("the SQLite file", () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await createTestStore("sqlite");
  });
  afterAll(async () => {
    await store.destroy();
  });
  const lockFile = () => path.join(store.dataDir, "site.sqlite.lock");

  it("is durable: WAL journal, full sync", async () => {
    const handle = await store.open();
    try {
      const journal = await sql<{ journal_mode: string }>`PRAGMA journal_mode`.execute(handle.db);
      expect(journal.rows[0]?.journal_mode).toBe("wal");
      const sync = await sql<{ synchronous: number }>`PRAGMA synchronous`.execute(handle.db);
      expect(sync.rows[0]?.synchronous).toBe(2); // FULL
    } finally {
      await handle.close();
    }
  });

  it("belongs to one server: a second owner fails with a clear message, maintenance commands may read", async () => {
    const owner = await store.open({ owner: true });
    try {
      expect(readFileSync(lockFile(), "utf8")).toBe(`${hostname()} ${process.pid}`);
      const second = store.open({ owner: true });
      await expect(second).rejects.toBeInstanceOf(DatabaseLockedError);
      await expect(second).rejects.toThrow(
        `is in use by another server process (pid ${process.pid}). Only one server may own a SQLite file`,
      );
      await expect(second).rejects.toThrow(/set DATABASE_URL to a PostgreSQL database to run several instances/);
      // export / purge open it without taking the lock
      const maintenance = await store.open({ owner: false });
      expect(await maintenance.db.selectFrom("leads").selectAll().execute()).toEqual([]);
      await maintenance.close();
      expect(existsSync(lockFile())).toBe(true);
    } finally {
      await owner.close();
    }
    expect(existsSync(lockFile())).toBe(false);
    // Released on close: the next server starts.
    const next = await store.open({ owner: true });
    await next.close();
  });

  it("is refused while another running process holds the lock", async () => {
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"], { stdio: "ignore" });
    try {
      writeFileSync(lockFile(), `${hostname()} ${other.pid}`);
      await expect(store.open({ owner: true })).rejects.toThrow(
        new DatabaseLockedError(
          `The database ${path.join(store.dataDir, "site.sqlite")} is in use by another server process (pid ${other.pid}). ` +
            "Only one server may own a SQLite file: stop the other process, use another DATA_DIR, " +
            "or set DATABASE_URL to a PostgreSQL database to run several instances.",
        ),
      );
      expect(readFileSync(lockFile(), "utf8")).toBe(`${hostname()} ${other.pid}`);
    } finally {
      other.kill();
    }
  });

  it("takes over a stale lock left by a process that no longer runs", async () => {
    const gone = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" });
    const deadPid = Number(gone.stdout);
    expect(deadPid).toBeGreaterThan(0);
    writeFileSync(lockFile(), `${hostname()} ${deadPid}`);
    const handle = await store.open({ owner: true });
    try {
      expect(readFileSync(lockFile(), "utf8")).toBe(`${hostname()} ${process.pid}`);
    } finally {
      await handle.close();
    }
    expect(existsSync(lockFile())).toBe(false);
  });

  it("takes over an unreadable lock file", async () => {
    writeFileSync(lockFile(), "garbage");
    const handle = await store.open({ owner: true });
    await handle.close();
    expect(existsSync(lockFile())).toBe(false);
  });

  it("is refused when the lock belongs to another host, saying how to clear it", async () => {
    writeFileSync(lockFile(), "other-host.example 4242");
    try {
      await expect(store.open({ owner: true })).rejects.toThrow(
        `The database is locked by a server on host other-host.example (pid 4242). If that server no longer runs, delete ${lockFile()} and start again.`,
      );
    } finally {
      writeFileSync(lockFile(), "");
    }
    const handle = await store.open({ owner: true }); // the emptied lock is unreadable: taken over
    await handle.close();
  });
});

describe("a PostgreSQL server that is not there", () => {
  it("fails at open with the connection error, not later", async () => {
    await expect(
      openDatabase({ dataDir: "/nonexistent", databaseUrl: "postgres://nobody@127.0.0.1:1/none" }),
    ).rejects.toThrow(/ECONNREFUSED|connect/);
  });
});
