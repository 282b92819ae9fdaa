import { type RouteConfig, route } from "@react-router/dev/routes";
import { languages, withLangPrefix } from "./lib/i18n";
import { routeModuleOf } from "./content/page-kinds";
import { offerPagePaths, pages } from "./content/route-table";

/** Router config generated from the route table; page-kinds.ts names each kind's route module. */
const pageRoutes = pages
  .filter((page) => page.kind !== "blogPost")
  .flatMap((page) =>
    languages.flatMap((lang) => {
      const path = page.paths[lang];
      return path ? [route(path, routeModuleOf(page.kind, lang), { id: `${page.key}.${lang}` })] : [];
    }),
  );

// Blog articles use one dynamic route per language so that an unknown slug gets its own not-found page.
const blogRoutes = languages.map((lang) =>
  route(withLangPrefix("/blog/:slug", lang), routeModuleOf("blogPost", lang), { id: `blog-post.${lang}` }),
);

// The offer's own page: rendered on request by the server with the offer it found (server/api/offer-page-router.ts).
const offerRoutes = languages.map((lang) =>
  route(`${offerPagePaths[lang]}/:token`, "routes/offer.tsx", { id: `offer.${lang}` }),
);

export default [
  ...pageRoutes,
  ...blogRoutes,
  ...offerRoutes,
  route("/regionen/:stadt", "routes/region.tsx"),
  route("/sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("/robots.txt", "routes/robots[.]txt.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
