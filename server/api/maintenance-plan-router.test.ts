import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { parseEnv } from "../env";
import { companyFromEnv } from "../mail/company";
import { memoryLogger, SITE_URL } from "../test/api-app";
import { maintenancePlanRouter } from "./maintenance-plan-router";

/** GET /api/maintenance-plan/:lang.pdf, mounted under /api as the server mounts it. */

let server: http.Server;
let url: string;

beforeAll(async () => {
  const env = parseEnv({ NODE_ENV: "test", SITE_URL });
  const app = express();
  app.use("/api", maintenancePlanRouter({ company: companyFromEnv(env), logger: memoryLogger().logger }));
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const fileNames = {
  de: "wartungsplan-solar-dach.pdf",
  fr: "plan-entretien-solaire-toit.pdf",
  it: "piano-manutenzione-solare-tetto.pdf",
  en: "maintenance-plan-solar-roof.pdf",
} as const;

describe("GET /api/maintenance-plan/:lang.pdf", { timeout: 30_000 }, () => {
  it.each(Object.entries(fileNames))("%s: the PDF as a download, cacheable for a day", async (lang, fileName) => {
    const response = await fetch(`${url}/api/maintenance-plan/${lang}.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="${fileName}"`);
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.subarray(0, 5).toString()).toBe("%PDF-");
    expect(Number(response.headers.get("content-length"))).toBe(body.length);
  });

  it("serves the same bytes again (rendered once)", async () => {
    const get = async () => Buffer.from(await (await fetch(`${url}/api/maintenance-plan/de.pdf`)).arrayBuffer());
    expect((await get()).equals(await get())).toBe(true);
  });

  it.each(["xx.pdf", "DE.pdf", "de.txt", "de", "de.pdf.pdf"])("answers 404 for %s", async (name) => {
    const response = await fetch(`${url}/api/maintenance-plan/${name}`);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).not.toContain("application/pdf");
  });
});

describe("in the production app", { timeout: 30_000 }, () => {
  it("serves the plan even without database services, next to the 503 of the other API routes", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "maintenance-plan-app-"));
    const clientDir = path.join(dataDir, "client");
    mkdirSync(clientDir);
    const env = parseEnv({ NODE_ENV: "test", SITE_URL, DATA_DIR: dataDir });
    const app = createApp({ env, logger: memoryLogger().logger, build: {} as ServerBuild, clientDir });
    const appServer = http.createServer(app);
    await new Promise<void>((resolve) => appServer.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(appServer.address() as AddressInfo).port}`;
    try {
      const plan = await fetch(`${base}/api/maintenance-plan/it.pdf`);
      expect(plan.status).toBe(200);
      expect(plan.headers.get("content-type")).toBe("application/pdf");
      expect(plan.headers.get("content-disposition")).toBe(
        'attachment; filename="piano-manutenzione-solare-tetto.pdf"',
      );
      expect((await fetch(`${base}/api/maintenance-plan/xx.pdf`)).status).toBe(404);
      expect((await fetch(`${base}/api/contact`)).status).toBe(503);
    } finally {
      await new Promise<void>((resolve) => appServer.close(() => resolve()));
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
