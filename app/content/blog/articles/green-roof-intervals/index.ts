import type { Lang } from "../../../../lib/i18n";
import type { BlogArticle } from "../../types";
import { greenRoofIntervalsDe } from "./de";
import { greenRoofIntervalsEn } from "./en";
import { greenRoofIntervalsFr } from "./fr";
import { greenRoofIntervalsIt } from "./it";

export const greenRoofIntervals: Record<Lang, BlogArticle> = {
  de: greenRoofIntervalsDe,
  fr: greenRoofIntervalsFr,
  it: greenRoofIntervalsIt,
  en: greenRoofIntervalsEn,
};
