import { afterEach, describe, expect, it, vi } from "vitest";
import { consentSignals, scrubParams, track, updateConsent } from "./analytics";

describe("scrubParams", () => {
  it("keeps numbers, booleans and plain strings", () => {
    expect(
      scrubParams({ total_cost: 743.73, size: 0, ok: true, off: false, unit: "m2", page_path: "/fr/contact" }),
    ).toEqual({
      total_cost: 743.73,
      size: 0,
      ok: true,
      off: false,
      unit: "m2",
      page_path: "/fr/contact",
    });
  });

  it("drops e-mail-like strings", () => {
    expect(scrubParams({ a: "max@example.ch", b: "contact: jean.dupont@mail.fr please", c: "ok" })).toEqual({
      c: "ok",
    });
  });

  it("drops phone-like strings", () => {
    expect(
      scrubParams({ a: "+41 61 511 27 40", b: "061 511 27 40", c: "0615112740", d: "+41615112740", e: "fine" }),
    ).toEqual({
      e: "fine",
    });
  });

  it("keeps short digit strings that are not phone numbers", () => {
    expect(scrubParams({ postcode: "4057", year: "2025" })).toEqual({ postcode: "4057", year: "2025" });
  });

  it("drops objects, arrays, null and undefined", () => {
    expect(scrubParams({ o: { x: 1 }, a: [1], n: null, u: undefined, s: "x" })).toEqual({ s: "x" });
  });

  it("truncates long strings to 100 characters", () => {
    const out = scrubParams({ s: "x".repeat(250), t: "y".repeat(100) });
    expect(out.s).toBe("x".repeat(100));
    expect(out.t).toBe("y".repeat(100));
  });
});

describe("consentSignals", () => {
  it("grants all four Consent Mode v2 signals when accepted", () => {
    expect(consentSignals("accepted")).toEqual({
      ad_storage: "granted",
      analytics_storage: "granted",
      ad_user_data: "granted",
      ad_personalization: "granted",
    });
  });

  it("denies all four when declined", () => {
    expect(consentSignals("declined")).toEqual({
      ad_storage: "denied",
      analytics_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
    });
  });
});

describe("track", () => {
  const g = globalThis as { window?: unknown };

  afterEach(() => {
    delete g.window;
  });

  it("does nothing without a window (server rendering)", () => {
    delete g.window;
    expect(() => track("video_play", { video_id: "intro" })).not.toThrow();
  });

  it("pushes ['event', name, params] onto window.dataLayer when there is no gtag", () => {
    const win: { dataLayer?: unknown[] } = {};
    g.window = win;
    track("whatsapp_open", { source: "footer" });
    expect(win.dataLayer).toEqual([["event", "whatsapp_open", { source: "footer" }]]);
    track("video_play", { video_id: "intro" });
    expect(win.dataLayer).toHaveLength(2);
    expect(win.dataLayer![1]).toEqual(["event", "video_play", { video_id: "intro" }]);
  });

  it("scrubs personal data out of the params", () => {
    const win: { dataLayer?: unknown[] } = { dataLayer: [] };
    g.window = win;
    track("lead_generated", { source: "a@b.ch", value: 388, currency: "CHF" });
    expect(win.dataLayer).toEqual([["event", "lead_generated", { value: 388, currency: "CHF" }]]);
  });

  it("calls window.gtag when it exists", () => {
    const gtag = vi.fn();
    const win = { gtag, dataLayer: [] as unknown[] };
    g.window = win;
    track("page_view", { page_path: "/it", page_language: "it" });
    expect(gtag).toHaveBeenCalledWith("event", "page_view", { page_path: "/it", page_language: "it" });
    expect(win.dataLayer).toEqual([]);
  });

  it("updateConsent sends a consent update", () => {
    const win: { dataLayer?: unknown[] } = {};
    g.window = win;
    updateConsent("accepted");
    expect(win.dataLayer).toEqual([["consent", "update", consentSignals("accepted")]]);
  });
});
