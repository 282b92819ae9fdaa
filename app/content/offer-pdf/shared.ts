import { siteFacts } from "../site-facts";
import { formatDecimal } from "#app/lib/format";
import type { Lang } from "#app/lib/i18n";

/** The liability insurance in millions of francs, as the guarantees name it. */
export const millions = siteFacts.liabilityInsuranceChf / 1_000_000;

/** An area with its unit in the number style of a language ("67,2 m²"). */
export const m2 = (area: number, lang: Lang) => `${formatDecimal(area, lang)} m²`;
