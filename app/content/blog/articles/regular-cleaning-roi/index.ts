import type { Lang } from "../../../../lib/i18n";
import type { BlogArticle } from "../../types";
import { regularCleaningRoiDe } from "./de";
import { regularCleaningRoiEn } from "./en";
import { regularCleaningRoiFr } from "./fr";
import { regularCleaningRoiIt } from "./it";

export const regularCleaningRoi: Record<Lang, BlogArticle> = {
  de: regularCleaningRoiDe,
  fr: regularCleaningRoiFr,
  it: regularCleaningRoiIt,
  en: regularCleaningRoiEn,
};
