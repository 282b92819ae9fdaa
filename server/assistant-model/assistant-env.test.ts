import { describe, expect, it } from "vitest";
import { parseEnv } from "../env";
import { assistantModelFromEnv } from "./from-env";

describe("assistant configuration", () => {
  it("has the embedded answerer only, 30 questions a minute and an 8 s model timeout by default", () => {
    const env = parseEnv({});
    expect(env.ASSISTANT_RATE_LIMIT_PER_MINUTE).toBe(30);
    expect(env.ASSISTANT_LLM_TIMEOUT_MS).toBe(8000);
    expect(env.ASSISTANT_LLM_URL).toBeUndefined();
    expect(assistantModelFromEnv(env)).toBeUndefined();
  });

  it("takes a model with URL and name, the key optional", () => {
    const env = parseEnv({
      ASSISTANT_LLM_URL: "https://llm.example.ch/v1",
      ASSISTANT_LLM_MODEL: "small-model",
      ASSISTANT_LLM_TIMEOUT_MS: "3000",
    });
    expect(env.ASSISTANT_LLM_TIMEOUT_MS).toBe(3000);
    expect(assistantModelFromEnv(env)).toBeDefined();
  });

  it("stops start-up naming the variable: a URL without a model, a bad URL, a bad limit or timeout", () => {
    expect(() => parseEnv({ ASSISTANT_LLM_URL: "https://llm.example.ch/v1" })).toThrow(
      /ASSISTANT_LLM_MODEL: must name/,
    );
    expect(() => parseEnv({ ASSISTANT_LLM_URL: "ftp://x", ASSISTANT_LLM_MODEL: "m" })).toThrow(/ASSISTANT_LLM_URL/);
    expect(() => parseEnv({ ASSISTANT_RATE_LIMIT_PER_MINUTE: "0" })).toThrow(/ASSISTANT_RATE_LIMIT_PER_MINUTE/);
    expect(() => parseEnv({ ASSISTANT_LLM_TIMEOUT_MS: "soon" })).toThrow(/ASSISTANT_LLM_TIMEOUT_MS/);
    // The widget gives up after 20 s: the server must fall back to the embedded answer before that.
    expect(() => parseEnv({ ASSISTANT_LLM_TIMEOUT_MS: "20000" })).toThrow(/ASSISTANT_LLM_TIMEOUT_MS/);
  });

  it("treats an empty URL as no model", () => {
    expect(assistantModelFromEnv(parseEnv({ ASSISTANT_LLM_URL: "", ASSISTANT_LLM_MODEL: "" }))).toBeUndefined();
  });
});
