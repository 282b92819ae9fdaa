import type { Lang } from "#app/lib/i18n";
import { faqDe } from "./de";
import { faqEn } from "./en";
import { faqFr } from "./fr";
import { faqIt } from "./it";
import type { FaqPageContent } from "./types";

export const faqContent: Record<Lang, FaqPageContent> = { de: faqDe, fr: faqFr, it: faqIt, en: faqEn };
