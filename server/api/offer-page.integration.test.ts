import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import express from "express";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OfferPageView } from "#app/features/offer-page/view";
import type { Db } from "../db/connect";
import { sha256 } from "../db/ids";
import { parseEnv } from "../env";
import { companyFromEnv } from "../mail/company";
import type { MailMessage } from "../mail/message";
import type { RequestDeps } from "../requests/requests";
import { httpRequest, memoryLogger, SITE_URL, uniqueIp, type HttpResult } from "../test/api-app";
import { dialects, useTestDatabase } from "../test/databases";
import { outboxFor, testClock } from "../test/mail";
import { ensurePdftotext } from "#scripts/ensure-tools.mjs";
import { createOutboxWorker } from "../mail/outbox";
import { withFollowUpCheck } from "../mail/follow-up-check";
import type { MailTransport } from "../mail/transport";
import { offerRouter } from "./offer-router";
import { offerPageRouter } from "./offer-page-router";
import { createRateLimiter } from "./rate-limit";
import { offerCopy } from "#app/content/offer-pdf";

/**
 * The offer's own page (issue 20) on SQLite and PostgreSQL: the token from the
 * offer mail, the page in four languages, accept (post/redirect/get, exactly
 * once, also when two posts race), decline, expiry and the guards. The page
 * renderer answers the view as JSON here; the e2e tests render it.
 */

const offerInput = {
  plz: "4057 Basel",
  roofType: "flachdach",
  area: 50,
  areaUnit: "kwp",
  name: "Zoë Dürrenmatt",
  email: "zoe@example.ch",
  phone: "+41 61 555 12 34",
  company: "Müller & Söhne AG",
  language: "de",
  page: "/preise-angebot",
  fillMs: 9000,
};

const acceptForm = {
  intent: "accept",
  street: "Rheingasse 12 <b>",
  town: "4057 Basel",
  period: "asap",
  accessNotes: "Leiter im Keller, Wasserhahn im Hof",
  phone: "+41 61 555 12 34",
  conditions: "on",
  nextCleaning: "on",
};

interface PageServer {
  url: string;
  requests: RequestDeps;
  close(): Promise<void>;
}

