import { defineConfig } from "@playwright/test";
import { BASE_URL, E2E_DATA_DIR, E2E_SMTP_PORT, E2E_VIDEO_ID, HOST, PORT } from "./tests/e2e/support/server";

/**
 * End-to-end tests against the production build (`npm run build` first).
 * Chromium is Debian's package (scripts/ensure-browser.mjs installs it or says
 * what to install); Playwright's own browser download is not used.
 */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

/** Tests and describe blocks tagged @mobile run only in the mobile project. */
const MOBILE = /@mobile/;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  retries: 0,
  // A test's own time limit: on a loaded two-core machine with today's Chromium, page tests ran three to ten times
  // slower than before and a few passed just after 30 s. The assertions' own waits stay at 5 s.
  timeout: 60_000,
  expect: { timeout: 5_000 },
  // scripts/test.mjs reads test-results/playwright.json for its summary line; Playwright's own
  // output goes to a sub-folder because it empties that folder at the start of a run.
  outputDir: "test-results/playwright",
  reporter: [["list"], ["html", { open: "never" }], ["json", { outputFile: "test-results/playwright.json" }]],
  use: {
    baseURL: BASE_URL,
    browserName: "chromium",
    locale: "de-CH",
    launchOptions: chromium,
    trace: "retain-on-failure",
  },
  projects: [
    {
      name: "desktop",
      grepInvert: MOBILE,
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      name: "mobile",
      grep: MOBILE,
      use: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
    },
  ],
  webServer: {
    command: `rm -rf ${E2E_DATA_DIR} && node build/app-server.mjs`,
    url: `${BASE_URL}/robots.txt`,
    env: {
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST,
      LOG_LEVEL: "warn",
      EXPLAINER_VIDEO_ID: E2E_VIDEO_ID,
      DATA_DIR: E2E_DATA_DIR,
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      MAIL_TO: "firma@e2e.test",
      // Every browser of the suite posts from 127.0.0.1; the limit itself is tested against the API.
      RATE_LIMIT_PER_MINUTE: "1000",
    },
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
