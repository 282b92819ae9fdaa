import { describe, expect, it } from "vitest";
import {
  calculatorReducer,
  calculatorSubmitEvent,
  canRequestOffer,
  downloadHref,
  emptyCalculator,
  initialCalculatorState,
  missingRequired,
  offerRequestBody,
  parseSize,
  previewQuote,
  shouldSubmit,
  sizeOutOfRange,
  stateFromFormResult,
  type CalculatorAction,
  type CalculatorState,
  type CalculatorValues,
} from "./calculator";
import { offerRequiredFields, offerSchema } from "./offer-schema";
import { computeQuote } from "#app/domain/pricing";

/** The calculator's rules (spec 4 and 5) without React: preview, enabled button, request body, event. */

const filled: CalculatorValues = {
  plz: "4057 Basel",
  roofType: "ziegeldach",
  area: "50",
  areaUnit: "kwp",
  company: "Muster AG",
  email: "anna@example.ch",
  phone: "",
  notes: "",
};

describe("size input", () => {
  it.each([
    ["50", 50],
    [" 12.5 ", 12.5],
    ["12,5", 12.5],
    ["5000", 5000],
    ["0", 0],
  ])("%j is %s", (input, value) => {
    expect(parseSize(input)).toBe(value);
  });

  it.each(["", "  ", "abc", "1e999", "12..5"])("%j is not a number", (input) => {
    expect(parseSize(input)).toBeNaN();
  });

  it("flags a typed size outside above 0 .. 5000, not an empty one", () => {
    expect(sizeOutOfRange({ area: "" })).toBe(false);
    expect(sizeOutOfRange({ area: "1" })).toBe(false);
    expect(sizeOutOfRange({ area: "5000" })).toBe(false);
    expect(sizeOutOfRange({ area: "0" })).toBe(true);
    expect(sizeOutOfRange({ area: "-3" })).toBe(true);
    expect(sizeOutOfRange({ area: "5000.5" })).toBe(true);
    expect(sizeOutOfRange({ area: "x" })).toBe(true);
  });
});

describe("price preview (spec 4: only once size and roof type are set)", () => {
  it("is absent while the roof type or the size is missing", () => {
    expect(previewQuote(emptyCalculator)).toBeNull();
    expect(previewQuote({ ...emptyCalculator, roofType: "flachdach" })).toBeNull();
    expect(previewQuote({ ...emptyCalculator, area: "120" })).toBeNull();
  });

  it("is absent for a size of 0, below 0 or above 5000", () => {
    for (const area of ["0", "-1", "5001", "abc"]) {
      expect(previewQuote({ ...filled, area })).toBeNull();
    }
  });

  it("is the pricing module's quote for the size in its unit", () => {
    expect(previewQuote(filled)).toEqual(computeQuote({ size: 50, unit: "kwp", roofType: "ziegeldach" }));
    const flat = previewQuote({ ...emptyCalculator, roofType: "flachdach", area: "100" });
    expect(flat).toMatchObject({ areaM2: 100, net: 619.2, vat: 50.16, total: 669.36 });
    const panels = previewQuote({ ...emptyCalculator, roofType: "blechdach", area: "12,5", areaUnit: "panel" });
    expect(panels).toMatchObject({ size: 12.5, areaM2: 20 });
  });

  it("does not need the contact fields", () => {
    const contactless: CalculatorValues = { ...filled, plz: "", company: "", email: "" };
    expect(previewQuote(contactless)).not.toBeNull();
  });
});

describe("PDF button (spec 5)", () => {
  it("is enabled when postcode, roof type, a size above 0, e-mail and company are filled", () => {
    expect(canRequestOffer(filled, false)).toBe(true);
    expect(missingRequired(filled)).toEqual([]);
  });

  it("phone and notes are optional", () => {
    expect(canRequestOffer({ ...filled, phone: "", notes: "" }, false)).toBe(true);
  });

  it("is disabled while the offer is being made", () => {
    expect(canRequestOffer(filled, true)).toBe(false);
  });

  it.each([
    ["plz", { plz: "  " }],
    ["roofType", { roofType: "" }],
    ["area", { area: "" }],
    ["area", { area: "0" }],
    ["area", { area: "6000" }],
    ["company", { company: "" }],
    ["email", { email: " " }],
  ] as const)("is disabled without %s", (field, change) => {
    const values = { ...filled, ...change } as CalculatorValues;
    expect(canRequestOffer(values, false)).toBe(false);
    expect(missingRequired(values)).toEqual([field]);
  });

  it("lists every missing field of an empty form, in the form's order", () => {
    expect(missingRequired(emptyCalculator)).toEqual(["plz", "roofType", "area", "company", "email"]);
  });

  it("requires what the shared schema requires (the unit always has a value)", () => {
    const schemaFields = offerRequiredFields.filter((field) => field !== "areaUnit");
    expect([...missingRequired(emptyCalculator)].sort()).toEqual([...schemaFields].sort());
  });
});

