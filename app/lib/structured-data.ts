import { siteFacts } from "../content/site-facts";
import type { FaqItem } from "../content/pages/types";
import type { Company } from "./company";
import type { Lang } from "./i18n";
import { parseInlineLinks } from "./inline-links";

/** Answer text without link markup: "[Offertrechner](page:prices)" -> "Offertrechner". */
function plainText(text: string): string {
  return parseInlineLinks(text)
    .map((part) => part.text)
    .join("");
}
import { absoluteUrl } from "./seo";

/** schema.org objects for JSON-LD. Pure; the business appears on every page. */

export function businessId(siteUrl: string): string {
  return `${siteUrl}/#business`;
}

/** Words of the structured data that are text, per language (schema.org values stay English). */
const structuredText: Record<Lang, { priceFrom: string; country: string }> = {
  de: { priceFrom: "ab", country: "Schweiz" },
  fr: { priceFrom: "dès", country: "Suisse" },
  it: { priceFrom: "da", country: "Svizzera" },
  en: { priceFrom: "from", country: "Switzerland" },
};

export function localBusiness(company: Company, siteUrl: string, lang: Lang = "de") {
  const hours = siteFacts.hours;
  return {
    "@context": "https://schema.org",
    "@type": "HomeAndConstructionBusiness",
    "@id": businessId(siteUrl),
    name: company.name,
    url: absoluteUrl(siteUrl, "/"),
    telephone: company.phone,
    email: company.email,
    image: absoluteUrl(siteUrl, "/og-image.png"),
    logo: absoluteUrl(siteUrl, "/logo.svg"),
    priceRange: `${structuredText[lang].priceFrom} CHF ${siteFacts.priceFromChf}`,
    foundingDate: String(siteFacts.foundedYear),
    taxID: company.uid,
    address: {
      "@type": "PostalAddress",
      streetAddress: company.street,
      postalCode: company.postcode,
      addressLocality: company.city,
      addressCountry: "CH",
    },
    geo: { "@type": "GeoCoordinates", ...siteFacts.geo },
    areaServed: {
      "@type": "GeoCircle",
      geoMidpoint: { "@type": "GeoCoordinates", ...siteFacts.geo },
      geoRadius: siteFacts.serviceRadiusMeters,
    },
    openingHoursSpecification: {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: hours.days,
      opens: hours.opens,
      closes: hours.closes,
    },
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: siteFacts.rating,
      reviewCount: siteFacts.reviewCount,
      bestRating: 5,
    },
  };
}

export function service(input: {
  siteUrl: string;
  name: string;
  description: string;
  path: string;
  serviceType: string;
  areaServed?: string;
  lang?: Lang;
}) {
  const lang = input.lang ?? "de";
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    inLanguage: lang,
    name: input.name,
    description: input.description,
    serviceType: input.serviceType,
    url: absoluteUrl(input.siteUrl, input.path),
    provider: { "@id": businessId(input.siteUrl) },
    areaServed: input.areaServed
      ? { "@type": "City", name: input.areaServed }
      : { "@type": "Country", name: structuredText[lang].country },
    offers: { "@type": "Offer", priceCurrency: "CHF", price: siteFacts.priceFromChf },
  };
}

export function faqPage(items: readonly FaqItem[], lang: Lang = "de") {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    inLanguage: lang,
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: plainText(item.answer) },
    })),
  };
}

export interface ArticleSummary {
  title: string;
  description: string;
  path: string;
  date: string;
  author: string;
  /** Path of the article's own picture, listed before the site's social image. */
  image?: string;
}

export function blogPosting(siteUrl: string, lang: string, post: ArticleSummary, type: "BlogPosting" | "Article") {
  return {
    "@context": "https://schema.org",
    "@type": type,
    headline: post.title,
    description: post.description,
    inLanguage: lang,
    datePublished: post.date,
    dateModified: post.date,
    // The articles are signed by the company, not by a person.
    author: { "@type": "Organization", name: post.author },
    publisher: { "@id": businessId(siteUrl) },
    image: [...(post.image ? [absoluteUrl(siteUrl, post.image)] : []), absoluteUrl(siteUrl, "/og-image.png")],
    mainEntityOfPage: absoluteUrl(siteUrl, post.path),
  };
}

export function blog(siteUrl: string, name: string, path: string, posts: ArticleSummary[]) {
  return {
    "@context": "https://schema.org",
    "@type": "Blog",
    name,
    url: absoluteUrl(siteUrl, path),
    publisher: { "@id": businessId(siteUrl) },
    blogPost: posts.map((p) => ({
      "@type": "BlogPosting",
      headline: p.title,
      url: absoluteUrl(siteUrl, p.path),
      datePublished: p.date,
      author: { "@type": "Organization", name: p.author },
    })),
  };
}

/**
 * A contact page and the company's contact point on it: phone, e-mail, the hours it
 * answers and the places it serves (the Italian contact page lists the Ticino cities).
 */
export function contactPage(input: {
  siteUrl: string;
  company: Company;
  name: string;
  path: string;
  lang: string;
  areaServed: readonly string[];
  hours: { days: readonly string[]; opens: string; closes: string };
}) {
  return {
    "@context": "https://schema.org",
    "@type": "ContactPage",
    name: input.name,
    url: absoluteUrl(input.siteUrl, input.path),
    inLanguage: input.lang,
    about: { "@id": businessId(input.siteUrl) },
    mainEntity: {
      "@type": "ContactPoint",
      contactType: "customer service",
      telephone: input.company.phone,
      email: input.company.email,
      areaServed: input.areaServed.map((name) => ({ "@type": "City", name })),
      hoursAvailable: {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: input.hours.days,
        opens: input.hours.opens,
        closes: input.hours.closes,
      },
    },
  };
}
