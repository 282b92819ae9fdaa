// `npm run dev`: the Express server with Vite as middleware (server/dev.ts). The server code is
// bundled with the production options (scripts/build-server.mjs) into a folder of this process,
// with the PDF worker and the fonts beside it as in build/, then started.
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";
import { copyServerAssets, serverBuildOptions } from "./build-server.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// Inside node_modules, so the bundle's imports of packages resolve; one folder per process, so a
// second `npm run dev` (or the dev server's test) does not overwrite a running one's files.
const outdir = path.join(ROOT, "node_modules/.cache/dev-server", String(process.pid));
mkdirSync(outdir, { recursive: true });
process.on("exit", () => rmSync(outdir, { recursive: true, force: true }));

process.chdir(ROOT);
await build({
  ...serverBuildOptions,
  entryPoints: {
    "dev-server": path.join(ROOT, "server/dev.ts"),
    "pdf-worker": path.join(ROOT, "server/pdf/pdf-worker.ts"),
  },
  outdir,
  outExtension: { ".js": ".mjs" },
});
copyServerAssets(outdir);
await import(pathToFileURL(path.join(outdir, "dev-server.mjs")).href);
