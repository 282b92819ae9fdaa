import { useId, useState } from "react";
import type { LossCopy } from "#app/content/pages/home/types";
import { PageButton } from "#app/components/ui/page-link";
import { formatChf } from "#app/lib/format";
import { fill } from "#app/lib/ui";
import { DEFAULT_KWP, homeLoss, parseKwp, type LocationTypeId } from "#app/domain/loss";

/**
 * Home loss calculator (spec 5, 9): kWp number field (default 50; non-numeric or empty counts
 * as 0) and the four location types as a radio group; yearly revenue loss, wear, damage and
 * total in whole francs. The default result is part of the prerendered HTML.
 */
export function HomeLossWidget({ copy }: { copy: LossCopy }) {
  const [kwpInput, setKwpInput] = useState(String(DEFAULT_KWP));
  const [location, setLocation] = useState<LocationTypeId>(copy.defaultLocation);
  const id = useId();
  const result = homeLoss(parseKwp(kwpInput), location);
  const rows = [
    ["revenue", copy.revenueLoss, result.revenueLoss],
    ["wear", copy.wear, result.wearCost],
    ["damage", copy.damage, result.damageCost],
  ] as const;

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[1.1fr_0.9fr]">
      <form
        className="rounded-2xl border border-line bg-white p-6 shadow-[var(--shadow-card)] md:p-8"
        onSubmit={(event) => event.preventDefault()}
      >
        <label htmlFor={`${id}-kwp`} className="text-lg font-semibold text-brand-900">
          {copy.kwpLabel}
        </label>
        <input
          id={`${id}-kwp`}
          name="kwp"
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          value={kwpInput}
          onChange={(event) => setKwpInput(event.currentTarget.value)}
          aria-describedby={`${id}-hint`}
          className="mt-3 block min-h-12 w-full max-w-xs rounded-xl border border-muted bg-white px-4 text-lg text-ink"
        />
        <p id={`${id}-hint`} className="mt-2 text-sm text-muted">
          {copy.kwpHint}
        </p>
        <fieldset className="mt-6">
          <legend className="text-lg font-semibold text-brand-900">{copy.locationLegend}</legend>
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            {copy.locations.map((option) => (
              <label
                key={option.id}
                className="flex cursor-pointer gap-3 rounded-xl border border-line p-4 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  name="location"
                  value={option.id}
                  checked={location === option.id}
                  onChange={() => setLocation(option.id)}
                  className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
                />
                <span>
                  <span className="block font-semibold text-brand-900">{option.name}</span>
                  <span className="block text-sm text-muted">{option.description}</span>
                  <span className="mt-1 block text-sm font-semibold text-brand-700">
                    {fill(copy.pollutionLabel, { percent: option.pollution })}
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
          {rows.map(([key, label, value]) => (
            <div key={key} className="flex justify-between gap-4 py-3">
              <dt className="text-brand-100">{label}</dt>
              <dd className="font-semibold whitespace-nowrap" data-testid={`loss-${key}`}>
                {formatChf(value, 0)}
              </dd>
            </div>
          ))}
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 pt-4">
            <dt className="text-lg font-semibold">{copy.total}</dt>
            <dd
              className="text-3xl font-bold whitespace-nowrap text-sun-300"
              data-testid="loss-total"
              aria-live="polite"
            >
              {formatChf(result.total, 0)}
            </dd>
          </div>
        </dl>
        <p className="mt-4 text-sm text-brand-100">{copy.note}</p>
        <div className="mt-auto flex flex-wrap gap-3 pt-6">
          <PageButton to={copy.quoteButton.to} size="lg" className="max-w-full text-center whitespace-normal!">
            {copy.quoteButton.label}
          </PageButton>
          <PageButton
            to={copy.detailLink.to}
            variant="inverse"
            size="lg"
            className="max-w-full text-center whitespace-normal!"
          >
            {copy.detailLink.label}
          </PageButton>
        </div>
      </div>
    </div>
  );
}
