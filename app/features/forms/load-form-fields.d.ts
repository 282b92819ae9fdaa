/** See load-form-fields.js: the forms' code, fetched without Vite's preload helper. */
export function loadFormFields(): Promise<typeof import("./form-fields")>;
