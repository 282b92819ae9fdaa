import path from "node:path";
import compression from "compression";
import express, { type Express } from "express";
import { createRequestHandler } from "@react-router/express";
import type { ServerBuild } from "react-router";
import type { Env } from "./env";
import type { Logger } from "./logger";
import { redirects } from "./redirects";
import { securityHeaders } from "./security";
import { staticFiles } from "./static-files";
import { urlGuard } from "./url-guard";

export interface AppOptions {
  env: Env;
  logger: Logger;
  build: ServerBuild;
  /** build/client: prerendered HTML and hashed assets. */
  clientDir: string;
}

/**
 * The request order of DESIGN "How a request flows": security headers and request
 * id, URL sanity, redirects, prerendered HTML and assets, /api, then React Router
 * SSR for everything else (which renders the not-found pages with 404).
 */
export function createApp({ env, logger, build, clientDir }: AppOptions): Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);

  app.use(securityHeaders);
  app.use((req, res, next) => {
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info(
        {
          id: res.locals.requestId,
          method: req.method,
          path: req.path,
          status: res.statusCode,
          ms: Math.round(ms * 10) / 10,
        },
        "request",
      );
    });
    next();
  });
  app.use(urlGuard);
  app.use(redirects);
  app.use(staticFiles(clientDir));

  const api = express.Router();
  api.use((_req, res) => {
    res.status(404).json({ message: "Not found" });
  });
  app.use("/api", api);

  app.use(compression());
  app.all(
    "/{*splat}",
    createRequestHandler({
      build,
      mode: env.NODE_ENV === "development" ? "development" : "production",
      getLoadContext: (_req, res) => ({ cspNonce: String(res.locals.cspNonce ?? "") }),
    }),
  );

  app.use((error: unknown, req: express.Request, res: express.Response, _next: express.NextFunction) => {
    const status =
      (error as { status?: number; statusCode?: number }).status ?? (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      res.status(status).type("text/plain; charset=utf-8").send(`${status}`);
      return;
    }
    logger.error({ id: res.locals.requestId, path: req.path, err: error }, "unhandled error");
    if (!res.headersSent) res.status(500).type("text/plain; charset=utf-8").send("500 Internal Server Error");
  });
  return app;
}

export function buildPaths(root: string) {
  return { serverBuild: path.join(root, "build/server/index.js"), clientDir: path.join(root, "build/client") };
}
