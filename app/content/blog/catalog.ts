import { blogArticles, type BlogArticleKey } from "../blog-slugs";
import { getPage } from "../route-table";
import type { Lang } from "#app/lib/i18n";
import { articleCovers, blogArticle } from "./articles.server";
import type { BlogArticle } from "./types";

/** A language version of an article with its key, kind and path. */
export interface ArticleEntry {
  key: BlogArticleKey;
  type: "post" | "article";
  path: string;
  /** The cover drawing's path. */
  cover: string;
  article: BlogArticle;
}

function entry(a: (typeof blogArticles)[number], lang: Lang): ArticleEntry | undefined {
  const article = blogArticle(a.key, lang);
  const path = getPage(`blog:${a.key}`).paths[lang];
  return article && path ? { key: a.key, type: a.type, path, cover: articleCovers[a.key], article } : undefined;
}

/** The articles written in a language, newest first. */
export function articlesIn(lang: Lang): ArticleEntry[] {
  return blogArticles.flatMap((a) => entry(a, lang) ?? []).sort((a, b) => b.article.date.localeCompare(a.article.date));
}

/** The article a language's slug names, if any. */
export function articleBySlug(lang: Lang, slug: string): ArticleEntry | undefined {
  const a = blogArticles.find((candidate) => (candidate.slugs as Partial<Record<Lang, string>>)[lang] === slug);
  return a && entry(a, lang);
}
