import { languages, type Lang, withLangPrefix } from "../lib/i18n";
import { blogArticles } from "./blog-slugs";
import { cities, cityPath } from "./cities";
import { fixedPageKinds, type PageKind } from "./page-kinds";

export type { LocalizedKind, PageKind } from "./page-kinds";

/**
 * The route table: the single source of every page path. Router config, prerender
 * list, navigation, language switcher, hreflang, canonical URLs, sitemap and
 * redirect targets are all derived from it; the fixed pages come from page-kinds.ts.
 */
export interface Page {
  /** Unique key, e.g. "contact", "city:basel", "blog:output-loss". */
  key: string;
  kind: PageKind;
  /** Path per language; a German-only page has only `de`. */
  paths: Partial<Record<Lang, string>>;
  /** For city pages: the city slug. */
  citySlug?: string;
  /** For blog pages: the article key of blog-slugs. */
  articleKey?: string;
}

export const pages: readonly Page[] = [
  ...Object.entries(fixedPageKinds).map(([kind, paths]) => ({ key: kind, kind: kind as PageKind, paths })),
  ...cities.map((c) => ({
    key: `city:${c.slug}`,
    kind: "city" as const,
    paths: { de: cityPath(c.slug) },
    citySlug: c.slug,
  })),
  ...blogArticles.map((a) => ({
    key: `blog:${a.key}`,
    kind: "blogPost" as const,
    articleKey: a.key,
    paths: Object.fromEntries(
      Object.entries(a.slugs).map(([lang, slug]) => [lang, withLangPrefix(`/blog/${slug}`, lang as Lang)]),
    ) as Partial<Record<Lang, string>>,
  })),
];

const byPath = new Map<string, { page: Page; lang: Lang }>();
for (const page of pages) {
  for (const lang of languages) {
    const path = page.paths[lang];
    if (!path) continue;
    if (byPath.has(path)) throw new Error(`Route table: duplicate path ${path}`);
    byPath.set(path, { page, lang });
  }
}

const byKey = new Map(pages.map((p) => [p.key, p]));

export function findPageByPath(pathname: string): { page: Page; lang: Lang } | undefined {
  return byPath.get(pathname);
}

export function getPage(key: string): Page {
  const page = byKey.get(key);
  if (!page) throw new Error(`Route table: unknown page key ${key}`);
  return page;
}

/** Path of a page in a language, falling back to the German path when the page has no such version. */
export function pathOf(key: string, lang: Lang): string {
  const page = getPage(key);
  return page.paths[lang] ?? page.paths.de ?? "/";
}

/** Every path of every page in every language. */
export function allPagePaths(): string[] {
  return [...byPath.keys()];
}

/**
 * The offer's own page: one path per language ending in the offer's access token
 * (`/offerte/<token>`). Rendered on request (never prerendered, not in the sitemap,
 * noindex): only the mail and the PDF carry the token.
 */
export const offerPagePaths: Record<Lang, string> = {
  de: "/offerte",
  fr: "/fr/devis",
  it: "/it/preventivo",
  en: "/en/quote",
};

/** An access token: 256 random bits in base64url (server/db/ids.ts newToken), 43 characters. */
export const OFFER_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function offerPagePath(lang: Lang, token: string): string {
  return `${offerPagePaths[lang]}/${token}`;
}

/** The language and token of an offer page path (whatever the token looks like), or undefined. */
export function parseOfferPagePath(pathname: string): { lang: Lang; token: string } | undefined {
  for (const lang of languages) {
    const prefix = `${offerPagePaths[lang]}/`;
    if (pathname.startsWith(prefix)) {
      const token = pathname.slice(prefix.length);
      if (token && !token.includes("/")) return { lang, token };
    }
  }
  return undefined;
}

/** /regionen/:stadt resolves any known city slug (prerendered, canonical to the city page). */
export function regionPaths(): string[] {
  return cities.map((c) => `/regionen/${c.slug}`);
}

/** Every path prerendered at build: pages, region aliases, sitemap and robots. */
export function prerenderPaths(): string[] {
  return [...allPagePaths(), ...regionPaths(), "/sitemap.xml", "/robots.txt"];
}
