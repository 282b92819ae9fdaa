// Bundles the Express entry (server/index.ts and the pure app modules it uses) to build/app-server.mjs,
// the PDF worker thread to build/pdf-worker.mjs, and copies the files the bundle reads at run time
// beside it: the offer PDF's fonts (build/fonts).
import { cpSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export const serverBuildOptions = {
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
};

/**
 * server/pdf/fonts.ts looks for its fonts in ./fonts next to the module, i.e. next to the bundle;
 * the articles and legal pages read their Markdown from ./content next to it (app/content/markdown).
 */
export function copyServerAssets(outdir) {
  const target = path.join(outdir, "fonts");
  rmSync(target, { recursive: true, force: true });
  cpSync(path.join(ROOT, "server/pdf/fonts"), target, { recursive: true });
  for (const area of ["blog", "legal"]) {
    const content = path.join(outdir, "content", area);
    rmSync(content, { recursive: true, force: true });
    cpSync(path.join(ROOT, "app/content", area), content, {
      recursive: true,
      filter: (source) => !path.extname(source) || source.endsWith(".md"),
    });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await build({
    ...serverBuildOptions,
    entryPoints: [path.join(ROOT, "server/index.ts")],
    outfile: path.join(ROOT, "build/app-server.mjs"),
  });
  // The PDF worker threads (server/pdf/pdf-pool.ts) load their own file, found beside the bundle.
  await build({
    ...serverBuildOptions,
    entryPoints: [path.join(ROOT, "server/pdf/pdf-worker.ts")],
    outfile: path.join(ROOT, "build/pdf-worker.mjs"),
  });
  // The maintenance commands for a production install without esbuild (scripts/cli.mjs falls back to it).
  await build({
    ...serverBuildOptions,
    entryPoints: [path.join(ROOT, "server/cli.ts")],
    outfile: path.join(ROOT, "build/cli.mjs"),
  });
  copyServerAssets(path.join(ROOT, "build"));
  console.log(
    "server bundled to build/app-server.mjs, build/pdf-worker.mjs and build/cli.mjs (fonts in build/fonts, Markdown in build/content)",
  );
}
