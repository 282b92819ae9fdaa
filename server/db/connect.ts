import {
  accessSync,
  closeSync,
  constants,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  unlinkSync,
  writeSync,
} from "node:fs";
import { hostname } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, type PostgresPool, type PostgresPoolClient } from "kysely";
import pg from "pg";
import { reasonOf, StartupError } from "../ops/startup-error";
import { isDatabaseUnavailable } from "./faults";
import { migrateToLatest } from "./migrations";
import type { Database } from "./schema";

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  dialect: "sqlite" | "postgres";
  /** Where the data lives, for logs: the SQLite file or the PostgreSQL host and database. */
  location: string;
  close(): Promise<void>;
}

export interface OpenOptions {
  dataDir: string;
  databaseUrl?: string;
  /**
   * The server owns its SQLite file: a second server on the same file stops with
   * a clear message. Maintenance commands (export, purge) do not take the lock;
   * SQLite's own locking keeps their reads and deletes safe next to the server.
   */
  owner?: boolean;
  migrate?: boolean;
  /**
   * PostgreSQL: connecting, waiting for a pooled connection and each statement
   * give up after this long (default 5 s), so a frozen server fails fast.
   */
  timeoutMs?: number;
}

export class DatabaseLockedError extends StartupError {}

/** The SQLite file or its folder cannot be written (read-only file, wrong owner, read-only mount). */
export class DatabaseNotWritableError extends StartupError {}

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  const handle = options.databaseUrl
    ? openPostgres(options.databaseUrl, options.timeoutMs ?? 5_000)
    : openSqlite(options);
  if (options.migrate !== false) {
    try {
      await migrateToLatest(handle.db as Kysely<unknown>);
    } catch (error) {
      await handle.close();
      throw error;
    }
  }
  return handle;
}

function openPostgres(url: string, timeoutMs: number): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // Also bounds the wait for a free pooled connection while all of them hang.
    connectionTimeoutMillis: timeoutMs,
    // The server cancels a slow statement; the client gives up a little later on a server that does not answer.
    statement_timeout: timeoutMs,
    query_timeout: timeoutMs + 1_000,
    idle_in_transaction_session_timeout: timeoutMs * 2,
    keepAlive: true,
  });
  // An idle client losing its connection must not crash the server; the next query reconnects.
  pool.on("error", () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: discardingBrokenClients(pool) }) });
  const parsed = new URL(url);
  return {
    db,
    dialect: "postgres",
    location: `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`,
    close: () => db.destroy(),
  };
}

/**
 * Kysely hands every connection back to the pool as healthy. A connection whose
 * query timed out or was cut is destroyed instead, so the pool opens a fresh one
 * once the server answers again; its error events are caught while it is in use
 * (the pool only listens while it is idle), so a dying server cannot crash us.
 */
function discardingBrokenClients(pool: pg.Pool): PostgresPool {
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      let broken = false;
      const onError = () => {
        broken = true;
      };
      client.on("error", onError);
      const query = (...args: unknown[]) => {
        const result = (client.query as (...a: unknown[]) => unknown)(...args);
        if (!(result instanceof Promise)) return result;
        return result.catch((error: unknown) => {
          if (isDatabaseUnavailable(error)) broken = true;
          throw error;
        });
      };
      return {
        query: query as PostgresPoolClient["query"],
        release() {
          client.removeListener("error", onError);
          client.release(broken || undefined);
        },
      };
    },
    end: () => pool.end(),
  };
}

function openSqlite(options: OpenOptions): DatabaseHandle {
  const dir = path.resolve(options.dataDir);
  const file = path.join(dir, "site.sqlite");
  if (options.owner) ensureWritable(dir, file);
  else mkdirSync(dir, { recursive: true });
  const releaseLock = options.owner ? takeLock(`${file}.lock`) : () => {};
  let sqlite: SQLite.Database;
  try {
    sqlite = new SQLite(file);
    sqlite.pragma("journal_mode = WAL");
    // FULL: a request we answered with 200 survives a power cut, not only a crash.
    sqlite.pragma("synchronous = FULL");
    sqlite.pragma("busy_timeout = 5000");
    sqlite.pragma("foreign_keys = ON");
  } catch (error) {
    releaseLock();
    const code = (error as { code?: string }).code ?? "";
    if (/^SQLITE_(READONLY|CANTOPEN)/.test(code)) {
      throw new DatabaseNotWritableError(
        `The database ${file} cannot be opened for writing (${reasonOf(error)}): ` +
          "the server needs to write the file and its folder; check their owner and permissions.",
      );
    }
    throw error;
  }
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return {
    db,
    dialect: "sqlite",
    location: file,
    close: async () => {
      await db.destroy();
      releaseLock();
    },
  };
}

/**
 * The server writes DATA_DIR (database, WAL, lock, mail spool): a folder that
 * cannot be created or written, or a read-only database file, stops start-up
 * with one line naming the path instead of failing on the first request.
 */
function ensureWritable(dir: string, file: string) {
  ensureDataDir(dir);
  if (!existsSync(file)) return;
  try {
    accessSync(file, constants.W_OK);
  } catch (error) {
    throw new DatabaseNotWritableError(
      `The database file ${file} is read-only (${reasonOf(error)}): check its owner and permissions.`,
    );
  }
}

/** DATA_DIR exists (created when missing) and is writable, or start-up stops with one line. */
export function ensureDataDir(dir: string): void {
  try {
    mkdirSync(dir, { recursive: true });
  } catch (error) {
    throw new DatabaseNotWritableError(`DATA_DIR ${dir} does not exist and cannot be created (${reasonOf(error)}).`);
  }
  try {
    accessSync(dir, constants.W_OK);
  } catch (error) {
    throw new DatabaseNotWritableError(
      `DATA_DIR ${dir} is not writable (${reasonOf(error)}): the database and the mail spool live there.`,
    );
  }
}

/**
 * A lock file holding the owner's host and pid. A lock left by a process that
 * no longer runs (a crash, a killed container) is taken over; a live owner
 * stops the second process before it touches the file.
 */
export function takeLock(lockFile: string): () => void {
  const me = `${hostname()} ${process.pid}`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, "wx");
      writeSync(fd, me);
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (readFileSync(lockFile, "utf8") === me) unlinkSync(lockFile);
        } catch {
          // already gone
        }
      };
      process.once("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = readOwner(lockFile);
      if (owner && owner.host === hostname() && isAlive(owner.pid)) {
        throw new DatabaseLockedError(
          `The database ${lockFile.replace(/\.lock$/, "")} is in use by another server process (pid ${owner.pid}). ` +
            "Only one server may own a SQLite file: stop the other process, use another DATA_DIR, " +
            "or set DATABASE_URL to a PostgreSQL database to run several instances.",
        );
      }
      if (owner && owner.host !== hostname()) {
        throw new DatabaseLockedError(
          `The database is locked by a server on host ${owner.host} (pid ${owner.pid}). ` +
            `If that server no longer runs, delete ${lockFile} and start again.`,
        );
      }
      try {
        unlinkSync(lockFile);
      } catch {
        // another process took it over first; the next attempt decides
      }
    }
  }
  throw new DatabaseLockedError(`Could not take the database lock ${lockFile}.`);
}

function readOwner(lockFile: string): { host: string; pid: number } | undefined {
  try {
    const [host, pid] = readFileSync(lockFile, "utf8").trim().split(" ");
    const number = Number(pid);
    return host && Number.isInteger(number) ? { host, pid: number } : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
