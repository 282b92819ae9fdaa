import type { Lang } from "../lib/i18n";

/**
 * Every page kind, registered once, with its path in each language. The route table,
 * app/routes.ts and the content registry (pages/registry.ts, which the typecheck holds
 * to this list) are derived from it.
 *
 * A kind's route module is app/routes/<kind in kebab-case>.tsx (greenRoof: green-roof.tsx)
 * and its content app/content/pages/<kind in kebab-case>/, unless `routeModuleExceptions`
 * says otherwise. The names are not stored with the paths because the paths reach the
 * browser and the module names would only add to its JavaScript.
 */

/** Kinds that every language has: a new language must give each of them a path. */
const localizedPageKinds = {
  home: { de: "/", fr: "/fr", it: "/it", en: "/en" },
  contact: { de: "/kontakt", fr: "/fr/contact", it: "/it/contatto", en: "/en/contact" },
  solar: {
    de: "/solaranlagenreinigung",
    fr: "/fr/nettoyage-installations-solaires",
    it: "/it/pulizia-impianti-fotovoltaici",
    en: "/en/solar-panel-cleaning",
  },
  greenRoof: {
    de: "/gruendachpflege",
    fr: "/fr/entretien-toitures-vertes",
    it: "/it/manutenzione-tetti-verdi",
    en: "/en/green-roof-maintenance",
  },
  prices: { de: "/preise-angebot", fr: "/fr/prix-devis", it: "/it/prezzi-preventivo", en: "/en/prices-quote" },
  about: { de: "/ueber-uns", fr: "/fr/a-propos", it: "/it/chi-siamo", en: "/en/about" },
  blog: { de: "/blog", fr: "/fr/blog", it: "/it/blog", en: "/en/blog" },
  faq: { de: "/faq", fr: "/fr/faq", it: "/it/faq", en: "/en/faq" },
} satisfies Record<string, Record<Lang, string>>;

const germanOnlyPageKinds = {
  roofCleaning: { de: "/dachreinigung" },
  gutterCleaning: { de: "/dachrinnenreinigung" },
  b2b: { de: "/b2b" },
  lossCalculator: { de: "/verlustrechner" },
  certificates: { de: "/zertifikate" },
  leads: { de: "/leads" },
  imprint: { de: "/impressum" },
  privacy: { de: "/datenschutz" },
} satisfies Record<string, { de: string }>;

/** Kinds with one page per entry of another table: the cities (cities.ts) and the articles (blog-slugs.ts). */
type ListedPageKind = "city" | "blogPost";

/** Page kinds every language has; used by navigation. */
export type LocalizedKind = keyof typeof localizedPageKinds;
export type FixedPageKind = LocalizedKind | keyof typeof germanOnlyPageKinds;
export type PageKind = FixedPageKind | ListedPageKind;

/** The languages each fixed kind has a page in. */
export type LangsOf<K extends FixedPageKind> = K extends LocalizedKind ? Lang : "de";

/** The paths of every kind that is not listed, per language; German has them all. */
export const fixedPageKinds: Record<FixedPageKind, { de: string } & Partial<Record<Lang, string>>> = {
  ...localizedPageKinds,
  ...germanOnlyPageKinds,
};

export const localizedKinds = Object.keys(localizedPageKinds) as LocalizedKind[];

/**
 * Route modules not named after their kind: the legal pages share one, and the contact
 * page's language versions are built so differently that one module would make each
 * load the others' code (German has the form, French and Italian the regions and the
 * FAQ, English neither).
 */
const routeModuleExceptions: Partial<Record<PageKind, string | Partial<Record<Lang, string>>>> = {
  imprint: "legal.tsx",
  privacy: "legal.tsx",
  contact: { fr: "contact-regional.tsx", it: "contact-regional.tsx", en: "contact-en.tsx" },
};

/** The route module (relative to app/) of a page kind's version in a language. */
export function routeModuleOf(kind: PageKind, lang: Lang): string {
  const exception = routeModuleExceptions[kind];
  const file = typeof exception === "string" ? exception : exception?.[lang];
  return `routes/${file ?? `${kind.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.tsx`}`;
}
