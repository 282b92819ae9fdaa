import type { Block } from "../rich-text";
import type { FaqItem } from "../pages/types";

/** What a listing card and an article's header show of an article (spec 2). */
export interface ArticleCopy {
  title: string;
  description: string;
  excerpt: string;
  author: string;
  /** ISO date, e.g. "2025-03-14". */
  date: string;
  readTimeMinutes: number;
  category: string;
  tags: string[];
  intro: string[];
}

/**
 * One language version of a blog article: meta, introduction, body and FAQ in one file
 * (app/content/blog/<key>/<lang>.md, read by article-files.ts). Links in the text name pages
 * ("[Kontakt](page:contact)", "[…](page:blog:output-loss)") or write the path of the same language.
 */
export interface BlogArticle extends ArticleCopy {
  /** The service the article is about; its closing call to action asks for it. */
  service: "solar" | "greenRoof";
  /** Short alt text describing the cover illustration. */
  imageAlt: string;
  blocks: Block[];
  faq?: FaqItem[];
}
