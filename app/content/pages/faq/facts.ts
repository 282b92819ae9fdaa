import { computeQuote, FIXED_COST_CHF, PRICE_TIERS, ROOF_FACTORS, VAT_RATE } from "#app/domain/pricing";
import { formatChf, formatNumber } from "#app/lib/format";
import { siteFacts } from "#app/content/site-facts";
import type { FaqTopic } from "./types";

const firstTier = PRICE_TIERS[0]!;
const lastTier = PRICE_TIERS[PRICE_TIERS.length - 1]!;
const exampleAreaM2 = 80;
const example = computeQuote({ size: exampleAreaM2, unit: "m2", roofType: "ziegeldach" });

/** Numbers the FAQ answers state, from the pricing module and the site facts. */
export const faqFacts = {
  basicChf: formatChf(siteFacts.priceFromChf, 0),
  premiumChf: formatChf(siteFacts.premiumPriceChf, 0),
  fixedCostChf: formatChf(FIXED_COST_CHF, 0),
  firstTierUpToM2: formatNumber(firstTier.upToM2),
  firstTierChf: formatChf(firstTier.chfPerM2, 0),
  /** The last rate applies above the bound of the tier before it. */
  lastTierFromM2: formatNumber(PRICE_TIERS[PRICE_TIERS.length - 2]!.upToM2),
  lastTierChf: formatChf(lastTier.chfPerM2),
  flatRoofPercent: Math.round((1 - ROOF_FACTORS.flachdach) * 100),
  metalRoofPercent: Math.round((ROOF_FACTORS.blechdach - 1) * 100),
  /** "8,1" (German, French, Italian) and "8.1" (English). */
  vatComma: (VAT_RATE * 100).toFixed(1).replace(".", ","),
  vatPoint: (VAT_RATE * 100).toFixed(1),
  exampleAreaM2,
  /** The example's total including VAT, to the nearest ten francs ("rund CHF 680"). */
  exampleChf: formatChf(Math.round(example.total / 10) * 10, 0),
  certifiedSince: siteFacts.certifiedSince,
  insuranceMillions: siteFacts.liabilityInsuranceChf / 1_000_000,
  yieldUpTo: siteFacts.yieldGainUpToPercent,
  hours: siteFacts.hours,
};

/** The questions of all topics in page order. */
export function questionsOf(topics: FaqTopic[]) {
  return topics.flatMap((topic) => topic.items);
}
