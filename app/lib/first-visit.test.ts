import { runInNewContext } from "node:vm";
import { getPattern } from "isbot";
import { describe, expect, it } from "vitest";
import { VISITED_KEY, decideFirstVisit } from "./first-visit";
import { firstVisitScript } from "./first-visit-script.server";

const chrome =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const googlebot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const bots = new RegExp(getPattern().source, "i");

function target(browserLanguage: string | undefined, extra: { visited?: boolean; userAgent?: string } = {}) {
  return decideFirstVisit(extra.visited ?? false, browserLanguage, extra.userAgent ?? chrome, bots);
}

describe("decideFirstVisit", () => {
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
});

/** Runs the inline script as a browser would, with a fake location, storage and navigator. */
function runScript(input: { path: string; language: string; userAgent?: string; visited?: boolean }) {
  const store = new Map<string, string>(input.visited ? [[VISITED_KEY, "1"]] : []);
  const replaced: string[] = [];
  runInNewContext(firstVisitScript(), {
    location: { pathname: input.path, replace: (url: string) => replaced.push(url) },
    localStorage: { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => store.set(k, v) },
    navigator: { languages: [input.language], language: input.language, userAgent: input.userAgent ?? chrome },
  });
  return { replaced, visited: store.has(VISITED_KEY) };
}

describe("firstVisitScript", () => {
  it("redirects a first French visit to / before rendering, and records the visit", () => {
    expect(runScript({ path: "/", language: "fr-CH" })).toEqual({ replaced: ["/fr"], visited: true });
  });

  it("stays for German, for later visits and for crawlers", () => {
    expect(runScript({ path: "/", language: "de-CH" }).replaced).toEqual([]);
    expect(runScript({ path: "/", language: "en-US", visited: true }).replaced).toEqual([]);
    expect(runScript({ path: "/", language: "en-US", userAgent: googlebot }).replaced).toEqual([]);
  });

  it("does nothing on other paths", () => {
    expect(runScript({ path: "/kontakt", language: "it-CH" }).replaced).toEqual([]);
  });
});
