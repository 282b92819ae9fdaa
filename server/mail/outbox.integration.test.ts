import { readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import type { DatabaseHandle } from "../db/connect";
import { memoryLogger, startApiServer, uniqueIp } from "../test/api-app";
import { createTestStore, dialects, tempDir, useTestDatabase, type TestStore } from "../test/databases";
import { testClock } from "../test/mail";
import { freePort, startSmtpReceiver, type SmtpReceiver } from "../test/smtp";
import type { MailMessage } from "./message";
import {
  createOutboxWorker,
  defaultRetryPolicy,
  enqueueMails,
  messageIdFor,
  retryDelayMs,
  type OutboxWorker,
} from "./outbox";
import { smtpTransport, spoolTransport, type MailTransport } from "./transport";

const SITE_URL = "https://www.solar-dachpflege.ch";

function sampleMail(n: number): MailMessage {
  return {
    from: "Solar- & Dachpflege Basel <website@solar-dachpflege.ch>",
    to: "info@solar-dachpflege.ch",
    replyTo: `visitor${n}@example.ch`,
    subject: `Kontaktanfrage ${n}`,
    text: `Nachricht ${n}`,
    html: `<p>Nachricht ${n}</p>`,
  };
}

/** A transport that records what it sends (and how many sends ran at the same time). */
function recordingTransport(options: { delayMs?: number; fail?: () => boolean } = {}) {
  const sent: { messageId: string; mail: MailMessage; by?: string }[] = [];
  const inFlight = new Set<string>();
  const state = { maxConcurrent: 0, concurrentDuplicates: 0 };
  const make = (by?: string): MailTransport => ({
    kind: "smtp",
    async send(mail, messageId) {
      if (inFlight.has(messageId)) state.concurrentDuplicates++;
      inFlight.add(messageId);
      state.maxConcurrent = Math.max(state.maxConcurrent, inFlight.size);
      try {
        if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
        if (options.fail?.()) throw new Error("550 mailbox unavailable");
        sent.push({ messageId, mail, by });
      } finally {
        inFlight.delete(messageId);
      }
    },
    close() {},
  });
  return { transport: make(), make, sent, state };
}

describe("retryDelayMs (back-off)", () => {
  it("doubles from 5 seconds and stops growing at 5 minutes", () => {
    expect(defaultRetryPolicy).toEqual({ baseDelayMs: 5_000, maxDelayMs: 300_000 });
    const delays = Array.from({ length: 12 }, (_, i) => retryDelayMs(i + 1));
    expect(delays).toEqual([
      5_000, 10_000, 20_000, 40_000, 80_000, 160_000, 300_000, 300_000, 300_000, 300_000, 300_000, 300_000,
    ]);
    expect(retryDelayMs(10_000)).toBe(300_000);
    expect(retryDelayMs(0)).toBe(5_000);
  });

  it("follows a given policy", () => {
    const policy = { baseDelayMs: 1_000, maxDelayMs: 3_000 };
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, policy))).toEqual([1_000, 2_000, 3_000, 3_000]);
  });
});

