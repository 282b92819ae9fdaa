import { linkTargets } from "#app/lib/inline-links";
import { languages, type Lang } from "#app/lib/i18n";
import { looksGerman } from "#app/lib/language-guess";
import { parsePageHref, resolvePageRef } from "#app/lib/page-links";
import { resolveRedirect } from "#app/lib/redirects";
import { blogArticles, type BlogArticleKey } from "../blog-slugs";
import type { Block } from "../rich-text";
import { findPageByPath } from "../route-table";
import { siteFacts } from "../site-facts";
import { articlesFromMarkdown, blogArticleContent } from "./articles.server";
import type { BlogArticle } from "./types";

/**
 * What the build checks in every blog article of every language (react-router.config.ts calls
 * blogProblems() before prerendering, and a test holds it at zero): links that resolve in the
 * article's language without a redirect, length and headings, no placeholder, no German
 * sentence outside German, Swiss spelling, and figures that come from the modules. Pure.
 */

/**
 * Words of the introduction and body an article needs at least (the FAQ not counted): a post
 * over a thousand; the loss guide, whose tables and FAQ carry much of it, as much as the German one.
 */
export const MIN_ARTICLE_WORDS = { post: 1000, article: 650 } as const;
export const MIN_ARTICLE_SECTIONS = 4;

export function blockTexts(blocks: readonly Block[]): string[] {
  return blocks.flatMap((b) => {
    switch (b.type) {
      case "ul":
      case "ol":
        return b.items;
      case "callout":
        return [b.title, b.text];
      case "table":
        return [b.caption, ...b.head, ...b.rows.flat()];
      default:
        return [b.text];
    }
  });
}

/** Every text of an article: meta, introduction, body and FAQ. */
export function articleTexts(article: BlogArticle): string[] {
  return [
    article.title,
    article.description,
    article.excerpt,
    article.author,
    article.category,
    ...article.tags,
    article.imageAlt,
    ...article.intro,
    ...blockTexts(article.blocks),
    ...(article.faq ?? []).flatMap((item) => [item.question, item.answer]),
  ];
}

export function wordCount(texts: readonly string[]): number {
  return texts.join(" ").split(/\s+/).filter(Boolean).length;
}

/** Where a link of an article written in `lang` leads, or why it may not. */
function linkProblem(target: string, lang: Lang): string | undefined {
  const ref = parsePageHref(target);
  if (ref) {
    try {
      resolvePageRef(ref, lang);
      return undefined;
    } catch {
      return `links to the unknown page ${target}`;
    }
  }
  if (/^(https?:|mailto:|tel:)/.test(target)) return undefined;
  if (!target.startsWith("/")) return `has a link that is neither a page nor a web address: ${target}`;
  const path = target.split("#")[0]!;
  if (resolveRedirect(path) !== undefined) return `links to ${path}, which redirects`;
  const found = findPageByPath(path);
  if (!found) return `links to ${path}, which is not a page`;
  // A path of another language where the page exists in the article's language sends the reader to the wrong language.
  const own = found.page.paths[lang];
  if (found.lang !== lang && own) return `links to ${path} instead of its ${lang} version ${own}`;
  return undefined;
}

/** The route-table key of a link target ("page:contact", "/kontakt" → "contact"). */
export function pageKeyOf(target: string): string | undefined {
  const ref = parsePageHref(target);
  if (ref) return ref.page;
  return findPageByPath(target.split("#")[0]!)?.page.key;
}

/**
 * Filler text and work markers. The markers are spelled with a character class so that a search of
 * the code for leftover markers does not find this check itself.
 */
export const fillerPattern = /l[o]rem ipsum|\b(T[O]DO|F[I]XME|X[X]X|TBD)\b/i;

/** Filler, markers and template gaps ("{price}", "{{ … }}", "[…]"): articles are never filled in later. */
export const placeholderPattern = new RegExp(`${fillerPattern.source}|\\{\\{|\\{\\w+\\}|\\[\\.\\.\\.\\]|\\[…\\]`, "i");

