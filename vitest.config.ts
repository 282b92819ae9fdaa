import { defineConfig } from "vitest/config";

// Unit and integration tests live next to the code they test (*.test.ts / *.test.tsx).
export default defineConfig({
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.{ts,mjs}"],
    environment: "node",
  },
});
