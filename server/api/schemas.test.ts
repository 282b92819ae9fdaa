import { describe, expect, it } from "vitest";
import { formMessages } from "#app/content/forms";
import {
  contactSchema,
  describeErrors,
  emailField,
  leadSchema,
  leadServices,
  newsletterSchema,
  requiredFields,
} from "#app/features/forms/schemas";

/** The fields of a failed parse, as the visitor sees them marked. */
function failingFields(result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }): string[] {
  expect(result.success).toBe(false);
  return [...new Set(result.error!.issues.map((issue) => String(issue.path[0])))].sort();
}

const contact = { name: "Anna Muster", email: "anna@example.ch", message: "Bitte reinigen Sie unsere Anlage." };
const lead = { name: "Marco Rossi", email: "marco@example.ch", phone: "+41 79 123 45 67" };

describe("contact schema", () => {
  it("accepts name, e-mail and message alone; company and phone are optional", () => {
    const parsed = contactSchema.parse(contact);
    expect(parsed).toMatchObject(contact);
    expect(parsed.company).toBeUndefined();
    expect(parsed.phone).toBeUndefined();
  });

  it("keeps company and phone when given, trimmed", () => {
    const parsed = contactSchema.parse({ ...contact, company: "  Muster AG ", phone: " 061 511 27 40 " });
    expect(parsed.company).toBe("Muster AG");
    expect(parsed.phone).toBe("061 511 27 40");
  });

  it.each(["name", "email", "message"] as const)("requires %s", (field) => {
    const withoutField: Record<string, unknown> = { ...contact };
    delete withoutField[field];
    expect(failingFields(contactSchema.safeParse(withoutField))).toEqual([field]);
    expect(failingFields(contactSchema.safeParse({ ...contact, [field]: "   " }))).toEqual([field]);
  });

  it("treats empty strings of a form post as 'not given' for optional fields", () => {
    const parsed = contactSchema.parse({ ...contact, company: "", phone: "", language: "", page: "", fillMs: "" });
    expect(parsed.company).toBeUndefined();
    expect(parsed.phone).toBeUndefined();
    expect(parsed.language).toBeUndefined();
    expect(parsed.page).toBeUndefined();
    expect(parsed.fillMs).toBeUndefined();
  });

  it("refuses line breaks in one-line fields but keeps them in the message", () => {
    expect(failingFields(contactSchema.safeParse({ ...contact, name: "Anna\r\nBcc: x@evil.test" }))).toEqual(["name"]);
    expect(failingFields(contactSchema.safeParse({ ...contact, company: "A\nB" }))).toEqual(["company"]);
    const parsed = contactSchema.parse({ ...contact, message: "Zeile 1\r\nZeile 2\n\tZeile 3" });
    expect(parsed.message).toBe("Zeile 1\r\nZeile 2\n\tZeile 3");
    expect(failingFields(contactSchema.safeParse({ ...contact, message: "bell \u0007" }))).toEqual(["message"]);
  });

  it("bounds the lengths", () => {
    expect(contactSchema.safeParse({ ...contact, name: "x".repeat(100) }).success).toBe(true);
    expect(failingFields(contactSchema.safeParse({ ...contact, name: "x".repeat(101) }))).toEqual(["name"]);
    expect(contactSchema.safeParse({ ...contact, message: "x".repeat(5000) }).success).toBe(true);
    expect(failingFields(contactSchema.safeParse({ ...contact, message: "x".repeat(5001) }))).toEqual(["message"]);
  });

  it("refuses values of the wrong type", () => {
    expect(failingFields(contactSchema.safeParse({ ...contact, name: ["Anna"], message: { text: "x" } }))).toEqual([
      "message",
      "name",
    ]);
    expect(contactSchema.safeParse(null).success).toBe(false);
    expect(contactSchema.safeParse("name=Anna").success).toBe(false);
  });

  it("accepts the form's own fields: language, page, honeypot and fill time (a url-encoded number)", () => {
    const parsed = contactSchema.parse({
      ...contact,
      language: "fr",
      page: "/fr/contact",
      website: "",
      fillMs: "4200",
    });
    expect(parsed).toMatchObject({ language: "fr", page: "/fr/contact", fillMs: 4200 });
    expect(parsed.website).toBeUndefined();
    expect(failingFields(contactSchema.safeParse({ ...contact, language: "es" }))).toEqual(["language"]);
    expect(failingFields(contactSchema.safeParse({ ...contact, page: "https://evil.test/" }))).toEqual(["page"]);
    expect(failingFields(contactSchema.safeParse({ ...contact, fillMs: "soon" }))).toEqual(["fillMs"]);
  });

  it("drops keys it does not know (nothing else reaches the database)", () => {
    const parsed = contactSchema.parse({ ...contact, admin: true, spam: 0, id: "chosen" }) as Record<string, unknown>;
    expect(parsed.admin).toBeUndefined();
    expect(parsed.spam).toBeUndefined();
    expect(parsed.id).toBeUndefined();
  });
});

