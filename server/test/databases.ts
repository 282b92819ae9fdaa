import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import { openDatabase, type DatabaseHandle } from "../db/connect";

/** Both databases the data layer supports; integration tests run on each (DESIGN "Tests and checks"). */
export const dialects = ["sqlite", "postgres"] as const;
export type Dialect = (typeof dialects)[number];

/**
 * A fresh, empty place for one test file's data: a temp DATA_DIR (also used for
 * the mail spool) and, for PostgreSQL, a database of its own on the test server,
 * so test files can run in parallel.
 */
export interface TestStore {
  dialect: Dialect;
  dataDir: string;
  /** Set for PostgreSQL: postgres://…/test_<time>_<random>. */
  databaseUrl?: string;
  open(options?: { owner?: boolean; migrate?: boolean }): Promise<DatabaseHandle>;
  /** Drops the database and deletes the temp folder. */
  destroy(): Promise<void>;
}

export function tempDir(prefix = "solarclean-test-"): string {
  return mkdtempSync(path.join(tmpdir(), prefix));
}

/**
 * The test server's admin URL. Only the integration project starts PostgreSQL, so a test file
 * elsewhere that asks for it is named wrongly: it stops here instead of being skipped.
 */
function postgresAdminUrl(): string {
  const url = inject("postgresUrl");
  if (!url)
    throw new Error(
      `No test PostgreSQL server in this Vitest project: name the test file *.integration.test.ts (docs/how-to/testing.md).`,
    );
  return url;
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresAdminUrl() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function createTestStore(dialect: Dialect): Promise<TestStore> {
  const dataDir = tempDir();
  let databaseUrl: string | undefined;
  let dbName: string | undefined;
  if (dialect === "postgres") {
    dbName = `test_${Math.floor(Date.now() / 1000)}_${randomBytes(5).toString("hex")}`;
    await adminQuery(`CREATE DATABASE "${dbName}"`);
    const url = new URL(postgresAdminUrl());
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  return {
    dialect,
    dataDir,
    databaseUrl,
    open: (options = {}) => openDatabase({ dataDir, databaseUrl, ...options }),
    async destroy() {
      if (dbName) await adminQuery(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * For a describe block: a fresh store and an open database for all its tests,
 * closed and dropped afterwards. Read the fields inside tests or hooks.
 */
export function useTestDatabase(dialect: Dialect, options: { owner?: boolean } = {}) {
  const context = {} as { store: TestStore; handle: DatabaseHandle };
  beforeAll(async () => {
    context.store = await createTestStore(dialect);
    context.handle = await context.store.open({ owner: options.owner });
    if (context.handle.dialect !== dialect)
      throw new Error(`expected a ${dialect} database, got ${context.handle.dialect}`);
  });
  afterAll(async () => {
    await context.handle?.close();
    await context.store?.destroy();
  });
  return context;
}
