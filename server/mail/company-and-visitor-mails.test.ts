import { describe, expect, it } from "vitest";
import { parseEnv } from "../env";
import { companyFromEnv } from "./company";
import { swissDateTime } from "./swiss-time";
import { contactMails, leadMails } from "./templates";
import { offerMails } from "./offer-templates";
import { computeQuote } from "#app/domain/pricing";

describe("swissDateTime", () => {
  it("shows a stored UTC moment in Swiss time, winter and summer", () => {
    expect(swissDateTime("2026-11-25T21:53:33.202Z")).toBe("25. November 2026, 22:53 Uhr");
    expect(swissDateTime("2026-07-01T06:05:00.000Z")).toBe("1. Juli 2026, 08:05 Uhr");
    expect(swissDateTime("2026-12-31T23:30:00.000Z")).toBe("1. Januar 2027, 00:30 Uhr");
  });

  it("keeps a value it cannot read", () => {
    expect(swissDateTime("gestern")).toBe("gestern");
  });
});

describe("the company's mails", () => {
  it("say when a request came in, in Swiss time", () => {
    const company = companyFromEnv(parseEnv({}));
    const createdAt = "2026-03-02T08:00:00.000Z";
    const contact = contactMails(company, {
      id: "c",
      name: "A",
      email: "a@example.ch",
      message: "Hallo",
      language: "de",
      createdAt,
    })[0]!;
    const lead = leadMails(company, {
      id: "l",
      name: "B",
      email: "b@example.ch",
      phone: "061 000 00 00",
      language: "de",
      createdAt,
    })[0]!;
    for (const mail of [contact, lead]) {
      expect(mail.text).toContain("2. März 2026, 09:00 Uhr");
      expect(mail.text).not.toContain(createdAt);
    }
  });
});

describe("the visitor's offer mail", () => {
  const company = companyFromEnv(parseEnv({}));
  const record = (name?: string) => ({
    id: "o",
    number: "OF-260302-7K3QX9",
    downloadId: "d",
    language: "fr" as const,
    company: "Dupont Sanitaires SA",
    ...(name ? { name } : {}),
    email: "a@example.ch",
    plz: "1204 Genève",
    quote: computeQuote({ size: 40, unit: "m2", roofType: "ziegeldach" }),
    createdAt: "2026-03-02T08:00:00.000Z",
    validUntil: "2026-04-01",
  });
  const visitorText = (name?: string) => offerMails(company, record(name)).find((m) => m.to === "a@example.ch")!.text;

  it("greets the contact person by name, and neutrally when only a company was given", () => {
    expect(visitorText("Anne Dupont")).toContain("Bonjour Anne Dupont,");
    expect(visitorText()).toContain("Bonjour,");
    expect(visitorText()).not.toContain("Bonjour Dupont Sanitaires SA");
  });
});
