import {
  DEFAULT_TARIFF_CHF_PER_KWH,
  SOILING_MAX,
  SOILING_MIN,
  SYSTEM_COST_CHF_PER_KWP,
  YIELD_KWH_PER_KWP,
} from "#app/domain/loss";
import { lossLocations } from "#app/domain/loss-locations";
import { lossScenarioResults } from "../blog/loss-scenarios";
import { b2bFacts } from "../pages/b2b/roi";
import { lossCalculatorDe } from "../pages/loss-calculator/de";
import { siteFacts } from "../site-facts";

/**
 * The figures a Markdown text may quote through a placeholder ("{{priceFromChf}}",
 * "{{soilingLossPercent.light.from}}", "{{lossCalculator.scenarios.farm.lostKwh as kwh}}"): the
 * site facts at the top level, and beside them the figures other modules compute. A text never
 * types such a figure by hand, so a changed fact changes every article and legal page with it.
 */
export const markdownFigures = {
  ...siteFacts,
  /** The liability insurance in millions of francs ("CHF 5 Millionen"). */
  liabilityInsuranceMillionChf: siteFacts.liabilityInsuranceChf / 1_000_000,
  b2b: b2bFacts,
  /** The loss calculator of /verlustrechner: its assumptions, locations, German labels and the guide's scenarios. */
  lossCalculator: {
    yieldKwhPerKwp: YIELD_KWH_PER_KWP,
    systemCostChfPerKwp: SYSTEM_COST_CHF_PER_KWP,
    defaultTariffChfPerKwh: DEFAULT_TARIFF_CHF_PER_KWH,
    soilingMin: SOILING_MIN,
    soilingMax: SOILING_MAX,
    locations: Object.fromEntries(lossLocations.map((l) => [l.id, { name: l.name, initialSoiling: l.initialSoiling }])),
    labels: lossCalculatorDe.widget,
    scenarios: Object.fromEntries(
      Object.entries(lossScenarioResults()).map(([id, s]) => [
        id,
        {
          kwp: s.kwp,
          tariff: s.tariff,
          soilingPercent: s.soilingPercent,
          lostKwh: s.result.verlustKwh,
          soilingLossChf: s.result.verlustFranken,
          damageCostChf: s.result.gesamteSchaedenskosten,
          totalLossChf: s.result.gesamtverlust,
        },
      ]),
    ),
  },
};
