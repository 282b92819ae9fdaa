import type { Lang } from "#app/lib/i18n";
import { assistantDe } from "./de";
import { assistantEn } from "./en";
import { assistantFr } from "./fr";
import { assistantIt } from "./it";
import type { AssistantCopy } from "./types";

export type { AssistantCopy } from "./types";

/** Server only: the assistant answers from the server, so no client module imports this. */
export const assistantCopy: Record<Lang, AssistantCopy> = {
  de: assistantDe,
  fr: assistantFr,
  it: assistantIt,
  en: assistantEn,
};
