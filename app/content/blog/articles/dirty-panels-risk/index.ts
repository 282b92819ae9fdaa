import type { Lang } from "../../../../lib/i18n";
import type { BlogArticle } from "../../types";
import { dirtyPanelsRiskDe } from "./de";
import { dirtyPanelsRiskEn } from "./en";
import { dirtyPanelsRiskFr } from "./fr";
import { dirtyPanelsRiskIt } from "./it";

export const dirtyPanelsRisk: Record<Lang, BlogArticle> = {
  de: dirtyPanelsRiskDe,
  fr: dirtyPanelsRiskFr,
  it: dirtyPanelsRiskIt,
  en: dirtyPanelsRiskEn,
};