describe("lead schema", () => {
  it("accepts name, e-mail and phone alone; company, message, area and service are optional", () => {
    const parsed = leadSchema.parse(lead);
    expect(parsed).toMatchObject(lead);
    expect(parsed.area).toBeUndefined();
    expect(parsed.service).toBeUndefined();
    expect(parsed.company).toBeUndefined();
    expect(parsed.message).toBeUndefined();
  });

  it.each(["name", "email", "phone"] as const)("requires %s", (field) => {
    const withoutField: Record<string, unknown> = { ...lead };
    delete withoutField[field];
    expect(failingFields(leadSchema.safeParse(withoutField))).toEqual([field]);
    expect(failingFields(leadSchema.safeParse({ ...lead, [field]: "" }))).toEqual([field]);
  });

  it.each([
    [10, true],
    [10000, true],
    [250, true],
    [9, false],
    [10001, false],
    [12.5, false],
    [-50, false],
  ])("area %s m² accepted: %s (10 to 10'000)", (area, ok) => {
    expect(leadSchema.safeParse({ ...lead, area }).success).toBe(ok);
  });

  it("reads the area of a url-encoded post as a number and an empty one as not given", () => {
    expect(leadSchema.parse({ ...lead, area: "250" }).area).toBe(250);
    expect(leadSchema.parse({ ...lead, area: " " }).area).toBeUndefined();
    expect(failingFields(leadSchema.safeParse({ ...lead, area: "viel" }))).toEqual(["area"]);
  });

  it("accepts exactly the five services", () => {
    expect([...leadServices].sort()).toEqual(["beratung", "dachreinigung", "gruendach", "solarreinigung", "wartung"]);
    for (const service of leadServices) expect(leadSchema.parse({ ...lead, service }).service).toBe(service);
    expect(leadSchema.parse({ ...lead, service: "" }).service).toBeUndefined();
    for (const service of ["Solarreinigung", "fensterreinigung", "__proto__", 1]) {
      expect(failingFields(leadSchema.safeParse({ ...lead, service }))).toEqual(["service"]);
    }
  });

  it("checks the phone number", () => {
    for (const phone of ["061 511 27 40", "+41 (0)61 511 27 40", "079/123.45.67"]) {
      expect(leadSchema.safeParse({ ...lead, phone }).success).toBe(true);
    }
    for (const phone of ["abc", "12", "+41 61\n511 27 40", "0615112740; DROP TABLE leads"]) {
      expect(failingFields(leadSchema.safeParse({ ...lead, phone }))).toEqual(["phone"]);
    }
  });
});

describe("strict e-mail address (it goes into To and Reply-To headers as it is)", () => {
  it.each(["anna@example.ch", "anna.muster+offerte@sub.example.ch", "o'neil@example.com", "  anna@example.ch  "])(
    "accepts %s",
    (email) => {
      expect(emailField.parse(email)).toBe(email.trim());
    },
  );

  it.each([
    ["a line break and a new header", "anna@example.ch\r\nBcc: all@evil.test"],
    ["a bare line feed", "anna@example.ch\nBcc: all@evil.test"],
    ["a carriage return", "anna@example.ch\rX: y"],
    ["two addresses with a comma", "anna@example.ch,all@evil.test"],
    ["two addresses with a semicolon", "anna@example.ch;all@evil.test"],
    ["two addresses with a space", "anna@example.ch all@evil.test"],
    ["a display name", "Anna <anna@example.ch>"],
    ["a quoted display name", '"Anna" <anna@example.ch>'],
    ["angle brackets", "<anna@example.ch>"],
    ["a quoted local part", '"anna muster"@example.ch'],
    ["a group", "friends: anna@example.ch;"],
    ["a comment", "anna@example.ch (Anna)"],
    ["no domain", "anna@"],
    ["no @", "anna.example.ch"],
    ["two @", "anna@x@example.ch"],
    ["an IP literal", "anna@[127.0.0.1]"],
    ["a NUL byte", "anna@example.ch\u0000"],
    ["a too long address", `${"a".repeat(250)}@example.ch`],
  ])("refuses %s", (_what, email) => {
    expect(emailField.safeParse(email).success).toBe(false);
    expect(failingFields(newsletterSchema.safeParse({ email }))).toEqual(["email"]);
  });
});

describe("describeErrors (what the visitor reads)", () => {
  it("says 'fill in all required fields' when one is empty, in the visitor's language", () => {
    const body = { ...contact, name: "" };
    const result = contactSchema.safeParse(body);
    expect(result.success).toBe(false);
    for (const lang of ["de", "fr", "it", "en"] as const) {
      const errors = describeErrors(result.error!, body, requiredFields.contact, lang);
      expect(errors.message).toBe(formMessages[lang].required);
      expect(errors.fields).toEqual({ name: formMessages[lang].fields.name });
    }
    expect(describeErrors(result.error!, body, requiredFields.contact, "de").message).toBe(
      "Bitte füllen Sie alle Pflichtfelder aus.",
    );
  });

  it("says 'check the marked fields' and names each failing field when all required ones are there", () => {
    const body = { ...lead, email: "kein-mail", area: "5" };
    const result = leadSchema.safeParse(body);
    expect(result.success).toBe(false);
    const errors = describeErrors(result.error!, body, requiredFields.lead, "it");
    expect(errors.message).toBe("Verifichi i campi evidenziati.");
    expect(errors.fields).toEqual({ email: formMessages.it.fields.email, area: formMessages.it.fields.area });
  });
});
