/**
 * How long an instant-quote offer holds, and the calendar dates printed on it.
 * Dates are the company's (Basel): Swiss time, computed with the EU/Swiss
 * summer-time rule instead of Intl, so server and browser always agree.
 */

/** An offer is valid for 30 days (printed on the PDF; the download expires with it). */
export const OFFER_VALID_DAYS = 30;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** 01:00 UTC on the last Sunday of a month (0-based): when Swiss summer time starts (March) and ends (October). */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** Offset of Swiss time from UTC at an instant: +2 h in summer time, +1 h otherwise. */
export function swissUtcOffsetHours(at: Date): number {
  const year = at.getUTCFullYear();
  const t = at.getTime();
  return t >= lastSundayAtOneUtc(year, 2) && t < lastSundayAtOneUtc(year, 9) ? 2 : 1;
}

/** The calendar date in Switzerland at an instant, as YYYY-MM-DD. */
export function swissDate(at: Date): string {
  return new Date(at.getTime() + swissUtcOffsetHours(at) * HOUR_MS).toISOString().slice(0, 10);
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
