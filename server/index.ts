import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { createApp, buildPaths } from "./app";
import { EnvError, parseEnv, type Env } from "./env";
import { createLogger } from "./logger";
import { DatabaseLockedError } from "./db/connect";
import { createServices, type Services } from "./services";

/** Production entry: validate configuration, load the build, listen. */
async function main() {
  let env: Env;
  try {
    env = parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(env.LOG_LEVEL);
  const root = process.cwd();
  const paths = buildPaths(root);
  if (!existsSync(paths.serverBuild)) {
    console.error("No production build found. Run `npm run build` first (or `npm start`, which builds when needed).");
    process.exit(1);
  }
  warnOnBuildMismatch(root, env, logger);
  const build = (await import(pathToFileURL(paths.serverBuild).href)) as ServerBuild;
  let services: Services;
  try {
    services = await createServices(env, logger);
  } catch (error) {
    if (error instanceof DatabaseLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  services.start();
  const app = createApp({ env, logger, build, clientDir: paths.clientDir, services });
  const server = app.listen(env.PORT, env.HOST, () => {
    logger.info({ port: env.PORT, host: env.HOST, siteUrl: env.SITE_URL }, `listening on http://localhost:${env.PORT}`);
  });
  const shutdown = () => {
    logger.info("shutting down");
    // Stop taking requests, let the outbox finish the mail it is sending, close the database.
    server.close(() => {
      void services.stop().finally(() => process.exit(0));
    });
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
}

/** SITE_URL, GA_MEASUREMENT_ID and the company identity are baked into the HTML at build time. */
function warnOnBuildMismatch(root: string, env: Env, logger: ReturnType<typeof createLogger>) {
  const infoFile = path.join(root, "build/build-info.json");
  if (!existsSync(infoFile)) return;
  const info = JSON.parse(readFileSync(infoFile, "utf8")) as {
    siteUrl?: string;
    gaMeasurementId?: string | null;
    explainerVideoId?: string | null;
  };
  if (
    info.siteUrl !== env.SITE_URL ||
    (info.gaMeasurementId ?? null) !== (env.GA_MEASUREMENT_ID ?? null) ||
    (info.explainerVideoId ?? null) !== (env.EXPLAINER_VIDEO_ID ?? null)
  ) {
    logger.warn(
      { builtWith: info, running: { siteUrl: env.SITE_URL, gaMeasurementId: env.GA_MEASUREMENT_ID ?? null } },
      "the build was made with other SITE_URL/GA_MEASUREMENT_ID/EXPLAINER_VIDEO_ID values; run `npm run build` again so pages use the current ones",
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
