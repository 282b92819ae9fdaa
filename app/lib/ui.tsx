import { createContext, useContext } from "react";
import { de, type UiStrings } from "../content/ui/de";
import { en } from "../content/ui/en";
import { fr } from "../content/ui/fr";
import { it } from "../content/ui/it";
import type { Lang } from "./i18n";

export const uiStrings: Record<Lang, UiStrings> = { de, fr, it, en };

const LangContext = createContext<Lang>("de");

export const LangProvider = LangContext.Provider;

/** Current page language (from the route's data, see root.tsx). */
export function useLang(): Lang {
  return useContext(LangContext);
}

/** UI strings of the current page language. */
export function useUi(): UiStrings {
  return uiStrings[useContext(LangContext)];
}

/** Replace {name} placeholders. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}
