import type { ReactNode } from "react";
import type { FaqItem, HeroCopy } from "#app/content/pages/types";
import { quoteHref } from "#app/lib/navigation";
import { pathOf } from "#app/content/route-table";
import { useLang, useUi } from "#app/lib/ui";
import { ButtonLink } from "../ui/button";
import { FaqAccordion } from "./faq-accordion";
import { HeroIllustration } from "./hero-illustration";
import { TrustBar } from "./trust-bar";

/** Hero with heading, introduction and the two calls to action (or the page's own `actions`), then the trust bar. */
export function PageHero({
  copy,
  eyebrow,
  illustration = "solar",
  actions,
  id,
  children,
}: {
  /** Anchor id of the hero section. */
  id?: string;
  copy: HeroCopy;
  eyebrow?: string;
  illustration?: "solar" | "green" | "roof";
  /** Replaces the default quote and contact buttons. */
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const lang = useLang();
  const ui = useUi();
  return (
    <>
      <section id={id} className="bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page grid items-center gap-10 py-12 md:py-16 lg:grid-cols-[1.15fr_0.85fr] lg:py-20">
          <div className="min-w-0">
            {eyebrow && <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{eyebrow}</p>}
            <h1 className="mt-2 text-3xl font-bold text-brand-950 hyphens-auto break-words sm:text-4xl lg:text-[2.75rem]">
              {copy.heading}
            </h1>
            <div className="prose-page mt-6 max-w-2xl text-lg leading-relaxed text-muted">
              {copy.intro.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </div>
            <div className="mt-8 flex flex-wrap gap-3">
              {actions ?? (
                <>
                  <ButtonLink to={quoteHref(lang)} size="lg">
                    {ui.common.getQuote}
                  </ButtonLink>
                  <ButtonLink to={pathOf("contact", lang)} variant="outline" size="lg">
                    {ui.common.contactUs}
                  </ButtonLink>
                </>
              )}
            </div>
            {children}
          </div>
          <HeroIllustration variant={illustration} className="mx-auto hidden w-full max-w-md drop-shadow-xl lg:block" />
        </div>
      </section>
      <TrustBar />
    </>
  );
}

/** FAQ of a page with the shared accordion (one answer open at a time, first one open). */
export function FaqList({ items, title }: { items: FaqItem[]; title: string }) {
  return <FaqAccordion items={items} title={title} mode="single" />;
}
