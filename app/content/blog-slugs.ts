import type { Lang } from "../lib/i18n";

/**
 * Blog article slugs per language: the route table builds /blog/{slug}, /fr/blog/{slug},
 * /it/blog/{slug} and /en/blog/{slug} from these, and hreflang links the language versions of
 * one article. Slugs stay here, apart from the article texts, because the route table travels
 * to the browser and the texts must not.
 */
export interface BlogArticleSlugs {
  key: string;
  /** "post" is a regular blog post (BlogPosting); "article" the static loss article (Article). */
  type: "post" | "article";
  slugs: Record<Lang, string>;
}

export const blogArticles = [
  {
    key: "dirty-panels-risk",
    type: "post",
    slugs: {
      de: "warum-verschmutzte-solarpanels-risiko-sind",
      fr: "pourquoi-panneaux-solaires-sales-sont-un-risque",
      it: "perche-pannelli-solari-sporchi-sono-un-rischio",
      en: "why-dirty-solar-panels-are-a-risk",
    },
  },
  {
    key: "output-loss",
    type: "post",
    slugs: {
      de: "wie-viel-leistung-verliert-verschmutzte-pv-anlage",
      fr: "combien-de-rendement-perd-une-installation-solaire-sale",
      it: "quanto-rendimento-perde-un-impianto-fotovoltaico-sporco",
      en: "how-much-output-does-a-dirty-solar-system-lose",
    },
  },
  {
    key: "regular-cleaning-roi",
    type: "post",
    slugs: {
      de: "regelmaessige-solarreinigung-sicherheit-garantie-roi",
      fr: "nettoyage-solaire-regulier-securite-garantie-rentabilite",
      it: "pulizia-fotovoltaico-regolare-sicurezza-garanzia-rendimento",
      en: "regular-solar-panel-cleaning-safety-warranty-return",
    },
  },
  {
    key: "green-roof-intervals",
    type: "post",
    slugs: {
      de: "gruendachpflege-intervalle-sicherheit-werterhalt",
      fr: "entretien-toiture-vegetalisee-intervalles",
      it: "manutenzione-tetto-verde-intervalli",
      en: "green-roof-maintenance-intervals",
    },
  },
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
] as const satisfies readonly BlogArticleSlugs[];

export type BlogArticleKey = (typeof blogArticles)[number]["key"];
