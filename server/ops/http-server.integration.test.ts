import net from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { parseEnv } from "../env";
import { freePort } from "../test/smtp";
import { listen } from "./http-server";
import { StartupError } from "./startup-error";

const servers: net.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
});

async function start(extra: Record<string, string>) {
  const app = express();
  app.get("/", (_req, res) => res.send("ok"));
  const port = await freePort();
  const env = parseEnv({ HOST: "127.0.0.1", PORT: String(port), ...extra });
  const server = await listen(app, env);
  servers.push(server);
  return { server, port, env };
}

/** Raw bytes over one connection: what a slow or idle client does. */
function rawClient(port: number) {
  const socket = net.connect(port, "127.0.0.1");
  let received = "";
  let closedAt: number | undefined;
  socket.on("data", (chunk) => (received += chunk.toString("latin1")));
  socket.on("close", () => (closedAt = Date.now()));
  socket.on("error", () => {});
  return {
    socket,
    take() {
      const text = received;
      received = "";
      return text;
    },
    closedAt: () => closedAt,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("listen: Node's server timeouts", () => {
  it("applies the configured timeouts, keep-alive longer than nginx's 60 s by default", async () => {
    const { server } = await start({});
    expect(server.keepAliveTimeout).toBe(65_000);
    expect(server.headersTimeout).toBe(20_000);
    expect(server.requestTimeout).toBe(30_000);
  });

  it("an idle keep-alive connection outlives the headers timeout; headers that trickle in are cut with 408", async () => {
    const { port } = await start({ HTTP_HEADERS_TIMEOUT_MS: "1000", HTTP_REQUEST_TIMEOUT_MS: "1000" });
    const client = rawClient(port);
    client.socket.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n");
    await sleep(300);
    expect(client.take()).toMatch(/^HTTP\/1.1 200/);
    await sleep(2_000); // idle, twice the headers timeout
    client.socket.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n");
    await sleep(300);
    expect(client.take()).toMatch(/^HTTP\/1.1 200/);
    const started = Date.now();
    client.socket.write("GET / HTTP/1.1\r\nHost: x\r\n"); // headers never finished
    while (!client.closedAt() && Date.now() - started < 5_000) await sleep(50);
    expect(client.take()).toMatch(/^HTTP\/1.1 408/);
    // Checked every quarter of the timeout: cut after at most ~1.25 s, not Node's default 30 s interval.
    expect(client.closedAt()! - started).toBeLessThan(2_500);
  });

  it("a port in use is a StartupError naming the port", async () => {
    const { port } = await start({});
    const app = express();
    const error = await listen(app, parseEnv({ HOST: "127.0.0.1", PORT: String(port) })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StartupError);
    expect((error as Error).message).toBe(
      `Port ${port} is already in use (127.0.0.1:${port}, EADDRINUSE): stop the other process or set PORT.`,
    );
  });
});
