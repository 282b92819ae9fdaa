import { track } from "#app/lib/analytics";
import type { Lang } from "#app/lib/i18n";
import { formMessages } from "#app/content/forms";
import {
  calculatorSubmitEvent,
  offerRequestBody,
  previewQuote,
  type CalculatorValues,
  type OfferFieldMessages,
  type OfferMeta,
  type OfferOutcome,
} from "./calculator";
import { describeOfferErrors, offerSchema } from "./offer-schema";

/**
 * Requesting the offer PDF with JavaScript (spec 4, 7, 8): check the values with
 * the schema the server uses, post them as JSON to /api/offer, and report a
 * created offer to analytics. This module, the schema (zod) and the texts of every
 * language are one chunk that the calculator loads when the visitor starts filling
 * it in, so none of it weighs on the page's initial JavaScript. The React side
 * holds the state; the steps live here, so they can be tested without a browser.
 */

export const OFFER_ENDPOINT = "/api/offer";

export type { OfferOutcome };

export interface SendOfferInput {
  values: CalculatorValues;
  lang: Lang;
  meta: Omit<OfferMeta, "language">;
}

async function readAnswer(response: Response): Promise<Record<string, unknown> | null> {
  try {
    const answer: unknown = await response.json();
    return answer && typeof answer === "object" && !Array.isArray(answer) ? (answer as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function stringFields(value: unknown): OfferFieldMessages {
  if (!value || typeof value !== "object") return {};
  return Object.fromEntries(Object.entries(value).filter(([, text]) => typeof text === "string")) as OfferFieldMessages;
}

const text = (value: unknown): string | undefined =>
  typeof value === "string" && value.trim() !== "" ? value : undefined;

export async function sendOffer({ values, lang, meta }: SendOfferInput): Promise<OfferOutcome> {
  const texts = formMessages[lang];
  const fallback = texts.offerFailure.title;
  const body = offerRequestBody(values, { ...meta, language: lang });

  const checked = offerSchema.safeParse(body);
  if (!checked.success) {
    const { message, fields } = describeOfferErrors(checked.error, body, lang);
    return { status: "failed", stage: "check", message, fields };
  }

  let response: Response;
  try {
    response = await fetch(OFFER_ENDPOINT, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      credentials: "include",
      body: JSON.stringify(body),
    });
  } catch {
    return { status: "failed", stage: "send", message: fallback, fields: {} };
  }

  const answer = await readAnswer(response);
  const downloadId = text(answer?.downloadId);
  if (response.ok && downloadId) {
    const quote = previewQuote(values);
    if (quote) {
      track("calculator_submit", calculatorSubmitEvent(quote));
      track("lead_generated", { source: "sofort_offerte", value: quote.total, currency: "CHF" });
    }
    return {
      status: "sent",
      downloadId,
      title: text(answer?.title) ?? texts.offerSuccess.title,
      message: text(answer?.message) ?? texts.offerSuccess.description,
      offerNumber: text(answer?.offerNumber),
    };
  }

  return {
    status: "failed",
    stage: "send",
    message: (response.ok ? undefined : text(answer?.message)) ?? fallback,
    fields: response.status === 400 ? stringFields(answer?.fields) : {},
  };
}