describe("submit guard (spec 5: silently nothing without a price or e-mail)", () => {
  it("sends only with a price and an e-mail address", () => {
    expect(shouldSubmit(filled)).toBe(true);
    expect(shouldSubmit({ ...filled, email: "" })).toBe(false);
    expect(shouldSubmit({ ...filled, roofType: "" })).toBe(false);
    expect(shouldSubmit({ ...filled, area: "" })).toBe(false);
  });
});

describe("request body (spec 7)", () => {
  it("carries the size as a number in area with its unit, company as addressee, and the form's own fields", () => {
    const body = offerRequestBody(
      { ...filled, plz: " 4057 Basel ", area: "12,5", phone: "+41 61 123 45 67", notes: "Zugang über Hof" },
      { language: "de", page: "/preise-angebot", website: "", fillMs: 8123.6 },
    );
    expect(body).toEqual({
      plz: "4057 Basel",
      roofType: "ziegeldach",
      area: 12.5,
      areaUnit: "kwp",
      name: "",
      company: "Muster AG",
      email: "anna@example.ch",
      phone: "+41 61 123 45 67",
      notes: "Zugang über Hof",
      language: "de",
      page: "/preise-angebot",
      website: "",
      fillMs: 8124,
    });
    expect(offerSchema.safeParse(body).success).toBe(true);
    expect(body).not.toHaveProperty("total");
  });

  it("leaves out an unknown fill time and passes the honeypot on", () => {
    const body = offerRequestBody(filled, {
      language: "fr",
      page: "/fr/prix-devis",
      website: "spam",
      fillMs: undefined,
    });
    expect(body).not.toHaveProperty("fillMs");
    expect(body.website).toBe("spam");
  });
});

describe("analytics and download", () => {
  it("calculator_submit has the type, total, input size, unit, size in m² and roof type (spec 7)", () => {
    const quote = computeQuote({ size: 50, unit: "kwp", roofType: "blechdach" });
    expect(calculatorSubmitEvent(quote)).toEqual({
      calculator_type: "sofort_offerte",
      total_cost: quote.total,
      input_size: 50,
      unit: "kwp",
      size_m2: 350,
      roof_type: "blechdach",
    });
  });

  it("the PDF is GET /api/download-offer/{downloadId}", () => {
    expect(downloadHref("AbC_d-12345678901234567")).toBe("/api/download-offer/AbC_d-12345678901234567");
    expect(downloadHref("a/b")).toBe("/api/download-offer/a%2Fb");
  });
});

