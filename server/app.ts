import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import type { TLSSocket } from "node:tls";
import compression from "compression";
import express, { type Express, type RequestHandler } from "express";
import { createRequestHandler } from "@react-router/express";
import type { ServerBuild } from "react-router";
import type { Env } from "./env";
import type { Logger } from "./logger";
import { companyFromEnv } from "./mail/company";
import type { FormResult } from "../app/features/forms/result";
import type { OfferPageView } from "../app/features/offer-page/view";
import { offerPageRouter } from "./api/offer-page-router";
import { offerPagePaths, parseOfferPagePath } from "../app/content/route-table";
import { maintenancePlanRouter } from "./api/maintenance-plan-router";
import { healthRouter } from "./ops/health";
import { offerRouter } from "./api/offer-router";
import { apiRouter, type RenderPage } from "./api/router";
import { assistantRouter } from "./api/assistant-router";
import type { Assistant } from "./assistant";
import { assistantModelFromEnv, lazyAssistant } from "./assistant-model/from-env";
import { redirects } from "./redirects";
import type { Services } from "./services";
import { securityHeaders } from "./security";
import { exactStaticHits, indexBuild, staticFiles, type StaticIndex } from "./static-files";
import { urlGuard } from "./url-guard";

export interface AppOptions {
  env: Env;
  logger: Logger;
  /** The React Router server build, or (development) a function loading it afresh for each request. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** build/client: prerendered HTML and hashed assets. */
  clientDir: string;
  /** Development (server/dev.ts): Vite's middlewares serve the browser code instead of clientDir. */
  assets?: RequestHandler;
  /** Database, outbox and rate limits; without them /api answers 503 (static pages still serve). */
  services?: Services;
  /** True once shutdown has begun: /readyz answers 503. */
  draining?: () => boolean;
  /** The chat assistant built at start-up; without it, it is built on the first question. */
  assistant?: Assistant;
}

/**
 * The request order of DESIGN "How a request flows": security headers and request
 * id, URL sanity, redirects, prerendered HTML and assets, /api, then React Router
 * SSR for everything else (which renders the not-found pages with 404). A request
 * for a prerendered file by its exact path gets its security headers and the file
 * before Express handles it: URL sanity and redirects would pass it on unchanged.
 */
