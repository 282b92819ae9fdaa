import type { AnalyticsEvents } from "#app/lib/analytics";
import type { FormField } from "#app/content/forms";
import type { FormResult } from "../forms/result";
import {
  areaUnits,
  computeQuote,
  MAX_SIZE,
  roofTypes,
  type AreaUnit,
  type Quote,
  type RoofType,
} from "#app/domain/pricing";

/**
 * The instant-quote calculator's rules (spec 4 and 5), without React and without
 * zod, so they weigh almost nothing in the page's initial JavaScript and can be
 * tested on their own: when the price preview shows, when the PDF button is
 * enabled, and what the request to POST /api/offer carries.
 *
 * The values are the form's fields, named as POST /api/offer names them (the size
 * is `area` in `areaUnit`), so a form sent without JavaScript posts the same names.
 */
export interface CalculatorValues {
  /** Postcode and town of the system, e.g. "4057 Basel". */
  plz: string;
  /** Empty until the visitor chooses one. */
  roofType: RoofType | "";
  /** The size as typed, in `areaUnit`. */
  area: string;
  areaUnit: AreaUnit;
  /** Company or name: the addressee of the offer. */
  company: string;
  email: string;
  phone: string;
  notes: string;
}

export type CalculatorField = keyof CalculatorValues;

export const emptyCalculator: CalculatorValues = {
  plz: "",
  roofType: "",
  area: "",
  areaUnit: "m2",
  company: "",
  email: "",
  phone: "",
  notes: "",
};

/** The smallest size the input offers (spec 5: min 1, max 5000); any size above 0 is priced. */
export const MIN_SIZE_INPUT = 1;

/** The fields spec 5 requires before the PDF button is enabled, in the order of the form. */
export const calculatorRequired = [
  "plz",
  "roofType",
  "area",
  "company",
  "email",
] as const satisfies readonly CalculatorField[];

export function isRoofType(value: string): value is RoofType {
  return (roofTypes as readonly string[]).includes(value);
}

export function isAreaUnit(value: string): value is AreaUnit {
  return (areaUnits as readonly string[]).includes(value);
}

/** The typed size as a number ("12,5" with a decimal comma too); NaN when empty or not a number. */
export function parseSize(input: string): number {
  const text = input.trim().replace(",", ".");
  if (text === "") return Number.NaN;
  const value = Number(text);
  return Number.isFinite(value) ? value : Number.NaN;
}

/** A size the calculator prices: above 0 and at most 5000 (in any unit). */
export function isPricedSize(size: number): boolean {
  return Number.isFinite(size) && size > 0 && size <= MAX_SIZE;
}

/** True when a size was typed that cannot be priced (0, negative, above 5000): the field shows why. */
export function sizeOutOfRange(values: Pick<CalculatorValues, "area">): boolean {
  return values.area.trim() !== "" && !isPricedSize(parseSize(values.area));
}

/**
 * The price preview (spec 4): only once a roof type is chosen and a size above 0
 * (and within the input's 5000) is entered; otherwise null.
 */
export function previewQuote(values: Pick<CalculatorValues, "roofType" | "area" | "areaUnit">): Quote | null {
  const size = parseSize(values.area);
  if (!isRoofType(values.roofType) || !isPricedSize(size)) return null;
  return computeQuote({ size, unit: values.areaUnit, roofType: values.roofType });
}

/** Required fields still empty (or, for the size, not a size above 0 and up to 5000). */
export function missingRequired(values: CalculatorValues): CalculatorField[] {
  return calculatorRequired.filter((field) => {
    if (field === "area") return !isPricedSize(parseSize(values.area));
    if (field === "roofType") return !isRoofType(values.roofType);
    return values[field].trim() === "";
  });
}

/**
 * Spec 5: the PDF button is enabled only when postcode, roof type, a size above 0,
 * e-mail and company are filled and no offer is being made; otherwise the page
 * shows the hint 'Bitte füllen Sie alle Pflichtfelder (*) aus.'.
 */
export function canRequestOffer(values: CalculatorValues, loading: boolean): boolean {
  return !loading && missingRequired(values).length === 0;
}

/** Spec 5: a submit without a price or an e-mail address does nothing at all. */
export function shouldSubmit(values: CalculatorValues): boolean {
  return previewQuote(values) !== null && values.email.trim() !== "";
}

/** What the form adds to the visitor's values: language, page, honeypot and fill time. */
export interface OfferMeta {
  language: string;
  page: string;
  /** The honeypot's value (empty for people). */
  website: string;
  /** Milliseconds from the first focus or input to sending; left out when unknown. */
  fillMs: number | undefined;
}

/**
 * The JSON body of POST /api/offer (spec 7, DESIGN "API contracts"): the size as a
 * number in `area` with its `areaUnit`; the one "company or name" field is the
 * company (the addressee), `name` stays empty. No price: the server computes it.
 */
export function offerRequestBody(values: CalculatorValues, meta: OfferMeta): Record<string, string | number> {
  const size = parseSize(values.area);
  const body: Record<string, string | number> = {
    plz: values.plz.trim(),
    roofType: values.roofType,
    area: Number.isFinite(size) ? size : values.area,
    areaUnit: values.areaUnit,
    name: "",
    company: values.company.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    notes: values.notes.trim(),
    language: meta.language,
    page: meta.page,
    website: meta.website,
  };
  if (meta.fillMs !== undefined) body.fillMs = Math.max(0, Math.round(meta.fillMs));
  return body;
}

