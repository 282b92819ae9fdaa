import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "../env";
import { companyFromEnv } from "./company";
import { MailRoutesError, parseMailRoutes, routeCompanyMail } from "./mail-routes";
import { contactMails, leadMails } from "./templates";

const example = "1000-2999:romandie@example.ch,6500-6999:ticino@example.ch,fr:romandie@example.ch,it:ticino@example.ch";

describe("parseMailRoutes", () => {
  it("reads postcode ranges, single postcodes and languages", () => {
    expect(parseMailRoutes(`${example}, 4057 : basel@example.ch`)).toEqual({
      postcodes: [
        { from: 1000, to: 2999, address: "romandie@example.ch" },
        { from: 6500, to: 6999, address: "ticino@example.ch" },
        { from: 4057, to: 4057, address: "basel@example.ch" },
      ],
      languages: { fr: "romandie@example.ch", it: "ticino@example.ch" },
    });
    expect(parseMailRoutes(undefined)).toEqual({ postcodes: [], languages: {} });
    expect(parseMailRoutes("  ")).toEqual({ postcodes: [], languages: {} });
  });

  it.each([
    ["1000-2999", /bad entry "1000-2999": expected/],
    ["1000-2999:nobody", /bad entry "1000-2999:nobody": "nobody" is not an e-mail address/],
    ["100-299:a@example.ch", /"100-299" is neither a postcode range/],
    ["es:a@example.ch", /"es" is neither/],
    ["2999-1000:a@example.ch", /runs backwards/],
    [
      "1000-2999:a@example.ch,2000-3000:b@example.ch",
      /bad entry "2000-3000:b@example.ch": 2000-3000 overlaps 1000-2999/,
    ],
    ["fr:a@example.ch,fr:b@example.ch", /language fr is routed twice/],
    ["fr:a@example.ch,,it:b@example.ch", /empty entry/],
  ])("refuses %s naming the entry", (value, message) => {
    expect(() => parseMailRoutes(value)).toThrow(MailRoutesError);
    expect(() => parseMailRoutes(value)).toThrow(message);
  });
});

describe("routeCompanyMail", () => {
  const routes = parseMailRoutes(example);
  const fallback = "info@example.ch";

  it("routes requests with a postcode by its first four digits, unmatched ones to MAIL_TO", () => {
    expect(routeCompanyMail(routes, { plz: "1204 Genève", language: "de" }, fallback)).toBe("romandie@example.ch");
    expect(routeCompanyMail(routes, { plz: "6900", language: "fr" }, fallback)).toBe("ticino@example.ch");
    expect(routeCompanyMail(routes, { plz: "2999 Somewhere", language: "de" }, fallback)).toBe("romandie@example.ch");
    // A postcode decides, also when it matches nothing: not the language.
    expect(routeCompanyMail(routes, { plz: "4057 Basel", language: "fr" }, fallback)).toBe(fallback);
    expect(routeCompanyMail(routes, { plz: "Basel", language: "it" }, fallback)).toBe(fallback);
  });

  it("routes requests without a postcode by the page's language", () => {
    expect(routeCompanyMail(routes, { language: "fr" }, fallback)).toBe("romandie@example.ch");
    expect(routeCompanyMail(routes, { language: "it" }, fallback)).toBe("ticino@example.ch");
    expect(routeCompanyMail(routes, { language: "de" }, fallback)).toBe(fallback);
    expect(routeCompanyMail(undefined, { language: "fr" }, fallback)).toBe(fallback);
  });
});

describe("MAIL_ROUTES in the configuration", () => {
  it("accepts a good value and stops start-up with one line naming a bad entry", () => {
    expect(parseEnv({ MAIL_ROUTES: example }).MAIL_ROUTES).toBe(example);
    let error: unknown;
    try {
      parseEnv({ MAIL_ROUTES: "1000-2999:romandie@example.ch,ticino" });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EnvError);
    const lines = (error as Error).message.split("\n").filter((line) => line.includes("MAIL_ROUTES"));
    expect(lines).toEqual([
      `  MAIL_ROUTES: bad entry "ticino": expected <postcodes>:<address> or <language>:<address>`,
    ]);
  });
});

describe("contact and lead mails", () => {
  it("go to the team of the page's language, others to MAIL_TO", () => {
    const company = companyFromEnv(parseEnv({ MAIL_TO: "info@example.ch", MAIL_ROUTES: example }));
    const contact = (language: "fr" | "de") =>
      contactMails(company, {
        id: "c",
        name: "A",
        email: "a@example.ch",
        message: "Bonjour",
        language,
        createdAt: "2026-03-02T08:00:00.000Z",
      })[0]!.to;
    expect(contact("fr")).toBe("romandie@example.ch");
    expect(contact("de")).toBe("info@example.ch");
    const lead = leadMails(company, {
      id: "l",
      name: "B",
      email: "b@example.ch",
      phone: "091 000 00 00",
      language: "it",
      createdAt: "2026-03-02T08:00:00.000Z",
    })[0]!;
    expect(lead.to).toBe("ticino@example.ch");
  });
});
