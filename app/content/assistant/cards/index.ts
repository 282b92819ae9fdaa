import type { Lang } from "#app/lib/i18n";
import { de } from "./de";
import { en } from "./en";
import { fr } from "./fr";
import { it } from "./it";
import type { LanguageCards } from "./types";

export type { Card, CardId, LanguageCards } from "./types";

/**
 * Server only: the answer cards written per language. The assistant adds the cards it takes from
 * the pages' own sections (server/assistant/cards.ts).
 */
export const languageCards: Record<Lang, LanguageCards> = { de, fr, it, en };
