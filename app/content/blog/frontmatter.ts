import { z } from "zod";

const text = z.string().trim().min(1, "must not be empty");

/**
 * The frontmatter of an article's Markdown file (app/content/blog/<key>/<lang>.md). Unknown
 * fields fail, so a misspelt field name is caught instead of silently dropped.
 */
export const articleFrontmatter = z.strictObject({
  /** The last part of the article's address in this language: /blog/<slug>, /fr/blog/<slug>, … */
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "write lower-case letters, digits and hyphens"),
  /** "post" is a regular blog post (BlogPosting); "article" the static loss guide (Article). */
  type: z.enum(["post", "article"]).default("post"),
  title: text,
  description: text,
  excerpt: text,
  author: text,
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "write the date as YYYY-MM-DD"),
  readTimeMinutes: z.number().int().positive(),
  category: text,
  /** The service the article is about: its closing call to action asks for that service. */
  service: z.enum(["solar", "greenRoof"]).default("solar"),
  tags: z.array(text).min(1),
  /** The cover drawing: scripts/image-sources/<cover>.svg, shown as /images/<cover>.webp. */
  cover: z.string().regex(/^[a-z0-9-]+$/, "name the drawing without folder or extension"),
  /** The cover's alt text. */
  imageAlt: text,
  faq: z.array(z.strictObject({ question: text, answer: text })).optional(),
});

export type ArticleFrontmatter = z.infer<typeof articleFrontmatter>;

/** The cover drawing's path on the site. */
export function coverPath(cover: string): string {
  return `/images/${cover}.webp`;
}
