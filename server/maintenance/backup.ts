import { existsSync, mkdirSync, renameSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { takeLock } from "../db/connect";

/**
 * Backup and restore of the SQLite database (`npm run backup -- FILE`, `npm run restore -- FILE`).
 *
 * The backup uses SQLite's online backup API on a connection of its own: it does not need the
 * server's lock and copies a consistent state while the server keeps writing (a page changed by
 * another connection during the copy makes SQLite start the copy again). PostgreSQL has its own
 * tools for this (pg_dump / pg_restore, see docs/how-to/deploy.md).
 */
export const DATABASE_FILE = "site.sqlite";

export interface BackupReport {
  file: string;
  bytes: number;
  pages: number;
}

/**
 * Checks a copy with SQLite's integrity check. The copy of a WAL database is itself in WAL mode;
 * `standalone` turns that off, so the backup is one file that opens without -wal/-shm beside it.
 */
function checkIntegrity(file: string, standalone = false): void {
  const copy = new SQLite(file, { readonly: !standalone, fileMustExist: true });
  try {
    if (standalone) copy.pragma("journal_mode = DELETE");
    const result = copy.pragma("integrity_check", { simple: true });
    if (result !== "ok") throw new Error(`${file} failed SQLite's integrity check: ${String(result)}`);
  } finally {
    copy.close();
  }
}

export async function backupSqlite(dataDir: string, target: string): Promise<BackupReport> {
  const source = path.join(path.resolve(dataDir), DATABASE_FILE);
  if (!existsSync(source)) throw new Error(`There is no database at ${source} (check DATA_DIR).`);
  const file = path.resolve(target);
  if (file === source) throw new Error("The backup file cannot be the database itself.");
  // Written beside the target and renamed when complete: a failed backup never leaves a half file under its name.
  const partial = `${file}.partial-${process.pid}`;
  const db = new SQLite(source, { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 5000");
    const progress = await db.backup(partial);
    checkIntegrity(partial, true);
    renameSync(partial, file);
    return { file, bytes: statSync(file).size, pages: progress.totalPages };
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    db.close();
  }
}

/**
 * Puts a backup in place of DATA_DIR/site.sqlite. Only while no server runs on it (the lock a
 * server holds stops it). The database's -wal and -shm files go too: left beside the restored
 * file they would be replayed onto it.
 */
export function restoreSqlite(dataDir: string, backupFile: string): { file: string; bytes: number } {
  const backup = path.resolve(backupFile);
  if (!existsSync(backup)) throw new Error(`There is no backup file ${backup}.`);
  checkIntegrity(backup);
  mkdirSync(path.resolve(dataDir), { recursive: true });
  const target = path.join(path.resolve(dataDir), DATABASE_FILE);
  const release = takeLock(`${target}.lock`);
  try {
    const staging = `${target}.restoring-${process.pid}`;
    // Copied through SQLite, not as bytes: the restored file is a complete database on its own.
    const from = new SQLite(backup, { readonly: true, fileMustExist: true });
    try {
      from.exec(`VACUUM INTO '${staging.replace(/'/g, "''")}'`);
    } finally {
      from.close();
    }
    for (const suffix of ["-wal", "-shm", "-journal"]) rmSync(`${target}${suffix}`, { force: true });
    renameSync(staging, target);
    return { file: target, bytes: statSync(target).size };
  } finally {
    release();
  }
}
