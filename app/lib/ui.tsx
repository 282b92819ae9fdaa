import { createContext, useContext } from "react";
import { useRouteLoaderData } from "react-router";
import type { UiStrings } from "../content/ui/de";
import { fill as fillPlaceholders } from "./fill";
import type { Lang } from "./i18n";

// For tests and server code; the browser bundle only uses useUi (tree-shaken).
export { uiStrings } from "../content/ui";

const LangContext = createContext<Lang>("de");

export const LangProvider = LangContext.Provider;

/** Current page language (from the route's data, see root.tsx). */
export function useLang(): Lang {
  return useContext(LangContext);
}

/** UI strings of the current page language, handed over by the root loader. */
export function useUi(): UiStrings {
  const data = useRouteLoaderData("root") as { ui?: UiStrings } | undefined;
  if (!data?.ui) throw new Error("useUi: root loader data missing");
  return data.ui;
}

/**
 * The placeholder filler for components, beside useUi. A binding of this module rather than a
 * re-export: the bundler then keeps the filler in this module's chunk, which the pages load anyway,
 * instead of giving it a chunk (and every page a request) of its own.
 */
export const fill = fillPlaceholders;
