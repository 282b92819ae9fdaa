import type { Lang } from "#app/lib/i18n";
import { solarDe } from "./de";
import { solarEn } from "./en";
import { solarFr } from "./fr";
import { solarIt } from "./it";
import type { SolarContent } from "./types";

export const solarContent: Record<Lang, SolarContent> = { de: solarDe, fr: solarFr, it: solarIt, en: solarEn };
