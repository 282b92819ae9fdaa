import { data } from "react-router";
import { articleBySlug, articlesIn } from "../content/blog/catalog";
import type { BlogArticle } from "../content/blog/types";
import type { HeroCopy, PageContent, PageMeta } from "../content/pages/types";
import { cities, findCity, responseTimeFor, type ResponseTime } from "../content/cities";
import { cityBenefits, genericCityContent, tailoredCityContent, type CityContent } from "../content/cities/de";
import { findPageByPath, getPage, pathOf, type Page } from "../content/route-table";
import { publicConfig } from "./config.server";
import type { Lang } from "./i18n";
import { blog, blogPosting, faqPage, localBusiness, service, type ArticleSummary } from "./structured-data";
import type { SeoInput } from "./seo";

/**
 * Everything a page route needs from the server: language, content and SEO input.
 * Runs at build (prerender) and for SSR; never reaches the browser bundle.
 */
/** Data of a city or article page: its hero (heading, introduction) besides its own content. */
export interface PageData {
  lang: Lang;
  kind: Page["kind"];
  copy: PageMeta & HeroCopy;
  seo: SeoInput;
}

export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

function articleSummaries(lang: Lang): ArticleSummary[] {
  return articlesIn(lang).map(({ article, path }) => ({
    title: article.title,
    description: article.description,
    path,
    date: article.date,
    author: article.author,
  }));
}

function baseSeo(page: Page, lang: Lang, path: string, copy: Pick<PageMeta, "title" | "description">): SeoInput {
  const config = publicConfig();
  return {
    siteUrl: config.siteUrl,
    companyName: config.company.name,
    lang,
    path,
    alternates: page.paths,
    title: copy.title,
    description: copy.description,
    jsonLd: [localBusiness(config.company, config.siteUrl, lang)],
  };
}

/** Data of a page whose content lives in `app/content/pages/<kind>/`, found by its path. */
export interface ContentPageData<C extends PageContent> {
  lang: Lang;
  kind: Page["kind"];
  seo: SeoInput;
  content: C;
}

/**
 * Builds a page's data from its content record: meta tags from `meta`, the Service data of a
 * service page from `meta.serviceType`, and the FAQPage data from the FAQ the page shows.
 * A language the record lacks is a 404 (German-only kinds have only `de`).
 */
export function contentPageData<C extends PageContent>(
  pathname: string,
  contents: Partial<Record<Lang, C>>,
): ContentPageData<C> {
  const path = normalizePath(pathname);
  const found = findPageByPath(path);
  const content = found && contents[found.lang];
  if (!found || !content) throw data(null, { status: 404 });
  const { page, lang } = found;
  const seo = baseSeo(page, lang, path, content.meta);
  const jsonLd = seo.jsonLd!;
  if (content.meta.serviceType) {
    jsonLd.push(
      service({
        siteUrl: seo.siteUrl,
        lang,
        name: content.hero.heading,
        description: content.meta.description,
        path,
        serviceType: content.meta.serviceType,
      }),
    );
  }
  if (content.faq?.items.length) jsonLd.push(faqPage(content.faq.items, lang));
  if (page.kind === "blog") jsonLd.push(blog(seo.siteUrl, content.hero.heading, path, articleSummaries(lang)));
  return { lang, kind: page.kind, seo, content };
}

export interface CityPageData extends PageData {
  city: { slug: string; name: string; region: string; responseTime: ResponseTime };
  content: CityContent;
  benefits: readonly { title: string; text: string }[];
}

/** Data of a city page, by city slug; `aliasPath` is set for /regionen/:stadt (canonical to the city page). */
export function cityPageData(slug: string, aliasPath?: string): CityPageData | undefined {
  const city = findCity(slug);
  if (!city) return undefined;
  const page = getPage(`city:${city.slug}`);
  const responseTime = responseTimeFor(city.slug);
  const content =
    (tailoredCityContent as Record<string, CityContent>)[city.slug] ?? genericCityContent(city, responseTime);
  const copy: PageData["copy"] = {
    title: content.title,
    description: content.description,
    heading: content.heading,
    intro: content.intro,
  };
  const canonicalPath = page.paths.de!;
  const seo = baseSeo(page, "de", aliasPath ?? canonicalPath, copy);
  seo.canonicalPath = canonicalPath;
  seo.jsonLd!.push(
    service({
      siteUrl: seo.siteUrl,
      name: copy.heading,
      description: copy.description,
      path: canonicalPath,
      serviceType: "Photovoltaik-Reinigung",
      areaServed: city.name,
    }),
    faqPage(content.faq),
  );
  return {
    lang: "de",
    kind: "city",
    copy,
    seo,
    city: { slug: city.slug, name: city.name, region: city.region, responseTime },
    content,
    benefits: cityBenefits,
  };
}

export function citySlugOfPath(pathname: string): string | undefined {
  return findPageByPath(normalizePath(pathname))?.page.citySlug;
}

export interface ArticlePageData extends PageData {
  article: BlogArticle;
  cover: string;
  blogPath: string;
}

/** Data of a blog article by language and slug, or undefined for an unknown slug. */
export function articlePageData(lang: Lang, slug: string): ArticlePageData | undefined {
  const entry = articleBySlug(lang, slug);
  if (!entry) return undefined;
  const { article, path } = entry;
  const page = getPage(`blog:${entry.key}`);
  const seo = baseSeo(page, lang, path, article);
  seo.ogType = "article";
  seo.jsonLd!.push(
    blogPosting(
      seo.siteUrl,
      lang,
      {
        title: article.title,
        description: article.description,
        path,
        date: article.date,
        author: article.author,
        image: entry.cover,
      },
      entry.type === "article" ? "Article" : "BlogPosting",
    ),
  );
  if (article.faq?.length) seo.jsonLd!.push(faqPage(article.faq));
  const copy: PageData["copy"] = {
    title: article.title,
    description: article.description,
    heading: article.title,
    intro: article.intro,
  };
  return { lang, kind: "blogPost", copy, seo, article, cover: entry.cover, blogPath: pathOf("blog", lang) };
}

/** Not-found pages: noindex, canonical to themselves, no alternates. */
export function notFoundSeo(lang: Lang, path: string, title: string, description: string): SeoInput {
  const config = publicConfig();
  return {
    siteUrl: config.siteUrl,
    companyName: config.company.name,
    lang,
    path,
    alternates: {},
    title,
    description,
    noindex: true,
  };
}

export { cities };
