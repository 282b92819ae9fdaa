import { expect, it } from "vitest";
import { decodeEntities, renderPage } from "#app/test/render";
import { TrustBar } from "./trust-bar";

it.each([
  ["de", "4,9"],
  ["fr", "4,9"],
  ["it", "4,9"],
  ["en", "4.9"],
] as const)("%s: the rating in the language's number style, the shield drawn, not a glyph", (lang, rating) => {
  const html = decodeEntities(renderPage(<TrustBar />, { lang }));
  expect(html).toContain(rating);
  expect(html).not.toContain("⛨");
  expect(html).toContain("<svg");
});
