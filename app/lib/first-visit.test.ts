import { describe, expect, it } from "vitest";
import { firstVisitTarget } from "./first-visit";

const chrome =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const googlebot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

function target(browserLanguage: string | undefined, extra: { visited?: boolean; userAgent?: string } = {}) {
  return firstVisitTarget({ visited: extra.visited ?? false, browserLanguage, userAgent: extra.userAgent ?? chrome });
}

describe("firstVisitTarget", () => {
  it.each([
    ["fr-CH", "/fr"],
    ["fr", "/fr"],
    ["it", "/it"],
    ["it-IT", "/it"],
    ["en-US", "/en"],
    ["EN-gb", "/en"],
  ])("sends %s to %s", (language, expected) => {
    expect(target(language)).toBe(expected);
  });

  it.each(["de-CH", "de", "es", "pt-BR", "", undefined])("keeps %s on the German home", (language) => {
    expect(target(language)).toBeNull();
  });

  it("does nothing on later visits", () => {
    expect(target("fr-CH", { visited: true })).toBeNull();
  });

  it("never redirects crawlers", () => {
    expect(target("fr", { userAgent: googlebot })).toBeNull();
    expect(
      target("en-US", { userAgent: "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)" }),
    ).toBeNull();
  });

  it("redirects a normal Chrome browser with French", () => {
    expect(target("fr", { userAgent: chrome })).toBe("/fr");
  });
});
