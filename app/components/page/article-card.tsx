import { Link } from "../ui/link";
import type { ArticleCopy } from "../../content/blog/types";
import { formatDate } from "../../lib/format";
import type { Lang } from "../../lib/i18n";
import { fill, useUi } from "../../lib/ui";
import { SmartImage } from "../ui/image";

export interface ArticleCardData {
  key: string;
  path: string;
  copy: ArticleCopy;
}

/** Blog card: image, category, title, excerpt, author, date, read time and tags (spec 2). */
export function ArticleCard({
  article,
  lang,
  headingLevel = 2,
}: {
  article: ArticleCardData;
  lang: Lang;
  headingLevel?: 2 | 3;
}) {
  const ui = useUi();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const { copy } = article;
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-[var(--shadow-card)]">
      <SmartImage src="/images/blog-cover.webp" alt="" width={1200} height={630} loading="lazy" decoding="async" />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-xs font-semibold uppercase tracking-wider text-brand-700">{copy.category}</p>
        <Heading className="mt-2 text-xl font-bold text-brand-950">
          <Link to={article.path} className="after:absolute after:inset-0 group-hover:underline">
            {copy.title}
          </Link>
        </Heading>
        <p className="mt-3 flex-1 text-muted">{copy.excerpt}</p>
        <p className="mt-4 text-sm text-muted">
          {copy.author} · <time dateTime={copy.date}>{formatDate(copy.date, lang)}</time> ·{" "}
          {fill(ui.blog.readTime, { minutes: copy.readTimeMinutes })}
        </p>
        <ul className="mt-4 flex flex-wrap gap-2" aria-label={ui.blog.tags}>
          {copy.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs text-brand-800">
              {tag}
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
