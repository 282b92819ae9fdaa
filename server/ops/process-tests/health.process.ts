import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundleServer, removeBundle, ROOT } from "./bundle";
import { removeTempDataDirs, startServerProcess, tempDataDir, type ServerProcess } from "./harness";

let server: ServerProcess;

beforeAll(async () => {
  if (!existsSync(path.join(ROOT, "build/server/index.js")))
    throw new Error("No production build: run `npm run build` first.");
  server = await startServerProcess(await bundleServer(), { DATA_DIR: tempDataDir() });
  await server.ready();
});
afterAll(async () => {
  server?.kill("SIGTERM");
  await server?.exited(15_000);
  removeTempDataDirs();
  removeBundle();
});

describe("health endpoints of the production server", () => {
  it("/healthz and /readyz answer uncached and are not logged per request; pages keep their own caching", async () => {
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(health.headers.get("cache-control")).toBe("no-store");
    const timings: number[] = [];
    for (let i = 0; i < 20; i++) {
      const started = performance.now();
      const ready = await fetch(`${server.url}/readyz`);
      timings.push(performance.now() - started);
      expect(ready.status).toBe(200);
      expect(ready.headers.get("cache-control")).toBe("no-store");
      expect(await ready.json()).toMatchObject({
        ready: true,
        database: { ok: true },
        outbox: { unsent: 0, oldestUnsentAgeSeconds: null },
        mailSpool: { ok: true },
      });
    }
    timings.sort((a, b) => a - b);
    console.log(`[readyz] SQLite: median ${timings[10]!.toFixed(1)} ms, max ${timings[19]!.toFixed(1)} ms over 20`);
    expect(timings[10]).toBeLessThan(200);

    const page = await fetch(`${server.url}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control") ?? "").not.toContain("no-store");
    await new Promise((resolve) => setTimeout(resolve, 200));
    const requestLines = server.logs().filter((l) => l.msg === "request");
    expect(requestLines.some((l) => l.path === "/")).toBe(true);
    expect(requestLines.filter((l) => l.path === "/healthz" || l.path === "/readyz")).toEqual([]);
  });

  it("a stored request shows up in the outbox backlog of /readyz until it is sent", async () => {
    const res = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({
        name: "Anna Muster",
        email: "anna@example.ch",
        message: "Hallo",
        language: "de",
        fillMs: 9000,
      }),
    });
    expect(res.status).toBe(200);
    // The spool transport writes both mails within moments; the backlog is back to zero.
    const deadline = Date.now() + 10_000;
    let body: { outbox: { unsent: number } } = { outbox: { unsent: -1 } };
    while (Date.now() < deadline) {
      body = (await (await fetch(`${server.url}/readyz`)).json()) as typeof body;
      if (body.outbox.unsent === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(body.outbox.unsent).toBe(0);
  });
});
