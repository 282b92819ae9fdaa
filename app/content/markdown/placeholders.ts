import type { Lang } from "#app/lib/i18n";
import { formatChf, formatNumber } from "#app/lib/format";
import { kwh } from "../blog/loss-scenarios";
import { englishCount } from "../phrasing/en";
import { frenchCount } from "../phrasing/fr";
import { markdownFigures } from "./figures";

/**
 * Placeholders in Markdown texts: "{{name}}" writes a figure of markdownFigures as it is
 * ("{{priceFromChf}}" → 388); "{{name as format}}" formats it first
 * ("{{lossCalculator.scenarios.farm.lostKwh as kwh}}" → "45'000 kWh"). Names are paths into the
 * figures ("{{soilingLossPercent.heavy.to}}"). Single braces ("{companyName}") are not
 * placeholders of this kind: the legal pages fill those from the configuration at render time.
 */
const placeholderPattern = /\{\{\s*([\w.]+)(?:\s+as\s+(\w+))?\s*\}\}/g;

type Format = (value: number, lang: Lang) => string | undefined;

/** How a placeholder may format its number. */
const formats: Record<string, Format> = {
  /** Whole francs: "CHF 1'320". */
  chf: (value) => formatChf(value, 0),
  /** Francs and centimes: "CHF 0.08". */
  chfCents: (value) => formatChf(value),
  /** Energy: "1'500 kWh". */
  kwh: (value) => kwh(value),
  /** Thousands grouped, at most two decimals: "1'000". */
  number: (value) => formatNumber(value),
  /** Small counts as words where the language writes them so ("trois", "three"). */
  count: (value, lang) => (lang === "fr" ? frenchCount(value) : lang === "en" ? englishCount(value) : undefined),
};

function figureAt(path: string, figures: object): unknown {
  return path.split(".").reduce<unknown>((node, key) => {
    if (node && typeof node === "object" && Object.hasOwn(node, key)) return (node as Record<string, unknown>)[key];
    return undefined;
  }, figures);
}

/** The text with every placeholder filled in, and what could not be filled. Pure. */
export function fillPlaceholders(
  text: string,
  lang: Lang,
  figures: object = markdownFigures,
): { text: string; problems: string[] } {
  const problems: string[] = [];
  const filled = text.replace(placeholderPattern, (whole, path: string, formatName: string | undefined) => {
    const value = figureAt(path, figures);
    if (typeof value !== "number" && typeof value !== "string") {
      problems.push(`unknown placeholder ${whole}`);
      return whole;
    }
    if (!formatName) return String(value);
    const format = formats[formatName];
    const formatted = format && typeof value === "number" ? format(value, lang) : undefined;
    if (formatted === undefined) problems.push(`cannot format ${whole} as "${formatName}" in ${lang}`);
    return formatted ?? whole;
  });
  for (const rest of filled.match(/\{\{[^}]*\}\}?/g) ?? [])
    if (!problems.some((p) => p.includes(rest))) problems.push(`malformed placeholder ${rest}`);
  return { text: filled, problems };
}
