import { languageSettings, type Lang } from "./i18n";

/**
 * Deterministic Swiss formatting (DESIGN "Money and numbers"): no Intl, because
 * Node's and the browser's ICU data differ and would break hydration and tests.
 */

/** Group thousands with the Swiss apostrophe: 1320 -> "1'320". */
export function groupThousands(integerDigits: string): string {
  return integerDigits.replace(/\B(?=(\d{3})+(?!\d))/g, "'");
}

/** "CHF 1'320.00", or whole francs "CHF 1'320" with decimals = 0. Rounds half away from zero. */
export function formatChf(amount: number, decimals: 0 | 2 = 2): string {
  const factor = decimals === 2 ? 100 : 1;
  // Scaling can land just below the half (1.005 * 100 = 100.49999999999999): clean the product to 6 decimals first.
  const rounded = Math.round(Number((Math.abs(amount) * factor).toFixed(6))) / factor;
  const [int, frac] = rounded.toFixed(decimals).split(".");
  const sign = amount < 0 && rounded !== 0 ? "-" : "";
  return `${sign}CHF ${groupThousands(int!)}${frac ? `.${frac}` : ""}`;
}

const months: Record<Lang, string[]> = {
  de: [
    "Januar",
    "Februar",
    "März",
    "April",
    "Mai",
    "Juni",
    "Juli",
    "August",
    "September",
    "Oktober",
    "November",
    "Dezember",
  ],
  fr: [
    "janvier",
    "février",
    "mars",
    "avril",
    "mai",
    "juin",
    "juillet",
    "août",
    "septembre",
    "octobre",
    "novembre",
    "décembre",
  ],
  it: [
    "gennaio",
    "febbraio",
    "marzo",
    "aprile",
    "maggio",
    "giugno",
    "luglio",
    "agosto",
    "settembre",
    "ottobre",
    "novembre",
    "dicembre",
  ],
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
};

/** "14. März 2025", "14 mars 2025", "14 marzo 2025", "14 March 2025" from an ISO date. */
export function formatDate(isoDate: string, lang: Lang): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  const name = months[lang][(month ?? 1) - 1];
  return lang === "de" ? `${day}. ${name} ${year}` : `${day} ${name} ${year}`;
}

/**
 * A quantity in Swiss style: "1'250", "67.2", "-3.5"; at most `maxDecimals`
 * decimals (rounded half away from zero), trailing zeros dropped.
 */
export function formatNumber(value: number, maxDecimals = 2): string {
  const factor = 10 ** maxDecimals;
  const rounded = Math.round(Number((Math.abs(value) * factor).toFixed(6))) / factor;
  const [int, frac] = rounded.toFixed(maxDecimals).split(".");
  const decimals = (frac ?? "").replace(/0+$/, "");
  const sign = value < 0 && rounded !== 0 ? "-" : "";
  return `${sign}${groupThousands(int!)}${decimals ? `.${decimals}` : ""}`;
}

/**
 * A quantity in the language's number style (docs/glossary.md): a decimal comma in German,
 * French and Italian ("4,9", "8,1"), a decimal point in English ("4.9"); thousands with the
 * apostrophe in all four. Francs keep "CHF 1'320.00" in every language (formatChf).
 */
export function formatDecimal(value: number, lang: Lang, maxDecimals = 2): string {
  return formatNumber(value, maxDecimals).replace(".", languageSettings[lang].decimalSeparator);
}
