/** See blog-articles.mjs: what the route table and the image script read from the blog's Markdown files. */
export interface BlogArticleFiles {
  key: string;
  type: "post" | "article";
  cover: string;
  date: string;
  slugs: Partial<Record<"de" | "fr" | "it" | "en", string>>;
}
export const BLOG_DIR: string;
export function readBlogArticles(dir?: string): BlogArticleFiles[];
