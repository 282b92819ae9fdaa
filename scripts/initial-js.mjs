// Initial JavaScript of a page as a browser fetches it (docs/budgets.md): every script response from
// the navigation until the network is idle (Playwright's "networkidle": no request for 500 ms), before
// any interaction, each counted with its gzip transfer size. Used by `npm run bench:pages` and by the
// e2e budget test (tests/e2e/initial-js.spec.ts).
import { gzipSync, constants as zlibConstants } from "node:zlib";

export const JS_BUDGET_KB = 125;

/**
 * Loads `url` in `page` (a fresh browser context, so nothing is cached) and sums the scripts.
 * The browser is asked for gzip only: the budget is in gzip bytes, and a browser that is sent
 * brotli gets less. Scripts too small to be worth compressing come as they are (the server
 * precompresses files from 512 bytes) and count with their size.
 */
export async function measureInitialJs(page, url) {
  await page.setExtraHTTPHeaders({ "Accept-Encoding": "gzip" });
  const recordings = [];
  // Counted from the response, not from "requestfinished": a run once saw no script at all that way.
  // A module preloaded by the page is sometimes reported with another resource type when the machine is loaded (a
  // whole CI run saw three pages with "no script at all"), so a JavaScript file counts by its path as well.
  const onResponse = (response) => {
    const request = response.request();
    if (request.resourceType() === "script" || /\.m?js$/.test(new URL(request.url()).pathname))
      recordings.push(record(response));
  };
  page.on("response", onResponse);
  try {
    await page.goto(url, { waitUntil: "networkidle" });
  } finally {
    page.off("response", onResponse);
  }
  let files = await Promise.all(recordings);
  // When the browser's event stream reported no script at all (seen now and then with Debian's Chromium 156, more
  // often on a loaded machine), the page's own resource timing has the same files and their encoded sizes.
  if (files.length === 0) files = await scriptsFromResourceTiming(page);
  files.sort((a, b) => b.gzipBytes - a.gzipBytes);
  const gzipBytes = files.reduce((sum, f) => sum + f.gzipBytes, 0);
  return {
    url,
    fileCount: files.length,
    gzipBytes,
    gzipKB: kb(gzipBytes),
    rawBytes: files.reduce((sum, f) => sum + f.rawBytes, 0),
    budgetKB: JS_BUDGET_KB,
    pass: gzipBytes <= JS_BUDGET_KB * 1024,
    files,
  };
}

async function scriptsFromResourceTiming(page) {
  const entries = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((entry) => /\.m?js$/.test(new URL(entry.name).pathname))
      .map((entry) => ({
        url: new URL(entry.name).pathname,
        status: entry.responseStatus || 200,
        encodedBytes: entry.encodedBodySize,
        decodedBytes: entry.decodedBodySize,
      })),
  );
  return entries.map((entry) => ({
    url: entry.url,
    status: entry.status,
    // Asked for gzip only: a body smaller on the wire than decoded came gzipped, else as it is.
    encoding: entry.encodedBytes < entry.decodedBytes ? "gzip" : "identity",
    gzipBytes: entry.encodedBytes,
    rawBytes: entry.decodedBytes,
  }));
}

async function record(response) {
  const request = response.request();
  const body = await response.body();
  const encoding = (await response.headerValue("content-encoding")) ?? "identity";
  const { responseBodySize } = await request.sizes();
  // What came over the wire; only a response in another encoding than asked for is re-counted as gzip -9.
  const gzipBytes =
    encoding === "gzip" || encoding === "identity"
      ? responseBodySize
      : gzipSync(body, { level: zlibConstants.Z_BEST_COMPRESSION }).length;
  return {
    url: new URL(request.url()).pathname,
    status: response.status(),
    encoding,
    rawBytes: body.length,
    gzipBytes,
  };
}

export const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
