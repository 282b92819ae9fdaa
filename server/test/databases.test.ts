import { describe, expect, it } from "vitest";
import { createTestStore } from "./databases";

// This file runs in the unit project, which starts no PostgreSQL: a test that needs the server
// but is not named *.integration.test.ts must stop with the rule, not pass or skip.
describe("the test PostgreSQL server outside the integration project", () => {
  it("is refused with the naming rule", async () => {
    await expect(createTestStore("postgres")).rejects.toThrow(/name the test file \*\.integration\.test\.ts/);
  });

  it("is not needed for SQLite", async () => {
    const store = await createTestStore("sqlite");
    expect(store.databaseUrl).toBeUndefined();
    await store.destroy();
  });
});
