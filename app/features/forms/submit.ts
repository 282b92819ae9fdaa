import { toast } from "#app/components/ui/toast-store";
import { track } from "#app/lib/analytics";
import type { Lang } from "#app/lib/i18n";
import { formActions } from "./actions";
import { leadServices } from "#app/content/forms/lead-services";
import type { FormField } from "#app/content/forms";
import type { FormKind } from "./result";
import { formMessages, validateForm } from "./validate";

/**
 * Sending a form with JavaScript (spec 4, 5, 7, 8): check it with the shared
 * schema, post it as JSON, then tell the visitor with a toast and report the
 * outcome to analytics (never a name, address or message).
 *
 * This module, the schemas (zod) and the texts of every language form one chunk
 * that the page loads when the visitor starts filling in a form (use-form.ts), so
 * none of it weighs on the page's initial JavaScript. The React side holds the
 * state; the steps live here, so they can be tested without a browser.
 */

export { formActions };

export type FieldMessages = Partial<Record<FormField, string>>;

/** What the steps need from a form element. */
export interface FormHandle {
  /** The current values, by field name. */
  values(): Record<string, string>;
  /** Empty every field the visitor fills in. */
  clear(): void;
}

export interface SubmitInput {
  kind: FormKind;
  lang: Lang;
  /** Path of the page the form is on. */
  page: string;
  /** Milliseconds from the visitor's first focus or input in the form to sending; undefined if unknown. */
  fillMs: number | undefined;
  form: FormHandle;
}

export type SubmitOutcome =
  | { status: "sent" }
  /** Refused by the check in the browser or by the server; `fields` has a message per field. */
  | { status: "failed"; fields: FieldMessages };

function report(kind: FormKind, status: "success" | "error", lang: Lang, values: Record<string, string>) {
  if (kind === "contact") track("contact_form", { status, page_language: lang });
  if (kind === "lead") {
    const service = (leadServices as readonly string[]).includes(values.service ?? "") ? values.service : undefined;
    track("lead_form", { status, page_language: lang, service });
  }
  if (status === "success") {
    track("lead_generated", { source: kind === "contact" ? "contact_form" : kind === "lead" ? "lead_form" : kind });
  }
}

async function readAnswer(response: Response): Promise<{ message?: unknown; fields?: unknown } | null> {
  try {
    const answer: unknown = await response.json();
    return answer && typeof answer === "object" ? answer : null;
  } catch {
    return null;
  }
}

function stringFields(value: unknown): FieldMessages {
  if (!value || typeof value !== "object") return {};
  return Object.fromEntries(Object.entries(value).filter(([, text]) => typeof text === "string")) as FieldMessages;
}

export async function submitForm({ kind, lang, page, fillMs, form }: SubmitInput): Promise<SubmitOutcome> {
  const texts = formMessages[lang];
  const failure = texts[`${kind}Failure`];
  const values = form.values();

  const checked = validateForm(kind, values, lang);
  if (!checked.ok) {
    toast({ title: failure.title, description: checked.message, variant: "destructive" });
    return { status: "failed", fields: checked.fields };
  }

  const body: Record<string, string | number> = { ...values, language: lang, page };
  if (fillMs !== undefined) body.fillMs = Math.max(0, Math.round(fillMs));

  let response: Response;
  try {
    response = await fetch(formActions[kind], {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      credentials: "include",
      body: JSON.stringify(body),
    });
  } catch {
    toast({ ...failure, variant: "destructive" });
    report(kind, "error", lang, values);
    return { status: "failed", fields: {} };
  }

  const answer = await readAnswer(response);
  if (response.ok) {
    form.clear();
    toast(texts[`${kind}Success`]);
    report(kind, "success", lang, values);
    return { status: "sent" };
  }

  // Over the limit, too large, or the database away (503 names the phone number): the server's message says what to do.
  const serverMessage = typeof answer?.message === "string" ? answer.message : undefined;
  const useServerMessage = [429, 413, 503].includes(response.status) && serverMessage;
  toast({
    title: failure.title,
    description: useServerMessage ? serverMessage : failure.description,
    variant: "destructive",
  });
  report(kind, "error", lang, values);
  return { status: "failed", fields: response.status === 400 ? stringFields(answer?.fields) : {} };
}
