import type { ArticleBody } from "../types";
import { dirtyPanelsRisk } from "./dirty-panels-risk";
import { greenRoofIntervals } from "./green-roof-intervals";
import { outputLoss } from "./output-loss";
import { regularCleaningRoi } from "./regular-cleaning-roi";

/** German article bodies, keyed by the article keys of blog-slugs.ts. */
export const articleBodies: Record<string, ArticleBody> = {
  [dirtyPanelsRisk.key]: dirtyPanelsRisk,
  [outputLoss.key]: outputLoss,
  [regularCleaningRoi.key]: regularCleaningRoi,
  [greenRoofIntervals.key]: greenRoofIntervals,
};
