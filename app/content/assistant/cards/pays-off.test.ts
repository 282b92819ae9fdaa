import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { languages } from "#app/lib/i18n";
import { languageCards } from "./index";

/** The pays-off card quotes the article's farm balance: the figure must be the one the article's table states. */
describe("the pays-off card", () => {
  for (const lang of languages) {
    it(`${lang}: quotes the balance the article on regular cleaning states`, () => {
      const article = readFileSync(path.resolve("app/content/blog/regular-cleaning-roi", `${lang}.md`), "utf8");
      const figure = languageCards[lang].paysOff.text.match(/CHF \d+'\d{3}/)?.[0];
      expect(figure).toBeDefined();
      expect(article).toContain(figure!);
    });
  }
});
