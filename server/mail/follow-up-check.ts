import { currentOfferState } from "#app/domain/offer-state";
import type { Db } from "../db/connect";
import type { Clock } from "../db/ids";
import type { MailMessage } from "./message";
import type { MailTransport } from "./transport";

/**
 * A transport that drops a follow-up mail (the offer reminder, the next-cleaning mail) whose
 * offer has moved on since it was written: accepted, declined or expired before the reminder
 * went out, or the customer opted out. Accepting, declining and opting out delete the waiting
 * rows already; this closes the moment in which a worker has taken the row but not yet sent it.
 * A dropped mail counts as done, so the outbox does not try it again.
 */
export function withFollowUpCheck(transport: MailTransport, db: Db, clock: Clock): MailTransport {
  return {
    kind: transport.kind,
    async send(mail: MailMessage, messageId: string) {
      const { onlyIfOffer, ...rest } = mail;
      if (onlyIfOffer && !(await stillDue(db, clock, onlyIfOffer))) return;
      await transport.send(rest, messageId);
    },
    close: () => transport.close(),
  };
}

async function stillDue(db: Db, clock: Clock, condition: NonNullable<MailMessage["onlyIfOffer"]>): Promise<boolean> {
  const row = await db
    .selectFrom("offers")
    .select(["state", "created_at", "mail_opt_out_at"])
    .where("id", "=", condition.id)
    .executeTakeFirst();
  if (!row || row.mail_opt_out_at) return false;
  return currentOfferState(row.state, new Date(row.created_at), clock()) === condition.state;
}
