// @ts-check
/**
 * Fetches the home widgets' code with the browser's own import(): Vite wraps `import("…")` in a
 * preload helper that is a chunk of its own (about 0.6 KB gzipped), which the home would then fetch
 * with the page. A specifier in parentheses is left alone (see load-panel.js of the chat widget).
 * Types: load-home-widgets.d.ts.
 */
export function loadHomeWidgets() {
  // prettier-ignore
  return import(("./home-widgets"));
}
