import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Process-level operations tests (npm test runs them after the production build): the server
// entry bundled from source and started as a child process, like `node build/app-server.mjs`:
// start-up faults, graceful shutdown under keep-alive load, outbox lease recovery after kill -9.
export default defineConfig({
  root: fileURLToPath(new URL("../../..", import.meta.url)),
  test: {
    include: ["server/ops/process-tests/**/*.process.ts"],
    environment: "node",
    globalSetup: ["server/test/global-setup.ts"],
    // Real processes and a real PostgreSQL on a shared 2-core machine; the lease test waits ~20 s by design.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
