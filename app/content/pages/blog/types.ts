import type { CtaCopy, LinkCopy, PageContent } from "../types";

/**
 * /blog and its language versions (spec 2): the newest articles of the language as cards (the
 * article meta lives in app/content/blog/article-meta.ts), further articles as links, the
 * newsletter box, the maintenance-plan PDF and two closing boxes: the loss calculator and
 * contact.
 */
export interface BlogListingContent extends PageContent {
  /** Names the list of article cards (read by screen readers, not shown). */
  latestTitle: string;
  moreTitle: string;
  plan: { title: string; text: string; button: string };
  tool: CtaCopy & { link: LinkCopy };
  question: CtaCopy & { link: LinkCopy };
}
