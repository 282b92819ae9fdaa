/**
 * The number check for replies (spec: the assistant never states a price, percentage,
 * phone number or duration the site does not state): every number in a reply must appear
 * in its grounding, the site passages and computed facts the reply was made from. Pure.
 *
 * Numbers compare by value, so "CHF 1'320.00", "1’320,00 CHF" and "1320" are the same
 * figure; a phone number compares by its digits ("061 511 27 40" = "+41 61 511 27 40").
 * Link targets are left out: they are addresses, not facts.
 */

const PHONE =
  /(?:\+|00)\d{2}[\s./-]?(?:\(0\))?\d{2,3}(?:[\s./-]?\d{2,3}){2,3}|\b0\d{2}[\s./-]?\d{3}(?:[\s./-]?\d{2}){2}\b/g;
/** Digits with Swiss, French or English grouping and decimals: 1'320.50, 1’320,50, 8.1, 24. */
const NUMBER = /\d{1,3}(?:['’\u00a0\u202f]\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?/g;
const MARKDOWN_LINK_TARGET = /\]\([^)]*\)/g;
const BARE_URL = /\bhttps?:\/\/\S+/g;

/** Phone numbers as their national digits: "+41 61 511 27 40" and "061 511 27 40" -> "615112740". */
function phoneKey(raw: string): string {
  const digits = raw.replace(/\D/g, "");
  if (digits.startsWith("0041")) return digits.slice(4);
  if (raw.trim().startsWith("+")) return digits.slice(2);
  return digits.replace(/^0/, "");
}

/** A number's value as text: "1'320.00" -> "1320", "8,1" -> "8.1". */
function numberKey(raw: string): string {
  const plain = raw.replace(/['’\u00a0\u202f]/g, "").replace(",", ".");
  const value = Number(plain);
  return Number.isFinite(value) ? String(value) : plain;
}

export interface NumbersInText {
  phones: { raw: string; key: string }[];
  numbers: { raw: string; key: string }[];
}

export function numbersIn(text: string): NumbersInText {
  const withoutLinks = text.replace(MARKDOWN_LINK_TARGET, "]").replace(BARE_URL, " ");
  const phones: NumbersInText["phones"] = [];
  const rest = withoutLinks.replace(PHONE, (match) => {
    phones.push({ raw: match.trim(), key: phoneKey(match) });
    return " ";
  });
  const numbers = [...rest.matchAll(NUMBER)].map((match) => ({ raw: match[0], key: numberKey(match[0]) }));
  return { phones, numbers };
}

/**
 * The numbers of `reply` that appear nowhere in `grounding` (as written in the reply).
 * An empty list means every figure is backed by the site's facts.
 */
export function inventedNumbers(reply: string, grounding: readonly string[]): string[] {
  const known = numbersIn(grounding.join("\n"));
  const knownPhones = new Set(known.phones.map((phone) => phone.key));
  const knownNumbers = new Set(known.numbers.map((n) => n.key));
  const found = numbersIn(reply);
  const invented = found.phones.filter((phone) => !knownPhones.has(phone.key)).map((phone) => phone.raw);
  for (const number of found.numbers) if (!knownNumbers.has(number.key)) invented.push(number.raw);
  return invented;
}
