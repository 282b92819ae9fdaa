import { isbot } from "isbot";

/** localStorage flag set on the first visit (spec 2). */
export const VISITED_KEY = "visited";

/**
 * Where a first visit to the German home should go: /fr, /it or /en when the
 * browser's language starts with fr, it or en; nowhere for German and other
 * languages, for later visits, and never for crawlers (they must index /).
 */
export function firstVisitTarget(input: {
  visited: boolean;
  browserLanguage: string | undefined;
  userAgent: string;
}): string | null {
  if (input.visited || isbot(input.userAgent)) return null;
  const language = (input.browserLanguage ?? "").toLowerCase();
  for (const lang of ["fr", "it", "en"] as const) if (language.startsWith(lang)) return `/${lang}`;
  return null;
}
