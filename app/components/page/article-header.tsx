import { Link } from "react-router";
import type { ArticlePageData } from "../../lib/page-data.server";
import { formatDate } from "../../lib/format";
import { fill, useUi } from "../../lib/ui";
import { SmartImage } from "../ui/image";

/** Article head: category, title, author, date, read time, tags and the introduction. */
export function ArticleHeader({ data }: { data: ArticlePageData }) {
  const ui = useUi();
  const { article } = data;
  return (
    <article className="container-page max-w-3xl py-12 md:py-16">
      <Link to={data.blogPath} className="text-sm font-semibold text-brand-700 hover:underline">
        ← {ui.blog.backToBlog}
      </Link>
      <p className="mt-6 text-sm font-semibold uppercase tracking-wider text-brand-700">{article.category}</p>
      <h1 className="mt-2 text-3xl font-bold text-brand-950 sm:text-4xl">{article.title}</h1>
      <p className="mt-4 text-sm text-muted">
        {ui.blog.by} {article.author} · <time dateTime={article.date}>{formatDate(article.date, data.lang)}</time> ·{" "}
        {fill(ui.blog.readTime, { minutes: article.readTimeMinutes })}
      </p>
      <SmartImage
        src="/images/blog-cover.svg"
        alt={article.title}
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
      <ul className="mt-8 flex flex-wrap gap-2" aria-label="Tags">
        {article.tags.map((tag) => (
          <li key={tag} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800">
            {tag}
          </li>
        ))}
      </ul>
    </article>
  );
}
