/** The forms' code as one chunk, fetched at the first interaction with a form (gated-forms.tsx). */
export { ContactForm } from "./contact-form";
export { LeadForm } from "./lead-form";
