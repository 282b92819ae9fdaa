import { spawnSync } from "node:child_process";
import { chmodSync, cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { build } from "esbuild";
import { copyServerAssets, serverBuildOptions } from "#scripts/build-server.mjs";

const ROOT = path.resolve(import.meta.dirname, "../../..");

let bundleDir: string | undefined;

/**
 * The server entry bundled from the current source, the way scripts/build-server.mjs bundles it.
 * It serves the pages of the production build in build/ (run from the repository root).
 *
 * Permission-fault tests run it as `nobody`, who cannot reach a checkout whose parent folder is
 * private (mode 700, as `mktemp -d` and many CI runners make it). So the bundle lives in a fresh
 * folder under the system temp dir (mode 755) with its own node_modules beside it, hard-linked
 * from the checkout's where the file system allows it (a copy otherwise), and the production build,
 * since the server runs with this folder as its working directory.
 */
export async function bundleServer(): Promise<string> {
  bundleDir = mkdtempSync(path.join(tmpdir(), "solarclean-bundle-"));
  chmodSync(bundleDir, 0o755);
  const options = serverBuildOptions as Parameters<typeof build>[0];
  await build({
    ...options,
    entryPoints: [path.join(ROOT, "server/index.ts")],
    outfile: path.join(bundleDir, "app-server.mjs"),
  });
  const worker = path.join(ROOT, "server/pdf/pdf-worker.ts");
  if (existsSync(worker)) {
    await build({ ...options, entryPoints: [worker], outfile: path.join(bundleDir, "pdf-worker.mjs") });
  }
  copyServerAssets(bundleDir);
  linkNodeModules(path.join(ROOT, "node_modules"), path.join(bundleDir, "node_modules"));
  // The server finds the production build under its working directory, which is this folder.
  if (existsSync(path.join(ROOT, "build"))) linkNodeModules(path.join(ROOT, "build"), path.join(bundleDir, "build"));
  return path.join(bundleDir, "app-server.mjs");
}

function linkNodeModules(from: string, to: string): void {
  // `cp -al` links the files instead of copying 380 MB; across file systems it fails and we copy.
  const linked = spawnSync("cp", ["-al", from, to], { stdio: "ignore" });
  if (linked.status !== 0) {
    rmSync(to, { recursive: true, force: true });
    cpSync(from, to, { recursive: true, filter: (file) => !file.startsWith(path.join(from, ".cache")) });
  }
}

/** Deletes this test process's bundle folder. */
export function removeBundle(): void {
  if (bundleDir) rmSync(bundleDir, { recursive: true, force: true });
  bundleDir = undefined;
}

export { ROOT };
