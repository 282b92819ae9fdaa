import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { track } from "#app/lib/analytics";
import type { Lang } from "#app/lib/i18n";
import { formMessages } from "#app/content/forms";
import type { CalculatorValues } from "./calculator";
import { computeQuote } from "#app/domain/pricing";
import { OFFER_ENDPOINT, sendOffer } from "./send-offer";

/**
 * Requesting the offer with JavaScript (spec 4, 7, 8), with `fetch` stubbed: the
 * shared schema's check, the JSON request, the outcome the calculator shows
 * (success card or failure alert) and the analytics events.
 */
vi.mock("#app/lib/analytics", () => ({ track: vi.fn() }));

const values: CalculatorValues = {
  plz: "4057 Basel",
  roofType: "flachdach",
  area: "100",
  areaUnit: "m2",
  company: "Muster AG",
  email: "anna@example.ch",
  phone: "061 123 45 67",
  notes: "",
};

const meta = { page: "/preise-angebot", website: "", fillMs: 9000 };

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

function send(input: Partial<CalculatorValues> = {}, lang: Lang = "de") {
  return sendOffer({ values: { ...values, ...input }, lang, meta });
}

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal("fetch", fetchMock);
  vi.mocked(track).mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("sending", () => {
  it("posts JSON with credentials to /api/offer: the values, language, page and fill time, no price", async () => {
    fetchMock.mockResolvedValue(answer(200, { downloadId: "x".repeat(22), message: "ok", title: "t" }));
    await send();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(OFFER_ENDPOINT);
    expect(url).toBe("/api/offer");
    expect(init).toMatchObject({
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
    });
    expect(JSON.parse(String(init.body))).toEqual({
      plz: "4057 Basel",
      roofType: "flachdach",
      area: 100,
      areaUnit: "m2",
      name: "",
      company: "Muster AG",
      email: "anna@example.ch",
      phone: "061 123 45 67",
      notes: "",
      language: "de",
      page: "/preise-angebot",
      website: "",
      fillMs: 9000,
    });
  });

  it("success: the download id, the server's heading and message, and the offer number", async () => {
    fetchMock.mockResolvedValue(
      answer(200, {
        downloadId: "AbCdEfGhIjKlMnOpQrStUv",
        message: formMessages.de.offerSuccess.description,
        title: formMessages.de.offerSuccess.title,
        offerNumber: "OF-260302-7K3QX9",
      }),
    );
    expect(await send()).toEqual({
      status: "sent",
      downloadId: "AbCdEfGhIjKlMnOpQrStUv",
      title: "Offerte erstellt",
      message: formMessages.de.offerSuccess.description,
      offerNumber: "OF-260302-7K3QX9",
    });
  });

  it("success reports calculator_submit and lead_generated, with nothing the visitor typed but the size", async () => {
    fetchMock.mockResolvedValue(answer(200, { downloadId: "AbCdEfGhIjKlMnOpQrStUv", message: "ok" }));
    await send();
    const quote = computeQuote({ size: 100, unit: "m2", roofType: "flachdach" });
    expect(track).toHaveBeenCalledWith("calculator_submit", {
      calculator_type: "sofort_offerte",
      total_cost: 669.36,
      input_size: 100,
      unit: "m2",
      size_m2: 100,
      roof_type: "flachdach",
    });
    expect(quote.total).toBe(669.36);
    expect(track).toHaveBeenCalledWith("lead_generated", { source: "sofort_offerte", value: 669.36, currency: "CHF" });
    const sent = JSON.stringify(vi.mocked(track).mock.calls);
    for (const personal of [values.company, values.email, values.phone, values.plz])
      expect(sent).not.toContain(personal);
  });

  it("a success answer without heading or message uses the texts of the page language", async () => {
    fetchMock.mockResolvedValue(answer(200, { downloadId: "AbCdEfGhIjKlMnOpQrStUv" }));
    expect(await send({}, "it")).toMatchObject({
      status: "sent",
      title: formMessages.it.offerSuccess.title,
      message: formMessages.it.offerSuccess.description,
      offerNumber: undefined,
    });
  });
});

describe("the check in the browser", () => {
  it("a malformed e-mail address: the field's message, nothing sent, no event", async () => {
    const outcome = await send({ email: "anna(at)example.ch" });
    expect(outcome).toEqual({
      status: "failed",
      stage: "check",
      message: formMessages.de.invalid,
      fields: { email: formMessages.de.fields.email },
    });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(track).not.toHaveBeenCalled();
  });

  it("a missing company: 'please fill in all required fields' in the page language", async () => {
    const outcome = await send({ company: "" }, "fr");
    expect(outcome).toEqual({
      status: "failed",
      stage: "check",
      message: formMessages.fr.required,
      fields: { company: formMessages.fr.offerFields.company },
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("failures (spec 8)", () => {
  it("a server error: the server's message, the alert with the contact line; no event", async () => {
    fetchMock.mockResolvedValue(answer(500, { message: "Fehler beim Erstellen der Offerte" }));
    expect(await send()).toEqual({
      status: "failed",
      stage: "send",
      message: "Fehler beim Erstellen der Offerte",
      fields: {},
    });
    expect(track).not.toHaveBeenCalled();
  });

  it("an answer without a message falls back to 'Fehler beim Erstellen der Offerte'", async () => {
    fetchMock.mockResolvedValue(new Response("502 Bad Gateway", { status: 502 }));
    expect(await send()).toMatchObject({
      status: "failed",
      stage: "send",
      message: "Fehler beim Erstellen der Offerte",
    });
  });

  it("a network failure falls back to the page language's text", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    expect(await send({}, "en")).toEqual({
      status: "failed",
      stage: "send",
      message: formMessages.en.offerFailure.title,
      fields: {},
    });
  });

  it("400: the server's message and its message per field", async () => {
    const fields = { plz: formMessages.de.offerFields.plz, bogus: 42 };
    fetchMock.mockResolvedValue(answer(400, { message: formMessages.de.invalid, fields }));
    expect(await send()).toEqual({
      status: "failed",
      stage: "send",
      message: formMessages.de.invalid,
      fields: { plz: formMessages.de.offerFields.plz },
    });
  });

  it.each([429, 413, 403])("%i: the server's message says what to do", async (status) => {
    fetchMock.mockResolvedValue(answer(status, { message: formMessages.de.tooMany }));
    expect(await send()).toEqual({ status: "failed", stage: "send", message: formMessages.de.tooMany, fields: {} });
  });

  it("a 200 without a download id is a failure, not an empty success card", async () => {
    fetchMock.mockResolvedValue(answer(200, { message: "ok" }));
    expect(await send()).toMatchObject({
      status: "failed",
      stage: "send",
      message: formMessages.de.offerFailure.title,
    });
    expect(track).not.toHaveBeenCalled();
  });
});
