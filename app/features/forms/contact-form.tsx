import { FormShell, PrivacyText, SubmitButton, TextAreaField, TextField } from "#app/components/forms/form-parts";
import { useUi } from "#app/lib/ui";
import { useForm } from "./use-form";

/**
 * Contact form (spec 2, 3, 5): name, e-mail and message required; company and phone
 * optional. Posts to /api/contact (JSON with JavaScript, url-encoded without).
 * Labels come from the UI strings of the page language.
 */
export function ContactForm({ id, labelledBy }: { id: string; labelledBy: string }) {
  const ui = useUi();
  const form = useForm("contact", id);
  return (
    <FormShell form={form} labelledBy={labelledBy} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField form={form} name="name" label={ui.forms.name} required autoComplete="name" />
        <TextField form={form} name="company" label={ui.forms.company} autoComplete="organization" />
        <TextField form={form} name="email" label={ui.forms.email} type="email" required autoComplete="email" />
        <TextField form={form} name="phone" label={ui.forms.phone} type="tel" autoComplete="tel" />
      </div>
      <TextAreaField form={form} name="message" label={ui.forms.message} required rows={6} />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <SubmitButton form={form} label={ui.forms.contactSubmit} />
        <PrivacyText template={ui.forms.privacyNote} className="sm:max-w-xs" />
      </div>
    </FormShell>
  );
}
