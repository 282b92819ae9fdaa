import { useId, useState } from "react";
import { ButtonLink } from "#app/components/ui/button";
import { pathOf } from "#app/content/route-table";
import { cn } from "#app/lib/cn";
import { formatChf, groupThousands } from "#app/lib/format";
import { fill } from "#app/lib/ui";
import {
  DEFAULT_LOCATION_ID,
  findLossLocation,
  initialSoilingByLocation,
  lossLocations,
  snapSoiling,
  type LocationIconName,
} from "#app/domain/loss-locations";
import {
  DEFAULT_KWP,
  DEFAULT_TARIFF_CHF_PER_KWH,
  lossPage,
  parseKwp,
  SOILING_MAX,
  SOILING_MIN,
  SOILING_STEP,
  type LocationTypeId,
} from "#app/domain/loss";
import type { LossPageText } from "#app/content/pages/loss-calculator/types";

export type { LossPageText };

const kwh = (value: number) => `${groupThousands(String(Math.round(value)))} kWh`;
const chf = (value: number) => formatChf(value, 0);

/** Small decorative icons of the location cards (the card text names the location). */
function LocationIcon({ name, className }: { name: LocationIconName; className?: string }) {
  const common = {
    "aria-hidden": true,
    viewBox: "0 0 24 24",
    fill: "none",
    stroke: "currentColor",
    strokeWidth: 1.8,
    strokeLinecap: "round",
    strokeLinejoin: "round",
    className,
  } as const;
  switch (name) {
    case "house":
      return (
        <svg {...common}>
          <path d="M3 11 12 4l9 7" />
          <path d="M5 10v10h14V10" />
          <path d="M10 20v-5h4v5" />
        </svg>
      );
    case "tractor":
      return (
        <svg {...common}>
          <circle cx="7" cy="16" r="4" />
          <circle cx="18" cy="18" r="2" />
          <path d="M7 12V5h6l2 7" />
          <path d="M11 16h5M15 12h5v6" />
        </svg>
      );
    case "factory":
      return (
        <svg {...common}>
          <path d="M3 21V10l6 4v-4l6 4V5h5v16z" />
          <path d="M7 17h2M12 17h2M17 17h1" />
        </svg>
      );
    case "road":
      return (
        <svg {...common}>
          <path d="M8 3 4 21M16 3l4 18" />
          <path d="M12 4v3M12 10.5v3M12 17v3" />
        </svg>
      );
  }
}

const inputClass =
  "mt-2 block min-h-12 w-full rounded-xl border border-muted bg-white px-4 text-lg text-ink placeholder:text-muted focus:border-brand-700";

/**
 * Solar loss calculator of /verlustrechner (spec 2, 4, 5, 9): capacity and feed-in
 * tariff as number fields (non-numeric or empty counts as 0, no messages), the
 * location as a radio group of cards, and one soiling slider per location that keeps
 * its own value. Results come from `lossPage` and recompute on every change. The
 * state starts with the defaults, so the prerendered HTML already shows the result
 * for 50 kWp, CHF 0.08/kWh and the first location. The texts come in as a prop (from the
 * route's loader data), so they stay out of the client bundle.
 */
