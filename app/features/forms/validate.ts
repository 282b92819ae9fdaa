import type { Lang } from "#app/lib/i18n";
import { formMessages, type FormField } from "#app/content/forms";
import type { FormKind } from "./result";
import { contactSchema, describeErrors, leadSchema, newsletterSchema, requiredFields } from "./schemas";

/**
 * The browser's check of a form before it is sent: the very schemas the server
 * uses, so both sides agree on what is missing or malformed. Part of the chunk
 * loaded when a visitor starts filling in a form (see use-form.ts), so zod and the
 * texts of every language stay out of each page's initial JavaScript.
 */
export { formMessages };

const schemas = { contact: contactSchema, lead: leadSchema, newsletter: newsletterSchema } as const;

export type Validation = { ok: true } | { ok: false; message: string; fields: Partial<Record<FormField, string>> };

export function validateForm(kind: FormKind, values: Record<string, string>, lang: Lang): Validation {
  const parsed = schemas[kind].safeParse(values);
  if (parsed.success) return { ok: true };
  return { ok: false, ...describeErrors(parsed.error, values, requiredFields[kind], lang) };
}
