import type { Block } from "../rich-text";
import type { FaqItem } from "../copy/types";

/** Body of a German blog article; meta (title, author, date, …) is in copy/articles.ts. */
export interface ArticleBody {
  /** Article key of blog-slugs.ts. */
  key: string;
  /** Short alt text describing the cover illustration. */
  imageAlt: string;
  blocks: Block[];
  faq?: FaqItem[];
}
