import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

/**
 * React Router's default browser entry, plus one step before hydration, which starts in a task of its own.
 *
 * A form sent without JavaScript (or before the scripts ran) and the newsletter's
 * confirmation and unsubscribe links are answered under their /api/… address with the
 * page they belong to (server/app.ts). The router would match that address to the
 * not-found route and throw the rendered page away. So the address is first replaced
 * by the page's own path, taken from its canonical link: the page hydrates as
 * rendered, keeps its outcome panel, and a reload neither posts again nor repeats
 * the token link.
 */
if (window.location.pathname.startsWith("/api/")) {
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  if (canonical) {
    window.history.replaceState(window.history.state, "", new URL(canonical).pathname + window.location.hash);
  }
}

// Hydration starts in a task of its own: the task that evaluated React (tens of milliseconds on a phone)
// ends first, so the main thread sees two shorter tasks instead of one long one (docs/budgets.md).
setTimeout(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}, 0);
