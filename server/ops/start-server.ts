import type http from "node:http";
import type { ServerBuild } from "react-router";
import { createApp } from "../app";
import { buildAssistantAtStartup } from "../assistant-model/from-env";
import type { Env } from "../env";
import type { Logger } from "../logger";
import { listen } from "./http-server";
import { createShutdown, type Shutdown } from "./shutdown";
import { checkMailSpool, createServicesWithRetry } from "./startup";

export interface StartOptions {
  env: Env;
  logger: Logger;
  /** The React Router server build (production: build/server/index.js). */
  build: ServerBuild;
  clientDir: string;
}

export interface RunningServer {
  server: http.Server;
  shutdown: Shutdown;
}

/**
 * Opens the database (retrying PostgreSQL at start-up), listens, starts the
 * outbox and installs the graceful shutdown on SIGTERM/SIGINT. Operator faults
 * reject with a StartupError whose message is one line.
 */
export async function startServer({ env, logger, build, clientDir }: StartOptions): Promise<RunningServer> {
  checkMailSpool(env);
  const services = await createServicesWithRetry(env, logger);
  // The app asks whether shutdown has begun; the shutdown needs the listening server: set right after.
  const state: { shutdown?: Shutdown } = {};
  const app = createApp({
    env,
    logger,
    build,
    clientDir,
    services,
    // The chat assistant's indexes are built now, not on a visitor's first question.
    assistant: buildAssistantAtStartup(env, logger),
    draining: () => state.shutdown?.draining() ?? false,
  });
  let server: http.Server;
  try {
    server = await listen(app, env);
  } catch (error) {
    await services.stop();
    throw error;
  }
  const shutdown = createShutdown({
    server,
    logger,
    graceMs: env.SHUTDOWN_GRACE_MS,
    stopServices: (timeLeftMs) => services.stop({ waitMs: timeLeftMs }),
  });
  state.shutdown = shutdown;
  services.start();
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => void shutdown.begin(signal));
  logger.info({ port: env.PORT, host: env.HOST, siteUrl: env.SITE_URL }, `listening on http://localhost:${env.PORT}`);
  return { server, shutdown };
}
