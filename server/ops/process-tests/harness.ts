import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, chownSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "#server/test/smtp";

/** As root, permission faults need an ordinary user: the server then runs as `nobody`. */
export const NOBODY = 65534;
export const isRoot = typeof process.getuid === "function" && process.getuid() === 0;

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  stdout: string[];
  stderr: string[];
  /** Parsed JSON log lines of stdout. */
  logs(): Record<string, unknown>[];
  /** Resolves once /healthz answers (rejects when the process exits first). */
  ready(timeoutMs?: number): Promise<void>;
  /** Resolves with the exit code (or signal) once the process ended; rejects after timeoutMs. */
  exited(timeoutMs?: number): Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number }>;
  kill(signal?: NodeJS.Signals): void;
}

const tempDirs: string[] = [];

export function tempDataDir(owner?: number): string {
  const dir = mkdtempSync(path.join(tmpdir(), "solarclean-process-"));
  if (owner !== undefined) chownSync(dir, owner, owner);
  tempDirs.push(dir);
  return dir;
}

/** Deletes the data folders of this test file (made writable first: some tests take the write bit away). */
export function removeTempDataDirs(): void {
  for (const dir of tempDirs.splice(0)) {
    try {
      chmodSync(dir, 0o755);
    } catch {
      // already gone
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function startServerProcess(
  bundle: string,
  env: Record<string, string>,
  options: { uid?: number } = {},
): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawn(process.execPath, [bundle], {
    // The bundle's folder holds the build too (bundle.ts): reachable for `nobody` wherever the checkout lives.
    cwd: path.dirname(bundle),
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      LOG_LEVEL: "info",
      RATE_LIMIT_PER_MINUTE: "10000",
      TRUST_PROXY: "1",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
    ...(options.uid !== undefined ? { uid: options.uid, gid: options.uid } : {}),
  });
  const stdout: string[] = [];
  const stderr: string[] = [];
  const collect = (into: string[]) => {
    let rest = "";
    return (chunk: Buffer) => {
      const lines = (rest + chunk.toString("utf8")).split("\n");
      rest = lines.pop() ?? "";
      into.push(...lines.filter((line) => line.length > 0));
    };
  };
  child.stdout!.on("data", collect(stdout));
  child.stderr!.on("data", collect(stderr));
  const started = Date.now();
  let exit: { code: number | null; signal: NodeJS.Signals | null; ms: number } | undefined;
  const exitWaiters: (() => void)[] = [];
  child.on("exit", (code, signal) => {
    exit = { code, signal, ms: Date.now() - started };
    for (const waiter of exitWaiters.splice(0)) waiter();
  });
  const url = `http://127.0.0.1:${port}`;
  return {
    child,
    port,
    url,
    stdout,
    stderr,
    logs: () =>
      stdout.flatMap((line) => {
        try {
          return [JSON.parse(line) as Record<string, unknown>];
        } catch {
          return [];
        }
      }),
    async ready(timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (exit) throw new Error(`the server exited (${JSON.stringify(exit)}): ${stderr.join("\n")}`);
        try {
          if ((await fetch(`${url}/healthz`)).status === 200) return;
        } catch {
          // not listening yet
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`the server did not answer within ${timeoutMs} ms`);
    },
    exited(timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        if (exit) return resolve(exit);
        const timer = setTimeout(() => reject(new Error(`still running after ${timeoutMs} ms`)), timeoutMs);
        exitWaiters.push(() => {
          clearTimeout(timer);
          resolve(exit!);
        });
      });
    },
    kill(signal = "SIGTERM") {
      if (!exit) child.kill(signal);
    },
  };
}

/** The one line an operator reads: stderr has exactly one line, and no stack trace. */
export function oneLine(server: ServerProcess): string {
  const lines = server.stderr.filter((line) => line.trim() !== "");
  if (lines.length !== 1 || lines.some((line) => /^\s+at /.test(line))) {
    throw new Error(`expected one line on stderr, got:\n${server.stderr.join("\n")}`);
  }
  return lines[0]!;
}
