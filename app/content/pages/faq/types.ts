import type { CtaCopy, FaqCopy, FaqItem, LinkCopy, PageContent, TitledText } from "../types";

/**
 * /faq and its language versions (spec 2): fifteen questions in four topics, each topic an
 * accordion where several answers can be open at once; answers link to pages with
 * `[label](page:solar)`. Below them three cards lead on to the solar, green roof and prices
 * pages, and a call to action to contact and the quote.
 */
export interface FaqTopic {
  /** Anchor id of the topic's section (language-neutral). */
  id: string;
  title: string;
  items: FaqItem[];
}

export interface FaqPageContent extends PageContent {
  topics: FaqTopic[];
  /**
   * Every question of the topics in page order (the FAQPage data is built from it);
   * `title` names the topic navigation above the questions.
   */
  faq: FaqCopy;
  related: { title: string; items: (TitledText & { link: LinkCopy })[] };
  cta: CtaCopy & { contactButton: LinkCopy; quoteButton: LinkCopy };
}
