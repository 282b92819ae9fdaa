// `npm test`: every check, stopping at the first failure: typecheck, lint, format,
// unit/integration tests (on the machine's Node, then on Node 24), production build, proxy tests
// (nginx in front of two instances), operations tests (the server process: start-up faults,
// graceful shutdown, outbox lease), browser set-up, e2e. Checks that do not depend on each other
// run side by side (scripts/test-steps.mjs); the e2e tests run alone, as they time the pages.
// Ends with one summary line "N passed, N failed" over the Vitest and Playwright results.
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { runStages } from "./test-steps.mjs";

mkdirSync("test-results", { recursive: true });
// Results of an earlier run must not count in this run's summary.
const vitestResults = [
  "test-results/vitest.json",
  "test-results/vitest-node24.json",
  "test-results/ops.json",
  "test-results/process.json",
];
for (const file of [...vitestResults, "test-results/playwright.json"]) rmSync(file, { force: true });
const typecheck = { name: "typecheck", command: "npm", args: ["run", "typecheck"] };
const lint = { name: "lint", command: "npm", args: ["run", "lint"] };
const format = { name: "format", command: "npm", args: ["run", "format:check"] };
const vitest = {
  name: "unit and integration tests",
  command: "npx",
  args: ["vitest", "run", "--reporter=default", "--reporter=json", "--outputFile=test-results/vitest.json"],
};
// The same tests on Node 24 (fetched from the npm registry, better-sqlite3 compiled for it once; scripts/node24.mjs).
const vitestNode24 = {
  name: "unit and integration tests on Node 24",
  command: "node",
  args: ["scripts/node24.mjs", "--reporter=dot", "--reporter=json", "--outputFile=test-results/vitest-node24.json"],
};
// The e2e suite plays the explainer video, so the test build has a (stubbed) video id.
const build = {
  name: "production build",
  command: "npm",
  args: ["run", "build"],
  env: { EXPLAINER_VIDEO_ID: process.env.EXPLAINER_VIDEO_ID || "testVideo01" },
};
// deploy/nginx.conf in front of two instances of the build on one PostgreSQL (tests/ops).
const proxy = {
  name: "proxy tests",
  command: "npm",
  args: ["run", "test:ops", "--", "--reporter=default", "--reporter=json", "--outputFile=test-results/ops.json"],
};
// The server entry as a process beside the build: start-up faults, SIGTERM under load, kill -9 (server/ops/process-tests).
const operations = {
  name: "operations tests",
  command: "npx",
  args: [
    "vitest",
    "run",
    "--config",
    "server/ops/process-tests/vitest.config.ts",
    "--reporter=default",
    "--reporter=json",
    "--outputFile=test-results/process.json",
  ],
};
const browser = { name: "browser", command: "node", args: ["scripts/ensure-browser.mjs"] };
const e2e = { name: "end-to-end tests", command: "npx", args: ["playwright", "test"] };

// Side by side only what shares no files or fixed ports: every Vitest file makes its own
// databases and takes free ports, and the proxy tests read the build only once it is complete.
// The operations tests (shutdown under load, start-up retries) and the e2e tests measure times
// that a busy machine spoils, so they run alone.
const stages = [
  [typecheck, lint, format],
  [
    [vitest, vitestNode24],
    [build, proxy],
  ],
  [operations],
  [[browser, e2e]],
];

function summary() {
  let passed = 0;
  let failed = 0;
  for (const file of vitestResults.filter((f) => existsSync(f))) {
    const v = JSON.parse(readFileSync(file, "utf8"));
    passed += v.numPassedTests ?? 0;
    failed += v.numFailedTests ?? 0;
  }
  if (existsSync("test-results/playwright.json")) {
    const p = JSON.parse(readFileSync("test-results/playwright.json", "utf8"));
    passed += (p.stats?.expected ?? 0) + (p.stats?.flaky ?? 0);
    failed += p.stats?.unexpected ?? 0;
  }
  return { passed, failed };
}

const started = Date.now();
const outcome = await runStages(stages);
if (!outcome.ok) {
  const { passed, failed } = summary();
  console.log(`\nnpm test failed at step "${outcome.step}".`);
  console.log(`${passed} passed, ${Math.max(failed, 1)} failed`);
  process.exit(outcome.status);
}
const { passed, failed } = summary();
console.log(`\nAll checks passed in ${Math.round((Date.now() - started) / 1000)} s.`);
console.log(`${passed} passed, ${failed} failed`);
