import { telHref, type Company } from "#app/lib/company";
import { MailIcon, PhoneIcon } from "../layout/icons";
import { ButtonAnchor, type ButtonVariant } from "../ui/button";

/**
 * Pieces of the contact pages (/kontakt, /fr/contact, /it/contatto, /en/contact) and /leads:
 * call and e-mail buttons and the response-time badge (the three contact cards are in
 * contact-cards.tsx). Phone and e-mail always come from configuration (the company passed in).
 */

export const contactCardClass = "rounded-2xl border border-line bg-white p-6 shadow-[var(--shadow-card)] md:p-8";
export const contactLinkClass =
  "font-semibold text-brand-700 underline decoration-brand-200 underline-offset-4 hover:text-brand-900";

export function ResponseBadge({ children }: { children: string }) {
  return (
    <p className="inline-flex items-center gap-2 rounded-full bg-leaf-50 px-3 py-1 text-sm font-semibold text-leaf-700">
      <span aria-hidden="true" className="h-2 w-2 rounded-full bg-leaf-600" />
      {children}
    </p>
  );
}

interface CompanyButtonProps {
  company: Company;
  label: string;
  variant?: ButtonVariant;
}

export function CallButton({ company, label, variant = "secondary" }: CompanyButtonProps) {
  return (
    <ButtonAnchor href={telHref(company.phone)} variant={variant} size="lg">
      <PhoneIcon className="h-4 w-4" />
      {label}
    </ButtonAnchor>
  );
}

export function EmailButton({ company, label, variant = "outline" }: CompanyButtonProps) {
  return (
    <ButtonAnchor href={`mailto:${company.email}`} variant={variant} size="lg">
      <MailIcon className="h-4 w-4" />
      {label}
    </ButtonAnchor>
  );
}
