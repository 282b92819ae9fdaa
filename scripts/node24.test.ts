import { describe, expect, it } from "vitest";
import { buildEnv } from "./node24.mjs";

describe("Node 24 addon build environment", () => {
  it("drops npm's npm_config_* settings, which node-gyp would let override --nodedir", () => {
    const env = buildEnv(
      { PATH: "/usr/bin", npm_config_nodedir: "/usr", NPM_CONFIG_CACHE: "/x", npm_lifecycle_event: "test" },
      { npm_config_nodedir: "/cache/24.18.1/node" },
    );
    expect(env.npm_config_nodedir).toBe("/cache/24.18.1/node");
    expect(env).not.toHaveProperty("NPM_CONFIG_CACHE");
    expect(env.PATH).toBe("/usr/bin");
    expect(env.npm_lifecycle_event).toBe("test");
  });
});
