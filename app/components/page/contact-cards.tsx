import type { ReactNode } from "react";
import type { ContactCardsCopy } from "#app/content/pages/contact/types";
import { telHref, type Company } from "#app/lib/company";
import { MailIcon, PhoneIcon, PinIcon } from "../layout/icons";
import { CallButton, contactLinkClass, EmailButton } from "./contact-parts";
import { Card, PageSection } from "./feature-grid";

function CardIcon({ children }: { children: ReactNode }) {
  return (
    <span
      aria-hidden="true"
      className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700"
    >
      {children}
    </span>
  );
}

/**
 * Phone, e-mail and head office as three cards (French, Italian and English contact pages),
 * with the company data from configuration; `buttons` adds call and e-mail buttons to the first two.
 */
export function ContactCards({
  cards,
  company,
  buttons,
}: {
  cards: ContactCardsCopy;
  company: Company;
  buttons?: { call: string; email: string };
}) {
  return (
    <PageSection id="contact-details" title={cards.title}>
      <ul className="mt-8 grid gap-5 md:grid-cols-3">
        <li>
          <Card className="flex h-full flex-col">
            <CardIcon>
              <PhoneIcon className="h-5 w-5" />
            </CardIcon>
            <h3 className="mt-4 text-lg font-semibold text-brand-900">{cards.phone.title}</h3>
            <a href={telHref(company.phone)} className={`mt-1 text-lg ${contactLinkClass}`}>
              {company.phone}
            </a>
            <p className="mt-2 flex-1 text-muted">{cards.phone.text}</p>
            {buttons && (
              <div className="mt-5">
                <CallButton company={company} label={buttons.call} />
              </div>
            )}
          </Card>
        </li>
        <li>
          <Card className="flex h-full flex-col">
            <CardIcon>
              <MailIcon className="h-5 w-5" />
            </CardIcon>
            <h3 className="mt-4 text-lg font-semibold text-brand-900">{cards.email.title}</h3>
            <a href={`mailto:${company.email}`} className={`mt-1 text-lg break-all ${contactLinkClass}`}>
              {company.email}
            </a>
            <p className="mt-2 flex-1 text-muted">{cards.email.text}</p>
            {buttons && (
              <div className="mt-5">
                <EmailButton company={company} label={buttons.email} />
              </div>
            )}
          </Card>
        </li>
        <li>
          <Card className="flex h-full flex-col">
            <CardIcon>
              <PinIcon className="h-5 w-5" />
            </CardIcon>
            <h3 className="mt-4 text-lg font-semibold text-brand-900">{cards.office.title}</h3>
            <address className="mt-1 text-brand-900 not-italic">
              {company.name}
              <br />
              {company.street}
              <br />
              {company.postcode} {company.city}
            </address>
            <p className="mt-2 text-muted">{cards.office.text}</p>
            <p className="mt-2 font-semibold text-brand-900">{cards.office.hours}</p>
          </Card>
        </li>
      </ul>
    </PageSection>
  );
}
