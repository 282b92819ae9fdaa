import { z } from "zod";
import type { Lang } from "#app/lib/i18n";
import { formMessages, type FormField } from "#app/content/forms";
import {
  emailField,
  meta,
  optionalLine,
  optionalMessage,
  optionalPhone,
  requiredLine,
  type FieldErrors,
} from "../forms/schemas";
import { areaUnits, MAX_SIZE, roofTypes } from "#app/domain/pricing";

/**
 * The body of POST /api/offer (spec 3 and 7), shared by the calculator and the
 * server. Spec 5: postcode and town, roof type, a size above 0 (the input allows
 * 1 to 5000), e-mail and company or name are required; phone and notes are
 * optional. A price sent by the client is not part of the schema: unknown keys
 * are dropped, and the server computes the price itself.
 */

/** A number, or a string holding one (a form field; "12,5" with a decimal comma too). */
const sizeNumber = z.preprocess(
  (value) => (typeof value === "string" && value.trim() !== "" ? Number(value.trim().replace(",", ".")) : value),
  z.number().finite().gt(0).max(MAX_SIZE),
);

export const offerSchema = z.object({
  /** Postcode and town of the system, e.g. "4057 Basel" (no format check beyond text, spec 5). */
  plz: requiredLine(100),
  roofType: z.enum(roofTypes),
  /** The size in `areaUnit`. */
  area: sizeNumber,
  areaUnit: z.enum(areaUnits),
  /** Company or name: the addressee of the offer. */
  company: requiredLine(120),
  name: optionalLine(100),
  email: emailField,
  phone: optionalPhone,
  notes: optionalMessage,
  ...meta,
});

export type OfferInput = z.infer<typeof offerSchema>;

/** What the visitor must fill in (spec 5). */
export const offerRequiredFields = [
  "plz",
  "roofType",
  "area",
  "areaUnit",
  "company",
  "email",
] as const satisfies readonly FormField[];

/**
 * The 400 answer in the visitor's language: 'please fill in all required
 * fields' when one is empty, otherwise 'check the marked fields', and one
 * message per failing field.
 */
export function describeOfferErrors(error: z.ZodError, body: Record<string, unknown>, lang: Lang): FieldErrors {
  const texts = formMessages[lang];
  const fields: Partial<Record<FormField, string>> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "") as FormField;
    if (!field || fields[field]) continue;
    fields[field] = texts.offerFields[field] ?? texts.fields[field] ?? texts.invalid;
  }
  const missing = offerRequiredFields.some((field) => {
    const value = body[field];
    return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
  });
  return { message: missing ? texts.required : texts.invalid, fields };
}
