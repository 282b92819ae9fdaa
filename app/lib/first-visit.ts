/** localStorage flag set on the first visit (spec 2). */
export const VISITED_KEY = "visited";

/**
 * Where a first visit to the German home should go: /fr, /it or /en when the
 * browser's language starts with fr, it or en; nowhere for German and other
 * languages, for later visits, and never for crawlers (they must index /).
 * Self-contained on purpose: its source is inlined into the home page's <head>.
 */
export function decideFirstVisit(
  visited: boolean,
  browserLanguage: string | undefined,
  userAgent: string,
  botPattern: RegExp,
): string | null {
  if (visited || botPattern.test(userAgent)) return null;
  const language = (browserLanguage || "").toLowerCase();
  const prefixes = ["fr", "it", "en"];
  for (let i = 0; i < prefixes.length; i++) if (language.indexOf(prefixes[i]!) === 0) return "/" + prefixes[i];
  return null;
}