describe("states and transitions (spec 4)", () => {
  const run = (actions: CalculatorAction[], from: CalculatorState = initialCalculatorState) =>
    actions.reduce(calculatorReducer, from);
  const fill = (values: CalculatorValues): CalculatorAction[] =>
    (Object.keys(values) as (keyof CalculatorValues)[]).map((field) => ({ type: "edit", field, value: values[field] }));
  const sent = {
    status: "sent",
    downloadId: "AbCdEfGhIjKlMnOpQrStUv",
    title: "Offerte erstellt",
    message: "Ihre Offerte ist bereit zum Herunterladen.",
    offerNumber: "OF-260302-7K3QX9",
  } as const;

  it("starts empty, without loading, messages, alert or offer", () => {
    expect(initialCalculatorState).toEqual({
      values: emptyCalculator,
      loading: false,
      errors: {},
      failure: null,
      offer: null,
    });
  });

  it("editing sets the value; the selects keep only their own values", () => {
    const state = run([
      { type: "edit", field: "roofType", value: "flachdach" },
      { type: "edit", field: "areaUnit", value: "kwp" },
      { type: "edit", field: "areaUnit", value: "hectare" },
      { type: "edit", field: "area", value: "12" },
    ]);
    expect(state.values).toMatchObject({ roofType: "flachdach", areaUnit: "kwp", area: "12" });
    expect(run([{ type: "edit", field: "roofType", value: "strohdach" }], state).values.roofType).toBe("");
  });

  it("submit sets loading; a sent offer ends it with the success card", () => {
    const loading = run([...fill(filled), { type: "submit" }]);
    expect(loading.loading).toBe(true);
    expect(canRequestOffer(loading.values, loading.loading)).toBe(false);
    const done = run([{ type: "outcome", outcome: sent }], loading);
    expect(done).toMatchObject({ loading: false, failure: null, errors: {} });
    expect(done.offer).toEqual({
      downloadId: sent.downloadId,
      title: sent.title,
      message: sent.message,
      offerNumber: sent.offerNumber,
    });
    // The values stay for the price lines next to the card until 'new offer'.
    expect(done.values).toEqual(filled);
  });

  it("submit does nothing without a price or an e-mail address, or while loading", () => {
    const noEmail = run([...fill({ ...filled, email: "" }), { type: "submit" }]);
    expect(noEmail.loading).toBe(false);
    const noPrice = run([...fill({ ...filled, roofType: "" }), { type: "submit" }]);
    expect(noPrice.loading).toBe(false);
    const loading = run([...fill(filled), { type: "submit" }]);
    expect(run([{ type: "submit" }], loading)).toBe(loading);
  });

  it("a failure ends loading with the alert and the field messages; the values stay", () => {
    const failed = run([
      ...fill(filled),
      { type: "submit" },
      {
        type: "outcome",
        outcome: {
          status: "failed",
          stage: "send",
          message: "Fehler beim Erstellen der Offerte",
          fields: { plz: "PLZ?" },
        },
      },
    ]);
    expect(failed).toMatchObject({
      loading: false,
      offer: null,
      failure: { stage: "send", message: "Fehler beim Erstellen der Offerte" },
      errors: { plz: "PLZ?" },
      values: filled,
    });
    // Editing the marked field clears its message; a new submit clears the alert.
    const edited = run([{ type: "edit", field: "plz", value: "4058 Basel" }], failed);
    expect(edited.errors).toEqual({});
    expect(edited.failure).not.toBeNull();
    expect(run([{ type: "submit" }], edited)).toMatchObject({ loading: true, failure: null });
  });

  it("'new offer' resets the view to an empty calculator", () => {
    const done = run([...fill(filled), { type: "submit" }, { type: "outcome", outcome: sent }]);
    expect(run([{ type: "reset" }], done)).toEqual(initialCalculatorState);
  });
});

describe("stateFromFormResult (the quote page rendered again after a form sent without JavaScript)", () => {
  it("starts empty without an outcome or with another form's outcome", () => {
    expect(stateFromFormResult(null)).toBe(initialCalculatorState);
    expect(stateFromFormResult({ form: "contact", ok: true, title: "t", message: "m" })).toBe(initialCalculatorState);
  });

  it("shows the success card with the download link of the offer", () => {
    const state = stateFromFormResult({
      form: "offer",
      ok: true,
      title: "Offerte erstellt",
      message: "Bereit",
      downloadId: "abcDEF123",
      offerNumber: "OF-261122-ABCDEF",
    });
    expect(state.offer).toEqual({
      downloadId: "abcDEF123",
      title: "Offerte erstellt",
      message: "Bereit",
      offerNumber: "OF-261122-ABCDEF",
    });
    expect(state.values).toEqual(emptyCalculator);
  });

  it("refills the visitor's values, keeps only known choices and shows the messages and the alert", () => {
    const state = stateFromFormResult({
      form: "offer",
      ok: false,
      title: "Fehler",
      message: "Bitte prüfen Sie die markierten Felder.",
      fields: { email: "Bitte eine gültige E-Mail-Adresse", website: "ignored" },
      values: {
        plz: "4057 Basel",
        roofType: "strohdach",
        area: "120",
        areaUnit: "panel",
        company: "Muster AG",
        email: "x@y",
      },
    });
    expect(state.values).toEqual({
      ...emptyCalculator,
      plz: "4057 Basel",
      roofType: "",
      area: "120",
      areaUnit: "panel",
      company: "Muster AG",
      email: "x@y",
    });
    expect(state.errors).toEqual({ email: "Bitte eine gültige E-Mail-Adresse" });
    expect(state.failure).toEqual({ stage: "send", message: "Bitte prüfen Sie die markierten Felder." });
    expect(state.offer).toBeNull();
  });
});
