import { isOfferExpired } from "#app/domain/offer-validity";

/**
 * The life of an instant-quote offer after its mail went out (pure; the
 * server applies a transition with one conditional UPDATE … WHERE state =
 * 'sent', so of two racing posts exactly one changes the row).
 *
 *   sent ──accept──▶ accepted
 *   sent ──decline─▶ declined
 *   sent ──expire──▶ expired   (after the 30-day validity; accept and decline then change nothing)
 *
 * accepted, declined and expired are final: any event on them changes nothing.
 */
export const offerStates = ["sent", "accepted", "declined", "expired"] as const;
export type OfferState = (typeof offerStates)[number];

export type OfferEvent = "accept" | "decline" | "expire";

export const declineReasons = ["too-expensive", "done-otherwise", "later", "other"] as const;
export type DeclineReason = (typeof declineReasons)[number];

export function isOfferState(value: unknown): value is OfferState {
  return typeof value === "string" && (offerStates as readonly string[]).includes(value);
}

/**
 * The state the offer is in now: a stored "sent" past its validity is expired
 * even before the daily sweep has written that down.
 */
export function currentOfferState(stored: string, createdAt: Date, now: Date): OfferState {
  const state = isOfferState(stored) ? stored : "sent";
  return state === "sent" && isOfferExpired(createdAt, now) ? "expired" : state;
}

/** The state after an event, or undefined when the event changes nothing. */
export function nextOfferState(current: OfferState, event: OfferEvent): OfferState | undefined {
  if (current !== "sent") return undefined;
  switch (event) {
    case "accept":
      return "accepted";
    case "decline":
      return "declined";
    case "expire":
      return "expired";
  }
}

/** The column holding the time of the transition into a state. */
export const transitionTimeColumn = {
  accepted: "accepted_at",
  declined: "declined_at",
  expired: "expired_at",
} as const satisfies Record<Exclude<OfferState, "sent">, string>;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * One reminder for an offer still open `afterHours` after it was sent: due
 * when it is sent, not expired, not yet reminded and not opted out.
 */
export function reminderDue(
  offer: { state: OfferState; createdAt: Date; reminderSentAt?: string | null; optedOut?: boolean },
  now: Date,
  afterHours: number,
): boolean {
  if (offer.state !== "sent" || offer.reminderSentAt || offer.optedOut) return false;
  return now.getTime() - offer.createdAt.getTime() >= afterHours * HOUR_MS;
}

/** The next-cleaning mail: for an accepted offer whose customer asked for it, once, `afterDays` after acceptance. */
export function nextCleaningDue(
  offer: {
    state: OfferState;
    acceptedAt?: string | null;
    wanted: boolean;
    sentAt?: string | null;
    optedOut?: boolean;
  },
  now: Date,
  afterDays: number,
): boolean {
  if (offer.state !== "accepted" || !offer.wanted || offer.sentAt || offer.optedOut || !offer.acceptedAt) return false;
  return now.getTime() - Date.parse(offer.acceptedAt) >= afterDays * DAY_MS;
}

/** The earliest creation time of an offer that is due for its reminder now (for the SQL query). */
export function reminderCutoff(now: Date, afterHours: number): string {
  return new Date(now.getTime() - afterHours * HOUR_MS).toISOString();
}

/** The latest acceptance time of an offer due for its next-cleaning mail now. */
export function nextCleaningCutoff(now: Date, afterDays: number): string {
  return new Date(now.getTime() - afterDays * DAY_MS).toISOString();
}
