import type { Lang } from "#app/lib/i18n";
import type { BlogArticleKey } from "../blog-slugs";
import { markdownDir, readMarkdownFiles } from "../markdown/markdown-files.server";
import { articleLanguages, articlesFromFiles } from "./article-files";
import type { BlogArticle } from "./types";

/**
 * Every article as its Markdown files (app/content/blog/<key>/<lang>.md) give it, keyed by
 * folder name: read and checked once, when the server starts. Neither the files nor the
 * Markdown parser reach the browser.
 */
export const articlesFromMarkdown = articlesFromFiles(readMarkdownFiles(markdownDir("blog"), "app/content/blog"));

/**
 * Every blog article in every language, keyed by the article keys of blog-slugs.ts (generated
 * from the same files; validate.ts reports when the two disagree).
 */
export const blogArticleContent = articleLanguages(articlesFromMarkdown);

/** The cover drawing of each article. */
export const articleCovers = Object.fromEntries(
  Object.entries(articlesFromMarkdown).map(([key, article]) => [key, article.cover]),
) as Record<BlogArticleKey, string>;

/** The language version of an article, if it is written in that language. */
export function blogArticle(key: BlogArticleKey, lang: Lang): BlogArticle | undefined {
  return blogArticleContent[key]?.[lang];
}
