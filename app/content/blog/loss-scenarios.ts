import { lossPage, type LossPageResult } from "#app/domain/loss";
import { formatChf, groupThousands } from "#app/lib/format";

/**
 * The loss guide's example scenarios, the same in every language. Their results are computed
 * with the loss calculator of the loss-calculator page, never typed by hand; each language names
 * them in its own words.
 */
export const lossScenarios = [
  // Soiling levels within what heavy soiling costs (site facts: 15-25 %), as the calculator's starting values.
  { id: "house", kwp: 10, tariff: 0.1, soilingPercent: 15 },
  { id: "business", kwp: 50, tariff: 0.08, soilingPercent: 20 },
  { id: "farm", kwp: 100, tariff: 0.07, soilingPercent: 25 },
] as const;

export type LossScenarioId = (typeof lossScenarios)[number]["id"];

export type LossScenarioResult = (typeof lossScenarios)[number] & { result: LossPageResult };

/** Every scenario with its result, keyed by id. */
export function lossScenarioResults(): Record<LossScenarioId, LossScenarioResult> {
  return Object.fromEntries(lossScenarios.map((s) => [s.id, { ...s, result: lossPage(s) }])) as Record<
    LossScenarioId,
    LossScenarioResult
  >;
}

/** "1'500 kWh": energy as the guide writes it in every language. */
export const kwh = (value: number) => `${groupThousands(String(Math.round(value)))} kWh`;
/** "CHF 1'320": whole francs. */
export const chf = (value: number) => formatChf(value, 0);

/**
 * The rows of the guide's scenario table: label, system size, soiling, energy lost, soiling loss,
 * damage costs and total, as the loss calculator computes them.
 */
export function scenarioTableRows(
  labels: Record<LossScenarioId, string>,
  format: { powerUnit: string; percent: (value: number) => string },
): string[][] {
  const results = lossScenarioResults();
  return lossScenarios.map(({ id }) => {
    const s = results[id];
    return [
      labels[id],
      `${s.kwp} ${format.powerUnit}`,
      format.percent(s.soilingPercent),
      kwh(s.result.verlustKwh),
      chf(s.result.verlustFranken),
      chf(s.result.gesamteSchaedenskosten),
      chf(s.result.gesamtverlust),
    ];
  });
}
