import type { NextFunction, Request, Response } from "express";

/** Longest request target we accept; real paths here are far shorter. */
export const MAX_URL_LENGTH = 2048;

export type UrlProblem = "too-long" | "bad-encoding" | "nul-byte" | "dot-segment" | "backslash";

/**
 * Checks a raw request target before anything else sees it. Malformed URLs get
 * 400 instead of reaching code that could throw (500) or touch the file system.
 */
export function urlProblem(rawUrl: string): UrlProblem | undefined {
  if (rawUrl.length > MAX_URL_LENGTH) return "too-long";
  const pathname = rawUrl.split("?")[0] ?? "";
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return "bad-encoding";
  }
  if (decoded.includes("\0")) return "nul-byte";
  if (decoded.includes("\\")) return "backslash";
  if (decoded.split("/").some((segment) => segment === ".." || segment === ".")) return "dot-segment";
  try {
    const query = rawUrl.slice(pathname.length + 1);
    if (query) decodeURIComponent(query.replace(/\+/g, " "));
  } catch {
    return "bad-encoding";
  }
  return undefined;
}

export function urlGuard(req: Request, res: Response, next: NextFunction) {
  const problem = urlProblem(req.originalUrl);
  if (!problem) return next();
  res.status(400).type("text/plain; charset=utf-8").send("400 Bad Request");
}
