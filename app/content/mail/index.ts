import type { Lang } from "#app/lib/i18n";
import { visitorMailDe } from "./de";
import { visitorMailEn } from "./en";
import { visitorMailFr } from "./fr";
import { visitorMailIt } from "./it";
import type { VisitorMailCopy } from "./types";

export type { VisitorMailCopy } from "./types";

/** Server only: the mails are written on the server, so no client module imports this. */
export const visitorMailCopy: Record<Lang, VisitorMailCopy> = {
  de: visitorMailDe,
  fr: visitorMailFr,
  it: visitorMailIt,
  en: visitorMailEn,
};
