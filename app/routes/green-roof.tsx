import type { Route } from "./+types/green-roof";
import { FaqList, PageHero } from "../components/page/content-page";
import { Card, CheckList, CtaBand, FeatureGrid, PageSection } from "../components/page/feature-grid";
import { PhoneIcon } from "../components/layout/icons";
import { ButtonAnchor } from "../components/ui/button";
import { PageButton } from "../components/ui/page-link";
import { greenRoofContent } from "../content/pages/green-roof";
import { telHref } from "../lib/company";
import { contentPageData } from "../lib/page-data.server";
import { buildMeta } from "../lib/seo";
import { useUi } from "../lib/ui";
import { usePublicConfig } from "../lib/use-config";

/**
 * Green-roof care (spec 2) in German, French, Italian and English, all from one content model,
 * in the leaf accent of the green-roof topic: certification note, four services, seasonal care
 * lists, six benefits, intervals and a five-question FAQ (its FAQPage data is built from those
 * five). The copy travels in the loader data, not in the client bundle.
 */
export function loader({ request }: Route.LoaderArgs) {
  return contentPageData(new URL(request.url).pathname, greenRoofContent);
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? buildMeta(loaderData.seo) : []);

export default function GreenRoofPage({ loaderData }: Route.ComponentProps) {
  const t = loaderData.content;
  const ui = useUi();
  const { company } = usePublicConfig();
  return (
    <>
      <PageHero
        copy={t.hero}
        illustration="green"
        // Green-roof care has no online price: the hero asks for a request or a call, not the solar quote.
        actions={
          <>
            <PageButton to={t.cta.contactButton.to} size="lg">
              {t.cta.contactButton.label}
            </PageButton>
            <ButtonAnchor href={telHref(company.phone)} variant="outline" size="lg">
              <PhoneIcon className="h-4 w-4" />
              {ui.nav.callUs}
            </ButtonAnchor>
          </>
        }
      >
        <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-leaf-50 px-4 py-2 text-sm font-semibold text-leaf-700">
          <span aria-hidden="true" className="h-2 w-2 shrink-0 rounded-full bg-leaf-600" />
          {t.heroBadge}
        </p>
      </PageHero>

      <section id="certification" aria-labelledby="certification-title" className="container-page pt-12">
        <div className="flex gap-4 rounded-2xl border border-leaf-600 bg-leaf-50 p-6">
          <span
            aria-hidden="true"
            className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-leaf-700 font-bold text-white"
          >
            i
          </span>
          <div>
            <h2 id="certification-title" className="text-lg font-semibold text-leaf-700">
              {t.certificationNote.title}
            </h2>
            <p className="mt-1 leading-relaxed text-brand-900">{t.certificationNote.text}</p>
          </div>
        </div>
      </section>

      <PageSection id="services" title={t.services.title} intro={t.services.intro} accent="leaf">
        <FeatureGrid items={t.services.items} columns={4} accent="leaf" />
      </PageSection>

      <PageSection id="seasons" title={t.seasons.title} intro={t.seasons.intro} accent="leaf" surface>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {t.seasons.items.map((season) => (
            <li key={season.title}>
              <Card className="h-full border-t-4 border-t-leaf-600">
                <h3 className="text-lg font-semibold text-brand-900">{season.title}</h3>
                <p className="text-sm font-medium text-leaf-700">{season.months}</p>
                <CheckList items={season.tasks} accent="leaf" className="mt-4 text-sm" />
              </Card>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="benefits" title={t.benefits.title} accent="leaf">
        <FeatureGrid items={t.benefits.items} columns={3} accent="leaf" />
      </PageSection>

      <PageSection id="intervals" title={t.intervals.title} intro={t.intervals.intro} accent="leaf" surface>
        <ul className="mt-8 grid gap-5 md:grid-cols-3">
          {t.intervals.items.map((interval) => (
            <li key={interval.title}>
              <Card className="h-full">
                <h3 className="text-lg font-semibold text-brand-900">{interval.title}</h3>
                <p className="mt-2 text-2xl font-bold text-leaf-700">{interval.frequency}</p>
                <p className="mt-3 leading-relaxed text-muted">{interval.text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </PageSection>

      <CtaBand id="request" title={t.cta.title} text={t.cta.text} accent="leaf">
        <PageButton to={t.cta.contactButton.to} size="lg">
          {t.cta.contactButton.label}
        </PageButton>
        <PageButton to={t.cta.solarButton.to} variant="inverse" size="lg">
          {t.cta.solarButton.label}
        </PageButton>
      </CtaBand>

      <FaqList items={t.faq.items} title={t.faq.title} />
    </>
  );
}
