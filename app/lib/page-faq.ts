import type { FaqItem } from "../content/copy/types";
import type { PageData } from "./page-data.server";
import { faqPage } from "./structured-data";

/**
 * Replaces the FAQPage structured data of a page (built from its short copy FAQ) with
 * one built from the questions the page really shows. Pure; used by route loaders.
 */
export function withFaqJsonLd<T extends Pick<PageData, "seo">>(page: T, items: readonly FaqItem[]): T {
  const others = (page.seo.jsonLd ?? []).filter((item) => (item as { "@type"?: unknown })["@type"] !== "FAQPage");
  return { ...page, seo: { ...page.seo, jsonLd: [...others, faqPage(items)] } };
}
