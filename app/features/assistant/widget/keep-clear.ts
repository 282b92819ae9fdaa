/**
 * Keeps the chat button off a form's submit button: while one is under it (a phone scrolling a
 * form past the corner), the button steps aside (`data-covering`: invisible, not clickable) until
 * the submit button has moved on. Checked on scroll and resize, at most once per frame. (A floating
 * player in the corner is handled in CSS, see assistant-launcher.tsx.) Kept small: it is part of
 * every page's initial JavaScript.
 */

export interface Box {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** True when two boxes share any area. Pure. */
export function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

// The chat panel's own send button is not in the way: the button is hidden while the panel is open.
const SUBMITS =
  "form:not([data-assistant]) button:not([type=button],[type=reset]),form:not([data-assistant]) input[type=submit]";

/** Starts watching; returns the function that stops it. */
export function keepOffSubmitButtons(button: HTMLElement): () => void {
  let frame = 0;
  // Where the button was last seen: while the open panel hides it, it is checked at that place.
  let place: Box | undefined;
  const update = () => {
    frame = 0;
    const own = button.getBoundingClientRect();
    if (own.width) place = own;
    const covering =
      !!place && [...document.querySelectorAll(SUBMITS)].some((el) => overlaps(place!, el.getBoundingClientRect()));
    button.toggleAttribute("data-covering", covering);
  };
  const check = () => {
    frame ||= requestAnimationFrame(update);
  };
  addEventListener("scroll", check, { passive: true, capture: true });
  addEventListener("resize", check, { passive: true });
  check();
  return () => {
    removeEventListener("scroll", check, { capture: true });
    removeEventListener("resize", check);
    cancelAnimationFrame(frame);
  };
}
