import { randomUUID } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { contentSecurityPolicy, createNonce } from "./csp";

/**
 * Security headers for every response. The CSP set here carries a fresh nonce for
 * pages rendered on request; the static handler replaces it with the hash-based
 * policy of each prerendered page.
 */
export function securityHeaders(req: Request, res: Response, next: NextFunction) {
  const requestId = randomUUID();
  res.locals.requestId = requestId;
  res.setHeader("X-Request-Id", requestId);
  const nonce = createNonce();
  res.locals.cspNonce = nonce;
  res.setHeader("Content-Security-Policy", contentSecurityPolicy([`'nonce-${nonce}'`]));
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  // HSTS only makes sense (and is only honoured) over TLS, i.e. behind the proxy that terminates it.
  if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  next();
}
