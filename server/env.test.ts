import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env";

/** The EnvError thrown for a source, or a failure when none is thrown. */
function errorFor(source: Record<string, string>): EnvError {
  try {
    parseEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return error as EnvError;
  }
  throw new Error(`parseEnv accepted ${JSON.stringify(source)}`);
}

describe("parseEnv", () => {
  it("has defaults for an empty environment", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.SITE_URL).toMatch(/^https:\/\/[^/]+$/);
    expect(env.SITE_URL.endsWith("/")).toBe(false);
    expect(env.DATA_DIR).toBe("./data");
    expect(env.RATE_LIMIT_PER_MINUTE).toBe(10);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.GA_MEASUREMENT_ID).toBeUndefined();
    expect(env.NODE_ENV).toBe("production");
  });

  it("coerces numbers from strings", () => {
    const env = parseEnv({ PORT: "8080", RATE_LIMIT_PER_MINUTE: "30" });
    expect(env.PORT).toBe(8080);
    expect(env.RATE_LIMIT_PER_MINUTE).toBe(30);
  });

  it("removes trailing slashes from SITE_URL", () => {
    expect(parseEnv({ SITE_URL: "https://www.example.ch/" }).SITE_URL).toBe("https://www.example.ch");
    expect(parseEnv({ SITE_URL: "http://localhost:3000//" }).SITE_URL).toBe("http://localhost:3000");
  });

  it.each(["abc", "0", "70000", "3.5", "-1"])("rejects PORT=%s naming the variable", (PORT) => {
    expect(errorFor({ PORT }).message).toContain("PORT");
  });

  it.each(["not a url", "ftp://x", "www.example.ch", "/relative"])(
    "rejects SITE_URL=%s naming the variable",
    (SITE_URL) => {
      expect(errorFor({ SITE_URL }).message).toContain("SITE_URL");
    },
  );

  it("rejects an invalid MAIL_TO naming the variable", () => {
    expect(errorFor({ MAIL_TO: "not-an-address" }).message).toContain("MAIL_TO");
  });

  it.each(["UA-12345-1", "g-abc1234", "G-", "G-ABC 123"])(
    "rejects GA_MEASUREMENT_ID=%s naming the variable",
    (GA_MEASUREMENT_ID) => {
      expect(errorFor({ GA_MEASUREMENT_ID }).message).toContain("GA_MEASUREMENT_ID");
    },
  );

  it("accepts a valid GA_MEASUREMENT_ID", () => {
    expect(parseEnv({ GA_MEASUREMENT_ID: "G-ABC1234XYZ" }).GA_MEASUREMENT_ID).toBe("G-ABC1234XYZ");
  });

  it("names every bad variable at once", () => {
    const message = errorFor({ PORT: "x", SITE_URL: "nope", MAIL_TO: "nope" }).message;
    expect(message).toContain("PORT");
    expect(message).toContain("SITE_URL");
    expect(message).toContain("MAIL_TO");
  });

  it("treats empty DATABASE_URL, SMTP_URL and GA_MEASUREMENT_ID as unset", () => {
    const env = parseEnv({ DATABASE_URL: "", SMTP_URL: "", GA_MEASUREMENT_ID: "" });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.GA_MEASUREMENT_ID).toBeUndefined();
  });

  it("treats whitespace-only DATABASE_URL and SMTP_URL as unset", () => {
    const env = parseEnv({ DATABASE_URL: "  ", SMTP_URL: " " });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
  });

  it("accepts valid DATABASE_URL and SMTP_URL and rejects wrong schemes", () => {
    const env = parseEnv({ DATABASE_URL: "postgres://u:p@db/site", SMTP_URL: "smtps://u:p@mail.example.ch:465" });
    expect(env.DATABASE_URL).toBe("postgres://u:p@db/site");
    expect(env.SMTP_URL).toBe("smtps://u:p@mail.example.ch:465");
    expect(errorFor({ DATABASE_URL: "mysql://db" }).message).toContain("DATABASE_URL");
    expect(errorFor({ SMTP_URL: "http://mail" }).message).toContain("SMTP_URL");
  });

  it("has operations defaults: 5 s database timeout, 60 s start-up retries, 10 s shutdown grace, 65 s keep-alive", () => {
    const env = parseEnv({});
    expect(env.DATABASE_TIMEOUT_MS).toBe(5_000);
    expect(env.DATABASE_STARTUP_TIMEOUT_MS).toBe(60_000);
    expect(env.SHUTDOWN_GRACE_MS).toBe(10_000);
    // Longer than nginx's default keepalive_timeout (60 s): the proxy, not Node, closes an idle connection.
    expect(env.HTTP_KEEP_ALIVE_TIMEOUT_MS).toBe(65_000);
    expect(env.HTTP_HEADERS_TIMEOUT_MS).toBeLessThanOrEqual(env.HTTP_REQUEST_TIMEOUT_MS);
  });

  it("rejects a headers timeout longer than the request timeout, and non-numbers, naming the variable", () => {
    expect(errorFor({ HTTP_HEADERS_TIMEOUT_MS: "40000", HTTP_REQUEST_TIMEOUT_MS: "30000" }).message).toContain(
      "HTTP_HEADERS_TIMEOUT_MS",
    );
    expect(errorFor({ DATABASE_TIMEOUT_MS: "soon" }).message).toContain("DATABASE_TIMEOUT_MS");
    expect(errorFor({ SHUTDOWN_GRACE_MS: "-1" }).message).toContain("SHUTDOWN_GRACE_MS");
  });
});
