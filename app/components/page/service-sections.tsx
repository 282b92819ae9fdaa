import type { ReactNode } from "react";
import type { PageRef } from "#app/content/pages/types";
import { cn } from "#app/lib/cn";
import { PageLink } from "../ui/page-link";

/**
 * Building blocks of the service pages (/dachreinigung, /dachrinnenreinigung). The section, card,
 * check list and closing call to action are the shared ones of feature-grid.tsx, under the names
 * these pages use; the inline text link is specific to them.
 */
export { Card, CheckList, CtaBand as CtaPanel, PageSection as ServiceSection } from "./feature-grid";

/** An underlined link to a page inside running text (brand-700 on white and on the grey surface: AA). */
export function TextLink({ to, className, children }: { to: PageRef; className?: string; children: ReactNode }) {
  return (
    <PageLink
      to={to}
      className={cn(
        "font-semibold text-brand-700 underline decoration-brand-200 decoration-2 underline-offset-4 hover:text-brand-900 hover:decoration-brand-700",
        className,
      )}
    >
      {children}
    </PageLink>
  );
}
