import { mainRegions, cityPath } from "../content/cities";
import { pathOf } from "../content/route-table";
import type { UiStrings } from "../content/ui/de";
import type { Lang } from "./i18n";

/** Header, mobile menu and footer links, derived from the route table. */
export interface NavLink {
  key: string;
  label: string;
  href: string;
}

export function serviceLinks(lang: Lang, ui: UiStrings): NavLink[] {
  return [
    { key: "solar", label: ui.nav.solar, href: pathOf("solar", lang) },
    { key: "roofCleaning", label: ui.nav.roof, href: pathOf("roofCleaning", lang) },
    { key: "gutterCleaning", label: ui.nav.gutter, href: pathOf("gutterCleaning", lang) },
    { key: "greenRoof", label: ui.nav.greenRoof, href: pathOf("greenRoof", lang) },
    { key: "b2b", label: ui.nav.b2b, href: pathOf("b2b", lang) },
  ];
}

export function companyLinks(lang: Lang, ui: UiStrings): NavLink[] {
  return [
    { key: "about", label: ui.nav.about, href: pathOf("about", lang) },
    { key: "b2b", label: ui.nav.b2b, href: pathOf("b2b", lang) },
    { key: "blog", label: ui.nav.blog, href: pathOf("blog", lang) },
  ];
}

export function regionLinks(): NavLink[] {
  return mainRegions.map((r) => ({ key: `city:${r.slug}`, label: r.name, href: cityPath(r.slug) }));
}

/** Where "get a quote" buttons lead: the instant-quote calculator on the quote page of the language. */
export function quoteHref(lang: Lang): string {
  return `${pathOf("prices", lang)}#calculator`;
}
