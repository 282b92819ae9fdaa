import type { LocationTypeId } from "#app/domain/loss";
import type { EnvironmentId } from "#app/domain/yield";
import { foldForMatching } from "../text";
import { francsPerKwh, PRICE_PER_KWH } from "./own-use";

/**
 * A question about the solar page's yield calculator ("On the solar page calculator I put 10 kWp, residential, 0.08"):
 * it reckons with a soiling index and its own loss rates, not with the home calculator's yearly loss, so the reply must
 * be its figures. Pure.
 */
const YIELD_CALCULATOR_WORDS = [
  "ertragsrechner",
  "solarseite",
  "solar page",
  "solar cleaning page",
  "page solaire",
  "page nettoyage solaire",
  "page sur le nettoyage solaire",
  "page du nettoyage solaire",
  "calculateur de rendement",
  "pagina fotovoltaic",
  "pagina della pulizia",
  "pagina pulizia",
  "pagina sul fotovoltaico",
  "calcolatore del rendimento",
  "calcolatore di rendimento",
  "yield calculator",
  "verschmutzungsindex",
  "indice d encrassement",
  "indice di sporco",
  "soiling index",
];

const FOLDED_CALCULATOR_WORDS = YIELD_CALCULATOR_WORDS.map((words) => foldForMatching(words).trimEnd());

export function namesYieldCalculator(message: string): boolean {
  const folded = foldForMatching(message);
  return FOLDED_CALCULATOR_WORDS.some((words) => folded.includes(words));
}

/** A price per kWh written as francs without a unit ("0.08", "0,12"), as the calculator's field takes it. */
const FRANCS_PER_KWH = /(?:^|[^\d.,])(0[.,]\d{1,3})(?![\d%])/u;

/** The price per kWh the visitor gives: "8 Rappen", "CHF 0.10", or "0.08" as typed into the field. */
export function findFrancsPerKwh(message: string): number | undefined {
  const priced = [...message.toLowerCase().matchAll(PRICE_PER_KWH)][0];
  if (priced) {
    const value = francsPerKwh(priced);
    if (value > 0 && value < 1) return value;
  }
  const match = FRANCS_PER_KWH.exec(message);
  const value = match ? Number(match[1]!.replace(",", ".")) : undefined;
  return value !== undefined && value > 0 && value < 1 ? value : undefined;
}

/** The home calculator's location, or open country, as the yield calculator's surroundings. */
const OPEN_COUNTRY = [
  " freiflache",
  " freies feld",
  " offenes gelande",
  " rase campagne",
  " campo aperto",
  " open countryside",
  " open field",
];

const FOLDED_OPEN_COUNTRY = OPEN_COUNTRY.map((words) => foldForMatching(words).trimEnd());

export function environmentFor(message: string, location: LocationTypeId | undefined): EnvironmentId {
  const folded = foldForMatching(message);
  if (FOLDED_OPEN_COUNTRY.some((words) => folded.includes(words))) return "freiflaeche";
  return location ?? "wohngebiet";
}

/** The index the visitor read off the calculator ("soiling index 40", "l'indice d'encrassement de 65", "Index: 70"). */
const INDEX_STATED = /(?:index|indice)\D{0,25}?(\d{1,3})(?![\d.,]*\s*(?:%|prozent|pour ?cent|per ?cento|percent))/iu;

export function findSoilingIndex(message: string): number | undefined {
  const match = INDEX_STATED.exec(message);
  const value = match ? Number(match[1]) : undefined;
  return value !== undefined && value <= 100 ? value : undefined;
}
