import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// The operations tests (npm test runs them after the production build): deploy/nginx.conf in
// front of two instances of build/app-server.mjs on one PostgreSQL (scripts/ensure-nginx.mjs
// installs nginx when missing; the global set-up starts PostgreSQL like for the unit tests).
export default defineConfig({
  root: fileURLToPath(new URL("../..", import.meta.url)),
  test: {
    include: ["tests/ops/**/*.test.ts"],
    environment: "node",
    globalSetup: ["server/test/global-setup.ts"],
    // The server instances, nginx and the outbox are real processes on a shared 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
