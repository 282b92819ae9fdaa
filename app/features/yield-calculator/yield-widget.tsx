import { useId, useState } from "react";
import { PageButton } from "#app/components/ui/page-link";
import type { YieldCalculatorCopy } from "#app/content/pages/solar/types";
import { formatChf, formatNumber } from "#app/lib/format";
import { fill } from "#app/lib/ui";
import {
  DEFAULT_ENVIRONMENT,
  DEFAULT_PRICE_CHF_PER_KWH,
  DEFAULT_SIZE_KW,
  environments,
  environmentSoiling,
  parseNumber,
  yieldLoss,
  type EnvironmentId,
} from "#app/domain/yield";

const kwh = (value: number) => `${formatNumber(value, 0)} kWh`;

/** A rate as the page's language writes it: "3,5 %" (de, fr, it) or "3.5%" (en). */
function percent(rate: number, copy: Pick<YieldCalculatorCopy, "percentFormat" | "decimalMark">): string {
  return fill(copy.percentFormat, { value: formatNumber(rate * 100, 1).replace(".", copy.decimalMark) });
}

/**
 * Yield calculator (spec 9) on the solar page of every language: size, price and environment
 * in, yearly loss out. Every label comes from the page content; kWh and francs in the site's
 * Swiss style (75'000 kWh, CHF 120). The default result (50 kW, CHF 0.08, residential) is in
 * the prerendered HTML.
 */
export function YieldWidget({ copy }: { copy: YieldCalculatorCopy }) {
  const [sizeInput, setSizeInput] = useState(String(DEFAULT_SIZE_KW));
  const [priceInput, setPriceInput] = useState(DEFAULT_PRICE_CHF_PER_KWH.toFixed(2));
  const [environment, setEnvironment] = useState<EnvironmentId>(DEFAULT_ENVIRONMENT);
  const id = useId();
  const result = yieldLoss(parseNumber(sizeInput), parseNumber(priceInput), environment);
  const rows = [
    ["yield-energy", copy.energy, kwh(result.energyKwh)],
    ["yield-rate", copy.rate, percent(result.lossRate, copy)],
    ["yield-lost-kwh", copy.lostKwh, kwh(result.lostKwh)],
    ["yield-five-years", copy.lostFiveYears, formatChf(result.lostChfFiveYears, 0)],
  ] as const;
  const inputClass =
    "mt-2 block min-h-12 w-full max-w-xs rounded-xl border border-muted bg-white px-4 text-lg text-ink";

  return (
    <div className="mt-8 grid gap-6 lg:grid-cols-[1.1fr_0.9fr]">
      <form
        className="rounded-2xl border border-line bg-white p-6 shadow-[var(--shadow-card)] md:p-8"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="grid gap-6 sm:grid-cols-2">
          <div>
            <label htmlFor={`${id}-size`} className="font-semibold text-brand-900">
              {copy.sizeLabel}
            </label>
            <input
              id={`${id}-size`}
              name="size"
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              value={sizeInput}
              onChange={(event) => setSizeInput(event.currentTarget.value)}
              aria-describedby={`${id}-size-hint`}
              className={inputClass}
            />
            <p id={`${id}-size-hint`} className="mt-2 text-sm text-muted">
              {copy.sizeHint}
            </p>
          </div>
          <div>
            <label htmlFor={`${id}-price`} className="font-semibold text-brand-900">
              {copy.priceLabel}
            </label>
            <input
              id={`${id}-price`}
              name="price"
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              value={priceInput}
              onChange={(event) => setPriceInput(event.currentTarget.value)}
              aria-describedby={`${id}-price-hint`}
              className={inputClass}
            />
            <p id={`${id}-price-hint`} className="mt-2 text-sm text-muted">
              {copy.priceHint}
            </p>
          </div>
        </div>
        <fieldset className="mt-6">
          <legend className="font-semibold text-brand-900">{copy.environmentLegend}</legend>
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            {environments.map((env) => (
              <label
                key={env}
                className="flex cursor-pointer gap-3 rounded-xl border border-line p-4 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  name="environment"
                  value={env}
                  checked={environment === env}
                  onChange={() => setEnvironment(env)}
                  className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
                />
                <span>
                  <span className="block font-semibold text-brand-900">{copy.environments[env].name}</span>
                  <span className="block text-sm text-muted">{copy.environments[env].description}</span>
                  <span className="mt-1 block text-sm font-semibold text-brand-700">
                    {fill(copy.soilingLabel, { percent: environmentSoiling[env] })}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      </form>

      <div className="flex flex-col rounded-2xl bg-brand-900 p-6 text-white md:p-8">
        <h3 className="text-xl font-semibold">{copy.resultsTitle}</h3>
        <dl className="mt-4 divide-y divide-white/20">
          {rows.map(([testId, label, value]) => (
            <div key={testId} className="flex justify-between gap-4 py-3">
              <dt className="text-brand-100">{label}</dt>
              <dd className="whitespace-nowrap font-semibold" data-testid={testId}>
                {value}
              </dd>
            </div>
          ))}
          <div className="flex items-baseline justify-between gap-4 pt-4">
            <dt className="text-lg font-semibold">{copy.lostChf}</dt>
            <dd className="text-3xl font-bold text-sun-300" data-testid="yield-lost-chf" aria-live="polite">
              {formatChf(result.lostChf, 0)}
            </dd>
          </div>
        </dl>
        <p className="mt-4 text-sm text-brand-100">{copy.note}</p>
        <div className="mt-auto pt-6">
          <PageButton to={copy.quoteButton.to} size="lg">
            {copy.quoteButton.label}
          </PageButton>
        </div>
      </div>
    </div>
  );
}
