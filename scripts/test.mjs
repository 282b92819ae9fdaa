// `npm test`: every check in order, stopping at the first failure:
// typecheck, lint, format, unit/integration tests, production build, browser set-up, e2e.
// Ends with one summary line "N passed, N failed" over the Vitest and Playwright results.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";

mkdirSync("test-results", { recursive: true });
const steps = [
  ["typecheck", "npm", ["run", "typecheck"]],
  ["lint", "npm", ["run", "lint"]],
  ["format", "npm", ["run", "format:check"]],
  [
    "unit and integration tests",
    "npx",
    ["vitest", "run", "--reporter=default", "--reporter=json", "--outputFile=test-results/vitest.json"],
  ],
  // The e2e suite plays the explainer video, so the test build has a (stubbed) video id.
  [
    "production build",
    "npm",
    ["run", "build"],
    { EXPLAINER_VIDEO_ID: process.env.EXPLAINER_VIDEO_ID || "testVideo01" },
  ],
  ["browser", "node", ["scripts/ensure-browser.mjs"]],
  ["end-to-end tests", "npx", ["playwright", "test"]],
];

function summary() {
  let passed = 0;
  let failed = 0;
  if (existsSync("test-results/vitest.json")) {
    const v = JSON.parse(readFileSync("test-results/vitest.json", "utf8"));
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
