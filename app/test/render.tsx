import { vi } from "vitest";
/**
 * Server-renders a component the way the prerender does: inside a data router
 * whose root route carries the root loader data (company, UI strings) that the
 * layout hooks read. For component tests; returns HTML with entities decoded.
 */
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { uiStrings } from "../content/ui";
import { publicConfig } from "../lib/config.server";
import type { Lang } from "../lib/i18n";
import { LangProvider } from "../lib/ui";

export function rootDataFor(lang: Lang) {
  return { ...publicConfig(), firstVisitScript: null, ui: uiStrings[lang] };
}

export function decodeEntities(markup: string): string {
  return markup
    .replace(/&#x27;/g, "'")
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

export function renderPage(
  element: ReactNode,
  options: { lang?: Lang; path?: string; root?: Record<string, unknown> } = {},
): string {
  const lang = options.lang ?? "de";
  const path = options.path ?? "/";
  // `root` adds to or overrides the root loader data (e.g. a form's `formResult`).
  const data = { ...rootDataFor(lang), ...options.root };
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "*",
        loader: () => data,
        Component: () => <LangProvider value={lang}>{element}</LangProvider>,
      },
    ],
    { initialEntries: [path], hydrationData: { loaderData: { root: data } } },
  );
  return decodeEntities(renderToStaticMarkup(<RouterProvider router={router} />));
}

/**
 * Renders until no part of the page is still waiting for its lazy code (a load gate's area then
 * shows its fallback, marked `data-load-pending`), then returns the HTML. Parts behind a load gate
 * (app/components/ui/load-gate.tsx) load on the first render; once loaded, later renders of the
 * same component are complete at once, so one call at the top of a test file is enough.
 */
export async function renderLoaded(render: () => string): Promise<string> {
  return vi.waitFor(
    () => {
      const html = render();
      if (html.includes("data-load-pending")) throw new Error("a lazy part of the page is still loading");
      return html;
    },
    { timeout: 10_000 },
  );
}
