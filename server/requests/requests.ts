import type { Lang } from "#app/lib/i18n";
import type { ContactInput, LeadInput, NewsletterInput } from "#app/features/forms/schemas";
import type { Db } from "../db/connect";
import { newId, newToken, sha256, type Clock } from "../db/ids";
import type { CompanyIdentity } from "../mail/company";
import type { Transaction } from "kysely";
import type { Database } from "../db/schema";
import { enqueueMails, type OutboxMail } from "../mail/outbox";
import { contactMails, leadMails, newsletterConfirmationMail } from "../mail/templates";

/**
 * Storing a request: the record and its mails in one transaction, so an
 * accepted request is never without its mails and a mail never without its
 * request. Spam is stored (flagged) but gets no mail.
 */

export interface RequestDeps {
  db: Db;
  company: CompanyIdentity;
  clock: Clock;
  /** The offer's follow-up mails (OFFER_REMINDER_AFTER_HOURS, NEXT_CLEANING_REMINDER_DAYS); none without. */
  offerFollowUps?: { reminderAfterHours: number; nextCleaningAfterDays: number };
  /** Called after a commit that queued mail (wakes the outbox worker). */
  mailQueued?: () => void;
}

export interface RequestContext {
  language: Lang;
  page?: string;
  spam: boolean;
}

/** Faster than a person can fill the form in: a script. */
export const MIN_FILL_MS = 2500;

export function looksLikeSpam(input: { website?: string; fillMs?: number }): boolean {
  return Boolean(input.website) || (input.fillMs !== undefined && input.fillMs < MIN_FILL_MS);
}

/**
 * The record and, unless it is spam, its mails in one transaction; the outbox is
 * woken once the transaction has committed.
 */
async function storeWithMails(
  deps: RequestDeps,
  spam: boolean,
  now: Date,
  insert: (trx: Transaction<Database>) => Promise<unknown>,
  mails: () => OutboxMail[],
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    await insert(trx);
    if (!spam) await enqueueMails(trx, mails(), { siteUrl: deps.company.siteUrl, now });
  });
  if (!spam) deps.mailQueued?.();
}

export async function storeContact(deps: RequestDeps, input: ContactInput, ctx: RequestContext): Promise<string> {
  const id = newId();
  const now = deps.clock();
  const record = {
    id,
    name: input.name,
    company: input.company,
    email: input.email,
    phone: input.phone,
    message: input.message,
    language: ctx.language,
    page: ctx.page,
    createdAt: now.toISOString(),
  };
  await storeWithMails(
    deps,
    ctx.spam,
    now,
    (trx) =>
      trx
        .insertInto("contact_messages")
        .values({
          id,
          created_at: record.createdAt,
          name: input.name,
          company: input.company ?? null,
          email: input.email,
          phone: input.phone ?? null,
          message: input.message,
          language: ctx.language,
          page: ctx.page ?? null,
          spam: ctx.spam ? 1 : 0,
        })
        .execute(),
    () =>
      contactMails(deps.company, record).map((mail, i) => ({
        kind: i === 0 ? "contact-company" : "contact-visitor",
        recordId: id,
        mail,
      })),
  );
  return id;
}

export async function storeLead(deps: RequestDeps, input: LeadInput, ctx: RequestContext): Promise<string> {
  const id = newId();
  const now = deps.clock();
  const record = {
    id,
    name: input.name,
    email: input.email,
    phone: input.phone,
    company: input.company,
    area: input.area,
    service: input.service,
    message: input.message,
    language: ctx.language,
    page: ctx.page,
    createdAt: now.toISOString(),
  };
  await storeWithMails(
    deps,
    ctx.spam,
    now,
    (trx) =>
      trx
        .insertInto("leads")
        .values({
          id,
          created_at: record.createdAt,
          name: input.name,
          email: input.email,
          phone: input.phone,
          company: input.company ?? null,
          area: input.area ?? null,
          service: input.service ?? null,
          message: input.message ?? null,
          language: ctx.language,
          page: ctx.page ?? null,
          spam: ctx.spam ? 1 : 0,
        })
        .execute(),
    () =>
      leadMails(deps.company, record).map((mail, i) => ({
        kind: i === 0 ? "lead-company" : "lead-visitor",
        recordId: id,
        mail,
      })),
  );
  return id;
}

