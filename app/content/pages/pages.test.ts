import { describe, expect, it } from "vitest";
import { languages, type Lang } from "#app/lib/i18n";
import { linkTargets } from "#app/lib/inline-links";
import { looksGerman } from "#app/lib/language-guess";
import { fillerPattern } from "../blog/validate";
import { parsePageHref, resolvePageRef } from "#app/lib/page-links";
import type { PageRef } from "./types";

/**
 * Every page kind's content, every language: what `tsc` cannot check. Found by folder, so a
 * new page kind is checked without being listed here.
 */
const modules = import.meta.glob<Record<string, unknown>>("./*/index.ts", { eager: true });

type Record_ = Partial<Record<Lang, object>>;

function contentRecords(): [string, Record_][] {
  return Object.entries(modules).flatMap(([file, exports]) =>
    Object.entries(exports)
      .filter(([, value]) => value && typeof value === "object" && "de" in (value as object))
      .map(([name, value]) => [`${file.split("/")[1]}:${name}`, value as Record_] as [string, Record_]),
  );
}

function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

function pageRefs(value: unknown): PageRef[] {
  if (Array.isArray(value)) return value.flatMap(pageRefs);
  if (value && typeof value === "object") {
    if ("page" in value && typeof (value as PageRef).page === "string") return [value as PageRef];
    return Object.values(value).flatMap(pageRefs);
  }
  if (typeof value === "string") return linkTargets(value).flatMap((href) => parsePageHref(href) ?? []);
  return [];
}

const records = contentRecords();

it("finds the page kinds' content", () => {
  expect(records.map(([name]) => name)).toEqual(expect.arrayContaining([expect.stringMatching(/^prices:/)]));
});

describe.each(records)("%s", (_name, record) => {
  const langs = languages.filter((lang) => record[lang]);

  it.each(langs)("%s: no placeholder, no empty text", (lang) => {
    for (const text of strings(record[lang])) {
      expect(text.trim(), text).not.toBe("");
      expect(text).not.toMatch(fillerPattern);
    }
  });

  it.each(langs.filter((lang) => lang !== "de"))("%s: no German sentence", (lang) => {
    const german = strings(record[lang]).filter((text) => text.split(/\s+/).length >= 6 && looksGerman(text));
    expect(german).toEqual([]);
  });

  it.each(langs)("%s: every page link resolves", (lang) => {
    for (const ref of pageRefs(record[lang])) expect(() => resolvePageRef(ref, lang), ref.page).not.toThrow();
  });

  it("German is Swiss German (ss, never the sharp s)", () => {
    expect(strings(record.de).filter((text) => text.includes("ß"))).toEqual([]);
  });

  it.each(langs.filter((lang) => lang !== "de"))("%s: at least 80 %% of the German text", (lang) => {
    const length = (value: unknown) => strings(value).join(" ").length;
    expect(length(record[lang])).toBeGreaterThanOrEqual(0.8 * length(record.de));
  });
});
