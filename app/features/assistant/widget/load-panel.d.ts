/** See load-panel.js: the panel's code, fetched without Vite's preload helper. */
export function loadAssistantPanel(): Promise<typeof import("./assistant-panel")>;
