import { Link } from "../components/ui/link";
import type { Route } from "./+types/blog";
import { ArticleCard, type ArticleCardData } from "../components/page/article-card";
import { buttonClass } from "../components/ui/button";
import { blogArticles } from "../content/blog-slugs";
import { articleCopy } from "../content/copy/articles";
import { getPage, pathOf } from "../content/route-table";
import { NewsletterBox } from "../features/forms/newsletter-form";
import { fixedPageData } from "../lib/page-data.server";
import { buildMeta } from "../lib/seo";
import { useLang, useUi } from "../lib/ui";

/** How many articles the listing shows as cards (spec 2: three); the rest are listed below them. */
const CARD_COUNT = 3;

/**
 * /blog and its language versions: newest articles as cards, the others as links, the
 * newsletter box (with the outcome of a confirmation or unsubscribe link), the
 * maintenance-plan PDF download, the loss calculator and contact.
 */
export function loader({ request }: Route.LoaderArgs) {
  const page = fixedPageData(new URL(request.url).pathname);
  const articles: ArticleCardData[] = blogArticles
    .flatMap((a) => {
      const copy = articleCopy[a.key]?.[page.lang];
      const path = getPage(`blog:${a.key}`).paths[page.lang];
      return copy && path ? [{ key: a.key, path, copy }] : [];
    })
    .sort((a, b) => b.copy.date.localeCompare(a.copy.date));
  return { ...page, articles };
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? buildMeta(loaderData.seo) : []);

export default function Blog({ loaderData }: Route.ComponentProps) {
  const ui = useUi();
  const lang = useLang();
  const { copy, articles } = loaderData;
  const cards = articles.slice(0, CARD_COUNT);
  const more = articles.slice(CARD_COUNT);
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page py-12 md:py-16">
          <h1 className="text-3xl font-bold text-brand-950 sm:text-4xl lg:text-[2.75rem]">{copy.heading}</h1>
          <div className="prose-page mt-6 max-w-3xl text-lg leading-relaxed text-muted">
            {copy.intro.map((p) => (
              <p key={p.slice(0, 40)}>{p}</p>
            ))}
          </div>
        </div>
      </section>
      <section aria-labelledby="latest-title" className="container-page py-12">
        <h2 id="latest-title" className="sr-only">
          {ui.blog.latestTitle}
        </h2>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {cards.map((article) => (
            <li key={article.key} className="flex">
              <ArticleCard article={article} lang={lang} headingLevel={3} />
            </li>
          ))}
        </ul>
        {more.length > 0 && (
          <div className="mt-12">
            <h2 className="text-xl font-bold text-brand-950">{ui.blog.moreTitle}</h2>
            <ul className="mt-4 divide-y divide-line rounded-2xl border border-line">
              {more.map((article) => (
                <li key={article.key} className="p-5">
                  <Link to={article.path} className="font-semibold text-brand-800 hover:underline">
                    {article.copy.title}
                  </Link>
                  <p className="mt-1 text-sm text-muted">{article.copy.excerpt}</p>
                </li>
              ))}
            </ul>
          </div>
        )}
      </section>
      <div className="container-page pb-12">
        <NewsletterBox />
      </div>
      <section aria-labelledby="maintenance-plan-title" className="container-page pb-12">
        <div className="flex flex-col gap-6 rounded-3xl border border-line bg-brand-50 p-6 sm:p-8 md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl">
            <h2 id="maintenance-plan-title" className="text-2xl font-bold text-brand-950">
              {ui.blog.planTitle}
            </h2>
            <p className="mt-2 text-muted">{ui.blog.planText}</p>
          </div>
          {/* A file, not a page: a plain link with download, so the router does not try to navigate to it. */}
          <a
            href={`/api/maintenance-plan/${lang}.pdf`}
            download
            className={buttonClass("secondary", "lg", "self-start md:self-center")}
          >
            {ui.blog.planLink}
          </a>
        </div>
      </section>
      <section className="container-page grid gap-6 pb-8 md:grid-cols-2">
        <div className="rounded-3xl bg-brand-900 p-8 text-white">
          <h2 className="text-2xl font-bold">{ui.blog.toolTitle}</h2>
          <p className="mt-2 text-brand-100">{ui.blog.toolText}</p>
          <Link to={pathOf("lossCalculator", lang)} className={buttonClass("primary", "lg", "mt-6")}>
            {ui.blog.toolLink}
          </Link>
        </div>
        <div className="rounded-3xl border border-line bg-surface p-8">
          <h2 className="text-2xl font-bold text-brand-950">{ui.blog.questionTitle}</h2>
          <p className="mt-2 text-muted">{ui.blog.questionText}</p>
          <Link to={pathOf("contact", lang)} className={buttonClass("secondary", "lg", "mt-6")}>
            {ui.common.contactUs}
          </Link>
        </div>
      </section>
    </>
  );
}
