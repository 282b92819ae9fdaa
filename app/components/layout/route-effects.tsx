import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { track } from "../../lib/analytics";
import { VISITED_KEY, firstVisitTarget } from "../../lib/first-visit";
import { useLang } from "../../lib/ui";

/**
 * Effects of a route change: smooth scroll to #anchor or to the top, a page_view
 * event, and the one-time language redirect of a first visit to the German home.
 */
export function RouteEffects() {
  const location = useLocation();
  const navigate = useNavigate();
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

  // Once per page load: the first page a visitor ever opens marks the visit; only a first visit to / may redirect.
  useEffect(() => {
    let visited = true;
    try {
      visited = window.localStorage.getItem(VISITED_KEY) !== null;
      window.localStorage.setItem(VISITED_KEY, "1");
    } catch {
      return;
    }
    if (window.location.pathname !== "/") return;
    const target = firstVisitTarget({
      visited,
      browserLanguage: navigator.languages?.[0] ?? navigator.language,
      userAgent: navigator.userAgent,
    });
    if (target) navigate(target, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per page load by design
  }, []);

  return null;
}