describe.each(dialects)("outbox on %s", (dialect) => {
  describe("an hour without mail server, a restart in between, then delivery", () => {
    let store: TestStore;
    let handle: DatabaseHandle | undefined;
    let receiver: SmtpReceiver | undefined;
    beforeAll(async () => {
      store = await createTestStore(dialect);
    });
    afterAll(async () => {
      await receiver?.stop();
      await handle?.close();
      await store.destroy();
    });

    it("keeps every mail, retries with growing delays capped at 5 minutes and delivers each exactly once", async () => {
      const time = testClock("2026-03-02T08:00:00.000Z");
      const started = time.now().getTime();
      const port = await freePort(); // nobody listens: the company's mail server is down
      const smtpUrl = `smtp://127.0.0.1:${port}`;
      const { logger, lines } = memoryLogger();
      handle = await store.open({ owner: true });

      // Visitors send requests while the mail server is down: every one is accepted.
      const api = await startApiServer({ db: handle.db, clock: time.clock });
      const recordIds: string[] = [];
      for (const body of [
        { name: "Anna Muster", email: "anna@example.ch", message: "Bitte um Rückruf", language: "de" },
        { name: "Marc Favre", email: "marc@example.ch", message: "Merci de me rappeler", language: "fr" },
      ]) {
        const res = await api.post("/api/contact", body, { ip: uniqueIp() });
        expect(res.status).toBe(200);
        recordIds.push(res.json.id);
      }
      const leadRes = await api.post(
        "/api/leads",
        { name: "Luca Verdi", email: "luca@example.ch", phone: "091 123 45 67", language: "it" },
        { ip: uniqueIp() },
      );
      expect(leadRes.status).toBe(200);
      recordIds.push(leadRes.json.id);
      await api.close();

      const queued = await handle.db.selectFrom("outbox").select(["id", "message_id", "record_id"]).execute();
      expect(queued).toHaveLength(6);
      expect(new Set(queued.map((r) => r.record_id))).toEqual(new Set(recordIds));

      let transport = smtpTransport(smtpUrl);
      let worker: OutboxWorker = createOutboxWorker({ db: handle.db, transport, logger, clock: time.clock });
      const observedDelays: number[] = [];
      let restarted = false;

      while (time.now().getTime() - started < 3_600_000) {
        const result = await worker.runOnce();
        expect(result).toEqual({ sent: 0, failed: 6 });
        const rows = await handle.db.selectFrom("outbox").selectAll().execute();
        for (const row of rows) {
          expect(row.sent_at).toBeNull();
          expect(row.last_error).toMatch(/ECONNREFUSED/);
          const delay = new Date(row.next_attempt_at).getTime() - time.now().getTime();
          expect(delay).toBe(retryDelayMs(Number(row.attempts)));
        }
        observedDelays.push(new Date(rows[0]!.next_attempt_at).getTime() - time.now().getTime());

        // Nothing is tried before it is due.
        const due = Math.min(...rows.map((r) => new Date(r.next_attempt_at).getTime()));
        time.set(due - 1);
        expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });
        time.set(due);

        if (!restarted && time.now().getTime() - started > 1_800_000) {
          // The server restarts half-way: worker stopped, database closed and opened again.
          restarted = true;
          await worker.stop();
          transport.close();
          await handle.close();
          handle = await store.open({ owner: true });
          transport = smtpTransport(smtpUrl);
          worker = createOutboxWorker({ db: handle.db, transport, logger, clock: time.clock });
          const afterRestart = await handle.db.selectFrom("outbox").select(["id", "attempts", "sent_at"]).execute();
          expect(afterRestart).toHaveLength(6);
          expect(afterRestart.every((r) => Number(r.attempts) === observedDelays.length && r.sent_at === null)).toBe(
            true,
          );
        }
      }
      expect(restarted).toBe(true);
      // 5 s, 10 s, 20 s, … doubling, then never more than 5 minutes between attempts.
      expect(observedDelays.slice(0, 7)).toEqual([5_000, 10_000, 20_000, 40_000, 80_000, 160_000, 300_000]);
      expect(observedDelays.slice(7).every((d) => d === 300_000)).toBe(true);
      expect(observedDelays.length).toBeGreaterThanOrEqual(17);

      // The failures were logged without the visitors' addresses.
      const warnings = lines.filter((l) => l.msg === "mail not sent");
      expect(warnings.length).toBe(observedDelays.length * 6);
      expect(JSON.stringify(lines)).not.toMatch(/anna@example\.ch|marc@example\.ch|luca@example\.ch/);

      // The mail server is back: the next attempt (at most 5 minutes later) delivers everything.
      receiver = await startSmtpReceiver(port);
      expect(await worker.runOnce()).toEqual({ sent: 6, failed: 0 });
      expect(receiver.mails).toHaveLength(6);
      expect(receiver.mails.map((m) => m.messageId).sort()).toEqual(queued.map((r) => r.message_id).sort());
      const rows = await handle.db.selectFrom("outbox").selectAll().execute();
      expect(rows.every((r) => r.sent_at === time.now().toISOString() && r.last_error === null)).toBe(true);

      // Later passes send nothing again.
      time.advance(3_600_000);
      expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });
      expect(receiver.mails).toHaveLength(6);

      const recipients = receiver.mails.map((m) => m.envelope.to.join(",")).sort();
      expect(recipients).toEqual(
        [
          "anna@example.ch",
          "marc@example.ch",
          "luca@example.ch",
          "info@solar-dachpflege.ch",
          "info@solar-dachpflege.ch",
          "info@solar-dachpflege.ch",
        ].sort(),
      );
      await worker.stop();
      transport.close();
    }, 30_000);
  });

  describe("several workers", () => {
    const database = useTestDatabase(dialect);

    it("never send the same row twice, also when they run at the same moment", async () => {
      const time = testClock();
      const { logger } = memoryLogger();
      const mails = Array.from({ length: 40 }, (_, n) => ({
        kind: "contact-company",
        recordId: `r${n}`,
        mail: sampleMail(n),
      }));
      await enqueueMails(database.handle.db, mails, { siteUrl: SITE_URL, now: time.now() });
      const queued = await database.handle.db
        .selectFrom("outbox")
        .select("message_id")
        .where("sent_at", "is", null)
        .execute();
      expect(queued).toHaveLength(40);

      // Two instances: two connections (pools) to the same database, each with its own worker.
      const second = await database.store.open({ owner: false });
      // Both pools connected before the race starts, so neither worker has a head start.
      await Promise.all(
        [database.handle.db, second.db].map((db) => db.selectFrom("outbox").select("id").limit(1).execute()),
      );
      const recorder = recordingTransport({ delayMs: 5 });
      const workers = [
        createOutboxWorker({
          db: database.handle.db,
          transport: recorder.make("a"),
          logger,
          clock: time.clock,
          batchSize: 5,
          concurrency: 1,
        }),
        createOutboxWorker({
          db: second.db,
          transport: recorder.make("b"),
          logger,
          clock: time.clock,
          batchSize: 5,
          concurrency: 1,
        }),
      ];
      try {
        // Each worker keeps passing until nothing is left to send (a pass can find every due row
        // already taken by the other worker; it then simply comes back).
        const unsentLeft = async () =>
          (await database.handle.db.selectFrom("outbox").select("id").where("sent_at", "is", null).execute()).length;
        const drain = async (worker: OutboxWorker) => {
          for (let pass = 0; pass < 200 && (await unsentLeft()) > 0; pass++) await worker.runOnce();
        };
        await Promise.all([drain(workers[0]!), drain(workers[1]!), drain(workers[0]!), drain(workers[1]!)]);
      } finally {
        await second.close();
      }
      const sentIds = recorder.sent.map((s) => s.messageId);
      expect(sentIds).toHaveLength(40);
      expect(new Set(sentIds).size).toBe(40);
      expect(sentIds.sort()).toEqual(queued.map((r) => r.message_id).sort());
      expect(recorder.state.concurrentDuplicates).toBe(0);
      expect(new Set(recorder.sent.map((s) => s.by))).toEqual(new Set(["a", "b"]));
      const unsent = await database.handle.db.selectFrom("outbox").select("id").where("sent_at", "is", null).execute();
      expect(unsent).toEqual([]);
    });

    it("leaves a row another worker holds alone until its lease ends, then takes it over", async () => {
      const time = testClock("2026-03-03T10:00:00.000Z");
      const { logger } = memoryLogger();
      await enqueueMails(database.handle.db, [{ kind: "contact-company", recordId: "lease", mail: sampleMail(99) }], {
        siteUrl: SITE_URL,
        now: time.now(),
      });
      const row = await database.handle.db
        .selectFrom("outbox")
        .select(["id", "message_id"])
        .where("record_id", "=", "lease")
        .executeTakeFirstOrThrow();
      // Another instance took the row and then died before marking it sent.
      await database.handle.db
        .updateTable("outbox")
        .set({ locked_until: new Date(time.now().getTime() + 120_000).toISOString() })
        .where("id", "=", row.id)
        .execute();
      const recorder = recordingTransport();
      const worker = createOutboxWorker({
        db: database.handle.db,
        transport: recorder.transport,
        logger,
        clock: time.clock,
      });
      expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });
      time.advance(120_001);
      expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0 });
      expect(recorder.sent.map((s) => s.messageId)).toEqual([row.message_id]);
    });
  });

  describe("the running worker", () => {
    const database = useTestDatabase(dialect);
    let worker: OutboxWorker | undefined;
    afterEach(async () => {
      await worker?.stop();
    });

    it("sends mails queued while it runs, one pass at a time, each once", async () => {
      const { logger } = memoryLogger();
      const recorder = recordingTransport({ delayMs: 15 });
      worker = createOutboxWorker({
        db: database.handle.db,
        transport: recorder.transport,
        logger,
        clock: () => new Date(),
        pollMs: 40,
        batchSize: 3,
        concurrency: 1,
      });
      worker.start();
      // Requests arrive while passes run: each one wakes the worker.
      for (let n = 0; n < 12; n++) {
        await enqueueMails(
          database.handle.db,
          [
            { kind: "contact-company", recordId: `w${n}`, mail: sampleMail(n) },
            { kind: "contact-visitor", recordId: `w${n}`, mail: sampleMail(100 + n) },
          ],
          { siteUrl: SITE_URL, now: new Date() },
        );
        worker.wake();
        await new Promise((resolve) => setTimeout(resolve, 7));
      }
      const deadline = Date.now() + 10_000;
      while (recorder.sent.length < 24 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(recorder.sent).toHaveLength(24);
      expect(new Set(recorder.sent.map((s) => s.messageId)).size).toBe(24);
      // With one send at a time per pass, wake() during a pass must not start a second pass beside it.
      expect(recorder.state.maxConcurrent).toBe(1);
    });

    it("a steady stream of wake-ups does not postpone the pass: the first mail leaves within moments", async () => {
      const { logger } = memoryLogger();
      const recorder = recordingTransport();
      worker = createOutboxWorker({
        db: database.handle.db,
        transport: recorder.transport,
        logger,
        clock: () => new Date(),
        pollMs: 60_000, // only wake-ups can explain a send within the test
        wakeDelayMs: 25,
      });
      worker.start();
      await new Promise((resolve) => setTimeout(resolve, 50)); // the first pass found nothing; now it waits to poll
      const started = Date.now();
      let firstSentAfter: number | undefined;
      for (let n = 0; Date.now() - started < 600; n++) {
        await enqueueMails(
          database.handle.db,
          [{ kind: "contact-company", recordId: `stream${n}`, mail: sampleMail(n) }],
          { siteUrl: SITE_URL, now: new Date() },
        );
        worker.wake();
        if (firstSentAfter === undefined && recorder.sent.length > 0) firstSentAfter = Date.now() - started;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      expect(firstSentAfter).toBeDefined();
      expect(firstSentAfter!).toBeLessThan(300);
      // And the last ones go out shortly after the stream ends, long before the next poll.
      const unsent = () => database.handle.db.selectFrom("outbox").select("id").where("sent_at", "is", null).execute();
      const deadline = Date.now() + 5_000;
      while ((await unsent()).length > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(await unsent()).toEqual([]);
    });

    it("sends the mails of a pass side by side, at most `concurrency` at once", async () => {
      const { logger } = memoryLogger();
      const recorder = recordingTransport({ delayMs: 20 });
      await enqueueMails(
        database.handle.db,
        Array.from({ length: 12 }, (_, n) => ({ kind: "contact-company", recordId: `c${n}`, mail: sampleMail(n) })),
        { siteUrl: SITE_URL, now: new Date() },
      );
      const once = createOutboxWorker({
        db: database.handle.db,
        transport: recorder.transport,
        logger,
        clock: () => new Date(),
        concurrency: 4,
      });
      expect(await once.runOnce()).toEqual({ sent: 12, failed: 0 });
      expect(recorder.state.maxConcurrent).toBe(4);
      const unsent = await database.handle.db
        .selectFrom("outbox")
        .select(["id", "claimed_by", "locked_until"])
        .where("record_id", "like", "c%")
        .where("sent_at", "is", null)
        .execute();
      expect(unsent).toEqual([]);
    });

    it("renews its lease while a send takes longer than the lease, so no other worker takes the row", async () => {
      const { logger } = memoryLogger();
      await enqueueMails(database.handle.db, [{ kind: "contact-company", recordId: "slow", mail: sampleMail(3) }], {
        siteUrl: SITE_URL,
        now: new Date(),
      });
      const slow = recordingTransport({ delayMs: 900 });
      const other = recordingTransport();
      const a = createOutboxWorker({
        db: database.handle.db,
        transport: slow.transport,
        logger,
        clock: () => new Date(),
        leaseMs: 300,
      });
      const b = createOutboxWorker({
        db: database.handle.db,
        transport: other.transport,
        logger,
        clock: () => new Date(),
        leaseMs: 300,
      });
      const passA = a.runOnce();
      // Three lease lengths later, worker B still finds the row taken.
      for (let i = 0; i < 6; i++) {
        await new Promise((resolve) => setTimeout(resolve, 120));
        expect(await b.runOnce()).toEqual({ sent: 0, failed: 0 });
      }
      expect(await passA).toEqual({ sent: 1, failed: 0 });
      expect(other.sent).toHaveLength(0);
    });

    it("stop() hands back the rows it still holds, and another worker sends them at once", async () => {
      const { logger, lines } = memoryLogger();
      await enqueueMails(database.handle.db, [{ kind: "lead-company", recordId: "handback", mail: sampleMail(4) }], {
        siteUrl: SITE_URL,
        now: new Date(),
      });
      let unblock: () => void = () => {};
      const hanging: MailTransport = {
        kind: "smtp",
        send: () => new Promise<void>((_resolve, reject) => (unblock = () => reject(new Error("cut")))),
        close() {},
      };
      const a = createOutboxWorker({ db: database.handle.db, transport: hanging, logger, clock: () => new Date() });
      a.start();
      const row = async () =>
        database.handle.db
          .selectFrom("outbox")
          .select(["message_id", "claimed_by", "locked_until", "sent_at"])
          .where("record_id", "=", "handback")
          .executeTakeFirstOrThrow();
      const deadline = Date.now() + 5_000;
      while ((await row()).claimed_by === null && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect((await row()).claimed_by).toBe(a.workerId);
      await a.stop({ waitMs: 50 });
      expect(await row()).toMatchObject({ claimed_by: null, locked_until: null, sent_at: null });
      expect(lines.find((l) => l.msg === "outbox rows handed back")).toMatchObject({ handedBack: 1 });

      const recorder = recordingTransport();
      const b = createOutboxWorker({
        db: database.handle.db,
        transport: recorder.transport,
        logger,
        clock: () => new Date(),
      });
      expect(await b.runOnce()).toEqual({ sent: 1, failed: 0 });
      expect(recorder.sent.map((s) => s.messageId)).toEqual([(await row()).message_id]);
      unblock();
    });

    it("stop() waits for the pass in progress and sends nothing afterwards", async () => {
      const { logger } = memoryLogger();
      const recorder = recordingTransport({ delayMs: 30 });
      await enqueueMails(database.handle.db, [{ kind: "contact-company", recordId: "stop", mail: sampleMail(7) }], {
        siteUrl: SITE_URL,
        now: new Date(),
      });
      worker = createOutboxWorker({
        db: database.handle.db,
        transport: recorder.transport,
        logger,
        clock: () => new Date(),
        pollMs: 20,
      });
      worker.start();
      await new Promise((resolve) => setTimeout(resolve, 10));
      await worker.stop();
      const countAtStop = recorder.sent.length;
      expect(countAtStop).toBe(1);
      await enqueueMails(database.handle.db, [{ kind: "contact-company", recordId: "stop2", mail: sampleMail(8) }], {
        siteUrl: SITE_URL,
        now: new Date(),
      });
      worker.wake();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(recorder.sent).toHaveLength(countAtStop);
    });

    it("records the error of a refused mail and tries again later", async () => {
      const time = testClock("2026-03-04T10:00:00.000Z");
      const { logger, lines } = memoryLogger();
      let refuse = true;
      const recorder = recordingTransport({ fail: () => refuse });
      await enqueueMails(database.handle.db, [{ kind: "lead-visitor", recordId: "refused", mail: sampleMail(5) }], {
        siteUrl: SITE_URL,
        now: time.now(),
      });
      const once = createOutboxWorker({
        db: database.handle.db,
        transport: recorder.transport,
        logger,
        clock: time.clock,
      });
      expect(await once.runOnce()).toEqual({ sent: 0, failed: 1 });
      const failedRow = await database.handle.db
        .selectFrom("outbox")
        .selectAll()
        .where("record_id", "=", "refused")
        .executeTakeFirstOrThrow();
      expect(failedRow).toMatchObject({
        attempts: 1,
        sent_at: null,
        locked_until: null,
        last_error: "550 mailbox unavailable",
        next_attempt_at: new Date(time.now().getTime() + 5_000).toISOString(),
      });
      expect(lines.find((l) => l.msg === "mail not sent")).toMatchObject({ outboxId: failedRow.id, attempts: 1 });
      refuse = false;
      time.advance(5_000);
      expect(await once.runOnce()).toEqual({ sent: 1, failed: 0 });
    });
  });
});

describe("message ids", () => {
  it("are stable per outbox row and carry the site's host name", () => {
    expect(messageIdFor("abc_DEF-123", SITE_URL)).toBe("<abc_DEF-123@www.solar-dachpflege.ch>");
  });
});

describe("spool transport (no SMTP_URL)", () => {
  it("writes one .eml per mail named after its Message-ID, and a re-send overwrites it", async () => {
    const dataDir = tempDir();
    onTestFinished(() => rmSync(dataDir, { recursive: true, force: true }));
    const transport = spoolTransport(dataDir);
    const spool = path.join(dataDir, "mail-spool");
    await transport.send({ ...sampleMail(1), subject: "Erster Versuch" }, "<one@www.solar-dachpflege.ch>");
    await transport.send(sampleMail(2), "<two@www.solar-dachpflege.ch>");
    expect(readdirSync(spool).sort()).toEqual(["one@www.solar-dachpflege.ch.eml", "two@www.solar-dachpflege.ch.eml"]);
    const first = readFileSync(path.join(spool, "one@www.solar-dachpflege.ch.eml"), "utf8");
    expect(first).toMatch(/^Message-ID: <one@www\.solar-dachpflege\.ch>$/m);
    expect(first).toMatch(/^Subject: Erster Versuch$/m);
    expect(first).toMatch(/^Reply-To: visitor1@example\.ch$/m);

    // At-least-once: the same row sent again (a crash before it was marked) replaces the file.
    await transport.send({ ...sampleMail(1), subject: "Zweiter Versuch" }, "<one@www.solar-dachpflege.ch>");
    expect(readdirSync(spool).sort()).toEqual(["one@www.solar-dachpflege.ch.eml", "two@www.solar-dachpflege.ch.eml"]);
    expect(readFileSync(path.join(spool, "one@www.solar-dachpflege.ch.eml"), "utf8")).toMatch(
      /^Subject: Zweiter Versuch$/m,
    );
    transport.close();
  });

  it("is what the worker uses to write queued mails, readable by a mail program", async () => {
    const { simpleParser } = await import("mailparser");
    const store = await createTestStore("sqlite");
    const handle = await store.open();
    try {
      const { logger } = memoryLogger();
      const time = testClock();
      const api = await startApiServer({ db: handle.db, clock: time.clock });
      const res = await api.post(
        "/api/contact",
        { name: "Zoé Müller", email: "zoe@example.ch", message: "Grüezi – ça va? 日本", language: "fr" },
        { ip: uniqueIp() },
      );
      await api.close();
      expect(res.status).toBe(200);
      const worker = createOutboxWorker({
        db: handle.db,
        transport: spoolTransport(store.dataDir),
        logger,
        clock: time.clock,
      });
      expect(await worker.runOnce()).toEqual({ sent: 2, failed: 0 });
      const files = readdirSync(path.join(store.dataDir, "mail-spool"));
      expect(files).toHaveLength(2);
      const parsed = await Promise.all(
        files.map((f) => simpleParser(readFileSync(path.join(store.dataDir, "mail-spool", f)))),
      );
      const toVisitor = parsed.find((m) => m.subject?.startsWith("Votre message"))!;
      expect(toVisitor.text).toContain("Bonjour Zoé Müller");
      expect(toVisitor.text).toContain("Grüezi – ça va? 日本");
      const toCompany = parsed.find((m) => m.subject === "Kontaktanfrage von Zoé Müller")!;
      expect(toCompany.replyTo?.text).toBe("zoe@example.ch");
    } finally {
      await handle.close();
      await store.destroy();
    }
  });
});
