import type { Route } from "./+types/green-roof";
import { BasicPage } from "../components/page/basic-page";
import { FaqList, PageHero } from "../components/page/content-page";
import { Card, CheckList, CtaBand, FeatureGrid, PageSection } from "../components/page/feature-grid";
import { ButtonLink } from "../components/ui/button";
import { greenRoofPage } from "../content/green-roof-page";
import { pathOf } from "../content/route-table";
import { fixedPageData } from "../lib/page-data.server";
import { withFaqJsonLd } from "../lib/page-faq";
import { buildMeta } from "../lib/seo";

/**
 * Green-roof care in all four languages. German (/gruendachpflege) has the full page of
 * spec 2 in the leaf accent of the green-roof topic: certification note, four services,
 * seasonal care lists, six benefits, intervals and a five-question FAQ (its FAQPage data is
 * built from those five). French, Italian and English show hero and FAQ from their copy.
 */
export function loader({ request }: Route.LoaderArgs) {
  const page = fixedPageData(new URL(request.url).pathname);
  // The German page copy travels in the loader data, so it stays out of the client bundle.
  return page.lang === "de"
    ? { ...withFaqJsonLd(page, greenRoofPage.faq.items), t: greenRoofPage }
    : { ...page, t: null };
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? buildMeta(loaderData.seo) : []);

export default function GreenRoofPage({ loaderData }: Route.ComponentProps) {
  const { copy, t } = loaderData;
  if (!t) return <BasicPage copy={copy} illustration="green" />;
  return (
    <>
      <PageHero copy={copy} illustration="green">
        <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-leaf-50 px-4 py-2 text-sm font-semibold text-leaf-700">
          <span aria-hidden="true" className="h-2 w-2 rounded-full bg-leaf-600" />
          {t.heroBadge}
        </p>
      </PageHero>

      <section aria-labelledby="zertifizierung-title" className="container-page pt-12">
        <div className="flex gap-4 rounded-2xl border border-leaf-600 bg-leaf-50 p-6">
          <span
            aria-hidden="true"
            className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-leaf-700 font-bold text-white"
          >
            i
          </span>
          <div>
            <h2 id="zertifizierung-title" className="text-lg font-semibold text-leaf-700">
              {t.certificationNote.title}
            </h2>
            <p className="mt-1 leading-relaxed text-brand-900">{t.certificationNote.text}</p>
          </div>
        </div>
      </section>

      <PageSection id="leistungen" title={t.services.title} intro={t.services.intro} accent="leaf">
        <FeatureGrid items={t.services.items} columns={4} accent="leaf" />
      </PageSection>

      <PageSection id="jahreszeiten" title={t.seasons.title} intro={t.seasons.intro} accent="leaf" surface>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {t.seasons.items.map((season) => (
            <li key={season.key}>
              <Card className="h-full border-t-4 border-t-leaf-600">
                <h3 className="text-lg font-semibold text-brand-900">{season.title}</h3>
                <p className="text-sm font-medium text-leaf-700">{season.months}</p>
                <CheckList items={season.tasks} accent="leaf" className="mt-4 text-sm" />
              </Card>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="nutzen" title={t.benefits.title} accent="leaf">
        <FeatureGrid items={t.benefits.items} columns={3} accent="leaf" />
      </PageSection>

      <PageSection id="intervalle" title={t.intervals.title} intro={t.intervals.intro} accent="leaf" surface>
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

      <CtaBand id="anfrage" title={t.cta.title} text={t.cta.text} accent="leaf">
        <ButtonLink to={pathOf("contact", "de")} size="lg">
          {t.cta.contactButton}
        </ButtonLink>
        <ButtonLink to={pathOf("solar", "de")} variant="inverse" size="lg">
          {t.cta.solarButton}
        </ButtonLink>
      </CtaBand>

      <FaqList items={t.faq.items} title={t.faq.title} />
    </>
  );
}
