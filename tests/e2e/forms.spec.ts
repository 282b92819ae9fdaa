/**
 * Contact, lead and newsletter forms end to end (issue: requests stored, mailed, never
 * lost): a visitor fills a form in Chromium, the production server stores the request in
 * its SQLite database and the outbox delivers the mails to a real SMTP receiver running
 * in this test process. Also: the receiver is down when the request comes and up later,
 * the form without JavaScript, the honeypot, and the newsletter's double opt-in.
 * Labels and texts come from the content modules.
 */
import path from "node:path";
import Database from "better-sqlite3";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { contactDe } from "#app/content/pages/contact/de";
import { leadsDe as leadsPage } from "#app/content/pages/leads/de";
import { de as ui } from "#app/content/ui/de";
import { formMessages, newsletterOutcomeTexts } from "#app/content/forms";
import { gotoHydrated, readEvents, storeConsent } from "./support/browser";
import { BASE_URL, E2E_DATA_DIR, E2E_SMTP_PORT, SITE_URL } from "./support/server";

// One SMTP receiver on a fixed port: the tests of this file run one after another in one worker.
test.describe.configure({ mode: "serial" });

const COMPANY_INBOX = "firma@e2e.test";
/** The browser measures the fill time; faster than 2.5 s counts as a bot (server/requests). */
const HUMAN_PAUSE_MS = 2700;

const received: ParsedMail[] = [];
let receiver: SMTPServer | undefined;

function startReceiver(): Promise<void> {
  receiver = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  const server = receiver;
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(E2E_SMTP_PORT, "127.0.0.1", () => resolve());
  });
}

function stopReceiver(): Promise<void> {
  const server = receiver;
  receiver = undefined;
  return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
}

test.beforeAll(startReceiver);
test.afterAll(stopReceiver);

test.beforeEach(async ({ context }) => {
  await storeConsent(context);
});

