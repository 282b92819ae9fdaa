import type { Route } from "./+types/contact";
import { MailIcon, PhoneIcon, PinIcon } from "../components/layout/icons";
import { contactCardClass, contactLinkClass, EmailButton } from "../components/page/contact-parts";
import { PageHero } from "../components/page/content-page";
import { CtaBand, PageSection } from "../components/page/feature-grid";
import { ButtonAnchor } from "../components/ui/button";
import { PageButton, PageLink } from "../components/ui/page-link";
import { mainRegions } from "../content/cities";
import { contactContent } from "../content/pages/contact";
import { ContactFormCard } from "../features/forms/contact-form-card";
import { telHref } from "../lib/company";
import { contentPageData } from "../lib/page-data.server";
import { buildMeta } from "../lib/seo";
import { usePublicConfig } from "../lib/use-config";

/**
 * /kontakt (spec 2): contact form, contact details (e-mail, nationwide service area, hours,
 * phone by appointment), region chips, reply within 24 hours, the emergency hint (an e-mail
 * with the subject NOTFALL) and links to the FAQ and prices. Company data from configuration.
 * The French, Italian and English contact pages are contact-regional.tsx and contact-en.tsx;
 * all four take their texts from app/content/pages/contact. The texts travel in the loader
 * data, so they stay out of the client bundle.
 */
export function loader({ request }: Route.LoaderArgs) {
  return contentPageData(new URL(request.url).pathname, { de: contactContent.de });
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? buildMeta(loaderData.seo) : []);

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const { content: t } = loaderData;
  const { company } = usePublicConfig();
  const info = t.info;
  return (
    <>
      <PageHero
        copy={t.hero}
        actions={
          <>
            <ButtonAnchor href={`#${t.form.id}`} size="lg">
              {t.heroFormButton}
            </ButtonAnchor>
            <EmailButton company={company} label={t.heroEmailButton} />
          </>
        }
      />

      <div className="bg-surface py-16">
        <div className="container-page grid items-start gap-8 lg:grid-cols-[minmax(0,1.55fr)_minmax(0,1fr)]">
          <ContactFormCard copy={t.form} />
          <div className="space-y-6">
            <section aria-labelledby="kontaktdaten-title" className={contactCardClass}>
              <h2 id="kontaktdaten-title" className="text-xl font-bold text-brand-950">
                {info.title}
              </h2>
              <dl className="mt-5 space-y-5">
                <div>
                  <dt className="flex items-center gap-2 text-sm font-semibold text-muted">
                    <MailIcon className="h-4 w-4" />
                    {info.emailLabel}
                  </dt>
                  <dd className="mt-1">
                    <a href={`mailto:${company.email}`} className={`break-all ${contactLinkClass}`}>
                      {company.email}
                    </a>
                  </dd>
                </div>
                <div>
                  <dt className="flex items-center gap-2 text-sm font-semibold text-muted">
                    <PhoneIcon className="h-4 w-4" />
                    {info.phoneLabel}
                  </dt>
                  <dd className="mt-1">
                    <a href={telHref(company.phone)} className={contactLinkClass}>
                      {company.phone}
                    </a>
                    <span className="mt-1 block text-sm text-muted">{info.phoneNote}</span>
                  </dd>
                </div>
                <div>
                  <dt className="flex items-center gap-2 text-sm font-semibold text-muted">
                    <PinIcon className="h-4 w-4" />
                    {info.areaLabel}
                  </dt>
                  <dd className="mt-1 font-semibold text-brand-900">
                    {info.areaValue}
                    <span className="block text-sm font-normal text-muted">{info.areaNote}</span>
                  </dd>
                </div>
                <div>
                  <dt className="text-sm font-semibold text-muted">{info.hoursLabel}</dt>
                  <dd className="mt-1 text-brand-900">{info.hoursValue}</dd>
                </div>
                <div>
                  <dt className="text-sm font-semibold text-muted">{info.addressLabel}</dt>
                  <dd className="mt-1 text-brand-900">
                    {company.name}
                    <br />
                    {company.street}, {company.postcode} {company.city}
                  </dd>
                </div>
              </dl>
            </section>

            <section aria-labelledby="notfall-title" className="rounded-2xl border-2 border-sun-500 bg-sun-100 p-6">
              <h2 id="notfall-title" className="text-xl font-bold text-brand-950">
                {t.emergency.title}
              </h2>
              <p className="mt-2 text-ink">{t.emergency.text}</p>
              <ButtonAnchor
                href={`mailto:${company.email}?subject=${encodeURIComponent(t.emergency.subject)}`}
                variant="secondary"
                className="mt-4"
              >
                <MailIcon className="h-4 w-4" />
                {t.emergency.button}
              </ButtonAnchor>
            </section>
          </div>
        </div>
      </div>

      <PageSection id="regionen" title={t.regions.title} intro={t.regions.intro}>
        <ul className="mt-6 flex flex-wrap gap-3">
          {mainRegions.map((region) => (
            <li key={region.slug}>
              <PageLink
                to={{ page: `city:${region.slug}` }}
                className="inline-flex min-h-11 items-center gap-2 rounded-full border border-brand-200 bg-brand-50 px-4 font-semibold text-brand-800 hover:border-brand-700 hover:bg-white"
              >
                <PinIcon className="h-4 w-4" />
                {region.name}
              </PageLink>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-muted">{t.regions.note}</p>
      </PageSection>

      <CtaBand id="fragen" title={t.cta.title} text={t.cta.text}>
        <PageButton to={t.cta.faqButton.to} size="lg">
          {t.cta.faqButton.label}
        </PageButton>
        <PageButton to={t.cta.quoteButton.to} variant="inverse" size="lg">
          {t.cta.quoteButton.label}
        </PageButton>
      </CtaBand>
    </>
  );
}
