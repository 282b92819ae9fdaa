import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import fc from "fast-check";
import { simpleParser } from "mailparser";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formMessages } from "#app/content/forms";
import { computeQuote } from "#app/domain/pricing";
import { ensurePdftotext } from "#scripts/ensure-tools.mjs";
import { createRateLimiter } from "./rate-limit";
import { offerRouter } from "./offer-router";
import type { Db } from "../db/connect";
import type { Clock } from "../db/ids";
import { parseEnv } from "../env";
import { companyFromEnv } from "../mail/company";
import type { MailMessage } from "../mail/message";
import { createOutboxWorker } from "../mail/outbox";
import { withRenderedAttachments } from "../mail/rendered-attachments";
import { smtpTransport, type MailTransport } from "../mail/transport";
import { isUniqueViolation, newOfferNumber, offerPdfForMail } from "../requests/offers";
import type { RequestDeps } from "../requests/requests";
import { createApp } from "../app";
import { createServices, type Services } from "../services";
import { httpRequest, memoryLogger, SITE_URL, uniqueIp, type HttpResult } from "../test/api-app";
import { dialects, useTestDatabase } from "../test/databases";
import { outboxFor, testClock } from "../test/mail";
import { startSmtpReceiver } from "../test/smtp";

/**
 * POST /api/offer and GET /api/download-offer/:id on SQLite and PostgreSQL,
 * mounted as the server mounts them (/api, one trusted proxy).
 */

const valid = {
  plz: "4057 Basel",
  roofType: "flachdach",
  area: 50,
  areaUnit: "kwp",
  name: "Zoë Dürrenmatt",
  email: "zoe.duerrenmatt@example.ch",
  phone: "+41 61 555 12 34",
  company: "Müller & Söhne Immobilien AG",
  notes: "Zugang über den Innenhof.\nSchlüssel beim Hauswart.",
  language: "de",
  page: "/preise-angebot",
  fillMs: 9000,
};
// 50 kWp = 350 m² at CHF 2.10, flat roof: (388 + 735) x 0.9 = 1'010.70 net, 81.87 VAT, 1'092.57 total.
const expectedQuote = computeQuote({ size: 50, unit: "kwp", roofType: "flachdach" });

