import type { Lang } from "#app/lib/i18n";
import { blogDe } from "./de";
import { blogEn } from "./en";
import { blogFr } from "./fr";
import { blogIt } from "./it";
import type { BlogListingContent } from "./types";

export const blogContent: Record<Lang, BlogListingContent> = { de: blogDe, fr: blogFr, it: blogIt, en: blogEn };
