import { describe, expect, it } from "vitest";
import { replyParts } from "./reply-parts";

const site = ["https://www.solar-dachpflege.ch"];

describe("replyParts", () => {
  it("turns phone numbers into tap-to-call links", () => {
    expect(replyParts("Rufen Sie uns an: +41 61 511 27 40.")).toEqual([
      { type: "text", text: "Rufen Sie uns an: " },
      { type: "phone", text: "+41 61 511 27 40", href: "tel:+41615112740" },
      { type: "text", text: "." },
    ]);
    expect(replyParts("Tel. 061 511 27 40")).toEqual([
      { type: "text", text: "Tel. " },
      { type: "phone", text: "061 511 27 40", href: "tel:0615112740" },
    ]);
  });

  it("leaves prices, dates, times and sizes as text", () => {
    const text = "Total CHF 1'320.00 inkl. 8.1 % MWST, 0.85 CHF/m², Mo–Fr 08:00–17:00, 40 kWp, 2019, 01.05.2026.";
    expect(replyParts(text)).toEqual([{ type: "text", text }]);
  });

  it("turns a site path into an in-place link", () => {
    expect(replyParts("Mehr im [Offertrechner](/fr/prix-devis#calculator).")).toEqual([
      { type: "text", text: "Mehr im " },
      { type: "site", text: "Offertrechner", to: "/fr/prix-devis#calculator" },
      { type: "text", text: "." },
    ]);
  });

  it("treats absolute links to the site's own origin as site links", () => {
    expect(replyParts("[FAQ](https://www.solar-dachpflege.ch/faq?x=1#a)", site)).toEqual([
      { type: "site", text: "FAQ", to: "/faq?x=1#a" },
    ]);
  });

  it("opens other sites in a new tab", () => {
    expect(replyParts("[WhatsApp](https://wa.me/41615112740?text=Hallo)", site)).toEqual([
      { type: "external", text: "WhatsApp", href: "https://wa.me/41615112740?text=Hallo" },
    ]);
    // Protocol-relative and backslash paths lead to other hosts.
    expect(replyParts("[x](//evil.example/a)")[0]).toEqual({ type: "text", text: "x" });
  });

  it("keeps tel: and mailto: links as contact links", () => {
    expect(replyParts("[Anrufen](tel:+41615112740) [Mail](mailto:info@solar-dachpflege.ch)")).toEqual([
      { type: "contact", text: "Anrufen", href: "tel:+41615112740" },
      { type: "text", text: " " },
      { type: "contact", text: "Mail", href: "mailto:info@solar-dachpflege.ch" },
    ]);
  });

  it("never makes a link of a script or data URL; its label stays as text", () => {
    expect(replyParts("a [klick](javascript:alert(1)) b")).toEqual([{ type: "text", text: "a klick) b" }]);
    expect(replyParts("a [klick](data:text/html,x) b")).toEqual([{ type: "text", text: "a klick b" }]);
  });

  it("keeps markup as plain text (rendered as text, never as HTML)", () => {
    expect(replyParts("<img src=x onerror=alert(1)>")).toEqual([
      { type: "text", text: "<img src=x onerror=alert(1)>" },
    ]);
  });
});
