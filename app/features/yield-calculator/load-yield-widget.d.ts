/** See load-yield-widget.js: the calculator's code, fetched without Vite's preload helper. */
export function loadYieldWidget(): Promise<typeof import("./yield-widget")>;
