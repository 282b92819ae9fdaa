import type { Lang } from "#app/lib/i18n";
import { greenRoofDe } from "./de";
import { greenRoofEn } from "./en";
import { greenRoofFr } from "./fr";
import { greenRoofIt } from "./it";
import type { GreenRoofContent } from "./types";

export const greenRoofContent: Record<Lang, GreenRoofContent> = {
  de: greenRoofDe,
  fr: greenRoofFr,
  it: greenRoofIt,
  en: greenRoofEn,
};
