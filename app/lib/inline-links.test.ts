import { describe, expect, it } from "vitest";
import { linkTargets, parseInlineLinks } from "./inline-links";

describe("parseInlineLinks", () => {
  it("splits text and links", () => {
    expect(parseInlineLinks("Rufen Sie an oder nutzen Sie das [Kontaktformular](/kontakt).")).toEqual([
      { type: "text", text: "Rufen Sie an oder nutzen Sie das " },
      { type: "link", text: "Kontaktformular", href: "/kontakt" },
      { type: "text", text: "." },
    ]);
  });

  it("keeps plain text and brackets without a target as text", () => {
    expect(parseInlineLinks("Preis [inkl. MWST]")).toEqual([{ type: "text", text: "Preis [inkl. MWST]" }]);
  });

  it("lists link targets", () => {
    expect(linkTargets("[a](/kontakt) und [b](/preise-angebot)")).toEqual(["/kontakt", "/preise-angebot"]);
  });
});
