import type { Lang } from "#app/lib/i18n";
import { maintenancePlanCopyDe } from "./de";
import { maintenancePlanCopyEn } from "./en";
import { maintenancePlanCopyFr } from "./fr";
import { maintenancePlanCopyIt } from "./it";
import type { MaintenancePlanCopy, PlanObject } from "./types";

export type { CalendarRow, MaintenancePlanCopy, PlanObject } from "./types";

/** The rows of the interval table, in order. */
export const planObjects: PlanObject[] = [
  "solarCleaning",
  "solarCheck",
  "roof",
  "gutters",
  "greenExtensive",
  "greenIntensive",
  "contract",
];

export const maintenancePlanCopy: Record<Lang, MaintenancePlanCopy> = {
  de: maintenancePlanCopyDe,
  fr: maintenancePlanCopyFr,
  it: maintenancePlanCopyIt,
  en: maintenancePlanCopyEn,
};
