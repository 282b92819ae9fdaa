/**
 * Open/close state of an FAQ accordion (spec 2 and 4), without React.
 * "single": one item open at a time, the first one open at the start, clicking the
 * open item closes it. "multiple": every item toggles on its own, all closed at the start.
 * The state is the sorted list of open item indexes.
 */
export type FaqMode = "single" | "multiple";

export type FaqOpenState = readonly number[];

export function initialFaqState(mode: FaqMode, count: number): FaqOpenState {
  return mode === "single" && count > 0 ? [0] : [];
}

export function toggleFaqItem(state: FaqOpenState, index: number, mode: FaqMode): FaqOpenState {
  if (state.includes(index)) return state.filter((i) => i !== index);
  if (mode === "single") return [index];
  return [...state, index].sort((a, b) => a - b);
}

export function isFaqItemOpen(state: FaqOpenState, index: number): boolean {
  return state.includes(index);
}
