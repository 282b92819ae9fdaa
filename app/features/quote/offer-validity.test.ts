import { describe, expect, it } from "vitest";
import { addDays, isOfferExpired, offerValidUntil, swissDate, swissUtcOffsetHours } from "./offer-validity";

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
  });

  it("gives the calendar date in Basel, which is a day ahead of UTC late in the evening", () => {
    expect(swissDate(new Date("2026-06-30T21:59:00Z"))).toBe("2026-06-30");
    expect(swissDate(new Date("2026-06-30T22:00:00Z"))).toBe("2026-07-01");
    expect(swissDate(new Date("2026-12-31T22:59:00Z"))).toBe("2026-12-31");
    expect(swissDate(new Date("2026-12-31T23:00:00Z"))).toBe("2027-01-01");
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
});
