// After the build: brotli and gzip siblings for every text file in build/client,
// and build/build-info.json with the configuration baked into the HTML.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = "build/client";
const compressible = new Set([".html", ".js", ".css", ".svg", ".xml", ".txt", ".json", ".data", ".webmanifest"]);

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)],
  );
}

let count = 0;
for (const file of walk(root)) {
  if (!compressible.has(path.extname(file))) continue;
  const data = readFileSync(file);
  if (data.length < 512) continue;
  writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  count++;
}
const siteUrl = (process.env.SITE_URL || "https://www.solar-dachpflege.ch").replace(/\/+$/, "");
writeFileSync(
  "build/build-info.json",
  JSON.stringify(
    {
      builtAt: new Date().toISOString(),
      siteUrl,
      gaMeasurementId: process.env.GA_MEASUREMENT_ID || null,
      explainerVideoId: process.env.EXPLAINER_VIDEO_ID || null,
    },
    null,
    2,
  ),
);
console.log(`precompressed ${count} files`);
