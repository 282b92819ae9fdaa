import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { buildPaths } from "./app";
import { EnvError, parseEnv, type Env } from "./env";
import { createLogger, type Logger } from "./logger";
import { startServer } from "./ops/start-server";
import { StartupError } from "./ops/startup-error";

/** Production entry: validate configuration, load the build, start. */
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
  await startServer({ env, logger, build, clientDir: paths.clientDir });
}

/** SITE_URL, GA_MEASUREMENT_ID and the company identity are baked into the HTML at build time. */
function warnOnBuildMismatch(root: string, env: Env, logger: Logger) {
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
  // An operator's fault is one line; anything else is a bug and keeps its stack.
  console.error(error instanceof StartupError ? error.message : error);
  process.exit(1);
});
