import type { Route } from "./+types/contact-regional";
import { PinIcon } from "../components/layout/icons";
import { ContactCards } from "../components/page/contact-cards";
import { CallButton, EmailButton } from "../components/page/contact-parts";
import { PageHero } from "../components/page/content-page";
import { FaqAccordion } from "../components/page/faq-accordion";
import { Card, CheckList, CtaBand, FeatureGrid, PageSection } from "../components/page/feature-grid";
import { ButtonAnchor } from "../components/ui/button";
import { PageButton } from "../components/ui/page-link";
import { ticinoRegions } from "../content/cities";
import { contactContent } from "../content/pages/contact";
import { siteFacts } from "../content/site-facts";
import { ContactFormCard } from "../features/forms/contact-form-card";
import { publicConfig } from "../lib/config.server";
import { contentPageData } from "../lib/page-data.server";
import { buildMeta } from "../lib/seo";
import { contactPage } from "../lib/structured-data";
import { usePublicConfig } from "../lib/use-config";

/**
 * /fr/contact and /it/contatto (spec 2): hero with call and e-mail buttons, three cards
 * (phone, e-mail, head office in Basel), the contact form, the service area with its three
 * regions, three service cards, four reasons, five questions and a closing call to action.
 * The Italian page adds structured contact data covering the Ticino cities (Mon–Fri
 * 08:00–18:00); it promises a reply within 24–48 hours, the French one within 24 hours.
 * Texts from app/content/pages/contact, in the loader data (the FAQPage data comes from the
 * questions shown).
 */
export function loader({ request }: Route.LoaderArgs) {
  const page = contentPageData(new URL(request.url).pathname, { fr: contactContent.fr, it: contactContent.it });
  const { seo } = page;
  if (page.lang === "it") {
    seo.jsonLd!.push(
      contactPage({
        siteUrl: seo.siteUrl,
        company: publicConfig().company,
        name: page.content.hero.heading,
        path: seo.path,
        lang: page.lang,
        areaServed: ticinoRegions.flatMap((region) => region.cities),
        hours: siteFacts.hours,
      }),
    );
  }
  return page;
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? buildMeta(loaderData.seo) : []);

export default function RegionalContactPage({ loaderData }: Route.ComponentProps) {
  const { content: t } = loaderData;
  const { company } = usePublicConfig();
  return (
    <>
      <PageHero
        copy={t.hero}
        actions={
          <>
            <CallButton company={company} label={t.callButton} />
            <EmailButton company={company} label={t.emailButton} />
          </>
        }
      />
      <ContactCards cards={t.cards} company={company} />

      <div className="bg-surface py-16">
        <div className="container-page">
          <ContactFormCard copy={t.form} className="mx-auto max-w-4xl" />
        </div>
      </div>

      <PageSection id="service-area" title={t.area.title} intro={t.area.intro}>
        <ul className="mt-8 grid gap-5 md:grid-cols-3">
          {t.area.regions.map((region) => (
            <li key={region.name}>
              <Card className="h-full">
                <h3 className="flex items-center gap-2 text-lg font-semibold text-brand-900">
                  <PinIcon className="h-5 w-5 text-brand-700" />
                  {region.name}
                </h3>
                <ul className="mt-4 flex flex-wrap gap-2">
                  {region.cities.map((city) => (
                    <li key={city} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
                      {city}
                    </li>
                  ))}
                </ul>
              </Card>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="services" title={t.services.title} intro={t.services.intro} surface>
        <ul className="mt-8 grid gap-5 md:grid-cols-3">
          {t.services.items.map((service) => (
            <li key={service.title}>
              <Card className="flex h-full flex-col">
                <h3 className="text-xl font-semibold text-brand-900">{service.title}</h3>
                <p className="mt-2 leading-relaxed text-muted">{service.description}</p>
                <CheckList items={service.benefits} className="mt-4 flex-1" />
                {"anchor" in service.link ? (
                  <ButtonAnchor
                    href={`#${service.link.anchor}`}
                    variant="outline"
                    className="mt-6 self-start text-center whitespace-normal!"
                  >
                    {service.link.label}
                  </ButtonAnchor>
                ) : (
                  <PageButton
                    to={service.link.to}
                    variant="outline"
                    className="mt-6 self-start text-center whitespace-normal!"
                  >
                    {service.link.label}
                  </PageButton>
                )}
              </Card>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="reasons" title={t.reasons.title}>
        <FeatureGrid
          items={t.reasons.items.map((reason) => ({ title: reason.title, text: reason.description, mark: "✓" }))}
          columns={4}
        />
      </PageSection>

      {/* The FAQ's "personal advice" button leads to the form on this page rather than back to the page. */}
      <FaqAccordion id="faq" items={t.faq.items} title={t.faq.title} mode="single" adviceHref={`#${t.form.id}`} />

      <CtaBand id="closing" title={t.cta.title} text={t.cta.text}>
        <CallButton company={company} label={t.callButton} variant="primary" />
        <EmailButton company={company} label={t.emailButton} variant="inverse" />
      </CtaBand>
    </>
  );
}
