import { z } from "zod";
import { declineReasons } from "#app/domain/offer-state";

/**
 * The two forms of the offer page, posted url-encoded (without JavaScript) or
 * as JSON to the page's own path. One schema each; unknown keys are dropped.
 */

const checked = z
  .union([z.literal("on"), z.literal("true"), z.literal(true), z.literal("1")])
  .transform(() => true as const);

const text = (max: number) => z.string().trim().min(1).max(max);

/** "asap", "flexible" or a month "YYYY-MM" (the form offers the next six). */
export const periodPattern = /^(?:asap|flexible|\d{4}-(?:0[1-9]|1[0-2]))$/;

export const offerAcceptSchema = z.object({
  intent: z.literal("accept"),
  street: text(200),
  town: text(120),
  period: z.string().regex(periodPattern),
  accessNotes: z.string().trim().max(2000).optional().default(""),
  phone: text(40).regex(/^[+0-9 ()./-]{5,40}$/),
  conditions: checked,
  nextCleaning: checked.optional(),
});

export const offerDeclineSchema = z.object({
  intent: z.literal("decline"),
  reason: z
    .enum(declineReasons)
    .optional()
    .or(z.literal("").transform(() => undefined)),
});

export type OfferAcceptInput = z.infer<typeof offerAcceptSchema>;
export type OfferDeclineInput = z.infer<typeof offerDeclineSchema>;

export type OfferAcceptField = "street" | "town" | "period" | "accessNotes" | "phone" | "conditions";

/** The fields a failed accept names, for marking them on the form. */
export function acceptErrorFields(error: z.ZodError): OfferAcceptField[] {
  const fields = new Set<OfferAcceptField>();
  for (const issue of error.issues) {
    const key = issue.path[0];
    if (
      key === "street" ||
      key === "town" ||
      key === "period" ||
      key === "accessNotes" ||
      key === "phone" ||
      key === "conditions"
    ) {
      fields.add(key);
    }
  }
  return [...fields];
}

/** The next six months after `now` as YYYY-MM (the first is the coming month). */
export function nextSixMonths(now: Date): string[] {
  const months: string[] = [];
  for (let i = 1; i <= 6; i++) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + i, 1));
    months.push(d.toISOString().slice(0, 7));
  }
  return months;
}
