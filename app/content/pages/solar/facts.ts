import { lossRateTiers, YIELD_KWH_PER_KW } from "#app/domain/yield";
import { formatChf, formatNumber } from "#app/lib/format";
import { siteFacts } from "#app/content/site-facts";

/** Numbers the solar page states, from the site facts and the yield calculator module. */
export const solarFacts = {
  priceFrom: formatChf(siteFacts.priceFromChf, 0),
  premiumPrice: formatChf(siteFacts.premiumPriceChf, 0),
  certifiedSince: siteFacts.certifiedSince,
  /** Liability cover in millions of francs ("5"). */
  insuranceMillions: String(siteFacts.liabilityInsuranceChf / 1_000_000),
  kwhPerKw: formatNumber(YIELD_KWH_PER_KW),
};

/**
 * The loss-rate tiers of the calculator, lowest first, as percentages in a language's
 * decimal mark: [{ fromSoiling: 0, rate: "1" }, { fromSoiling: 40, rate: "2" }, …, rate "3,5" …].
 */
export function lossTiers(decimalMark: string): { fromSoiling: number; rate: string }[] {
  return [...lossRateTiers].reverse().map((tier) => ({
    fromSoiling: tier.fromSoiling,
    rate: formatNumber(tier.rate * 100, 1).replace(".", decimalMark),
  }));
}

/** "a, b and c" with the language's word for "and". */
export function joinList(items: readonly string[], and: string): string {
  return items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} ${and} ${items.at(-1)}`;
}

/** The calculator's loss-rate note: "1 % …, 2 % ab 40 %, 3,5 % ab 60 % und 5 % ab 70 %". */
/** "2% from 40, 3.5% from 60 and 5% from 70": the rates in percent, the thresholds on the soiling index. */
export function tierList(decimalMark: string, percent: (value: string) => string, from: string, and: string): string {
  const [, ...tiers] = lossTiers(decimalMark);
  return joinList(
    tiers.map((t) => `${percent(t.rate)} ${from} ${t.fromSoiling}`),
    and,
  );
}

/** The lowest loss rate ("1"), in the language's decimal mark. */
export const baseLossRate = (decimalMark: string) => lossTiers(decimalMark)[0]!.rate;
