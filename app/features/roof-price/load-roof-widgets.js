// @ts-check
/**
 * Fetches the roof page widgets' code with the browser's own import(), without Vite's preload
 * helper chunk (see app/features/home/load-home-widgets.js). Types: load-roof-widgets.d.ts.
 */
export function loadRoofWidgets() {
  // prettier-ignore
  return import(("./roof-widgets"));
}
