import { pathOf } from "#app/content/route-table";
import { cityPageText as t } from "#app/content/cities/de-page-text";
import type { CityPageData } from "#app/lib/page-data.server";
import { fill, useUi } from "#app/lib/ui";
import { ButtonLink } from "../ui/button";
import { FaqList, PageHero } from "./content-page";
import { CtaBand } from "./feature-grid";

/**
 * City page (spec 2): hero with quote and contact buttons, benefits grid, service
 * area with the city's response time, service cards, final call to action, FAQ.
 */
export function CityPage({ data }: { data: CityPageData }) {
  const ui = useUi();
  const { city, content } = data;
  const f = (text: string) => fill(text, { city: city.name });
  return (
    <>
      <PageHero
        copy={data.copy}
        eyebrow={cityEyebrow(city)}
        actions={
          <>
            <ButtonLink to={pathOf("prices", "de")} size="lg">
              {t.quoteButton}
            </ButtonLink>
            <ButtonLink to={pathOf("contact", "de")} variant="outline" size="lg">
              {t.contactButton}
            </ButtonLink>
          </>
        }
      >
        <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-leaf-50 px-4 py-2 text-sm font-semibold text-leaf-700">
          <span aria-hidden="true" className="h-2 w-2 rounded-full bg-leaf-600" />
          {fill(ui.city.responseTimeLabel, { city: city.name })}: {ui.city.responseTimes[city.responseTime]}
        </p>
      </PageHero>

      <section aria-labelledby="benefits-title" className="container-page py-16">
        <h2 id="benefits-title" className="text-2xl font-bold text-brand-950 sm:text-3xl">
          {f(t.benefitsTitle)}
        </h2>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {data.benefits.map((benefit) => (
            <li key={benefit.title} className="rounded-2xl border border-line bg-white p-6 shadow-[var(--shadow-card)]">
              <h3 className="font-semibold text-brand-900">{benefit.title}</h3>
              <p className="mt-2 text-muted">{benefit.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="area-title" className="bg-surface py-16">
        <div className="container-page grid gap-10 lg:grid-cols-2">
          <div>
            <h2 id="area-title" className="text-2xl font-bold text-brand-950 sm:text-3xl">
              {f(t.areaTitle)}
            </h2>
            <dl className="mt-6 rounded-2xl bg-white p-6 shadow-[var(--shadow-card)]">
              <dt className="text-sm font-semibold uppercase tracking-wider text-muted">{t.responseTimeLabel}</dt>
              <dd className="mt-1 text-2xl font-bold text-leaf-700">{ui.city.responseTimes[city.responseTime]}</dd>
              {content.coverage.length > 0 && (
                <>
                  <dt className="mt-6 text-sm font-semibold uppercase tracking-wider text-muted">{t.coverageLabel}</dt>
                  <dd className="mt-3">
                    <ul className="flex flex-wrap gap-2">
                      {content.coverage.map((place) => (
                        <li key={place} className="rounded-full border border-line px-3 py-1 text-sm text-brand-900">
                          {place}
                        </li>
                      ))}
                    </ul>
                  </dd>
                </>
              )}
            </dl>
          </div>
          <div className="space-y-8">
            <div>
              <h3 className="text-xl font-semibold text-brand-900">{f(t.localTitle)}</h3>
              <p className="mt-2 leading-relaxed text-muted">{content.localCharacter}</p>
            </div>
            <div>
              <h3 className="text-xl font-semibold text-brand-900">{t.installationsTitle}</h3>
              <p className="mt-2 leading-relaxed text-muted">{content.typicalInstallations}</p>
            </div>
            <div>
              <h3 className="text-xl font-semibold text-brand-900">{f(t.specialtiesTitle)}</h3>
              <ul className="mt-3 space-y-2">
                {content.specialties.map((item) => (
                  <li key={item} className="flex gap-3 text-muted">
                    <span aria-hidden="true" className="mt-1 text-leaf-600">
                      ✓
                    </span>
                    {item}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="services-title" className="container-page py-16">
        <h2 id="services-title" className="text-2xl font-bold text-brand-950 sm:text-3xl">
          {f(t.servicesTitle)}
        </h2>
        <ul className="mt-8 grid gap-5 md:grid-cols-2">
          {t.services.map((service) => (
            <li
              key={service.key}
              className="flex flex-col rounded-2xl border border-line bg-white p-6 shadow-[var(--shadow-card)]"
            >
              <h3 className="text-xl font-semibold text-brand-900">{service.title}</h3>
              <p className="mt-2 flex-1 text-muted">{service.text}</p>
              <ButtonLink to={pathOf(service.key, "de")} variant="outline" className="mt-5 self-start">
                {service.link}
              </ButtonLink>
            </li>
          ))}
        </ul>
      </section>

      <CtaBand id="cta" title={f(t.ctaTitle)} text={t.ctaText}>
        <ButtonLink to={pathOf("prices", "de")} size="lg">
          {t.quoteButton}
        </ButtonLink>
        <ButtonLink to={pathOf("contact", "de")} variant="inverse" size="lg">
          {t.contactButton}
        </ButtonLink>
      </CtaBand>

      <FaqList items={content.faq} title={f(t.faqTitle)} />
    </>
  );
}

/** "Nordwestschweiz · Liestal", but only "Kanton Aargau" where the region already names the place. */
export function cityEyebrow(city: { region: string; name: string }): string {
  return city.region.includes(city.name) ? city.region : `${city.region} · ${city.name}`;
}
