import type { MetaDescriptor } from "react-router";
import { languages, languageSettings, type Lang } from "./i18n";

/**
 * Meta tags of a page: title, description, canonical, alternates, Open Graph,
 * Twitter and JSON-LD. Pure; every URL is absolute from SITE_URL.
 */
export interface SeoInput {
  siteUrl: string;
  companyName: string;
  lang: Lang;
  /** This page's path (the canonical path unless `canonicalPath` is given). */
  path: string;
  canonicalPath?: string;
  /** Paths of the page's language versions; reciprocal hreflang is built from these. */
  alternates: Partial<Record<Lang, string>>;
  title: string;
  description: string;
  noindex?: boolean;
  ogType?: "website" | "article";
  jsonLd?: object[];
}

export function absoluteUrl(siteUrl: string, path: string): string {
  return path === "/" ? `${siteUrl}/` : `${siteUrl}${path}`;
}

/** Each language version is announced generically ("fr") and, where its html lang has a region, for it ("fr-CH"). */
function hreflangsOf(lang: Lang): string[] {
  const { htmlLang } = languageSettings[lang];
  return htmlLang === lang ? [lang] : [lang, htmlLang];
}

export function alternateLinks(siteUrl: string, alternates: Partial<Record<Lang, string>>) {
  const links: { hreflang: string; href: string }[] = [];
  for (const lang of languages) {
    const path = alternates[lang];
    if (!path) continue;
    for (const hreflang of hreflangsOf(lang)) links.push({ hreflang, href: absoluteUrl(siteUrl, path) });
  }
  const xDefault = alternates.de ?? alternates.en ?? Object.values(alternates)[0];
  if (xDefault) links.push({ hreflang: "x-default", href: absoluteUrl(siteUrl, xDefault) });
  return links;
}

export function fullTitle(title: string, companyName: string): string {
  return title.includes(companyName) ? title : `${title} | ${companyName}`;
}

export function buildMeta(input: SeoInput): MetaDescriptor[] {
  const title = fullTitle(input.title, input.companyName);
  const canonical = absoluteUrl(input.siteUrl, input.canonicalPath ?? input.path);
  const image = absoluteUrl(input.siteUrl, "/og-image.png");
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:type", content: input.ogType ?? "website" },
    { property: "og:site_name", content: input.companyName },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: canonical },
    { property: "og:locale", content: languageSettings[input.lang].ogLocale },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
  ];
  if (input.noindex) {
    meta.push({ name: "robots", content: "noindex, follow" });
  } else {
    for (const link of alternateLinks(input.siteUrl, input.alternates)) {
      meta.push({ tagName: "link", rel: "alternate", hrefLang: link.hreflang, href: link.href });
    }
  }
  for (const data of input.jsonLd ?? []) meta.push({ "script:ld+json": data });
  return meta;
}
