import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { httpRequest, startApiServer, uniqueIp, type ApiTestServer, type HttpResult } from "../test/api-app";
import { dialects, useTestDatabase } from "../test/databases";

/**
 * Hostile bodies for the three form endpoints: whatever arrives, the answer is
 * a 4xx with a message (or 200 when the random body happens to be valid), never
 * a 500, and nothing leaks into Object.prototype.
 */

const endpoints = ["/api/contact", "/api/leads", "/api/newsletter"] as const;
const fields = [
  "name",
  "company",
  "email",
  "phone",
  "message",
  "area",
  "service",
  "language",
  "page",
  "website",
  "fillMs",
];
const pollutionKeys = ["__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "valueOf"];

/** Hostile requests per database, spread over the three endpoints (FUZZ_RUNS=5000 for a long session). */
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);

/** Values that a form might nearly send, to reach the storing code as well as the refusals. */
const plausible: Record<string, fc.Arbitrary<unknown>> = {
  name: fc.constantFrom("Anna Muster", "José 🌞", "<script>x</script>", "   "),
  company: fc.constantFrom("", "Muster AG", "A&B"),
  email: fc.constantFrom("anna@example.ch", "a@b", "x@example.ch\r\nBcc: y@example.ch", "ANNA@EXAMPLE.CH"),
  phone: fc.constantFrom("061 511 27 40", "+41 79 123 45 67", "", "abc"),
  message: fc.constantFrom("Hallo", "Zeile\nZeile", "\u0000", ""),
  area: fc.constantFrom(10, 10000, "250", "", 9, 1e308, -0, "1e3"),
  service: fc.constantFrom("solarreinigung", "wartung", "x", ""),
  language: fc.constantFrom("de", "fr", "it", "en", "es", ""),
  page: fc.constantFrom("/kontakt", "/fr", "//evil.example", "/../../etc/passwd", ""),
  website: fc.constantFrom("", "http://spam.example"),
  fillMs: fc.constantFrom(8000, "3000", 100, -1, "soon", 1e11),
};

/** Every kind of JSON value, nested, including huge strings. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.string({ unit: "binary", maxLength: 300 }),
  fc.integer({ min: 0, max: 60_000 }).map((n) => "x".repeat(n)),
  fc.constantFrom(null, true, false, 0, -1, 1e308, Number.MAX_SAFE_INTEGER, [], {}, [[[]]], { $gt: "" }),
  fc.dictionary(fc.constantFrom(...pollutionKeys, ...fields), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
);

/** An object with the form's keys (some plausible, some hostile) and maybe extra keys. */
const formLikeObject = fc
  .tuple(
    fc.record(
      Object.fromEntries(fields.map((f) => [f, fc.oneof({ weight: 3, arbitrary: plausible[f]! }, hostileValue)])),
      { requiredKeys: [] },
    ),
    fc.dictionary(fc.string({ maxLength: 20 }), hostileValue, { maxKeys: 3 }),
  )
  .map(([known, extra]) => ({ ...extra, ...known }));

/** A valid request of some form with zero to two fields replaced by hostile values (mutation fuzzing). */
const validBodies = [
  { name: "Anna Muster", email: "anna@example.ch", message: "Bitte um Offerte", fillMs: 9000 },
  { name: "Marco Rossi", email: "marco@example.ch", phone: "091 123 45 67", area: 250, service: "wartung" },
  { email: "leser@example.ch", language: "fr" },
];
const nearlyValid = fc
  .tuple(
    fc.constantFrom(...validBodies),
    fc.array(fc.tuple(fc.constantFrom(...fields, ...pollutionKeys), hostileValue), { maxLength: 2 }),
  )
  .map(([body, changes]) => {
    const result: Record<string, unknown> = { ...body };
    for (const [key, value] of changes)
      Object.defineProperty(result, key, { value, enumerable: true, configurable: true, writable: true });
    return result;
  });

/** Prototype-pollution attempts written as JSON text (JSON.parse keeps __proto__ as an own key). */
const pollutionJson = fc
  .tuple(formLikeObject, fc.constantFrom(...pollutionKeys), fc.jsonValue({ maxDepth: 2 }))
  .map(([body, key, value]) => {
    const text = JSON.stringify(body);
    const injected = `"${key}":${JSON.stringify({ polluted: value, prototype: { polluted: value } })}`;
    return text === "{}" ? `{${injected}}` : `{${injected},${text.slice(1)}`;
  });

const urlEncoded = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom(...fields, ...pollutionKeys, "name[]", "a[b][c]"), fc.string({ maxLength: 10 })),
      fc.oneof(
        fc.string({ unit: "binary", maxLength: 80 }).map(encodeURIComponent),
        fc.constantFrom("%", "%zz", "%E0%A4%A", "%00", "%0D%0ABcc:%20x@y.ch", "+", "=", "&&"),
        fc.constantFrom("Anna", "anna%40example.ch", "061%20511%2027%2040", "250", "solarreinigung", "Hallo"),
      ),
    ),
    { maxLength: 60 },
  )
  .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join("&"));

const brokenJson = fc
  .tuple(formLikeObject, fc.nat(), fc.constantFrom("truncate", "garbage", "bom", "trailing"))
  .map(([body, at, how]) => {
    const text = JSON.stringify(body);
    if (how === "truncate") return text.slice(0, at % Math.max(text.length, 1));
    if (how === "garbage")
      return `${text.slice(0, at % (text.length + 1))}\u0000}{'"\\${text.slice(at % (text.length + 1))}`;
    if (how === "bom") return `\uFEFF${text}`;
    return `${text},`;
  });

