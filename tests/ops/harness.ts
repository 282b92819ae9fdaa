import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import http, { type IncomingHttpHeaders } from "node:http";
import https from "node:https";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const APP_SERVER = path.join(ROOT, "build/app-server.mjs");

export function requireProductionBuild() {
  if (!existsSync(APP_SERVER)) {
    throw new Error("The proxy tests run the production build: run `npm run build` first (npm test does).");
  }
}

/** A self-signed certificate for the site's name, localhost and 127.0.0.1, made with `openssl req`. */
export function makeCertificate(dir: string): { certificate: string; key: string } {
  const certificate = path.join(dir, "cert.pem");
  const key = path.join(dir, "key.pem");
  const result = spawnSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "2",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=DNS:localhost,DNS:www.solar-dachpflege.ch,IP:127.0.0.1",
      "-keyout",
      key,
      "-out",
      certificate,
    ],
    { encoding: "utf8" },
  );
  if (result.error || result.status !== 0) {
    throw new Error(`openssl req failed: ${result.error?.message ?? result.stderr}`);
  }
  return { certificate, key };
}

export interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Source address of the connection (any 127.x.y.z on Linux): a client of its own for the proxy. */
  localAddress?: string;
  /** CA certificate for https:// URLs. */
  ca?: string | Buffer;
}

/** One request on a fresh connection, nothing decoded: the test sees what went over the wire. */
export function request(url: string, options: RequestOptions = {}): Promise<Reply> {
  const secure = url.startsWith("https:");
  const send = secure ? https.request : http.request;
  return new Promise((resolve, reject) => {
    const req = send(
      url,
      {
        method: options.method ?? "GET",
        headers: options.headers,
        localAddress: options.localAddress,
        agent: false,
        ...(secure ? { ca: options.ca } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString("utf8") }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.setTimeout(15_000, () => req.destroy(new Error(`no answer from ${url} within 15 s`)));
    req.end(options.body);
  });
}

export function postJson(url: string, body: unknown, options: RequestOptions = {}): Promise<Reply> {
  return request(url, {
    ...options,
    method: "POST",
    headers: { "content-type": "application/json", ...options.headers },
    body: JSON.stringify(body),
  });
}

export interface AppInstance {
  port: number;
  url: string;
  process: ChildProcess;
  output(): string;
  /** SIGTERM, as systemd stops it; resolves with the exit code. */
  stop(): Promise<number | null>;
}

/** `node build/app-server.mjs` with the given environment; resolves once it answers. */
export async function startAppInstance(port: number, env: Record<string, string>): Promise<AppInstance> {
  const child = spawn(process.execPath, [APP_SERVER], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  let exitCode: number | null | undefined;
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => {
      exitCode = code;
      resolve(code);
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (exitCode !== undefined) throw new Error(`the app on port ${port} exited (${exitCode}):\n${output}`);
    try {
      const reply = await request(`${url}/robots.txt`);
      if (reply.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the app on port ${port} did not answer within 30 s:\n${output}`);
    }
    await sleep(100);
  }
  return {
    port,
    url,
    process: child,
    output: () => output,
    async stop() {
      if (exitCode !== undefined) return exitCode;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}

export function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * The rate limit counts per calendar minute: a test that sends a budget's worth of posts
 * waits when the minute is about to turn, so all its posts fall into one window.
 */
export async function awayFromMinuteEdge(neededSeconds = 15) {
  const intoMinute = Date.now() % 60_000;
  if (intoMinute > 60_000 - neededSeconds * 1000) await sleep(60_000 - intoMinute + 200);
}
