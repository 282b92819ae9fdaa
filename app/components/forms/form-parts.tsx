import { useEffect, useRef, type HTMLAttributes, type ReactNode } from "react";
import { Link } from "../ui/link";
import { pathOf } from "#app/content/route-table";
import type { FormResult } from "#app/features/forms/result";
import type { FormState } from "#app/features/forms/use-form";
import { cn } from "#app/lib/cn";
import { useUi } from "#app/lib/ui";
import { buttonClass } from "../ui/button";

/**
 * Building blocks of the contact, lead and newsletter forms. Every field has a visible
 * label; required ones carry a * (hidden from screen readers, which announce the
 * `required` attribute instead) that the note at the top of the form explains. A field's
 * message sits under it, is linked with aria-describedby and marks it aria-invalid.
 */

export const controlClass =
  "block w-full rounded-xl border border-muted bg-white px-4 text-base text-ink placeholder:text-muted focus:border-brand-700 aria-[invalid=true]:border-2 aria-[invalid=true]:border-red-700";

export interface FieldProps {
  form: FormState;
  name: string;
  label: string;
  required?: boolean;
  /** Show the * of a required field (off where a form has a single field and no note). */
  markRequired?: boolean;
  hint?: string;
  className?: string;
}

export function useFieldIds(form: FormState, name: string, hint: string | undefined) {
  const id = `${form.id}-${name}`;
  const error = form.errors[name as keyof FormState["errors"]];
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ");
  return {
    id,
    error,
    controlProps: {
      id,
      name,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": describedBy || undefined,
    },
  };
}

export function FieldFrame({
  id,
  label,
  required,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  /** Shows the * after the label. */
  required?: boolean;
  hint?: string;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-semibold text-brand-900">
        {label}
        {required && (
          <span aria-hidden="true" className="text-red-700">
            {" *"}
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export function TextField({
  form,
  name,
  label,
  required,
  markRequired = true,
  hint,
  className,
  type = "text",
  autoComplete,
  inputMode,
  min,
  max,
  step,
  addon,
}: FieldProps & {
  type?: "text" | "email" | "tel" | "number";
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
  min?: number;
  max?: number;
  step?: number;
  /** Shown next to the input on wide screens (the newsletter's button). */
  addon?: ReactNode;
}) {
  const { id, error, controlProps } = useFieldIds(form, name, hint);
  const input = (
    <input
      {...controlProps}
      type={type}
      required={required}
      autoComplete={autoComplete}
      inputMode={inputMode}
      min={min}
      max={max}
      step={step}
      defaultValue={form.defaults[name]}
      className={cn(controlClass, "min-h-12", !addon && "mt-1.5")}
    />
  );
  return (
    <FieldFrame
      id={id}
      label={label}
      required={required && markRequired}
      hint={hint}
      error={error}
      className={className}
    >
      {addon ? (
        <div className="mt-1.5 flex flex-col gap-3 sm:flex-row sm:items-start">
          {input}
          {addon}
        </div>
      ) : (
        input
      )}
    </FieldFrame>
  );
}

export function TextAreaField({
  form,
  name,
  label,
  required,
  markRequired = true,
  hint,
  className,
  rows = 6,
}: FieldProps & { rows?: number }) {
  const { id, error, controlProps } = useFieldIds(form, name, hint);
  return (
    <FieldFrame
      id={id}
      label={label}
      required={required && markRequired}
      hint={hint}
      error={error}
      className={className}
    >
      <textarea
        {...controlProps}
        required={required}
        rows={rows}
        defaultValue={form.defaults[name]}
        className={cn(controlClass, "mt-1.5 py-3 leading-relaxed")}
      />
    </FieldFrame>
  );
}

/**
 * Honeypot: a text field people never see or reach (off-screen, hidden from assistive
 * technology, out of the tab order, no autofill). Bots that fill every field fill it.
 */
export function Honeypot({ form }: { form: Pick<FormState, "id"> }) {
  const ui = useUi();
  const id = `${form.id}-website`;
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={id}>{ui.forms.honeypot}</label>
      <input id={id} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** Only the first outcome panel of a page load takes the focus (with JavaScript). */
let outcomeFocused = false;

/**
 * The server's outcome of a form sent without JavaScript, or of a newsletter link: a
 * status (thank-you) or an alert (errors) above the form. With JavaScript it also
 * takes the focus once, so the visitor lands on it.
 */
export function FormStatus({ result }: { result: FormResult }) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcomeFocused || !panel.current) return;
    outcomeFocused = true;
    panel.current.focus({ preventScroll: true });
    panel.current.scrollIntoView({ block: "center" });
  }, []);
  return (
    <div
      ref={panel}
      role={result.ok ? "status" : "alert"}
      tabIndex={-1}
      data-testid={`${result.form}-result`}
      className={cn(
        "rounded-2xl border-l-4 p-4",
        result.ok ? "border-leaf-600 bg-leaf-50 text-ink" : "border-red-700 bg-red-50 text-ink",
      )}
    >
      <p className={cn("font-semibold", result.ok ? "text-leaf-700" : "text-red-800")}>{result.title}</p>
      <p className="mt-1">{result.message}</p>
    </div>
  );
}

export function Spinner() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 motion-safe:animate-spin" fill="none">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

export function SubmitButton({ form, label, className }: { form: FormState; label: string; className?: string }) {
  const ui = useUi();
  return (
    <button
      type="submit"
      disabled={form.submitting}
      // Long labels ("Kostenloses Angebot anfordern") wrap on a phone instead of widening the page.
      className={buttonClass(
        "primary",
        "lg",
        cn("max-w-full py-2 text-center leading-snug whitespace-normal!", className),
      )}
    >
      {form.submitting ? (
        <>
          <Spinner />
          {ui.forms.sending}
        </>
      ) : (
        label
      )}
    </button>
  );
}

/** A sentence with a {privacy} placeholder, filled with a link to the privacy policy (German only). */
export function PrivacyText({ template, className }: { template: string; className?: string }) {
  const ui = useUi();
  const [before, after = ""] = template.split("{privacy}");
  return (
    <p className={cn("text-sm text-muted", className)}>
      {before}
      <Link
        to={pathOf("privacy", "de")}
        className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
      >
        {ui.forms.privacyLink}
      </Link>
      {after}
    </p>
  );
}

/**
 * The form element with what every form carries: the outcome panel, language and page,
 * the honeypot and the note that explains the *.
 */
export function FormShell({
  form,
  labelledBy,
  showRequiredNote = true,
  className,
  children,
}: {
  form: FormState;
  labelledBy: string;
  showRequiredNote?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const ui = useUi();
  return (
    <form {...form.formProps} aria-labelledby={labelledBy} className={cn("relative", className)}>
      {form.result && <FormStatus result={form.result} />}
      <input type="hidden" name="language" value={form.lang} />
      <input type="hidden" name="page" value={form.page} />
      <Honeypot form={form} />
      {showRequiredNote && <p className="text-sm text-muted">{ui.forms.requiredNote}</p>}
      {children}
    </form>
  );
}
