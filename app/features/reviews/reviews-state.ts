/** Reviews list (spec 4, 9): 2 shown collapsed, all of them after "Alle Bewertungen anzeigen". Pure. */
export const COLLAPSED_REVIEW_COUNT = 2;

export function visibleReviewCount(total: number, expanded: boolean): number {
  const count = Math.max(0, total);
  return expanded ? count : Math.min(COLLAPSED_REVIEW_COUNT, count);
}
