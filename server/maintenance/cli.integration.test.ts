import { execFile } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { createTestStore, dialects, useTestDatabase } from "../test/databases";
import { daysBefore, insertContact, insertLead, parseCsv } from "../test/fixtures";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function run(command: string, args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      command,
      args,
      { cwd: root, env: { ...process.env, ...env }, timeout: 60_000, maxBuffer: 10 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === "number" ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/** `npm run export` / `npm run purge` without npm around it: scripts/cli.mjs bundles and runs server/cli.ts. */
describe.each(dialects)("maintenance commands on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  const env = () => ({
    DATA_DIR: database.store.dataDir,
    DATABASE_URL: database.store.databaseUrl ?? "",
    NODE_ENV: "production",
  });

  it("export prints the CSV and nothing else, purge deletes old requests and says what it did", async () => {
    const db = database.handle.db;
    const now = new Date();
    await insertContact(db, { id: "old", created_at: daysBefore(now, 800), name: "Alt" });
    await insertContact(db, { id: "recent", created_at: daysBefore(now, 3), name: "=cmd|' /C calc'!A0" });
    await insertLead(db, { id: "lead", created_at: daysBefore(now, 2), name: "Lea" });

    const since = daysBefore(now, 2).slice(0, 10);
    const [csv, json] = await Promise.all([
      run(process.execPath, ["scripts/cli.mjs", "export", "--type", "contacts", "--format", "csv"], env()),
      run(process.execPath, ["scripts/cli.mjs", "export", "--type=leads", "--format=json", `--since=${since}`], env()),
    ]);
    expect(csv.stderr).toBe("");
    expect(csv.code).toBe(0);
    const rows = parseCsv(csv.stdout);
    expect(rows[0]![0]).toBe("id");
    expect(rows.slice(1).map((r) => [r[0], r[2]])).toEqual([
      ["old", "Alt"],
      ["recent", "'=cmd|' /C calc'!A0"],
    ]);

    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout).map((r: { id: string }) => r.id)).toEqual(["lead"]);

    const purged = await run(process.execPath, ["scripts/cli.mjs", "purge"], env());
    expect(purged.code).toBe(0);
    expect(purged.stdout).toContain("contactMessages: 1 deleted");
    expect(purged.stdout).toContain("leads: 0 deleted");
    expect((await db.selectFrom("contact_messages").select("id").execute()).map((r) => r.id)).toEqual(["recent"]);
  }, 30_000);
});

describe("maintenance commands", () => {
  it("refuses wrong arguments with the usage text and exit code 2, printing no data", async () => {
    const calls = [
      ["export", "--type", "passwords"],
      ["export", "--type", "contacts", "--format", "xlsx"],
      ["export", "--type", "contacts", "--since", "yesterday"],
      ["vacuum"],
    ];
    const results = await Promise.all(
      calls.map((args) =>
        run(process.execPath, ["scripts/cli.mjs", ...args], { DATA_DIR: "/nonexistent", DATABASE_URL: "" }),
      ),
    );
    for (const [i, result] of results.entries()) {
      expect(result.code, calls[i]!.join(" ")).toBe(2);
      expect(result.stdout).toBe("");
      expect(result.stderr).toContain("Usage:");
      expect(result.stderr).toContain("npm run --silent export -- --type contacts|leads|offers|newsletter");
    }
  }, 30_000);

  it("stop with a clear message on a bad configuration", async () => {
    const result = await run(process.execPath, ["scripts/cli.mjs", "purge"], {
      DATA_DIR: "/tmp",
      DATABASE_URL: "mysql://localhost/site",
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("DATABASE_URL: must start with postgres:// or postgresql://");
  }, 30_000);

  it("`npm run --silent export` writes only the CSV to stdout (without --silent npm adds its banner)", async () => {
    const database = await createTestStore("sqlite");
    try {
      const handle = await database.open();
      await insertContact(handle.db, { id: "via-npm", created_at: new Date().toISOString() });
      await handle.close();
      const result = await run("npm", ["run", "--silent", "export", "--", "--type", "contacts", "--format", "csv"], {
        DATA_DIR: database.dataDir,
        DATABASE_URL: "",
      });
      expect(result.code).toBe(0);
      expect(result.stdout.startsWith('"id","created_at","name"')).toBe(true);
      expect(parseCsv(result.stdout).map((r) => r[0])).toEqual(["id", "via-npm"]);
    } finally {
      await database.destroy();
    }
  }, 30_000);
});
