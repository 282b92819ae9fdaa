import { z } from "zod";
import { languages, type Lang } from "#app/lib/i18n";
import { leadServices } from "#app/content/forms/lead-services";
import { formMessages, type FormField } from "#app/content/forms";

/**
 * One zod schema per form, used by the form in the browser and by the server,
 * which never trusts the browser. Beyond spec 5's required fields the server
 * also bounds every length and refuses line breaks in one-line fields, so no
 * value can smuggle a header into a mail.
 */

export { leadServices, type LeadService } from "#app/content/forms/lead-services";

/** Form posts carry empty strings for untouched optional fields. */
const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

// Control characters (line breaks, NUL, escape, ...) have no place in a one-line field.
// eslint-disable-next-line no-control-regex
const controlChars = /[\u0000-\u001f\u007f]/;

const line = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((v) => !controlChars.test(v));

export const requiredLine = (max: number) => line(max).refine((v) => v.length > 0);
export const optionalLine = (max: number) => z.preprocess(blankToUndefined, line(max).optional());

/**
 * Strict enough that the address can go into a To or Reply-To header as it is:
 * one address, no display name, no comma, quote, angle bracket or line break.
 */
export const emailField = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email({ pattern: z.regexes.email }));

const phonePattern = /^\+?[0-9][0-9 ()/.-]{5,28}$/;
export const optionalPhone = z.preprocess(blankToUndefined, line(30).pipe(z.string().regex(phonePattern)).optional());
const requiredPhone = line(30).pipe(z.string().regex(phonePattern));

// Line breaks and tabs are welcome in a message; other control characters are not.
// eslint-disable-next-line no-control-regex
const messageControlChars = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const messageText = z
  .string()
  .trim()
  .max(5000)
  .refine((v) => !messageControlChars.test(v));
const requiredMessage = messageText.refine((v) => v.length > 0);
export const optionalMessage = z.preprocess(blankToUndefined, messageText.optional());

/** Fields every form adds: language and page it was sent from, honeypot, fill time. */
export const meta = {
  language: z.preprocess(blankToUndefined, z.enum(languages).optional()),
  page: z.preprocess(
    blankToUndefined,
    z
      .string()
      .max(200)
      .regex(/^\/[A-Za-z0-9\-/._~%]*$/)
      .optional(),
  ),
  /** Honeypot: hidden from people, filled by bots. */
  website: z.preprocess(blankToUndefined, z.string().max(500).optional()),
  /**
   * Milliseconds between the visitor's first input and sending, measured by the
   * page's script with the browser's own clock (a skewed clock cannot matter).
   */
  fillMs: z.preprocess(blankToUndefined, z.coerce.number().int().nonnegative().max(1e10).optional()),
};

export const contactSchema = z.object({
  name: requiredLine(100),
  company: optionalLine(120),
  email: emailField,
  phone: optionalPhone,
  message: requiredMessage,
  ...meta,
});
export type ContactInput = z.infer<typeof contactSchema>;

export const leadSchema = z.object({
  name: requiredLine(100),
  email: emailField,
  phone: requiredPhone,
  company: optionalLine(120),
  area: z.preprocess(blankToUndefined, z.coerce.number().int().min(10).max(10000).optional()),
  service: z.preprocess(blankToUndefined, z.enum(leadServices).optional()),
  message: optionalMessage,
  ...meta,
});
export type LeadInput = z.infer<typeof leadSchema>;

export const newsletterSchema = z.object({ email: emailField, ...meta });
export type NewsletterInput = z.infer<typeof newsletterSchema>;

/** Fields the visitor fills in and must not leave empty. */
export const requiredFields = {
  contact: ["name", "email", "message"],
  lead: ["name", "email", "phone"],
  newsletter: ["email"],
} as const satisfies Record<string, readonly FormField[]>;

export interface FieldErrors {
  message: string;
  fields: Partial<Record<FormField, string>>;
}

/**
 * Turn a failed parse into the visitor's message: the spec's 'please fill in all
 * required fields' when one is empty, otherwise 'check the marked fields', and
 * one message per failing field.
 */
export function describeErrors(
  error: z.ZodError,
  body: Record<string, unknown>,
  required: readonly FormField[],
  lang: Lang,
): FieldErrors {
  const texts = formMessages[lang];
  const fields: Partial<Record<FormField, string>> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "") as FormField;
    if (!field || fields[field]) continue;
    fields[field] = texts.fields[field] ?? texts.invalid;
  }
  const missing = required.some((field) => {
    const value = body[field];
    return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
  });
  return { message: missing ? texts.required : texts.invalid, fields };
}
