import type { Route } from "./+types/prices";
import { PageHero } from "../components/page/content-page";
import { Card, CheckList, CtaBand, FeatureGrid, PageSection } from "../components/page/feature-grid";
import { WhatsAppIcon } from "../components/layout/icons";
import { WhatsAppLink } from "../components/layout/whatsapp-link";
import { PageButton } from "../components/ui/page-link";
import { buttonClass } from "../components/ui/button";
import { pricesContent } from "../content/pages/prices";
import { quoteCalculatorCopy, type QuoteCalculatorCopy } from "../content/quote-calculator";
import { LazyQuoteCalculator } from "../features/quote/lazy-quote-calculator";
import { cn } from "../lib/cn";
import { formatChf } from "../lib/format";
import { contentPageData } from "../lib/page-data.server";
import { buildMeta } from "../lib/seo";

/**
 * Prices and quote, one module for every language: hero, the instant-quote calculator right
 * after it (anchor #calculator, spec 2), packages, the included extra services, the package
 * note and the WhatsApp banner. The texts travel in the loader data.
 */
export function loader({ request }: Route.LoaderArgs) {
  const page = contentPageData(new URL(request.url).pathname, pricesContent);
  return { ...page, calculator: quoteCalculatorCopy(page.lang) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? buildMeta(loaderData.seo) : []);

/** The calculator's section: the target of every "get a quote" button (#calculator). */
function CalculatorSection({ copy }: { copy: QuoteCalculatorCopy }) {
  return (
    <PageSection id="calculator" title={copy.title} intro={copy.intro} surface>
      {/* Its code loads at the visitor's first interaction with it (initial-JavaScript budget). */}
      <LazyQuoteCalculator copy={copy} labelledBy="calculator-title" />
    </PageSection>
  );
}

export default function PricesPage({ loaderData }: Route.ComponentProps) {
  const { content: t, calculator } = loaderData;
  return (
    <>
      <PageHero copy={t.hero} />
      <CalculatorSection copy={calculator} />

      <PageSection id="pakete" title={t.packages.title} intro={t.packages.intro}>
        <ul className="mt-8 grid gap-5 md:grid-cols-2">
          {t.packages.items.map((item) => (
            <li key={item.name}>
              <Card className={cn("flex h-full flex-col", item.highlight && "border-2 border-brand-700")}>
                <div className="flex items-start justify-between gap-3">
                  <h3 className="text-xl font-semibold text-brand-900">{item.name}</h3>
                  {item.highlight && (
                    <span className="rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white">
                      {t.packages.highlightLabel}
                    </span>
                  )}
                </div>
                <p className="mt-3 text-3xl font-bold text-brand-950">
                  {t.packages.priceFromLabel && `${t.packages.priceFromLabel} `}
                  {formatChf(item.priceChf, 0)}
                </p>
                <p className="mt-3 leading-relaxed text-muted">{item.text}</p>
                <CheckList items={item.features} className="mt-4 flex-1" />
              </Card>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="inbegriffen" title={t.included.title} intro={t.included.intro} surface>
        <FeatureGrid items={t.included.items} columns={3} />
      </PageSection>

      <PageSection id="gut-zu-wissen" title={t.packageNote.title}>
        <CheckList items={t.packageNote.items} accent="brand" className="mt-6 max-w-3xl" />
        <PageButton to={t.packageNote.b2bLink.to} variant="outline" className="mt-6">
          {t.packageNote.b2bLink.label}
        </PageButton>
      </PageSection>

      <section aria-labelledby="whatsapp-title" className="container-page py-8">
        <div className="flex flex-col items-start justify-between gap-6 rounded-3xl border border-leaf-600/30 bg-leaf-50 p-8 md:flex-row md:items-center">
          <div>
            <h2 id="whatsapp-title" className="text-2xl font-bold text-brand-950">
              {t.whatsapp.title}
            </h2>
            <p className="mt-2 max-w-2xl text-muted">{t.whatsapp.text}</p>
          </div>
          <WhatsAppLink source="preise-banner" className={buttonClass("secondary", "lg")}>
            <WhatsAppIcon className="h-5 w-5" />
            {t.whatsapp.button}
          </WhatsAppLink>
        </div>
      </section>

      <CtaBand id="fragen" title={t.cta.title} text={t.cta.text}>
        <PageButton to={t.cta.contactButton.to} size="lg">
          {t.cta.contactButton.label}
        </PageButton>
        <PageButton to={t.cta.faqButton.to} variant="inverse" size="lg">
          {t.cta.faqButton.label}
        </PageButton>
      </CtaBand>
    </>
  );
}
