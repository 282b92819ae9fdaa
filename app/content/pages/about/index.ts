import type { Lang } from "#app/lib/i18n";
import { aboutDe } from "./de";
import { aboutEn } from "./en";
import { aboutFr } from "./fr";
import { aboutIt } from "./it";
import type { AboutContent } from "./types";

export const aboutContent: Record<Lang, AboutContent> = { de: aboutDe, fr: aboutFr, it: aboutIt, en: aboutEn };
