/**
 * Keeps the chat button from covering what matters in its corner:
 * - a fixed, floating element there (the English home's explainer player on wide screens): the
 *   button moves up above it;
 * - a form's submit button scrolled under it: the button steps aside (invisible) until the submit
 *   button has moved on.
 * Checked on scroll, resize and after clicks (a player that grows), at most once per frame.
 */

export interface Box {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** Space kept between the button and what it avoids, in CSS pixels. */
export const GAP = 12;

function overlaps(a: Box, b: Box, gap = 0): boolean {
  return a.left < b.right + gap && b.left < a.right + gap && a.top < b.bottom + gap && b.top < a.bottom + gap;
}

/**
 * How far to move the button up (pixels) and whether it must step aside, from its box where CSS
 * puts it, the boxes of fixed floating elements and those of submit buttons. Pure.
 */
export function clearance(
  button: Box,
  floating: readonly Box[],
  submits: readonly Box[],
): { lift: number; covering: boolean } {
  let lift = 0;
  for (const box of floating) {
    if (overlaps(button, box, GAP)) lift = Math.max(lift, button.bottom - box.top + GAP);
  }
  const placed = { ...button, top: button.top - lift, bottom: button.bottom - lift };
  const covering = submits.some((box) => overlaps(placed, box));
  return { lift, covering };
}

const SUBMITS = 'form button:not([type="button"]):not([type="reset"]), form input[type="submit"]';

function visibleBoxes(elements: Iterable<Element>, fixedOnly: boolean): Box[] {
  const boxes: Box[] = [];
  for (const element of elements) {
    if (fixedOnly && getComputedStyle(element).position !== "fixed") continue;
    const box = element.getBoundingClientRect();
    if (box.width > 0 && box.height > 0) boxes.push(box);
  }
  return boxes;
}

/** Starts watching; `recheck` after something moved without an event (a client-side navigation). */
export function keepClearOfObstacles(button: HTMLElement): { recheck: () => void; stop: () => void } {
  let frame = 0;
  let lift = 0;

  function update() {
    frame = 0;
    const shown = button.getBoundingClientRect();
    if (shown.width === 0) return; // hidden (panel open, cookie banner): nothing to avoid
    // Where CSS puts the button, without the lift applied last time.
    const base = { top: shown.top + lift, bottom: shown.bottom + lift, left: shown.left, right: shown.right };
    const result = clearance(
      base,
      visibleBoxes(document.querySelectorAll("[data-floating]"), true),
      visibleBoxes(document.querySelectorAll(SUBMITS), false),
    );
    if (result.lift !== lift) {
      lift = result.lift;
      button.style.translate = lift ? `0 -${lift}px` : "";
    }
    button.toggleAttribute("data-covering", result.covering);
  }

  function schedule() {
    if (!frame) frame = requestAnimationFrame(update);
  }

  const events = ["scroll", "resize", "click"] as const;
  for (const type of events) window.addEventListener(type, schedule, { passive: true, capture: true });
  schedule();

  return {
    recheck: schedule,
    stop() {
      for (const type of events) window.removeEventListener(type, schedule, { capture: true });
      cancelAnimationFrame(frame);
    },
  };
}
