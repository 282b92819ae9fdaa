import { Link } from "../ui/link";
import { pathOf } from "#app/content/route-table";
import type { ArticlePageData } from "#app/lib/page-data.server";
import { formatDate } from "#app/lib/format";
import { quoteHref } from "#app/lib/navigation";
import { fill, useLang, useUi } from "#app/lib/ui";
import { ButtonLink } from "../ui/button";
import { SmartImage } from "../ui/image";
import { FaqList } from "./content-page";
import { RichText } from "./rich-text";
import { ShareButton } from "./share-button";

/** A blog article: category, title, byline, cover, introduction, body, FAQ, share and the calls to action. */
export function ArticleHeader({ data }: { data: ArticlePageData }) {
  const ui = useUi();
  const lang = useLang();
  const { article } = data;
  return (
    <>
      <article className="container-page max-w-3xl py-12 md:py-16">
        <Link to={data.blogPath} className="text-sm font-semibold text-brand-700 hover:underline">
          ← {ui.blog.backToBlog}
        </Link>
        <p className="mt-6 text-sm font-semibold uppercase tracking-wider text-brand-700">{article.category}</p>
        <h1 className="mt-2 text-3xl font-bold text-brand-950 sm:text-4xl">{article.title}</h1>
        <p className="mt-4 text-lg text-muted">{article.excerpt}</p>
        <div className="mt-5 flex flex-wrap items-center justify-between gap-3 border-y border-line py-3">
          <p className="text-sm text-muted">
            {ui.blog.by} {article.author} · <time dateTime={article.date}>{formatDate(article.date, data.lang)}</time> ·{" "}
            {fill(ui.blog.readTime, { minutes: article.readTimeMinutes })}
          </p>
          <ShareButton title={article.title} />
        </div>
        <SmartImage
          src={data.cover}
          alt={article.imageAlt}
          width={1200}
          height={630}
          className="mt-8 rounded-2xl"
          decoding="async"
        />
        <div className="prose-page mt-8 text-lg leading-relaxed text-ink">
          {article.intro.map((p) => (
            <p key={p.slice(0, 40)}>{p}</p>
          ))}
        </div>
        <div className="mt-10">
          <RichText blocks={article.blocks} />
        </div>
        <ul className="mt-10 flex flex-wrap gap-2" aria-label={ui.blog.tags}>
          {article.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800">
              {tag}
            </li>
          ))}
        </ul>
      </article>
      {article.faq && <FaqList items={article.faq} title={ui.blog.faqTitle} />}
      <section className="container-page max-w-3xl pb-8">
        <div className="rounded-3xl bg-brand-900 p-8 text-white md:p-10">
          {article.service === "greenRoof" ? (
            // Green-roof care has no online price: the article asks for a request, not for the solar quote.
            <>
              <h2 className="text-2xl font-bold">{ui.blog.greenRoofCtaTitle}</h2>
              <p className="mt-2 text-brand-100">{ui.blog.greenRoofCtaText}</p>
              <div className="mt-6 flex flex-wrap gap-3">
                <ButtonLink to={pathOf("contact", lang)} size="lg">
                  {ui.common.contactUs}
                </ButtonLink>
                <ButtonLink to={pathOf("greenRoof", lang)} variant="inverse" size="lg">
                  {ui.blog.greenRoofLink}
                </ButtonLink>
              </div>
            </>
          ) : (
            <>
              <h2 className="text-2xl font-bold">{ui.blog.ctaTitle}</h2>
              <p className="mt-2 text-brand-100">{ui.blog.ctaText}</p>
              <div className="mt-6 flex flex-wrap gap-3">
                <ButtonLink to={quoteHref(lang)} size="lg">
                  {ui.common.getQuote}
                </ButtonLink>
                <ButtonLink to={pathOf("contact", lang)} variant="inverse" size="lg">
                  {ui.common.contactUs}
                </ButtonLink>
              </div>
            </>
          )}
        </div>
      </section>
    </>
  );
}
