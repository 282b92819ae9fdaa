import type { BlogArticleKey } from "../../blog-slugs";
import type { Lang } from "../../../lib/i18n";
import type { BlogArticle } from "../types";
import { dirtyPanelsRisk } from "./dirty-panels-risk";
import { greenRoofIntervals } from "./green-roof-intervals";
import { lossGuide } from "./loss-calculator-guide";
import { outputLoss } from "./output-loss";
import { regularCleaningRoi } from "./regular-cleaning-roi";

/** Every blog article in every language it is written in, keyed by the article keys of blog-slugs.ts. */
export const blogArticleContent: Record<BlogArticleKey, Record<Lang, BlogArticle>> = {
  "dirty-panels-risk": dirtyPanelsRisk,
  "output-loss": outputLoss,
  "regular-cleaning-roi": regularCleaningRoi,
  "green-roof-intervals": greenRoofIntervals,
  "loss-calculator-guide": lossGuide,
};

/** The language version of an article, if it is written in that language. */
export function blogArticle(key: BlogArticleKey, lang: Lang): BlogArticle | undefined {
  return blogArticleContent[key][lang];
}
