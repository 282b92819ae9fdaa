import { createContext, useContext } from "react";
import { useRouteLoaderData } from "react-router";
import type { UiStrings } from "../content/ui/de";
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

/** Replace {name} placeholders. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}
