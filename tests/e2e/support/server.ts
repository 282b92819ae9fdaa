/**
 * Where the e2e tests reach the production server that playwright.config.ts starts
 * (`node build/app-server.mjs`). E2E_PORT moves it when 4173 is taken.
 */
export const HOST = "127.0.0.1";
export const PORT = Number(process.env.E2E_PORT ?? 4173);
export const BASE_URL = `http://${HOST}:${PORT}`;

/** SITE_URL baked into the build (the build's default); canonical and hreflang URLs start with it. */
export const SITE_URL = "https://www.solar-dachpflege.ch";

/** Explainer video id the test build is made with (scripts/test.mjs sets EXPLAINER_VIDEO_ID for the build). */
export const E2E_VIDEO_ID = process.env.EXPLAINER_VIDEO_ID || "testVideo01";

/**
 * The e2e server stores requests in a fresh SQLite database under E2E_DATA_DIR
 * (emptied before the server starts) and sends mail to an SMTP receiver that
 * the forms tests run in their own process on E2E_SMTP_PORT. While no receiver
 * listens, mails wait in the outbox and are retried.
 */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? "/tmp/solarclean-e2e-data";
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
