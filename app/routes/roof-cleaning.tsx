import type { Route } from "./+types/roof-cleaning";
import { FaqList, PageHero } from "../components/page/content-page";
import { Card, CheckList, CtaPanel, ServiceSection, TextLink } from "../components/page/service-sections";
import { ButtonAnchor } from "../components/ui/button";
import { PageButton } from "../components/ui/page-link";
import { roofCleaningContent } from "../content/pages/roof-cleaning";
import type { RoofServiceIcon } from "../content/pages/roof-cleaning/types";
import { createLoadGate } from "../components/ui/load-gate";
import { loadRoofWidgets } from "../features/roof-price/load-roof-widgets";
import { roofTotal } from "#app/domain/roof-price";
import { formatChf } from "../lib/format";
import { hrefOf } from "../lib/page-links";
import { contentPageData } from "../lib/page-data.server";
import { buildMeta } from "../lib/seo";

/**
 * /dachreinigung (spec 2): hero, methods, material-specific procedures, safety, three price
 * examples, customer types, process, roof price widget, before/after, FAQ. Service and FAQPage
 * structured data come from the content (the FAQPage from the five questions this page shows).
 * The texts travel in the loader data, so they stay out of the client bundle.
 */
export function loader({ request }: Route.LoaderArgs) {
  const page = contentPageData(new URL(request.url).pathname, roofCleaningContent);
  // The examples' prices are computed here, with the widget's own function, so the page's code needs neither.
  const exampleTotals = page.content.prices.examples.map((example) => formatChf(roofTotal(example.area), 0));
  return { ...page, exampleTotals };
}

/** The price widget's and the before/after view's code loads when the visitor comes near one (initial-JavaScript budget). */
const roofWidgets = createLoadGate("roof-widgets");
const RoofPriceWidget = roofWidgets.lazy(async () => (await loadRoofWidgets()).RoofPriceWidget);
const RoofBeforeAfter = roofWidgets.lazy(async () => (await loadRoofWidgets()).RoofBeforeAfter);

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? buildMeta(loaderData.seo) : []);

const CALCULATOR_ID = "preisrechner";

