import type { ComponentProps } from "react";
import { createLoadGate } from "#app/components/ui/load-gate";
import { loadFormFields } from "./load-form-fields";

/**
 * The contact and lead forms with their code (about 4 KB gzipped) loaded at the visitor's first
 * interaction with a form, not with the page (initial-JavaScript budget, docs/budgets.md). Until
 * then the prerendered form is the plain HTML form that also works without JavaScript; its fields
 * keep what is typed (they are uncontrolled), and the form's code takes over once it is there.
 */
const forms = createLoadGate("forms", { nearView: false });
const ContactForm = forms.lazy(async () => (await loadFormFields()).ContactForm);
const LeadForm = forms.lazy(async () => (await loadFormFields()).LeadForm);

export function GatedContactForm(props: ComponentProps<typeof ContactForm>) {
  return (
    <forms.Area fallback={<div className="min-h-[28rem]" />}>
      <ContactForm {...props} />
    </forms.Area>
  );
}

export function GatedLeadForm(props: ComponentProps<typeof LeadForm>) {
  return (
    <forms.Area fallback={<div className="min-h-[36rem]" />}>
      <LeadForm {...props} />
    </forms.Area>
  );
}
