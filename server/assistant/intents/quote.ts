import type { AreaUnit, RoofType } from "#app/domain/pricing";
import { foldForMatching, parseLocaleNumber } from "../text";

/**
 * Finds a size with its unit and a roof type in a question, in any of the four languages
 * ("40 kWp Flachdach", "20 panneaux, toit en tuiles", "150 m² tetto in lamiera",
 * "100 square metres, tiled roof"). Pure.
 */
const NUMBER = String.raw`(\d{1,3}(?:['’ ]\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?)`;

const UNIT_PATTERNS: { unit: AreaUnit; pattern: string }[] = [
  { unit: "kwp", pattern: String.raw`kw\s*p\b|kwc\b|kw\b|kilowatt(?:s)?(?:[\s-]?(?:peak|crete|crête|picco))?` },
  {
    unit: "m2",
    pattern: String.raw`m2\b|m²|qm\b|sqm\b|mq\b|quadratmeter\w*|square\s*met(?:re|er)s?|sq\.?\s*m\b|m[eè]tres?\s*carr[eé]s?|metri\s*quadr(?:ati|i)|metro\s*quadro`,
  },
  {
    unit: "panel",
    pattern: String.raw`solarmodul\w*|modul\w*|paneel\w*|panneaux?|pann?ell[io]|panels?|plaques?|moduli|solar\s*panels?|pann\b\.?`,
  },
];

const SIZE = new RegExp(`${NUMBER}\\s*(?:-\\s*)?(${UNIT_PATTERNS.map((u) => `(?:${u.pattern})`).join("|")})`, "iu");

/** Roof words, accent-folded, matched as word prefixes. */
const ROOF_WORDS: Record<RoofType, readonly string[]> = {
  ziegeldach: ["ziegel", "tuile", "tegol", "coppi", "tile", "tiled", "tiles"],
  flachdach: [
    "flachdach",
    "flach",
    "toit plat",
    "toits plats",
    "toiture plate",
    "toit terrasse",
    "plat ",
    "tetto piano",
    "tetto piatto",
    "piano ",
    "piatto",
    "lastrico",
    "flat",
  ],
  blechdach: ["blech", "metalldach", "tole", "metal", "lamiera", "metallo", "tin roof", "sheet"],
};

export interface QuoteRequest {
  size?: number;
  unit?: AreaUnit;
  roofType?: RoofType;
}

function unitOf(text: string): AreaUnit | undefined {
  for (const { unit, pattern } of UNIT_PATTERNS) if (new RegExp(`^(?:${pattern})`, "iu").test(text)) return unit;
  return undefined;
}

export function findSize(message: string): { size: number; unit: AreaUnit } | undefined {
  const match = SIZE.exec(message.replace(/[’]/g, "'"));
  if (!match) return undefined;
  const size = parseLocaleNumber(match[1]!);
  const unit = unitOf(match[2]!);
  return size !== undefined && unit ? { size, unit } : undefined;
}

/** "Piano di Magadino", "Piano San Nicolao": a plain's name, not a flat roof. */
export const PLAIN_NAME = /\bPiano\s+(?:di\s+|del\s+|della\s+|San\s+)?\p{Lu}\p{L}+/gu;

/** "piano di manutenzione", "piano di sicurezza": a plan, not a flat roof. */
const PLAN_NAMED = /\bpian[oi]\s+(?:di|d['’]|per)\s*(?!tetto)\p{L}+/giu;

/** "a block of flats", "our flats": homes, not flat roofs; "a flat fee", "a flat rate": a fixed sum. */
const FLATS_AS_HOMES = /\bflats\b|\bflat[ -](?:fee|rate|price|charge|sum)s?\b/giu;

export function findRoofType(message: string): RoofType | undefined {
  const folded = foldForMatching(
    message.replace(PLAIN_NAME, " ").replace(PLAN_NAMED, " ").replace(FLATS_AS_HOMES, " "),
  );
  let best: { roof: RoofType; at: number } | undefined;
  for (const [roof, words] of Object.entries(ROOF_WORDS) as [RoofType, readonly string[]][]) {
    for (const word of words) {
      const at = folded.indexOf(` ${word}`);
      if (at >= 0 && (!best || at < best.at)) best = { roof, at };
    }
  }
  return best?.roof;
}

export function parseQuoteRequest(message: string): QuoteRequest {
  const size = findSize(message);
  return { ...size, roofType: findRoofType(message) };
}

/** Price words: a question about cost even without a size ("Was kostet eine Reinigung?"). */
const PRICE_WORDS = [
  "preis",
  "kostet",
  "kosten ",
  "offerte",
  "richtpreis",
  "prix",
  "coute",
  "devis",
  "tarif",
  "prezzo",
  "prezzi",
  "costa ",
  "costo",
  "preventiv",
  "price",
  "cost ",
  "costs ",
  "how much is",
  "how much does",
  "how much would",
  "quote",
];

export function asksForPrice(message: string): boolean {
  const folded = foldForMatching(message);
  return PRICE_WORDS.some((word) => folded.includes(` ${word}`));
}
