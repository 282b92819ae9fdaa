import type { Lang } from "#app/lib/i18n";
import { contactDe } from "./de";
import { contactEn } from "./en";
import { contactFr } from "./fr";
import { contactIt } from "./it";
import type { ContactContent } from "./types";

export type { ContactContent } from "./types";

/**
 * Every language of the contact page. Each keeps its own variant (German around the form,
 * French and Italian with regions and FAQ, English without a form), so the route of each
 * variant takes its languages from here with their exact type.
 */
export const contactContent = { de: contactDe, fr: contactFr, it: contactIt, en: contactEn } satisfies Record<
  Lang,
  ContactContent
>;
