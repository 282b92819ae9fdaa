import { Link } from "../components/ui/link";
import type { Route } from "./+types/blog";
import { ArticleCard, type ArticleCardData } from "../components/page/article-card";
import { buttonClass } from "../components/ui/button";
import { PageButton } from "../components/ui/page-link";
import { articlesIn } from "../content/blog/catalog";
import { blogContent } from "../content/pages/blog";
import { NewsletterBox } from "../features/forms/newsletter-form";
import { contentPageData } from "../lib/page-data.server";
import { buildMeta } from "../lib/seo";
import { useLang } from "../lib/ui";
import { cn } from "../lib/cn";

/**
 * The German listing shows three cards and lists the rest below them (spec 2). The French,
 * Italian and English listings show every article as a card, the newest as a larger featured one.
 */
const GERMAN_CARD_COUNT = 3;

/** Long labels (with the "(en allemand)" marker) wrap inside the button instead of widening the page. */
const wrapLabel = "mt-6 max-w-full text-center whitespace-normal!";

/**
 * /blog and its language versions, one module for every language: the newest articles of the
 * language as cards, the others as links, the newsletter box (with the outcome of a
 * confirmation or unsubscribe link), the maintenance-plan PDF download, the loss calculator
 * (German only: marked as such on other languages) and contact. Articles are listed in the
 * languages they exist in (app/content/blog/article-meta.ts).
 */
export function loader({ request }: Route.LoaderArgs) {
  const page = contentPageData(new URL(request.url).pathname, blogContent);
  // Cards carry the article's meta only: the bodies stay on the server.
  const articles: ArticleCardData[] = articlesIn(page.lang).map(({ key, path, cover, article }) => ({
    key,
    path,
    cover,
    copy: {
      title: article.title,
      description: article.description,
      excerpt: article.excerpt,
      author: article.author,
      date: article.date,
      readTimeMinutes: article.readTimeMinutes,
      category: article.category,
      tags: article.tags,
    },
  }));
  return { ...page, articles };
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? buildMeta(loaderData.seo) : []);

export default function Blog({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  const { content: t, articles } = loaderData;
  const featured = lang === "de" ? undefined : articles[0];
  const cards = lang === "de" ? articles.slice(0, GERMAN_CARD_COUNT) : articles.slice(1);
  const more = lang === "de" ? articles.slice(GERMAN_CARD_COUNT) : [];
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page py-12 md:py-16">
          <h1 className="text-3xl font-bold text-brand-950 sm:text-4xl lg:text-[2.75rem]">{t.hero.heading}</h1>
          <div className="prose-page mt-6 max-w-3xl text-lg leading-relaxed text-muted">
            {t.hero.intro.map((p) => (
              <p key={p.slice(0, 40)}>{p}</p>
            ))}
          </div>
        </div>
      </section>
      <section aria-labelledby="latest-title" className="container-page py-12">
        <h2 id="latest-title" className="sr-only">
          {t.latestTitle}
        </h2>
        <ul className={cn("grid gap-6 md:grid-cols-2", lang === "de" || cards.length % 2 ? "lg:grid-cols-3" : "")}>
          {featured && (
            <li className="flex md:col-span-2 lg:col-span-full">
              <ArticleCard article={featured} lang={lang} headingLevel={3} featured />
            </li>
          )}
          {cards.map((article) => (
            <li key={article.key} className="flex">
              <ArticleCard article={article} lang={lang} headingLevel={3} />
            </li>
          ))}
        </ul>
        {more.length > 0 && (
          <div className="mt-12">
            <h2 className="text-xl font-bold text-brand-950">{t.moreTitle}</h2>
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
              {t.plan.title}
            </h2>
            <p className="mt-2 text-muted">{t.plan.text}</p>
          </div>
          {/* A file, not a page: a plain link with download, so the router does not try to navigate to it. */}
          <a
            href={`/api/maintenance-plan/${lang}.pdf`}
            download
            className={buttonClass("secondary", "lg", "self-start md:self-center")}
          >
            {t.plan.button}
          </a>
        </div>
      </section>
      <div className="container-page grid gap-6 pb-8 md:grid-cols-2">
        <section aria-labelledby="loss-tool-title" className="rounded-3xl bg-brand-900 p-8 text-white">
          <h2 id="loss-tool-title" className="text-2xl font-bold">
            {t.tool.title}
          </h2>
          <p className="mt-2 text-brand-100">{t.tool.text}</p>
          <PageButton to={t.tool.link.to} size="lg" className={wrapLabel}>
            {t.tool.link.label}
          </PageButton>
        </section>
        <section aria-labelledby="questions-title" className="rounded-3xl border border-line bg-surface p-8">
          <h2 id="questions-title" className="text-2xl font-bold text-brand-950">
            {t.question.title}
          </h2>
          <p className="mt-2 text-muted">{t.question.text}</p>
          <PageButton to={t.question.link.to} variant="secondary" size="lg" className={wrapLabel}>
            {t.question.link.label}
          </PageButton>
        </section>
      </div>
    </>
  );
}
