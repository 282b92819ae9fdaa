import { FormShell, PrivacyText, SubmitButton, TextField } from "#app/components/forms/form-parts";
import { cn } from "#app/lib/cn";
import { useUi } from "#app/lib/ui";
import { useForm } from "./use-form";

/**
 * Newsletter box of the blog listings (spec 2): an e-mail field and the sign-up
 * button, with the note on double opt-in and unsubscribing. Posts to /api/newsletter;
 * the outcome of a sign-up without JavaScript, or of a confirmation or unsubscribe
 * link, shows above the field. A single field needs no * and no note explaining it.
 */
export function NewsletterBox({ className }: { className?: string }) {
  const ui = useUi();
  const form = useForm("newsletter", "newsletter");
  const titleId = "newsletter-title";
  return (
    <section
      aria-labelledby={titleId}
      className={cn("rounded-3xl border border-line bg-white p-8 shadow-[var(--shadow-card)]", className)}
    >
      <div className="grid gap-6 lg:grid-cols-[1fr_1.2fr] lg:items-start">
        <div>
          <h2 id={titleId} className="text-2xl font-bold text-brand-950">
            {ui.forms.newsletterTitle}
          </h2>
          <p className="mt-2 text-muted">{ui.forms.newsletterText}</p>
        </div>
        <FormShell form={form} labelledBy={titleId} showRequiredNote={false} className="space-y-3">
          <TextField
            form={form}
            name="email"
            label={ui.forms.newsletterEmail}
            type="email"
            required
            markRequired={false}
            autoComplete="email"
            addon={<SubmitButton form={form} label={ui.forms.newsletterSubmit} className="shrink-0" />}
          />
          <PrivacyText template={ui.forms.newsletterConsent} />
        </FormShell>
      </div>
    </section>
  );
}
