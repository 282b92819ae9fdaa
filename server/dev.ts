import http from "node:http";
import type { ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import { buildPaths, createApp } from "./app";
import { EnvError, parseEnv } from "./env";
import { createLogger } from "./logger";
import { closePdfPools } from "./pdf/pdf-pool";
import { createServices } from "./services";

/**
 * `npm run dev` (scripts/dev.mjs bundles and starts this file): the production
 * Express app, so security headers, redirects, /api and the services behave as
 * they do in production, with two differences:
 * - Vite runs as middleware in place of the build's files: it serves the browser
 *   code from app/ and reloads it in the browser on every change (its websocket
 *   shares this server's port);
 * - React Router renders every page on request from the source, loading the
 *   server build through Vite for each request, so a page change needs no restart.
 * Code under server/ is bundled when `npm run dev` starts: restart for changes there.
 */
async function main() {
  const env = parseEnv({ NODE_ENV: "development", ...process.env });
  const logger = createLogger(env.LOG_LEVEL);
  const root = process.cwd();

  const httpServer = http.createServer();
  const vite = await createViteServer({
    root,
    server: { middlewareMode: true, hmr: { server: httpServer } },
    appType: "custom",
  });
  const services = await createServices(env, logger);
  services.start();
  const app = createApp({
    env,
    logger,
    build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    clientDir: buildPaths(root).clientDir,
    assets: vite.middlewares,
    services,
  });
  httpServer.on("request", app);
  httpServer.listen(env.PORT, env.HOST, () => {
    const address = httpServer.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    logger.info({ port, host: env.HOST }, `development server on http://localhost:${port}`);
  });

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    httpServer.closeAllConnections();
    httpServer.close();
    void Promise.allSettled([vite.close(), services.stop(), closePdfPools()]).finally(() => process.exit(0));
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
});