export default function RoofCleaning({ loaderData }: Route.ComponentProps) {
  const { content: t, lang, exampleTotals } = loaderData;
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
            <ButtonAnchor href={`#${CALCULATOR_ID}`} variant="outline" size="lg">
              {t.hero.calculatorButton}
            </ButtonAnchor>
          </>
        }
      >
        <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-leaf-50 px-4 py-2 text-sm font-semibold text-leaf-700">
          <span aria-hidden="true" className="h-2 w-2 rounded-full bg-leaf-600" />
          {t.hero.badge}
        </p>
      </PageHero>

      <ServiceSection id="methoden" title={t.methods.title} intro={t.methods.intro}>
        <ul className="mt-8 grid gap-5 md:grid-cols-2">
          {t.methods.items.map((method) => (
            <li key={method.title}>
              <Card className="h-full">
                <div className="flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700"
                  >
                    <MethodIcon icon={method.icon} />
                  </span>
                  <h3 className="text-xl font-semibold text-brand-900">{method.title}</h3>
                </div>
                <p className="mt-3 leading-relaxed text-muted">{method.description}</p>
                <CheckList items={method.features} className="mt-4 text-sm" />
              </Card>
            </li>
          ))}
        </ul>
      </ServiceSection>

      <ServiceSection id="materialien" title={t.materials.title} intro={t.materials.intro} surface>
        <ul className="mt-8 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {t.materials.items.map((material) => (
            <li key={material.key}>
              <Card className="flex h-full flex-col">
                <h3 className="text-xl font-semibold text-brand-900">{material.title}</h3>
                <p className="mt-2 leading-relaxed text-muted">{material.description}</p>
                <dl className="mt-4 rounded-xl bg-brand-50 px-4 py-3 text-sm">
                  <dt className="font-semibold text-brand-900">{t.materials.pressureLabel}</dt>
                  <dd className="text-brand-900">{material.pressure}</dd>
                </dl>
                <ol className="mt-4 list-decimal space-y-1.5 pl-5 text-sm text-muted marker:font-semibold marker:text-brand-700">
                  {material.steps.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ol>
              </Card>
            </li>
          ))}
        </ul>
      </ServiceSection>

      <ServiceSection id="sicherheit" title={t.safety.title} intro={t.safety.intro}>
        <ul className="mt-8 grid gap-x-8 gap-y-6 sm:grid-cols-2 lg:grid-cols-3">
          {t.safety.items.map((item) => (
            <li key={item.title} className="border-l-4 border-brand-200 pl-4">
              <h3 className="font-semibold text-brand-900">{item.title}</h3>
              <p className="mt-1 leading-relaxed text-muted">{item.text}</p>
            </li>
          ))}
        </ul>
      </ServiceSection>

      <ServiceSection id="preisbeispiele" title={t.prices.title} intro={t.prices.intro} surface>
        <ul className="mt-8 grid gap-5 md:grid-cols-3">
          {t.prices.examples.map((example, index) => (
            <li key={example.area}>
              <Card className="flex h-full flex-col">
                <h3 className="text-xl font-semibold text-brand-900">{example.title}</h3>
                <dl className="mt-3 grid grid-cols-2 gap-2">
                  <div>
                    <dt className="text-sm text-muted">{t.prices.areaLabel}</dt>
                    <dd className="text-lg font-semibold text-brand-900">{example.area} m²</dd>
                  </div>
                  <div>
                    <dt className="text-sm text-muted">{t.prices.totalLabel}</dt>
                    <dd className="text-lg font-bold text-brand-950">{exampleTotals[index]}</dd>
                  </div>
                </dl>
                <p className="mt-3 leading-relaxed text-muted">{example.description}</p>
              </Card>
            </li>
          ))}
        </ul>
      </ServiceSection>

      <ServiceSection id="kundengruppen" title={t.customers.title}>
        <ul className="mt-8 grid gap-5 lg:grid-cols-3">
          {t.customers.items.map((customer) => (
            <li key={customer.title}>
              <Card className="flex h-full flex-col">
                <h3 className="text-xl font-semibold text-brand-900">{customer.title}</h3>
                <p className="mt-2 leading-relaxed text-muted">{customer.description}</p>
                <CheckList items={customer.benefits} className="mt-4 flex-1" />
                <p className="mt-5 rounded-xl bg-surface px-4 py-3 text-sm text-brand-900">
                  <span className="font-semibold">{t.customers.typicalLabel}:</span> {customer.typical}
                </p>
              </Card>
            </li>
          ))}
        </ul>
        <div className="mt-8 rounded-2xl border border-brand-200 bg-brand-50 p-6">
          <h3 className="text-lg font-semibold text-brand-900">{t.customers.contractTitle}</h3>
          <p className="mt-2 max-w-3xl leading-relaxed text-muted">{t.customers.contractText}</p>
          <p className="mt-3">
            <TextLink to={t.customers.contractLink.to}>{t.customers.contractLink.label}</TextLink>
          </p>
        </div>
      </ServiceSection>

      <ServiceSection id="ablauf" title={t.process.title} surface>
        <ol className="mt-8 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {t.process.steps.map((step, index) => (
            <li key={step.title}>
              <Card className="h-full">
                <div className="flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                  >
                    {index + 1}
                  </span>
                  <h3 className="text-lg font-semibold text-brand-900">{step.title}</h3>
                </div>
                <p className="mt-3 leading-relaxed text-muted">{step.description}</p>
              </Card>
            </li>
          ))}
        </ol>
      </ServiceSection>

      <ServiceSection id={CALCULATOR_ID} title={t.calculator.title} intro={t.calculator.intro}>
        <div className="mt-8">
          <roofWidgets.Area fallback={<div className="min-h-[24rem]" />}>
            <RoofPriceWidget contactHref={hrefOf(t.calculator.contact, lang)} text={t.widget} />
          </roofWidgets.Area>
        </div>
      </ServiceSection>

      <ServiceSection id="vorher-nachher" title={t.beforeAfter.title} intro={t.beforeAfter.intro} surface>
        <div className="mt-8">
          <roofWidgets.Area fallback={<div className="min-h-[24rem]" />}>
            <RoofBeforeAfter before={t.beforeAfter.before} after={t.beforeAfter.after} />
          </roofWidgets.Area>
        </div>
      </ServiceSection>

      <ServiceSection id="weitere-leistungen" title={t.moreTitle}>
        <div className="mt-8 grid gap-5 md:grid-cols-2">
          <Card className="flex flex-col">
            <h3 className="text-xl font-semibold text-brand-900">{t.gutter.title}</h3>
            <p className="mt-2 flex-1 leading-relaxed text-muted">{t.gutter.text}</p>
            <PageButton to={t.gutter.link.to} variant="outline" className="mt-5 self-start">
              {t.gutter.link.label}
            </PageButton>
          </Card>
          <Card className="flex flex-col">
            <h3 className="text-xl font-semibold text-brand-900">{t.related.title}</h3>
            <p className="mt-2 flex-1 leading-relaxed text-muted">{t.related.text}</p>
            <ul className="mt-4 space-y-2">
              {t.related.links.map((link) => (
                <li key={link.label}>
                  <TextLink to={link.to}>{link.label}</TextLink>
                </li>
              ))}
            </ul>
          </Card>
        </div>
      </ServiceSection>

      <CtaPanel id="abschluss" title={t.cta.title} text={t.cta.text}>
        <PageButton to={t.cta.contactButton.to} size="lg">
          {t.cta.contactButton.label}
        </PageButton>
        <PageButton to={t.cta.gutterButton.to} variant="inverse" size="lg">
          {t.cta.gutterButton.label}
        </PageButton>
      </CtaPanel>

      <FaqList items={t.faq.items} title={t.faq.title} />
    </>
  );
}

/** Line icons of the four methods (decorative; the heading names the method). */
function MethodIcon({ icon }: { icon: RoofServiceIcon }) {
  const paths: Record<RoofServiceIcon, string> = {
    // Spray nozzle with a low fan of water.
    pressure: "M3 8h9l3 2v4l-3 2H3zM15 12h2M19 8l2-1M19 12h3M19 16l2 1",
    // Thermometer.
    heat: "M10 4a2 2 0 0 1 4 0v10a4 4 0 1 1-4 0zM12 9v7",
    // Brush.
    brush: "M4 14h16v3H4zM6 14V8h12v6M8 17v3M12 17v3M16 17v3",
    // Shield with a tick.
    shield: "M12 3l8 3v5c0 5-3.5 8.5-8 10-4.5-1.5-8-5-8-10V6zM8.5 12l2.5 2.5 4.5-5",
  };
  return (
    <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="1.8">
      <path d={paths[icon]} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
