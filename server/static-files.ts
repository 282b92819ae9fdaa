import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { NextFunction, Request, Response } from "express";
import { contentSecurityPolicy, inlineScriptHashes } from "./csp";

/**
 * Serves the build's files from an index made once at start-up: a request can
 * only ever reach a file that is in that index, so no path can read outside the
 * build folder. Prerendered pages (`<path>/index.html`) answer their clean path;
 * precompressed .br/.gz siblings are used when the client accepts them.
 */
interface Entry {
  file: string;
  type: string;
  cacheControl: string;
  etag: string;
  size: number;
  /** For HTML: the policy allowing exactly this page's inline scripts. */
  csp?: string;
  br?: string;
  gz?: string;
}

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".data": "text/x-script; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".pdf": "application/pdf",
  ".webmanifest": "application/manifest+json",
};

export const HTML_CACHE_CONTROL = "public, max-age=300, must-revalidate";
export const ASSET_CACHE_CONTROL = "public, max-age=31536000, immutable";
const OTHER_CACHE_CONTROL = "public, max-age=86400";

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

export function indexBuild(clientDir: string): Map<string, Entry> {
  const files = walk(clientDir);
  const present = new Set(files);
  const index = new Map<string, Entry>();
  for (const file of files) {
    if (file.endsWith(".br") || file.endsWith(".gz")) continue;
    const rel = "/" + path.relative(clientDir, file).split(path.sep).join("/");
    const ext = path.extname(file);
    const type = types[ext];
    if (!type) continue;
    let urlPath = rel;
    if (rel.endsWith("/index.html")) urlPath = rel.slice(0, -"/index.html".length) || "/";
    const isAsset = rel.startsWith("/assets/");
    const cacheControl = isAsset
      ? ASSET_CACHE_CONTROL
      : ext === ".html" || ext === ".data"
        ? HTML_CACHE_CONTROL
        : OTHER_CACHE_CONTROL;
    const stat = statSync(file);
    const content = readFileSync(file);
    const etag = `"${createHash("sha1").update(content).digest("base64url").slice(0, 16)}"`;
    const csp = ext === ".html" ? contentSecurityPolicy(inlineScriptHashes(content.toString("utf8"))) : undefined;
    index.set(urlPath, {
      file,
      type,
      cacheControl,
      etag,
      size: stat.size,
      csp,
      br: present.has(`${file}.br`) ? `${file}.br` : undefined,
      gz: present.has(`${file}.gz`) ? `${file}.gz` : undefined,
    });
  }
  return index;
}

export function staticFiles(clientDir: string) {
  const index = indexBuild(clientDir);
  return function serveStatic(req: Request, res: Response, next: NextFunction) {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const entry = index.get(req.path);
    if (!entry) return next();
    res.setHeader("Content-Type", entry.type);
    res.setHeader("Cache-Control", entry.cacheControl);
    res.setHeader("ETag", entry.etag);
    res.setHeader("Vary", "Accept-Encoding");
    if (entry.csp) res.setHeader("Content-Security-Policy", entry.csp);
    if (req.headers["if-none-match"] === entry.etag) {
      res.status(304).end();
      return;
    }
    const accepted = String(req.headers["accept-encoding"] ?? "");
    let file = entry.file;
    if (entry.br && /\bbr\b/.test(accepted)) {
      file = entry.br;
      res.setHeader("Content-Encoding", "br");
    } else if (entry.gz && /\bgzip\b/.test(accepted)) {
      file = entry.gz;
      res.setHeader("Content-Encoding", "gzip");
    }
    res.sendFile(file, { dotfiles: "allow", lastModified: false, etag: false, cacheControl: false });
  };
}
