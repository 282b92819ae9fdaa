// @ts-check
/**
 * Fetches the chat panel's code. A plain JavaScript file, because of how Vite builds dynamic imports:
 * it wraps `import("…")` in a helper that preloads the chunk's dependencies, and that helper is a
 * chunk of its own (about 0.6 KB gzipped) which every page would then fetch with the chat button,
 * though most pages need it for nothing else. An import whose specifier is in parentheses is left as
 * the browser's own import() (Rollup still bundles the panel as a chunk); TypeScript and Prettier
 * would drop the parentheses, so this file is JavaScript and the line is excluded from formatting.
 * Types: load-panel.d.ts.
 */
export function loadAssistantPanel() {
  // prettier-ignore
  return import(("./assistant-panel"));
}
