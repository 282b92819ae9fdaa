import { describe, expect, it } from "vitest";
import { hrefOf, parsePageHref, resolveHref, resolvePageRef } from "./page-links";

describe("page links", () => {
  it("resolves a page and section per language", () => {
    expect(hrefOf({ page: "prices", section: "calculator" }, "de")).toBe("/preise-angebot#calculator");
    expect(hrefOf({ page: "prices", section: "calculator" }, "fr")).toBe("/fr/prix-devis#calculator");
    expect(hrefOf({ page: "solar" }, "it")).toBe("/it/pulizia-impianti-fotovoltaici");
    expect(hrefOf({ page: "home" }, "en")).toBe("/en");
  });

  it("marks German-only targets for other languages", () => {
    expect(resolvePageRef({ page: "roofCleaning" }, "fr")).toEqual({ href: "/dachreinigung", germanOnly: true });
    expect(resolvePageRef({ page: "roofCleaning" }, "de")).toEqual({ href: "/dachreinigung", germanOnly: false });
    expect(resolvePageRef({ page: "city:basel" }, "en").germanOnly).toBe(true);
  });

  it("parses rich-text page hrefs and leaves others alone", () => {
    expect(parsePageHref("page:prices#calculator")).toEqual({ page: "prices", section: "calculator" });
    expect(parsePageHref("page:faq")).toEqual({ page: "faq" });
    expect(parsePageHref("/kontakt")).toBeUndefined();
    expect(resolveHref("page:contact", "it")).toEqual({ href: "/it/contatto", germanOnly: false });
    expect(resolveHref("https://example.org", "it")).toEqual({ href: "https://example.org", germanOnly: false });
  });

  it("fails loudly on an unknown page", () => {
    expect(() => resolveHref("page:nope", "de")).toThrow(/unknown page key/);
  });
});
