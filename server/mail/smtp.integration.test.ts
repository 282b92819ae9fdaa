import { createServer, type AddressInfo, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memoryLogger, startApiServer, uniqueIp, type ApiTestServer } from "../test/api-app";
import { dialects, useTestDatabase } from "../test/databases";
import { outboxFor } from "../test/mail";
import { startSmtpReceiver, type ReceivedMail, type SmtpReceiver } from "../test/smtp";
import { createOutboxWorker, type OutboxWorker } from "./outbox";
import { smtpTransport, type MailTransport } from "./transport";

/**
 * The real path of a request's mails: API → outbox → running worker → nodemailer
 * over SMTP → a mail server (smtp-server in this process) → what a mail program shows.
 */
describe.each(dialects)("mails over SMTP on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  let receiver: SmtpReceiver;
  let transport: MailTransport;
  let worker: OutboxWorker;
  let api: ApiTestServer;

  beforeAll(async () => {
    receiver = await startSmtpReceiver();
    transport = smtpTransport(receiver.url);
    const { logger } = memoryLogger();
    worker = createOutboxWorker({ db: database.handle.db, transport, logger, clock: () => new Date() });
    api = await startApiServer({ db: database.handle.db, mailQueued: () => worker.wake() });
    worker.start();
  });
  afterAll(async () => {
    await api?.close();
    await worker?.stop();
    transport?.close();
    await receiver?.stop();
  });

  const received = (messageId: string): ReceivedMail => {
    const mail = receiver.mails.find((m) => m.messageId === messageId);
    expect(mail, `mail ${messageId} received`).toBeDefined();
    return mail!;
  };

  it("delivers the company mail (Reply-To the visitor) and the Italian confirmation right after the request", async () => {
    const before = receiver.mails.length;
    const res = await api.post(
      "/api/contact",
      {
        name: "<script>alert('x')</script> Rossi",
        company: "Rossi & Figli SA",
        email: "rossi@example.ch",
        phone: "091 999 88 77",
        message: "Buongiorno,\nvorrei un'offerta per 40 pannelli.",
        language: "it",
        page: "/it/contatto",
      },
      { ip: uniqueIp() },
    );
    expect(res.status).toBe(200);
    await receiver.waitFor(before + 2);
    const queued = await outboxFor(database.handle.db, res.json.id);
    expect(queued.map((q) => q.kind)).toEqual(["contact-company", "contact-visitor"]);

    const company = received(queued[0]!.messageId);
    expect(company.envelope.to).toEqual([api.company.mailTo]);
    expect(company.parsed.from?.value).toEqual([{ address: api.company.mailFrom, name: api.company.name }]);
    expect(company.parsed.replyTo?.value).toEqual([{ address: "rossi@example.ch", name: "" }]);
    expect(company.parsed.subject).toBe("Kontaktanfrage von <script>alert('x')</script> Rossi (Rossi & Figli SA)");
    for (const value of [
      "Name: <script>alert('x')</script> Rossi",
      "Firma: Rossi & Figli SA",
      "E-Mail: rossi@example.ch",
      "Telefon: 091 999 88 77",
      "Sprache: Italienisch",
      `Seite: ${api.company.siteUrl}/it/contatto`,
      "vorrei un'offerta per 40 pannelli.",
    ]) {
      expect(company.parsed.text).toContain(value);
    }
    const html = String(company.parsed.html);
    expect(html).toContain("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; Rossi");
    expect(html).not.toContain("<script>");
    expect(html).toContain("Rossi &amp; Figli SA");

    const visitor = received(queued[1]!.messageId);
    expect(visitor.envelope.to).toEqual(["rossi@example.ch"]);
    expect(visitor.parsed.subject).toBe(`Il Suo messaggio a ${api.company.name}`);
    expect(visitor.parsed.text).toContain("Le risponderemo entro 24 ore");
    expect(visitor.parsed.replyTo?.value[0]?.address).toBe(api.company.email);
    expect(String(visitor.parsed.html)).not.toContain("<script>");

    // The outbox knows they are out (marked right after the server said 250 OK).
    await expect
      .poll(async () => (await outboxFor(database.handle.db, res.json.id)).map((q) => [q.sentAt !== null, q.attempts]))
      .toEqual([
        [true, 1],
        [true, 1],
      ]);
  });

  it("delivers a lead's mails with every field", async () => {
    const before = receiver.mails.length;
    const res = await api.post(
      "/api/leads",
      {
        name: "Peter Brunner",
        email: "peter@example.ch",
        phone: "+41 79 000 11 22",
        company: "Brunner Haustechnik GmbH",
        area: "1200",
        service: "wartung",
        message: "Bitte Termin im April.",
        language: "en",
        page: "/en",
      },
      { ip: uniqueIp(), as: "form" },
    );
    expect(res.status).toBe(200);
    await receiver.waitFor(before + 2);
    const [companyEntry, visitorEntry] = await outboxFor(database.handle.db, res.json.id);
    const company = received(companyEntry!.messageId);
    expect(company.parsed.subject).toBe("Offertanfrage von Peter Brunner (Brunner Haustechnik GmbH)");
    expect(company.parsed.replyTo?.value[0]?.address).toBe("peter@example.ch");
    for (const value of ["Fläche (m²): 1'200", "Anliegen: Wartung", "Sprache: Englisch", "Bitte Termin im April."]) {
      expect(company.parsed.text).toContain(value);
    }
    const visitor = received(visitorEntry!.messageId);
    expect(visitor.parsed.subject).toBe(`Your quote request to ${api.company.name}`);
    expect(visitor.parsed.text).toContain("Service: Maintenance");
    expect(visitor.parsed.text).toContain("within 24 hours");
  });

  it("delivers the newsletter confirmation with the confirm link and List-Unsubscribe headers", async () => {
    const before = receiver.mails.length;
    const res = await api.post("/api/newsletter", { email: "leser@example.ch", language: "de" }, { ip: uniqueIp() });
    expect(res.status).toBe(200);
    await receiver.waitFor(before + 1);
    const mail = receiver.mails.find((m) => m.envelope.to[0] === "leser@example.ch")!;
    expect(mail.parsed.subject).toBe(`Bitte bestätigen Sie Ihre Newsletter-Anmeldung bei ${api.company.name}`);
    const confirm = /https:\/\/www\.solar-dachpflege\.ch\/api\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/.exec(
      mail.parsed.text ?? "",
    );
    expect(confirm).not.toBeNull();
    // What the mail program offers as its "unsubscribe" button (RFC 2369, one-click RFC 8058).
    expect(mail.raw).toMatch(
      /^List-Unsubscribe:\s+<https:\/\/www\.solar-dachpflege\.ch\/api\/newsletter\/unsubscribe\?token=[A-Za-z0-9_-]{43}>\r?$/m,
    );
    const list = mail.parsed.headers.get("list") as { unsubscribe?: { url?: string } } | undefined;
    expect(list?.unsubscribe?.url).toMatch(
      /^https:\/\/www\.solar-dachpflege\.ch\/api\/newsletter\/unsubscribe\?token=/,
    );
    expect(mail.parsed.text).toContain(list!.unsubscribe!.url!);
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);

    // The link from the mail, clicked: the subscription counts from now.
    const clicked = await api.get(`/api/newsletter/confirm?token=${confirm![1]}`);
    expect(clicked.status).toBe(200);
    const row = await database.handle.db
      .selectFrom("newsletter_subscriptions")
      .selectAll()
      .where("email", "=", "leser@example.ch")
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("confirmed");
    expect(row.consented_at).not.toBeNull();
  });
});

