import { useId, useState } from "react";
import { ButtonLink } from "#app/components/ui/button";
import type { RoofPriceWidgetText } from "#app/content/pages/roof-cleaning/types";
import { formatChf } from "#app/lib/format";
import { fill } from "#app/lib/ui";
import { AREA_INITIAL, AREA_MAX, AREA_MIN, AREA_STEP, roofExamples, roofPrice } from "#app/domain/roof-price";

/**
 * Roof price widget (spec 4, 9): a native range slider for the roof area (50-500 m², step 5,
 * initial 100 m²) drives total = area x CHF 11, without travel cost. The initial state is
 * rendered on the server, so the prerendered HTML already shows 100 m² and CHF 1'100. The texts
 * come in as a prop (from the route's loader data), so they stay out of the client bundle.
 */
export function RoofPriceWidget({ contactHref, text: t }: { contactHref: string; text: RoofPriceWidgetText }) {
  const [area, setArea] = useState(AREA_INITIAL);
  const price = roofPrice(area);
  const id = useId();
  const sliderId = `${id}-area`;
  const hintId = `${id}-hint`;
  const examples = roofExamples();

  return (
    <div className="grid gap-6 lg:grid-cols-[1.15fr_0.85fr]">
      <div className="rounded-2xl border border-line bg-white p-6 shadow-[var(--shadow-card)] md:p-8">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <label htmlFor={sliderId} className="text-lg font-semibold text-brand-900">
            {t.areaLabel}
          </label>
          <p className="text-3xl font-bold text-brand-950" data-testid="roof-area">
            {price.area} m²
          </p>
        </div>
        <input
          id={sliderId}
          type="range"
          min={AREA_MIN}
          max={AREA_MAX}
          step={AREA_STEP}
          value={price.area}
          onChange={(event) => setArea(roofPrice(Number(event.currentTarget.value)).area)}
          aria-valuetext={`${price.area} m²`}
          aria-describedby={hintId}
          className="mt-4 h-11 w-full cursor-pointer accent-brand-700"
        />
        <div aria-hidden="true" className="flex justify-between text-sm text-muted">
          <span>{AREA_MIN} m²</span>
          <span>{AREA_MAX} m²</span>
        </div>
        <p id={hintId} className="mt-4 text-sm leading-relaxed text-muted">
          {t.areaHint}
        </p>

        <dl className="mt-6 divide-y divide-line border-t border-line">
          <div className="flex items-center justify-between gap-4 py-3">
            <dt className="text-muted">{t.pricePerM2Label}</dt>
            <dd className="font-semibold text-brand-900">{formatChf(price.pricePerM2, 0)}</dd>
          </div>
          <div className="flex items-center justify-between gap-4 py-3">
            <dt className="text-muted">{t.travelLabel}</dt>
            <dd className="font-semibold text-brand-900">{formatChf(price.travelCost, 0)}</dd>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 pt-4">
            <dt className="text-lg font-semibold text-brand-900">
              {t.totalLabel} <span className="whitespace-nowrap font-normal text-muted">({price.area} m²)</span>
            </dt>
            <dd>
              <output
                htmlFor={sliderId}
                aria-live="polite"
                data-testid="roof-total"
                className="whitespace-nowrap text-3xl font-bold text-brand-950"
              >
                {formatChf(price.total, 0)}
              </output>
            </dd>
          </div>
        </dl>
        <ButtonLink to={contactHref} size="lg" className="mt-6 w-full sm:w-auto">
          {fill(t.button, { area: price.area })}
        </ButtonLink>
      </div>

      <div className="rounded-2xl bg-brand-50 p-6 md:p-8">
        <h3 className="text-lg font-semibold text-brand-900">{t.includedTitle}</h3>
        <ul className="mt-3 space-y-2">
          {t.included.map((item) => (
            <li key={item} className="flex gap-3 text-brand-900">
              <span aria-hidden="true" className="font-bold text-leaf-700">
                ✓
              </span>
              {item}
            </li>
          ))}
          <li className="flex gap-3 text-muted">
            <span aria-hidden="true" className="font-bold text-brand-700">
              +
            </span>
            {t.onRequest}
          </li>
        </ul>

        <h3 className="mt-6 text-lg font-semibold text-brand-900">{t.examplesTitle}</h3>
        <ul className="mt-3 divide-y divide-brand-100" data-testid="roof-examples">
          {examples.map((example) => (
            <li key={example.area} className="flex justify-between gap-4 py-2">
              <span className="text-brand-900">{example.area} m²</span>
              <span className="font-semibold text-brand-950">{formatChf(example.total, 0)}</span>
            </li>
          ))}
        </ul>
        <p className="mt-2 text-sm text-muted">{t.largerRoofs}</p>
      </div>
    </div>
  );
}