/** "CHF 1'320", "CHF 0.08", "1'320 CHF" → "1320", "0.08". */
function chfAmounts(text: string): string[] {
  const amounts = [
    ...text.matchAll(/CHF\s?(\d[\d'’ ]*(?:[.,]\d+)?)/g),
    ...text.matchAll(/(\d[\d'’ ]*(?:[.,]\d+)?)\s?(?:CHF|francs|franchi)\b/g),
  ].map((m) => normaliseNumber(m[1]!));
  return amounts.filter(Boolean);
}

/** "8 %", "8%", "8 Prozent", "8 pour cent", "8 per cento", "8 percent", "8 per cent" → "8". */
function percentages(text: string): string[] {
  return [...text.matchAll(/(\d+(?:[.,]\d+)?)\s?(?:%|Prozent\b|pour cent\b|per cento\b|percent\b|per cent\b)/g)].map(
    (m) => normaliseNumber(m[1]!),
  );
}

function normaliseNumber(raw: string): string {
  const compact = raw.replace(/['’ ]/g, "").replace(",", ".").replace(/\.$/, "");
  const value = Number(compact);
  return Number.isFinite(value) ? String(value) : "";
}

/** Figures every language may quote: the site facts. */
function factFigures(): Set<string> {
  const figures = new Set<string>();
  const visit = (value: unknown) => {
    if (typeof value === "number") figures.add(String(value));
    else if (value && typeof value === "object") Object.values(value).forEach(visit);
  };
  visit(siteFacts);
  return figures;
}

const packagePrices = [siteFacts.priceFromChf, siteFacts.premiumPriceChf].map(String);

/** "ab CHF 388", "dès CHF 388", "da CHF 588", "from CHF 388": a starting price is one of the two packages'. */
function startingPriceProblem(text: string): string | undefined {
  for (const m of text.matchAll(/\b(?:ab|dès|da|from)\s+CHF\s?(\d[\d']*)/g)) {
    if (!packagePrices.includes(normaliseNumber(m[1]!)))
      return `states a starting price of CHF ${m[1]}, not one of the packages' (CHF ${packagePrices.join(", CHF ")})`;
  }
  return undefined;
}

/** The problems of one language version of an article; empty when it may be published. */
export function articleProblems(key: BlogArticleKey, lang: Lang, article: BlogArticle): string[] {
  const problems: string[] = [];
  const minWords = MIN_ARTICLE_WORDS[blogArticles.find((a) => a.key === key)!.type];
  const texts = articleTexts(article);
  const bodyWords = wordCount([...article.intro, ...blockTexts(article.blocks)]);
  if (bodyWords < minWords) problems.push(`has ${bodyWords} words, fewer than ${minWords}`);
  const sections = article.blocks.filter((b) => b.type === "h2").length;
  if (sections < MIN_ARTICLE_SECTIONS)
    problems.push(`has ${sections} sections (h2), fewer than ${MIN_ARTICLE_SECTIONS}`);
  if (!article.imageAlt.trim()) problems.push("has no alt text for its image");
  if (!/^\d{4}-\d{2}-\d{2}$/.test(article.date)) problems.push(`has the date ${article.date}, not YYYY-MM-DD`);

  for (const text of texts) {
    if (!text.trim()) problems.push("has an empty text");
    const placeholder = text.match(placeholderPattern);
    if (placeholder) problems.push(`has a placeholder "${placeholder[0]}"`);
    if (lang !== "de" && text.split(/\s+/).length >= 6 && looksGerman(text))
      problems.push(`has a German sentence: "${text.slice(0, 80)}…"`);
    if (lang === "de" && text.includes("ß"))
      problems.push(`writes ß (Swiss German writes ss): "${text.slice(0, 80)}…"`);
    // The site's French sets no space before : ; ? ! (as its pages and PDFs do).
    if (lang === "fr" && /[ \u00a0\u202f][:;?!]/.test(text))
      problems.push(`puts a space before : ; ? or !: "${text.slice(0, 80)}…"`);
    const price = startingPriceProblem(text);
    if (price) problems.push(price);
    for (const target of linkTargets(text)) {
      const problem = linkProblem(target, lang);
      if (problem) problems.push(problem);
    }
  }

  const linked = new Set(texts.flatMap(linkTargets).map(pageKeyOf));
  for (const page of ["contact", "prices"])
    if (!linked.has(page)) problems.push(`does not link the ${page} page in its text`);

  // The other languages retell the German article: every amount and percentage they quote is
  // one the German version (computed or written from the modules) or the site facts state.
  const german = blogArticleContent[key].de;
  if (lang !== "de" && german) {
    const allowed = new Set([
      ...factFigures(),
      ...articleTexts(german).flatMap((t) => [...chfAmounts(t), ...percentages(t)]),
    ]);
    const foreign = new Set(texts.flatMap((t) => [...chfAmounts(t), ...percentages(t)]).filter((n) => !allowed.has(n)));
    for (const figure of foreign)
      problems.push(`quotes ${figure} (CHF or %), which neither the German article nor the site facts state`);
  }
  return problems;
}

/**
 * Where blog-slugs.ts (generated for the browser's route table) and the Markdown files disagree,
 * and which article misses a language: the table is regenerated with `npm run generate:blog`.
 */
export function slugTableProblems(
  table: readonly { key: string; type: string; slugs: Partial<Record<Lang, string>> }[] = blogArticles,
  files = articlesFromMarkdown,
): string[] {
  const problems: string[] = [];
  for (const article of Object.values(files)) {
    const missing = languages.filter((lang) => !article.languages[lang]);
    if (missing.length) problems.push(`${article.key}: has no ${missing.map((lang) => `${lang}.md`).join(", ")}`);
    const row = table.find((a) => a.key === article.key);
    if (!row) problems.push(`${article.key}: is not in blog-slugs.ts; run npm run generate:blog`);
    else if (row.type !== article.type || languages.some((lang) => row.slugs[lang] !== article.slugs[lang]))
      problems.push(`${article.key}: blog-slugs.ts differs from the Markdown files; run npm run generate:blog`);
  }
  for (const row of table)
    if (!files[row.key])
      problems.push(`${row.key}: is in blog-slugs.ts but has no Markdown files; run npm run generate:blog`);
  return problems;
}

/** Every problem of every article in every language, as "fr dirty-panels-risk: …" lines. */
export function blogProblems(): string[] {
  const tableProblems = slugTableProblems();
  if (tableProblems.length) return tableProblems;
  return blogArticles.flatMap((a) =>
    languages.flatMap((lang) => {
      const article = blogArticleContent[a.key][lang];
      return article ? articleProblems(a.key, lang, article).map((p) => `${lang} ${a.key}: ${p}`) : [];
    }),
  );
}
