import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import { resolveRedirect } from "../app/lib/redirects";
import { contentSecurityPolicy, inlineScriptHashes } from "./csp";
import { urlProblem } from "./url-guard";

/**
 * Serves the build's files from an index made once at start-up: a request can
 * only ever reach a file that is in that index, so no path can read outside the
 * build folder. Prerendered pages (`<path>/index.html`) answer their clean path;
 * precompressed .br/.gz siblings are used when the client accepts them.
 *
 * Files up to MAX_CACHED_BYTES (every page and script of the build) are read into
 * memory at start-up with their response headers worked out once, so a request is
 * a map lookup and one write: no file system calls, which cost more than a third of
 * the serving time. Larger files (images) are streamed from disk.
 */
export const MAX_CACHED_BYTES = 1024 * 1024;

interface Variant {
  file: string;
  /** The whole response body when the file is small enough to keep in memory. */
  body?: Buffer;
  /** Every header of a 200 answer with this variant (content type, caching, encoding, length, CSP). */
  headers: Record<string, string>;
}

interface Entry {
  etag: string;
  identity: Variant;
  br?: Variant;
  gz?: Variant;
  /** Headers of a 304 answer. */
  notModified: Record<string, string>;
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
    const content = readFileSync(file);
    const etag = `"${createHash("sha1").update(content).digest("base64url").slice(0, 16)}"`;
    const csp = ext === ".html" ? contentSecurityPolicy(inlineScriptHashes(content.toString("utf8"))) : undefined;
    const common: Record<string, string> = {
      "Content-Type": type,
      "Cache-Control": cacheControl,
      ETag: etag,
      Vary: "Accept-Encoding",
      ...(csp ? { "Content-Security-Policy": csp } : {}),
    };
    const variant = (variantFile: string, encoding?: string, known?: Buffer): Variant => {
      const size = known?.length ?? statSync(variantFile).size;
      const body = size <= MAX_CACHED_BYTES ? (known ?? readFileSync(variantFile)) : undefined;
      return {
        file: variantFile,
        body,
        headers: {
          ...common,
          ...(encoding ? { "Content-Encoding": encoding } : {}),
          "Content-Length": String(size),
        },
      };
    };
    index.set(urlPath, {
      etag,
      identity: variant(file, undefined, content),
      br: present.has(`${file}.br`) ? variant(`${file}.br`, "br") : undefined,
      gz: present.has(`${file}.gz`) ? variant(`${file}.gz`, "gzip") : undefined,
      notModified: common,
    });
  }
  return index;
}

/** The variant a client gets: brotli, then gzip, when it accepts them and the build has them. */
function chooseVariant(entry: Entry, acceptEncoding: string | undefined): Variant {
  if (acceptEncoding) {
    if (entry.br && /\bbr\b/.test(acceptEncoding)) return entry.br;
    if (entry.gz && /\bgzip\b/.test(acceptEncoding)) return entry.gz;
  }
  return entry.identity;
}

export type StaticIndex = Map<string, Entry>;

function send(req: IncomingMessage, res: ServerResponse, entry: Entry) {
  if (req.headers["if-none-match"] === entry.etag) {
    res.writeHead(304, entry.notModified);
    res.end();
    return;
  }
  const variant = chooseVariant(entry, req.headers["accept-encoding"]);
  if (variant.body) {
    res.writeHead(200, variant.headers);
    res.end(req.method === "HEAD" ? undefined : variant.body);
    return;
  }
  // Only files too large to keep in memory get here, always through Express (see exactStaticHits).
  const response = res as Response;
  for (const [name, value] of Object.entries(variant.headers)) {
    if (name !== "Content-Length") response.setHeader(name, value);
  }
  response.sendFile(variant.file, { dotfiles: "allow", lastModified: false, etag: false, cacheControl: false });
}

export function staticFiles(clientDirOrIndex: string | StaticIndex) {
  const index = typeof clientDirOrIndex === "string" ? indexBuild(clientDirOrIndex) : clientDirOrIndex;
  return function serveStatic(req: Request, res: Response, next: NextFunction) {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const entry = index.get(req.path);
    if (!entry) return next();
    send(req, res, entry);
  };
}

/**
 * The same files for requests that name one exactly: the raw request target is an
 * index path, without query string or encoded characters, and every variant of the
 * file is held in memory. Such a request passes the URL check and no redirect
 * applies to it (each path is checked here, once), so the app answers it on the bare
 * Node request, before Express and its middleware: Express's own handling cost four
 * times what Node's HTTP server does for such a request. `onHit` runs first (security
 * headers and the request log). Returns false for everything else, which takes the
 * full way and may still end at `staticFiles`.
 */
export function exactStaticHits(index: StaticIndex, onHit: (req: IncomingMessage, res: ServerResponse) => void) {
  const exact = new Map<string, Entry>();
  for (const [urlPath, entry] of index) {
    const isAsset = urlPath.startsWith("/assets/");
    if (urlPath.startsWith("/api/") || urlProblem(urlPath) || (!isAsset && resolveRedirect(urlPath))) continue;
    if (![entry.identity, entry.br, entry.gz].every((variant) => !variant || variant.body)) continue;
    exact.set(urlPath, entry);
  }
  return function serveExactStatic(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const entry = req.url === undefined ? undefined : exact.get(req.url);
    if (!entry) return false;
    onHit(req, res);
    send(req, res, entry);
    return true;
  };
}
