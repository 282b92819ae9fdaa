import { contactCardClass, ResponseBadge } from "../../components/page/contact-parts";
import { FormShell, PrivacyText, SubmitButton, TextAreaField, TextField } from "../../components/forms/form-parts";
import type { ContactFormCopy } from "../../content/pages/contact/types";
import { cn } from "../../lib/cn";
import { useUi } from "../../lib/ui";
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

/** The contact form in its card, with the response time, a heading and an introduction. */
export function ContactFormCard({ copy, className }: { copy: ContactFormCopy; className?: string }) {
  const titleId = `${copy.id}-title`;
  return (
    <section aria-labelledby={titleId} className={cn(contactCardClass, className)}>
      <ResponseBadge>{copy.response}</ResponseBadge>
      <h2 id={titleId} className="mt-4 text-2xl font-bold text-brand-950 sm:text-3xl">
        {copy.title}
      </h2>
      <p className="mt-2 mb-6 max-w-2xl text-muted">{copy.intro}</p>
      <ContactForm id={copy.id} labelledBy={titleId} />
    </section>
  );
}
