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
