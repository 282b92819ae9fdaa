import { useState } from "react";
import type { GalleryCopy } from "#app/content/pages/home/types";
import { fill } from "#app/lib/ui";
import { Button } from "#app/components/ui/button";
import { galleryStep, initialGalleryState, type GalleryAction } from "./gallery-state";
import { SolarScene } from "./solar-scene";

/**
 * Before/after gallery (spec 4): prev/next cycle through the cases with wraparound and go back
 * to "before"; the toggle button (aria-pressed) shows the state after the cleaning.
 */
export function BeforeAfterGallery({ copy }: { copy: GalleryCopy }) {
  const [state, setState] = useState(initialGalleryState);
  const count = copy.cases.length;
  const item = copy.cases[state.index]!;
  const image = state.view === "after" ? item.after : item.before;
  const step = (action: GalleryAction) => setState((current) => galleryStep(current, action, count));

  return (
    <div className="grid gap-8 rounded-3xl border border-line bg-white p-5 shadow-[var(--shadow-card)] md:p-8 lg:grid-cols-[1.3fr_0.7fr]">
      <div className="relative">
        <div data-testid="gallery-image">
          <SolarScene scene={image.scene} view={state.view} alt={image.alt} className="h-auto w-full rounded-2xl" />
        </div>
        <p
          aria-hidden="true"
          className={`absolute left-3 top-3 rounded-full px-3 py-1 text-sm font-semibold ${
            state.view === "after" ? "bg-leaf-700 text-white" : "bg-ink text-white"
          }`}
        >
          {state.view === "after" ? copy.afterLabel : copy.beforeLabel}
        </p>
      </div>
      <div className="flex flex-col">
        <p
          aria-live="polite"
          className="text-sm font-semibold uppercase tracking-wider text-brand-700"
          data-testid="gallery-counter"
        >
          {fill(copy.caseCounter, { n: state.index + 1, total: count })}
        </p>
        <h3 className="mt-2 text-xl font-semibold text-brand-950" data-testid="gallery-title">
          {item.title}
        </h3>
        <dl className="mt-4 divide-y divide-line border-y border-line">
          {[
            [copy.locationLabel, item.location],
            [copy.areaLabel, item.area],
            [copy.improvementLabel, item.improvement],
          ].map(([label, value]) => (
            <div key={label} className="flex justify-between gap-4 py-2">
              <dt className="text-muted">{label}</dt>
              <dd className="font-semibold text-brand-900">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-6 flex flex-wrap items-center gap-3">
          <Button variant="outline" aria-label={copy.previous} onClick={() => step("previous")} className="w-11 px-0">
            <span aria-hidden="true">←</span>
          </Button>
          <Button variant="secondary" aria-pressed={state.view === "after"} onClick={() => step("toggle")}>
            {copy.toggleLabel}
          </Button>
          <Button variant="outline" aria-label={copy.next} onClick={() => step("next")} className="w-11 px-0">
            <span aria-hidden="true">→</span>
          </Button>
        </div>
      </div>
    </div>
  );
}
