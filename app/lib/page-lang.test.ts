import { describe, expect, it } from "vitest";
import { pageLangForPath } from "./page-lang";

describe("pageLangForPath", () => {
  it.each([
    ["/", "de"],
    ["/kontakt", "de"],
    ["/fr/contact", "fr"],
    ["/it", "it"],
    ["/en/about/", "en"],
    ["/regionen/basel", "de"],
    ["/regionen/atlantis", "de"],
    ["/blog/gibt-es-nicht", "de"],
    ["/fr/blog/inconnu", "fr"],
    ["/nope", "en"],
    ["/fr/nope", "en"],
  ])("%s is shown in %s", (path, lang) => {
    expect(pageLangForPath(path)).toBe(lang);
  });
});