/** A marker that makes this test's request and mails recognisable among the others. */
function marker(): string {
  return `e2e${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

function mailText(mail: ParsedMail): string {
  return `${mail.subject ?? ""}\n${mail.text ?? ""}`;
}

function addresses(field: ParsedMail["to"] | ParsedMail["replyTo"]): string[] {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  return list.flatMap((a) => a.value.map((v) => v.address ?? ""));
}

async function waitForMails(match: string, count: number, timeout = 20_000): Promise<ParsedMail[]> {
  await expect
    .poll(() => received.filter((m) => mailText(m).includes(match)).length, { timeout })
    .toBeGreaterThanOrEqual(count);
  return received.filter((m) => mailText(m).includes(match));
}

/** Read the server's database directly (WAL mode: a reader next to the server is safe). */
function query<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(path.join(E2E_DATA_DIR, "site.sqlite"), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

function contactForm(page: Page): Locator {
  return page.getByRole("form", { name: contactDe.form.title });
}

async function fillContact(form: Locator, name: string, email: string, message: string) {
  await form.getByLabel(ui.forms.name).fill(name);
  await form.getByLabel(ui.forms.email).fill(email);
  await form.getByLabel(ui.forms.message).fill(message);
}

test("a message sent from /kontakt is stored, mailed to the company and confirmed to the visitor", async ({ page }) => {
  const id = marker();
  await gotoHydrated(page, "/kontakt");
  const form = contactForm(page);
  await fillContact(form, `Anna Muster ${id}`, `anna.${id}@example.ch`, `Bitte um eine Offerte ${id}.\nDanke!`);
  await form.getByLabel(ui.forms.company).fill("Muster AG");
  await page.waitForTimeout(HUMAN_PAUSE_MS);
  await form.getByRole("button", { name: ui.forms.contactSubmit }).click();

  await expect(page.getByText(formMessages.de.contactSuccess.title, { exact: true })).toBeVisible();
  await expect(page.getByText(formMessages.de.contactSuccess.description)).toBeVisible();
  await expect(form.getByLabel(ui.forms.name)).toHaveValue("");
  await expect(form.getByLabel(ui.forms.message)).toHaveValue("");

  const rows = query<{ name: string; company: string; language: string; page: string; spam: number }>(
    "select name, company, language, page, spam from contact_messages where name = ?",
    `Anna Muster ${id}`,
  );
  expect(rows).toEqual([
    { name: `Anna Muster ${id}`, company: "Muster AG", language: "de", page: "/kontakt", spam: 0 },
  ]);

  const mails = await waitForMails(id, 2);
  const toCompany = mails.find((m) => addresses(m.to).includes(COMPANY_INBOX));
  const toVisitor = mails.find((m) => addresses(m.to).includes(`anna.${id}@example.ch`));
  expect(toCompany, "mail to the company inbox").toBeTruthy();
  expect(addresses(toCompany!.replyTo)).toEqual([`anna.${id}@example.ch`]);
  expect(toCompany!.text).toContain(`Bitte um eine Offerte ${id}.`);
  expect(toCompany!.text).toContain("Muster AG");
  expect(toCompany!.text).toContain(`${SITE_URL}/kontakt`);
  expect(toVisitor, "confirmation to the visitor").toBeTruthy();
  expect(toVisitor!.text).toContain("innert 24 Stunden");

  // Analytics know that a form was sent, never who sent it.
  const events = [...(await readEvents(page, "contact_form")), ...(await readEvents(page, "lead_generated"))];
  expect(events.length).toBeGreaterThanOrEqual(2);
  expect(JSON.stringify(events)).not.toContain(id);
});

test("a lead from /leads is stored with area and service and reaches the company inbox", async ({ page }) => {
  const id = marker();
  await gotoHydrated(page, "/leads");
  const form = page.getByRole("form", { name: leadsPage.form.title });
  await form.getByLabel(ui.forms.name).fill(`Beat Keller ${id}`);
  await form.getByLabel(ui.forms.email).fill(`beat.${id}@example.ch`);
  await form.getByLabel(ui.forms.phone).fill("061 555 12 34");
  await form.getByLabel(leadsPage.fields.areaLabel).fill("240");
  await form.getByLabel(leadsPage.fields.serviceLabel).selectOption("solarreinigung");
  await page.waitForTimeout(HUMAN_PAUSE_MS);
  await form.getByRole("button", { name: leadsPage.fields.submit }).click();

  await expect(page.getByText(formMessages.de.leadSuccess.title, { exact: true })).toBeVisible();
  await expect(form.getByLabel(ui.forms.name)).toHaveValue("");
  const rows = query<{ area: number; service: string; phone: string; spam: number }>(
    "select area, service, phone, spam from leads where name = ?",
    `Beat Keller ${id}`,
  );
  expect(rows).toEqual([{ area: 240, service: "solarreinigung", phone: "061 555 12 34", spam: 0 }]);

  const mails = await waitForMails(id, 2);
  const toCompany = mails.find((m) => addresses(m.to).includes(COMPANY_INBOX));
  expect(toCompany!.text).toContain("240");
  expect(toCompany!.text).toContain("Solarreinigung");
  expect(await readEvents(page, "lead_form")).toEqual([expect.objectContaining({ status: "success" })]);
});

test("the SMTP server is down when the request comes: it is stored at once and mailed when the server is back", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await stopReceiver();
  const id = marker();
  await gotoHydrated(page, "/kontakt");
  const form = contactForm(page);
  await fillContact(form, `Carla Rossi ${id}`, `carla.${id}@example.ch`, `Nachricht während der Störung ${id}`);
  await page.waitForTimeout(HUMAN_PAUSE_MS);
  await form.getByRole("button", { name: ui.forms.contactSubmit }).click();
  await expect(page.getByText(formMessages.de.contactSuccess.title, { exact: true })).toBeVisible();
  expect(query("select id from contact_messages where name = ?", `Carla Rossi ${id}`)).toHaveLength(1);

  // The outbox has tried and failed: the mails wait with their error and a later attempt time.
  await expect
    .poll(
      () =>
        query<{ attempts: number }>(
          "select attempts from outbox where sent_at is null and payload like ?",
          `%${id}%`,
        ).filter((r) => r.attempts > 0).length,
      { timeout: 15_000 },
    )
    .toBe(2);
  expect(received.filter((m) => mailText(m).includes(id))).toHaveLength(0);

  await startReceiver();
  const mails = await waitForMails(id, 2, 60_000);
  expect(mails.map((m) => addresses(m.to)[0]).sort()).toEqual([`carla.${id}@example.ch`, COMPANY_INBOX].sort());
  // Each mail arrives once, with the Message-ID it was stored with.
  const ids = query<{ message_id: string }>("select message_id from outbox where payload like ?", `%${id}%`);
  expect(mails.map((m) => m.messageId).sort()).toEqual(ids.map((r) => r.message_id).sort());
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact form posts to the server, which answers with the page and a thank-you", async ({ page }) => {
    const id = marker();
    await page.goto("/kontakt");
    const form = contactForm(page);
    await fillContact(form, `Dora Frei ${id}`, `dora.${id}@example.ch`, `Ohne JavaScript gesendet ${id}`);
    await form.getByRole("button", { name: ui.forms.contactSubmit }).click();

    await expect(page.getByRole("status").filter({ hasText: formMessages.de.contactSuccess.title })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(query("select id from contact_messages where name = ?", `Dora Frei ${id}`)).toHaveLength(1);
    await waitForMails(id, 2);
  });

  test("a refused post shows the errors next to the visitor's own values", async ({ page }) => {
    const id = marker();
    await page.goto("/kontakt");
    const form = contactForm(page);
    // The browser accepts "x@y" as an e-mail address; the server's strict check does not.
    await fillContact(form, `Emil Brun ${id}`, "x@y", `Kein gültiger Absender ${id}`);
    const response = page.waitForResponse((r) => r.url().endsWith("/api/contact"));
    await form.getByRole("button", { name: ui.forms.contactSubmit }).click();
    expect((await response).status()).toBe(400);

    await expect(page.getByRole("alert").filter({ hasText: formMessages.de.invalid })).toBeVisible();
    await expect(page.getByText(formMessages.de.fields.email!)).toBeVisible();
    await expect(contactForm(page).getByLabel(ui.forms.name)).toHaveValue(`Emil Brun ${id}`);
    await expect(contactForm(page).getByLabel(ui.forms.message)).toHaveValue(`Kein gültiger Absender ${id}`);
    expect(query("select id from contact_messages where name = ?", `Emil Brun ${id}`)).toHaveLength(0);
  });
});

test("a bot that fills the hidden field is answered like a person, stored as spam and not mailed", async ({ page }) => {
  const id = marker();
  await gotoHydrated(page, "/kontakt");
  const form = contactForm(page);
  await fillContact(form, `Bot ${id}`, `bot.${id}@example.ch`, `Billige Uhren ${id}`);
  await form.locator('input[name="website"]').evaluate((input: HTMLInputElement) => {
    input.value = "https://spam.example";
  });
  await page.waitForTimeout(HUMAN_PAUSE_MS);
  await form.getByRole("button", { name: ui.forms.contactSubmit }).click();
  await expect(page.getByText(formMessages.de.contactSuccess.title, { exact: true })).toBeVisible();

  expect(query<{ spam: number }>("select spam from contact_messages where name = ?", `Bot ${id}`)).toEqual([
    { spam: 1 },
  ]);
  expect(query("select id from outbox where payload like ?", `%${id}%`)).toHaveLength(0);
});

test("newsletter: sign-up on /blog, confirmation mail, the click confirms", async ({ page }) => {
  const id = marker();
  const email = `leser.${id}@example.ch`;
  await gotoHydrated(page, "/blog");
  const box = page.getByRole("form", { name: ui.forms.newsletterTitle });
  await box.getByLabel(ui.forms.newsletterEmail).fill(email);
  await page.waitForTimeout(HUMAN_PAUSE_MS);
  await box.getByRole("button", { name: ui.forms.newsletterSubmit }).click();
  await expect(page.getByText(formMessages.de.newsletterSuccess.title, { exact: true })).toBeVisible();
  expect(query<{ status: string }>("select status from newsletter_subscriptions where email = ?", email)).toEqual([
    { status: "pending" },
  ]);

  const [mail] = await waitForMailTo(email);
  const confirm = /https?:\/\/\S+\/api\/newsletter\/confirm\?token=[\w-]+/.exec(mail!.text ?? "")?.[0];
  const unsubscribe = /https?:\/\/\S+\/api\/newsletter\/unsubscribe\?token=[\w-]+/.exec(mail!.text ?? "")?.[0];
  expect(confirm).toBeTruthy();
  expect(unsubscribe).toBeTruthy();
  const listUnsubscribe = mail!.headerLines.find((h) => h.key === "list-unsubscribe")?.line ?? "";
  expect(listUnsubscribe).toContain("/api/newsletter/unsubscribe?token=");

  // The links carry the production SITE_URL; follow them on the test server.
  await page.goto(confirm!.replace(SITE_URL, BASE_URL));
  await expect(page.getByText(newsletterOutcomeTexts.de.confirmed.title)).toBeVisible();
  const [row] = query<{ status: string; consented_at: string | null }>(
    "select status, consented_at from newsletter_subscriptions where email = ?",
    email,
  );
  expect(row?.status).toBe("confirmed");
  expect(row?.consented_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);

  await page.goto(unsubscribe!.replace(SITE_URL, BASE_URL));
  await expect(page.getByText(newsletterOutcomeTexts.de.unsubscribed.title)).toBeVisible();
});

async function waitForMailTo(email: string): Promise<ParsedMail[]> {
  await expect.poll(() => received.filter((m) => addresses(m.to).includes(email)).length, { timeout: 20_000 }).toBe(1);
  return received.filter((m) => addresses(m.to).includes(email));
}