export function newsletterLinks(siteUrl: string, confirmToken: string, unsubscribeToken: string) {
  return {
    confirmUrl: `${siteUrl}/api/newsletter/confirm?token=${confirmToken}`,
    unsubscribeUrl: `${siteUrl}/api/newsletter/unsubscribe?token=${unsubscribeToken}`,
  };
}

/**
 * Double opt-in: a pending subscription and a confirmation mail. An address
 * that is already confirmed gets no second mail, and the answer is the same
 * either way, so nobody can probe who is subscribed.
 */
export async function subscribeNewsletter(
  deps: RequestDeps,
  input: NewsletterInput,
  ctx: RequestContext,
): Promise<void> {
  if (ctx.spam) return;
  const email = input.email.toLowerCase();
  const now = deps.clock();
  let queued = false;
  await deps.db.transaction().execute(async (trx) => {
    const confirmed = await trx
      .selectFrom("newsletter_subscriptions")
      .select("id")
      .where("email", "=", email)
      .where("status", "=", "confirmed")
      .executeTakeFirst();
    if (confirmed) return;
    const id = newId();
    const confirmToken = newToken();
    const unsubscribeToken = newToken();
    await trx
      .insertInto("newsletter_subscriptions")
      .values({
        id,
        email,
        language: ctx.language,
        page: ctx.page ?? null,
        status: "pending",
        confirm_token_hash: sha256(confirmToken),
        unsubscribe_token_hash: sha256(unsubscribeToken),
        created_at: now.toISOString(),
        consented_at: null,
        unsubscribed_at: null,
      })
      .execute();
    const links = newsletterLinks(deps.company.siteUrl, confirmToken, unsubscribeToken);
    const mail = newsletterConfirmationMail(deps.company, { email, language: ctx.language, ...links });
    await enqueueMails(trx, [{ kind: "newsletter-confirm", recordId: id, mail }], {
      siteUrl: deps.company.siteUrl,
      now,
    });
    queued = true;
  });
  if (queued) deps.mailQueued?.();
}

export type NewsletterOutcome = { status: "confirmed" | "unsubscribed" | "invalid"; language?: Lang };

/** The click on the confirmation link: from then on the subscription counts, and the time is the consent. */
export async function confirmNewsletter(deps: RequestDeps, token: string): Promise<NewsletterOutcome> {
  const row = await deps.db
    .selectFrom("newsletter_subscriptions")
    .select(["id", "status", "language", "email"])
    .where("confirm_token_hash", "=", sha256(token))
    .executeTakeFirst();
  if (!row || row.status === "unsubscribed") return { status: "invalid", language: row?.language as Lang };
  if (row.status === "pending") {
    await deps.db.transaction().execute(async (trx) => {
      await trx
        .updateTable("newsletter_subscriptions")
        .set({ status: "confirmed", consented_at: deps.clock().toISOString() })
        .where("id", "=", row.id)
        .execute();
      // Other pending sign-ups of the same address are superseded by this one.
      await trx
        .deleteFrom("newsletter_subscriptions")
        .where("email", "=", row.email)
        .where("status", "=", "pending")
        .where("id", "!=", row.id)
        .execute();
    });
  }
  return { status: "confirmed", language: row.language as Lang };
}

export async function unsubscribeNewsletter(deps: RequestDeps, token: string): Promise<NewsletterOutcome> {
  const row = await deps.db
    .selectFrom("newsletter_subscriptions")
    .select(["id", "language"])
    .where("unsubscribe_token_hash", "=", sha256(token))
    .executeTakeFirst();
  if (!row) return { status: "invalid" };
  await deps.db
    .updateTable("newsletter_subscriptions")
    .set({ status: "unsubscribed", unsubscribed_at: deps.clock().toISOString() })
    .where("id", "=", row.id)
    .execute();
  return { status: "unsubscribed", language: row.language as Lang };
}
