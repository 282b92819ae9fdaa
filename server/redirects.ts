import type { NextFunction, Request, Response } from "express";
import { resolveRedirect } from "../app/lib/redirects";

/** One 301 hop to the final page (trailing slash, old site, language variants); the query string is kept. */
export function redirects(req: Request, res: Response, next: NextFunction) {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  if (req.path.startsWith("/api/") || req.path.startsWith("/assets/")) return next();
  const target = resolveRedirect(req.path);
  if (!target) return next();
  const queryIndex = req.originalUrl.indexOf("?");
  const query = queryIndex >= 0 ? req.originalUrl.slice(queryIndex) : "";
  res.setHeader("Cache-Control", "public, max-age=3600");
  res.redirect(301, target + query);
}