export function createApp({
  env,
  logger,
  build,
  clientDir,
  assets,
  services,
  draining,
  assistant,
}: AppOptions): Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);

  // One line per request, with its id, status and time.
  const logRequest = (req: express.Request, res: express.Response, pathname = req.path) => {
    const started = process.hrtime.bigint();
    // Taken now: a form sent without JavaScript is re-rendered under its page's path.
    // The query string stays out of the log (newsletter links carry tokens).
    const method = req.method;
    // Offer download links are secrets too: their id stays out of the log.
    // So are the offer pages' tokens.
    const offerPage = parseOfferPagePath(pathname);
    const path = offerPage
      ? `${offerPagePaths[offerPage.lang]}/:token`
      : pathname.replace(/^(\/api\/download-offer\/).+/, "$1:id");
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info(
        {
          id: res.locals.requestId,
          method,
          path,
          status: res.statusCode,
          ms: Math.round(ms * 10) / 10,
        },
        "request",
      );
    });
  };
  const staticIndex = assets ? undefined : indexBuild(clientDir);

  // The most frequent requests, a prerendered page or asset by its exact path, are answered before
  // Express handles the request, with the same security headers and log line (see exactStaticHits);
  // the health routes, URL check and redirects cannot apply to them.
  if (staticIndex) answerExactStaticHitsFirst(app, staticIndex, logRequest);

  app.use(securityHeaders);
  // Before the request log, the static files and the redirects: probes every few seconds would fill the log.
  app.use(
    healthRouter({
      db: services?.database.db,
      spoolDir: services?.transport.kind === "spool" ? path.resolve(env.DATA_DIR, "mail-spool") : undefined,
      draining,
    }),
  );

  app.use((req, res, next) => {
    logRequest(req, res);
    next();
  });
  app.use(urlGuard);
  app.use(redirects);
  app.use(assets ?? staticFiles(staticIndex!));

  const renderSsr = createRequestHandler({
    build,
    mode: env.NODE_ENV === "development" ? "development" : "production",
    getLoadContext: (_req, res) => ({
      cspNonce: String(res.locals.cspNonce ?? ""),
      formResult: res.locals.formResult as FormResult | undefined,
      formStatus: res.locals.formStatus as number | undefined,
      offerPage: res.locals.offerPage as OfferPageView | undefined,
    }),
  });
  const compress = compression();

  // The blog's maintenance-plan PDF needs no database, so it serves without the services too.
  app.use("/api", maintenancePlanRouter({ company: companyFromEnv(env), logger }));
  if (services) {
    const { requests, rateLimiter } = services;
    // A form sent without JavaScript: the page it came from, rendered again with the outcome.
    const renderPage: RenderPage = (req, res, next, page, result, status) => {
      res.locals.formResult = result;
      res.locals.formStatus = status;
      req.method = "GET";
      req.url = page;
      // The React Router adapter builds the page URL from originalUrl.
      req.originalUrl = page;
      compress(req, res, () => void renderSsr(req, res, next));
    };
    // The offer's own page: the server finds the offer, React Router shows it.
    app.use(
      offerPageRouter({
        requests,
        rateLimiter,
        siteUrl: env.SITE_URL,
        logger,
        render: (req, res, next, view) => {
          res.locals.offerPage = view;
          req.method = "GET";
          compress(req, res, () => void renderSsr(req, res, next));
        },
      }),
    );
    app.use(
      "/api",
      assistantRouter({
        assistant: assistant ? () => assistant : lazyAssistant(env),
        rateLimiter: services.assistantRateLimiter,
        siteUrl: env.SITE_URL,
        companyPhone: env.COMPANY_PHONE,
        logger,
        model: assistantModelFromEnv(env),
      }),
    );
    app.use("/api", offerRouter({ requests, rateLimiter, siteUrl: env.SITE_URL, logger, renderPage }));
    app.use("/api", apiRouter({ requests, rateLimiter, siteUrl: env.SITE_URL, logger, renderPage }));
  } else {
    app.use("/api", (_req, res) => {
      res.status(503).json({ message: "Service unavailable" });
    });
  }

  app.use(compress);
  app.all("/{*splat}", renderSsr);

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

/**
 * The most frequent requests, a prerendered page or asset by its exact path, are answered on the
 * bare Node request before Express handles it (see exactStaticHits), with the same security headers
 * and request log line as every answer. Express's `req.secure` is worked out the way Express does it,
 * with the app's own trust-proxy setting.
 */
function answerExactStaticHitsFirst(
  app: Express,
  index: StaticIndex,
  logRequest: (req: express.Request, res: express.Response, pathname: string) => void,
) {
  const trusted = app.get("trust proxy fn") as (address: string | undefined, hop: number) => boolean;
  const isSecure = (req: IncomingMessage) => {
    const encrypted = Boolean((req.socket as TLSSocket).encrypted);
    if (!trusted(req.socket.remoteAddress, 0)) return encrypted;
    const header = req.headers["x-forwarded-proto"];
    const proto = (Array.isArray(header) ? header.join(",") : header) || (encrypted ? "https" : "http");
    return proto.split(",")[0]!.trim() === "https";
  };
  const serveExact = exactStaticHits(index, (req, res) => {
    const request = Object.assign(req, { secure: isSecure(req) }) as unknown as express.Request;
    const response = Object.assign(res, { locals: Object.create(null) }) as unknown as express.Response;
    securityHeaders(request, response, () => {});
    logRequest(request, response, req.url!);
  });
  const expressApp = app as unknown as { handle(req: IncomingMessage, res: ServerResponse, next?: unknown): void };
  const handle = expressApp.handle.bind(app);
  expressApp.handle = (req, res, next) => {
    if (!serveExact(req, res)) handle(req, res, next);
  };
}

export function buildPaths(root: string) {
  return { serverBuild: path.join(root, "build/server/index.js"), clientDir: path.join(root, "build/client") };
}