describe("SMTP_URL options", () => {
  const mail = {
    from: "Solar- & Dachpflege Basel <website@solar-dachpflege.ch>",
    to: "info@solar-dachpflege.ch",
    subject: "Test",
    text: "Test",
    html: "<p>Test</p>",
  };

  it("talk plain SMTP to a server that offers no STARTTLS", async () => {
    const receiver = await startSmtpReceiver();
    const transport = smtpTransport(receiver.url);
    try {
      await transport.send(mail, "<plain@www.solar-dachpflege.ch>");
      expect(receiver.mails.map((m) => m.messageId)).toEqual(["<plain@www.solar-dachpflege.ch>"]);
    } finally {
      transport.close();
      await receiver.stop();
    }
  });

  it("reuse one connection for mail after mail", async () => {
    const receiver = await startSmtpReceiver();
    const transport = smtpTransport(receiver.url);
    try {
      for (let n = 0; n < 5; n++) await transport.send(mail, `<pooled${n}@www.solar-dachpflege.ch>`);
      expect(receiver.mails).toHaveLength(5);
      expect(receiver.connections()).toBe(1);
    } finally {
      transport.close();
      await receiver.stop();
    }
  });

  it("close the connection once idle, so the mail server can shut down or restart, and open a new one when needed", async () => {
    const receiver = await startSmtpReceiver();
    const transport = smtpTransport(receiver.url, { idleCloseMs: 100 });
    try {
      await transport.send(mail, "<first@www.solar-dachpflege.ch>");
      await transport.send(mail, "<second@www.solar-dachpflege.ch>");
      expect(receiver.connections()).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await transport.send(mail, "<third@www.solar-dachpflege.ch>");
      expect(receiver.connections()).toBe(2);
      expect(receiver.mails.map((m) => m.messageId)).toEqual([
        "<first@www.solar-dachpflege.ch>",
        "<second@www.solar-dachpflege.ch>",
        "<third@www.solar-dachpflege.ch>",
      ]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      // No connection is left open: the server closes at once instead of waiting for us.
      const stopping = Date.now();
      await receiver.stop();
      expect(Date.now() - stopping).toBeLessThan(1_000);
    } finally {
      transport.close();
    }
  });

  it("give up on a server that accepts the connection but never greets (the outbox retries later)", async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as AddressInfo;
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`, { greetingTimeout: 300 });
    const started = Date.now();
    try {
      await expect(transport.send(mail, "<silent@www.solar-dachpflege.ch>")).rejects.toThrow(/greeting/i);
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      transport.close();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  it("reach a relay with a self-signed certificate only when the URL says so (?tls.rejectUnauthorized=false)", async () => {
    const receiver = await startSmtpReceiver(0, { starttls: true });
    const strict = smtpTransport(receiver.url);
    const relaxed = smtpTransport(`${receiver.url}?tls.rejectUnauthorized=false`);
    try {
      // Without the option the certificate is refused: the mail stays in the outbox (the transport throws).
      await expect(strict.send(mail, "<strict@www.solar-dachpflege.ch>")).rejects.toThrow(/certificate/);
      await relaxed.send(mail, "<relaxed@www.solar-dachpflege.ch>");
      expect(receiver.mails.map((m) => m.messageId)).toEqual(["<relaxed@www.solar-dachpflege.ch>"]);
    } finally {
      strict.close();
      relaxed.close();
      await receiver.stop();
    }
  });
});
