/** See load-home-widgets.js: the widgets' code, fetched without Vite's preload helper. */
export function loadHomeWidgets(): Promise<typeof import("./home-widgets")>;
