import type { Route } from "./+types/leads";
import { MailIcon, PhoneIcon, PinIcon } from "../components/layout/icons";
import { contactCardClass, contactLinkClass, ResponseBadge } from "../components/page/contact-parts";
import { PageHero } from "../components/page/content-page";
import { CheckList } from "../components/page/feature-grid";
import { ButtonAnchor } from "../components/ui/button";
import { leadsContent } from "../content/pages/leads";
import { GatedLeadForm } from "../features/forms/gated-forms";
import { telHref } from "../lib/company";
import { contentPageData } from "../lib/page-data.server";
import { buildMeta } from "../lib/seo";
import { usePublicConfig } from "../lib/use-config";

/**
 * /leads (German only, spec 2): the free-offer lead form with what happens after sending,
 * and the direct contact details (phone, e-mail, Basel address from configuration). The texts
 * travel in the loader data, so they stay out of the client bundle.
 */
export function loader({ request }: Route.LoaderArgs) {
  return contentPageData(new URL(request.url).pathname, leadsContent);
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? buildMeta(loaderData.seo) : []);

const cardClass = contactCardClass;
const linkClass = contactLinkClass;

export default function LeadsPage({ loaderData }: Route.ComponentProps) {
  const { content: t } = loaderData;
  const { company } = usePublicConfig();
  const formTitleId = `${t.form.id}-title`;
  return (
    <>
      <PageHero
        copy={t.hero}
        actions={
          <>
            <ButtonAnchor href={`#${t.form.id}`} size="lg">
              {t.hero.formButton}
            </ButtonAnchor>
            <ButtonAnchor href={telHref(company.phone)} variant="outline" size="lg">
              <PhoneIcon className="h-4 w-4" />
              {company.phone}
            </ButtonAnchor>
          </>
        }
      />

      <div className="bg-surface py-16">
        <div className="container-page grid items-start gap-8 lg:grid-cols-[minmax(0,1.55fr)_minmax(0,1fr)]">
          <section aria-labelledby={formTitleId} className={cardClass}>
            <ResponseBadge>{t.form.response}</ResponseBadge>
            <h2 id={formTitleId} className="mt-4 text-2xl font-bold text-brand-950 sm:text-3xl">
              {t.form.title}
            </h2>
            <p className="mt-2 mb-6 max-w-2xl text-muted">{t.form.intro}</p>
            <GatedLeadForm id={t.form.id} text={t.fields} labelledBy={formTitleId} />
          </section>

          <div className="space-y-6">
            <section aria-labelledby="angebot-title" className={cardClass}>
              <h2 id="angebot-title" className="text-xl font-bold text-brand-950">
                {t.benefits.title}
              </h2>
              <CheckList items={t.benefits.items} className="mt-4" />
            </section>

            <section aria-labelledby="ablauf-title" className={cardClass}>
              <h2 id="ablauf-title" className="text-xl font-bold text-brand-950">
                {t.steps.title}
              </h2>
              <ol className="mt-4 space-y-4">
                {t.steps.items.map((step, index) => (
                  <li key={step.title} className="flex gap-3">
                    <span
                      aria-hidden="true"
                      className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
                    >
                      {index + 1}
                    </span>
                    <div>
                      <h3 className="font-semibold text-brand-900">{step.title}</h3>
                      <p className="text-sm text-muted">{step.description}</p>
                    </div>
                  </li>
                ))}
              </ol>
            </section>

            <section aria-labelledby="direkt-title" className={cardClass}>
              <h2 id="direkt-title" className="text-xl font-bold text-brand-950">
                {t.direct.title}
              </h2>
              <p className="mt-2 text-muted">{t.direct.text}</p>
              <dl className="mt-5 space-y-4">
                <div>
                  <dt className="flex items-center gap-2 text-sm font-semibold text-muted">
                    <PhoneIcon className="h-4 w-4" />
                    {t.direct.phoneLabel}
                  </dt>
                  <dd className="mt-1">
                    <a href={telHref(company.phone)} className={linkClass}>
                      {company.phone}
                    </a>
                    <span className="block text-sm text-muted">{t.direct.hours}</span>
                  </dd>
                </div>
                <div>
                  <dt className="flex items-center gap-2 text-sm font-semibold text-muted">
                    <MailIcon className="h-4 w-4" />
                    {t.direct.emailLabel}
                  </dt>
                  <dd className="mt-1">
                    <a href={`mailto:${company.email}`} className={`break-all ${linkClass}`}>
                      {company.email}
                    </a>
                  </dd>
                </div>
                <div>
                  <dt className="flex items-center gap-2 text-sm font-semibold text-muted">
                    <PinIcon className="h-4 w-4" />
                    {t.direct.addressLabel}
                  </dt>
                  <dd className="mt-1 text-brand-900">
                    <address className="not-italic">
                      {company.name}
                      <br />
                      {company.street}
                      <br />
                      {company.postcode} {company.city}
                    </address>
                  </dd>
                </div>
              </dl>
            </section>
          </div>
        </div>
      </div>
    </>
  );
}
