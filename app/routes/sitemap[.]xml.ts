import { buildSitemap } from "../lib/sitemap";
import { publicConfig } from "../lib/config.server";

/** /sitemap.xml: every indexable page with its language alternates; prerendered at build. */
export function loader() {
  return new Response(buildSitemap(publicConfig().siteUrl), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
