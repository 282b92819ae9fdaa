// @ts-check
/**
 * Fetches the yield calculator's code with the browser's own import(), without Vite's preload
 * helper chunk (see app/features/home/load-home-widgets.js). Types: load-yield-widget.d.ts.
 */
export function loadYieldWidget() {
  // prettier-ignore
  return import(("./yield-widget"));
}
