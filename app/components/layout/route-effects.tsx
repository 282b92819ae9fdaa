import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { track } from "#app/lib/analytics";
import { VISITED_KEY } from "#app/lib/first-visit";
import { useLang } from "#app/lib/ui";

/**
 * Effects of a route change: smooth scroll to #anchor or to the top, a page_view
 * event, and the visited flag of the first-visit language redirect.
 */
export function RouteEffects() {
  const location = useLocation();
  const lang = useLang();
  const first = useRef(true);

  useEffect(() => {
    const isFirst = first.current;
    first.current = false;
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      target?.scrollIntoView({ behavior: "smooth", block: "start" });
    } else if (!isFirst) {
      window.scrollTo({ top: 0, behavior: "smooth" });
    }
    track("page_view", { page_path: location.pathname, page_language: lang });
  }, [location.pathname, location.hash, lang]);

  // The first page a visitor opens marks the visit (the home page's inline script does this before rendering).
  useEffect(() => {
    try {
      window.localStorage.setItem(VISITED_KEY, "1");
    } catch {
      // Storage blocked: every visit then counts as a later one, which never redirects.
    }
  }, []);

  return null;
}
