import { formatChf } from "./format";

/**
 * A price adjustment as the quote, the offer page and the PDF show it: "+ CHF 59.80", "− CHF 68.80"
 * (a true minus sign) and plain "CHF 0.00" when there is nothing to add or take off.
 */
export function formatSignedChf(amount: number): string {
  const plain = formatChf(Math.abs(amount));
  if (plain === formatChf(0)) return plain;
  return `${amount < 0 ? "\u2212" : "+"}\u00a0${plain}`;
}
