import type { Route } from "./+types/solar";
import { FaqList, PageHero } from "../components/page/content-page";
import { CheckList, CtaBand, FeatureGrid, PageSection, StepList } from "../components/page/feature-grid";
import { SolarIllustrationSvg } from "../components/page/solar-illustrations";
import { PageButton } from "../components/ui/page-link";
import { solarContent } from "../content/pages/solar";
import { createLoadGate } from "../components/ui/load-gate";
import { loadYieldWidget } from "../features/yield-calculator/load-yield-widget";
import { contentPageData } from "../lib/page-data.server";
import { buildMeta } from "../lib/seo";

/**
 * Solar cleaning (spec 2) in German, French, Italian and English, all from one content model:
 * hero, gallery, benefits, risks, yield calculator (spec 9), six-step process, insurance,
 * calls to action to the quote and contact pages and a five-question FAQ (its FAQPage data
 * is built from those five). The copy travels in the loader data, not in the client bundle.
 */
export function loader({ request }: Route.LoaderArgs) {
  return contentPageData(new URL(request.url).pathname, solarContent);
}

/** The yield calculator's code loads when the visitor comes near it (initial-JavaScript budget). */
const yieldGate = createLoadGate("yield-calculator");
const YieldWidget = yieldGate.lazy(async () => (await loadYieldWidget()).YieldWidget);

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? buildMeta(loaderData.seo) : []);

export default function SolarPage({ loaderData }: Route.ComponentProps) {
  const t = loaderData.content;
  return (
    <>
      <PageHero copy={t.hero}>
        <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-brand-50 px-4 py-2 text-sm font-semibold text-brand-800">
          <span aria-hidden="true" className="h-2 w-2 shrink-0 rounded-full bg-leaf-600" />
          {t.heroBadge}
        </p>
      </PageHero>

      <PageSection id="methods" title={t.gallery.title} intro={t.gallery.intro}>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {t.gallery.items.map((item) => (
            <li key={item.illustration}>
              <figure className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-[var(--shadow-card)]">
                <SolarIllustrationSvg illustration={item.illustration} label={item.alt} className="h-auto w-full" />
                <figcaption className="flex-1 p-5">
                  <span className="block font-semibold text-brand-900">{item.title}</span>
                  <span className="mt-2 block text-sm leading-relaxed text-muted">{item.text}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="benefits" title={t.benefits.title} surface>
        <FeatureGrid items={t.benefits.items} columns={4} />
      </PageSection>

      <PageSection id="risks" title={t.risks.title} intro={t.risks.intro}>
        <FeatureGrid items={t.risks.items} columns={4} />
      </PageSection>

      <PageSection id="yield-calculator" title={t.yieldCalculator.title} intro={t.yieldCalculator.intro} surface>
        <yieldGate.Area fallback={<div className="mt-8 min-h-[36rem]" />}>
          <YieldWidget copy={t.yieldCalculator} />
        </yieldGate.Area>
      </PageSection>

      <PageSection id="process" title={t.process.title} intro={t.process.intro}>
        <StepList steps={t.process.steps} />
      </PageSection>

      <PageSection id="insurance" title={t.insurance.title} surface>
        <div className="mt-8 grid gap-8 rounded-2xl border border-brand-200 bg-brand-50 p-6 md:grid-cols-[1.2fr_1fr] md:p-8">
          <p className="text-lg leading-relaxed text-brand-900">{t.insurance.text}</p>
          <div>
            <CheckList items={t.insurance.points} />
            <PageButton to={t.insurance.link.to} variant="outline" className="mt-5">
              {t.insurance.link.label}
            </PageButton>
          </div>
        </div>
      </PageSection>

      <CtaBand id="quote" title={t.cta.title} text={t.cta.text}>
        <PageButton to={t.cta.quoteButton.to} size="lg">
          {t.cta.quoteButton.label}
        </PageButton>
        <PageButton to={t.cta.contactButton.to} variant="inverse" size="lg">
          {t.cta.contactButton.label}
        </PageButton>
      </CtaBand>

      <FaqList items={t.faq.items} title={t.faq.title} />
    </>
  );
}
