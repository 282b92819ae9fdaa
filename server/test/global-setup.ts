import pg from "pg";
import type { TestProject } from "vitest/node";
import { ensurePostgres } from "#scripts/ensure-postgres.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    /** Admin URL (database `postgres`) of the test server; each test file makes its own database there. */
    postgresUrl: string;
  }
}

/** Test databases left behind by an interrupted run are dropped after this long. */
const STALE_AFTER_SECONDS = 6 * 3600;

/**
 * Vitest global set-up: a PostgreSQL server for the data-layer and API tests
 * (scripts/ensure-postgres.mjs starts Debian's server when none runs, or uses
 * TEST_DATABASE_URL). The server is left running for the next run.
 */
export default async function setup(project: TestProject) {
  const url = ensurePostgres();
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `Cannot connect to the test PostgreSQL server ${url.replace(/:[^:@/]*@/, ":***@")}: ${(error as Error).message}`,
    );
  }
  try {
    // Databases of crashed runs (test_<unix seconds>_<random>); a database still in use is left alone.
    const { rows } = await client.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname ~ '^test_[0-9]+_[0-9a-f]+$'",
    );
    const now = Math.floor(Date.now() / 1000);
    for (const { datname } of rows) {
      const created = Number(datname.split("_")[1]);
      if (now - created > STALE_AFTER_SECONDS)
        await client.query(`DROP DATABASE IF EXISTS "${datname}"`).catch(() => {});
    }
  } finally {
    await client.end();
  }
  process.env.TEST_DATABASE_URL = url;
  project.provide("postgresUrl", url);
}
