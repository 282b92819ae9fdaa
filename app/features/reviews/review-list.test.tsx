import { describe, expect, it } from "vitest";
import { homeContent } from "#app/content/pages/home";
import { languages } from "#app/lib/i18n";
import { renderPage } from "#app/test/render";
import { ReviewList } from "./review-list";

describe("review list", () => {
  it.each(languages)("quotes a review with the quotation marks of %s", (lang) => {
    const copy = homeContent[lang].reviews;
    const html = renderPage(<ReviewList copy={copy} />, { lang, path: "/" });
    const [open, close] = copy.quoteMarks;
    expect(html).toContain(`${open}${copy.items[0]!.text}${close}`);
    if (lang === "en") expect(html).not.toContain("«");
  });
});
