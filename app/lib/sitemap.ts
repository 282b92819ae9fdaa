import { pages } from "../content/route-table";
import { languages } from "./i18n";
import { absoluteUrl, alternateLinks } from "./seo";

function escapeXml(value: string): string {
  return value.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!,
  );
}

/** sitemap.xml: one <url> per page and language, each with the page's xhtml:link alternates. */
export function buildSitemap(siteUrl: string): string {
  const urls: string[] = [];
  for (const page of pages) {
    const alternates = alternateLinks(siteUrl, page.paths)
      .map((l) => `    <xhtml:link rel="alternate" hreflang="${l.hreflang}" href="${escapeXml(l.href)}"/>`)
      .join("\n");
    for (const lang of languages) {
      const path = page.paths[lang];
      if (!path) continue;
      urls.push(`  <url>\n    <loc>${escapeXml(absoluteUrl(siteUrl, path))}</loc>\n${alternates}\n  </url>`);
    }
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}
