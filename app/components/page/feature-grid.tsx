import type { ReactNode } from "react";
import { cn } from "#app/lib/cn";

/**
 * Building blocks of the content pages /solaranlagenreinigung, /gruendachpflege, /ueber-uns and /b2b:
 * a titled section (h2 with an optional introduction), a grid of titled cards (h3), a check list,
 * a numbered step list and the closing call to action. `accent` switches the decorations between
 * the brand blue and the leaf green of the green-roof topic; every text colour passes WCAG AA on
 * the backgrounds used here (muted #4a5a6c, brand-700/900 and leaf-700 on white, grey or leaf-50).
 */
export type Accent = "brand" | "leaf";

const accentText: Record<Accent, string> = { brand: "text-brand-700", leaf: "text-leaf-700" };
const accentSoft: Record<Accent, string> = { brand: "bg-brand-50 text-brand-700", leaf: "bg-leaf-50 text-leaf-700" };
const accentSolid: Record<Accent, string> = { brand: "bg-brand-700 text-white", leaf: "bg-leaf-700 text-white" };
const surfaces: Record<Accent, string> = { brand: "bg-surface", leaf: "bg-leaf-50" };

export function PageSection({
  id,
  title,
  intro,
  eyebrow,
  surface = false,
  accent = "brand",
  children,
}: {
  /** Anchor id; the heading gets `${id}-title` and names the section (a landmark region). */
  id: string;
  title: string;
  intro?: string;
  eyebrow?: string;
  /** Tinted background (grey, or light green with the leaf accent) to set the section apart. */
  surface?: boolean;
  accent?: Accent;
  children?: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={cn("py-16", surface && surfaces[accent])}>
      <div className="container-page">
        {eyebrow && (
          <p className={cn("text-sm font-semibold uppercase tracking-wider", accentText[accent])}>{eyebrow}</p>
        )}
        <h2 id={`${id}-title`} className={cn("text-2xl font-bold text-brand-950 sm:text-3xl", eyebrow && "mt-2")}>
          {title}
        </h2>
        {intro && <p className="mt-3 max-w-3xl text-lg leading-relaxed text-muted">{intro}</p>}
        {children}
      </div>
    </section>
  );
}

export function Card({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div className={cn("rounded-2xl border border-line bg-white p-6 shadow-[var(--shadow-card)]", className)}>
      {children}
    </div>
  );
}

const columnClasses = {
  2: "md:grid-cols-2",
  3: "md:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

export interface FeatureItem {
  title: string;
  text: string;
  /** Short decorative mark shown in a round badge (an emoji-free glyph or a number). */
  mark?: string;
}

/** A list of cards, each with an h3 title and a paragraph. */
export function FeatureGrid({
  items,
  columns = 3,
  accent = "brand",
  className,
}: {
  items: readonly FeatureItem[];
  columns?: keyof typeof columnClasses;
  accent?: Accent;
  className?: string;
}) {
  return (
    <ul className={cn("mt-8 grid gap-5", columnClasses[columns], className)}>
      {items.map((item) => (
        <li key={item.title}>
          <Card className="h-full">
            {item.mark && (
              <span
                aria-hidden="true"
                className={cn(
                  "mb-4 flex h-10 w-10 items-center justify-center rounded-xl text-lg font-bold",
                  accentSoft[accent],
                )}
              >
                {item.mark}
              </span>
            )}
            <h3 className="text-lg font-semibold text-brand-900">{item.title}</h3>
            <p className="mt-2 leading-relaxed text-muted">{item.text}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}

export function CheckList({
  items,
  accent = "leaf",
  className,
}: {
  items: readonly string[];
  accent?: Accent;
  className?: string;
}) {
  return (
    <ul className={cn("space-y-2", className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-muted">
          <span aria-hidden="true" className={cn("font-bold", accentText[accent])}>
            ✓
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** Numbered steps as an ordered list of cards (the number is the list position, so it is decorative). */
export function StepList({
  steps,
  accent = "brand",
}: {
  steps: readonly { title: string; description: string }[];
  accent?: Accent;
}) {
  return (
    <ol className="mt-8 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
      {steps.map((step, index) => (
        <li key={step.title}>
          <Card className="h-full">
            <div className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className={cn(
                  "flex h-9 w-9 shrink-0 items-center justify-center rounded-full font-bold",
                  accentSolid[accent],
                )}
              >
                {index + 1}
              </span>
              <h3 className="text-lg font-semibold text-brand-900">{step.title}</h3>
            </div>
            <p className="mt-3 leading-relaxed text-muted">{step.description}</p>
          </Card>
        </li>
      ))}
    </ol>
  );
}

/** Key figures as a description list (value large, label below). */
export function StatList({
  items,
  className,
}: {
  items: readonly { value: string; label: string }[];
  className?: string;
}) {
  return (
    <dl className={cn("grid gap-5 sm:grid-cols-2 lg:grid-cols-4", className)}>
      {items.map((item) => (
        <div key={item.label} className="flex flex-col-reverse rounded-2xl bg-white p-6 shadow-[var(--shadow-card)]">
          <dt className="mt-1 text-muted">{item.label}</dt>
          <dd className="text-3xl font-bold text-brand-900">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Closing call to action on dark blue (or dark green for the green-roof topic). */
export function CtaBand({
  id,
  title,
  text,
  accent = "brand",
  children,
}: {
  id: string;
  title: string;
  text: string;
  accent?: Accent;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="container-page py-8">
      <div className={cn("rounded-3xl p-8 text-white md:p-12", accent === "leaf" ? "bg-leaf-700" : "bg-brand-900")}>
        <h2 id={`${id}-title`} className="text-2xl font-bold sm:text-3xl">
          {title}
        </h2>
        {/* White on leaf-700 is 7:1, brand-100 on brand-900 11:1. */}
        <p className={cn("mt-2 max-w-2xl", accent === "leaf" ? "text-white" : "text-brand-100")}>{text}</p>
        <div className="mt-6 flex flex-wrap gap-3">{children}</div>
      </div>
    </section>
  );
}
