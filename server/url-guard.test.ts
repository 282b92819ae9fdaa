import { describe, expect, it } from "vitest";
import { MAX_URL_LENGTH, urlProblem } from "./url-guard";

describe("urlProblem", () => {
  it.each([
    "/",
    "/kontakt",
    "/fr/contact",
    "/fr/contact?utm_source=newsletter&utm_medium=email",
    "/search?q=a+b%20c",
    "/%C3%BCber-uns",
    "/blog/verlustrechner-pv-reinigung",
    "/assets/app-1a2b3c.js",
    "/a..b/c",
    "/regionen/st-gallen/",
  ])("accepts %s", (url) => {
    expect(urlProblem(url)).toBeUndefined();
  });

  it.each(["/%E0%A4%A", "/%", "/a%zzb", "/%C3"])("rejects broken percent-encoding in the path: %s", (url) => {
    expect(urlProblem(url)).toBe("bad-encoding");
  });

  it.each(["/?q=%E0%A4%A", "/kontakt?x=%", "/?a=1&b=%G0"])(
    "rejects broken percent-encoding in the query: %s",
    (url) => {
      expect(urlProblem(url)).toBe("bad-encoding");
    },
  );

  it.each(["/a%00b", "/%00", "/kontakt%00.html"])("rejects a NUL byte: %s", (url) => {
    expect(urlProblem(url)).toBe("nul-byte");
  });

  it.each([
    "/../etc/passwd",
    "/assets/../server.js",
    "/%2e%2e/etc/passwd",
    "/%2E%2E/x",
    "/a/%2e%2e",
    "/..%2f..%2fetc",
    "/a/./b",
  ])("rejects dot segments: %s", (url) => {
    expect(urlProblem(url)).toBe("dot-segment");
  });

  it.each(["/a%5cb", "/%5C..%5Cwindows", "/a\\b"])("rejects a backslash: %s", (url) => {
    expect(urlProblem(url)).toBe("backslash");
  });

  it("rejects a very long URL", () => {
    expect(urlProblem(`/${"a".repeat(MAX_URL_LENGTH)}`)).toBe("too-long");
    expect(urlProblem(`/?q=${"a".repeat(3000)}`)).toBe("too-long");
  });

  it("accepts a URL of exactly the maximum length", () => {
    expect(MAX_URL_LENGTH).toBe(2048);
    expect(urlProblem(`/${"a".repeat(MAX_URL_LENGTH - 1)}`)).toBeUndefined();
  });
});
