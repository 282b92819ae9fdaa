import type { ReactNode } from "react";
import type { PageRef } from "#app/content/pages/types";
import { cn } from "#app/lib/cn";
import { resolvePageRef, type ResolvedLink } from "#app/lib/page-links";
import { useLang, useUi } from "#app/lib/ui";
import { buttonClass, type ButtonSize, type ButtonVariant } from "./button";
import { Link } from "./link";

/**
 * Links from content to a page, written without a language: the route table gives the path
 * of the page's language. A page that exists in German only is marked "(en allemand)" etc.
 * and announced with hrefLang="de", so nobody is surprised by a German page.
 */
function useResolved(to: PageRef): ResolvedLink & { marker: string | null } {
  const lang = useLang();
  const ui = useUi();
  const resolved = resolvePageRef(to, lang);
  return { ...resolved, marker: resolved.germanOnly ? ui.common.inGerman : null };
}

export function PageLink({ to, className, children }: { to: PageRef; className?: string; children: ReactNode }) {
  const { href, germanOnly, marker } = useResolved(to);
  return (
    <Link to={href} className={className} hrefLang={germanOnly ? "de" : undefined}>
      {children}
      {marker && <> {marker}</>}
    </Link>
  );
}

export function PageButton({
  to,
  variant,
  size,
  className,
  children,
}: {
  to: PageRef;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  children: ReactNode;
}) {
  return (
    // A label with the "(in German)" marker can be longer than a phone screen: it may wrap.
    <PageLink
      to={to}
      className={buttonClass(
        variant,
        size,
        cn("max-w-full py-2 text-center leading-snug whitespace-normal!", className),
      )}
    >
      {children}
    </PageLink>
  );
}
