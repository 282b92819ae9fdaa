import type { Route } from "./+types/b2b";
import { PageHero } from "../components/page/content-page";
import { Card, CheckList, CtaBand, FeatureGrid, PageSection } from "../components/page/feature-grid";
import { PageButton, PageLink } from "../components/ui/page-link";
import { mainRegions } from "../content/cities";
import { b2bContent } from "../content/pages/b2b";
import { contentPageData } from "../lib/page-data.server";
import { buildMeta } from "../lib/seo";

/**
 * /b2b (German only, spec 2): hero, four feature cards, three service cards, three contract
 * tiers, three ROI examples, three customer types, benefits, consultation box, nationwide
 * section and final call to action. Links to the loss calculator, contact and solar pages.
 * The texts travel in the loader data, so they stay out of the client bundle.
 */
export function loader({ request }: Route.LoaderArgs) {
  return contentPageData(new URL(request.url).pathname, b2bContent);
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? buildMeta(loaderData.seo) : []);

export default function B2bPage({ loaderData }: Route.ComponentProps) {
  const { content: t } = loaderData;
  return (
    <>
      <PageHero
        copy={t.hero}
        actions={
          <>
            <PageButton to={t.hero.consultationButton.to} size="lg">
              {t.hero.consultationButton.label}
            </PageButton>
            <PageButton to={t.hero.calculatorButton.to} variant="outline" size="lg">
              {t.hero.calculatorButton.label}
            </PageButton>
          </>
        }
      >
        <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-brand-50 px-4 py-2 text-sm font-semibold text-brand-800">
          <span aria-hidden="true" className="h-2 w-2 rounded-full bg-leaf-600" />
          {t.hero.badge}
        </p>
      </PageHero>

      <PageSection id="staerken" title={t.features.title}>
        <FeatureGrid items={t.features.items} columns={4} />
      </PageSection>

      <PageSection id="leistungen" title={t.services.title} surface>
        <ul className="mt-8 grid gap-5 lg:grid-cols-3">
          {t.services.items.map((service) => (
            <li key={service.title}>
              <Card className="flex h-full flex-col">
                <h3 className="text-xl font-semibold text-brand-900">{service.title}</h3>
                <p className="mt-2 leading-relaxed text-muted">{service.description}</p>
                <CheckList items={service.benefits} className="mt-4 flex-1 text-sm" />
                <PageButton to={service.link.to} variant="outline" className="mt-5 self-start">
                  {service.link.label}
                </PageButton>
              </Card>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="vertraege" title={t.tiers.title} intro={t.tiers.intro}>
        <ul className="mt-8 grid gap-5 lg:grid-cols-3">
          {t.tiers.items.map((tier, index) => (
            <li key={tier.title}>
              <Card className={index === 1 ? "flex h-full flex-col border-2 border-brand-600" : "flex h-full flex-col"}>
                <h3 className="text-2xl font-bold text-brand-950">{tier.title}</h3>
                <dl className="mt-4 grid grid-cols-3 gap-2 rounded-xl bg-brand-50 p-3 text-sm">
                  <div>
                    <dt className="text-muted">{t.tiers.termLabel}</dt>
                    <dd className="font-semibold text-brand-900">{tier.term}</dd>
                  </div>
                  <div>
                    <dt className="text-muted">{t.tiers.cleaningsLabel}</dt>
                    <dd className="font-semibold text-brand-900">{tier.cleanings}</dd>
                  </div>
                  <div>
                    <dt className="text-muted">{t.tiers.areaLabel}</dt>
                    <dd className="font-semibold text-brand-900">{tier.area}</dd>
                  </div>
                </dl>
                <p className="mt-4 leading-relaxed text-muted">{tier.description}</p>
                <CheckList items={tier.features} className="mt-4 flex-1 text-sm" />
                <p className="mt-5 rounded-xl bg-surface px-4 py-3 text-sm text-brand-900">
                  <span className="font-semibold">{t.tiers.idealForLabel}:</span> {tier.idealFor}
                </p>
              </Card>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="rendite" title={t.roi.title} intro={t.roi.intro} surface>
        <ul className="mt-8 grid gap-5 lg:grid-cols-3">
          {t.roi.items.map((example) => (
            <li key={example.title}>
              <Card className="flex h-full flex-col">
                <h3 className="text-xl font-semibold text-brand-900">{example.title}</h3>
                <dl className="mt-3 flex-1 space-y-3 text-sm">
                  <div>
                    <dt className="font-semibold text-brand-900">{t.roi.sizeLabel}</dt>
                    <dd className="text-muted">{example.size}</dd>
                  </div>
                  <div>
                    <dt className="font-semibold text-brand-900">{t.roi.situationLabel}</dt>
                    <dd className="text-muted">{example.situation}</dd>
                  </div>
                  <div>
                    <dt className="font-semibold text-brand-900">{t.roi.solutionLabel}</dt>
                    <dd className="text-muted">{example.solution}</dd>
                  </div>
                  <div>
                    <dt className="font-semibold text-brand-900">{t.roi.resultLabel}</dt>
                    <dd className="text-muted">{example.result}</dd>
                  </div>
                  <div className="flex items-baseline justify-between gap-3 rounded-xl bg-leaf-50 px-4 py-3">
                    <dt className="font-semibold text-leaf-700">{t.roi.roiLabel}</dt>
                    <dd className="text-3xl font-bold text-leaf-700" data-testid="roi">
                      {example.roi}
                    </dd>
                  </div>
                </dl>
              </Card>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="kunden" title={t.customers.title}>
        <ul className="mt-8 grid gap-5 lg:grid-cols-3">
          {t.customers.items.map((customer) => (
            <li key={customer.title}>
              <Card className="flex h-full flex-col">
                <h3 className="text-xl font-semibold text-brand-900">{customer.title}</h3>
                <p className="mt-2 leading-relaxed text-muted">{customer.description}</p>
                <CheckList items={customer.benefits} className="mt-4 flex-1 text-sm" />
                <p className="mt-5 rounded-xl bg-surface px-4 py-3 text-sm text-brand-900">
                  <span className="font-semibold">{t.customers.typicalLabel}:</span> {customer.typical}
                </p>
              </Card>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="vorteile" title={t.benefits.title} surface>
        <div className="mt-8 grid gap-8 lg:grid-cols-[1.1fr_0.9fr]">
          <ul className="grid content-start gap-3 sm:grid-cols-2">
            {t.benefits.items.map((item) => (
              <li key={item} className="flex gap-3 rounded-xl bg-white p-4 text-brand-900 shadow-[var(--shadow-card)]">
                <span aria-hidden="true" className="font-bold text-leaf-700">
                  ✓
                </span>
                <span>{item}</span>
              </li>
            ))}
          </ul>
          <section
            aria-labelledby="beratung-title"
            className="rounded-2xl border border-brand-200 bg-white p-6 shadow-[var(--shadow-card)]"
          >
            <h3 id="beratung-title" className="text-xl font-semibold text-brand-900">
              {t.consultation.title}
            </h3>
            <p className="mt-2 leading-relaxed text-muted">{t.consultation.text}</p>
            <CheckList items={t.consultation.points} accent="brand" className="mt-4 text-sm" />
            <PageButton to={t.consultation.button.to} variant="secondary" className="mt-5">
              {t.consultation.button.label}
            </PageButton>
            <p className="mt-4 text-sm text-muted">
              {t.consultation.calculatorText}{" "}
              <PageLink
                to={t.consultation.calculatorLink.to}
                className="font-semibold text-brand-700 underline decoration-brand-200 decoration-2 underline-offset-4 hover:text-brand-900"
              >
                {t.consultation.calculatorLink.label}
              </PageLink>
            </p>
          </section>
        </div>
      </PageSection>

      <PageSection id="schweizweit" title={t.nationwide.title}>
        <p className="mt-3 max-w-3xl text-lg leading-relaxed text-muted">{t.nationwide.text}</p>
        <h3 className="mt-6 text-sm font-semibold uppercase tracking-wider text-muted">{t.nationwide.regionsLabel}</h3>
        <ul className="mt-3 flex flex-wrap gap-2">
          {mainRegions.map((region) => (
            <li key={region.slug}>
              <PageLink
                to={{ page: `city:${region.slug}` }}
                className="inline-flex min-h-10 items-center rounded-full border border-line px-4 text-sm font-medium text-brand-900 hover:border-brand-600 hover:bg-brand-50"
              >
                {region.name}
              </PageLink>
            </li>
          ))}
        </ul>
      </PageSection>

      <CtaBand id="abschluss" title={t.cta.title} text={t.cta.text}>
        <PageButton to={t.cta.contactButton.to} size="lg">
          {t.cta.contactButton.label}
        </PageButton>
        <PageButton to={t.cta.solarButton.to} variant="inverse" size="lg">
          {t.cta.solarButton.label}
        </PageButton>
      </CtaBand>
    </>
  );
}
