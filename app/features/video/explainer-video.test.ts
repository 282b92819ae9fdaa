import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { languages } from "#app/lib/i18n";
import { videoPoster } from "./explainer-video";

describe("explainer video poster", () => {
  it("keeps the German poster's address", () => {
    expect(videoPoster("de")).toBe("/images/video-poster.webp");
  });

  it.each(languages)("has a poster with a %s caption among the public files", (lang) => {
    const path = videoPoster(lang);
    if (lang !== "de") expect(path).toBe(`/images/video-poster-${lang}.webp`);
    expect(existsSync(`public${path}`)).toBe(true);
  });
});
