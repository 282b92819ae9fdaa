import { Link } from "../ui/link";
import type { ArticleCopy } from "#app/content/blog/types";
import { formatDate } from "#app/lib/format";
import type { Lang } from "#app/lib/i18n";
import { fill, useUi } from "#app/lib/ui";
import { SmartImage } from "../ui/image";
import { cn } from "#app/lib/cn";

export interface ArticleCardData {
  key: string;
  path: string;
  cover: string;
  /** What a card shows of the article; the introduction and body stay on the article page. */
  copy: Omit<ArticleCopy, "intro">;
}

/**
 * Blog card: image, category, title, excerpt, author, date, read time and tags (spec 2). The
 * featured card (the newest article of a French, Italian or English listing) spans the row and
 * sets image and text side by side from the tablet width on.
 */
export function ArticleCard({
  article,
  lang,
  headingLevel = 2,
  featured = false,
}: {
  article: ArticleCardData;
  lang: Lang;
  headingLevel?: 2 | 3;
  featured?: boolean;
}) {
  const ui = useUi();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const { copy } = article;
  return (
    <article
      data-featured={featured || undefined}
      className={cn(
        "group relative flex w-full flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-[var(--shadow-card)]",
        featured && "md:flex-row",
      )}
    >
      <SmartImage
        src={article.cover}
        alt=""
        width={1200}
        height={630}
        loading={featured ? "eager" : "lazy"}
        decoding="async"
        className={featured ? "md:w-1/2 md:shrink-0 md:[&>img]:object-right" : undefined}
      />
      <div className={cn("flex flex-1 flex-col p-6", featured && "md:p-8 lg:p-10")}>
        <p className="text-xs font-semibold uppercase tracking-wider text-brand-700">{copy.category}</p>
        <Heading className={cn("mt-2 font-bold text-brand-950", featured ? "text-2xl lg:text-3xl" : "text-xl")}>
          <Link to={article.path} className="after:absolute after:inset-0 group-hover:underline">
            {copy.title}
          </Link>
        </Heading>
        <p className={cn("mt-3 flex-1 text-muted", featured && "md:text-lg")}>{copy.excerpt}</p>
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
