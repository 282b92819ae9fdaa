import type { Route } from "./+types/about";
import { PageHero } from "../components/page/content-page";
import { Card, CtaBand, PageSection, StatList } from "../components/page/feature-grid";
import { PageButton } from "../components/ui/page-link";
import { aboutContent } from "../content/pages/about";
import { cn } from "../lib/cn";
import { contentPageData } from "../lib/page-data.server";
import { buildMeta } from "../lib/seo";
import { usePublicConfig } from "../lib/use-config";

/**
 * About us, one module for every language (spec 2): key figures, company data with the UID
 * from configuration, timeline, values, four certificates and four regional teams; the French
 * and Italian pages add the service regions of their part of Switzerland. The texts travel in
 * the loader data.
 */
export function loader({ request }: Route.LoaderArgs) {
  return contentPageData(new URL(request.url).pathname, aboutContent);
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? buildMeta(loaderData.seo) : []);

/** Top rule of the value cards in their order (sustainable, first-class, efficient); decorative. */
const valueColours = ["border-t-leaf-600", "border-t-brand-600", "border-t-sun-400"];

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const { content: t } = loaderData;
  const { company } = usePublicConfig();
  return (
    <>
      <PageHero copy={t.hero}>
        <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-brand-50 px-4 py-2 text-sm font-semibold text-brand-800">
          <span aria-hidden="true" className="h-2 w-2 shrink-0 rounded-full bg-leaf-600" />
          {t.heroBadge}
        </p>
      </PageHero>

      <PageSection id="zahlen" title={t.facts.title} surface>
        <StatList items={t.facts.items} className="mt-8" />
        <div className="mt-8 rounded-2xl border border-line bg-white p-6">
          <h3 className="text-lg font-semibold text-brand-900">{t.facts.companyTitle}</h3>
          <dl className="mt-3 grid gap-4 text-brand-900 sm:grid-cols-3">
            <div>
              <dt className="text-sm text-muted">{t.facts.nameLabel}</dt>
              <dd className="font-medium">{company.name}</dd>
            </div>
            <div>
              <dt className="text-sm text-muted">{t.facts.addressLabel}</dt>
              <dd className="font-medium">
                {company.street}, {company.postcode} {company.city}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-muted">{t.facts.uidLabel}</dt>
              <dd className="font-medium" data-testid="company-uid">
                {company.uid}
              </dd>
            </div>
          </dl>
        </div>
      </PageSection>

      <PageSection id="geschichte" title={t.timeline.title}>
        <ol className="mt-8 space-y-8 border-l-2 border-brand-200 pl-6 md:pl-8">
          {t.timeline.items.map((entry) => (
            <li key={entry.period} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-1.5 -left-[2.05rem] h-4 w-4 rounded-full border-4 border-white bg-brand-700 md:-left-[2.55rem]"
              />
              <p className="text-sm font-bold tracking-wider text-brand-700">{entry.period}</p>
              <h3 className="mt-1 text-xl font-semibold text-brand-900">{entry.title}</h3>
              <p className="mt-2 max-w-3xl leading-relaxed text-muted">{entry.text}</p>
            </li>
          ))}
        </ol>
      </PageSection>

      <PageSection id="werte" title={t.values.title} intro={t.values.intro} surface>
        <ul className="mt-8 grid gap-5 md:grid-cols-3">
          {t.values.items.map((value, index) => (
            <li key={value.title}>
              <Card className={cn("h-full border-t-4", valueColours[index % valueColours.length])}>
                <h3 className="text-xl font-semibold text-brand-900">{value.title}</h3>
                <p className="mt-2 leading-relaxed text-muted">{value.description}</p>
              </Card>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="zertifikate" title={t.certifications.title}>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {t.certifications.items.map((item) => (
            <li key={item.title}>
              <Card className="flex h-full flex-col">
                <h3 className="text-lg font-semibold text-brand-900">{item.title}</h3>
                <p className="mt-2 flex-1 leading-relaxed text-muted">{item.description}</p>
                {item.verified && (
                  <p className="mt-4 inline-flex items-center gap-2 self-start rounded-full bg-leaf-50 px-3 py-1 text-sm font-semibold text-leaf-700">
                    <span aria-hidden="true">✓</span>
                    {t.certifications.verifiedLabel}
                  </p>
                )}
              </Card>
            </li>
          ))}
        </ul>
        <PageButton
          to={t.certifications.link.to}
          variant="outline"
          className="mt-8 max-w-full text-center whitespace-normal!"
        >
          {t.certifications.link.label}
        </PageButton>
      </PageSection>

      <PageSection id="teams" title={t.teams.title} intro={t.teams.intro} surface>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {t.teams.items.map((team) => (
            <li key={team.name}>
              <Card className="h-full">
                <div className="flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                  >
                    {team.short}
                  </span>
                  <div className="min-w-0">
                    <h3 className="text-lg font-semibold text-brand-900">{team.name}</h3>
                    <p className="text-sm text-muted">{team.region}</p>
                  </div>
                </div>
                <dl className="mt-4 space-y-3">
                  <div>
                    <dt className="text-sm text-muted">{t.teams.projectsLabel}</dt>
                    <dd className="text-2xl font-bold text-brand-900">{team.projects}</dd>
                  </div>
                  <div>
                    <dt className="text-sm text-muted">{t.teams.specialityLabel}</dt>
                    <dd className="text-brand-900">{team.speciality}</dd>
                  </div>
                </dl>
              </Card>
            </li>
          ))}
        </ul>
        {t.teams.regions && <ServiceRegions regions={t.teams.regions} />}
      </PageSection>

      <CtaBand id="kennenlernen" title={t.cta.title} text={t.cta.text}>
        <PageButton to={t.cta.contactButton.to} size="lg">
          {t.cta.contactButton.label}
        </PageButton>
        <PageButton to={t.cta.quoteButton.to} variant="inverse" size="lg">
          {t.cta.quoteButton.label}
        </PageButton>
      </CtaBand>
    </>
  );
}

type Regions = NonNullable<Route.ComponentProps["loaderData"]["content"]["teams"]["regions"]>;

/** The regions of the reader's part of Switzerland, each with the towns we serve there. */
function ServiceRegions({ regions }: { regions: Regions }) {
  return (
    <div className="mt-10 rounded-2xl border border-line bg-white p-6 md:p-8">
      <h3 className="text-xl font-semibold text-brand-900">{regions.title}</h3>
      <p className="mt-2 max-w-3xl leading-relaxed text-muted">{regions.intro}</p>
      <ul className="mt-6 grid gap-5 md:grid-cols-3">
        {regions.items.map((region) => (
          <li key={region.name}>
            <h4 className="font-semibold text-brand-900">{region.name}</h4>
            <p className="mt-1 text-muted">{region.cities.join(", ")}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
