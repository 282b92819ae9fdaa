import type { Route } from "./+types/solar";
import { BasicPage } from "../components/page/basic-page";
import { FaqList, PageHero } from "../components/page/content-page";
import { YieldWidget } from "../features/yield-calculator/yield-widget";
import { CheckList, CtaBand, FeatureGrid, PageSection, StepList } from "../components/page/feature-grid";
import { SolarIllustrationSvg } from "../components/page/solar-illustrations";
import { ButtonLink } from "../components/ui/button";
import { pathOf } from "../content/route-table";
import { solarPage } from "../content/solar-page";
import { quoteHref } from "../lib/navigation";
import { fixedPageData } from "../lib/page-data.server";
import { withFaqJsonLd } from "../lib/page-faq";
import { buildMeta } from "../lib/seo";

/**
 * Solar cleaning in all four languages. German (/solaranlagenreinigung) has the full page of
 * spec 2: hero, gallery, benefits, risks, six-step process, insurance, five-question FAQ (its
 * FAQPage data is built from those five) and calls to action to the quote and contact pages.
 * French, Italian and English show hero and FAQ from their copy.
 */
export function loader({ request }: Route.LoaderArgs) {
  const page = fixedPageData(new URL(request.url).pathname);
  // The German page copy travels in the loader data, so it stays out of the client bundle.
  return page.lang === "de" ? { ...withFaqJsonLd(page, solarPage.faq.items), t: solarPage } : { ...page, t: null };
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? buildMeta(loaderData.seo) : []);

export default function SolarPage({ loaderData }: Route.ComponentProps) {
  const { copy, t } = loaderData;
  if (!t) return <BasicPage copy={copy} illustration="solar" />;
  const contactPath = pathOf("contact", "de");
  return (
    <>
      <PageHero copy={copy}>
        <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-brand-50 px-4 py-2 text-sm font-semibold text-brand-800">
          <span aria-hidden="true" className="h-2 w-2 rounded-full bg-leaf-600" />
          {t.heroBadge}
        </p>
      </PageHero>

      <PageSection id="verfahren" title={t.gallery.title} intro={t.gallery.intro}>
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

      <PageSection id="vorteile" title={t.benefits.title} surface>
        <FeatureGrid items={t.benefits.items} columns={4} />
      </PageSection>

      <PageSection id="risiken" title={t.risks.title} intro={t.risks.intro}>
        <FeatureGrid items={t.risks.items} columns={4} />
      </PageSection>

      <PageSection id="ertragsrechner" title={t.yieldCalculator.title} intro={t.yieldCalculator.intro} surface>
        <YieldWidget copy={t.yieldCalculator} quoteHref={quoteHref("de")} />
      </PageSection>

      <PageSection id="ablauf" title={t.process.title} intro={t.process.intro}>
        <StepList steps={t.process.steps} />
      </PageSection>

      <PageSection id="versicherung" title={t.insurance.title} surface>
        <div className="mt-8 grid gap-8 rounded-2xl border border-brand-200 bg-brand-50 p-6 md:grid-cols-[1.2fr_1fr] md:p-8">
          <p className="text-lg leading-relaxed text-brand-900">{t.insurance.text}</p>
          <div>
            <CheckList items={t.insurance.points} />
            <ButtonLink to={pathOf("certificates", "de")} variant="outline" className="mt-5">
              {t.insurance.link}
            </ButtonLink>
          </div>
        </div>
      </PageSection>

      <CtaBand id="offerte" title={t.cta.title} text={t.cta.text}>
        <ButtonLink to={quoteHref("de")} size="lg">
          {t.cta.quoteButton}
        </ButtonLink>
        <ButtonLink to={contactPath} variant="inverse" size="lg">
          {t.cta.contactButton}
        </ButtonLink>
      </CtaBand>

      <FaqList items={t.faq.items} title={t.faq.title} />
    </>
  );
}
