import { defineConfig } from "vitest/config";

// Unit and integration tests live next to the code they test (*.test.ts / *.test.tsx).
// The global set-up provides a PostgreSQL server (scripts/ensure-postgres.mjs) for the
// data-layer and API tests, which run on SQLite and on PostgreSQL.
export default defineConfig({
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.{ts,mjs}"],
    environment: "node",
    globalSetup: ["server/test/global-setup.ts"],
    // Integration tests talk to databases, SMTP and child processes; on a busy 2-core machine
    // (a build or e2e run beside them) a step can take several times its usual few hundred ms.
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
