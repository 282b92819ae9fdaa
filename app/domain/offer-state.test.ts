import { describe, expect, it } from "vitest";
import {
  currentOfferState,
  nextCleaningCutoff,
  nextCleaningDue,
  nextOfferState,
  offerStates,
  reminderCutoff,
  reminderDue,
  type OfferEvent,
} from "#app/domain/offer-state";

const created = new Date("2026-03-02T08:00:00.000Z");

describe("offer state machine", () => {
  it("moves a sent offer to accepted, declined or expired", () => {
    expect(nextOfferState("sent", "accept")).toBe("accepted");
    expect(nextOfferState("sent", "decline")).toBe("declined");
    expect(nextOfferState("sent", "expire")).toBe("expired");
  });

  it("changes nothing once an offer is accepted, declined or expired", () => {
    const events: OfferEvent[] = ["accept", "decline", "expire"];
    for (const state of offerStates.filter((s) => s !== "sent")) {
      for (const event of events) expect(nextOfferState(state, event)).toBeUndefined();
    }
  });

  it("reads a stored sent offer past its validity as expired, through the whole last day in Swiss time", () => {
    // Valid until 1 April 2026 (Swiss date): 21:59 UTC is 23:59 in Basel (summer time).
    expect(currentOfferState("sent", created, new Date("2026-04-01T21:59:00.000Z"))).toBe("sent");
    expect(currentOfferState("sent", created, new Date("2026-04-01T22:00:00.000Z"))).toBe("expired");
    expect(currentOfferState("accepted", created, new Date("2027-01-01T00:00:00.000Z"))).toBe("accepted");
    expect(currentOfferState("declined", created, new Date("2027-01-01T00:00:00.000Z"))).toBe("declined");
    expect(currentOfferState("nonsense", created, created)).toBe("sent");
  });
});

describe("reminder", () => {
  const hours = (h: number) => new Date(created.getTime() + h * 3_600_000);

  it("is due once the hours have passed, for a sent offer not yet reminded", () => {
    expect(reminderDue({ state: "sent", createdAt: created }, hours(95.9), 96)).toBe(false);
    expect(reminderDue({ state: "sent", createdAt: created }, hours(96), 96)).toBe(true);
    // Fractions: 0.001 h is 3.6 s.
    expect(reminderDue({ state: "sent", createdAt: created }, new Date(created.getTime() + 3_600), 0.001)).toBe(true);
    expect(reminderCutoff(hours(96), 96)).toBe(created.toISOString());
  });

  it("is never due after acceptance, decline or expiry, twice, or after an opt-out", () => {
    for (const state of ["accepted", "declined", "expired"] as const) {
      expect(reminderDue({ state, createdAt: created }, hours(200), 96)).toBe(false);
    }
    expect(
      reminderDue({ state: "sent", createdAt: created, reminderSentAt: hours(96).toISOString() }, hours(200), 96),
    ).toBe(false);
    expect(reminderDue({ state: "sent", createdAt: created, optedOut: true }, hours(200), 96)).toBe(false);
  });
});

describe("next-cleaning mail", () => {
  const acceptedAt = "2026-03-03T10:00:00.000Z";
  const days = (d: number) => new Date(Date.parse(acceptedAt) + d * 86_400_000);

  it("is due the days after acceptance when the customer asked for it, once", () => {
    const offer = { state: "accepted" as const, acceptedAt, wanted: true };
    expect(nextCleaningDue(offer, days(364.9), 365)).toBe(false);
    expect(nextCleaningDue(offer, days(365), 365)).toBe(true);
    expect(nextCleaningDue({ ...offer, sentAt: days(365).toISOString() }, days(400), 365)).toBe(false);
    expect(nextCleaningDue({ ...offer, wanted: false }, days(400), 365)).toBe(false);
    expect(nextCleaningDue({ ...offer, optedOut: true }, days(400), 365)).toBe(false);
    expect(nextCleaningDue({ ...offer, state: "declined" }, days(400), 365)).toBe(false);
    expect(nextCleaningCutoff(days(365), 365)).toBe(acceptedAt);
  });
});
