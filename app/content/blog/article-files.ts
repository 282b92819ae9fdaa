import { languages, type Lang } from "#app/lib/i18n";
import { MarkdownContentError, parseMarkdownFile } from "../markdown/document";
import { articleFrontmatter, coverPath } from "./frontmatter";
import type { BlogArticleKey } from "../blog-slugs";
import type { BlogArticle } from "./types";

/** One article as its Markdown files say: kind, cover, and each language's slug and text. */
export interface ArticleFromFiles {
  key: string;
  type: "post" | "article";
  /** The cover drawing's path. */
  cover: string;
  slugs: Partial<Record<Lang, string>>;
  languages: Partial<Record<Lang, BlogArticle>>;
}

const filePattern = /(?:^|\/)([a-z0-9-]+)\/([a-z]{2})\.md$/;

/**
 * Every article of a set of Markdown files ("<key>/<lang>.md" → source), keyed by the folder
 * name. The languages of an article must agree on its kind and cover. Throws on the first
 * problem, naming the file.
 */
export function articlesFromFiles(files: Record<string, string>): Record<string, ArticleFromFiles> {
  const articles: Record<string, ArticleFromFiles> = {};
  for (const [file, source] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
    const [, key, lang] = file.match(filePattern) ?? [];
    if (!key || !(languages as readonly string[]).includes(lang!))
      throw new MarkdownContentError(`${file}: name an article's file <article>/<language>.md (de, fr, it or en)`);
    const { frontmatter: meta, body } = parseMarkdownFile(file, source, lang as Lang, articleFrontmatter);
    const cover = coverPath(meta.cover);
    const article = (articles[key] ??= { key, type: meta.type, cover, slugs: {}, languages: {} });
    if (article.type !== meta.type || article.cover !== cover)
      throw new MarkdownContentError(`${file}: type and cover must be the same in every language of ${key}`);
    article.slugs[lang as Lang] = meta.slug;
    // The same order of fields as the page data always had.
    article.languages[lang as Lang] = {
      title: meta.title,
      description: meta.description,
      excerpt: meta.excerpt,
      author: meta.author,
      date: meta.date,
      readTimeMinutes: meta.readTimeMinutes,
      category: meta.category,
      service: meta.service,
      tags: meta.tags,
      intro: body.intro,
      imageAlt: meta.imageAlt,
      blocks: body.blocks,
      ...(meta.faq ? { faq: meta.faq } : {}),
    };
  }
  return articles;
}

/** Each article's language versions, keyed by article. */
export function articleLanguages(articles: Record<string, ArticleFromFiles>) {
  return Object.fromEntries(Object.entries(articles).map(([key, article]) => [key, article.languages])) as Record<
    BlogArticleKey,
    Record<Lang, BlogArticle>
  >;
}
