import type { Route } from "./+types/faq";
import { PageHero } from "../components/page/content-page";
import { FaqAccordion } from "../components/page/faq-accordion";
import { ButtonLink } from "../components/ui/button";
import { faqGroups, faqItems, faqItemsAsPlainText, faqPageText } from "../content/faq-page";
import { pathOf } from "../content/route-table";
import { fixedPageData } from "../lib/page-data.server";
import { buildMeta } from "../lib/seo";
import { faqPage } from "../lib/structured-data";
import { useUi } from "../lib/ui";

/**
 * /faq and its language versions (spec 2): questions in an accordion where several
 * answers can be open at once. German has 15 questions in four topics with links to
 * the service and pricing pages; French, Italian and English show the questions of
 * their page copy.
 */
export function loader({ request }: Route.LoaderArgs) {
  const page = fixedPageData(new URL(request.url).pathname);
  if (page.lang !== "de") return { ...page, groups: null, t: null };
  // The FAQPage data carries all 15 German questions instead of the five of the page copy.
  const jsonLd = (page.seo.jsonLd ?? []).filter((data) => (data as { "@type"?: string })["@type"] !== "FAQPage");
  jsonLd.push(faqPage(faqItemsAsPlainText(faqItems)));
  return {
    ...page,
    copy: { ...page.copy, faq: undefined },
    seo: { ...page.seo, jsonLd },
    groups: faqGroups,
    // The German page texts travel in the loader data, so they stay out of the client bundle.
    t: faqPageText,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? buildMeta(loaderData.seo) : []);

export default function Faq({ loaderData }: Route.ComponentProps) {
  const ui = useUi();
  const { copy, groups, t } = loaderData;

  if (!groups || !t) {
    return (
      <>
        <PageHero copy={copy} />
        <FaqAccordion items={copy.faq ?? []} title={ui.common.faqTitle} mode="multiple" />
      </>
    );
  }

  return (
    <>
      <PageHero copy={copy} />

      <div className="container-page py-12 md:py-16">
        <nav aria-label={t.topicsLabel}>
          <ul className="flex flex-wrap gap-2">
            {groups.map((group) => (
              <li key={group.id}>
                <a
                  href={`#${group.id}`}
                  className="inline-flex min-h-10 items-center rounded-full border border-line bg-white px-4 text-sm font-semibold text-brand-800 hover:border-brand-700 hover:bg-brand-50"
                >
                  {group.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-4 space-y-14">
          {groups.map((group) => (
            <FaqAccordion
              key={group.id}
              id={group.id}
              items={group.items}
              title={group.title}
              mode="multiple"
              className="pt-8"
            />
          ))}
        </div>
      </div>

      <section aria-labelledby="related-title" className="bg-surface py-16">
        <div className="container-page">
          <h2 id="related-title" className="text-2xl font-bold text-brand-950 sm:text-3xl">
            {t.relatedTitle}
          </h2>
          <ul className="mt-8 grid gap-5 md:grid-cols-3">
            {t.related.map((item) => (
              <li
                key={item.key}
                className="flex flex-col rounded-2xl border border-line bg-white p-6 shadow-[var(--shadow-card)]"
              >
                <h3 className="text-xl font-semibold text-brand-900">{item.title}</h3>
                <p className="mt-2 flex-1 text-muted">{item.text}</p>
                <ButtonLink to={pathOf(item.key, "de")} variant="outline" className="mt-5 self-start">
                  {item.link}
                </ButtonLink>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="faq-cta-title" className="container-page py-16">
        <div className="rounded-3xl bg-brand-900 p-8 text-white md:p-12">
          <h2 id="faq-cta-title" className="text-2xl font-bold sm:text-3xl">
            {t.ctaTitle}
          </h2>
          <p className="mt-2 max-w-2xl text-brand-100">{t.ctaText}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <ButtonLink to={pathOf("contact", "de")} size="lg">
              {t.contactButton}
            </ButtonLink>
            <ButtonLink to={pathOf("prices", "de")} variant="inverse" size="lg">
              {t.quoteButton}
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
