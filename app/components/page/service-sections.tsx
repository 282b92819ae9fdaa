import type { ReactNode } from "react";
import { Link, type LinkProps } from "react-router";
import { cn } from "../../lib/cn";

/**
 * Building blocks of the service pages (/dachreinigung, /dachrinnenreinigung): a titled section
 * (h2, optional introduction), a card, a check list, an inline text link and the closing call to action.
 */
export function ServiceSection({
  id,
  title,
  intro,
  surface = false,
  children,
}: {
  /** Anchor id of the section; its heading gets `${id}-title`. */
  id: string;
  title: string;
  intro?: string;
  /** Grey background to set the section apart from its neighbours. */
  surface?: boolean;
  children?: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={cn("py-16", surface && "bg-surface")}>
      <div className="container-page">
        <h2 id={`${id}-title`} className="text-2xl font-bold text-brand-950 sm:text-3xl">
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

export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn("space-y-2", className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-muted">
          <span aria-hidden="true" className="font-bold text-leaf-700">
            ✓
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** An underlined link inside running text (brand-700 on white and on the grey surface: AA). */
export function TextLink({ className, ...props }: LinkProps) {
  return (
    <Link
      className={cn(
        "font-semibold text-brand-700 underline decoration-brand-200 decoration-2 underline-offset-4 hover:text-brand-900 hover:decoration-brand-700",
        className,
      )}
      {...props}
    />
  );
}

/** Closing call to action on dark blue. */
export function CtaPanel({
  id,
  title,
  text,
  children,
}: {
  id: string;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="container-page py-8">
      <div className="rounded-3xl bg-brand-900 p-8 text-white md:p-12">
        <h2 id={`${id}-title`} className="text-2xl font-bold sm:text-3xl">
          {title}
        </h2>
        <p className="mt-2 max-w-2xl text-brand-100">{text}</p>
        <div className="mt-6 flex flex-wrap gap-3">{children}</div>
      </div>
    </section>
  );
}
