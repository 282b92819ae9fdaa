import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { assistantRouter } from "../api/assistant-router";
import { createRateLimiter, type RateLimiter } from "../api/rate-limit";
import { apiRouter } from "../api/router";
import { createAssistant, type Assistant } from "../assistant";
import type { ChatModel } from "../assistant-model/chat-model";
import { publicCompany } from "../company";
import type { Db } from "../db/connect";
import type { Clock } from "../db/ids";
import { parseEnv } from "../env";
import { companyFromEnv } from "../mail/company";
import { httpRequest, memoryLogger, SITE_URL, type HttpResult } from "./api-app";

export const assistantTestEnv = parseEnv({ NODE_ENV: "test", SITE_URL });

let shared: Assistant | undefined;
/** The real answerer, built once per test process (building its indexes takes a few seconds). */
export function sharedAssistant(): Assistant {
  shared ??= createAssistant({ company: publicCompany(assistantTestEnv) });
  return shared;
}

export interface AssistantTestServer {
  url: string;
  logs: Record<string, unknown>[];
  ask(body: unknown, options?: { ip?: string; headers?: Record<string, string>; raw?: string }): Promise<HttpResult>;
  post(path: string, body: unknown, ip: string): Promise<HttpResult>;
  close(): Promise<void>;
}

/**
 * /api as the production server mounts it for the assistant: the assistant router (its own
 * rate limit) in front of the form router (the forms' rate limit), one trusted proxy.
 */
export async function startAssistantServer(options: {
  db: Db;
  clock: Clock;
  assistant?: () => Assistant;
  assistantLimitPerMinute?: number;
  formLimitPerMinute?: number;
  rateLimiter?: RateLimiter;
  model?: ChatModel;
}): Promise<AssistantTestServer> {
  const env = assistantTestEnv;
  const { logger, lines } = memoryLogger();
  const app = express();
  app.set("trust proxy", 1);
  app.use(
    "/api",
    assistantRouter({
      assistant: options.assistant ?? sharedAssistant,
      rateLimiter:
        options.rateLimiter ?? createRateLimiter(options.db, options.assistantLimitPerMinute ?? 10_000, options.clock),
      siteUrl: env.SITE_URL,
      companyPhone: env.COMPANY_PHONE,
      logger,
      model: options.model,
    }),
  );
  app.use(
    "/api",
    apiRouter({
      requests: { db: options.db, company: companyFromEnv(env), clock: options.clock },
      rateLimiter: createRateLimiter(options.db, options.formLimitPerMinute ?? 10_000, options.clock),
      siteUrl: env.SITE_URL,
      logger,
    }),
  );
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    logs: lines,
    ask(body, { ip, headers, raw } = {}) {
      return httpRequest(
        `${url}/api/ask`,
        "POST",
        {
          accept: "application/json",
          "content-type": "application/json",
          ...(ip ? { "x-forwarded-for": ip } : {}),
          ...headers,
        },
        raw ?? JSON.stringify(body),
      );
    },
    post(path, body, ip) {
      return httpRequest(
        `${url}${path}`,
        "POST",
        { accept: "application/json", "content-type": "application/json", "x-forwarded-for": ip },
        JSON.stringify(body),
      );
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
