import { configDefaults, defineConfig } from "vitest/config";

// Tests live next to the code they test, in two projects (docs/how-to/testing.md):
// - unit: every *.test.ts / *.test.tsx: logic, content, components; no database server, so
//   `npm run test:quick` gets its answer in seconds;
// - integration: *.integration.test.ts, the tests that need the PostgreSQL test server
//   (server/test/databases.ts), a mail server or another process; the global set-up starts
//   PostgreSQL (scripts/ensure-postgres.mjs) only when this project runs.
const integrationTests = ["app/**/*.integration.test.{ts,tsx}", "server/**/*.integration.test.ts"];

export default defineConfig({
  test: {
    environment: "node",
    // Integration tests talk to databases, SMTP and child processes; on a busy 2-core machine
    // (a build or e2e run beside them) a step can take several times its usual few hundred ms.
    testTimeout: 20_000,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          // Files share one module cache per worker instead of re-importing React and the content
          // for each file: a third of the time. Vitest still restores mocks between files, so a test
          // that changes shared state (globals, timers, a module's singleton) puts it back itself.
          isolate: false,
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.{ts,mjs}"],
          exclude: [...configDefaults.exclude, ...integrationTests],
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: integrationTests,
          globalSetup: ["server/test/global-setup.ts"],
        },
      },
    ],
  },
});
