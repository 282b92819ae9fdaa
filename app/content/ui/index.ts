import type { Lang } from "#app/lib/i18n";
import { de, type UiStrings } from "./de";
import { en } from "./en";
import { fr } from "./fr";
import { it } from "./it";

/**
 * UI strings of every language. Server side only: the root loader hands the
 * browser the strings of the page's language, so the bundle carries none.
 */
export const uiStrings: Record<Lang, UiStrings> = { de, fr, it, en };
