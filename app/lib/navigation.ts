import { cityName, mainRegions } from "../content/cities";
import type { PageKey } from "../content/pages/types";
import type { UiStrings } from "../content/ui/de";
import type { Lang } from "./i18n";
import { pathOf } from "../content/route-table";
import { resolvePageRef } from "./page-links";

/** Header, mobile menu and footer links, derived from the route table. */
export interface NavLink {
  key: string;
  label: string;
  href: string;
  /** The page exists in German only and the visitor reads another language: the link says so. */
  germanOnly: boolean;
}

/** A link to a page of the route table in the visitor's language, or to its German page where it has none. */
export function navLink(key: PageKey, label: string, lang: Lang): NavLink {
  const { href, germanOnly } = resolvePageRef({ page: key }, lang);
  return { key, label, href, germanOnly };
}

export function serviceLinks(lang: Lang, ui: UiStrings): NavLink[] {
  return [
    navLink("solar", ui.nav.solar, lang),
    navLink("roofCleaning", ui.nav.roof, lang),
    navLink("gutterCleaning", ui.nav.gutter, lang),
    navLink("greenRoof", ui.nav.greenRoof, lang),
    navLink("b2b", ui.nav.b2b, lang),
  ];
}

export function companyLinks(lang: Lang, ui: UiStrings): NavLink[] {
  return [navLink("about", ui.nav.about, lang), navLink("b2b", ui.nav.b2b, lang), navLink("blog", ui.nav.blog, lang)];
}

/** Links to city pages (German only), labelled with the city's name in the visitor's language. */
export function cityLinks(slugs: readonly string[], lang: Lang): NavLink[] {
  return slugs.map((slug) => navLink(`city:${slug}`, cityName(slug, lang), lang));
}

/** The six main regions of the mobile menu. */
export function regionLinks(lang: Lang): NavLink[] {
  return cityLinks(
    mainRegions.map((r) => r.slug),
    lang,
  );
}

/** Where "get a quote" buttons lead: the instant-quote calculator on the quote page of the language. */
export function quoteHref(lang: Lang): string {
  return `${pathOf("prices", lang)}#calculator`;
}
