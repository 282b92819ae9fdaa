/**
 * How long an instant-quote offer holds, and the calendar dates printed on it.
 * Dates are the company's (Basel): Swiss time, read through Intl with the
 * Europe/Zurich time zone, whose rules Node and the browsers carry alike.
 */

/** An offer is valid for 30 days (printed on the PDF; the download expires with it). */
export const OFFER_VALID_DAYS = 30;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

type WallClock = Record<"year" | "month" | "day" | "hour" | "minute" | "second", number>;

// Created on first use: building a formatter loads time-zone data, which pages that never ask should not pay for.
let swissClock: Intl.DateTimeFormat | undefined;

/** The date and time a clock in Switzerland shows at an instant. */
function swissWallClock(at: Date): WallClock {
  swissClock ??= new Intl.DateTimeFormat("en-US", {
    timeZone: "Europe/Zurich",
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  });
  const clock: Partial<WallClock> = {};
  for (const { type, value } of swissClock.formatToParts(at)) {
    if (type !== "literal") clock[type as keyof WallClock] = Number(value);
  }
  return clock as WallClock;
}

/** Offset of Swiss time from UTC at an instant: +2 h in summer time, +1 h otherwise. */
export function swissUtcOffsetHours(at: Date): number {
  const { year, month, day, hour, minute, second } = swissWallClock(at);
  const wallClockAsUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const wholeSeconds = Math.floor(at.getTime() / 1000) * 1000;
  return Math.round((wallClockAsUtc - wholeSeconds) / HOUR_MS);
}

/** The calendar date in Switzerland at an instant, as YYYY-MM-DD. */
export function swissDate(at: Date): string {
  const { year, month, day } = swissWallClock(at);
  const twoDigits = (n: number) => String(n).padStart(2, "0");
  return `${year}-${twoDigits(month)}-${twoDigits(day)}`;
}

/** A YYYY-MM-DD date plus whole days. */
export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The last day the offer is valid (Swiss date): the offer's date plus 30 days. */
export function offerValidUntil(createdAt: Date): string {
  return addDays(swissDate(createdAt), OFFER_VALID_DAYS);
}

/** Expired once the Swiss date is past the printed "valid until" day. */
export function isOfferExpired(createdAt: Date, now: Date): boolean {
  return swissDate(now) > offerValidUntil(createdAt);
}
