/**
 * Explicit redirects: paths the spec names, paths the spec links that are not pages,
 * and the previous site's URLs. Targets are page keys of the route table (so a
 * renamed page cannot leave a stale target) or, for a few, a page key plus language.
 * Rule-based redirects (trailing slash, language variants, /de prefix) live in
 * lib/redirects.ts. Every row has its own test.
 */
import type { Lang } from "../lib/i18n";

export interface RedirectRow {
  from: string;
  /** Page key of the route table. */
  to: string;
  /** Language version of the target page (German when omitted). */
  lang?: Lang;
  /** Why the row exists: helps whoever edits the table later. */
  note: string;
}

export const redirectTable: readonly RedirectRow[] = [
  // Named in spec 2
  { from: "/solar-panel-cleaning", to: "solar", note: "spec: English slug without prefix" },
  { from: "/wartungsvertraege", to: "home", note: "spec: maintenance contracts page retired" },
  { from: "/referenzen", to: "home", note: "spec: references page retired" },
  // Linked by the loss article but not pages
  { from: "/basel", to: "city:basel", note: "loss article link" },
  { from: "/zuerich", to: "city:zuerich", note: "loss article link" },
  { from: "/bern", to: "city:bern", note: "loss article link" },
  // Previous site: company pages
  { from: "/about", to: "about", note: "old site" },
  { from: "/about-us", to: "about", note: "old site" },
  { from: "/uber-uns", to: "about", note: "old site, umlaut-less spelling" },
  { from: "/team", to: "about", note: "old site" },
  { from: "/booking", to: "contact", note: "old site booking form" },
  { from: "/buchen", to: "contact", note: "old site booking form" },
  { from: "/termin-buchen", to: "contact", note: "old site booking form" },
  { from: "/contact", to: "contact", note: "old site English contact" },
  { from: "/imprint", to: "imprint", note: "old site" },
  { from: "/impressum.html", to: "imprint", note: "old site" },
  { from: "/privacy", to: "privacy", note: "old site" },
  { from: "/privacy-policy", to: "privacy", note: "old site" },
  { from: "/datenschutzerklaerung", to: "privacy", note: "old site" },
  { from: "/cookie-policy", to: "privacy", note: "old site cookie policy" },
  { from: "/cookie-richtlinie", to: "privacy", note: "old site cookie policy" },
  { from: "/testimonials", to: "home", note: "old site reviews; reviews are on the home page" },
  { from: "/kundenstimmen", to: "home", note: "old site reviews" },
  { from: "/bewertungen", to: "home", note: "old site reviews" },
  // Previous site: blog
  { from: "/news", to: "blog", note: "old site news" },
  { from: "/aktuelles", to: "blog", note: "old site news" },
  { from: "/blog/solaranlage-reinigen-lohnt-sich", to: "blog", note: "old blog post" },
  { from: "/blog/photovoltaik-reinigung-tipps", to: "blog", note: "old blog post" },
  { from: "/blog/pv-anlage-reinigen-kosten", to: "prices", note: "old blog post about prices" },
  { from: "/blog/gruendach-pflege-tipps", to: "blog", note: "old blog post" },
  // Previous site: shop categories
  { from: "/shop", to: "prices", note: "old shop" },
  { from: "/shop/solarreinigung", to: "solar", note: "old shop category" },
  { from: "/shop/dachreinigung", to: "roofCleaning", note: "old shop category" },
  { from: "/shop/gruendach", to: "greenRoof", note: "old shop category" },
  { from: "/shop/wartung", to: "prices", note: "old shop category" },
  { from: "/product-category/solarreinigung", to: "solar", note: "old shop category" },
  { from: "/product-category/dachrinnen", to: "gutterCleaning", note: "old shop category" },
  { from: "/preise", to: "prices", note: "old site" },
  { from: "/offerte", to: "prices", note: "old site" },
  { from: "/angebot", to: "prices", note: "old site" },
  { from: "/dienstleistungen", to: "solar", note: "old site services overview" },
  { from: "/solarreinigung", to: "solar", note: "old site" },
  { from: "/photovoltaik-reinigung", to: "solar", note: "old site" },
  { from: "/gruendach", to: "greenRoof", note: "old site" },
  { from: "/index.html", to: "home", note: "old site" },
  { from: "/home", to: "home", note: "old site" },
  // Previous site: city pages (they had a trailing slash; it is stripped before lookup)
  { from: "/solarreinigung-basel", to: "city:basel", note: "old city URL" },
  { from: "/solarreinigung-zuerich", to: "city:zuerich", note: "old city URL" },
  { from: "/solarreinigung-bern", to: "city:bern", note: "old city URL" },
  { from: "/solarreinigung-luzern", to: "city:luzern", note: "old city URL" },
  { from: "/solarreinigung-aargau", to: "city:aargau", note: "old city URL" },
  { from: "/solarreinigung-langenthal", to: "city:langenthal", note: "old city URL" },
  { from: "/photovoltaik-solarreinigung-zuerich", to: "city:zuerich", note: "Zürich keeps its historic URL" },
  // Localized legal paths go to the German legal pages
  { from: "/fr/mentions-legales", to: "imprint", note: "localized legal path" },
  { from: "/fr/protection-des-donnees", to: "privacy", note: "localized legal path" },
  { from: "/fr/confidentialite", to: "privacy", note: "localized legal path" },
  { from: "/it/note-legali", to: "imprint", note: "localized legal path" },
  { from: "/it/privacy", to: "privacy", note: "localized legal path" },
  { from: "/en/imprint", to: "imprint", note: "localized legal path" },
  { from: "/en/legal-notice", to: "imprint", note: "localized legal path" },
  { from: "/en/privacy", to: "privacy", note: "localized legal path" },
  { from: "/en/privacy-policy", to: "privacy", note: "localized legal path" },
];
