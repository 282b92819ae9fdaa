import { mkdirSync, readdirSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Db } from "../db/connect";
import { dialects, useTestDatabase } from "../test/databases";
import { daysBefore, insertContact, insertLead, insertOffer, insertOutbox, insertSubscription } from "../test/fixtures";
import { purge, retentionDays } from "./purge";

const now = new Date("2026-06-15T12:00:00.000Z");
const YEAR = 365;

async function ids(db: Db, table: "contact_messages" | "leads" | "offers" | "outbox" | "newsletter_subscriptions") {
  return (await db.selectFrom(table).select("id").execute()).map((r) => r.id).sort();
}

describe.each(dialects)("retention purge on %s", (dialect) => {
  const database = useTestDatabase(dialect);

  it("deletes what /datenschutz says is deleted, and keeps everything newer", async () => {
    expect(retentionDays).toMatchObject({ contactMessages: 730, leads: 730, offers: 1095, pendingNewsletter: 30 });
    const db = database.handle.db;

    // Contact requests and leads: 2 years.
    const contactOld = await insertContact(db, { created_at: daysBefore(now, 2 * YEAR + 1) });
    const contactKept = await insertContact(db, { created_at: daysBefore(now, 2 * YEAR - 1) });
    const leadOld = await insertLead(db, { created_at: daysBefore(now, 2 * YEAR + 30) });
    const leadKept = await insertLead(db, { created_at: daysBefore(now, 400) });
    // Quote data: 3 years.
    const offerOld = await insertOffer(db, { created_at: daysBefore(now, 3 * YEAR + 1) });
    const offerKept = await insertOffer(db, { created_at: daysBefore(now, 2 * YEAR + 200) });
    // Mails: sent ones after 3 years; an unsent mail is never deleted, whatever its age.
    const sentOld = await insertOutbox(db, {
      created_at: daysBefore(now, 3 * YEAR + 2),
      sent_at: daysBefore(now, 3 * YEAR + 2),
    });
    const sentKept = await insertOutbox(db, { created_at: daysBefore(now, 100), sent_at: daysBefore(now, 100) });
    const unsentAncient = await insertOutbox(db, { created_at: daysBefore(now, 5 * YEAR), sent_at: null });
    // The waiting follow-up mails of a deleted offer go with it; those of a kept offer stay.
    const followUpOfOld = await insertOutbox(db, {
      created_at: daysBefore(now, 10),
      sent_at: null,
      kind: "offer-next-cleaning",
      record_id: offerOld,
    });
    const followUpKept = await insertOutbox(db, {
      created_at: daysBefore(now, 10),
      sent_at: null,
      kind: "offer-next-cleaning",
      record_id: offerKept,
    });
    // Newsletter: unconfirmed sign-ups after 30 days; unsubscribed ones go; confirmed ones stay.
    const pendingOld = await insertSubscription(db, {
      email: "pending-old@example.ch",
      status: "pending",
      created_at: daysBefore(now, 31),
    });
    const pendingKept = await insertSubscription(db, {
      email: "pending-new@example.ch",
      status: "pending",
      created_at: daysBefore(now, 29),
    });
    const confirmedOld = await insertSubscription(db, {
      email: "reader@example.ch",
      status: "confirmed",
      created_at: daysBefore(now, 4 * YEAR),
    });
    const unsubscribed = await insertSubscription(db, {
      email: "gone@example.ch",
      status: "unsubscribed",
      created_at: daysBefore(now, 10),
    });
    // Rate-limit counters of past minutes.
    await db
      .insertInto("rate_limits")
      .values([
        { key: "old", window_start: new Date(now.getTime() - 10 * 60_000).toISOString(), count: 3 },
        { key: "current", window_start: new Date(now.getTime() - 30_000).toISOString(), count: 1 },
      ])
      .execute();
    // Spooled .eml files (no SMTP_URL): 3 years, by file time.
    const spool = path.join(database.store.dataDir, "mail-spool");
    mkdirSync(spool, { recursive: true });
    writeFileSync(path.join(spool, "old@x.eml"), "old");
    writeFileSync(path.join(spool, "new@x.eml"), "new");
    writeFileSync(path.join(spool, "notes.txt"), "not a mail");
    const oldTime = new Date(daysBefore(now, 3 * YEAR + 5));
    utimesSync(path.join(spool, "old@x.eml"), oldTime, oldTime);
    utimesSync(path.join(spool, "notes.txt"), oldTime, oldTime);

    const report = await purge(db, { now, dataDir: database.store.dataDir });
    expect(report).toEqual({
      contactMessages: 1,
      leads: 1,
      offers: 1,
      offersExpired: 1,
      outbox: 1,
      offerFollowUps: 1,
      spooledMails: 1,
      newsletterPending: 1,
      newsletterUnsubscribed: 1,
      rateLimits: 1,
    });

    expect(await ids(db, "contact_messages")).toEqual([contactKept]);
    expect(await ids(db, "contact_messages")).not.toContain(contactOld);
    expect(await ids(db, "leads")).toEqual([leadKept]);
    expect(await ids(db, "leads")).not.toContain(leadOld);
    expect(await ids(db, "offers")).toEqual([offerKept]);
    expect(await ids(db, "offers")).not.toContain(offerOld);
    expect(await ids(db, "outbox")).toEqual([sentKept, unsentAncient, followUpKept].sort());
    expect(await ids(db, "outbox")).not.toContain(followUpOfOld);
    // The kept offer is past its validity: its expiry is stored with the time.
    expect(
      await db
        .selectFrom("offers")
        .select(["state", "expired_at"])
        .where("id", "=", offerKept)
        .executeTakeFirstOrThrow(),
    ).toEqual({ state: "expired", expired_at: now.toISOString() });
    expect(await ids(db, "outbox")).not.toContain(sentOld);
    expect(await ids(db, "newsletter_subscriptions")).toEqual([pendingKept, confirmedOld].sort());
    expect(await ids(db, "newsletter_subscriptions")).not.toContain(pendingOld);
    expect(await ids(db, "newsletter_subscriptions")).not.toContain(unsubscribed);
    expect((await db.selectFrom("rate_limits").select("key").execute()).map((r) => r.key)).toEqual(["current"]);
    expect(readdirSync(spool).sort()).toEqual(["new@x.eml", "notes.txt"]);

    // A second run finds nothing more.
    const again = await purge(db, { now, dataDir: database.store.dataDir });
    expect(Object.values(again).every((n) => n === 0)).toBe(true);
  });
});
