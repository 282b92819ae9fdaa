import { existsSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { copyServerAssets, serverBuildOptions } from "../../../scripts/build-server.mjs";

const ROOT = path.resolve(import.meta.dirname, "../../..");

/**
 * The server entry bundled from the current source, the way scripts/build-server.mjs
 * bundles it, into node_modules/.cache (packages resolve from there). It serves
 * the pages of the production build in build/ (run from the repository root).
 */
export async function bundleServer(): Promise<string> {
  const outdir = path.join(ROOT, "node_modules/.cache/ops-process-tests", String(process.pid));
  mkdirSync(outdir, { recursive: true });
  const options = serverBuildOptions as Parameters<typeof build>[0];
  await build({
    ...options,
    entryPoints: [path.join(ROOT, "server/index.ts")],
    outfile: path.join(outdir, "app-server.mjs"),
  });
  const worker = path.join(ROOT, "server/pdf/pdf-worker.ts");
  if (existsSync(worker)) {
    await build({ ...options, entryPoints: [worker], outfile: path.join(outdir, "pdf-worker.mjs") });
  }
  copyServerAssets(outdir);
  return path.join(outdir, "app-server.mjs");
}

/** Deletes this test process's bundle folder. */
export function removeBundle(): void {
  rmSync(path.join(ROOT, "node_modules/.cache/ops-process-tests", String(process.pid)), {
    recursive: true,
    force: true,
  });
}

export { ROOT };
