import { readdir, stat, unlink } from "node:fs/promises";
import path from "node:path";
import { isOfferExpired, OFFER_VALID_DAYS } from "#app/domain/offer-validity";
import type { Db } from "../db/connect";
import { NEXT_CLEANING_KIND, OFFER_REMINDER_KIND } from "../requests/offers";

/**
 * Retention as /datenschutz promises it (section 6): contact and lead
 * requests 2 years, quote data 3 years, mails sent through the site 3 years,
 * unconfirmed newsletter sign-ups 30 days, newsletter sign-ups until they unsubscribe.
 */
export const retentionDays = {
  contactMessages: 2 * 365,
  leads: 2 * 365,
  offers: 3 * 365,
  mails: 3 * 365,
  pendingNewsletter: 30,
} as const;

export interface PurgeReport {
  contactMessages: number;
  leads: number;
  offers: number;
  /** Sent offers past their validity, now stored as expired with the time. */
  offersExpired: number;
  outbox: number;
  /** Waiting reminder and next-cleaning mails of offers deleted above. */
  offerFollowUps: number;
  spooledMails: number;
  newsletterPending: number;
  newsletterUnsubscribed: number;
  rateLimits: number;
}

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

export async function purge(db: Db, options: { now: Date; dataDir?: string }): Promise<PurgeReport> {
  const { now } = options;
  const count = (result: { numDeletedRows: bigint }[]) => Number(result[0]?.numDeletedRows ?? 0);
  const report: PurgeReport = {
    contactMessages: count(
      await db
        .deleteFrom("contact_messages")
        .where("created_at", "<", daysBefore(now, retentionDays.contactMessages))
        .execute(),
    ),
    leads: count(await db.deleteFrom("leads").where("created_at", "<", daysBefore(now, retentionDays.leads)).execute()),
    offers: count(
      await db.deleteFrom("offers").where("created_at", "<", daysBefore(now, retentionDays.offers)).execute(),
    ),
    offersExpired: await expireOffers(db, now),
    // Unsent mails are kept whatever their age: nothing accepted is dropped before it is delivered.
    outbox: count(
      await db
        .deleteFrom("outbox")
        .where("sent_at", "is not", null)
        .where("created_at", "<", daysBefore(now, retentionDays.mails))
        .execute(),
    ),
    // ... except the follow-ups of an offer deleted above: they would only repeat its data.
    offerFollowUps: count(
      await db
        .deleteFrom("outbox")
        .where("sent_at", "is", null)
        .where("kind", "in", [OFFER_REMINDER_KIND, NEXT_CLEANING_KIND])
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom("offers").select("offers.id").whereRef("offers.id", "=", "outbox.record_id"))),
        )
        .execute(),
    ),
    spooledMails: options.dataDir ? await purgeSpool(options.dataDir, now) : 0,
    newsletterPending: count(
      await db
        .deleteFrom("newsletter_subscriptions")
        .where("status", "=", "pending")
        .where("created_at", "<", daysBefore(now, retentionDays.pendingNewsletter))
        .execute(),
    ),
    newsletterUnsubscribed: count(
      await db.deleteFrom("newsletter_subscriptions").where("status", "=", "unsubscribed").execute(),
    ),
    rateLimits: count(
      await db
        .deleteFrom("rate_limits")
        .where("window_start", "<", new Date(now.getTime() - 120_000).toISOString())
        .execute(),
    ),
  };
  return report;
}

/**
 * Stores the expiry of sent offers past their 30-day validity (sent -> expired, with its
 * time); the page and the export already read them as expired. One conditional UPDATE per
 * offer, so an acceptance that races it wins or loses cleanly.
 */
async function expireOffers(db: Db, now: Date): Promise<number> {
  const candidates = await db
    .selectFrom("offers")
    .select(["id", "created_at"])
    .where("state", "=", "sent")
    .where("created_at", "<", daysBefore(now, OFFER_VALID_DAYS))
    .execute();
  let expired = 0;
  for (const offer of candidates) {
    if (!isOfferExpired(new Date(offer.created_at), now)) continue;
    const result = await db
      .updateTable("offers")
      .set({ state: "expired", expired_at: now.toISOString() })
      .where("id", "=", offer.id)
      .where("state", "=", "sent")
      .executeTakeFirst();
    expired += Number(result.numUpdatedRows);
  }
  return expired;
}

/** Spooled .eml files (no SMTP_URL) are mails sent through the site: 3 years. */
async function purgeSpool(dataDir: string, now: Date): Promise<number> {
  const dir = path.resolve(dataDir, "mail-spool");
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return 0;
  }
  const limit = now.getTime() - retentionDays.mails * 86_400_000;
  let deleted = 0;
  for (const name of names) {
    if (!name.endsWith(".eml")) continue;
    const file = path.join(dir, name);
    const info = await stat(file);
    if (info.mtimeMs < limit) {
      await unlink(file);
      deleted++;
    }
  }
  return deleted;
}
