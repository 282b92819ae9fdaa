import { describe, expect, it } from "vitest";
import { privacyDe } from "./legal-pages.server";
import { privacyRetention } from "./retention.server";

describe("retention periods read from the privacy page", () => {
  it("are the figures the page's retention list states", () => {
    const list = privacyDe.sections
      .find((section) => section.heading.includes("Aufbewahrung"))
      ?.blocks.flatMap((block) => (block.type === "ul" ? block.items : []))
      .join("\n");
    expect(list).toContain(`Nachrichten aus dem Kontaktformular: ${privacyRetention.contactYears} Jahre`);
    expect(list).toMatch(new RegExp(`Daten der Sofort-Offerte[^\\n]*: ${privacyRetention.quoteYears} Jahre`));
    expect(list).toMatch(new RegExp(`E-Mails[^\\n]*: ${privacyRetention.emailYears} Jahre`));
  });
});
