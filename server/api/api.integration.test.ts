import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formMessages } from "#app/content/forms";
import { startApiServer, uniqueIp, type ApiTestServer } from "../test/api-app";
import { dialects, useTestDatabase } from "../test/databases";
import { outboxFor, outboxMail, testClock } from "../test/mail";

const contact = {
  name: "Anna Muster",
  company: "Muster Immobilien AG",
  email: "anna.muster@example.ch",
  phone: "+41 61 555 12 34",
  message: "Unsere Anlage auf dem Lagerhaus ist stark verschmutzt.\nKönnen Sie vorbeikommen?",
  language: "de",
  page: "/kontakt",
  fillMs: 8000,
};

const lead = {
  name: "Claire Dubois",
  email: "claire.dubois@example.ch",
  phone: "079 123 45 67",
  company: "Dubois SA",
  area: 320,
  service: "solarreinigung",
  message: "Toit plat, accès facile.",
  language: "fr",
  page: "/fr",
  fillMs: 12000,
};

describe.each(dialects)("API on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  const time = testClock();
  let api: ApiTestServer;
  const db = () => database.handle.db;

  beforeAll(async () => {
    api = await startApiServer({ db: db(), clock: time.clock });
  });
  afterAll(async () => {
    await api?.close();
  });

  describe("POST /api/contact", () => {
    it("stores the message and queues the company mail and the visitor's confirmation", async () => {
      const res = await api.post("/api/contact", contact, { ip: uniqueIp() });
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ ok: true, message: formMessages.de.contactSuccess });
      expect(res.json.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(res.headers["cache-control"]).toBe("no-store");

      const record = await db()
        .selectFrom("contact_messages")
        .selectAll()
        .where("id", "=", res.json.id)
        .executeTakeFirstOrThrow();
      expect(record).toMatchObject({
        name: contact.name,
        company: contact.company,
        email: contact.email,
        phone: contact.phone,
        message: contact.message,
        language: "de",
        page: "/kontakt",
        spam: 0,
        created_at: time.now().toISOString(),
      });

      const mails = await outboxFor(db(), res.json.id);
      expect(mails.map((m) => m.kind)).toEqual(["contact-company", "contact-visitor"]);
      const [toCompany, toVisitor] = mails.map((m) => m.mail);
      expect(toCompany).toMatchObject({
        to: api.company.mailTo,
        replyTo: contact.email,
        subject: `Kontaktanfrage von ${contact.name} (${contact.company})`,
      });
      expect(toCompany!.from).toBe(`${api.company.name} <${api.company.mailFrom}>`);
      for (const value of [contact.name, contact.company, contact.email, contact.phone, contact.message]) {
        expect(toCompany!.text).toContain(value);
      }
      expect(toCompany!.text).toContain("Sprache: Deutsch");
      expect(toCompany!.text).toContain(`Seite: ${api.company.siteUrl}/kontakt`);
      expect(toCompany!.text).toContain(res.json.id);

      expect(toVisitor).toMatchObject({ to: contact.email, replyTo: api.company.email });
      expect(toVisitor!.subject).toBe(`Ihre Nachricht an ${api.company.name}`);
      expect(toVisitor!.text).toContain("Guten Tag Anna Muster");
      expect(toVisitor!.text).toContain("innert 24 Stunden");
      expect(toVisitor!.text).toContain(contact.message);
      for (const entry of mails) {
        expect(entry.sentAt).toBeNull();
        expect(entry.messageId).toMatch(/^<[A-Za-z0-9_-]+@www\.solar-dachpflege\.ch>$/);
      }
    });

    it("confirms to an Italian visitor in Italian, promising an answer within 24 hours", async () => {
      const res = await api.post(
        "/api/contact",
        { ...contact, name: "Giulia Bianchi", email: "giulia@example.ch", language: "it", page: "/it/contatto" },
        { ip: uniqueIp() },
      );
      expect(res.status).toBe(200);
      expect(res.json.message).toEqual(formMessages.it.contactSuccess);
      expect(res.json.message.description).toContain("entro 24 ore");
      const toVisitor = await outboxMail(db(), res.json.id, "contact-visitor");
      expect(toVisitor.mail.to).toBe("giulia@example.ch");
      expect(toVisitor.mail.subject).toBe(`Il Suo messaggio a ${api.company.name}`);
      expect(toVisitor.mail.text).toContain("Gentile Giulia Bianchi,");
      expect(toVisitor.mail.text).toContain("entro 24 ore");
      expect(toVisitor.mail.html).toContain("entro 24 ore");
      const toCompany = await outboxMail(db(), res.json.id, "contact-company");
      expect(toCompany.mail.text).toContain("Sprache: Italienisch");
    });

    it("escapes what the visitor typed in the HTML of both mails", async () => {
      const res = await api.post(
        "/api/contact",
        {
          name: "<script>alert(1)</script>",
          email: "xss@example.ch",
          message: 'Hallo <img src=x onerror="alert(2)"> & <b>fett</b>',
          company: "A&B <Bau>",
        },
        { ip: uniqueIp() },
      );
      expect(res.status).toBe(200);
      for (const { mail } of await outboxFor(db(), res.json.id)) {
        expect(mail.html).not.toContain("<script>");
        expect(mail.html).not.toContain("<img");
        expect(mail.html).not.toContain("<b>fett");
        expect(mail.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
        expect(mail.html).toContain("&lt;img src=x onerror=&quot;alert(2)&quot;&gt; &amp; &lt;b&gt;fett&lt;/b&gt;");
        // The text part shows what was typed, as it was typed.
        expect(mail.text).toContain("<script>alert(1)</script>");
      }
      const toCompany = await outboxMail(db(), res.json.id, "contact-company");
      expect(toCompany.mail.html).toContain("A&amp;B &lt;Bau&gt;");
    });

    it("accepts a url-encoded form post and answers JSON when the client asks for JSON", async () => {
      const res = await api.post(
        "/api/contact",
        {
          name: "Hans Meier",
          email: "hans@example.ch",
          message: "Grüezi & merci",
          company: "",
          phone: "",
          language: "en",
        },
        { as: "form", ip: uniqueIp() },
      );
      expect(res.status).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      expect(res.json).toMatchObject({ ok: true, message: formMessages.en.contactSuccess });
      const record = await db()
        .selectFrom("contact_messages")
        .selectAll()
        .where("id", "=", res.json.id)
        .executeTakeFirstOrThrow();
      expect(record).toMatchObject({ name: "Hans Meier", message: "Grüezi & merci", company: null, phone: null });
      expect(record.language).toBe("en");
      expect(await outboxFor(db(), res.json.id)).toHaveLength(2);
    });
  });

  describe("POST /api/leads", () => {
    it("stores the lead and queues both mails, the visitor's in French", async () => {
      const res = await api.post("/api/leads", lead, { ip: uniqueIp() });
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ ok: true, message: formMessages.fr.leadSuccess });
      const record = await db().selectFrom("leads").selectAll().where("id", "=", res.json.id).executeTakeFirstOrThrow();
      expect(record).toMatchObject({
        name: lead.name,
        email: lead.email,
        phone: lead.phone,
        company: lead.company,
        area: 320,
        service: "solarreinigung",
        message: lead.message,
        language: "fr",
        page: "/fr",
        spam: 0,
      });

      const toCompany = await outboxMail(db(), res.json.id, "lead-company");
      expect(toCompany.mail).toMatchObject({
        to: api.company.mailTo,
        replyTo: lead.email,
        subject: "Offertanfrage von Claire Dubois (Dubois SA)",
      });
      for (const line of [
        "Name: Claire Dubois",
        "Firma: Dubois SA",
        "E-Mail: claire.dubois@example.ch",
        "Telefon: 079 123 45 67",
        "Fläche (m²): 320",
        "Anliegen: Solarreinigung",
        "Sprache: Französisch",
        `Seite: ${api.company.siteUrl}/fr`,
        lead.message,
      ]) {
        expect(toCompany.mail.text).toContain(line);
      }

      const toVisitor = await outboxMail(db(), res.json.id, "lead-visitor");
      expect(toVisitor.mail.to).toBe(lead.email);
      expect(toVisitor.mail.subject).toBe(`Votre demande de devis auprès de ${api.company.name}`);
      expect(toVisitor.mail.text).toContain("Bonjour Claire Dubois");
      expect(toVisitor.mail.text).toContain("Prestation: Nettoyage d’installations solaires");
      expect(toVisitor.mail.text).toContain("Surface (m²): 320");
    });

    it("promises 24 hours to an Italian visitor", async () => {
      const res = await api.post(
        "/api/leads",
        { name: "Luca Verdi", email: "luca@example.ch", phone: "091 123 45 67", language: "it" },
        { ip: uniqueIp() },
      );
      expect(res.status).toBe(200);
      expect(res.json.message.description).toBe("Grazie! La contatteremo entro 24 ore.");
      const toVisitor = await outboxMail(db(), res.json.id, "lead-visitor");
      expect(toVisitor.mail.text).toContain("Le risponderemo entro 24 ore");
    });

    it("accepts a url-encoded lead with the area as text", async () => {
      const res = await api.post(
        "/api/leads",
        { name: "Urs Keller", email: "urs@example.ch", phone: "061 222 33 44", area: "85", service: "gruendach" },
        { as: "form", ip: uniqueIp() },
      );
      expect(res.status).toBe(200);
      const record = await db().selectFrom("leads").selectAll().where("id", "=", res.json.id).executeTakeFirstOrThrow();
      expect(record.area).toBe(85);
      expect(record.service).toBe("gruendach");
      expect(await outboxFor(db(), res.json.id)).toHaveLength(2);
    });
  });

  describe("refusals", () => {
    const countRows = async () => {
      const [c, l] = await Promise.all([
        db()
          .selectFrom("contact_messages")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow(),
        db()
          .selectFrom("leads")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow(),
      ]);
      return Number(c.n) + Number(l.n);
    };

    it.each([
      ["de", "Bitte füllen Sie alle Pflichtfelder aus."],
      ["fr", "Veuillez remplir tous les champs obligatoires."],
      ["it", "Compili tutti i campi obbligatori."],
      ["en", "Please fill in all required fields."],
    ] as const)("answers 400 in %s naming the missing fields", async (language, message) => {
      const before = await countRows();
      const res = await api.post("/api/contact", { name: "", email: "anna@example.ch", language }, { ip: uniqueIp() });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({
        message,
        fields: { name: formMessages[language].fields.name, message: formMessages[language].fields.message },
      });
      expect(await countRows()).toBe(before);
    });

    it("takes the language from Accept-Language when the form does not say", async () => {
      const res = await api.post(
        "/api/leads",
        { name: "Jean", email: "pas-une-adresse", phone: "022 123 45 67", area: 5 },
        { ip: uniqueIp(), headers: { "accept-language": "fr-CH,fr;q=0.9,de;q=0.5" } },
      );
      expect(res.status).toBe(400);
      expect(res.json).toEqual({
        message: "Veuillez vérifier les champs signalés.",
        fields: { email: formMessages.fr.fields.email, area: formMessages.fr.fields.area },
      });
    });

    it("refuses an unknown service and an address with a second header, in English", async () => {
      const res = await api.post(
        "/api/leads",
        {
          name: "Tom",
          email: "tom@example.ch\r\nBcc: everyone@example.com",
          phone: "044 123 45 67",
          service: "window-cleaning",
          language: "en",
        },
        { ip: uniqueIp() },
      );
      expect(res.status).toBe(400);
      expect(res.json.message).toBe("Please check the highlighted fields.");
      expect(Object.keys(res.json.fields).sort()).toEqual(["email", "service"]);
    });

    it("refuses text/plain with 415 and says why", async () => {
      const res = await api.post("/api/contact", "name=Anna&email=anna@example.ch&message=Hallo", {
        as: "raw",
        contentType: "text/plain",
        ip: uniqueIp(),
        headers: { "accept-language": "en" },
      });
      expect(res.status).toBe(415);
      expect(res.json).toEqual({ message: formMessages.en.unsupportedType });
    });

    it("refuses a body over the limit with 413 (JSON and url-encoded)", async () => {
      const before = await countRows();
      const huge = { ...contact, message: "x".repeat(40 * 1024) };
      const json = await api.post("/api/contact", huge, { ip: uniqueIp() });
      expect(json.status).toBe(413);
      expect(json.json).toEqual({ message: formMessages.de.tooLarge });
      const form = await api.post("/api/contact", { ...huge, fillMs: "8000" }, { as: "form", ip: uniqueIp() });
      expect(form.status).toBe(413);
      expect(form.json.message).toBe(formMessages.de.tooLarge);
      expect(await countRows()).toBe(before);
    });

    it("refuses posts from another site (Origin, Sec-Fetch-Site) with 403", async () => {
      const before = await countRows();
      const crossSite: Record<string, string>[] = [
        { origin: "https://evil.example" },
        { origin: "null" },
        { "sec-fetch-site": "cross-site" },
        { "sec-fetch-site": "same-site", origin: "https://shop.solar-dachpflege.ch" },
      ];
      for (const headers of crossSite) {
        const res = await api.post("/api/contact", contact, { ip: uniqueIp(), headers });
        expect(res.status, JSON.stringify(headers)).toBe(403);
        expect(res.json).toEqual({ message: formMessages.de.crossSite });
      }
      expect(await countRows()).toBe(before);
    });

    it("accepts posts from the site itself (its own Origin, or the configured SITE_URL)", async () => {
      const sameSite: Record<string, string>[] = [
        { origin: api.url, "sec-fetch-site": "same-origin" },
        { origin: "https://www.solar-dachpflege.ch" },
      ];
      for (const headers of sameSite) {
        const res = await api.post("/api/contact", contact, { ip: uniqueIp(), headers });
        expect(res.status, JSON.stringify(headers)).toBe(200);
      }
    });

    it("answers broken JSON with 400, not a server error", async () => {
      const res = await api.post("/api/contact", '{"name": "Anna", ', {
        as: "raw",
        contentType: "application/json",
        ip: uniqueIp(),
      });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ message: formMessages.de.invalid });
    });

    it("answers unknown API paths with 404 JSON", async () => {
      const res = await api.get("/api/nothing-here");
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ message: "Not found" });
    });
  });

  describe("spam", () => {
    it.each([
      ["a filled-in honeypot", { website: "https://cheap-pills.example" }],
      ["a form filled in faster than a person can", { fillMs: 800 }],
    ])("answers %s like a success, keeps it flagged and sends no mail", async (_what, extra) => {
      const contactRes = await api.post("/api/contact", { ...contact, ...extra }, { ip: uniqueIp() });
      expect(contactRes.status).toBe(200);
      expect(contactRes.json).toMatchObject({ ok: true, message: formMessages.de.contactSuccess });
      const stored = await db()
        .selectFrom("contact_messages")
        .select("spam")
        .where("id", "=", contactRes.json.id)
        .executeTakeFirstOrThrow();
      expect(stored.spam).toBe(1);
      expect(await outboxFor(db(), contactRes.json.id)).toEqual([]);

      const leadRes = await api.post("/api/leads", { ...lead, ...extra }, { ip: uniqueIp() });
      expect(leadRes.status).toBe(200);
      expect(leadRes.json).toMatchObject({ ok: true, message: formMessages.fr.leadSuccess });
      const storedLead = await db()
        .selectFrom("leads")
        .select("spam")
        .where("id", "=", leadRes.json.id)
        .executeTakeFirstOrThrow();
      expect(storedLead.spam).toBe(1);
      expect(await outboxFor(db(), leadRes.json.id)).toEqual([]);
    });

    it("treats a person who took 2.5 seconds or more as a person", async () => {
      const res = await api.post("/api/contact", { ...contact, fillMs: 2500, website: "" }, { ip: uniqueIp() });
      expect(res.status).toBe(200);
      const stored = await db()
        .selectFrom("contact_messages")
        .select("spam")
        .where("id", "=", res.json.id)
        .executeTakeFirstOrThrow();
      expect(stored.spam).toBe(0);
      expect(await outboxFor(db(), res.json.id)).toHaveLength(2);
    });
  });

  describe("rate limit", () => {
    it("answers 429 with Retry-After over RATE_LIMIT_PER_MINUTE per client, and lets the client in again next minute", async () => {
      const clock = testClock("2026-03-02T09:00:15.000Z");
      const limited = await startApiServer({ db: db(), clock: clock.clock, rateLimitPerMinute: 3 });
      try {
        const ip = uniqueIp();
        for (let i = 0; i < 3; i++) {
          const ok = await limited.post("/api/contact", contact, { ip });
          expect(ok.status).toBe(200);
        }
        const refused = await limited.post("/api/leads", lead, { ip, headers: { "accept-language": "en" } });
        expect(refused.status).toBe(429);
        expect(refused.headers["retry-after"]).toBe("45");
        expect(refused.json).toEqual({
          message: "You have sent a lot of requests in a short time. Please wait a minute and try again.",
        });
        // The German text a visitor on the German site reads:
        const refusedDe = await limited.post("/api/contact", contact, { ip });
        expect(refusedDe.status).toBe(429);
        expect(refusedDe.json.message).toBe(formMessages.de.tooMany);

        // Another client is not affected.
        expect((await limited.post("/api/contact", contact, { ip: uniqueIp() })).status).toBe(200);

        clock.advance(60_000);
        expect((await limited.post("/api/contact", contact, { ip })).status).toBe(200);
      } finally {
        await limited.close();
      }
    });
  });

  describe("newsletter double opt-in", () => {
    const tokenFrom = (text: string, kind: "confirm" | "unsubscribe") => {
      const match = new RegExp(`/api/newsletter/${kind}\\?token=([A-Za-z0-9_-]+)`).exec(text);
      expect(match, `${kind} link in the mail`).not.toBeNull();
      return match![1]!;
    };

    async function subscription(email: string) {
      return db()
        .selectFrom("newsletter_subscriptions")
        .selectAll()
        .where("email", "=", email)
        .orderBy("created_at")
        .execute();
    }

    it("stores a pending sign-up, mails the confirmation link and counts it only after the click", async () => {
      const email = "nina.news@example.ch";
      const res = await api.post("/api/newsletter", { email, language: "en", page: "/en/blog" }, { ip: uniqueIp() });
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ ok: true, message: formMessages.en.newsletterSuccess });

      const [pending] = await subscription(email);
      expect(pending).toMatchObject({ status: "pending", consented_at: null, language: "en", page: "/en/blog" });

      const confirmMail = await outboxMail(db(), pending!.id, "newsletter-confirm");
      const { mail } = confirmMail;
      expect(mail.to).toBe(email);
      expect(mail.subject).toBe(`Please confirm your subscription to the ${api.company.name} newsletter`);
      const confirmToken = tokenFrom(mail.text, "confirm");
      const unsubscribeToken = tokenFrom(mail.text, "unsubscribe");
      expect(mail.text).toContain(`${api.company.siteUrl}/api/newsletter/confirm?token=${confirmToken}`);
      expect(mail.html).toContain(`href="${api.company.siteUrl}/api/newsletter/confirm?token=${confirmToken}"`);
      expect(mail.headers).toEqual({
        "List-Unsubscribe": `<${api.company.siteUrl}/api/newsletter/unsubscribe?token=${unsubscribeToken}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      });
      // Only hashes of the tokens are stored.
      expect(JSON.stringify(pending)).not.toContain(confirmToken);

      time.advance(3_600_000);
      const clickedAt = time.now().toISOString();
      const confirmed = await api.get(`/api/newsletter/confirm?token=${confirmToken}`);
      expect(confirmed.status).toBe(200);
      expect(confirmed.json).toEqual({
        ok: true,
        message:
          "Thank you! You will now receive our newsletter. You can unsubscribe at any time using the link in each issue.",
      });
      const [counted] = await subscription(email);
      expect(counted).toMatchObject({ status: "confirmed", consented_at: clickedAt });

      // Clicking the link again changes nothing.
      time.advance(60_000);
      expect((await api.get(`/api/newsletter/confirm?token=${confirmToken}`)).status).toBe(200);
      expect((await subscription(email))[0]!.consented_at).toBe(clickedAt);

      // Signing up again (even with other capitals): the same answer, no second mail, no second row.
      const outboxBefore = await db()
        .selectFrom("outbox")
        .select("id")
        .where("kind", "=", "newsletter-confirm")
        .execute();
      const again = await api.post(
        "/api/newsletter",
        { email: "Nina.News@Example.ch", language: "en" },
        { ip: uniqueIp() },
      );
      expect(again.status).toBe(200);
      expect(again.json).toEqual(res.json);
      const outboxAfter = await db()
        .selectFrom("outbox")
        .select("id")
        .where("kind", "=", "newsletter-confirm")
        .execute();
      expect(outboxAfter).toHaveLength(outboxBefore.length);
      expect(await subscription(email)).toHaveLength(1);

      // Unsubscribe with the link from the mail.
      const unsubscribed = await api.get(`/api/newsletter/unsubscribe?token=${unsubscribeToken}`);
      expect(unsubscribed.status).toBe(200);
      expect(unsubscribed.json).toEqual({ ok: true, message: "You will no longer receive our newsletter." });
      const [gone] = await subscription(email);
      expect(gone).toMatchObject({ status: "unsubscribed", unsubscribed_at: time.now().toISOString() });

      // The confirmation link no longer brings it back.
      const reconfirm = await api.get(`/api/newsletter/confirm?token=${confirmToken}`);
      expect(reconfirm.status).toBe(404);
      expect((await subscription(email))[0]!.status).toBe("unsubscribed");
    });

    it("answers in the subscriber's language and supports one-click unsubscribe (RFC 8058)", async () => {
      const email = "lucia.news@example.ch";
      const res = await api.post("/api/newsletter", { email, language: "it" }, { ip: uniqueIp() });
      expect(res.status).toBe(200);
      expect(res.json.message).toEqual(formMessages.it.newsletterSuccess);
      const [row] = await subscription(email);
      const { mail } = await outboxMail(db(), row!.id, "newsletter-confirm");
      expect(mail.subject).toBe(`Confermi l’iscrizione alla newsletter di ${api.company.name}`);
      const confirmed = await api.get(`/api/newsletter/confirm?token=${tokenFrom(mail.text, "confirm")}`);
      expect(confirmed.json.message).toMatch(/^Grazie! D’ora in poi riceverà la nostra newsletter/);

      const oneClick = await api.post(
        `/api/newsletter/unsubscribe?token=${tokenFrom(mail.text, "unsubscribe")}`,
        "List-Unsubscribe=One-Click",
        { as: "raw", contentType: "application/x-www-form-urlencoded" },
      );
      expect(oneClick.status).toBe(200);
      expect(oneClick.json).toEqual({ ok: true });
      expect((await subscription(email))[0]!.status).toBe("unsubscribed");
    });

    it("answers 404 for an unknown, malformed or missing token", async () => {
      for (const query of [`?token=${"A".repeat(43)}`, "?token=short", "?token=%3Cscript%3E", "?token=a&token=b", ""]) {
        const confirm = await api.get(`/api/newsletter/confirm${query}`, { headers: { "accept-language": "de" } });
        expect(confirm.status, query).toBe(404);
        expect(confirm.json).toEqual({
          ok: false,
          message: "Dieser Link ist ungültig oder abgelaufen. Melden Sie sich bei Bedarf einfach erneut an.",
        });
        expect((await api.get(`/api/newsletter/unsubscribe${query}`)).status, query).toBe(404);
      }
    });

    it("refuses an invalid address with 400 and sends nothing for spam", async () => {
      const bad = await api.post("/api/newsletter", { email: "a@b.ch, c@d.ch", language: "fr" }, { ip: uniqueIp() });
      expect(bad.status).toBe(400);
      expect(bad.json).toEqual({
        message: "Veuillez vérifier les champs signalés.",
        fields: { email: formMessages.fr.fields.email },
      });

      const bot = await api.post(
        "/api/newsletter",
        { email: "bot@example.ch", website: "x", fillMs: 10 },
        { ip: uniqueIp() },
      );
      expect(bot.status).toBe(200);
      expect(bot.json.message).toEqual(formMessages.de.newsletterSuccess);
      expect(await subscription("bot@example.ch")).toEqual([]);
    });
  });
});
