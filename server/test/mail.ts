import type { Db } from "../db/connect";
import type { MailMessage } from "../mail/message";

export interface OutboxEntry {
  id: string;
  kind: string;
  messageId: string;
  sentAt: string | null;
  attempts: number;
  mail: MailMessage;
}

/** The mails queued for a record, company mail first (the order they were written in). */
export async function outboxFor(db: Db, recordId: string): Promise<OutboxEntry[]> {
  const rows = await db.selectFrom("outbox").selectAll().where("record_id", "=", recordId).orderBy("kind").execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    messageId: row.message_id,
    sentAt: row.sent_at,
    attempts: Number(row.attempts),
    mail: JSON.parse(row.payload) as MailMessage,
  }));
}

/** The one queued mail of a kind for a record; fails the test when there is not exactly one. */
export async function outboxMail(db: Db, recordId: string, kind: string): Promise<OutboxEntry> {
  const matching = (await outboxFor(db, recordId)).filter((entry) => entry.kind === kind);
  if (matching.length !== 1) throw new Error(`expected one ${kind} mail for ${recordId}, found ${matching.length}`);
  return matching[0]!;
}

/** A controllable clock: tests move it forward instead of waiting. */
export function testClock(start = "2026-03-02T08:00:00.000Z") {
  let now = new Date(start).getTime();
  return {
    clock: () => new Date(now),
    set(at: Date | string | number) {
      now = new Date(at).getTime();
    },
    advance(ms: number) {
      now += ms;
    },
    now: () => new Date(now),
  };
}
