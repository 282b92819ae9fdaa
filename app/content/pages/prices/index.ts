import type { Lang } from "#app/lib/i18n";
import { pricesDe } from "./de";
import { pricesEn } from "./en";
import { pricesFr } from "./fr";
import { pricesIt } from "./it";
import type { PricesContent } from "./types";

export type { PricesContent } from "./types";

export const pricesContent: Record<Lang, PricesContent> = { de: pricesDe, fr: pricesFr, it: pricesIt, en: pricesEn };
