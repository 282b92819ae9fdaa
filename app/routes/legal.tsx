import type { Route } from "./+types/legal";
import { RichText } from "../components/page/rich-text";
import { imprintContent, privacyContent } from "../content/legal/legal-pages.server";
import { findPageByPath } from "../content/route-table";
import { fillCompany } from "../lib/company-placeholders";
import { formatDate } from "../lib/format";
import { contentPageData, normalizePath } from "../lib/page-data.server";
import { buildMeta } from "../lib/seo";
import { usePublicConfig } from "../lib/use-config";

/**
 * /impressum and /datenschutz: long legal texts with company data from configuration.
 * The texts travel in the loader data, so they stay out of the client bundle.
 */
export function loader({ request }: Route.LoaderArgs) {
  const pathname = new URL(request.url).pathname;
  const kind = findPageByPath(normalizePath(pathname))?.page.kind;
  return contentPageData(pathname, kind === "privacy" ? privacyContent : imprintContent);
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? buildMeta(loaderData.seo) : []);

function sectionId(index: number) {
  return `abschnitt-${index + 1}`;
}

export default function Legal({ loaderData }: Route.ComponentProps) {
  const { company } = usePublicConfig();
  const { content: legal, lang } = loaderData;
  const fill = (text: string) => fillCompany(text, company);
  return (
    <div className="container-page max-w-3xl py-12 md:py-16">
      <h1 className="text-3xl font-bold text-brand-950 sm:text-4xl">{legal.hero.heading}</h1>
      <div className="prose-page mt-6 text-lg leading-relaxed text-muted">
        {legal.hero.intro.map((p) => (
          <p key={p.slice(0, 40)}>{fill(p)}</p>
        ))}
      </div>
      <p className="mt-4 text-sm text-muted">
        {legal.updatedLabel}: <time dateTime={legal.updated}>{formatDate(legal.updated, lang)}</time>
      </p>
      {legal.toc && (
        <nav aria-label={legal.toc.label} className="mt-8 rounded-2xl border border-line bg-surface p-6">
          <p className="font-semibold text-brand-950">{legal.toc.label}</p>
          <ol className="mt-3 space-y-1 text-brand-800">
            {legal.sections.map((section, i) => (
              <li key={section.heading}>
                <a href={`#${sectionId(i)}`} className="hover:underline">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {legal.sections.map((section, i) => (
        <section key={section.heading} id={sectionId(i)} aria-labelledby={`${sectionId(i)}-title`} className="mt-12">
          <h2 id={`${sectionId(i)}-title`} className="text-2xl font-bold text-brand-950">
            {section.heading}
          </h2>
          <div className="mt-4">
            <RichText blocks={section.blocks} fill={fill} />
          </div>
        </section>
      ))}
    </div>
  );
}
