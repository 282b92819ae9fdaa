import type { Route } from "./+types/faq";
import { PageHero } from "../components/page/content-page";
import { FaqAccordion } from "../components/page/faq-accordion";
import { Card, CtaBand, PageSection } from "../components/page/feature-grid";
import { PageButton } from "../components/ui/page-link";
import { faqContent } from "../content/pages/faq";
import { contentPageData } from "../lib/page-data.server";
import { buildMeta } from "../lib/seo";

/**
 * /faq and its language versions, one module for every language (spec 2): fifteen questions
 * in four topics, each an accordion where several answers can be open at once, with links to
 * the service and pricing pages; then three cards leading on and a call to action to contact
 * and the quote. The FAQPage data holds the fifteen questions shown; the texts travel in the
 * loader data.
 */
export function loader({ request }: Route.LoaderArgs) {
  return contentPageData(new URL(request.url).pathname, faqContent);
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? buildMeta(loaderData.seo) : []);

export default function Faq({ loaderData }: Route.ComponentProps) {
  const { content: t } = loaderData;
  return (
    <>
      <PageHero copy={t.hero} />

      <div className="container-page py-12 md:py-16">
        <nav aria-label={t.faq.title}>
          <ul className="flex flex-wrap gap-2">
            {t.topics.map((topic) => (
              <li key={topic.id}>
                <a
                  href={`#${topic.id}`}
                  className="inline-flex min-h-10 items-center rounded-full border border-line bg-white px-4 text-sm font-semibold text-brand-800 hover:border-brand-700 hover:bg-brand-50"
                >
                  {topic.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-4 space-y-14">
          {t.topics.map((topic) => (
            <FaqAccordion
              key={topic.id}
              id={topic.id}
              items={topic.items}
              title={topic.title}
              mode="multiple"
              className="pt-8"
            />
          ))}
        </div>
      </div>

      <PageSection id="related" title={t.related.title} surface>
        <ul className="mt-8 grid gap-5 md:grid-cols-3">
          {t.related.items.map((item) => (
            <li key={item.title}>
              <Card className="flex h-full flex-col">
                <h3 className="text-xl font-semibold text-brand-900">{item.title}</h3>
                <p className="mt-2 flex-1 text-muted">{item.text}</p>
                <PageButton
                  to={item.link.to}
                  variant="outline"
                  className="mt-5 max-w-full self-start text-center whitespace-normal!"
                >
                  {item.link.label}
                </PageButton>
              </Card>
            </li>
          ))}
        </ul>
      </PageSection>

      <CtaBand id="faq-cta" title={t.cta.title} text={t.cta.text}>
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
