import { FIXED_COST_CHF, VAT_RATE } from "#app/domain/pricing";
import { formatChf } from "#app/lib/format";
import { siteFacts } from "#app/content/site-facts";

/** Numbers the prices page states, from the pricing module and the site facts. */
export const priceFacts = {
  basic: siteFacts.priceFromChf,
  premium: siteFacts.premiumPriceChf,
  basicChf: formatChf(siteFacts.priceFromChf, 0),
  premiumChf: formatChf(siteFacts.premiumPriceChf, 0),
  fixedCostChf: formatChf(FIXED_COST_CHF, 0),
  /** VAT rate with a decimal point ("8.1"); German, French and Italian write a comma. */
  vatPercent: (VAT_RATE * 100).toFixed(1),
  vatPercentComma: (VAT_RATE * 100).toFixed(1).replace(".", ","),
};
