import { describe, expect, it } from "vitest";
import { italianWithArticle } from "./it";

describe("italianWithArticle", () => {
  it("elides the article before a figure spoken with a vowel", () => {
    expect(italianWithArticle("8")).toBe("l’8");
    expect(italianWithArticle("80")).toBe("l’80");
    expect(italianWithArticle("11")).toBe("l’11");
    expect(italianWithArticle("8", "di")).toBe("dell’8");
  });

  it("keeps it before the others", () => {
    expect(italianWithArticle("30")).toBe("il 30");
    expect(italianWithArticle("15", "di")).toBe("del 15");
    expect(italianWithArticle("110")).toBe("il 110");
  });
});
