import type { Lang } from "../../../../lib/i18n";
import type { BlogArticle } from "../../types";
import { outputLossDe } from "./de";
import { outputLossEn } from "./en";
import { outputLossFr } from "./fr";
import { outputLossIt } from "./it";

export const outputLoss: Record<Lang, BlogArticle> = {
  de: outputLossDe,
  fr: outputLossFr,
  it: outputLossIt,
  en: outputLossEn,
};
