import { createHash, randomBytes } from "node:crypto";

/**
 * Content-Security-Policy. Scripts run only from our origin, the Google tag host
 * (loaded after consent), and inline scripts we vouch for: by sha256 hash for the
 * prerendered pages (computed once at start-up) and by a per-response nonce for
 * pages rendered on request. No 'unsafe-inline' for scripts.
 */
export function contentSecurityPolicy(scriptSources: string[]): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptSources, "https://www.googletagmanager.com"].join(" "),
    // Inline style attributes (aspect ratios, layout values) are needed; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https://www.googletagmanager.com https://*.google-analytics.com",
    "font-src 'self'",
    "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com",
    "frame-src https://www.youtube-nocookie.com",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

const scriptTag = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** sha256 sources of every executable inline script in an HTML document (JSON-LD data blocks are not scripts to CSP). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(scriptTag)) {
    const attributes = match[1] ?? "";
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== "module" && type !== "text/javascript" && type !== "application/javascript") continue;
    hashes.add(
      `'sha256-${createHash("sha256")
        .update(match[2] ?? "", "utf8")
        .digest("base64")}'`,
    );
  }
  return [...hashes];
}