async function startServer(
  db: Db,
  clock: () => Date,
  rateLimitPerMinute = 10_000,
  offerFollowUps?: RequestDeps["offerFollowUps"],
  envOverrides: Record<string, string> = {},
): Promise<PageServer> {
  const env = parseEnv({ NODE_ENV: "test", SITE_URL, ...envOverrides });
  const { logger } = memoryLogger();
  const requests: RequestDeps = { db, company: companyFromEnv(env), clock, offerFollowUps };
  const rateLimiter = createRateLimiter(db, rateLimitPerMinute, clock);
  const app = express();
  app.set("trust proxy", 1);
  app.use("/api", offerRouter({ requests, rateLimiter, siteUrl: SITE_URL, logger }));
  app.use(
    offerPageRouter({
      requests,
      rateLimiter,
      siteUrl: SITE_URL,
      logger,
      render: (_req, res, _next, view: OfferPageView) => {
        res.json(view);
      },
    }),
  );
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, requests, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

function form(values: Record<string, string>): string {
  return new URLSearchParams(values).toString();
}

describe.each(dialects)("offer page on %s", { timeout: 30_000 }, (dialect) => {
  const database = useTestDatabase(dialect);
  const time = testClock();
  const db = () => database.handle.db;
  let server: PageServer;

  beforeAll(async () => {
    server = await startServer(db(), time.clock);
  });
  afterAll(async () => {
    await server?.close();
  });

  /** Makes an offer through POST /api/offer and reads its page link from the visitor's mail. */
  async function makeOffer(language = "de", page = "/preise-angebot", roofType = offerInput.roofType) {
    const res = await httpRequest(
      `${server.url}/api/offer`,
      "POST",
      { "content-type": "application/json", accept: "application/json", "x-forwarded-for": uniqueIp() },
      JSON.stringify({ ...offerInput, language, page, roofType }),
    );
    expect(res.status).toBe(200);
    const row = await db()
      .selectFrom("offers")
      .selectAll()
      .where("download_id", "=", res.json.downloadId)
      .executeTakeFirstOrThrow();
    const visitorMail = (await outboxFor(db(), row.id)).find((m) => m.kind === "offer-visitor")!.mail;
    const match = /https:\/\/www\.solar-dachpflege\.ch(\/(?:[a-z]{2}\/)?[a-z]+\/([A-Za-z0-9_-]{43}))/.exec(
      visitorMail.text,
    );
    expect(match).not.toBeNull();
    return { row, path: match![1]!, token: match![2]!, downloadId: res.json.downloadId as string, visitorMail };
  }

  function get(path: string): Promise<HttpResult> {
    return httpRequest(`${server.url}${path}`, "GET", { accept: "text/html" });
  }

  function post(path: string, body: string, headers: Record<string, string> = {}): Promise<HttpResult> {
    return httpRequest(
      `${server.url}${path}`,
      "POST",
      {
        "content-type": "application/x-www-form-urlencoded",
        accept: "text/html",
        "x-forwarded-for": uniqueIp(),
        ...headers,
      },
      body,
    );
  }

  it("links the offer mail to the offer's page; the token is 256 random bits, stored only as its SHA-256, not the download id", async () => {
    time.set("2026-03-02T08:00:00.000Z");
    const { row, path, token, downloadId, visitorMail } = await makeOffer();
    expect(path).toBe(`/offerte/${token}`);
    expect(token).not.toBe(downloadId);
    expect(row.access_token_hash).toBe(sha256(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(visitorMail.html).toContain(`href="${SITE_URL}/offerte/${token}"`);
    expect(visitorMail.text).toContain(`${SITE_URL}/api/download-offer/${downloadId}`);
  });

  it("shows the offer in the page's language, never cached or indexed", async () => {
    time.set("2026-03-02T08:00:00.000Z");
    const { row, token } = await makeOffer("fr", "/fr/prix-devis");
    const res = await get(`/fr/devis/${token}`);
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(res.headers["referrer-policy"]).toBe("same-origin");
    const view = res.json as OfferPageView;
    expect(view.lang).toBe("fr");
    expect(view.copy.accept.title).toBe("Confier le mandat");
    expect(view.offer).toMatchObject({
      number: row.number,
      state: "sent",
      validUntil: "1er avril 2026",
      location: "4057 Basel",
      total: { amount: "CHF 1'092.57" },
      net: { amount: "CHF 1'010.70" },
      responseTime: "dans les 24 heures",
      defaults: { town: "4057 Basel", phone: offerInput.phone },
    });
    expect(view.offer!.newQuoteUrl).toBe(
      "/fr/prix-devis?plz=4057+Basel&roofType=flachdach&area=50&areaUnit=kwp#calculator",
    );
    // The same token works under every language's path.
    expect((await get(`/it/preventivo/${token}`)).json.copy.accept.title).toBe("Conferire l’incarico");
    expect((await get(`/en/quote/${token}`)).json.lang).toBe("en");
  });

  it("lists the roof-type adjustment only when the roof changes the price", async () => {
    time.set("2026-03-02T08:00:00.000Z");
    const flat = (await get(`/offerte/${(await makeOffer()).token}`)).json as OfferPageView;
    expect(flat.offer!.lines.map((line) => line.label)).toEqual([
      offerCopy.de.fixedCost,
      offerCopy.de.areaCost,
      expect.stringContaining("Flachdach"),
    ]);
    expect(flat.offer!.lines[2]!.amount).toMatch(/^\u2212\u00a0CHF /);
    const tiled = (await get(`/offerte/${(await makeOffer("de", "/preise-angebot", "ziegeldach")).token}`))
      .json as OfferPageView;
    expect(tiled.offer!.lines).toHaveLength(2);
    expect(tiled.offer!.lines.map((line) => line.label)).toEqual([offerCopy.de.fixedCost, offerCopy.de.areaCost]);
  });

  it("answers a client-side navigation's data request (<path>.data) from the same offer", async () => {
    time.set("2026-03-02T08:00:00.000Z");
    const { row, token } = await makeOffer();
    const res = await get(`/it/preventivo/${token}.data`);
    expect(res.status).toBe(200);
    expect(res.json.offer.number).toBe(row.number);
    expect(res.json.lang).toBe("it");
  });

  it("answers an unknown, malformed or oversized token with the language's 404, never a 500", async () => {
    for (const path of [
      `/offerte/${"A".repeat(43)}`,
      "/fr/devis/short",
      `/it/preventivo/${"x".repeat(5000)}`,
      "/en/quote/%E2%82%AC%00",
      `/offerte/${"A".repeat(42)}*`,
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.json.offer, path).toBeUndefined();
    }
    const res = await get(`/it/preventivo/${"A".repeat(43)}`);
    expect(res.json.copy.notFound.title).toBe("Preventivo non trovato");
    const posted = await post(`/fr/devis/${"A".repeat(43)}`, form(acceptForm));
    expect(posted.status).toBe(404);
  });

  it("shows the form again with the box marked when it is not ticked, and stores nothing", async () => {
    time.set("2026-03-02T08:00:00.000Z");
    const { row, token } = await makeOffer("it", "/it/prezzi-preventivo");
    const { conditions: _omitted, ...withoutBox } = acceptForm;
    const res = await post(`/it/preventivo/${token}`, form(withoutBox));
    expect(res.status).toBe(400);
    const view = res.json as OfferPageView;
    expect(view.form!.errors).toEqual(["conditions"]);
    expect(view.form!.values.street).toBe(acceptForm.street);
    expect(view.copy.accept.conditionsMissing).toContain("condizioni");
    const stored = await db()
      .selectFrom("offers")
      .select(["state", "accepted_at"])
      .where("id", "=", row.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ state: "sent", accepted_at: null });
    expect((await outboxFor(db(), row.id)).map((m) => m.kind).sort()).toEqual(["offer-company", "offer-visitor"]);
  });

  it("accepts with post/redirect/get, once: the order and the confirmation are queued with the acceptance; a second post changes nothing", async () => {
    time.set("2026-03-02T08:00:00.000Z");
    const { row, token } = await makeOffer();
    time.set("2026-03-05T09:30:00.000Z");
    const res = await post(`/offerte/${token}`, form(acceptForm));
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`/offerte/${token}`);
    expect(res.headers["cache-control"]).toBe("no-store");

    const stored = await db().selectFrom("offers").selectAll().where("id", "=", row.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      state: "accepted",
      accepted_at: "2026-03-05T09:30:00.000Z",
      site_street: acceptForm.street,
      site_town: acceptForm.town,
      preferred_period: "asap",
      access_notes: acceptForm.accessNotes,
      order_phone: acceptForm.phone,
    });
    expect(Number(stored.next_cleaning_wanted)).toBe(1);

    const mails = await outboxFor(db(), row.id);
    const order = mails.filter((m) => m.kind === "offer-order");
    const confirmation = mails.filter((m) => m.kind === "offer-accepted");
    expect(order).toHaveLength(1);
    expect(confirmation).toHaveLength(1);
    const toCompany = order[0]!.mail as MailMessage;
    expect(toCompany.to).toBe(server.requests.company.mailTo);
    expect(toCompany.replyTo).toBe(offerInput.email);
    // The period inside the subject line starts lower-case; the table row keeps its capital.
    expect(toCompany.subject).toMatch(/, so bald wie möglich$/);
    expect(toCompany.attachments).toEqual([
      {
        filename: `Offerte-${row.number}.pdf`,
        contentType: "application/pdf",
        contentBase64: "",
        render: { kind: "offer-pdf", recordId: row.id, pageUrl: `${SITE_URL}/offerte/${token}` },
      },
    ]);
    for (const value of [
      row.number,
      "Rheingasse 12 <b>, 4057 Basel",
      "So bald wie möglich",
      acceptForm.phone,
      acceptForm.accessNotes,
      "innert 24 Stunden",
    ]) {
      expect(toCompany.text).toContain(value);
    }
    expect(toCompany.html).toContain("Rheingasse 12 &lt;b&gt;");
    expect(toCompany.html).not.toContain("<b>");
    const toCustomer = confirmation[0]!.mail as MailMessage;
    expect(toCustomer.to).toBe(offerInput.email);
    expect(toCustomer.subject).toBe(`Auftragsbestätigung zur Offerte ${row.number}`);
    expect(toCustomer.text).toContain("Unser Team schlägt Ihnen innert 24 Stunden einen Termin vor.");
    expect(toCustomer.text).toContain(`${SITE_URL}/offerte/${token}`);

    const page = await get(`/offerte/${token}`);
    expect(page.json.offer).toMatchObject({ state: "accepted", acceptedAt: "5. März 2026" });

    // A reload of the post, a double click or a second device: nothing changes, nothing is sent again.
    time.set("2026-03-05T10:00:00.000Z");
    const again = await post(`/offerte/${token}`, form({ ...acceptForm, street: "Anderswo 1" }));
    expect(again.status).toBe(303);
    const declined = await post(`/offerte/${token}`, form({ intent: "decline", reason: "later" }));
    expect(declined.status).toBe(303);
    const after = await db().selectFrom("offers").selectAll().where("id", "=", row.id).executeTakeFirstOrThrow();
    expect(after).toMatchObject({
      state: "accepted",
      accepted_at: "2026-03-05T09:30:00.000Z",
      site_street: acceptForm.street,
      declined_at: null,
    });
    expect(await outboxFor(db(), row.id)).toHaveLength(4);
  });

  it("of two racing accepts, exactly one accepts and one pair of mails is queued", async () => {
    time.set("2026-03-02T08:00:00.000Z");
    for (let round = 0; round < 3; round++) {
      const { row, token } = await makeOffer("fr", "/fr/prix-devis");
      const results = await Promise.all([
        post(`/fr/devis/${token}`, form(acceptForm)),
        post(`/fr/devis/${token}`, form({ ...acceptForm, street: "Route 2" })),
        httpRequest(
          `${server.url}/fr/devis/${token}`,
          "POST",
          { "content-type": "application/json", accept: "application/json", "x-forwarded-for": uniqueIp() },
          JSON.stringify({ ...acceptForm, street: "Route 3" }),
        ),
      ]);
      expect(results.map((r) => r.status)).toEqual([303, 303, 200]);
      expect(results[2]!.json.state).toBe("accepted");
      const mails = await outboxFor(db(), row.id);
      expect(mails.filter((m) => m.kind === "offer-order")).toHaveLength(1);
      expect(mails.filter((m) => m.kind === "offer-accepted")).toHaveLength(1);
      const stored = await db()
        .selectFrom("offers")
        .select(["state", "site_street"])
        .where("id", "=", row.id)
        .executeTakeFirstOrThrow();
      expect(stored.state).toBe("accepted");
      expect(["Rheingasse 12 <b>", "Route 2", "Route 3"]).toContain(stored.site_street);
      const french = mails.find((m) => m.kind === "offer-accepted")!.mail;
      expect(french.subject).toBe(`Votre mandat pour le devis ${row.number}`);
    }
  });

  it("declines with a reason once and tells the company; the offer cannot be accepted afterwards", async () => {
    time.set("2026-03-02T08:00:00.000Z");
    const { row, token } = await makeOffer("en", "/en/prices-quote");
    const res = await post(`/en/quote/${token}`, form({ intent: "decline", reason: "too-expensive" }));
    expect(res.status).toBe(303);
    const stored = await db().selectFrom("offers").selectAll().where("id", "=", row.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      state: "declined",
      declined_at: "2026-03-02T08:00:00.000Z",
      decline_reason: "too-expensive",
    });
    const declined = (await outboxFor(db(), row.id)).filter((m) => m.kind === "offer-declined");
    expect(declined).toHaveLength(1);
    expect(declined[0]!.mail.text).toContain("Zu teuer");
    expect((await post(`/en/quote/${token}`, form(acceptForm))).status).toBe(303);
    expect(
      (await db().selectFrom("offers").select("state").where("id", "=", row.id).executeTakeFirstOrThrow()).state,
    ).toBe("declined");
    expect((await get(`/en/quote/${token}`)).json.offer.state).toBe("declined");
    // An unknown reason is refused.
    const bad = await post(`/en/quote/${token}`, form({ intent: "decline", reason: "<script>" }));
    expect(bad.status).toBe(400);
  });

  it("shows an expired offer as expired with a new quote link, and accepting it stores nothing", async () => {
    time.set("2026-03-02T08:00:00.000Z");
    const { row, token } = await makeOffer();
    time.set("2026-04-01T21:59:00.000Z");
    expect((await get(`/offerte/${token}`)).json.offer.state).toBe("sent");
    time.set("2026-04-01T22:00:00.000Z");
    const page = await get(`/offerte/${token}`);
    expect(page.status).toBe(200);
    expect(page.json.offer.state).toBe("expired");
    expect(page.json.offer.newQuoteUrl).toBe(
      "/preise-angebot?plz=4057+Basel&roofType=flachdach&area=50&areaUnit=kwp#calculator",
    );
    const res = await post(`/offerte/${token}`, form(acceptForm));
    expect(res.status).toBe(303);
    const stored = await db()
      .selectFrom("offers")
      .select(["state", "accepted_at", "site_street"])
      .where("id", "=", row.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ state: "sent", accepted_at: null, site_street: null });
    expect(await outboxFor(db(), row.id)).toHaveLength(2);
  });

  it("refuses posts from another site (403), other content types (415) and oversized or hostile bodies (4xx)", async () => {
    time.set("2026-03-02T08:00:00.000Z");
    const { row, token } = await makeOffer();
    const path = `/offerte/${token}`;
    expect((await post(path, form(acceptForm), { origin: "https://evil.example" })).status).toBe(403);
    expect((await post(path, form(acceptForm), { "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect((await post(path, "x", { "content-type": "text/plain" })).status).toBe(415);
    expect((await post(path, form({ ...acceptForm, accessNotes: "x".repeat(40_000) }))).status).toBe(413);
    expect((await post(path, form({ ...acceptForm, accessNotes: "x".repeat(2001) }))).status).toBe(400);
    expect((await post(path, "{", { "content-type": "application/json" })).status).toBe(400);
    expect((await post(path, form({ ...acceptForm, phone: "call me maybe" }))).status).toBe(400);
    expect((await post(path, form({ ...acceptForm, period: "2026-13" }))).status).toBe(400);
    const many = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`k${i}`, "v"]));
    expect((await post(path, form({ ...acceptForm, ...many }))).status).toBeGreaterThanOrEqual(400);
    expect(
      (await db().selectFrom("offers").select("state").where("id", "=", row.id).executeTakeFirstOrThrow()).state,
    ).toBe("sent");
  });

  it("never answers 5xx, whatever the body or token (fuzzing), and a fuzzed post never accepts without the box", async () => {
    time.set("2026-03-02T08:00:00.000Z");
    const { row, token } = await makeOffer();
    const field = (name: keyof typeof acceptForm) =>
      fc.oneof(
        fc.constant(acceptForm[name]),
        fc.jsonValue({ maxDepth: 2 }),
        fc.string({ unit: "binary", maxLength: 200 }),
        fc.constantFrom(null, "", " ", 0, -1, 1e308, "on", "off", "true", "decline", "accept"),
      );
    const body = fc.oneof(
      fc.record(
        Object.fromEntries(
          Object.keys(acceptForm)
            .filter((name) => name !== "conditions")
            .map((name) => [name, field(name as keyof typeof acceptForm)]),
        ) as Record<string, fc.Arbitrary<unknown>>,
        { requiredKeys: [] },
      ),
      fc.dictionary(
        fc.constantFrom("__proto__", "constructor", "intent", "reason", "street"),
        fc.jsonValue({ maxDepth: 2 }),
      ),
      fc.jsonValue({ maxDepth: 3 }),
    );
    const tokens = fc.oneof(
      fc.constant(token),
      fc.string({ maxLength: 60 }).map((t) => encodeURIComponent(t) || "x"),
    );
    await fc.assert(
      fc.asyncProperty(body, tokens, fc.boolean(), async (value, t, asJson) => {
        const res = asJson
          ? await httpRequest(
              `${server.url}/offerte/${t}`,
              "POST",
              { "content-type": "application/json", accept: "application/json", "x-forwarded-for": uniqueIp() },
              JSON.stringify(value),
            )
          : await post(
              `/offerte/${t}`,
              value && typeof value === "object" && !Array.isArray(value)
                ? new URLSearchParams(
                    Object.entries(value).map(([k, v]) => [k, typeof v === "string" ? v : JSON.stringify(v)]),
                  ).toString()
                : // Not String(value): an array holding {"toString": null} cannot be turned into a string.
                  typeof value === "string"
                  ? value
                  : JSON.stringify(value),
            );
        expect(res.status, `${res.status} ${res.text} for ${JSON.stringify(value)}`).toBeLessThan(500);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 80) },
    );
    const stored = await db().selectFrom("offers").select("state").where("id", "=", row.id).executeTakeFirstOrThrow();
    expect(["sent", "declined"]).toContain(stored.state);
  });

  it("limits posts per address like the other forms (429 with Retry-After)", async () => {
    time.set("2026-03-02T08:00:00.000Z");
    const { token } = await makeOffer();
    const limited = await startServer(db(), time.clock, 2);
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await httpRequest(
          `${limited.url}/offerte/${token}`,
          "POST",
          {
            "content-type": "application/x-www-form-urlencoded",
            accept: "text/html",
            "x-forwarded-for": "203.0.113.77",
          },
          form({ intent: "decline", reason: "x" }),
        );
        statuses.push(res.status);
        if (res.status === 429) expect(res.headers["retry-after"]).toBeDefined();
      }
      expect(statuses).toEqual([400, 400, 429]);
    } finally {
      await limited.close();
    }
  });

  describe("follow-up mails", () => {
    let followUps: PageServer;
    beforeAll(async () => {
      followUps = await startServer(db(), time.clock, 10_000, { reminderAfterHours: 96, nextCleaningAfterDays: 365 });
    });
    afterAll(async () => {
      await followUps?.close();
    });

    async function offerWithFollowUps(language = "it", page = "/it/prezzi-preventivo") {
      const res = await httpRequest(
        `${followUps.url}/api/offer`,
        "POST",
        { "content-type": "application/json", accept: "application/json", "x-forwarded-for": uniqueIp() },
        JSON.stringify({ ...offerInput, language, page }),
      );
      expect(res.status).toBe(200);
      const row = await db()
        .selectFrom("offers")
        .selectAll()
        .where("download_id", "=", res.json.downloadId)
        .executeTakeFirstOrThrow();
      const visitor = (await outboxFor(db(), row.id)).find((m) => m.kind === "offer-visitor")!.mail;
      const token = /\/([A-Za-z0-9_-]{43})/.exec(visitor.text)![1]!;
      return { row, token };
    }

    function postF(path: string, body: string): Promise<HttpResult> {
      return httpRequest(
        `${followUps.url}${path}`,
        "POST",
        { "content-type": "application/x-www-form-urlencoded", accept: "text/html", "x-forwarded-for": uniqueIp() },
        body,
      );
    }

    async function outboxRow(recordId: string, kind: string) {
      return db().selectFrom("outbox").selectAll().where("record_id", "=", recordId).where("kind", "=", kind).execute();
    }

    it("writes one reminder for OFFER_REMINDER_AFTER_HOURS later, with the page, List-Unsubscribe and an opt-out link", async () => {
      time.set("2026-03-02T08:00:00.000Z");
      const { row, token } = await offerWithFollowUps();
      const [reminder, ...more] = await outboxRow(row.id, "offer-reminder");
      expect(more).toHaveLength(0);
      expect(reminder!.next_attempt_at).toBe("2026-03-06T08:00:00.000Z");
      const mail = JSON.parse(reminder!.payload) as MailMessage;
      expect(mail.to).toBe(offerInput.email);
      expect(mail.subject).toBe(`Il Suo preventivo ${row.number}: ha domande?`);
      const unsubscribe = `${SITE_URL}/api/offer-reminders/unsubscribe?token=${token}&lang=it`;
      expect(mail.headers).toEqual({
        "List-Unsubscribe": `<${unsubscribe}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      });
      expect(mail.text).toContain(`${SITE_URL}/it/preventivo/${token}`);
      expect(mail.text).toContain(unsubscribe);
      expect(mail.text).toContain("1° aprile 2026");
    });

    it("sends the reminder once when due, also with two workers on the same database", async () => {
      time.set("2026-03-02T08:00:00.000Z");
      const { row } = await offerWithFollowUps("de", "/preise-angebot");
      const sent: MailMessage[] = [];
      const transport: MailTransport = {
        kind: "spool",
        send: async (mail) => void sent.push(mail),
        close: () => undefined,
      };
      const { logger } = memoryLogger();
      const workers = [1, 2].map((n) =>
        createOutboxWorker({ db: db(), transport, logger, clock: time.clock, workerId: `w${n}` }),
      );
      await Promise.all(workers.map((w) => w.runOnce()));
      expect(sent.filter((m) => m.subject.includes("noch Fragen"))).toHaveLength(0);
      time.set("2026-03-06T08:00:01.000Z");
      await Promise.all(workers.map((w) => w.runOnce()));
      await Promise.all(workers.map((w) => w.runOnce()));
      expect(sent.filter((m) => m.subject === `Ihre Offerte ${row.number}: noch Fragen?`)).toHaveLength(1);
      const [reminder] = await outboxRow(row.id, "offer-reminder");
      expect(reminder!.sent_at).not.toBeNull();
    });

    it("deletes the waiting reminder on acceptance and writes the next-cleaning mail for NEXT_CLEANING_REMINDER_DAYS later", async () => {
      time.set("2026-03-02T08:00:00.000Z");
      const { row, token } = await offerWithFollowUps("fr", "/fr/prix-devis");
      time.set("2026-03-03T10:00:00.000Z");
      expect((await postF(`/fr/devis/${token}`, form(acceptForm))).status).toBe(303);
      expect(await outboxRow(row.id, "offer-reminder")).toHaveLength(0);
      const [next, ...more] = await outboxRow(row.id, "offer-next-cleaning");
      expect(more).toHaveLength(0);
      expect(next!.next_attempt_at).toBe("2027-03-03T10:00:00.000Z");
      const mail = JSON.parse(next!.payload) as MailMessage;
      expect(mail.subject).toBe("Il est temps de nettoyer à nouveau votre installation solaire");
      expect(mail.text).toContain(
        `${SITE_URL}/fr/prix-devis?plz=4057+Basel&roofType=flachdach&area=50&areaUnit=kwp#calculator`,
      );
      expect(mail.headers?.["List-Unsubscribe"]).toContain(`token=${token}`);
    });

    it("drops a reminder a worker took before the acceptance, and a next-cleaning mail after an opt-out", async () => {
      time.set("2026-03-02T08:00:00.000Z");
      const { row, token } = await offerWithFollowUps();
      const [reminder] = await outboxRow(row.id, "offer-reminder");
      const payload = JSON.parse(reminder!.payload) as MailMessage;
      expect(payload.onlyIfOffer).toEqual({ id: row.id, state: "sent" });
      const sent: MailMessage[] = [];
      const checked = withFollowUpCheck(
        { kind: "spool", send: async (mail) => void sent.push(mail), close: () => undefined },
        db(),
        time.clock,
      );
      await checked.send(payload, "<a@x>");
      expect(sent).toHaveLength(1);
      expect(sent[0]!.onlyIfOffer).toBeUndefined();
      expect((await postF(`/it/preventivo/${token}`, form(acceptForm))).status).toBe(303);
      await checked.send(payload, "<a@x>");
      expect(sent).toHaveLength(1);
      const [next] = await outboxRow(row.id, "offer-next-cleaning");
      const nextMail = JSON.parse(next!.payload) as MailMessage;
      await checked.send(nextMail, "<b@x>");
      expect(sent).toHaveLength(2);
      await db()
        .updateTable("offers")
        .set({ mail_opt_out_at: time.now().toISOString() })
        .where("id", "=", row.id)
        .execute();
      await checked.send(nextMail, "<b@x>");
      expect(sent).toHaveLength(2);
    });

    it("writes no next-cleaning mail without the box, and no reminder after a decline", async () => {
      time.set("2026-03-02T08:00:00.000Z");
      const first = await offerWithFollowUps();
      const { nextCleaning: _no, ...withoutReminder } = acceptForm;
      expect((await postF(`/it/preventivo/${first.token}`, form(withoutReminder))).status).toBe(303);
      expect(await outboxRow(first.row.id, "offer-next-cleaning")).toHaveLength(0);
      const second = await offerWithFollowUps();
      expect((await postF(`/it/preventivo/${second.token}`, form({ intent: "decline", reason: "later" }))).status).toBe(
        303,
      );
      expect(await outboxRow(second.row.id, "offer-reminder")).toHaveLength(0);
    });

    it("writes no reminder that would come after the offer's validity", async () => {
      time.set("2026-03-02T08:00:00.000Z");
      const late = await startServer(db(), time.clock, 10_000, {
        reminderAfterHours: 24 * 31,
        nextCleaningAfterDays: 365,
      });
      try {
        const res = await httpRequest(
          `${late.url}/api/offer`,
          "POST",
          { "content-type": "application/json", accept: "application/json", "x-forwarded-for": uniqueIp() },
          JSON.stringify(offerInput),
        );
        const row = await db()
          .selectFrom("offers")
          .select("id")
          .where("download_id", "=", res.json.downloadId)
          .executeTakeFirstOrThrow();
        expect(await outboxRow(row.id, "offer-reminder")).toHaveLength(0);
      } finally {
        await late.close();
      }
    });

    it("opts out with one click (POST, RFC 8058) or the link (GET, then the page says so); unknown tokens get 404", async () => {
      time.set("2026-03-02T08:00:00.000Z");
      const { row, token } = await offerWithFollowUps();
      const oneClick = await httpRequest(
        `${followUps.url}/api/offer-reminders/unsubscribe?token=${token}&lang=it`,
        "POST",
        { "content-type": "application/x-www-form-urlencoded", origin: "https://mail.example.net" },
        "List-Unsubscribe=One-Click",
      );
      expect(oneClick.status).toBe(200);
      expect(await outboxRow(row.id, "offer-reminder")).toHaveLength(0);
      const stored = await db()
        .selectFrom("offers")
        .select("mail_opt_out_at")
        .where("id", "=", row.id)
        .executeTakeFirstOrThrow();
      expect(stored.mail_opt_out_at).toBe("2026-03-02T08:00:00.000Z");
      const link = await httpRequest(
        `${followUps.url}/api/offer-reminders/unsubscribe?token=${token}&lang=it`,
        "GET",
        {},
      );
      expect(link.status).toBe(303);
      expect(link.headers.location).toBe(`/it/preventivo/${token}`);
      expect((await get(`/it/preventivo/${token}`)).json.offer.optedOut).toBe(true);
      // Opted out, then accepted with the box: no next-cleaning mail.
      expect((await postF(`/it/preventivo/${token}`, form(acceptForm))).status).toBe(303);
      expect(await outboxRow(row.id, "offer-next-cleaning")).toHaveLength(0);
      const unknown = await httpRequest(
        `${followUps.url}/api/offer-reminders/unsubscribe?token=${"B".repeat(43)}`,
        "POST",
        {},
      );
      expect(unknown.status).toBe(404);
    });
  });

  it("routes the offer, order and decline mails to the team of the offer's postcode (MAIL_ROUTES), others to MAIL_TO", async () => {
    time.set("2026-03-02T08:00:00.000Z");
    const routed = await startServer(db(), time.clock, 10_000, undefined, {
      MAIL_TO: "info@example.ch",
      MAIL_ROUTES: "1000-2999:romandie@example.ch,6500-6999:ticino@example.ch,fr:romandie@example.ch",
    });
    try {
      const make = async (plz: string, language: string) => {
        const res = await httpRequest(
          `${routed.url}/api/offer`,
          "POST",
          { "content-type": "application/json", accept: "application/json", "x-forwarded-for": uniqueIp() },
          JSON.stringify({ ...offerInput, plz, language }),
        );
        const row = await db()
          .selectFrom("offers")
          .select("id")
          .where("download_id", "=", res.json.downloadId)
          .executeTakeFirstOrThrow();
        const visitor = (await outboxFor(db(), row.id)).find((m) => m.kind === "offer-visitor")!.mail;
        return { id: row.id, token: /\/([A-Za-z0-9_-]{43})/.exec(visitor.text)![1]! };
      };
      const geneva = await make("1204 Genève", "de");
      const lugano = await make("6900 Lugano", "fr");
      const basel = await make("4057 Basel", "fr");
      const to = async (id: string, kind: string) => (await outboxFor(db(), id)).find((m) => m.kind === kind)?.mail.to;
      expect(await to(geneva.id, "offer-company")).toBe("romandie@example.ch");
      expect(await to(lugano.id, "offer-company")).toBe("ticino@example.ch");
      // The postcode decides, not the page's language.
      expect(await to(basel.id, "offer-company")).toBe("info@example.ch");
      const postTo = (path: string, body: string) =>
        httpRequest(
          `${routed.url}${path}`,
          "POST",
          { "content-type": "application/x-www-form-urlencoded", accept: "text/html", "x-forwarded-for": uniqueIp() },
          body,
        );
      expect((await postTo(`/offerte/${geneva.token}`, form(acceptForm))).status).toBe(303);
      expect(await to(geneva.id, "offer-order")).toBe("romandie@example.ch");
      expect(await to(geneva.id, "offer-accepted")).toBe(offerInput.email);
      expect((await postTo(`/offerte/${lugano.token}`, form({ intent: "decline" }))).status).toBe(303);
      expect(await to(lugano.id, "offer-declined")).toBe("ticino@example.ch");
    } finally {
      await routed.close();
    }
  });

  it("puts the page's link and QR code into the PDF of the mails and of the page's download link, not into a download without the token", async () => {
    ensurePdftotext();
    time.set("2026-03-02T08:00:00.000Z");
    const { token, downloadId, visitorMail } = await makeOffer("fr", "/fr/prix-devis");
    const ref = visitorMail.attachments![0]!.render!;
    expect(ref.pageUrl).toBe(`${SITE_URL}/fr/devis/${token}`);
    const page = (await get(`/fr/devis/${token}`)).json as OfferPageView;
    expect(page.offer!.downloadUrl).toBe(`/api/download-offer/${downloadId}?t=${token}`);
    const dir = mkdtempSync(path.join(tmpdir(), "offer-page-pdf-"));
    const pdfText = async (url: string) => {
      const pdf = await new Promise<Buffer>((resolve, reject) => {
        http
          .get(`${server.url}${url}`, (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (c: Buffer) => chunks.push(c));
            res.on("end", () => resolve(Buffer.concat(chunks)));
          })
          .on("error", reject);
      });
      const file = path.join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
      writeFileSync(file, pdf);
      const out = spawnSync("pdftotext", ["-raw", "-enc", "UTF-8", file, "-"], { encoding: "utf8" });
      return out.stdout.replace(/\s+/g, " ");
    };
    try {
      const withPage = await pdfText(page.offer!.downloadUrl);
      expect(withPage).toContain("Accepter le devis en ligne");
      expect(withPage.replace(/ /g, "")).toContain(`${SITE_URL}/fr/devis/${token}`);
      const without = await pdfText(`/api/download-offer/${downloadId}`);
      expect(without).not.toContain("Accepter le devis en ligne");
      const wrong = await pdfText(`/api/download-offer/${downloadId}?t=${"C".repeat(43)}`);
      expect(wrong).not.toContain("Accepter le devis en ligne");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
