import { type RouteConfig, route } from "@react-router/dev/routes";
import { languages, type Lang } from "./lib/i18n";
import { offerPagePaths, pages, type PageKind } from "./content/route-table";

/** Router config generated from the route table. Each page kind maps to one route module. */
const moduleByKind: Record<PageKind, string> = {
  home: "routes/home.tsx",
  contact: "routes/contact.tsx",
  solar: "routes/solar.tsx",
  greenRoof: "routes/green-roof.tsx",
  prices: "routes/prices.tsx",
  about: "routes/about.tsx",
  blog: "routes/blog.tsx",
  faq: "routes/faq.tsx",
  roofCleaning: "routes/roof-cleaning.tsx",
  gutterCleaning: "routes/gutter-cleaning.tsx",
  b2b: "routes/b2b.tsx",
  lossCalculator: "routes/loss-calculator.tsx",
  certificates: "routes/certificates.tsx",
  leads: "routes/leads.tsx",
  imprint: "routes/legal.tsx",
  privacy: "routes/legal.tsx",
  city: "routes/city.tsx",
  blogPost: "routes/blog-post.tsx",
};

/**
 * Language versions built so differently that one module would make every version load the
 * others' code: the German contact page, the French and Italian ones (with the regions and
 * the FAQ) and the English one (without a form).
 */
const moduleByKindAndLang: Partial<Record<PageKind, Partial<Record<Lang, string>>>> = {
  contact: { fr: "routes/contact-regional.tsx", it: "routes/contact-regional.tsx", en: "routes/contact-en.tsx" },
};

const pageRoutes = pages
  .filter((page) => page.kind !== "blogPost")
  .flatMap((page) =>
    languages.flatMap((lang) => {
      const path = page.paths[lang];
      const file = moduleByKindAndLang[page.kind]?.[lang] ?? moduleByKind[page.kind];
      return path ? [route(path, file, { id: `${page.key}.${lang}` })] : [];
    }),
  );

// Blog articles use one dynamic route per language so that an unknown slug gets its own not-found page.
const blogRoutes = languages.map((lang) =>
  route(lang === "de" ? "/blog/:slug" : `/${lang}/blog/:slug`, moduleByKind.blogPost, { id: `blog-post.${lang}` }),
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
