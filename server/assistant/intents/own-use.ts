import { foldAccents } from "../text";

/**
 * The share of its solar power a building uses itself, and what grid power costs the visitor, when a question states
 * both ("wir verbrauchen 30 % selber, Netzstrom 25 Rappen", "we use about 30% ourselves, grid power ~25 rp"): the
 * output-loss article's sum for self-consumption. Pure.
 */
export interface OwnUse {
  sharePercent: number;
  gridChfPerKwh: number;
  /** The feed-in tariff when the question states it beside the grid price ("8 Rappen Vergütung"). */
  feedInChfPerKwh?: number;
  /** The message without the share, so that the soiling loss it also states is read alone. */
  rest: string;
}

/** Using the power oneself: the words near the share ("selber verbrauchen", "consommée dans le bâtiment"). */
const OWN_USE =
  /selbst|selber|saelber|salber|eigenverbrauch|eigen|verbrauch|bruuch|consomm|autoconsom|consum|in casa|im haus|dans le batiment|nell.edificio|ourselves|myself|own use|self.?consum|on site|we use|i use|use about|use around/;

/** A percent figure, or half of it ("half of the power", "die Hälfte", "la moitié", "la metà"). */
const PERCENT =
  /(\d{1,3}(?:[.,]\d+)?)\s*(?:%|prozent|pour\s?cent|per\s?cento|percent|per\s?cent)|\b(half|halfte|moitie|meta)\b/giu;

/** A soiling loss named right beside a percent ("5% soiling loss", "8 % Ertragsverlust"): not the share used. */
const LOSS_BESIDE =
  /verlust|verlier|verschmutz|schmutz|perte|perd|encrass|salete|perdita|perde|sporc|loss|lose|soil|dirt/;

/** A price per kWh in centimes ("25 Rappen", "25 rp", "25 cts", "25 centesimi") or in francs ("CHF 0.25"). */
export const PRICE_PER_KWH =
  /(\d{1,2}(?:[.,]\d+)?)\s*(?:rp\b|rappe\b|rappen|ct\b|cts\b|cent\b|centimes?|centesimi|centesimo|cents\b)|(?:chf|fr\.?)\s*(0[.,]\d{1,3})/giu;

/** A `PRICE_PER_KWH` match in francs per kWh: centimes divided by 100, francs as written. */
export function francsPerKwh(match: RegExpMatchArray): number {
  return match[1] !== undefined ? Number(match[1].replace(",", ".")) / 100 : Number(match[2]!.replace(",", "."));
}

/** The feed-in tariff, which is not what grid power costs ("Einspeisevergütung 8 Rp.", "tariffa di ripresa 8 cts"). */
const FEED_IN = /einspeis|vergutung|reprise|rachat|ripresa|immission|feed.?in|export/;

const WINDOW = 45;

export function findOwnUse(message: string): OwnUse | undefined {
  const text = foldAccents(message.toLowerCase());
  const shares = [...text.matchAll(PERCENT)].filter((match) => {
    const around = text.slice(Math.max(0, match.index - WINDOW), match.index + match[0].length + WINDOW);
    const right = text.slice(match.index + match[0].length, match.index + match[0].length + 20);
    return OWN_USE.test(around) && !LOSS_BESIDE.test(right);
  });
  // The share is the last percent named with its own-use words (a soiling loss stated with it comes first).
  const share = shares.at(-1);
  if (!share) return undefined;
  const sharePercent = share[1] !== undefined ? Number(share[1].replace(",", ".")) : 50;
  if (!(sharePercent > 0 && sharePercent <= 100)) return undefined;
  const prices = [...text.matchAll(PRICE_PER_KWH)];
  const grid = prices.find((match) => !isFeedIn(text, match));
  if (!grid) return undefined;
  const gridChfPerKwh = francsPerKwh(grid);
  if (!(gridChfPerKwh > 0 && gridChfPerKwh < 1)) return undefined;
  const feedIn = prices.find((match) => isFeedIn(text, match));
  const feedInChfPerKwh = feedIn ? francsPerKwh(feedIn) : undefined;
  const rest = `${text.slice(0, share.index)} ${text.slice(share.index + share[0].length)}`;
  return {
    sharePercent,
    gridChfPerKwh,
    ...(feedInChfPerKwh !== undefined && feedInChfPerKwh > 0 && feedInChfPerKwh < 1 ? { feedInChfPerKwh } : {}),
    rest,
  };
}

/**
 * Whether a price is the feed-in tariff: named just before it ("Einspeisevergütung 8 Rp.") or right after it, up to
 * the next comma ("8 Rappen Vergütung", but not "25 Rappen, Einspeisevergütung …").
 */
function isFeedIn(text: string, match: RegExpMatchArray): boolean {
  const start = match.index ?? 0;
  const end = start + match[0].length;
  const after = text.slice(end, end + 20).split(/[,;.?!]/u)[0] ?? "";
  return FEED_IN.test(text.slice(Math.max(0, start - 30), start)) || FEED_IN.test(after);
}

/**
 * A loss asked with the power used on site: this message with its kWp size, or, as a follow-up ("und wenn wir 30 %
 * selber brauchen?"), this message after the earlier turn that gave the size and the loss.
 */
export function ownUseQuestion(
  message: string,
  kwpNow: number | undefined,
  earlier: { kwp?: number; turn?: string },
): { message: string; kwp: number } | undefined {
  if (!findOwnUse(message)) return undefined;
  if (kwpNow !== undefined) return { message, kwp: kwpNow };
  if (earlier.kwp !== undefined && earlier.turn) return { message: `${earlier.turn} ${message}`, kwp: earlier.kwp };
  return undefined;
}
