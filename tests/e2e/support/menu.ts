import type { Locator, Page } from "@playwright/test";
import { uiStrings } from "#app/lib/ui";
import type { Lang } from "./site";

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * The mobile menu of the header: its toggle (named "open menu" or "close menu"
 * depending on its state) and the panel the toggle controls (aria-controls).
 */
export function mobileMenu(page: Page, lang: Lang = "de") {
  const { openMenu, closeMenu } = uiStrings[lang].nav;
  const button = page
    .getByRole("banner")
    .getByRole("button", { name: new RegExp(`^(${escapeRegExp(openMenu)}|${escapeRegExp(closeMenu)})$`) });
  return {
    button,
    /** The panel: resolved through the button's aria-controls, so the test also checks that link. */
    async panel(): Promise<Locator> {
      const id = await button.getAttribute("aria-controls");
      if (!id) throw new Error("menu button has no aria-controls");
      return page.locator(`[id="${id}"]`);
    },
  };
}
