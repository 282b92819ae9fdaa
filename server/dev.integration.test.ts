import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * `npm run dev` (scripts/dev.mjs -> server/dev.ts) serves the site through the
 * production Express app with Vite as middleware: redirects, security headers and
 * /api answer as in production, and pages render from the source.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
let server: ChildProcess;
let base: string;
let dataDir: string;
const output: string[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilListening(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`npm run dev stopped:\n${output.join("")}`);
    try {
      await fetch(`${base}/@vite/client`, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`npm run dev did not listen within the time limit:\n${output.join("")}`);
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "dev-server-test-"));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, [path.join(ROOT, "scripts/dev.mjs")], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SMTP_URL: "",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout!.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  server.stderr!.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  await waitUntilListening(Date.now() + 60_000);
}, 90_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
}, 30_000);

describe("npm run dev", { timeout: 60_000 }, () => {
  it("redirects an old address permanently, as production does", async () => {
    const res = await fetch(`${base}/solar-panel-cleaning`, { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/solaranlagenreinigung");
  });

  it("renders a page from the source with the security headers and Vite's reloading script", async () => {
    const res = await fetch(`${base}/solaranlagenreinigung`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
    expect(nonce).toBeTruthy();
    const html = await res.text();
    expect(html).toContain("<h1");
    // Every inline script carries the response's nonce, so the policy lets development's scripts run.
    expect(html).toContain(`nonce="${nonce}"`);
    expect(html).toContain("inject-hmr-runtime");
  });

  it("serves the browser code through Vite", async () => {
    const res = await fetch(`${base}/app/root.tsx`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/javascript/);
  });

  it("answers POST /api/contact with the validation errors as JSON", async () => {
    const res = await fetch(`${base}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ email: "not an address" }),
    });
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    const body = (await res.json()) as { message: string; fields: Record<string, string> };
    expect(body.message).toBeTruthy();
    expect(Object.keys(body.fields)).toEqual(expect.arrayContaining(["name", "email", "message"]));
  });
});
