/**
 * Fills the "{name}" placeholders of a copy text; a placeholder without a value stays as written,
 * so a missing value shows in the text instead of vanishing. Pure, for the browser and the server.
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => String(values[key] ?? match));
}
