import { openDatabase } from "./db/connect";
import { EnvError, parseEnv } from "./env";
import { exportFormats, exportRecords, exportTypes, type ExportFormat, type ExportType } from "./maintenance/export";
import { backupSqlite, restoreSqlite } from "./maintenance/backup";
import { purge } from "./maintenance/purge";

/**
 * The company's maintenance commands, on the same DATA_DIR / DATABASE_URL as
 * the server:
 *   npm run export -- --type contacts|leads|offers|newsletter --format csv|json [--since YYYY-MM-DD]
 *   npm run purge
 *   npm run backup -- FILE / npm run restore -- FILE (SQLite)
 */
function usage(message: string): never {
  console.error(`${message}

Usage:
  npm run --silent export -- --type contacts|leads|offers|newsletter --format csv|json [--since YYYY-MM-DD] > file
  npm run purge
  npm run backup -- FILE     (SQLite: a consistent copy, also while the server runs)
  npm run restore -- FILE    (SQLite: with the server stopped)`);
  process.exit(2);
}

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(`--${name}`);
  if (index >= 0) return args[index + 1];
  const inline = args.find((a) => a.startsWith(`--${name}=`));
  return inline?.slice(name.length + 3);
}

async function main() {
  const [command, ...args] = process.argv.slice(2);
  let env;
  try {
    env = parseEnv();
  } catch (error) {
    if (error instanceof EnvError) usage(error.message);
    throw error;
  }
  if (command === "export") {
    const type = option(args, "type");
    const format = option(args, "format") ?? "csv";
    const since = option(args, "since");
    if (!type || !(exportTypes as readonly string[]).includes(type))
      usage(`--type must be one of ${exportTypes.join(", ")}`);
    if (!(exportFormats as readonly string[]).includes(format))
      usage(`--format must be one of ${exportFormats.join(", ")}`);
    if (since !== undefined && (!/^\d{4}-\d{2}-\d{2}$/.test(since) || Number.isNaN(Date.parse(since)))) {
      usage("--since must be a date such as 2026-01-31");
    }
    const database = await openDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
    try {
      process.stdout.write(
        await exportRecords(database.db, { type: type as ExportType, format: format as ExportFormat, since }),
      );
    } finally {
      await database.close();
    }
    return;
  }
  if (command === "purge") {
    const database = await openDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
    try {
      const report = await purge(database.db, { now: new Date(), dataDir: env.DATA_DIR });
      console.log(
        Object.entries(report)
          .map(([what, n]) => `${what}: ${n} deleted`)
          .join("\n"),
      );
    } finally {
      await database.close();
    }
    return;
  }
  if (command === "backup" || command === "restore") {
    const file = args.find((a) => !a.startsWith("--"));
    if (!file) usage(`${command} needs a file name`);
    if (env.DATABASE_URL) {
      usage(
        `${command} is for the SQLite database; with DATABASE_URL use pg_dump / pg_restore (docs/how-to/deploy.md)`,
      );
    }
    const report = command === "backup" ? await backupSqlite(env.DATA_DIR, file) : restoreSqlite(env.DATA_DIR, file);
    console.log(`${command === "backup" ? "backed up to" : "restored"} ${report.file} (${report.bytes} bytes)`);
    return;
  }
  usage(`Unknown command ${command ?? "(none)"}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
