import type { Block } from "../rich-text";
import type { FaqItem } from "../pages/types";

/** Body of a German blog article; meta (title, author, date, …) is in article-meta.ts. */
export interface ArticleBody {
  /** Article key of blog-slugs.ts. */
  key: string;
  /** Short alt text describing the cover illustration. */
  imageAlt: string;
  blocks: Block[];
  faq?: FaqItem[];
}

/** Blog article meta and introduction, per language; the body is an ArticleBody. */
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
