import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { formMessages } from "#app/content/forms";
import { createApp } from "../app";
import { parseEnv } from "../env";
import { createServices } from "../services";
import { memoryLogger, SITE_URL } from "../test/api-app";
import { sharedAssistant } from "../test/assistant-api";

const MARKER = "Schneeballschlacht";

describe("POST /api/ask in the production app", { timeout: 60_000 }, () => {
  it("answers from the assistant the server built, with the assistant's own budget from configuration", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "assistant-app-"));
    const clientDir = path.join(dataDir, "client");
    mkdirSync(clientDir);
    const env = parseEnv({ NODE_ENV: "test", SITE_URL, DATA_DIR: dataDir, ASSISTANT_RATE_LIMIT_PER_MINUTE: "2" });
    const { logger, lines } = memoryLogger();
    const services = await createServices(env, logger);
    const app = createApp({ env, logger, build: {} as ServerBuild, clientDir, services, assistant: sharedAssistant() });
    const server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const ask = (message: string) =>
      fetch(`${base}/api/ask`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ message, language: "en", conversationHistory: [] }),
      });
    try {
      const first = await ask(`How often should solar panels be cleaned? ${MARKER}`);
      expect(first.status).toBe(200);
      expect(((await first.json()) as { response: string }).response).toContain("](/en/");
      expect((await ask("Do you cover Basel?")).status).toBe(200);
      const refused = await ask("And Liestal?");
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ message: formMessages.de.tooMany });

      // The forms' budget of the same address is untouched.
      const contact = await fetch(`${base}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: "Anna Muster", email: "anna@example.ch", message: "Hallo", fillMs: 8000 }),
      });
      expect(contact.status).toBe(200);

      expect(lines.filter((line) => line.msg === "request" && line.path === "/api/ask")).toHaveLength(3);
      expect(JSON.stringify(lines)).not.toContain(MARKER);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await services.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
