import type { Lang } from "#app/lib/i18n";
import { homeDe } from "./de";
import { homeEn } from "./en";
import { homeFr } from "./fr";
import { homeIt } from "./it";
import type { HomeContent } from "./types";

export type { HomeContent } from "./types";

export const homeContent: Record<Lang, HomeContent> = { de: homeDe, fr: homeFr, it: homeIt, en: homeEn };
