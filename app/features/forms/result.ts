import type { FormField } from "#app/content/forms";

export type FormKind = "contact" | "lead" | "newsletter";

/**
 * The outcome of a form sent without JavaScript: the server renders the page
 * again with it (thank-you, or the errors next to the visitor's own values).
 */
export interface FormResult {
  /** The forms of app/features/forms, or the instant-quote calculator. */
  form: FormKind | "offer";
  ok: boolean;
  title: string;
  message: string;
  fields?: Partial<Record<FormField, string>>;
  values?: Record<string, string>;
  /** The instant quote's offer, when it was made: the success card's download link. */
  downloadId?: string;
  offerNumber?: string;
}
