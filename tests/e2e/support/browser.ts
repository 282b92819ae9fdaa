/**
 * Browser-side helpers: hydration, analytics dataLayer, stored consent, and the
 * collection of console and page errors.
 */
import { expect, type BrowserContext, type Page } from "@playwright/test";
import { CONSENT_KEY } from "#app/features/consent/consent";
import type { ConsentChoice } from "#app/lib/analytics";

/** One dataLayer entry as a plain array: ['consent', 'default', {...}], ['event', name, params], … */
export type DataLayerEntry = [string, ...unknown[]];

/** Everything pushed to window.dataLayer so far (gtag pushes `arguments` objects; they are copied to arrays). */
export async function readDataLayer(page: Page): Promise<DataLayerEntry[]> {
  return page.evaluate(() =>
    (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>) as [string, ...unknown[]]),
  );
}

/** Parameters of every `['event', name, params]` entry with that name. */
export async function readEvents(page: Page, name: string): Promise<Record<string, unknown>[]> {
  const entries = await readDataLayer(page);
  return entries.filter((e) => e[0] === "event" && e[1] === name).map((e) => e[2] as Record<string, unknown>);
}

/**
 * Go to a path and wait until React has hydrated it: the route effects push a
 * page_view for the current path only once the app runs in the browser, so links
 * after this are client-side navigations.
 */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    (window.dataLayer ?? []).some((entry) => {
      const [kind, name, params] = Array.from(entry as ArrayLike<unknown>);
      return (
        kind === "event" && name === "page_view" && (params as { page_path?: string })?.page_path === location.pathname
      );
    }),
  );
}

/** Store a cookie choice before any page script runs, so the banner stays away (for tests about other things). */
export async function storeConsent(context: BrowserContext, choice: ConsentChoice = "declined"): Promise<void> {
  await context.addInitScript(
    ([key, value]) => {
      try {
        if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
      } catch {
        // about:blank has no storage; the next document gets the script again.
      }
    },
    [CONSENT_KEY, choice] as const,
  );
}

/**
 * Collects console errors and uncaught page errors from now on. `ignore` drops
 * expected messages (e.g. the 404 of a deliberately missing page).
 */
export function collectErrors(page: Page, ignore: RegExp[] = []): string[] {
  const errors: string[] = [];
  const keep = (text: string) => !ignore.some((pattern) => pattern.test(text));
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const location = message.location();
    const text = `console.error: ${message.text()}${location.url ? ` (${location.url}:${location.lineNumber})` : ""}`;
    if (keep(text)) errors.push(text);
  });
  page.on("pageerror", (error) => {
    const text = `page error: ${error.message}`;
    if (keep(text)) errors.push(text);
  });
  return errors;
}

/**
 * Brings the widgets of a load gate (app/components/ui/load-gate.tsx) to life as a visitor does,
 * by scrolling to the first of them, and waits until every area of that gate has hydrated.
 */
export async function loadWidgets(page: Page, gate: string): Promise<void> {
  const areas = page.locator(`[data-load-gate="${gate}"]`);
  await areas.first().locator(":scope > *").first().scrollIntoViewIfNeeded();
  await expect(page.locator(`[data-load-gate="${gate}"]:not([data-ready])`)).toHaveCount(0);
}
