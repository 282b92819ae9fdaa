import type { NextFunction, Request, RequestHandler, Response } from "express";
import { isDatabaseUnavailable } from "../db/faults";
import type { Logger } from "../logger";

/**
 * While the database cannot be reached, posts are answered 503 with Retry-After
 * (never 500): the visitor reads to try again shortly or to call, and a client
 * or proxy that retries waits this long first.
 */
export const RETRY_AFTER_SECONDS = 30;

/**
 * True when the error means the database is away: sets Retry-After and logs one
 * warning (without the request's data) so the caller only has to answer 503.
 */
export function databaseUnavailable(error: unknown, res: Response, logger: Logger, path: string): boolean {
  if (!isDatabaseUnavailable(error)) return false;
  const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
  logger.warn({ id: res.locals.requestId, path, reason }, "database unavailable: answered 503");
  res.setHeader("Retry-After", String(RETRY_AFTER_SECONDS));
  return true;
}

/**
 * The answer's language is in the form's body, and a database fault in the rate
 * limit comes before the body is read: read it now (same parsers and size limit),
 * then answer. A body that cannot be read just leaves the language to the headers.
 */
export function withParsedBody(req: Request, res: Response, parsers: RequestHandler[], answer: () => void): void {
  if (req.body !== undefined || parsers.length === 0) {
    answer();
    return;
  }
  const [first, ...rest] = parsers;
  const next: NextFunction = () => withParsedBody(req, res, rest, answer);
  first!(req, res, (error?: unknown) => (error ? answer() : next()));
}
