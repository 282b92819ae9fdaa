import { useId, useState } from "react";
import type { FaqItem } from "#app/content/pages/types";
import { pathOf } from "#app/content/route-table";
import { cn } from "#app/lib/cn";
import { useLang, useUi } from "#app/lib/ui";
import { ButtonLink } from "../ui/button";
import { initialFaqState, isFaqItemOpen, toggleFaqItem, type FaqMode } from "./faq-state";
import { InlineText } from "./rich-text";

/**
 * FAQ accordion (spec 2 and 4).
 * - "single" (city pages, service pages, articles): the first answer is open, one at a
 *   time, clicking the open question closes it; below the list a "personal advice" button
 *   leads to the contact page of the current language.
 * - "multiple" (/faq): every question opens and closes on its own; all closed at the start.
 *
 * Each question is a button inside an h3 (aria-expanded, aria-controls); each answer is a
 * labelled region. Closed answers stay in the HTML with the `hidden` attribute, so the
 * prerendered page carries every answer for crawlers. Answers may hold "[label](/path)" links.
 */
export function FaqAccordion({
  items,
  title,
  mode,
  className = "container-page py-12",
  id,
  adviceHref,
}: {
  items: readonly FaqItem[];
  /** Visible h2 above the questions. */
  title: string;
  mode: FaqMode;
  /** Classes of the surrounding section (default: page container with vertical padding). */
  className?: string;
  /** Anchor id of the section. */
  id?: string;
  /** Target of the "personal advice" button (default: the contact page of the language). */
  adviceHref?: string;
}) {
  const lang = useLang();
  const ui = useUi();
  const baseId = useId();
  const [open, setOpen] = useState(() => initialFaqState(mode, items.length));
  const titleId = `${baseId}-title`;

  return (
    <section id={id} aria-labelledby={titleId} className={className}>
      <h2 id={titleId} className="text-2xl font-bold text-brand-950 sm:text-3xl">
        {title}
      </h2>
      <div className="mt-6 divide-y divide-line overflow-hidden rounded-2xl border border-line bg-white shadow-[var(--shadow-card)]">
        {items.map((item, index) => {
          const expanded = isFaqItemOpen(open, index);
          const questionId = `${baseId}-q${index}`;
          const answerId = `${baseId}-a${index}`;
          return (
            <div key={item.question}>
              <h3 className="text-base">
                <button
                  type="button"
                  id={questionId}
                  aria-expanded={expanded}
                  aria-controls={answerId}
                  onClick={() => setOpen((state) => toggleFaqItem(state, index, mode))}
                  className={cn(
                    "flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-brand-900",
                    "transition-colors hover:bg-brand-50 focus-visible:outline-offset-[-3px]",
                  )}
                >
                  <span>{item.question}</span>
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 24 24"
                    className={cn(
                      "h-5 w-5 shrink-0 text-brand-600 transition-transform motion-reduce:transition-none",
                      expanded && "rotate-180",
                    )}
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.25"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  >
                    <path d="M6 9l6 6 6-6" />
                  </svg>
                </button>
              </h3>
              <div
                id={answerId}
                role="region"
                aria-labelledby={questionId}
                hidden={!expanded}
                className="px-5 pb-5 leading-relaxed text-muted"
              >
                <p>
                  <InlineText text={item.answer} />
                </p>
              </div>
            </div>
          );
        })}
      </div>
      {mode === "single" && (
        <ButtonLink to={adviceHref ?? pathOf("contact", lang)} variant="secondary" className="mt-6">
          {ui.common.personalAdvice}
        </ButtonLink>
      )}
    </section>
  );
}
