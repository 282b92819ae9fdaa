import type { Lang } from "../../../../lib/i18n";
import type { BlogArticle } from "../../types";
import { lossGuideDe } from "./de";
import { lossGuideEn } from "./en";
import { lossGuideFr } from "./fr";
import { lossGuideIt } from "./it";

export const lossGuide: Record<Lang, BlogArticle> = {
  de: lossGuideDe,
  fr: lossGuideFr,
  it: lossGuideIt,
  en: lossGuideEn,
};
