import type { FormField } from "./messages";

export type FormKind = "contact" | "lead" | "newsletter";

/**
 * The outcome of a form sent without JavaScript: the server renders the page
 * again with it (thank-you, or the errors next to the visitor's own values).
 */
export interface FormResult {
  form: FormKind;
  ok: boolean;
  title: string;
  message: string;
  fields?: Partial<Record<FormField, string>>;
  values?: Record<string, string>;
}
