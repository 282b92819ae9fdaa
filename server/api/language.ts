import type { Request } from "express";
import { isLang, type Lang } from "#app/lib/i18n";
import { pageLangForPath } from "#app/lib/page-lang";

/**
 * The language to answer in: the form's own field, else the page it was sent
 * from (the `page` field or the Referer), else the browser's preference, else German.
 */
export function requestLanguage(req: Request, body?: Record<string, unknown>): Lang {
  const declared = body?.language;
  if (typeof declared === "string" && isLang(declared)) return declared;
  const page = typeof body?.page === "string" ? body.page : refererPath(req);
  if (page && page.startsWith("/")) {
    const lang = pageLangForPath(page.split("?")[0] ?? "/");
    // pageLangForPath calls every unknown path English; only trust it for known pages.
    if (lang !== "en" || /^\/en(\/|$)/.test(page)) return lang;
  }
  const accepted = (req.get("accept-language") ?? "").toLowerCase();
  for (const part of accepted.split(",")) {
    const code = part.trim().slice(0, 2);
    if (isLang(code)) return code;
  }
  return "de";
}

function refererPath(req: Request): string | undefined {
  const referer = req.get("referer");
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    return url.host === req.get("host") ? url.pathname : undefined;
  } catch {
    return undefined;
  }
}
