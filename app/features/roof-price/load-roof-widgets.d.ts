/** See load-roof-widgets.js: the widgets' code, fetched without Vite's preload helper. */
export function loadRoofWidgets(): Promise<typeof import("./roof-widgets")>;
