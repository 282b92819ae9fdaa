import { useId, useState } from "react";
import type { ReviewsCopy } from "#app/content/pages/home/types";
import { Button } from "#app/components/ui/button";
import { fill } from "#app/lib/ui";
import { visibleReviewCount } from "./reviews-state";

/** Reviews (spec 4): the overall rating, 2 reviews collapsed, all 6 after "show all" (texts in the page language). */
export function ReviewList({ copy }: { copy: ReviewsCopy }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const shown = copy.items.slice(0, visibleReviewCount(copy.items.length, expanded));
  return (
    <>
      <p className="mt-3 flex flex-wrap items-center gap-2 text-lg text-brand-900" data-testid="review-summary">
        <span aria-hidden="true" className="text-amber-700">
          ★★★★★
        </span>
        <strong>{fill(copy.summary, { rating: copy.rating, count: copy.count })}</strong>
      </p>
      <ul id={listId} className="mt-8 grid gap-5 md:grid-cols-2" data-testid="review-list">
        {shown.map((review) => (
          <li
            key={review.id}
            className="flex flex-col rounded-2xl border border-line bg-white p-6 shadow-[var(--shadow-card)]"
          >
            <p>
              <span aria-hidden="true" className="text-amber-700">
                {"★".repeat(review.rating) + "☆".repeat(5 - review.rating)}
              </span>
              <span className="sr-only">{fill(copy.ratingLabel, { rating: review.rating })}</span>
            </p>
            <blockquote className="mt-3 flex-1 leading-relaxed text-ink">
              <p>{`${copy.quoteMarks[0]}${review.text}${copy.quoteMarks[1]}`}</p>
            </blockquote>
            <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-muted">{copy.projectLabel}</dt>
              <dd className="text-brand-900">{review.project}</dd>
              <dt className="text-muted">{copy.improvementLabel}</dt>
              <dd className="font-semibold text-leaf-700">{review.improvement}</dd>
            </dl>
            <p className="mt-4 border-t border-line pt-4 text-sm text-muted">
              <span className="font-semibold text-brand-900">{review.name}</span>, {review.location} ·{" "}
              <time dateTime={review.date}>{review.dateText}</time> ·{" "}
              {fill(copy.sourceLabel, { source: review.source })}
            </p>
          </li>
        ))}
      </ul>
      <Button
        variant="outline"
        className="mt-8"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((value) => !value)}
      >
        {expanded ? copy.showLess : copy.showAll}
      </Button>
    </>
  );
}
