import type { BlogArticleFiles } from "./blog-articles.mjs";
/** See generate-blog-slugs.mjs: the source of app/content/blog-slugs.ts, generated from the Markdown files. */
export const BLOG_SLUGS_FILE: string;
export function blogSlugsSource(articles?: BlogArticleFiles[]): Promise<string>;
