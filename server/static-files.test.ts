import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempDir } from "./test/databases";
import {
  ASSET_CACHE_CONTROL,
  HTML_CACHE_CONTROL,
  MAX_CACHED_BYTES,
  exactStaticHits,
  indexBuild,
  staticFiles,
} from "./static-files";

const page = "<!doctype html><html><head><script>window.x=1</script></head><body>Solaranlagen</body></html>";
const script = "export const answer = 42;\n".repeat(50);
// Larger than what is kept in memory: streamed from disk.
const image = Buffer.alloc(MAX_CACHED_BYTES + 10, 7);

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function get(base: string, pathname: string, headers: Record<string, string> = {}, method = "GET"): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${pathname}`, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("static files of the build", () => {
  let dir: string;
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    dir = tempDir("solarclean-static-");
    mkdirSync(path.join(dir, "kontakt"));
    mkdirSync(path.join(dir, "assets"));
    mkdirSync(path.join(dir, "images"));
    writeFileSync(path.join(dir, "kontakt/index.html"), page);
    writeFileSync(path.join(dir, "kontakt/index.html.br"), brotliCompressSync(page));
    writeFileSync(path.join(dir, "kontakt/index.html.gz"), gzipSync(page));
    writeFileSync(path.join(dir, "assets/entry-abc123.js"), script);
    writeFileSync(path.join(dir, "assets/entry-abc123.js.gz"), gzipSync(script));
    writeFileSync(path.join(dir, "images/roof.png"), image);
    writeFileSync(path.join(dir, "notes.unknown"), "not served");
    const app = express();
    app.use(staticFiles(dir));
    app.use((_req, res) => {
      res.status(404).send("next handler");
    });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it("answers a page's clean path with its brotli file, the page's own CSP and the HTML cache policy", async () => {
    const reply = await get(base, "/kontakt", { "accept-encoding": "gzip, deflate, br" });
    expect(reply.status).toBe(200);
    expect(reply.headers["content-encoding"]).toBe("br");
    expect(reply.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(reply.headers["cache-control"]).toBe(HTML_CACHE_CONTROL);
    expect(reply.headers.vary).toBe("Accept-Encoding");
    expect(reply.headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(Number(reply.headers["content-length"])).toBe(reply.body.length);
    expect(reply.body).toEqual(brotliCompressSync(page));
  });

  it("sends gzip to a client without brotli, and the plain file to one that accepts neither", async () => {
    const gzip = await get(base, "/kontakt", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.body).toEqual(gzipSync(page));
    const plain = await get(base, "/kontakt", { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString("utf8")).toBe(page);
    const asset = await get(base, "/assets/entry-abc123.js", { "accept-encoding": "br" });
    expect(asset.headers["content-encoding"]).toBeUndefined();
    expect(asset.headers["cache-control"]).toBe(ASSET_CACHE_CONTROL);
    expect(asset.body.toString("utf8")).toBe(script);
  });

  it("answers 304 to a matching If-None-Match and HEAD without a body", async () => {
    const first = await get(base, "/kontakt");
    const again = await get(base, "/kontakt", { "if-none-match": String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    const head = await get(base, "/kontakt", { "accept-encoding": "gzip" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers["content-length"])).toBe(gzipSync(page).length);
  });

  it("streams files too large to keep in memory", async () => {
    const reply = await get(base, "/images/roof.png");
    expect(reply.status).toBe(200);
    expect(reply.headers["content-type"]).toBe("image/png");
    expect(reply.body.equals(image)).toBe(true);
  });

  it("leaves everything outside the index to the next handler", async () => {
    for (const pathname of ["/kontakt/index.html.br", "/notes.unknown", "/../etc/passwd", "/Kontakt"]) {
      const reply = await get(base, pathname);
      expect(reply.status, pathname).toBe(404);
      expect(reply.body.toString("utf8"), pathname).toBe("next handler");
    }
  });
});

describe("exact static hits, answered before the URL check and the redirects", () => {
  let dir: string;
  let server: http.Server;
  let base: string;
  const hits: string[] = [];

  beforeAll(async () => {
    dir = tempDir("solarclean-static-");
    for (const folder of ["kontakt", "basel", "assets"]) mkdirSync(path.join(dir, folder));
    writeFileSync(path.join(dir, "kontakt/index.html"), page);
    // /basel is a redirect source (to the Basel city page): never served from the early handler.
    writeFileSync(path.join(dir, "basel/index.html"), page);
    writeFileSync(path.join(dir, "assets/entry-abc123.js"), script);
    const app = express();
    const serveExact = exactStaticHits(indexBuild(dir), (req) => hits.push(req.url ?? ""));
    app.use((req, res, next) => {
      if (!serveExact(req, res)) next();
    });
    app.use((req, res) => {
      res.status(404).send(`later: ${req.url}`);
    });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it("answers a page or asset requested by its exact path and reports the hit", async () => {
    const pageReply = await get(base, "/kontakt");
    expect(pageReply.status).toBe(200);
    expect(pageReply.body.toString("utf8")).toBe(page);
    const asset = await get(base, "/assets/entry-abc123.js");
    expect(asset.status).toBe(200);
    expect(hits).toEqual(["/kontakt", "/assets/entry-abc123.js"]);
  });

  it("leaves redirect sources, query strings, encoded paths and posts to the later steps", async () => {
    hits.length = 0;
    for (const target of ["/basel", "/kontakt?quelle=flyer", "/kont%61kt", "/kontakt/"]) {
      const reply = await get(base, target);
      expect(reply.status, target).toBe(404);
      expect(reply.body.toString("utf8"), target).toBe(`later: ${target}`);
    }
    const post = await get(base, "/kontakt", {}, "POST");
    expect(post.status).toBe(404);
    expect(hits).toEqual([]);
  });
});
