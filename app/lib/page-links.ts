import type { PageKey, PageRef } from "../content/pages/types";
import { getPage } from "../content/route-table";
import type { Lang } from "./i18n";

/**
 * Turns the page references of content (`{ page: "prices", section: "calculator" }`,
 * `[label](page:prices#calculator)`) into paths of a language through the route table.
 * A page that has no version in the language resolves to its German path and says so
 * (`germanOnly`), so links can tell the visitor the page is in German. Pure.
 */
export interface ResolvedLink {
  href: string;
  /** The target exists in German only and the visitor reads another language. */
  germanOnly: boolean;
}

export function resolvePageRef(ref: PageRef, lang: Lang): ResolvedLink {
  const page = getPage(ref.page);
  const localized = page.paths[lang];
  const path = localized ?? page.paths.de ?? "/";
  return { href: ref.section ? `${path}#${ref.section}` : path, germanOnly: !localized };
}

export function hrefOf(ref: PageRef, lang: Lang): string {
  return resolvePageRef(ref, lang).href;
}

const PAGE_SCHEME = "page:";

/** Parses "page:prices#calculator" into a reference; undefined for any other href. */
export function parsePageHref(href: string): PageRef | undefined {
  if (!href.startsWith(PAGE_SCHEME)) return undefined;
  const [page, section] = href.slice(PAGE_SCHEME.length).split("#", 2);
  if (!page) return undefined;
  return section ? { page: page as PageKey, section } : { page: page as PageKey };
}

/** Resolves an href of rich text: `page:` references through the route table, anything else unchanged. */
export function resolveHref(href: string, lang: Lang): ResolvedLink {
  const ref = parsePageHref(href);
  return ref ? resolvePageRef(ref, lang) : { href, germanOnly: false };
}
