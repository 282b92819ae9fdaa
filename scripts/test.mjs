// `npm test`: every check in order, stopping at the first failure:
// typecheck, lint, format, unit/integration tests (on the machine's Node, then on Node 24),
// production build, proxy tests (nginx in front of two instances), operations tests (the server
// process: start-up faults, graceful shutdown, outbox lease), browser set-up, e2e.
// Ends with one summary line "N passed, N failed" over the Vitest and Playwright results.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";

mkdirSync("test-results", { recursive: true });
// Results of an earlier run must not count in this run's summary.
const vitestResults = [
  "test-results/vitest.json",
  "test-results/vitest-node24.json",
  "test-results/ops.json",
  "test-results/process.json",
];
for (const file of [...vitestResults, "test-results/playwright.json"]) rmSync(file, { force: true });
const steps = [
  ["typecheck", "npm", ["run", "typecheck"]],
  ["lint", "npm", ["run", "lint"]],
  ["format", "npm", ["run", "format:check"]],
  [
    "unit and integration tests",
    "npx",
    ["vitest", "run", "--reporter=default", "--reporter=json", "--outputFile=test-results/vitest.json"],
  ],
  // The same tests on Node 24 (fetched from the npm registry, better-sqlite3 compiled for it once; scripts/node24.mjs).
  [
    "unit and integration tests on Node 24",
    "node",
    ["scripts/node24.mjs", "--reporter=dot", "--reporter=json", "--outputFile=test-results/vitest-node24.json"],
  ],
  // The e2e suite plays the explainer video, so the test build has a (stubbed) video id.
  [
    "production build",
    "npm",
    ["run", "build"],
    { EXPLAINER_VIDEO_ID: process.env.EXPLAINER_VIDEO_ID || "testVideo01" },
  ],
  // deploy/nginx.conf in front of two instances of the build on one PostgreSQL (tests/ops).
  [
    "proxy tests",
    "npm",
    ["run", "test:ops", "--", "--reporter=default", "--reporter=json", "--outputFile=test-results/ops.json"],
  ],
  // The server entry as a process beside the build: start-up faults, SIGTERM under load, kill -9 (server/ops/process-tests).
  [
    "operations tests",
    "npx",
    [
      "vitest",
      "run",
      "--config",
      "server/ops/process-tests/vitest.config.ts",
      "--reporter=default",
      "--reporter=json",
      "--outputFile=test-results/process.json",
    ],
  ],
  ["browser", "node", ["scripts/ensure-browser.mjs"]],
  ["end-to-end tests", "npx", ["playwright", "test"]],
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
for (const [name, cmd, args, extraEnv = {}] of steps) {
  console.log(`\n=== ${name}: ${cmd} ${args.join(" ")}`);
  const t = Date.now();
  const result = spawnSync(cmd, args, {
    stdio: "inherit",
    env: { ...process.env, ...extraEnv, FORCE_COLOR: process.env.CI ? "0" : "1" },
  });
  console.log(`=== ${name}: ${result.status === 0 ? "ok" : "FAILED"} (${Math.round((Date.now() - t) / 1000)} s)`);
  if (result.status !== 0) {
    const { passed, failed } = summary();
    console.log(`\nnpm test failed at step "${name}".`);
    console.log(`${passed} passed, ${Math.max(failed, 1)} failed`);
    process.exit(result.status ?? 1);
  }
}
const { passed, failed } = summary();
console.log(`\nAll checks passed in ${Math.round((Date.now() - started) / 1000)} s.`);
console.log(`${passed} passed, ${failed} failed`);