const contentTypes = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom("application/json", "application/x-www-form-urlencoded") },
  fc.constantFrom(
    "application/json; charset=utf-8",
    "application/json; charset=utf-16",
    "application/json; charset=latin1",
    "application/json; charset=nonsense",
    "application/x-www-form-urlencoded; charset=iso-8859-1",
    "application/*+json",
    "application/merge-patch+json",
    "text/plain",
    "text/html",
    "multipart/form-data; boundary=----x",
    "application/xml",
    "application/octet-stream",
    "",
    "application/json;;;",
  ),
  fc.string({ maxLength: 40 }),
);

interface Case {
  path: string;
  contentType: string | undefined;
  body: string | Buffer;
  acceptLanguage?: string;
}

const cases: fc.Arbitrary<Case> = fc
  .tuple(
    fc.constantFrom(...endpoints),
    fc.oneof(
      nearlyValid.map((b) => ({ body: JSON.stringify(b), type: "application/json" as string | undefined })),
      nearlyValid.map((b) => ({
        body: new URLSearchParams(
          Object.entries(b).map(([k, v]) => [k, typeof v === "string" ? v : (JSON.stringify(v) ?? "")]),
        ).toString(),
        type: "application/x-www-form-urlencoded" as string | undefined,
      })),
      formLikeObject.map((b) => ({ body: JSON.stringify(b), type: "application/json" as string | undefined })),
      hostileValue.map((b) => ({ body: JSON.stringify(b) ?? "", type: "application/json" as string | undefined })),
      pollutionJson.map((body) => ({ body, type: "application/json" as string | undefined })),
      urlEncoded.map((body) => ({ body, type: "application/x-www-form-urlencoded" as string | undefined })),
      brokenJson.map((body) => ({ body, type: "application/json" as string | undefined })),
      fc
        .tuple(
          fc.oneof(fc.string({ unit: "binary", maxLength: 2000 }), urlEncoded, pollutionJson),
          fc.option(contentTypes, { nil: undefined }),
        )
        .map(([body, type]) => ({ body, type })),
      fc.uint8Array({ maxLength: 3000 }).map((bytes) => ({
        body: Buffer.from(bytes) as string | Buffer,
        type: "application/json" as string | undefined,
      })),
    ),
    fc.option(fc.oneof(fc.constantFrom("fr", "it-CH,it;q=0.9", "en-GB", "*", "xx"), fc.string({ maxLength: 30 })), {
      nil: undefined,
    }),
  )
  .map(([path, { body, type }, acceptLanguage]) => ({ path, contentType: type, body, acceptLanguage }));

function send(api: ApiTestServer, c: Case): Promise<HttpResult> {
  const headers: Record<string, string> = { accept: "application/json", "x-forwarded-for": uniqueIp() };
  if (c.contentType !== undefined) headers["content-type"] = c.contentType;
  // Header values must be Latin-1 without control characters; a random one that is not is sent as-is-safe.
  if (c.acceptLanguage !== undefined && /^[\x20-\x7e]*$/.test(c.acceptLanguage)) {
    headers["accept-language"] = c.acceptLanguage;
  }
  return httpRequest(`${api.url}${c.path}`, "POST", headers, c.body);
}

describe.each(dialects)("fuzzing the form endpoints on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  let api: ApiTestServer;
  const statuses = new Map<number, number>();

  beforeAll(async () => {
    api = await startApiServer({ db: database.handle.db, rateLimitPerMinute: 10_000 });
  });
  afterAll(async () => {
    await api?.close();
  });

  it("never answers with a server error, always with JSON and a message", async () => {
    await fc.assert(
      fc.asyncProperty(cases, async (c) => {
        const res = await send(api, c);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        expect(res.status).toBeLessThan(500);
        expect(res.headers["content-type"]).toMatch(/^application\/json/);
        if (res.status === 200) {
          expect(res.json.ok).toBe(true);
          expect(typeof res.json.message.title).toBe("string");
        } else {
          expect([400, 403, 413, 415]).toContain(res.status);
          expect(typeof res.json.message).toBe("string");
          expect(res.json.message.length).toBeGreaterThan(10);
        }
        // Nothing reached Object.prototype.
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        expect(Object.prototype.hasOwnProperty.call(Object.prototype, "polluted")).toBe(false);
      }),
      { numRuns: RUNS },
    );
    // The server logged no error while being fuzzed.
    expect(api.logs.filter((line) => Number(line.level) >= 50)).toEqual([]);
    // The fuzzing reached both the storing code and the refusals.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(0);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(0);
  }, 120_000);

  it("stores only what the schema allows: every stored record is a valid request", async () => {
    const contacts = await database.handle.db.selectFrom("contact_messages").selectAll().execute();
    const leads = await database.handle.db.selectFrom("leads").selectAll().execute();
    const records = [...contacts, ...leads];
    expect(records.length).toBeGreaterThan(0);
    for (const record of records) {
      expect(record.email).toMatch(/^[^\s,;<>"]+@[^\s,;<>"]+\.[A-Za-z]{2,}$/);
      // eslint-disable-next-line no-control-regex
      expect(record.name).not.toMatch(/[\u0000-\u001f\u007f]/);
      expect(record.name.trim()).toBe(record.name);
      expect(["de", "fr", "it", "en"]).toContain(record.language);
    }
    for (const lead of leads) {
      if (lead.area !== null) expect(lead.area >= 10 && lead.area <= 10000).toBe(true);
      if (lead.service !== null) {
        expect(["solarreinigung", "gruendach", "dachreinigung", "wartung", "beratung"]).toContain(lead.service);
      }
    }
  });
});