interface OfferTestServer {
  url: string;
  requests: RequestDeps;
  logs: Record<string, unknown>[];
  post(body: unknown, options?: { ip?: string; headers?: Record<string, string>; raw?: string }): Promise<HttpResult>;
  download(id: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>;
  close(): Promise<void>;
}

async function startOfferServer(db: Db, clock: Clock, rateLimitPerMinute = 10_000): Promise<OfferTestServer> {
  const env = parseEnv({ NODE_ENV: "test", SITE_URL });
  const { logger, lines } = memoryLogger();
  const requests: RequestDeps = { db, company: companyFromEnv(env), clock };
  const app = express();
  app.set("trust proxy", 1);
  app.use(
    "/api",
    offerRouter({ requests, rateLimiter: createRateLimiter(db, rateLimitPerMinute, clock), siteUrl: SITE_URL, logger }),
  );
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    logs: lines,
    post(body, options = {}) {
      return httpRequest(
        `${url}/api/offer`,
        "POST",
        {
          accept: "application/json",
          "content-type": "application/json",
          "x-forwarded-for": options.ip ?? uniqueIp(),
          ...options.headers,
        },
        options.raw ?? JSON.stringify(body),
      );
    },
    download(id) {
      return new Promise((resolve, reject) => {
        http
          .get(`${url}/api/download-offer/${id}`, { agent: false }, (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (chunk: Buffer) => chunks.push(chunk));
            res.on("end", () =>
              resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
            );
            res.on("error", reject);
          })
          .on("error", reject);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let work: string;
beforeAll(() => {
  ensurePdftotext();
  work = mkdtempSync(path.join(tmpdir(), "offer-api-test-"));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

function pdfText(pdf: Buffer): string {
  const file = path.join(work, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  const result = spawnSync("pdftotext", ["-raw", "-enc", "UTF-8", file, "-"], { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`pdftotext failed: ${result.stderr}`);
  return result.stdout.replace(/\s+/g, " ");
}

describe("newOfferNumber", () => {
  it("is the Swiss date and six characters that cannot be misread", () => {
    expect(newOfferNumber(new Date("2026-03-02T08:00:00Z"))).toMatch(/^OF-260302-[2-9A-HJ-NP-Z]{6}$/);
    // 23:30 UTC on 31 December is already 1 January in Basel.
    expect(newOfferNumber(new Date("2026-12-31T23:30:00Z"))).toMatch(/^OF-270101-/);
    const numbers = new Set(Array.from({ length: 1000 }, () => newOfferNumber(new Date())));
    expect(numbers.size).toBe(1000);
  });
});

describe.each(dialects)("instant quote API on %s", { timeout: 30_000 }, (dialect) => {
  const database = useTestDatabase(dialect);
  const time = testClock();
  const db = () => database.handle.db;
  let api: OfferTestServer;

  beforeAll(async () => {
    api = await startOfferServer(db(), time.clock);
  });
  afterAll(async () => {
    await api?.close();
  });

  describe("POST /api/offer", () => {
    it("stores the offer with its number, inputs, computed lines and language, and queues both mails", async () => {
      time.set("2026-03-02T08:00:00.000Z");
      const res = await api.post(valid);
      expect(res.status).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(res.json).toEqual({
        downloadId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
        message: formMessages.de.offerSuccess.description,
        title: formMessages.de.offerSuccess.title,
        offerNumber: expect.stringMatching(/^OF-260302-[2-9A-HJ-NP-Z]{6}$/),
      });

      const row = await db()
        .selectFrom("offers")
        .selectAll()
        .where("download_id", "=", res.json.downloadId)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        number: res.json.offerNumber,
        created_at: "2026-03-02T08:00:00.000Z",
        language: "de",
        page: "/preise-angebot",
        plz: "4057 Basel",
        roof_type: "flachdach",
        area_unit: "kwp",
        name: valid.name,
        company: valid.company,
        email: valid.email,
        phone: valid.phone,
        notes: valid.notes,
        spam: 0,
      });
      expect(Number(row.area)).toBe(50);
      expect(Number(row.total_chf)).toBeCloseTo(1092.57, 2);
      expect(JSON.parse(row.price)).toEqual(expectedQuote);
      expect(expectedQuote).toMatchObject({ net: 1010.7, vat: 81.87, total: 1092.57 });

      const mails = await outboxFor(db(), row.id);
      expect(mails.map((m) => m.kind)).toEqual(["offer-company", "offer-visitor"]);
      const [toCompany, toVisitor] = mails.map((m) => m.mail) as [MailMessage, MailMessage];
      const attachment = {
        filename: `Offerte-${row.number}.pdf`,
        contentType: "application/pdf",
        contentBase64: "",
        render: { kind: "offer-pdf", recordId: row.id },
      };

      expect(toVisitor).toMatchObject({
        to: valid.email,
        replyTo: api.requests.company.email,
        subject: `Ihre Offerte ${row.number} von ${api.requests.company.name}`,
        attachments: [attachment],
      });
      for (const value of [
        "Guten Tag Zoë Dürrenmatt,",
        row.number,
        "4057 Basel",
        "Flachdach",
        "50 kWp (350 m²)",
        "CHF 1'092.57",
        "1. April 2026",
        `${SITE_URL}/api/download-offer/${res.json.downloadId}`,
        api.requests.company.phone,
      ]) {
        expect(toVisitor.text).toContain(value);
      }
      expect(toVisitor.html).toContain("Guten Tag Zoë Dürrenmatt,");
      expect(toVisitor.html).toContain(`href="${SITE_URL}/api/download-offer/${res.json.downloadId}"`);

      expect(toCompany).toMatchObject({
        to: api.requests.company.mailTo,
        replyTo: valid.email,
        subject: `Neue Offerte ${row.number}: ${valid.company} (${valid.name}), CHF 1'092.57`,
        attachments: [attachment],
      });
      for (const value of [
        valid.company,
        valid.name,
        valid.email,
        valid.phone,
        "CHF 1'010.70",
        "Deutsch",
        valid.notes,
      ]) {
        expect(toCompany.text).toContain(value);
      }
      expect(toCompany.html).toContain("Müller &amp; Söhne Immobilien AG");
    });

    it("ignores a price sent by the client and computes its own", async () => {
      const res = await api.post({
        ...valid,
        price: 1,
        total: 1,
        totalChf: 1,
        quote: { total: 1, net: 1 },
        pricePerM2: 0.01,
      });
      expect(res.status).toBe(200);
      const row = await db()
        .selectFrom("offers")
        .select(["price", "total_chf"])
        .where("download_id", "=", res.json.downloadId)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(row.price)).toEqual(expectedQuote);
      expect(Number(row.total_chf)).toBeCloseTo(1092.57, 2);
    });

    it("answers and writes in the language of the page it came from", async () => {
      const res = await api.post({ ...valid, language: undefined, page: "/fr/prix-devis" });
      expect(res.status).toBe(200);
      expect(res.json.message).toBe(formMessages.fr.offerSuccess.description);
      const row = await db()
        .selectFrom("offers")
        .select(["id", "language"])
        .where("download_id", "=", res.json.downloadId)
        .executeTakeFirstOrThrow();
      expect(row.language).toBe("fr");
      const visitor = (await outboxFor(db(), row.id)).find((m) => m.kind === "offer-visitor")!.mail;
      expect(visitor.subject).toMatch(/^Votre devis OF-/);
      expect(visitor.text).toContain("Toit plat");
      expect(visitor.attachments?.[0]?.filename).toMatch(/^Devis-OF-/);
    });

    it("accepts the size as a form string, with a decimal comma too", async () => {
      for (const [area, m2] of [
        ["120", 120],
        ["12,5", 12.5],
      ] as const) {
        const res = await api.post({ ...valid, area, areaUnit: "m2" });
        expect(res.status).toBe(200);
        const row = await db()
          .selectFrom("offers")
          .select("price")
          .where("download_id", "=", res.json.downloadId)
          .executeTakeFirstOrThrow();
        expect(JSON.parse(row.price).areaM2).toBe(m2);
      }
    });

    it("stores a bot's offer (honeypot, too fast) flagged as spam and mails nothing, answering as usual", async () => {
      for (const trap of [{ website: "http://spam.example" }, { fillMs: 300 }]) {
        const res = await api.post({ ...valid, ...trap });
        expect(res.status).toBe(200);
        expect(res.json.downloadId).toMatch(/^[A-Za-z0-9_-]{22}$/);
        const row = await db()
          .selectFrom("offers")
          .select(["id", "spam"])
          .where("download_id", "=", res.json.downloadId)
          .executeTakeFirstOrThrow();
        expect(row.spam).toBe(1);
        expect(await outboxFor(db(), row.id)).toEqual([]);
      }
    });

    const invalidFields: [string, Record<string, unknown>][] = [
      ["plz", { plz: "" }],
      ["plz", { plz: "4057\nBasel" }],
      ["plz", { plz: "x".repeat(101) }],
      ["roofType", { roofType: "steildach" }],
      ["roofType", { roofType: undefined }],
      ["area", { area: 0 }],
      ["area", { area: -5 }],
      ["area", { area: 5000.01 }],
      ["area", { area: "viel" }],
      ["area", { area: "" }],
      ["area", { area: [50] }],
      ["areaUnit", { areaUnit: "ft2" }],
      ["company", { company: "   " }],
      ["company", { company: "x".repeat(121) }],
      ["name", { name: "x".repeat(101) }],
      ["email", { email: "zoe@" }],
      ["email", { email: "zoe@example.ch\r\nBcc: x@example.ch" }],
      ["phone", { phone: "ruf mich an" }],
      ["notes", { notes: "x".repeat(5001) }],
      ["language", { language: "es" }],
      ["page", { page: "https://evil.example/" }],
    ];
    it.each(invalidFields)("refuses an invalid %s with 400 and the field's message", async (field, change) => {
      const res = await api.post({ ...valid, ...change });
      expect(res.status).toBe(400);
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(Object.keys(res.json.fields)).toEqual([field]);
      const texts = formMessages.de;
      expect(res.json.fields[field]).toBe(
        texts.offerFields[field as "plz"] ?? texts.fields[field as "plz"] ?? texts.invalid,
      );
      const emptied =
        change[field] === undefined || (typeof change[field] === "string" && !String(change[field]).trim());
      expect(res.json.message).toBe(emptied ? texts.required : texts.invalid);
    });

    it("names every missing required field, in the visitor's language", async () => {
      const res = await api.post({ language: "it" });
      expect(res.status).toBe(400);
      expect(res.json.message).toBe(formMessages.it.required);
      expect(Object.keys(res.json.fields).sort()).toEqual(["area", "areaUnit", "company", "email", "plz", "roofType"]);
      expect(res.json.fields.plz).toBe(formMessages.it.offerFields.plz);
    });

    it("refuses other content types (415), other sites (403), malformed JSON (400) and bodies over 32 KB (413)", async () => {
      // A url-encoded form (JavaScript off) is read like JSON; incomplete, it gets the field messages.
      const form = await api.post(undefined, {
        raw: new URLSearchParams({ plz: "4057 Basel" }).toString(),
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
      expect(form.status).toBe(400);
      expect(form.json.message).toBe(formMessages.de.required);
      expect(Object.keys(form.json.fields as object)).toEqual(expect.arrayContaining(["roofType", "area", "email"]));
      expect((await api.post(undefined, { raw: "plz=1", headers: { "content-type": "text/plain" } })).status).toBe(415);

      const crossSite = await api.post(valid, {
        headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site", "accept-language": "en" },
      });
      expect(crossSite.status).toBe(403);
      expect(crossSite.json.message).toBe(formMessages.en.crossSite);
      expect((await api.post(valid, { headers: { origin: "https://evil.example" } })).status).toBe(403);
      expect((await api.post(valid, { headers: { origin: SITE_URL, "sec-fetch-site": "same-origin" } })).status).toBe(
        200,
      );

      const malformed = await api.post(undefined, { raw: '{"plz": "4057 Basel",' });
      expect(malformed.status).toBe(400);
      expect(malformed.json.message).toBe(formMessages.de.invalid);

      const large = await api.post({ ...valid, notes: "x".repeat(40_000) });
      expect(large.status).toBe(413);
      expect(large.json.message).toBe(formMessages.de.tooLarge);
    });

    it("limits posts per client and minute (429 with Retry-After)", async () => {
      const limited = await startOfferServer(db(), time.clock, 2);
      try {
        const ip = uniqueIp();
        expect((await limited.post(valid, { ip })).status).toBe(200);
        expect((await limited.post({}, { ip })).status).toBe(400);
        const third = await limited.post(valid, { ip });
        expect(third.status).toBe(429);
        expect(third.headers["retry-after"]).toMatch(/^\d+$/);
        expect(third.json.message).toBe(formMessages.de.tooMany);
        expect((await limited.post(valid, { ip: uniqueIp() })).status).toBe(200);
      } finally {
        await limited.close();
      }
    });
  });

  it("recognises a repeated offer number, which storeOffer then draws again", async () => {
    const { json } = await api.post(valid);
    const row = await db()
      .selectFrom("offers")
      .selectAll()
      .where("download_id", "=", json.downloadId)
      .executeTakeFirstOrThrow();
    const error = await db()
      .insertInto("offers")
      .values({ ...row, id: `${row.id}x`, download_id: `${row.download_id}x` })
      .execute()
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(error).toBeDefined();
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(new Error("connection lost"))).toBe(false);
  });

  describe("GET /api/download-offer/:id", () => {
    it("sends the PDF as an attachment, never cached, showing customer, lines and total", async () => {
      time.set("2026-03-02T08:00:00.000Z");
      const { json } = await api.post(valid);
      const res = await api.download(json.downloadId);
      expect(res.status).toBe(200);
      expect(res.headers["content-type"]).toBe("application/pdf");
      expect(res.headers["content-disposition"]).toBe(`attachment; filename="Offerte-${json.offerNumber}.pdf"`);
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(res.body.subarray(0, 5).toString()).toBe("%PDF-");
      const text = pdfText(res.body);
      for (const value of [
        json.offerNumber,
        "Müller & Söhne Immobilien AG",
        "Zoë Dürrenmatt",
        "4057 Basel",
        "Grundpauschale",
        "CHF 388.00",
        "CHF 2.10 / m²",
        "CHF 735.00",
        "− CHF 112.30",
        "CHF 1'010.70",
        "CHF 81.87",
        "Total inkl. MWST CHF 1'092.57",
        "Zugang über den Innenhof.",
      ]) {
        expect(text).toContain(value);
      }
    });

    it("answers 404 for unknown and malformed ids", async () => {
      for (const id of ["AAAAAAAAAAAAAAAAAAAAAA", "short", "..%2F..%2Fetc%2Fpasswd", "x".repeat(200)]) {
        const res = await api.download(id);
        expect(res.status).toBe(404);
        expect(res.headers["cache-control"]).toBe("no-store");
        expect(JSON.parse(res.body.toString()).message).toBe(formMessages.de.offerNotFound);
      }
    });

    it("keeps the offer for 30 days (through the printed last day), then answers 404", async () => {
      time.set("2026-03-02T08:00:00.000Z");
      const { json } = await api.post(valid);
      time.set("2026-04-01T21:59:00.000Z"); // 23:59 on 1 April in Basel, the last valid day
      expect((await api.download(json.downloadId)).status).toBe(200);
      time.set("2026-04-01T22:00:00.000Z"); // midnight in Basel
      expect((await api.download(json.downloadId)).status).toBe(404);
      time.set("2026-03-02T08:00:00.000Z");
    });
  });

  describe("mails", () => {
    it("sends both mails through the outbox with the same PDF attached that the download gives", async () => {
      time.set("2026-03-02T08:00:00.000Z");
      await db().deleteFrom("outbox").execute();
      const { json } = await api.post(valid);
      const receiver = await startSmtpReceiver();
      const transport: MailTransport = withRenderedAttachments(smtpTransport(receiver.url), {
        "offer-pdf": (id) => offerPdfForMail(db(), api.requests.company, id),
      });
      const { logger } = memoryLogger();
      const worker = createOutboxWorker({ db: db(), transport, logger, clock: time.clock });
      try {
        expect(await worker.runOnce()).toEqual({ sent: 2, failed: 0 });
        const mails = await receiver.waitFor(2);
        const download = await api.download(json.downloadId);
        const visitor = mails.find((m) => m.envelope.to.includes(valid.email))!;
        const company = mails.find((m) => m.envelope.to.includes(api.requests.company.mailTo))!;
        for (const mail of [visitor, company]) {
          expect(mail.parsed.attachments).toHaveLength(1);
          const [pdf] = mail.parsed.attachments;
          expect(pdf!.contentType).toBe("application/pdf");
          expect(pdf!.filename).toBe(`Offerte-${json.offerNumber}.pdf`);
          expect(pdf!.content.equals(download.body)).toBe(true);
        }
        expect(visitor.parsed.subject).toBe(`Ihre Offerte ${json.offerNumber} von ${api.requests.company.name}`);
        expect(pdfText(visitor.parsed.attachments[0]!.content)).toContain("CHF 1'092.57");
      } finally {
        await worker.stop();
        transport.close();
        await receiver.stop();
      }
    });

    it("keeps a mail whose offer is gone in the outbox, to retry, instead of sending it without its PDF", async () => {
      await db().deleteFrom("outbox").execute();
      const { json } = await api.post(valid);
      const row = await db()
        .selectFrom("offers")
        .select("id")
        .where("download_id", "=", json.downloadId)
        .executeTakeFirstOrThrow();
      await db().deleteFrom("offers").where("id", "=", row.id).execute();
      const sent: MailMessage[] = [];
      const transport = withRenderedAttachments(
        { kind: "spool", send: async (mail) => void sent.push(mail), close() {} },
        { "offer-pdf": (id) => offerPdfForMail(db(), api.requests.company, id) },
      );
      const { logger } = memoryLogger();
      const worker = createOutboxWorker({ db: db(), transport, logger, clock: time.clock });
      expect(await worker.runOnce()).toEqual({ sent: 0, failed: 2 });
      expect(sent).toEqual([]);
      const rows = await outboxFor(db(), row.id);
      expect(rows.map((r) => [r.sentAt, r.attempts])).toEqual([
        [null, 1],
        [null, 1],
      ]);
    });
  });

  it("never answers 5xx, whatever the body (fuzzing)", async () => {
    const runs = Number(process.env.FUZZ_RUNS ?? 120);
    const field = (name: keyof typeof valid) =>
      fc.oneof(
        fc.constant(valid[name]),
        fc.jsonValue({ maxDepth: 2 }),
        fc.string({ unit: "binary", maxLength: 200 }),
        fc.constantFrom(null, "", " ", 0, -1, 1e308, Number.MAX_SAFE_INTEGER, "NaN", "Infinity", "1e3", "5000", "0,5"),
      );
    const body = fc.oneof(
      fc.record(
        Object.fromEntries(Object.keys(valid).map((name) => [name, field(name as keyof typeof valid)])) as Record<
          string,
          fc.Arbitrary<unknown>
        >,
        { requiredKeys: [] },
      ),
      fc.dictionary(
        fc.constantFrom("__proto__", "constructor", "prototype", "price", "total", ...Object.keys(valid)),
        fc.jsonValue({ maxDepth: 2 }),
      ),
      fc.jsonValue({ maxDepth: 3 }),
    );
    await fc.assert(
      fc.asyncProperty(body, async (value) => {
        const res = await api.post(value);
        expect(res.status, `${res.status} ${res.text} for ${JSON.stringify(value)}`).toBeLessThan(500);
        expect([200, 400]).toContain(res.status);
        expect(typeof res.json?.message).toBe("string");
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }),
      { numRuns: runs },
    );
    const raw = fc.string({ unit: "binary", maxLength: 300 });
    await fc.assert(
      fc.asyncProperty(raw, async (text) => {
        const res = await api.post(undefined, { raw: text });
        expect(res.status).toBeLessThan(500);
      }),
      { numRuns: Math.ceil(runs / 2) },
    );
  });
});

describe("in the production app", { timeout: 30_000 }, () => {
  let dataDir: string;
  let services: Services;
  let url: string;
  let server: http.Server;
  const { logger, lines } = memoryLogger();

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "offer-app-test-"));
    const env = parseEnv({ NODE_ENV: "test", SITE_URL, DATA_DIR: dataDir, TRUST_PROXY: "1" });
    services = await createServices(env, logger);
    // No React Router build is needed for /api; the empty client folder has no static files.
    const clientDir = path.join(dataDir, "client");
    mkdirSync(clientDir);
    const app = createApp({ env, logger, build: {} as ServerBuild, clientDir, services });
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    await services?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const post = (endpoint: string, body: unknown) =>
    httpRequest(
      `${url}/api/${endpoint}`,
      "POST",
      { "content-type": "application/json", accept: "application/json", "x-forwarded-for": uniqueIp() },
      JSON.stringify(body),
    );

  it("serves the offer routes next to the other API routes, keeps download ids out of the log and spools both mails with the PDF", async () => {
    const offer = await post("offer", valid);
    expect(offer.status).toBe(200);
    const download = await httpRequest(`${url}/api/download-offer/${offer.json.downloadId}`, "GET", {});
    expect(download.status).toBe(200);
    expect(download.headers["content-type"]).toBe("application/pdf");

    // The routes of apiRouter are still reached, and its 404 still answers unknown API paths.
    const contact = await post("contact", {
      name: "Anna Muster",
      email: "anna@example.ch",
      message: "Hallo",
      fillMs: 8000,
    });
    expect(contact.status).toBe(200);
    expect((await httpRequest(`${url}/api/unknown`, "GET", {})).status).toBe(404);

    const requests = lines.filter((line) => line.msg === "request");
    expect(requests.map((line) => line.path)).toContain("/api/download-offer/:id");
    expect(JSON.stringify(lines)).not.toContain(offer.json.downloadId);

    // The outbox of the real services renders the attachment (spooled as .eml without SMTP_URL).
    const { sent } = await services.outbox.runOnce();
    expect(sent).toBeGreaterThanOrEqual(2);
    const spool = path.join(dataDir, "mail-spool");
    const offerMails = readdirSync(spool)
      .map((name) => readFileSync(path.join(spool, name), "utf8"))
      .filter((eml) => eml.includes(offer.json.offerNumber));
    expect(offerMails).toHaveLength(2);
    for (const eml of offerMails) {
      const parsed = await simpleParser(eml);
      expect(parsed.attachments).toHaveLength(1);
      expect(parsed.attachments[0]!.contentType).toBe("application/pdf");
      expect(parsed.attachments[0]!.content.subarray(0, 5).toString()).toBe("%PDF-");
    }
  });
});
