import http, { type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import express from "express";
import pino from "pino";
import { apiRouter } from "../api/router";
import { createRateLimiter } from "../api/rate-limit";
import type { Db } from "../db/connect";
import { systemClock, type Clock } from "../db/ids";
import { parseEnv } from "../env";
import type { Logger } from "../logger";
import { companyFromEnv, type CompanyIdentity } from "../mail/company";
import type { RequestDeps } from "../requests/requests";

export const SITE_URL = "https://www.solar-dachpflege.ch";

/** A logger that keeps its JSON lines in memory, so a test can see what the server logged. */
export function memoryLogger(level = "info"): { logger: Logger; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString("utf8").split("\n")) if (line) lines.push(JSON.parse(line));
      callback();
    },
  });
  return { logger: pino({ level }, stream) as unknown as Logger, lines };
}

export interface HttpResult {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  /** The body parsed as JSON (undefined when it is not JSON). */
  json: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export interface RequestOptions {
  headers?: Record<string, string>;
  /** Sent as X-Forwarded-For (the app trusts one proxy): each test can be its own client for the rate limit. */
  ip?: string;
}

export interface PostOptions extends RequestOptions {
  /** json (default): JSON.stringify(body); form: url-encoded; raw: body is sent as it is with `contentType`. */
  as?: "json" | "form" | "raw";
  contentType?: string;
}

/** A plain HTTP request with full control over headers and body (no browser rules applied). */
export function httpRequest(
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: string | Buffer,
): Promise<HttpResult> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined;
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    if (body !== undefined) req.end(body);
    else req.end();
  });
}

export interface ApiTestServer {
  url: string;
  company: CompanyIdentity;
  requests: RequestDeps;
  logs: Record<string, unknown>[];
  post(path: string, body: unknown, options?: PostOptions): Promise<HttpResult>;
  get(path: string, options?: RequestOptions): Promise<HttpResult>;
  close(): Promise<void>;
}

let clientCounter = 0;
/** A client address of its own (for X-Forwarded-For), so rate limits of different tests never meet. */
export function uniqueIp(): string {
  clientCounter++;
  return `10.${(process.pid >> 8) & 255}.${(clientCounter >> 8) & 255}.${clientCounter & 255}`;
}

/**
 * The API as the production server mounts it (/api, one trusted proxy), without
 * the React Router build: every answer is JSON, like for a page's script.
 */
export async function startApiServer(options: {
  db: Db;
  clock?: Clock;
  rateLimitPerMinute?: number;
  mailQueued?: () => void;
}): Promise<ApiTestServer> {
  const clock = options.clock ?? systemClock;
  const env = parseEnv({ NODE_ENV: "test", SITE_URL });
  const company = companyFromEnv(env);
  const { logger, lines } = memoryLogger();
  const requests: RequestDeps = { db: options.db, company, clock, mailQueued: options.mailQueued };
  const app = express();
  app.set("trust proxy", 1);
  app.use(
    "/api",
    apiRouter({
      requests,
      rateLimiter: createRateLimiter(options.db, options.rateLimitPerMinute ?? 10_000, clock),
      siteUrl: env.SITE_URL,
      logger,
    }),
  );
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const headersFor = (options: RequestOptions = {}): Record<string, string> => ({
    ...(options.ip ? { "x-forwarded-for": options.ip } : {}),
    ...options.headers,
  });

  return {
    url,
    company,
    requests,
    logs: lines,
    post(path, body, postOptions = {}) {
      const as = postOptions.as ?? "json";
      let payload: string | Buffer;
      let contentType: string | undefined;
      if (as === "json") {
        payload = JSON.stringify(body);
        contentType = "application/json";
      } else if (as === "form") {
        payload = new URLSearchParams(body as Record<string, string>).toString();
        contentType = "application/x-www-form-urlencoded";
      } else {
        payload = body as string | Buffer;
        contentType = postOptions.contentType;
      }
      const headers: Record<string, string> = {
        accept: "application/json",
        ...(contentType ? { "content-type": contentType } : {}),
        ...headersFor(postOptions),
      };
      return httpRequest(`${url}${path}`, "POST", headers, payload);
    },
    get(path, getOptions = {}) {
      return httpRequest(`${url}${path}`, "GET", { accept: "application/json", ...headersFor(getOptions) });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
