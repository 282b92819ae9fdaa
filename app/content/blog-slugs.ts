import type { Lang } from "../lib/i18n";

/**
 * Blog article slugs per language: the route table builds /blog/{slug},
 * /fr/blog/{slug}, /it/blog/{slug} and /en/blog/{slug} from these.
 * An article with several languages lists each slug; hreflang links them.
 */
export interface BlogArticleSlugs {
  key: string;
  /** "post" is a regular blog post (BlogPosting); "article" the static loss article (Article). */
  type: "post" | "article";
  slugs: Partial<Record<Lang, string>>;
}

export const blogArticles: readonly BlogArticleSlugs[] = [
  { key: "dirty-panels-risk", type: "post", slugs: { de: "warum-verschmutzte-solarpanels-risiko-sind" } },
  { key: "output-loss", type: "post", slugs: { de: "wie-viel-leistung-verliert-verschmutzte-pv-anlage" } },
  { key: "regular-cleaning-roi", type: "post", slugs: { de: "regelmaessige-solarreinigung-sicherheit-garantie-roi" } },
  { key: "green-roof-intervals", type: "post", slugs: { de: "gruendachpflege-intervalle-sicherheit-werterhalt" } },
  {
    key: "loss-calculator-guide",
    type: "article",
    slugs: {
      de: "verlustrechner-pv-reinigung",
      fr: "calculateur-pertes-nettoyage-photovoltaique",
      it: "calcolatore-perdite-pulizia-fotovoltaico",
      en: "solar-panel-cleaning-loss-calculator",
    },
  },
];
