/** "{number}" and friends filled in (the copy of app/features/offer-page/copy.ts). */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}