export function LossPageCalculator({ text: t }: { text: LossPageText }) {
  const [kwpInput, setKwpInput] = useState(String(DEFAULT_KWP));
  const [tariffInput, setTariffInput] = useState(String(DEFAULT_TARIFF_CHF_PER_KWH));
  const [locationId, setLocationId] = useState<LocationTypeId>(DEFAULT_LOCATION_ID);
  const [soiling, setSoiling] = useState(initialSoilingByLocation);

  const selectedLocation = findLossLocation(locationId);
  const soilingPercent = soiling[locationId];
  // parseKwp is the calculators' number-field rule (spec 5); it applies to the tariff field alike.
  const result = lossPage({ kwp: parseKwp(kwpInput), tariff: parseKwp(tariffInput), soilingPercent });

  const id = useId();
  const kwpId = `${id}-kwp`;
  const tariffId = `${id}-tariff`;
  const sliderId = `${id}-soiling`;
  const soilingLabel = fill(t.soilingLabel, { name: selectedLocation.name });

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[1.1fr_0.9fr]">
      <div className="rounded-2xl border border-line bg-white p-6 shadow-[var(--shadow-card)] md:p-8">
        <h3 className="text-xl font-semibold text-brand-900">{t.inputsTitle}</h3>
        <div className="mt-4 grid gap-5 sm:grid-cols-2">
          <div>
            <label htmlFor={kwpId} className="font-semibold text-brand-900">
              {t.kwpLabel}
            </label>
            <input
              id={kwpId}
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              placeholder={t.kwpPlaceholder}
              value={kwpInput}
              onChange={(event) => setKwpInput(event.currentTarget.value)}
              aria-describedby={`${kwpId}-hint`}
              className={inputClass}
            />
            <p id={`${kwpId}-hint`} className="mt-2 text-sm text-muted">
              {t.kwpHint}
            </p>
          </div>
          <div>
            <label htmlFor={tariffId} className="font-semibold text-brand-900">
              {t.tariffLabel}
            </label>
            <input
              id={tariffId}
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              placeholder={t.tariffPlaceholder}
              value={tariffInput}
              onChange={(event) => setTariffInput(event.currentTarget.value)}
              aria-describedby={`${tariffId}-hint`}
              className={inputClass}
            />
            <p id={`${tariffId}-hint`} className="mt-2 text-sm text-muted">
              {t.tariffHint}
            </p>
          </div>
        </div>

        <fieldset className="mt-8" aria-describedby={`${id}-location-hint`}>
          <legend className="font-semibold text-brand-900">{t.locationLegend}</legend>
          <p id={`${id}-location-hint`} className="mt-1 text-sm text-muted">
            {t.locationHint}
          </p>
          <div className="mt-4 grid gap-3 sm:grid-cols-2">
            {lossLocations.map((option) => {
              const selected = option.id === locationId;
              const nameId = `${id}-location-${option.id}`;
              return (
                <label
                  key={option.id}
                  className={cn(
                    "flex cursor-pointer gap-3 rounded-2xl border-2 p-4 transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500",
                    selected ? "border-brand-700 bg-brand-50" : "border-line bg-white hover:border-brand-500",
                  )}
                >
                  <input
                    type="radio"
                    name={`${id}-location`}
                    value={option.id}
                    checked={selected}
                    onChange={() => setLocationId(option.id)}
                    aria-labelledby={nameId}
                    aria-describedby={`${nameId}-text`}
                    className="mt-1 h-5 w-5 shrink-0 cursor-pointer accent-brand-700 focus-visible:outline-none"
                  />
                  <span className="min-w-0 flex-1">
                    <span className="flex items-center gap-2">
                      <LocationIcon name={option.icon} className="h-6 w-6 shrink-0 text-brand-700" />
                      <span id={nameId} className="font-semibold text-brand-900">
                        {option.name}
                      </span>
                    </span>
                    <span id={`${nameId}-text`} className="mt-1 block text-sm leading-snug text-muted">
                      {option.beschreibung}
                    </span>
                    <span
                      className="mt-2 inline-block rounded-full bg-white px-2.5 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-line"
                      data-testid={`loss-location-soiling-${option.id}`}
                    >
                      {fill(t.locationSoilingBadge, { value: soiling[option.id] })}
                    </span>
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>

        <div className="mt-8">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <label htmlFor={sliderId} className="font-semibold text-brand-900">
              {soilingLabel}
            </label>
            <p className="text-2xl font-bold text-brand-950" data-testid="loss-soiling-value">
              {`${soilingPercent} %`}
            </p>
          </div>
          <input
            id={sliderId}
            type="range"
            min={SOILING_MIN}
            max={SOILING_MAX}
            step={SOILING_STEP}
            value={soilingPercent}
            onChange={(event) => {
              const value = snapSoiling(Number(event.currentTarget.value));
              setSoiling((current) => ({ ...current, [locationId]: value }));
            }}
            aria-valuetext={`${soilingPercent} %`}
            aria-describedby={`${sliderId}-hint`}
            className="mt-3 h-11 w-full cursor-pointer accent-brand-700"
          />
          <div aria-hidden="true" className="flex justify-between text-sm text-muted">
            <span>{SOILING_MIN} %</span>
            <span>{SOILING_MAX} %</span>
          </div>
          <p id={`${sliderId}-hint`} className="mt-2 text-sm text-muted">
            {t.soilingHint}
          </p>
        </div>
      </div>

      <div className="rounded-2xl bg-brand-900 p-6 text-white shadow-[var(--shadow-card)] md:p-8 lg:sticky lg:top-24">
        <h3 className="text-xl font-semibold">{t.resultsTitle}</h3>
        <p className="mt-4 text-sm font-semibold uppercase tracking-wider text-brand-100">{t.totalLabel}</p>
        <output
          htmlFor={`${kwpId} ${tariffId} ${sliderId}`}
          aria-live="polite"
          data-testid="loss-total"
          className="mt-1 block text-4xl font-bold text-sun-300"
        >
          {chf(result.gesamtverlust)}
        </output>
        <p className="mt-1 text-sm text-brand-100">{t.totalNote}</p>

        <dl className="mt-6 divide-y divide-white/15 border-t border-white/15">
          <ResultRow label={t.soilingLossLabel} value={chf(result.verlustFranken)} testId="loss-soiling-chf" />
          <ResultRow label={t.damageCostLabel} value={chf(result.gesamteSchaedenskosten)} testId="loss-damage" />
          <ResultRow label={t.lostKwhLabel} value={kwh(result.verlustKwh)} testId="loss-kwh" />
          <ResultRow
            label={t.soilingPercentLabel}
            value={`${result.verschmutzungsProzent} %`}
            testId="loss-soiling-percent"
          />
          <ResultRow label={t.targetYieldLabel} value={kwh(result.gesamtertrag)} testId="loss-target-yield" />
          <ResultRow label={t.systemValueLabel} value={chf(result.anlagenkosten)} testId="loss-system-value" />
        </dl>
        <p className="mt-4 text-sm text-brand-100">{t.resultsNote}</p>

        <ButtonLink to={pathOf("leads", "de")} size="lg" className="mt-6 w-full py-2 text-center whitespace-normal!">
          {t.ctaButton}
        </ButtonLink>
      </div>
    </div>
  );
}

function ResultRow({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-3">
      <dt className="text-brand-100">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
