// @ts-check
/**
 * Fetches the forms' code with the browser's own import(), without Vite's preload helper chunk
 * (see app/features/home/load-home-widgets.js). Types: load-form-fields.d.ts.
 */
export function loadFormFields() {
  // prettier-ignore
  return import(("./form-fields"));
}