/** The calculator_submit event of spec 7: no field for anything the visitor typed besides the size. */
export function calculatorSubmitEvent(quote: Quote): AnalyticsEvents["calculator_submit"] {
  return {
    calculator_type: "sofort_offerte",
    total_cost: quote.total,
    input_size: quote.size,
    unit: quote.unit,
    size_m2: quote.areaM2,
    roof_type: quote.roofType,
  };
}

/** Where the PDF of an offer is downloaded: GET /api/download-offer/{downloadId}, opened in a new tab (spec 7). */
export function downloadHref(downloadId: string): string {
  return `/api/download-offer/${encodeURIComponent(downloadId)}`;
}

/** A message per field: from the check in the browser or from the server's 400. */
export type OfferFieldMessages = Partial<Record<FormField, string>>;

/** What requesting the offer came to (send-offer.ts). */
export type OfferOutcome =
  | {
      status: "sent";
      downloadId: string;
      /** The server's heading and message (the offer is ready; a copy follows by e-mail). */
      title: string;
      message: string;
      offerNumber?: string;
    }
  | {
      status: "failed";
      /**
       * "check": the browser's check stopped it, nothing was sent. "send": the request
       * failed or the server refused it; the alert of spec 8 with the contact e-mail shows.
       */
      stage: "check" | "send";
      /** The server's message, or spec 8's 'Fehler beim Erstellen der Offerte'. */
      message: string;
      fields: OfferFieldMessages;
    };

export type SentOffer = Omit<Extract<OfferOutcome, { status: "sent" }>, "status">;
export type OfferFailure = Pick<Extract<OfferOutcome, { status: "failed" }>, "stage" | "message">;

/**
 * The calculator's state (spec 4): the values, whether the offer is being made, the
 * field messages, the failure alert, and the offer once it is made (the success card).
 */
export interface CalculatorState {
  values: CalculatorValues;
  loading: boolean;
  errors: OfferFieldMessages;
  failure: OfferFailure | null;
  offer: SentOffer | null;
}

export const initialCalculatorState: CalculatorState = {
  values: emptyCalculator,
  loading: false,
  errors: {},
  failure: null,
  offer: null,
};

export type CalculatorAction =
  | { type: "edit"; field: CalculatorField; value: string }
  | { type: "submit" }
  | { type: "outcome"; outcome: OfferOutcome }
  | { type: "reset" };

/**
 * The transitions of spec 4: editing keeps the values in range of the selects and
 * clears the edited field's message; submitting sets loading (and does nothing
 * without a price or e-mail, or while loading); a sent offer shows the success card;
 * a failure ends loading with the alert and the field messages, keeping the values;
 * 'new offer' resets the view to an empty calculator.
 */
export function calculatorReducer(state: CalculatorState, action: CalculatorAction): CalculatorState {
  switch (action.type) {
    case "edit": {
      const { field, value } = action;
      let values: CalculatorValues;
      if (field === "roofType") values = { ...state.values, roofType: isRoofType(value) ? value : "" };
      else if (field === "areaUnit") values = isAreaUnit(value) ? { ...state.values, areaUnit: value } : state.values;
      else values = { ...state.values, [field]: value };
      const errors = { ...state.errors };
      delete errors[field];
      return { ...state, values, errors };
    }
    case "submit":
      if (state.loading || state.offer || !shouldSubmit(state.values)) return state;
      return { ...state, loading: true, failure: null };
    case "outcome": {
      const { outcome } = action;
      if (outcome.status === "sent") {
        const { downloadId, title, message, offerNumber } = outcome;
        return {
          ...state,
          loading: false,
          errors: {},
          failure: null,
          offer: { downloadId, title, message, offerNumber },
        };
      }
      return {
        ...state,
        loading: false,
        errors: outcome.fields,
        failure: { stage: outcome.stage, message: outcome.message },
      };
    }
    case "reset":
      return initialCalculatorState;
  }
}

/**
 * The calculator's first state. Normally empty; after a form sent without
 * JavaScript (the server renders the quote page again) it is the outcome: the
 * success card with the download link, or the visitor's values with the
 * messages and the failure alert.
 */
export function stateFromFormResult(result: FormResult | null): CalculatorState {
  if (!result || result.form !== "offer") return initialCalculatorState;
  if (result.ok && result.downloadId) {
    return {
      ...initialCalculatorState,
      offer: {
        downloadId: result.downloadId,
        title: result.title,
        message: result.message,
        offerNumber: result.offerNumber,
      },
    };
  }
  const sent = result.values ?? {};
  const text = (name: CalculatorField) => (typeof sent[name] === "string" ? sent[name] : emptyCalculator[name]);
  const roofType = text("roofType");
  const areaUnit = text("areaUnit");
  const values: CalculatorValues = {
    plz: text("plz"),
    roofType: isRoofType(roofType) ? roofType : "",
    area: text("area"),
    areaUnit: isAreaUnit(areaUnit) ? areaUnit : emptyCalculator.areaUnit,
    company: text("company"),
    email: text("email"),
    phone: text("phone"),
    notes: text("notes"),
  };
  const errors: OfferFieldMessages = {};
  for (const [field, message] of Object.entries(result.fields ?? {})) {
    if (field in emptyCalculator && message) errors[field as CalculatorField] = message;
  }
  return { ...initialCalculatorState, values, errors, failure: { stage: "send", message: result.message } };
}
