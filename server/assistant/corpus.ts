import { blogArticleContent } from "#app/content/blog/articles.server";
import { cities, ownRegions, responseTimeFor } from "#app/content/cities";
import { pageContents } from "#app/content/pages/registry";
import type { PageKey, PageRef } from "#app/content/pages/types";
import { fillCompany } from "#app/lib/company-placeholders";
import type { Company } from "#app/lib/company";
import { languages, type Lang } from "#app/lib/i18n";
import { hrefOf, resolveHref } from "#app/lib/page-links";
import { factPassages } from "./fact-passages";

/**
 * The assistant's knowledge: passages taken from the same content modules the pages render
 * (FAQ answers, services, process, packages, prices, certification, insurance, hours …),
 * plus the cities with their response times, the French-speaking and Ticino regions and the
 * site facts. Nothing is re-typed: a passage is the page's own text, linked to its page. Pure.
 */
export interface Passage {
  id: string;
  lang: Lang;
  /** Heading of the passage (FAQ question, section or card title). */
  title: string;
  /** The headings above it on its page, for context in search. */
  context: string;
  /** Plain text, page links already resolved to paths of the language. */
  text: string;
  /** The page the passage comes from, in the passage's language. */
  link: PageRef;
  /** That page's heading, the label of the link. */
  pageTitle: string;
}

/** Sections that are pictures, reviews, video or calculator labels: nothing a visitor asks about. */
const SKIPPED_KEYS = new Set(["meta", "gallery", "reviews", "video", "stats", "to", "locations", "environments"]);
const TITLE_KEYS = ["question", "title", "heading", "name"] as const;
/** Strings shorter than this are labels and buttons, not content. */
const MIN_TEXT_LENGTH = 40;
const MIN_ITEM_LENGTH = 12;

type Node = Record<string, unknown>;

function isObject(value: unknown): value is Node {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function titleOf(node: Node): string | undefined {
  for (const key of TITLE_KEYS) if (typeof node[key] === "string") return node[key] as string;
  return undefined;
}

/** "[label](page:prices#calculator)" -> "[label](/fr/prix-devis#calculator)"; templates and placeholders filled. */
function cleanText(text: string, lang: Lang, company: Company): string {
  return fillCompany(text, company).replace(
    /\]\(([^)]+)\)/g,
    (_, href: string) => `](${resolveHref(href, lang).href})`,
  );
}

/** A string that is content rather than a label or an unfilled template. */
function contentString(value: string, min: number): boolean {
  return value.length >= min && !/\{\w+\}/.test(value);
}

interface Draft {
  title: string;
  context: string[];
  lines: string[];
}

/** Collects the text of a node and of its untitled descendants into `into`; titled descendants become own drafts. */
function collect(node: Node, into: Draft, drafts: Draft[], lang: Lang, company: Company): void {
  for (const [key, value] of Object.entries(node)) {
    if (SKIPPED_KEYS.has(key) || (TITLE_KEYS as readonly string[]).includes(key)) continue;
    if (typeof value === "string") {
      if (contentString(value, MIN_TEXT_LENGTH)) into.lines.push(cleanText(value, lang, company));
    } else if (Array.isArray(value)) {
      for (const item of value) {
        if (typeof item === "string") {
          if (contentString(item, MIN_ITEM_LENGTH)) into.lines.push(cleanText(item, lang, company));
        } else if (Array.isArray(item)) {
          // Table rows: the cells of one row read as one line.
          const cells = item.filter((cell): cell is string => typeof cell === "string");
          if (cells.length) into.lines.push(cleanText(cells.join(" · "), lang, company));
        } else if (isObject(item)) {
          visit(item, into, drafts, lang, company);
        }
      }
    } else if (isObject(value)) {
      visit(value, into, drafts, lang, company);
    }
  }
}

function visit(node: Node, parent: Draft, drafts: Draft[], lang: Lang, company: Company): void {
  const title = titleOf(node);
  if (title === undefined) {
    collect(node, parent, drafts, lang, company);
    return;
  }
  const draft: Draft = {
    title: cleanText(title, lang, company),
    context: parent.title ? [...parent.context, parent.title] : parent.context,
    lines: [],
  };
  drafts.push(draft);
  collect(node, draft, drafts, lang, company);
}

function pagePassages(page: PageKey, content: object, lang: Lang, company: Company): Passage[] {
  const root: Draft = { title: "", context: [], lines: [] };
  const drafts: Draft[] = [root];
  collect(content as Node, root, drafts, lang, company);
  const pageTitle = (content as { hero?: { heading?: string } }).hero?.heading ?? "";
  root.title = pageTitle;
  return drafts
    .filter((draft) => draft.lines.length > 0)
    .map((draft, index) => ({
      id: `${lang}:${page}:${index}`,
      lang,
      title: draft.title,
      context: [pageTitle, ...draft.context].filter((part, i, all) => part && all.indexOf(part) === i).join(" · "),
      text: draft.lines.join("\n"),
      link: { page },
      pageTitle,
    }));
}

/** The blog articles' FAQ, question and answer: what visitors ask that lives on a less obvious page. */
function blogFaqPassages(lang: Lang, company: Company): Passage[] {
  return Object.entries(blogArticleContent).flatMap(([key, byLang]) => {
    const article = (byLang as Partial<Record<Lang, { title: string; faq?: { question: string; answer: string }[] }>>)[
      lang
    ];
    return (article?.faq ?? []).map((item, index) => ({
      id: `${lang}:blog:${key}:faq:${index}`,
      lang,
      title: cleanText(item.question, lang, company),
      context: article!.title,
      text: cleanText(item.answer, lang, company),
      link: { page: `blog:${key}` } as PageRef,
      pageTitle: article!.title,
    }));
  });
}

/** Every passage of a language: page content, blog FAQs, cities and regions, site facts. */
export function buildPassages(lang: Lang, company: Company): Passage[] {
  const passages: Passage[] = [];
  for (const [page, byLang] of Object.entries(pageContents)) {
    const content = (byLang as Partial<Record<Lang, object>>)[lang];
    if (content) passages.push(...pagePassages(page as PageKey, content, lang, company));
  }
  passages.push(...blogFaqPassages(lang, company));
  passages.push(...factPassages(lang, company));
  return passages;
}

export function buildAllPassages(company: Company): Record<Lang, Passage[]> {
  return Object.fromEntries(languages.map((lang) => [lang, buildPassages(lang, company)])) as Record<Lang, Passage[]>;
}

/** Markdown link to a page in a language: "[Prix et devis](/fr/prix-devis#calculator)". */
export function pageLink(label: string, ref: PageRef, lang: Lang): string {
  return `[${label}](${hrefOf(ref, lang)})`;
}

/** Cities by response time (for the regions passage and the city intent). */
export function citiesByResponseTime(): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const city of cities) {
    const time = responseTimeFor(city.slug);
    groups.set(time, [...(groups.get(time) ?? []), city.slug]);
  }
  return groups;
}

export { ownRegions };
