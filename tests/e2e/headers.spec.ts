/**
 * Response headers: security headers on HTML, long immutable caching of hashed
 * assets, and the precompressed brotli/gzip files of prerendered pages.
 */
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { rawGet } from "./support/raw-http";

const htmlPages: [label: string, path: string, status: number][] = [
  ["prerendered home", "/", 200],
  ["prerendered page", "/kontakt", 200],
  ["prerendered French page", "/fr/contact", 200],
  ["region alias", "/regionen/basel", 200],
  ["server-rendered 404", "/gibt-es-nicht", 404],
];

for (const [label, path, status] of htmlPages) {
  test(`security headers on HTML: ${label} (${path})`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(status);
    const headers = response.headers();
    expect(headers["content-type"]).toContain("text/html");
    const csp = headers["content-security-policy"] ?? "";
    expect(csp, "Content-Security-Policy").toContain("default-src 'self'");
    expect(csp).toMatch(/(^|;\s*)frame-ancestors 'none'/);
    expect(csp).toMatch(/(^|;\s*)object-src 'none'/);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });
}

test("hashed assets are cached for a year as immutable", async ({ request }) => {
  const html = await (await request.get("/")).text();
  // Links, and the inline module script's imports of the entry and route chunks.
  const assets = [...new Set([...html.matchAll(/"(\/assets\/[^"]+)"/g)].map((m) => m[1]!))];
  expect(
    assets.some((a) => a.endsWith(".js")),
    "JavaScript assets referenced",
  ).toBe(true);
  expect(
    assets.some((a) => a.endsWith(".css")),
    "CSS asset referenced",
  ).toBe(true);
  for (const asset of assets) {
    const response = await request.get(asset);
    expect(response.status(), asset).toBe(200);
    const cacheControl = response.headers()["cache-control"] ?? "";
    expect(cacheControl, asset).toContain("immutable");
    expect(cacheControl, asset).toContain("max-age=31536000");
  }
});

test("prerendered HTML is not cached as immutable", async ({ request }) => {
  const cacheControl = (await request.get("/kontakt")).headers()["cache-control"] ?? "";
  expect(cacheControl).not.toContain("immutable");
});

test("prerendered HTML is served brotli-compressed when the client accepts br", async () => {
  const plain = await rawGet("/kontakt", { "Accept-Encoding": "identity" });
  expect(plain.headers["content-encoding"]).toBeUndefined();
  expect(plain.body).toMatch(/^<!DOCTYPE html>/i);

  const br = await rawGet("/kontakt", { "Accept-Encoding": "gzip, deflate, br" });
  expect(br.status).toBe(200);
  expect(br.headers["content-encoding"]).toBe("br");
  expect(br.headers["vary"]).toMatch(/accept-encoding/i);
  expect(br.bytes.length).toBeLessThan(plain.bytes.length);
  expect(brotliDecompressSync(br.bytes).toString("utf8")).toBe(plain.body);
});

test("prerendered HTML falls back to gzip for clients without br", async () => {
  const gz = await rawGet("/kontakt", { "Accept-Encoding": "gzip" });
  expect(gz.headers["content-encoding"]).toBe("gzip");
  expect(gunzipSync(gz.bytes).toString("utf8")).toMatch(/^<!DOCTYPE html>/i);
});
