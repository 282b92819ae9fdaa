import { describe, expect, it } from "vitest";
import { addDays, isOfferExpired, offerValidUntil, swissDate, swissUtcOffsetHours } from "#app/domain/offer-validity";

describe("Swiss dates", () => {
  it("uses +1 h in winter and +2 h in summer time, switching at 01:00 UTC on the last Sundays of March and October", () => {
    expect(swissUtcOffsetHours(new Date("2026-01-15T12:00:00Z"))).toBe(1);
    expect(swissUtcOffsetHours(new Date("2026-03-29T00:59:59Z"))).toBe(1);
    expect(swissUtcOffsetHours(new Date("2026-03-29T01:00:00Z"))).toBe(2);
    expect(swissUtcOffsetHours(new Date("2026-07-01T12:00:00Z"))).toBe(2);
    expect(swissUtcOffsetHours(new Date("2026-10-25T00:59:59Z"))).toBe(2);
    expect(swissUtcOffsetHours(new Date("2026-10-25T01:00:00Z"))).toBe(1);
    // 2027: last Sundays are 28 March and 31 October.
    expect(swissUtcOffsetHours(new Date("2027-03-28T01:00:00Z"))).toBe(2);
    expect(swissUtcOffsetHours(new Date("2027-10-31T00:30:00Z"))).toBe(2);
    expect(swissUtcOffsetHours(new Date("2027-10-31T01:00:00Z"))).toBe(1);
    // Milliseconds before a switch still count as before it.
    expect(swissUtcOffsetHours(new Date("2026-03-29T00:59:59.999Z"))).toBe(1);
    expect(swissUtcOffsetHours(new Date("2026-10-25T00:59:59.999Z"))).toBe(2);
  });

  it("changes the date at Swiss midnight on the days summer time starts and ends", () => {
    // 29 March 2026: the night before is still winter time (+1 h), the night after summer time (+2 h).
    expect(swissDate(new Date("2026-03-28T22:59:59Z"))).toBe("2026-03-28");
    expect(swissDate(new Date("2026-03-28T23:00:00Z"))).toBe("2026-03-29");
    expect(swissDate(new Date("2026-03-29T21:59:59Z"))).toBe("2026-03-29");
    expect(swissDate(new Date("2026-03-29T22:00:00Z"))).toBe("2026-03-30");
    // 25 October 2026: the night before is summer time, the night after winter time.
    expect(swissDate(new Date("2026-10-24T21:59:59Z"))).toBe("2026-10-24");
    expect(swissDate(new Date("2026-10-24T22:00:00Z"))).toBe("2026-10-25");
    expect(swissDate(new Date("2026-10-25T22:59:59Z"))).toBe("2026-10-25");
    expect(swissDate(new Date("2026-10-25T23:00:00Z"))).toBe("2026-10-26");
  });

  it("gives the calendar date in Basel, which is a day ahead of UTC late in the evening", () => {
    expect(swissDate(new Date("2026-06-30T21:59:00Z"))).toBe("2026-06-30");
    expect(swissDate(new Date("2026-06-30T22:00:00Z"))).toBe("2026-07-01");
    expect(swissDate(new Date("2026-12-31T22:59:00Z"))).toBe("2026-12-31");
    expect(swissDate(new Date("2026-12-31T23:00:00Z"))).toBe("2027-01-01");
    expect(swissDate(new Date("2027-12-31T22:59:59.999Z"))).toBe("2027-12-31");
    expect(swissDate(new Date("2028-02-28T23:00:00Z"))).toBe("2028-02-29");
  });

  it("adds days across months and leap days", () => {
    expect(addDays("2026-01-31", 30)).toBe("2026-03-02");
    expect(addDays("2028-02-01", 30)).toBe("2028-03-02");
  });
});

describe("offer validity", () => {
  it("is valid for 30 days, through the whole last day", () => {
    const created = new Date("2026-03-02T08:00:00Z");
    expect(offerValidUntil(created)).toBe("2026-04-01");
    expect(isOfferExpired(created, new Date("2026-03-02T08:00:00Z"))).toBe(false);
    expect(isOfferExpired(created, new Date("2026-04-01T21:59:59Z"))).toBe(false);
    expect(isOfferExpired(created, new Date("2026-04-01T22:00:00Z"))).toBe(true);
  });

  it("counts from the Swiss date, also across the summer-time switches and the new year", () => {
    // Just after midnight in Basel on the first night of summer time: already 30 March there.
    expect(offerValidUntil(new Date("2026-03-29T22:30:00Z"))).toBe("2026-04-29");
    // 23:30 in Basel on the day winter time starts: still 25 October there.
    expect(offerValidUntil(new Date("2026-10-25T22:30:00Z"))).toBe("2026-11-24");
    // 22:30 UTC is 23:30 on New Year's Eve in Basel; 23:30 UTC is already 1 January there.
    expect(offerValidUntil(new Date("2026-12-31T22:30:00Z"))).toBe("2027-01-30");
    expect(offerValidUntil(new Date("2026-12-31T23:30:00Z"))).toBe("2027-01-31");
    const december = new Date("2026-12-05T10:00:00Z");
    expect(isOfferExpired(december, new Date("2027-01-04T22:59:59Z"))).toBe(false);
    expect(isOfferExpired(december, new Date("2027-01-04T23:00:00Z"))).toBe(true);
  });
});
