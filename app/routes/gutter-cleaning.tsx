import { formatDecimal } from "../lib/format";
import type { Route } from "./+types/gutter-cleaning";
import { PhoneIcon } from "../components/layout/icons";
import { FaqList, PageHero } from "../components/page/content-page";
import { Card, CheckList, CtaPanel, ServiceSection } from "../components/page/service-sections";
import { ButtonAnchor } from "../components/ui/button";
import { PageButton } from "../components/ui/page-link";
import { gutterCleaningContent } from "../content/pages/gutter-cleaning";
import { telHref } from "../lib/company";
import { contentPageData } from "../lib/page-data.server";
import { buildMeta } from "../lib/seo";
import { fill } from "../lib/ui";
import { usePublicConfig } from "../lib/use-config";

/**
 * /dachrinnenreinigung (spec 2): hero with the gutter rating, emergency service, services,
 * six-step procedure, risks, combination with roof cleaning, recommended cycle, FAQ and calls
 * to action to the contact and roof cleaning pages. Service and FAQPage structured data come
 * from the content; the texts travel in the loader data, so they stay out of the client bundle.
 */
export function loader({ request }: Route.LoaderArgs) {
  return contentPageData(new URL(request.url).pathname, gutterCleaningContent);
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? buildMeta(loaderData.seo) : []);

export default function GutterCleaning({ loaderData }: Route.ComponentProps) {
  const { company } = usePublicConfig();
  const { content: t } = loaderData;
  return (
    <>
      <PageHero
        copy={t.hero}
        illustration="roof"
        actions={
          <>
            <PageButton to={t.hero.contactButton.to} size="lg">
              {t.hero.contactButton.label}
            </PageButton>
            <PageButton to={t.hero.roofButton.to} variant="outline" size="lg">
              {t.hero.roofButton.label}
            </PageButton>
          </>
        }
      >
        <p className="mt-6 inline-flex flex-wrap items-center gap-2 rounded-full bg-sun-100 px-4 py-2 text-sm font-semibold text-ink">
          <span aria-hidden="true" className="tracking-wider text-amber-700">
            ★★★★★
          </span>
          {fill(t.ratingText, { rating: formatDecimal(t.rating.value, "de", 1), count: t.rating.count })}
        </p>
      </PageHero>

      <ServiceSection id="notfall" title={t.emergency.title}>
        <div className="mt-6 grid gap-8 lg:grid-cols-[1.2fr_0.8fr]">
          <div>
            <p className="max-w-3xl text-lg leading-relaxed text-muted">{t.emergency.text}</p>
            <div className="mt-6 flex flex-wrap gap-3">
              <ButtonAnchor href={telHref(company.phone)} variant="secondary" size="lg">
                <PhoneIcon className="h-4 w-4" />
                <span className="whitespace-normal">
                  {t.emergency.callLabel}: <span className="whitespace-nowrap">{company.phone}</span>
                </span>
              </ButtonAnchor>
            </div>
            <p className="mt-4 text-sm text-muted">{t.emergency.safety}</p>
          </div>
          <Card>
            <h3 className="text-lg font-semibold text-brand-900">{t.emergency.signsTitle}</h3>
            <ul className="mt-3 space-y-2">
              {t.emergency.signs.map((sign) => (
                <li key={sign} className="flex gap-3 text-muted">
                  <span aria-hidden="true" className="font-bold text-amber-700">
                    !
                  </span>
                  <span>{sign}</span>
                </li>
              ))}
            </ul>
          </Card>
        </div>
      </ServiceSection>

      <ServiceSection id="leistungen" title={t.services.title} surface>
        <ul className="mt-8 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {t.services.items.map((service) => (
            <li key={service.title}>
              <Card className="h-full">
                <h3 className="text-lg font-semibold text-brand-900">{service.title}</h3>
                <p className="mt-2 leading-relaxed text-muted">{service.description}</p>
              </Card>
            </li>
          ))}
        </ul>
      </ServiceSection>

      <ServiceSection id="ablauf" title={t.steps.title}>
        <ol className="mt-8 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {t.steps.items.map((step) => (
            <li key={step.step}>
              <Card className="h-full">
                <p className="flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                  >
                    {step.step}
                  </span>
                  <span className="text-sm font-semibold uppercase tracking-wider text-brand-700">
                    {t.steps.stepLabel} {step.step}
                  </span>
                </p>
                <h3 className="mt-3 text-lg font-semibold text-brand-900">{step.title}</h3>
                <p className="mt-2 leading-relaxed text-muted">{step.description}</p>
              </Card>
            </li>
          ))}
        </ol>
      </ServiceSection>

      <ServiceSection id="risiken" title={t.risks.title} intro={t.risks.intro} surface>
        <ul className="mt-8 grid gap-x-8 gap-y-6 sm:grid-cols-2 lg:grid-cols-3">
          {t.risks.items.map((risk) => (
            <li key={risk.title} className="border-l-4 border-sun-500 pl-4">
              <h3 className="font-semibold text-brand-900">{risk.title}</h3>
              <p className="mt-1 leading-relaxed text-muted">{risk.text}</p>
            </li>
          ))}
        </ul>
      </ServiceSection>

      <ServiceSection id="kombination" title={t.combination.title}>
        <Card className="mt-6 grid gap-6 md:grid-cols-2 md:p-8">
          <p className="text-lg leading-relaxed text-muted">{t.combination.text}</p>
          <div>
            <CheckList items={t.combination.benefits} />
            <PageButton to={t.combination.link.to} variant="outline" className="mt-5">
              {t.combination.link.label}
            </PageButton>
          </div>
        </Card>
      </ServiceSection>

      <ServiceSection id="intervall" title={t.cycle.title} intro={t.cycle.intro} surface>
        <ul className="mt-8 grid gap-5 md:grid-cols-3">
          {t.cycle.items.map((cycle) => (
            <li key={cycle.frequency}>
              <Card className="h-full">
                <h3 className="text-xl font-bold text-brand-900">{cycle.frequency}</h3>
                <dl className="mt-3 space-y-2">
                  <div>
                    <dt className="text-sm font-semibold text-brand-900">{t.cycle.situationLabel}</dt>
                    <dd className="text-muted">{cycle.situation}</dd>
                  </div>
                  <div>
                    <dt className="text-sm font-semibold text-brand-900">{t.cycle.timingLabel}</dt>
                    <dd className="text-muted">{cycle.timing}</dd>
                  </div>
                </dl>
              </Card>
            </li>
          ))}
        </ul>
      </ServiceSection>

      <CtaPanel id="abschluss" title={t.cta.title} text={t.cta.text}>
        <PageButton to={t.cta.contactButton.to} size="lg">
          {t.cta.contactButton.label}
        </PageButton>
        <PageButton to={t.cta.roofButton.to} variant="inverse" size="lg">
          {t.cta.roofButton.label}
        </PageButton>
      </CtaPanel>

      <FaqList items={t.faq.items} title={t.faq.title} />
    </>
  );
}
